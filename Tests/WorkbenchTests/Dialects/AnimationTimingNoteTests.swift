import CurveKit
import Testing

@testable import Workbench

/// A duration or delay pasted with a curve belongs to the animation: the reading says so and
/// how `anim` keeps it, instead of dropping it in silence (issue 33); the curve read is the same.
@Suite("pasted durations and delays are named, not dropped")
struct AnimationTimingNoteTests {
    @Test(
        "a duration or delay beside the curve is named with the anim options that keep it",
        arguments: [
            ("compose tween(300, 50, easing = FastOutSlowInEasing)", "the duration 300 ms and delay 50 ms", "duration=0.3 delay=0.05"),
            ("compose tween(durationMillis = 1200, easing = LinearOutSlowInEasing)", "the duration 1.2 s", "duration=1.2"),
            ("compose tween(durationMillis = 200, delayMillis = 0)", "the duration 200 ms belongs", "duration=0.2 curve="),
            ("swiftui .easeInOut(duration: 0.3)", "the duration 300 ms", "duration=0.3"),
            ("swiftui Animation.timingCurve(0.2, 0, 0, 1, duration: 0.45)", "the duration 450 ms", "duration=0.45"),
            ("css transition: opacity 300ms ease-out 50ms", "the duration 300 ms and delay 50 ms", "duration=0.3 delay=0.05"),
            ("css animation: fade .4s cubic-bezier(0.2, 0, 0, 1) infinite;", "the duration 400 ms belongs", "duration=0.4 curve="),
            (
                "uikit UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveEaseOut, animations: {})",
                "the duration 300 ms and delay 100 ms", "duration=0.3 delay=0.1"
            ),
            (
                "uikit UIView.animate(withDuration: 1.5, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {})",
                "the duration 1.5 s belongs", "duration=1.5 curve="
            ),
            (
                "gsap gsap.to(el, { duration: 0.6, delay: 0.2, ease: \"power2.out\" })", "the duration 600 ms and delay 200 ms",
                "duration=0.6 delay=0.2"
            ),
            ("gsap { duration: 0.6, ease: \"power2.out\" }", "the duration 600 ms", "duration=0.6"),
            ("gsap gsap.to(el, { duration: 0.5, x: 100 })", "the duration 500 ms", "duration=0.5"),
            ("motion transition={{ duration: 0.4, ease: \"easeOut\" }}", "the duration 400 ms", "duration=0.4"),
            (
                "motion { duration: 0.4, delay: 0.05, ease: [0.2, 0, 0, 1] }", "the duration 400 ms and delay 50 ms",
                "duration=0.4 delay=0.05"
            ),
        ])
    func named(paste: String, said: String, options: String) {
        var shell = Transcript(width: 1000)
        let reply = shell.reply("c = \(paste)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains(said) && reply.text.contains("anim NAME PROPERTY FROM TO \(options)"), "\(reply.text)")
    }

    @Test("the curve is the one the easing names, with or without the timing")
    func sameCurve() {
        var shell = Transcript(width: 1000)
        _ = shell.reply("a = compose tween(300, 50, easing = FastOutSlowInEasing)")
        _ = shell.reply("b = swiftui .easeInOut(duration: 0.3)")
        #expect(shell.interpreter.session.curve(named: "a")?.curve == .bezier(CubicBezier(constant: 0.4, 0, 0.2, 1)))
        #expect(shell.interpreter.session.curve(named: "b")?.curve == .bezier(CubicBezier(constant: 0.42, 0, 0.58, 1)))
        // UIView.AnimationOptions' .curveEaseOut is ease-out.
        _ = shell.reply("c = uikit UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveEaseOut, animations: {})")
        _ = shell.reply("e = gsap gsap.to(el, { duration: 0.6, ease: \"power2.out\" })")
        _ = shell.reply("f = motion transition={{ duration: 0.4, ease: \"easeOut\" }}")
        _ = shell.reply("g = css transition: opacity 300ms ease-out 50ms")
        #expect(shell.interpreter.session.curve(named: "g")?.curve == .bezier(CubicBezier(constant: 0, 0, 0.58, 1)))
        #expect(shell.interpreter.session.curve(named: "c")?.curve == .bezier(CubicBezier(constant: 0, 0, 0.58, 1)))
        #expect(shell.interpreter.session.curve(named: "e")?.curve == .penner(Penner(named: "cubic-out")!))
        #expect(shell.interpreter.session.curve(named: "f")?.curve == .bezier(CubicBezier(constant: 0, 0, 0.58, 1)))
    }

    @Test("without a duration there is nothing to say")
    func nothingToSay() {
        var shell = Transcript(width: 1000)
        for paste in [
            "swiftui .easeIn", "compose tween(easing = FastOutLinearInEasing)", "css transition-timing-function: ease-out;",
            "gsap { ease: \"power2.out\" }",
        ] {
            #expect(!shell.reply("c = \(paste)").text.contains("belong"), "\(paste)")
        }
    }
}
