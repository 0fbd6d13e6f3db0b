import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// A duration or delay pasted with a curve is kept with the curve's name, as a value (issues 33
/// and 37), and the reading says so; the curve read is the same.
@Suite("pasted durations and delays are kept with the curve, not dropped")
struct AnimationTimingNoteTests {
    /// Each expected timing is the code's own numbers in seconds, worked out by hand: Compose and
    /// CSS `ms` are thousandths, SwiftUI, UIKit, GSAP and Motion write seconds.
    @Test(
        "each platform's reader keeps the duration and delay written beside the curve, in seconds",
        arguments: [
            ("compose tween(300, 50, easing = FastOutSlowInEasing)", 0.3, 0.05),
            ("compose tween(durationMillis = 1200, easing = LinearOutSlowInEasing)", 1.2, nil),
            ("compose tween(durationMillis = 200, delayMillis = 0)", 0.2, nil),
            ("swiftui .easeInOut(duration: 0.4)", 0.4, nil),
            ("swiftui Animation.timingCurve(0.2, 0, 0, 1, duration: 0.45)", 0.45, nil),
            ("css transition: opacity 300ms ease-out 50ms", 0.3, 0.05),
            ("css animation: fade .4s cubic-bezier(0.2, 0, 0, 1) infinite;", 0.4, nil),
            ("uikit UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveEaseOut, animations: {})", 0.3, 0.1),
            ("uikit UIView.animate(withDuration: 1.5, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {})", 1.5, nil),
            ("gsap gsap.to(el, { duration: 0.6, delay: 0.1, ease: \"power2.out\" })", 0.6, 0.1),
            ("gsap { duration: 0.6, ease: \"power2.out\" }", 0.6, nil),
            ("gsap gsap.to(el, { duration: 0.5, x: 100 })", 0.5, nil),
            ("motion transition={{ duration: 0.3, ease: \"easeOut\" }}", 0.3, nil),
            ("motion { duration: 0.4, delay: 0.05, ease: [0.2, 0, 0, 1] }", 0.4, 0.05),
        ] as [(String, Double, Double?)])
    func kept(paste: String, duration: Double, delay: Double?) {
        var shell = Transcript(width: 1000)
        let reply = shell.reply("c = \(paste)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let timing = shell.interpreter.session.curve(named: "c")?.timing
        #expect(timing?.duration == duration, "\(paste): \(String(describing: timing))")
        #expect(timing?.delay == delay, "\(paste): \(String(describing: timing))")
        #expect(reply.text.contains("kept with the curve"), "\(reply.text)")
    }

    @Test("a Motion spring keeps its delay; its duration is the spring's own, not the motion's")
    func motionSpringDelay() {
        var shell = Transcript(width: 1000)
        _ = shell.reply("s = motion { type: \"spring\", duration: 0.8, bounce: 0.25, delay: 0.1 }")
        #expect(shell.interpreter.session.curve(named: "s")?.timing == CurveTiming(duration: nil, delay: 0.1))
    }

    @Test("the note says what is kept, in the user's units")
    func noteNamesTheTiming() {
        var shell = Transcript(width: 1000)
        let reply = shell.reply("c = compose tween(300, 50, easing = FastOutSlowInEasing)")
        #expect(reply.text.contains("the duration 300 ms and delay 50 ms are kept with the curve"), "\(reply.text)")
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

    @Test("without a duration or delay nothing is kept and nothing said")
    func nothingToSay() {
        var shell = Transcript(width: 1000)
        for paste in [
            "swiftui .easeIn", "compose tween(easing = FastOutLinearInEasing)", "css transition-timing-function: ease-out;",
            "gsap { ease: \"power2.out\" }",
        ] {
            #expect(!shell.reply("c = \(paste)").text.contains("kept with the curve"), "\(paste)")
            #expect(shell.interpreter.session.curve(named: "c")?.timing == nil, "\(paste)")
        }
    }

    @Test("a copy keeps the timing; a new definition of the name drops it")
    func copiesKeepIt() {
        var shell = Transcript(width: 1000)
        _ = shell.reply("a = compose tween(300, 50, easing = FastOutSlowInEasing)")
        _ = shell.reply("b = a")
        #expect(shell.interpreter.session.curve(named: "b")?.timing == CurveTiming(duration: 0.3, delay: 0.05))
        _ = shell.reply("a = bezier 0.4 0 0.2 1")
        #expect(shell.interpreter.session.curve(named: "a")?.timing == nil)
    }
}
