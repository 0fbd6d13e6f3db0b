import CurveKit
import CustomDump
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Live
@testable import Platforms
@testable import Workbench

/// A slow tail's duration carried into fit, anim and export (issue 37): the frames of a 1400 ms
/// quint-out come to rest long before the curve ends, so the recording lasts its visible part;
/// `identify r as q` defines q as the curve identify names, with the curve's whole duration.
@Suite("identify … as NAME: the named curve with its duration")
struct IdentifySlowTailDurationTests {
    /// The generating motion: Penner's quint-out, 1 − (1 − x)⁵, over 1400 ms.
    static let duration = 1.4
    static func quintOut(_ x: Double) -> Double { 1 - pow(1 - x, 5) }

    /// Every reply of one session (one identify: the slow part of these tests), by its line.
    static var replies: [String: Reply] { run.replies }
    /// The session as it was saved (`save s.json`, the reply "saved" has the file's text).
    static var savedSession: Session { run.saved }

    static let run: (replies: [String: Reply], saved: Session) = {
        let csv = IdentifyOpenEndsTests.recording(quintOut, duration: duration, lead: 0.1)
        var shell = Transcript(files: ["rec.csv": csv], width: 100)
        var replies: [String: Reply] = [:]
        for line in [
            "r = import rec.csv", "export r swiftui", "anim a opacity 0 1 curve=r", "fit r as g", "identify r as q",
            "export q swiftui form=timing",
            "anim b opacity 0 1 curve=q", "fit q as f", "export r swiftui", "anim c opacity 0 1 curve=r",
            "anim d opacity 0 1 curve=r duration=2", "fit r as h", "fit r family=all",
            "history", "show q", "save s.json",
        ] {
            // A line run again is kept under "again: LINE".
            replies[replies[line] == nil ? line : "again: " + line] = shell.reply(line)
        }
        replies["saved"] = Reply(text: shell.files.text("s.json") ?? "", json: .null)
        let saved = shell.interpreter.session
        if let r = shell.interpreter.session.curve(named: "r") {
            replies["live r"] = Reply(text: "", json: LiveSnapshot.part(r, target: nil))
        }
        let kept = ["q", "f"].map { shell.interpreter.session.curve(named: $0)?.timing?.duration }
        replies["q timing"] = Reply(text: "", json: .array(kept.map { $0.map(JSONValue.number) ?? .null }))
        replies["q values"] = Reply(
            text: "",
            json: .array(
                (0...10).map { .number(shell.interpreter.session.curve(named: "q")?.curve.value(at: Double($0) / 10) ?? .nan) }))
        // Five changes came after identify r as q (anim b, fit q as f, anim c, anim d, fit r as h); the sixth undo takes q.
        for _ in 0..<5 { _ = shell.reply("undo") }
        let defined = shell.interpreter.session.curve(named: "q") != nil
        _ = shell.reply("undo")
        replies["after undo"] = Reply(text: "", json: .bool(defined && shell.interpreter.session.curve(named: "q") == nil))
        return (replies, saved)
    }()

    static func reply(_ line: String) -> Reply { replies[line] ?? .failure("not run: \(line)") }

