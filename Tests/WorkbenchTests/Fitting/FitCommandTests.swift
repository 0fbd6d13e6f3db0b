import Foundation
import TestExpectations
import Testing

@testable import Workbench

@Suite("fit: the best cubic Bézier, and keyframe fits")
struct FitCommandTests {
    /// The reference optima from the issue (RMS over the default 1001 samples).
    @Test(
        "fit finds the published global optima",
        arguments: [
            ("expo-out", [0.15502, 1.05661, 0.36023, 0.98125], 5.155e-4),
            ("cubic-in-out", [0.61869, -0.04794, 0.38131, 1.04794], 1.468e-3),
            ("circ-out", [0.00065, 0.54845, 0.44191, 0.99844], 8.835e-5),
        ])
    func referenceOptima(target: String, points: [Double], rms: Double) throws {
        var shell = Transcript()
        let reply = shell.reply("fit \(target)")
        #expect(reply.error == nil)
        guard case .array(let found)? = reply.json["points"], case .number(let foundRMS)? = reply.json["rms"] else {
            Issue.record("no result"); return
        }
        for (value, expected) in zip(found, points) {
            guard case .number(let number) = value else { continue }
            expectClose(number, expected, absolute: 2e-4, "\(target): \(number) vs \(expected)")
        }
        expectClose(foundRMS, rms, relative: 1e-3)
        #expect(reply.json["curve"] == .string("\(target)-fit"))
        #expect(reply.json["samples"] == 1001)
    }

    @Test("every fit beats easings.net's hand-made approximations")
    func beatsPublishedApproximations() {
        var shell = Transcript()
        _ = shell.reply("easings-expo = bezier 0.16 1 0.3 1")
        _ = shell.reply("easings-sine = bezier 0.12 0 0.39 0")
        for (target, published) in [("expo-out", "easings-expo"), ("sine-in", "easings-sine")] {
            _ = shell.reply("fit \(target) as best")
            guard case .number(let best)? = shell.reply("compare best \(target)").json["rms"],
                case .number(let theirs)? = shell.reply("compare \(published) \(target)").json["rms"]
            else { Issue.record("no rms"); continue }
            #expect(best < theirs / 5, "\(target): \(best) vs \(theirs)")
        }
    }

    @Test("the fitted curve remembers its provenance, and show reports it")
    func provenance() {
        var shell = Transcript()
        _ = shell.reply("fit expo-out as e")
        let fitted = shell.interpreter.session.curve(named: "e")
        #expect(fitted?.provenance?.target == "expo-out")
        #expect(fitted?.provenance?.samples == 1001)
        #expect(shell.reply("show e").text.contains("fitted (fit) to expo-out on 1001 samples"))
    }

    @Test("fitting samples of a Bézier recovers its control points")
    func recovery() {
        var shell = Transcript()
        _ = shell.reply("b = bezier 0.68 -0.6 0.32 1.6")
        guard case .array(let found)? = shell.reply("fit b").json["points"] else { Issue.record("no points"); return }
        #expect(
            zip(found, [0.68, -0.6, 0.32, 1.6]).allSatisfy { if case .number(let v) = $0 { isClose(v, $1, absolute: 1e-6) } else { false } }
        )
    }

    @Test("bounce-out's natural 7-segment keyframe fit is exact, up to its numbers' rounding (within 1e-7)")
    func bounceOutKeyframes() {
        var shell = Transcript()
        let reply = shell.reply("fit bounce-out tolerance=1e-6 as ball")
        guard case .array(let segments)? = reply.json["segments"], case .number(let max)? = reply.json["max"] else {
            Issue.record("no segments"); return
        }
        #expect(segments.count == 7)
        // The fit is exact; the curve kept has the fewest decimals within 1e-7 of it (issue 33).
        #expect(max <= 1e-7)
        // Checked again, independently of the fitter, by compare on a fine grid.
        guard case .number(let compared)? = shell.reply("compare ball bounce-out samples=100000").json["max"] else { return }
        #expect(compared <= 1e-7)
    }

    @Test("segments=K gives K segments")
    func segmentCount() {
        var shell = Transcript()
        guard case .array(let segments)? = shell.reply("fit elastic-out segments=4").json["segments"] else { Issue.record("none"); return }
        #expect(segments.count == 4)
    }

    @Test("a fit can be undone, and fits are deterministic")
    func undoAndDeterminism() {
        var shell = Transcript()
        let first = shell.reply("fit sine-in-out").json
        #expect(shell.reply("undo").error == nil)
        #expect(shell.interpreter.session.isEmpty)
        #expect(shell.reply("fit sine-in-out").json == first)
    }

    @Test("a cancelled fit leaves the session unchanged")
    func cancellation() {
        let files = InMemoryFileSystem()
        var settings = Settings()
        settings.isCancelled = { true }
        var interpreter = Interpreter(settings: settings, fileSystem: files)
        let reply = interpreter.execute("fit expo-out")
        #expect(reply.error == "cancelled; the session is unchanged")
        #expect(interpreter.session.isEmpty)
    }

    @Test(
        "bad fit requests are refused and change nothing",
        arguments: [
            (
                "fit nothing",
                "unknown curve 'nothing' (define one with NAME = bezier X1 Y1 X2 Y2, or use a preset: linear, ease, ease-in, ease-out, ease-in-out)"
            ),
            ("fit ease tolerance=0", "tolerance must lie in [1e-9, 1] (got 0)"),
            ("fit ease segments=0", "segments must be a whole number from 1 to 200 (got 0)"),
            ("fit ease segments=100000", "segments must be a whole number from 1 to 200 (got 100000)"),
            ("fit ease samples=3", "samples must be a whole number from 4 to 100000 (got 3)"),
            ("fit ease samples=1e9", "samples must be a whole number from 4 to 100000 (got 1e9)"),
            ("fit ease segments=2 tolerance=0.1", "give segments=K or tolerance=E, not both"),
            ("fit ease smooth", "smooth applies to keyframe and path fits: add segments=K or tolerance=E, or family=path"),
        ])
    func badInput(line: String, message: String) {
        var shell = Transcript()
        #expect(shell.reply(line).error == message)
        #expect(shell.interpreter.session.isEmpty)
    }
}
