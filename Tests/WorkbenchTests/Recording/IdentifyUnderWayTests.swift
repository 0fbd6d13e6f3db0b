import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// A recording that joins a motion under way: the recorder starts after the motion has begun,
/// so its first frames already move. `import start=` at its first frame says so; then `identify`
/// fits the unseen start and never names a curve as certain. (Without `start=`, the recording is
/// read as starting with the motion: ``IdentifyOpenEndsTests``.)
@Suite("identify: a recording joined mid-motion")
struct IdentifyUnderWayTests {
    /// Material's standard easing, cubic-bezier(0.2, 0, 0, 1) (material-components-web's
    /// `$standard` and Compose's MotionTokens.EasingStandardCubicBezier), over 300 ms from
    /// x = 100 to 500 px, recorded at 60 fps from `joined` seconds into the motion with 0.7 px
    /// of noise in whole pixels, and on for 10 frames after it ends. The recorder's clock
    /// starts at its first frame.
    static func recording(joined: Double = 0.12, seed: UInt64 = 5) -> String {
        let standard = IdentifyCommandTests.bezier(0.2, 0, 0, 1)
        var random = SplitMix64(seed: seed)
        let duration = 0.3, interval = 1.0 / 60
        let frames = Int(((duration - joined) / interval).rounded(.up)) + 10
        var lines = ["time_ms,x"]
        for frame in 0..<frames {
            let time = Double(frame) * interval
            let progress = standard(min((time + joined) / duration, 1))
            let value = Int((100 + 400 * progress + 0.7 * SyntheticRecording.gaussian(&random)).rounded())
            lines.append("\(TextFormat.trimmed(time * 1000, decimals: 3)),\(value)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func identified(seed: UInt64 = 5) -> Reply {
        var shell = Transcript(files: ["rec.csv": recording(seed: seed)], width: 100)
        #expect(shell.reply("r = import rec.csv start=0").error == nil)
        return shell.reply("identify r")
    }

    @Test("no curve is named as certain: the verdict says the start was not seen", Thorough.only, arguments: [UInt64(5), 7, 11])
    func noConfidentName(seed: UInt64) {
        let reply = Self.identified(seed: seed)
        guard case .string(let verdict)? = reply.json["verdict"] else {
            Issue.record("no verdict in \(reply.text)")
            return
        }
        #expect(!verdict.hasPrefix("this is"), "\(verdict)")
        #expect(verdict.contains("joins the motion under way"), "\(verdict)")
        // Whatever it names, the true curve is among the ones it cannot tell apart.
        if verdict.contains("named curves explain what it shows") || verdict.contains("only ") {
            #expect(reply.text.contains("material standard") || verdict.contains("more"), "\(reply.text)")
        }
    }

    @Test("the true curve explains it, its unseen start fitted 120 ms before the recording")
    func unseenStartIsFitted() {
        let reply = Self.identified()
        guard case .array(let rows)? = reply.json["rows"] else {
            Issue.record("no rows in \(reply.text)")
            return
        }
        let standard = rows.first { row in
            guard case .array(let names)? = row["names"] else { return false }
            return names.contains(.string("material standard"))
        }
        guard let standard, case .number(let start)? = standard["startOffset"], case .number(let duration)? = standard["duration"]
        else {
            Issue.record("no row for material standard in \(reply.json)")
            return
        }
        #expect(standard["explains"] == .bool(true), "\(standard)")
        // The recording's t = 0 is its first frame, 120 ms into the 300 ms motion.
        expectClose(start, -0.12, absolute: 0.025)
        expectClose(duration, 0.3, absolute: 0.03)
    }

    @Test("a recording that starts at rest is not said to join the motion under way", Thorough.only)
    func restingStartIsSeen() {
        guard case .string(let verdict)? = IdentifyCommandTests.recordingReply("identify r", width: 100).json["verdict"] else {
            Issue.record("no verdict")
            return
        }
        #expect(verdict.hasPrefix("closest: material emphasized-decelerate"), "\(verdict)")
        #expect(!verdict.contains("under way") && !verdict.contains("joined"), "\(verdict)")
    }

    @Test("a session keeps that a recording joins its motion under way")
    func saveAndLoad() throws {
        var shell = Transcript(files: ["rec.csv": Self.recording()])
        #expect(shell.reply("r = import rec.csv start=0").error == nil)
        guard case .data(let data)? = shell.interpreter.session.curve(named: "r")?.curve else {
            Issue.record("no recording")
            return
        }
        #expect(data.recording?.startsMoving == true)
        #expect(shell.reply("save s.json").error == nil)
        let saved = shell.interpreter.session
        #expect(shell.reply("load s.json").error == nil)
        #expect(shell.interpreter.session.curve(named: "r") == saved.curve(named: "r"))
        let json = try JSONValue(parsing: shell.files.text("s.json") ?? "")
        #expect(SessionSchemaTests.validator.problems(in: json) == [])
    }
}
