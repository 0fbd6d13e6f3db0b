import Foundation
import TestExpectations
import Testing

@testable import CurveKit
@testable import Workbench

// Issue 23: an animation's last frame is exactly its TO value for every kind whose curve settles
// on its target (a spring, a second-order response, an oscillation), as platforms end them;
// curves whose end is written by the user (keyframes, linear() stops, a formula) end
// where they were written.

@Suite("every animation ends where its platform would end it")
struct EveryKindEndsOnItsTargetTests {
    static func lastFrameValue(_ shell: inout Transcript, _ animation: String) -> Double? {
        let reply = shell.reply("frames \(animation) fps=10")
        guard case .array(let frames)? = reply.json["frames"], case .array(let last)? = frames.last,
            case .number(let value)? = last.last
        else { return nil }
        return value
    }

    @Test(
        "a second-order response and an oscillation end exactly on TO, though their curves stop short or beyond",
        arguments: [
            "second-order 0.3 20", "second-order 0.1 7", "oscillation bounces=2 stiffness=medium overshoot=yes shake=no duration=0.5",
            "oscillation bounces=3 stiffness=light overshoot=no shake=yes duration=0.7",
        ])
    func settlingKindsEndOnTarget(definition: String) throws {
        var shell = Transcript(width: 200)
        #expect(shell.reply("c = \(definition)").error == nil)
        let curve = try #require(shell.interpreter.session.curve(named: "c")).curve
        #expect(curve.value(at: 1) != 1, "the case needs a curve that does not end at 1")
        _ = shell.reply("anim slide position.x 0 1000 duration=1 curve=c")
        #expect(Self.lastFrameValue(&shell, "slide") == 1000)
        // The frame before follows the curve: 10 fps over 1 s puts frame 9 at x = 0.9.
        let reply = shell.reply("frames slide fps=10")
        guard case .array(let frames)? = reply.json["frames"], case .array(let ninth) = frames[9], case .number(let value)? = ninth.last
        else { Issue.record("no frame 9"); return }
        expectClose(value, 1000 * curve.value(at: 0.9), absolute: 1e-9)
    }

    @Test("the second-order end, written out: y(1) = 1 − e^(−ζω)·sin(βω + φ)/β, and show states the jump")
    func showStatesTheJump() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply("c = second-order 0.3 20")
        let beta = (1 - 0.09).squareRoot()
        let end = 1 - exp(-6.0) * sin(beta * 20 + atan(beta / 0.3)) / beta
        let curve = try #require(shell.interpreter.session.curve(named: "c")).curve
        expectClose(curve.value(at: 1), end, absolute: 1e-15)
        expectClose(curve.endJump, 1 - end, absolute: 1e-15)
        let jump = TextFormat.short(abs(1 - end))
        let show = shell.reply("show c").text
        #expect(
            show.contains(
                "at x = 1 the curve is at \(TextFormat.statistic(end)); an animation paced by it ends on its target, jumping \(end < 1 ? "up" : "down") by \(jump) on its last frame"
            ), "\(show)")
        _ = shell.reply("anim slide position.x 0 1000 duration=1 curve=c")
        let showAnimation = shell.reply("show slide").text
        #expect(
            showAnimation.contains("ends on 1000 exactly: when its time is up the curve is at \(TextFormat.statistic(end))"),
            "\(showAnimation)")
        #expect(showAnimation.contains("the last frame snaps to the target"))
    }

    @Test("curves that end where they were written keep their end, and say nothing of a jump")
    func writtenEndsAreKept() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply("there = css linear(0, 1, 0)")
        _ = shell.reply("keys = keyframes 0:0 ease 0.5:1 linear 1:0.25")
        _ = shell.reply("bump = expr x * (1 - x) * 4")
        for (name, end) in [("there", 0.0), ("keys", 250.0), ("bump", 0.0)] {
            let curve = try #require(shell.interpreter.session.curve(named: name)).curve
            #expect(curve.endJump == 0, "\(name)")
            _ = shell.reply("anim a\(name) position.x 0 1000 duration=1 curve=\(name)")
            let last = try #require(Self.lastFrameValue(&shell, "a\(name)"))
            expectClose(last, end, absolute: 1e-9, "\(name): \(last)")
            #expect(!shell.reply("show a\(name)").text.contains("snaps to the target"), "\(name)")
        }
        // A curve that ends at 1 by construction: no jump either.
        _ = shell.reply("anim b position.x 0 1000 duration=1 curve=bounce-out")
        #expect(Self.lastFrameValue(&shell, "b") == 1000)
        #expect(!shell.reply("show b").text.contains("snaps"))
    }
}
