import Foundation
import TestExpectations
import Testing

@testable import CurveKit
@testable import Platforms
@testable import Workbench

// Issue 23: a spring animation overshot its target on its last frame (1001 of 1000), `eval`
// gave 1.001 at x = 1, a fitted spring ended at 0.9995 and its CSS with 0.9994968768560746.

@Suite("a spring ends at its target")
struct SpringEndsAtTargetTests {
    static func number(_ value: JSONValue?) -> Double? {
        if case .number(let number)? = value { number } else { nil }
    }

    @Test("the last frame of a spring animation is its TO value; the frames before follow the closed form")
    func lastFrameIsTo() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply("s = spring stiffness=100 damping=10")
        _ = shell.reply("anim slide position.x 0 1000 duration=1 curve=s")
        let reply = shell.reply("frames slide fps=2")
        #expect(reply.error == nil)
        guard case .array(let frames)? = reply.json["frames"] else { Issue.record("no frames"); return }
        #expect(frames.last == .numbers([1, 1000]))
        // Frame 1 at t = 0.5 s: x = 0.5 of the settling span T, p = 1 − e^(−5t)(cos ω_d t + 5/ω_d sin ω_d t).
        guard case .spring(let spring) = shell.interpreter.session.curve(named: "s")!.curve else { return }
        let t = 0.5 * spring.settlingTime, omegaD = 75.0.squareRoot()
        let expected = 1000 * (1 - exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t)))
        guard case .array(let middle) = frames[1], let value = Self.number(middle.last) else { Issue.record("no frame 1"); return }
        expectClose(value, expected, absolute: 1e-9)
        #expect(reply.text.hasSuffix("1000"))
        #expect(!reply.text.contains("1001"))
    }

    @Test("eval at 1 is 1, and show says how far the motion is from rest where the curve snaps")
    func evalAndShow() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply("s = spring stiffness=100 damping=10")
        #expect(shell.reply("eval s 1").json["points"] == .array([.numbers([1, 1])]))
        let show = shell.reply("show s").text
        #expect(show.contains("at x = 1 the motion is at 1.001 and the curve snaps down by 0.001 to 1"))
        _ = shell.reply("cut = spring stiffness=100 damping=10 duration=0.3")
        #expect(shell.reply("show cut").text.contains("snaps down by 0.124 to 1"))
    }

    @Test("a spring fitted with duration=0.5 ends at 1 and its CSS ends at 1, with short numbers")
    func fittedSpringEndsAtOne() throws {
        var shell = Transcript(width: 400)
        let fit = shell.reply("fit ease family=spring duration=0.5 as springy")
        #expect(fit.error == nil, "\(fit.error ?? "")")
        let curve = try #require(shell.interpreter.session.curve(named: "springy")).curve
        #expect(curve.value(at: 1) == 1)
        #expect(shell.reply("eval springy 1").json["points"] == .array([.numbers([1, 1])]))
        let css = shell.reply("export springy css").text
        #expect(css.contains(" 1); }"), "\(css)")
        // No stop of more than 7 decimals.
        #expect(css.range(of: #"\d\.\d{8,}"#, options: .regularExpression) == nil, "\(css)")
    }
}
