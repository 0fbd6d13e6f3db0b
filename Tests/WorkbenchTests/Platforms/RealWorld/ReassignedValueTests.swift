import CurveKit
import Foundation
import Testing

@testable import Workbench

/// A name declared with a curve and assigned again elsewhere in the paste: which of its values
/// plays depends on the code that runs (a dropdown's callback, a branch), so neither is read.
@Suite("Platforms: a value assigned again")
struct ReassignedValueTests {
    static func reply(_ line: String) -> (reply: Reply, curve: Curve?) {
        var transcript = Transcript()
        let reply = transcript.reply(line)
        return (reply, transcript.interpreter.session.curve(named: "a")?.curve)
    }

    /// sanjaydraws/Flutter-animation-cookbook lib/AnimatedContainer.dart
    /// @ c2c3bcf5863a36c66b1b7f2f93b309308d153c54: a state field starts as one curve, a dropdown's
    /// `onChanged` assigns the user's choice to it, and the container plays the field. Only the
    /// first value is in the code; the one that plays is picked at run time.
    static let pickedAtRunTime = """
        Curve _chosen = Curves.easeInQuad;

        Widget build(BuildContext context) {
          return Column(children: [
            DropdownButton(
              onChanged: (entry) {
                setState(() {
                  _chosen = entry!['curve'];
                });
              },
            ),
            AnimatedContainer(duration: Duration(seconds: 1), curve: _chosen, width: 120),
          ]);
        }
        """

    @Test func aFieldADropdownAssignsIsRefused() {
        let (reply, curve) = Self.reply("a = flutter " + Self.pickedAtRunTime)
        #expect(curve == nil)
        let message = reply.error ?? reply.text
        #expect(
            message.contains("_chosen is assigned") && message.contains("again on line 8") && message.contains("not read"), "\(message)")
    }

    /// The same field never assigned again plays its one value: Curves.easeInQuad, Cubic(0.55,
    /// 0.085, 0.68, 0.53) (curves.dart), y(x) from the cubic solved for x.
    @Test func aFieldAssignedOnceIsRead() throws {
        let code = """
            Curve _chosen = Curves.easeInQuad;
            Widget build(BuildContext context) => AnimatedContainer(duration: Duration(seconds: 1), curve: _chosen);
            """
        let (reply, curve) = Self.reply("a = flutter " + code)
        let read = try #require(curve, "\(reply.error ?? reply.text)")
        for i in 0...200 {
            let x = Double(i) / 200
            #expect(abs(read.value(at: x) - Self.cubic(0.55, 0.085, 0.68, 0.53, x)) < 1e-9, "x = \(x)")
        }
    }

    /// A named argument (`tween(easing = …)`) and a JSX attribute (`transition={…}`) are not
    /// assignments of a declared name.
    @Test func namedArgumentsAndAttributesAreNoAssignments() {
        let (kotlin, _) = Self.reply("a = compose val easing = FastOutSlowInEasing; tween(300, easing = easing)")
        #expect(kotlin.error == nil, "\(kotlin.error ?? "")")
        let jsx = """
            const settle = { type: "spring", stiffness: 300, damping: 20 }
            return <motion.div animate={{ x: 10 }} transition={settle} />
            """
        let (motion, _) = Self.reply("a = motion " + jsx)
        #expect(motion.error == nil, "\(motion.error ?? "")")
    }

    /// The cubic Bézier from (0, 0) to (1, 1) at x, by bisection on t.
    static func cubic(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func point(_ a: Double, _ b: Double, _ t: Double) -> Double { 3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let t = (low + high) / 2
            if point(x1, x2, t) < x { low = t } else { high = t }
        }
        return point(y1, y2, (low + high) / 2)
    }
}
