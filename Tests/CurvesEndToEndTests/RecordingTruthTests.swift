import Foundation
import TestExpectations
import TestSupport
import Testing

/// What the built binary says about recordings read from files: a recording joined mid-motion,
/// start= and end= outside it, and a recording's own duration in SwiftUI code.
@Suite("recordings read from files, end to end", .tags(.binary))
struct RecordingTruthTests {
    /// y of cubic-bezier(x1, y1, x2, y2) at x, by bisection on x(t).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        ReferenceBezier([x1, y1, x2, y2]).value(x)
    }

    /// `time_ms,x` at 60 fps of a move from 100 to 500 px along cubic-bezier(p) over `duration`
    /// seconds, whole pixels, the recorder started `joined` seconds into the motion (its clock
    /// 0 at its first frame) or, with `before` frames, that many frames before it.
    static func csv(_ p: [Double], duration: Double, joined: Double = 0, before: Int = 0) -> String {
        let interval = 1.0 / 60
        var lines = ["time_ms,x"]
        let frames = before + Int(((duration - joined) / interval).rounded(.up)) + 10
        for frame in 0..<frames {
            let time = Double(frame) * interval
            let x = min(max((time - Double(before) * interval + joined) / duration, 0), 1)
            let value = (100 + 400 * bezier(p[0], p[1], p[2], p[3], at: x)).rounded()
            lines.append(String(format: "%.3f,%.0f", time * 1000, value))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("a recording joined 120 ms into Material's standard motion is not named as certain", Thorough.only)
    func joinedMidMotion() throws {
        let directory = try TemporaryDirectory()
        // Material's standard easing, cubic-bezier(0.2, 0, 0, 1), over 300 ms.
        let path = try directory.file("joined.csv", Self.csv([0.2, 0, 0, 1], duration: 0.3, joined: 0.12))
        // Without start=, it is read as starting with the motion: any name comes with a warning.
        let guessed = try CurvesBinary.run(["-e", "r = import \"\(path)\"", "-e", "identify r"])
        #expect(guessed.status == 0, "\(guessed.stderr)")
        let verdict = guessed.stdout.replacingOccurrences(of: "\n  ", with: " ")
        #expect(
            !verdict.contains("this is ") || verdict.contains("if it joined the motion late, this name cannot be trusted"),
            "\(guessed.stdout)")
        let result = try CurvesBinary.run(["-e", "r = import \"\(path)\" start=0", "-e", "identify r"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout.replacingOccurrences(of: "\n  ", with: " ")
        #expect(text.contains("the recording joins the motion under way"), "\(result.stdout)")
        #expect(!text.contains("this is "), "\(result.stdout)")
    }

    @Test("a recording that logs from the call that starts the motion (one still frame, then motion) is named", Thorough.only)
    func logsFromTheCall() throws {
        let directory = try TemporaryDirectory()
        // CSS ease, cubic-bezier(0.25, 0.1, 0.25, 1), over 400 ms from the first frame, which is still.
        let path = try directory.file("call.csv", Self.csv([0.25, 0.1, 0.25, 1], duration: 0.4))
        let result = try CurvesBinary.run(["-e", "r = import \"\(path)\"", "-e", "identify r"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout.replacingOccurrences(of: "\n  ", with: " ")
        #expect(text.contains("this is css ease, 4"), "\(result.stdout)")
        #expect(text.contains("the recording starts with the motion, so its start was fitted within one frame of it"), "\(result.stdout)")
    }

    @Test(
        "start= and end= outside the recording, or the wrong way round, are refused in the unit typed",
        arguments: [
            ("start=-4", "start=-4 is outside the recording: start= takes a time in ms from 0 to "),
            ("start=2000", "start=2000 is outside the recording: start= takes a time in ms from 0 to "),
            ("start=150 end=120", "start= must come before end= (got start=150 and end=120, in ms)"),
            ("start=450", "no motion after start=450: the frames from "),
        ])
    func boundsAreChecked(options: String, message: String) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("rec.csv", Self.csv([0.2, 0, 0, 1], duration: 0.3, before: 8))
        let result = try CurvesBinary.run(["-e", "r = import \"\(path)\" \(options)", "-e", "list"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stdout.contains("r = "), "nothing was defined: \(result.stdout)")
    }

    @Test("export to SwiftUI of a recording plays its Bézier for the recording's duration")
    func recordingDurationInSwiftUI() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("rec.csv", Self.csv([0.3, 0, 0.2, 1], duration: 0.385, before: 8))
        let result = try CurvesBinary.run(["--json", "-e", "r = import \"\(path)\"", "-e", "export r swiftui"])
        #expect(result.status == 0, "\(result.stderr)")
        let replies = try result.lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let recording = try #require(replies.first?["recording"] as? [String: Any], "\(result.stdout)")
        let start = try #require(recording["startTime"] as? Double), end = try #require(recording["endTime"] as? Double)
        let code = try #require(replies.last?["text"] as? String, "\(result.stdout)")
        // Seconds to the millisecond, trailing zeros dropped, as the code writes them.
        let seconds = String(format: "%.3f", end - start).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
        #expect(code.contains("duration: \(seconds))"), "\(code) for \(end - start) s")
        #expect(!code.contains("duration: 0.35)"), "\(code)")
    }
}
