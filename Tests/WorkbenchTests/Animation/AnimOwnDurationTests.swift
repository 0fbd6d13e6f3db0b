import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// A curve that knows its duration carries it into the animations made of it (issue 33: a
/// spring spans its settling time, a recording its motion, yet anim asked for a duration).
@Suite("anim takes a spring's or a recording's own duration")
struct AnimOwnDurationTests {
    @Test("without duration=, a spring's animation lasts the spring's span, to the millisecond")
    func spring() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply("x = spring response=0.5 damping-fraction=0.8")
        let reply = shell.reply("anim a opacity 0 1 curve=x")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let curve = try #require(shell.interpreter.session.curve(named: "x")).curve
        let spring = try #require(SpringKind.shape(of: curve))
        // ζ = 0.8 at ω₀ = 4π: the settling time is about 0.674 s.
        #expect(abs(spring.settlingTime - 0.6743) < 1e-3)
        let animation = try #require(shell.interpreter.session.animation(named: "a"))
        #expect(animation.duration == 0.674)
        #expect(reply.text.contains("in 0.674 s"), "\(reply.text)")
        #expect(animation.definition.contains("duration=0.674"))
    }

    @Test("a spring given a span lasts that span")
    func springWithSpan() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply("x = spring duration=1.25")
        #expect(shell.reply("anim a opacity 0 1 curve=x").error == nil)
        #expect(shell.interpreter.session.animation(named: "a")?.duration == 1.25)
    }

    @Test("a recording's animation lasts its motion, as its exports do")
    func recording() throws {
        let csv =
            "time (ms),left\n"
            + (0..<40).map { frame -> String in
                let p = min(max(Double(frame - 5) / 20, 0), 1)
                return "\(TextFormat.shortest(Double(frame) * 1000 / 60)),\(Int((100 + 200 * (1 - (1 - p) * (1 - p))).rounded()))"
            }.joined(separator: "\n") + "\n"
        var shell = Transcript(files: ["rec.csv": csv], width: 200)
        _ = shell.reply("r = import rec.csv recording")
        let known = try #require(shell.interpreter.session.curve(named: "r")?.curve.knownDuration)
        #expect(shell.reply("anim a left 100 300 curve=r").error == nil)
        let duration = try #require(shell.interpreter.session.animation(named: "a")?.duration)
        #expect(abs(duration - known) <= 0.0005)
        #expect(TextFormat.shortest(duration).count <= 5, "\(duration)")
    }

    @Test("a timing function has no duration of its own: anim asks for one and changes nothing")
    func timingFunction() {
        var shell = Transcript(width: 200)
        let error = shell.reply("anim a opacity 0 1 curve=ease").error ?? ""
        #expect(error.hasPrefix("anim needs duration=SECONDS, e.g. duration=0.35 (ease does not know its own"), "\(error)")
        #expect(shell.interpreter.session.animations.isEmpty)
    }

    @Test("duration= given wins over the curve's own")
    func givenWins() {
        var shell = Transcript(width: 200)
        _ = shell.reply("x = spring response=0.5 damping-fraction=0.8")
        _ = shell.reply("anim a opacity 0 1 duration=2 curve=x")
        #expect(shell.interpreter.session.animation(named: "a")?.duration == 2)
    }
}
