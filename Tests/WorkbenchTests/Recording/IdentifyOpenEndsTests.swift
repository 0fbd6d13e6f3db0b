import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// Recordings that start or end with the motion (issue 37): a page that logs from the call that
/// starts a motion writes one still frame, then motion, or none; a recording may stop at its
/// last moving frame. `import` takes them, and `identify` fits the start (end) within one frame
/// of the first (last) frame and names the true curve, saying what the name rests on.
@Suite("identify: recordings that start or end with the motion")
struct IdentifyOpenEndsTests {
    /// A move of 400 px from x = 100 along `curve` over `duration` s, logged at 60 fps with stamps
    /// 0–2 ms late and 0.3 px of noise, in whole pixels. The motion starts `lead` seconds after
    /// the first frame (negative: before it); `stillAfter` frames at rest follow it (0: the
    /// recording stops at its last frame before the motion ends). The recorder's clock is 0 at
    /// its first frame.
    static func recording(
        _ curve: @escaping (Double) -> Double, duration: Double, lead: Double, stillAfter: Int = 10, seed: UInt64 = 3
    ) -> String {
        var random = SplitMix64(seed: seed)
        let interval = 1.0 / 60
        var lines = ["time_ms,x"]
        var frame = 0
        var restFrames = 0
        while restFrames <= stillAfter {
            let sampled = Double(frame) * interval
            let x = (sampled - lead) / duration
            if x >= 1 {
                if stillAfter == 0 { break }
                restFrames += 1
            }
            let progress = curve(min(max(x, 0), 1))
            let value = Int((100 + 400 * progress + 0.3 * SyntheticRecording.gaussian(&random)).rounded())
            let stamp = sampled + Double.random(in: 0...0.002, using: &random)
            lines.append("\(TextFormat.trimmed(stamp * 1000, decimals: 3)),\(value)")
            frame += 1
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The curve `identify` names `name`, from its platform's control points: CSS ease
    /// (0.25, 0.1, 0.25, 1), ease-in (0.42, 0, 1, 1) and ease-in-out (0.42, 0, 0.58, 1); Material
    /// standard (0.2, 0, 0, 1).
    static func curve(_ name: String) -> (Double) -> Double {
        switch name {
        case "css ease": IdentifyCommandTests.bezier(0.25, 0.1, 0.25, 1)
        case "css ease-in": IdentifyCommandTests.bezier(0.42, 0, 1, 1)
        case "css ease-in-out": IdentifyCommandTests.bezier(0.42, 0, 0.58, 1)
        default: IdentifyCommandTests.bezier(0.2, 0, 0, 1)
        }
    }

    static func identified(_ csv: String) -> (imported: Reply, identified: Reply) {
        var shell = Transcript(files: ["rec.csv": csv], width: 100)
        let imported = shell.reply("r = import rec.csv")
        return (imported, shell.reply("identify r"))
    }

    static func verdict(_ reply: Reply) -> String {
        if case .string(let verdict)? = reply.json["verdict"] { verdict } else { "" }
    }

    /// The first row's names and duration.
    static func first(_ reply: Reply) -> (names: [String], duration: Double) {
        guard case .array(let rows)? = reply.json["rows"], let row = rows.first, case .array(let names)? = row["names"],
            case .number(let duration)? = row["duration"]
        else { return ([], 0) }
        return (names.compactMap { if case .string(let name) = $0 { name } else { nil } }, duration)
    }

    @Test(
        "a recording that logs one still frame, then motion, is taken and its curve named first",
        // Each case is an identify that fits every family (about 3 s of CPU unoptimised): the
        // first in swift test, all three with CURVES_THOROUGH_TESTS=1 (.ci/run).
        Thorough.only,
        arguments: Thorough.subset(
            [("css ease", 0.4, 0.006), ("css ease-in-out", 0.5, 0.012), ("material standard", 0.3, 0.016)], every: 3))
    func oneStillFrame(name: String, duration: Double, lead: Double) {
        let curve = Self.curve(name)
        let (imported, identified) = Self.identified(Self.recording(curve, duration: duration, lead: lead))
        #expect(imported.error == nil, "\(imported.error ?? "")")
        let (names, fitted) = Self.first(identified)
        #expect(names.contains(name), "\(identified.text)")
        expectClose(fitted, duration, relative: 0.03)
        // Material's standard easing is also its emphasized one (and Flutter's standard): any of them.
        let verdict = Self.verdict(identified)
        #expect(verdict.hasPrefix("this is ") && verdict.contains(name), "\(verdict)")
    }

    @Test("a recording whose first frame already moves is taken, its start fitted within a frame before it", Thorough.only)
    func noStillFrame() {
        let (imported, identified) = Self.identified(Self.recording(Self.curve("css ease"), duration: 0.4, lead: -0.01))
        #expect(imported.error == nil, "\(imported.error ?? "")")
        let (names, fitted) = Self.first(identified)
        #expect(names.contains("css ease"), "\(identified.text)")
        expectClose(fitted, 0.4, relative: 0.03)
        guard case .array(let rows)? = identified.json["rows"], case .number(let start)? = rows.first?["startOffset"] else {
            Issue.record("no rows in \(identified.text)")
            return
        }
        // The first frame is 10 ms into the motion.
        expectClose(start, -0.01, absolute: 0.004)
    }

    @Test("a recording cut at its last moving frame is taken, its end fitted within a frame after it", Thorough.only)
    func cutAtLastMovingFrame() {
        // Ease-in ends fast: its last frames move, and none rests after them.
        let csv = Self.recording(Self.curve("css ease-in"), duration: 0.5, lead: 0.15, stillAfter: 0)
        let (imported, identified) = Self.identified(csv)
        #expect(imported.error == nil, "\(imported.error ?? "")")
        let (names, fitted) = Self.first(identified)
        #expect(names.contains("css ease-in"), "\(identified.text)")
        expectClose(fitted, 0.5, relative: 0.03)
        #expect(
            Self.verdict(identified).contains("if it was cut before the motion ended, this name cannot be trusted"), "\(identified.text)")
    }

    @Test("the verdict on a recording that starts with the motion says what its name rests on", Thorough.only)
    func verdictSaysWhatTheNameRestsOn() {
        let verdict = Self.verdict(Self.identified(Self.recording(Self.curve("css ease"), duration: 0.4, lead: 0.006)).identified)
        #expect(verdict.contains("the recording starts with the motion, so its start was fitted within one frame of it"), "\(verdict)")
        #expect(verdict.contains("if it joined the motion late, this name cannot be trusted"), "\(verdict)")
        let closed = Self.verdict(Self.identified(Self.recording(Self.curve("css ease"), duration: 0.4, lead: 0.1)).identified)
        #expect(
            closed.hasSuffix(": within the recording's noise; every other named curve's evidence is at least 10 worse (BIC)"), "\(closed)")
    }

