import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// `export ANIM flutter`: an AnimationController, a CurvedAnimation and Tweens in Flutter's
/// units (Durations; repeat counts Flutter's periods, each direction one), the curve read back by
/// the flutter reader.
@Suite("flutter: animations")
struct FlutterAnimationTests {
    typealias F = AnimationExportFixture

    @Test("controller duration, a Tween per value, repeat(reverse: true, count: passes) after the delay")
    func repeating() throws {
        let (_, reply) = F.export("export slide flutter")
        for line in [
            "final slideController = AnimationController(vsync: this, duration: const Duration(milliseconds: \(Int(F.duration * 1000))));",
            "final slide = CurvedAnimation(parent: slideController, curve: Curves.easeOut);",
            "final slideX = Tween<double>(begin: 150.0, end: 300.0).animate(slide);",
            "final slideY = Tween<double>(begin: 32.0, end: 32.0).animate(slide);",
            "Future.delayed(const Duration(milliseconds: \(Int(F.delay * 1000))), () => slideController.repeat(reverse: true, count: \(F.passes)));",
        ] {
            #expect(reply.text.contains(line + "\n"), "missing \(line)\n\(reply.text)")
        }
        #expect(reply.json["exact"] == true)
        F.expectSameCurve(try Platform.flutter.read("Curves.easeOut").curve, F.easeOut, within: 1e-12)
    }

    /// Played once, the delay is an Interval of the controller's delay + duration: flat until
    /// delay / (delay + duration), then the curve over the rest.
    @Test("played once: the delay is an Interval, which the flutter reader reads back to the delayed curve")
    func intervalRoundTrip() throws {
        let (_, reply) = F.export("export once flutter", after: [F.once])
        let total = Int(((F.delay + F.duration) * 1000).rounded()), delay = Int((F.delay * 1000).rounded())
        #expect(reply.text.contains("AnimationController(vsync: this, duration: const Duration(milliseconds: \(total)));"), "\(reply.text)")
        let interval = try #require(F.call(in: reply.text, from: "Interval("))
        #expect(interval == "Interval(\(delay) / \(total), 1.0, curve: Curves.easeOut)")
        let read = try Platform.flutter.read(interval).curve
        let begin = F.delay / (F.delay + F.duration)
        for x in (0...100).map({ Double($0) / 100 }) {
            let expected = x <= begin ? 0 : F.easeOut.value(at: (x - begin) / (1 - begin))
            #expect(abs(read.value(at: x) - expected) <= 1e-12, "at x = \(x)")
        }
        #expect(reply.text.contains("onceController.forward();"))
    }

    @Test("a spring runs as a SpringSimulation on an unbounded controller (a spring overshoots 0…1)")
    func spring() {
        let (_, reply) = F.export(
            "export zoom flutter",
            after: ["s = spring mass=1 stiffness=100 damping=10 duration=1", "anim zoom x 10 60 duration=0.5 curve=s"])
        // Played in half its second: stiffness 100·2² = 400, damping 10·2 = 20.
        #expect(reply.text.contains("final zoomController = AnimationController.unbounded(vsync: this);"), "\(reply.text)")
        #expect(reply.text.contains("final zoomSpring = SpringDescription(mass: 1, stiffness: 400, damping: 20);"))
        #expect(reply.text.contains("zoomController.animateWith(SpringSimulation(zoomSpring, 0, 1, 0));"))
    }

    @Test("a colour is a ColorTween of 0xAARRGGBB colours")
    func colour() {
        let (_, reply) = F.export("export glow flutter", after: ["anim glow backgroundColor #336699 #ff000080 duration=0.6 curve=ease"])
        #expect(
            reply.text.contains("ColorTween(begin: const Color(0xFF336699), end: const Color(0x80FF0000)).animate(glow);"), "\(reply.text)")
    }

    @Test("a keyframes curve is a TweenSequence per value, an item per segment weighted by its share of the time")
    func keyframes() {
        let (_, reply) = F.export(
            "export hop flutter",
            after: ["k = keyframes 0:0 ease 0.5:1 bounce-out 1:0", "anim hop position.y 0 100 keyframes=k duration=2"])
        #expect(
            reply.text.contains(
                "final hopY = TweenSequence<double>([TweenSequenceItem(tween: Tween<double>(begin: 0.0, end: 100.0).chain(CurveTween(curve: Curves.ease)), weight: 0.5), "
                    + "TweenSequenceItem(tween: Tween<double>(begin: 100.0, end: 0.0).chain(CurveTween(curve: Curves.bounceOut)), weight: 0.5)]).animate(hopController);"
            ),
            "\(reply.text)")
        #expect(reply.json["exact"] == true)
    }
}
