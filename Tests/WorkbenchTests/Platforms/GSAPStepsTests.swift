import CurveKit
import Testing

@testable import Workbench

/// GSAP's `steps(n)` is CSS steps(n + 1, jump-none) and `steps(n, true)` (immediateStart) is CSS
/// steps(n, jump-start) (GSAP 3 EasePack: SteppedEase). Both go through Steps' one checked
/// constructor, so the limits are Steps' own: n + 1 ≤ 100000, or n ≤ 100000 with immediateStart.
@Suite("Platforms: GSAP steps limits")
struct GSAPStepsTests {
    static func reply(_ line: String) -> (error: String?, curve: Curve?) {
        var transcript = Transcript()
        let reply = transcript.reply(line)
        return (reply.error, transcript.interpreter.session.curves.first?.curve)
    }

    @Test(arguments: [
        ("gsap steps(99999)", "steps(100000, jump-none)"), ("gsap steps(1)", "steps(2, jump-none)"),
        ("gsap steps(100000, true)", "steps(100000, jump-start)"), ("gsap steps(1, true)", "steps(1, jump-start)"),
    ])
    func stepsWithinTheLimits(code: String, css: String) throws {
        let (error, curve) = Self.reply("a = \(code)")
        #expect(error == nil)
        #expect(try #require(curve).exactCSS(digits: .fewest) == css)
    }

    @Test(arguments: [
        "gsap steps(100000)", "gsap steps(0)", "gsap steps(2.5)", "gsap steps(-1)", "gsap steps(0, true)", "gsap steps(100001, true)",
    ])
    func stepsOutsideTheLimitsAreRefusedAndChangeNothing(code: String) {
        let (error, curve) = Self.reply("a = \(code)")
        #expect(error?.contains("steps(n) needs a whole number of steps, 1 or more") == true, "\(error ?? "no error")")
        #expect(curve == nil)
    }
}