    @Test(
        "a recording joined 30 % into the motion is never given a confident wrong name",
        // The first in swift test, all three with CURVES_THOROUGH_TESTS=1 (.ci/run), as above.
        Thorough.only, arguments: Thorough.subset([("css ease-in-out", 0.6), ("css ease", 0.5), ("material standard", 0.4)], every: 3))
    func joinedLate(name: String, duration: Double) {
        let curve = Self.curve(name)
        let (imported, identified) = Self.identified(Self.recording(curve, duration: duration, lead: -0.3 * duration))
        #expect(imported.error == nil, "\(imported.error ?? "")")
        let verdict = Self.verdict(identified)
        if verdict.hasPrefix("this is ") && !verdict.hasPrefix("this is \(name)") {
            #expect(verdict.hasSuffix("this name cannot be trusted"), "\(verdict)")
        }
    }

    @Test(
        "when no named curve explains a recording that starts with the motion, the verdict says how to fit an unseen start", Thorough.only)
    func noNameSaysHowToFitTheUnseenStart() {
        // CSS ease-in-out over 600 ms, the first 30 % not recorded: no named curve starts so fast.
        let (imported, identified) = Self.identified(Self.recording(Self.curve("css ease-in-out"), duration: 0.6, lead: -0.18))
        #expect(imported.error == nil, "\(imported.error ?? "")")
        let verdict = Self.verdict(identified)
        #expect(verdict.contains("no named curve explains it"), "\(verdict)")
        #expect(
            verdict.hasSuffix("if it joined the motion late, import it with start= at its first frame to fit the unseen start"),
            "\(verdict)")
    }

    @Test("a slow tail: the duration named is the whole curve's, and the verdict says how much the frames show", Thorough.only)
    func slowTail() {
        // Penner's quint-out, 1 − (1 − x)⁵, over 1400 ms and 400 px: its last ~370 ms move less
        // than half a pixel, so the frames come to rest at ~1030 ms.
        let csv = Self.recording({ 1 - pow(1 - $0, 5) }, duration: 1.4, lead: 0.1)
        let (imported, identified) = Self.identified(csv)
        #expect(imported.error == nil, "\(imported.error ?? "")")
        let (names, fitted) = Self.first(identified)
        #expect(names.contains("quint-out"), "\(identified.text)")
        expectClose(fitted, 1.4, relative: 0.02)
        let verdict = Self.verdict(identified)
        #expect(verdict.contains("move less than the noise, so the frames show it ending at"), "\(verdict)")
    }

    @Test("a session keeps that a recording starts and ends with its motion")
    func saveAndLoad() throws {
        // A linear move: it leaves its first frame and reaches its last at full speed.
        let csv = Self.recording({ $0 }, duration: 0.4, lead: 0.006, stillAfter: 0)
        var shell = Transcript(files: ["rec.csv": csv])
        #expect(shell.reply("r = import rec.csv").error == nil)
        guard case .data(let data)? = shell.interpreter.session.curve(named: "r")?.curve else {
            Issue.record("no recording")
            return
        }
        #expect(data.recording?.startsWithRecording == true)
        #expect(data.recording?.endsWithRecording == true)
        #expect(shell.reply("save s.json").error == nil)
        let saved = shell.interpreter.session
        #expect(shell.reply("load s.json").error == nil)
        #expect(shell.interpreter.session.curve(named: "r") == saved.curve(named: "r"))
        let json = try JSONValue(parsing: shell.files.text("s.json") ?? "")
        #expect(SessionSchemaTests.validator.problems(in: json) == [])
    }
}
