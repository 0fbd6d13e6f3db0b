import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// `export ANIM compose`: an AnimationSpec in Compose's units (whole milliseconds), read back
/// through the compose reader where it holds a curve.
@Suite("compose: animations")
struct ComposeAnimationTests {
    typealias F = AnimationExportFixture

    @Test("repeatable(iterations = passes, tween(ms, easing), RepeatMode.Reverse, StartOffset(delay ms)) and the values")
    func repeatingTween() throws {
        let (_, reply) = F.export("export slide compose")
        let ms = Int((F.duration * 1000).rounded()), delayMs = Int((F.delay * 1000).rounded())
        #expect(
            reply.text.contains(
                "val slideSpec = repeatable(iterations = \(F.passes), animation = tween<Float>(durationMillis = \(ms), easing = EaseOut), "
                    + "repeatMode = RepeatMode.Reverse, initialStartOffset = StartOffset(\(delayMs)))"), "\(reply.text)")
        #expect(reply.text.contains("// val x = remember { Animatable(150f) }"))
        #expect(reply.text.contains("// val y = remember { Animatable(32f) }"))
        #expect(reply.text.contains("launch { x.animateTo(300f, slideSpec) }; launch { y.animateTo(32f, slideSpec) }"))
        #expect(reply.json["exact"] == true)
        #expect(reply.json["max_error"] == .number(0))
        // EaseOut (Compose Easing.kt) reads back as ease-out.
        let easing = try #require(F.argument(in: reply.text, after: "easing = "))
        F.expectSameCurve(try Platform.compose.read(easing).curve, F.easeOut, within: 1e-12)
    }

    @Test("played once: tween(durationMillis, delayMillis, easing)")
    func onceWithDelay() {
        let (_, reply) = F.export("export once compose", after: [F.once])
        #expect(
            reply.text.contains("val onceSpec = tween<Float>(durationMillis = 550, delayMillis = 125, easing = EaseOut)"), "\(reply.text)")
    }

    @Test("a duration that is not whole milliseconds is rounded, and the note says so")
    func wholeMilliseconds() {
        let (_, reply) = F.export("export quick compose", after: ["anim quick opacity 0 1 duration=0.0125 curve=ease"])
        #expect(reply.text.contains("durationMillis = 13"), "\(reply.text)")
        #expect(reply.text.contains("Compose takes whole milliseconds: the duration of 0.0125 s is written as 13 ms"))
    }

    /// A spring of 200 N/m, 10 N·s/m and 1 kg played in 0.8 s: the same motion sped up by
    /// s = T / 0.8 (T its settling time) is k·s² with the same damping ratio c / (2√(km)).
    @Test("a spring animation is Compose's spring sped up to the duration, run until it settles, the delay before it")
    func springAnimation() throws {
        let (_, reply) = F.export(
            "export zoom compose",
            after: ["s = spring mass=1 stiffness=200 damping=10", "anim zoom opacity 0 1 duration=0.8 curve=s delay=0.25"])
        let settling = try Spring(mass: 1, stiffness: 200, damping: 10).settlingTime
        let stiffness = 200 * (settling / 0.8) * (settling / 0.8)
        let ratio = 10 / (2 * 200.0.squareRoot())
        let spec = try #require(F.call(in: reply.text, from: "spring<Float>("), "\(reply.text)")
        let numbers = spec.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        #expect(abs(numbers[0] - ratio) <= 1e-6 && abs(numbers[1] - stiffness) <= 1e-6 * stiffness, "\(spec)")
        #expect(reply.text.contains("LaunchedEffect(Unit) { delay(250); opacity.animateTo(1f, zoomSpec) }"), "\(reply.text)")
        #expect(reply.text.contains("the spring has no duration here: it runs until it settles"))
        // Read back by the compose reader: the same spring.
        let read = try Platform.compose.read(spec).curve
        guard case .spring(let spring) = read else { Issue.record("\(read)"); return }
        #expect(abs(spring.stiffness / spring.mass - stiffness) <= 1e-6 * stiffness)
    }

    /// Key times 0, 0.5 and 1 of 2 s are 0, 1000 and 2000 ms; each key's easing is the segment's
    /// Compose easing (CSS ease is Compose's Ease, Penner's bounce-out EaseOutBounce).
    @Test("a keyframes curve is Compose's keyframes spec: a value at each key time in ms, each with its segment's easing")
    func keyframes() {
        let (_, reply) = F.export(
            "export hop compose",
            after: ["k = keyframes 0:0 ease 0.5:1 bounce-out 1:0", "anim hop position.y 0 100 keyframes=k duration=2"])
        #expect(
            reply.text.contains(
                "val hopSpec = keyframes<Float> { durationMillis = \(2 * 1000); 0f at 0 using Ease; 100f at \(Int(0.5 * 2 * 1000)) using EaseOutBounce; "
                    + "0f at 2000 }"), "\(reply.text)")
        #expect(reply.text.contains("opacity") == false && reply.text.contains("y.animateTo(0f, hopSpec)"))
        #expect(reply.json["exact"] == true)
    }
}