    /// The seconds after `duration: ` in exported code.
    static func exportedDuration(_ text: String) -> Double? {
        guard let range = text.range(of: #"duration: [0-9.]+"#, options: .regularExpression) else { return nil }
        return Double(text[range].dropFirst("duration: ".count))
    }

    @Test("identify r as q defines q as the curve named, its duration the whole curve's")
    func definesTheCurveWithItsDuration() {
        let identified = Self.reply("identify r as q")
        #expect(identified.error == nil, "\(identified.error ?? "")")
        #expect(identified.json["answer"]?["defined"] == .string("q"), "\(identified.json["answer"] ?? .null)")
        guard case .array(let timings) = Self.reply("q timing").json, case .number(let kept)? = timings.first else {
            Issue.record("q keeps no duration")
            return
        }
        expectClose(kept, Self.duration, relative: 0.02)
        // The curve is quint-out itself, checked against its formula.
        guard case .array(let values) = Self.reply("q values").json else { return }
        for (index, value) in values.enumerated() {
            guard case .number(let value) = value else { continue }
            expectClose(value, Self.quintOut(Double(index) / 10), absolute: 1e-9)
        }
        #expect(identified.text.contains("q: "), "\(identified.text)")
    }

    @Test("export q writes the identified duration, not the visible part")
    func exportTakesTheIdentifiedDuration() {
        let exported = Self.reply("export q swiftui form=timing")
        #expect(exported.error == nil, "\(exported.error ?? "")")
        guard let seconds = Self.exportedDuration(exported.text) else {
            Issue.record("no duration in \(exported.text)")
            return
        }
        expectClose(seconds, Self.duration, relative: 0.02)
    }

    @Test("anim … curve=q takes the identified duration")
    func animTakesTheIdentifiedDuration() {
        let animated = Self.reply("anim b opacity 0 1 curve=q")
        guard case .number(let seconds)? = animated.json["duration"] else {
            Issue.record("no duration in \(animated.json)")
            return
        }
        expectClose(seconds, Self.duration, relative: 0.02)
        #expect(animated.json["note"] == nil)
    }

    @Test("a fit of q keeps the identified duration")
    func fitKeepsTheIdentifiedDuration() {
        guard case .array(let timings) = Self.reply("q timing").json, timings.count == 2, case .number(let kept) = timings[1] else {
            Issue.record("f keeps no duration")
            return
        }
        expectClose(kept, Self.duration, relative: 0.02)
    }

    @Test("exporting or animating the recording itself says that its curve lasts longer, once identify knows")
    func theRecordingItselfSaysSo() {
        // Before identify: the recording's own duration, the visible part, and nothing to say.
        #expect(Self.reply("export r swiftui").json["note"] == nil)
        #expect(Self.reply("anim a opacity 0 1 curve=r").json["note"] == nil)
        for line in ["again: export r swiftui", "anim c opacity 0 1 curve=r"] {
            let reply = Self.reply(line)
            guard case .string(let note)? = reply.json["note"] else {
                Issue.record("no note for \(line): \(reply.text)")
                continue
            }
            #expect(note.contains("identify r as NAME defines that curve with its duration"), "\(note)")
            #expect(reply.text.contains("note: r's frames show"), "\(reply.text)")
        }
        // The frames' own duration is still what the recording plays in.
        guard case .number(let seconds)? = Self.reply("anim c opacity 0 1 curve=r").json["duration"] else { return }
        #expect(seconds < 1.2)
        // A duration given is the user's choice: no note.
        #expect(Self.reply("anim d opacity 0 1 curve=r duration=2").json["note"] == nil)
    }

    @Test("fitting the recording itself says that its curve lasts longer, once identify knows")
    func fittingTheRecordingSaysSo() {
        #expect(Self.reply("fit r as g").json["note"] == nil, "\(Self.reply("fit r as g").text)")
        for line in ["fit r as h", "fit r family=all"] {
            let reply = Self.reply(line)
            guard case .string(let note)? = reply.json["note"] else {
                Issue.record("no note for \(line): \(reply.text)")
                continue
            }
            #expect(note.contains("identify r as NAME defines that curve with its duration"), "\(note)")
            #expect(reply.text.contains("note: r's frames show"), "\(reply.text)")
        }
    }

    @Test("identify … as NAME is one step of the history, and undo takes it back")
    func oneStepOfHistory() {
        let history = Self.reply("history").text
        #expect(history.components(separatedBy: "identify r as q").count == 2, "\(history)")
        #expect(Self.reply("after undo").json == .bool(true))
    }

    @Test("the slow tail is saved with the recording, loads back equal, and is noted after the load as before")
    func savedAndLoaded() {
        let text = Self.reply("saved").text
        #expect(text.contains("\"slow_tail\""), "\(text)")
        let saved = Self.savedSession
        #expect(saved.curve(named: "r")?.slowTail != nil)
        var other = Transcript()
        other.files.write(text, "s.json")
        #expect(other.reply("load s.json").error == nil)
        expectNoDifference(other.interpreter.session, saved)
        guard case .string(let note)? = other.reply("export r swiftui").json["note"] else {
            Issue.record("no note after load")
            return
        }
        #expect(note.contains("identify r as NAME defines that curve with its duration"), "\(note)")
        // Another curve in r's name is not the recording: nothing to note.
        #expect(other.reply("r = bezier 0.2 0 0.4 1").error == nil)
        #expect(other.reply("export r swiftui").json["note"] == nil)
    }

    @Test("the live page's card of the recording carries the note")
    func livePageCarriesTheNote() {
        guard case .string(let note)? = Self.reply("live r").json["note"] else {
            Issue.record("no note in \(Self.reply("live r").json)")
            return
        }
        #expect(note.hasPrefix("r's frames show"), "\(note)")
    }
}
