import CurveKit
import CustomDump
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Workbench

/// A recording whose first frame already moves (issue 37: "joined late, cut early … never a
/// confident wrong name"): with no still frame before the motion, the first frame stands for
/// the start value; when the first step is far above the still noise and as fast as the next,
/// the frames cannot tell a start there from a motion joined under way, and the verdict says
/// the name cannot be trusted.
@Suite("identify: a recording that moves at full speed at its first frame")
struct IdentifyMovingAtFirstFrameTests {
    /// `curve` (its formula: ``IdentifyCommandTests/bezier(_:_:_:_:)``) over `duration` from
    /// x = 10 to 250 px, sampled at 30 fps from `joined` seconds into the motion (`nil`:
    /// one still frame at x = 10 first, the motion starting `lead` seconds after it), whole
    /// pixels, and on for 10 frames after it ends. The clock starts at the first frame.
    static func recording(_ curve: (Double) -> Double, joined: Double?, lead: Double = 0.02, duration: Double = 0.4) -> String {
        let interval = 1.0 / 30, offset = joined ?? -lead
        var lines = joined == nil ? ["time_ms,x", "0,10"] : ["time_ms,x"]
        let firstFrame = joined == nil ? 1 : 0
        let frames = Int(((duration - offset) / interval).rounded(.up)) + 10
        for frame in firstFrame..<frames {
            let time = Double(frame) * interval
            let value = Int((10 + 240 * curve(min(max((time + offset) / duration, 0), 1))).rounded())
            lines.append("\(TextFormat.trimmed(time * 1000, decimals: 3)),\(value)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// CSS ease-out and ease-in-out, as CSS Easing Functions Level 1 defines them.
    static var easeOut: (Double) -> Double { IdentifyCommandTests.bezier(0, 0, 0.58, 1) }
    static var easeInOut: (Double) -> Double { IdentifyCommandTests.bezier(0.42, 0, 0.58, 1) }

    static func identified(_ csv: String) -> Reply {
        var shell = Transcript(files: ["rec.csv": csv], width: 100)
        #expect(shell.reply("r = import rec.csv").error == nil)
        return shell.reply("identify r")
    }

    @Test(
        "a recording joined 15 to 45 % into an ease-out names no curve as certain, and --json says it is not trusted",
        arguments: [0.06, 0.1, 0.18])
    func joinedLateIsNotTrusted(joined: Double) {
        let reply = Self.identified(Self.recording(Self.easeOut, joined: joined))
        #expect(reply.json["trusted"] == .bool(false), "\(reply.text)")
        guard case .string(let verdict)? = reply.json["verdict"] else {
            Issue.record("no verdict in \(reply.text)")
            return
        }
        #expect(!verdict.hasPrefix("this is"), "\(verdict)")
        #expect(verdict.contains("may have joined the motion under way"), "\(verdict)")
        #expect(verdict.contains("cannot be trusted") || verdict.contains("no named curve explains"), "\(verdict)")
    }

    @Test(
        "an ease-out logged from the call (one still frame, then a step at full speed) is not trusted while another name explains it as well"
    )
    func fullSpeedFromRestIsNotTrustedWithARival() {
        // The motion starts at the still frame, so its first step is a whole frame of it. In whole
        // pixels of 240, compose EaseOutSine (cubic-bezier(0.61, 1, 0.88, 1)) taken from rest
        // is within the noise of it too: the frames do not show the start that tells them apart.
        let reply = Self.identified(Self.recording(Self.easeOut, joined: nil, lead: 0))
        #expect(reply.json["trusted"] == .bool(false), "\(reply.text)")
        guard case .string(let verdict)? = reply.json["verdict"] else { return }
        #expect(verdict.contains("(as would "), "\(verdict)")
    }

    /// `import` then `identify` of a recording of the recorded set's tuning half (``RecordedMotionSet``).
    static func identifiedRecording(_ file: String) throws -> Reply {
        let csv = try String(
            contentsOf: RecordedMotionSet.root.appendingPathComponent("tuning").appendingPathComponent(file), encoding: .utf8)
        return Self.identified(csv)
    }

    @Test(
        "a page's log of GSAP back.out from its call, at full speed at its first frame, is named and trusted: no other name explains it as well"
    )
    func fromTheCallWithoutRivalIsTrusted() throws {
        // 650 ms at 30 fps on a busy page, logged from the call (Tests/RecordedMotionSet/tuning/45).
        let reply = try Self.identifiedRecording("45-gsap-back-out.csv")
        #expect(reply.json["trusted"] == .bool(true), "\(reply.text)")
        #expect(reply.json["answer"]?["explanation"] == .string("gsap back.out"), "\(reply.text)")
        guard case .string(let verdict)? = reply.json["verdict"] else { return }
        #expect(verdict.hasPrefix("this is gsap back.out"), "\(verdict)")
        #expect(verdict.contains("no other named curve explains it as well"), "\(verdict)")
    }

    @Test("a 150 ms ease-out logged from its call (5 moving frames) is not trusted: another name explains it as well")
    func fromTheCallWithRivalIsNotTrusted() throws {
        // Tests/RecordedMotionSet/tuning/41: css ease-out over 150 ms at 30 fps on a busy page.
        let reply = try Self.identifiedRecording("41-css-ease-out.csv")
        #expect(reply.json["trusted"] == .bool(false), "\(reply.text)")
        #expect(reply.json["answer"] == nil, "\(reply.text)")
    }

    @Test("an ease-in-out logged from the call (one still frame, then a small step that speeds up) is named as before")
    func easingInFromRestIsTrusted() {
        let reply = Self.identified(Self.recording(Self.easeInOut, joined: nil, duration: 0.6))
        #expect(reply.json["trusted"] == .bool(true), "\(reply.text)")
        guard case .string(let verdict)? = reply.json["verdict"] else {
            Issue.record("no verdict in \(reply.text)")
            return
        }
        #expect(verdict.hasPrefix("this is"), "\(verdict)")
    }

    @Test("identify … as NAME defines nothing when several names explain a recording that moves at its first frame")
    func noAnswerToDefine() {
        var shell = Transcript(files: ["rec.csv": Self.recording(Self.easeOut, joined: 0.1)], width: 100)
        #expect(shell.reply("r = import rec.csv").error == nil)
        let reply = shell.reply("identify r as c")
        if let error = reply.error {
            #expect(error.contains("moves at full speed at its first frame"), "\(error)")
        } else {
            // One named curve alone explains it: then it may be defined, as for a recording joined under way.
            #expect(reply.json["trusted"] == .bool(false), "\(reply.text)")
        }
    }

    @Test("a recording that moves at its first frame is saved as such and loads back equal")
    func savedAndLoaded() {
        var shell = Transcript(files: ["rec.csv": Self.recording(Self.easeOut, joined: 0.1)])
        #expect(shell.reply("r = import rec.csv").error == nil)
        #expect(shell.interpreter.session.curve(named: "r")?.curve.data?.recording?.movesAtFirstFrame == true)
        #expect(shell.reply("save s.json").error == nil)
        let text = shell.files.text("s.json") ?? ""
        #expect(text.contains("\"movesAtFirstFrame\""))
        var other = Transcript()
        other.files.write(text, "s.json")
        #expect(other.reply("load s.json").error == nil)
        expectNoDifference(other.interpreter.session, shell.interpreter.session)
        #expect(other.reply("identify r").json["trusted"] == .bool(false))
    }
}
