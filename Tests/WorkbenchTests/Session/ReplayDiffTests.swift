import CustomDump
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

@Suite("Replay, diff, new, recover and safe saving")
struct ReplayDiffTests {
    /// A session built by commands and saved, as a file's text.
    static func savedSession(_ lines: [String]) -> String {
        var shell = Transcript()
        for line in lines { _ = shell.reply(line) }
        _ = shell.reply("save s.json")
        return shell.files.text("s.json") ?? ""
    }

    @Test("replay runs the journal from an empty session and confirms the result")
    func replayMatches() {
        let file = Self.savedSession(["a = bezier 0.1 0.2 0.3 0.4", "point a 2 0.9 1", "b = bounce-out", "delete b", "c = a"])
        var shell = Transcript(files: ["s.json": file])
        let reply = shell.reply("replay s.json")
        #expect(reply.error == nil)
        #expect(reply.text.hasPrefix("curves> a = bezier 0.1 0.2 0.3 0.4\na = bezier 0.1 0.2 0.3 0.4"))
        #expect(reply.text.contains("curves> delete b\ndeleted b"))
        #expect(reply.text.hasSuffix("replay reproduced s.json: 2 curves equal to the saved ones"))
        #expect(reply.json["matches"] == true)
        #expect(shell.interpreter.session.curves.map(\.name) == ["a", "c"])
        #expect(!shell.interpreter.hasUnsavedChanges)
    }

    @Test("replay lists what differs when the history does not rebuild the saved curves")
    func replayDiffers() throws {
        var json = try JSONValue(parsing: Self.savedSession(["a = ease", "b = linear"]))
        if case .object(var members) = json {
            members = members.map { $0.key == "history" ? ("history", ["a = ease-in", "c = linear"]) : $0 }
            json = .object(members)
        }
        var shell = Transcript(files: ["s.json": json.prettyPrinted])
        let reply = shell.reply("replay s.json")
        #expect(reply.json["matches"] == false)
        #expect(
            reply.text.hasSuffix(
                """
                replay of s.json differs from the saved session:
                  a: saved bezier 0.25 0.1 0.25 1, replayed bezier 0.42 0 1 1
                  b: saved in the file, missing after replay
                  c: made by the replay, not in the file
                """))
    }

    @Test("replay with step or delay asks the front end to pace it")
    func replayPaced() {
        var shell = Transcript(files: ["s.json": Self.savedSession(["a = ease"])])
        let reply = shell.reply("replay s.json step")
        #expect(reply.replay == ReplayRequest(path: "s.json", step: true, delay: 0, command: "replay s.json step"))
        #expect(shell.interpreter.session.isEmpty)
        var replayer = try! shell.interpreter.makeReplayer(path: "s.json")
        #expect(replayer.next()?.command == "a = ease")
        #expect(replayer.next() == nil)
        let finished = shell.interpreter.finishReplay(replayer, command: "replay s.json step")
        #expect(finished.json["matches"] == true)
        #expect(shell.interpreter.session.curve(named: "a") != nil)
    }

    @Test("diff shows which curves differ, side by side")
    func diff() {
        let file = Self.savedSession(["a = ease", "b = linear", "c = bounce-out"])
        var shell = Transcript(files: ["s.json": file])
        _ = shell.reply("a = ease")
        _ = shell.reply("b = ease-in")
        _ = shell.reply("d = linear")
        #expect(
            shell.reply("diff s.json").text == """
                curve  session            s.json
                b      bezier 0.42 0 1 1  bezier 0 0 1 1
                d      bezier 0 0 1 1     —
                c      —                  bounce-out
                fields that differ (session | s.json):
                  b.x1: 0.42 | 0
                1 curve identical, 3 different
                """)
        #expect(shell.reply("diff s.json s.json").text == "no differences: 3 curves identical, 0 different")
    }

    @Test("save without a file uses the file the session came from")
    func saveToSameFile() {
        var shell = Transcript()
        #expect(shell.reply("save").error == "save needs a FILE: this session has not been loaded or saved yet")
        _ = shell.reply("a = ease")
        _ = shell.reply("save s.json")
        _ = shell.reply("b = linear")
        #expect(shell.reply("save").text == "saved 2 curves to s.json")
    }

    @Test("save refuses to overwrite a file that is not a curves session, unless forced")
    func saveRefusesForeignFiles() {
        var shell = Transcript(files: ["notes.txt": "my notes", "other.json": #"{"format":"other"}"#])
        _ = shell.reply("a = ease")
        #expect(
            shell.reply("save notes.txt").error
                == "notes.txt exists and this session did not write it; not replacing it (save notes.txt force to replace it)")
        #expect(shell.files.text("notes.txt") == "my notes")
        #expect(shell.reply("save other.json").error != nil)
        #expect(shell.reply("save notes.txt force").error == nil)
        #expect(shell.files.text("notes.txt")?.contains("curves-session") == true)
    }

    @Test("new empties the session, asking first about unsaved changes")
    func newSession() {
        var shell = Transcript(interactive: true)
        _ = shell.reply("a = ease")
        #expect(shell.reply("new").text.contains("unsaved changes"))
        #expect(!shell.interpreter.session.isEmpty)
        #expect(shell.reply("new").text == "new empty session")
        #expect(shell.interpreter.session.isEmpty)
    }

    @Test("recover brings back the session kept in the recovery file")
    func recover() {
        var before = Transcript()
        _ = before.reply("a = bezier 0.3 0 0.7 1")
        _ = before.reply("save work.json")
        _ = before.reply("b = bounce-out")
        let recovery = before.interpreter.recoveryJSON
        let files = InMemoryFileSystem(["state/recovery-1-1.json": recovery])
        var settings = Settings(recoveryPath: "state/recovery-2-2.json")
        settings.recoveryCandidates = [RecoveryCandidate(path: "state/recovery-1-1.json", written: "2026-11-25 at 03:50")]
        var shell = Interpreter(settings: settings, fileSystem: files)
        let reply = shell.execute("recover")
        #expect(reply.text == "recovered 2 curves (a, b)\n  unsaved: save to keep it; until then the killed shell's recovery file stays")
        #expect(reply.heldRecoveryFile == "state/recovery-1-1.json", "kept until the work is saved")
        #expect(reply.finishedRecoveryFiles.isEmpty)
        expectNoDifference(shell.session, before.interpreter.session)
        expectNoDifference(shell.journal, before.interpreter.journal)
        #expect(shell.filePath == "work.json")
        #expect(shell.hasUnsavedChanges)
        #expect(shell.execute("recover").error == "nothing to recover: no shell that is gone left unsaved work")
        var script = Interpreter(settings: Settings(), fileSystem: files)
        #expect(script.execute("recover").error == "no recovery file is kept in this mode (only the interactive shell keeps one)")
    }
}

@Suite("recover with several shells' files")
struct RecoverSeveralTests {
    static func recoveryText(_ lines: [String], file: String? = nil) -> String {
        var shell = Transcript()
        for line in lines { _ = shell.reply(line) }
        if let file { _ = shell.reply("save \(file)"); _ = shell.reply("extra = ease") }
        return shell.interpreter.recoveryJSON
    }

    static func interpreter() -> Interpreter {
        let files = InMemoryFileSystem([
            "r-1.json": recoveryText(["alpha = ease", "gamma = ease-in"]),
            "r-2.json": recoveryText(["beta = bounce-out", "anim slide opacity 0 1 duration=1 curve=beta"], file: "mine.json"),
        ])
        var settings = Settings(interactive: true, recoveryPath: "r-3.json")
        settings.recoveryCandidates = [
            RecoveryCandidate(path: "r-1.json", written: "2026-11-25 at 03:50"),
            RecoveryCandidate(path: "r-2.json", written: "2026-11-25 at 03:51"),
        ]
        return Interpreter(settings: settings, fileSystem: files)
    }

    @Test("recover lists the files, with when, what and where from, and changes nothing")
    func list() {
        var shell = Self.interpreter()
        let reply = shell.execute("recover")
        #expect(reply.error == nil)
        #expect(
            reply.text == """
                2 shells that are gone left unsaved work; recover N brings one back, recover discard N deletes one:
                  1  2026-11-25 at 03:50  2 curves
                      alpha, gamma
                  2  2026-11-25 at 03:51  2 curves and 1 animation  from mine.json
                      beta, extra, slide
                """)
        #expect(shell.session.isEmpty)
        #expect(reply.finishedRecoveryFiles.isEmpty && reply.heldRecoveryFile == nil)
    }

    @Test("recover N brings back that one, and the rest stay on offer")
    func recoverOne() {
        var shell = Self.interpreter()
        let reply = shell.execute("recover 2")
        #expect(reply.text.hasPrefix("recovered 2 curves and 1 animation (beta, extra, slide)\n"))
        #expect(reply.heldRecoveryFile == "r-2.json")
        #expect(shell.session.curves.map(\.name) == ["beta", "extra"])
        #expect(shell.settings.recoveryCandidates.map(\.path) == ["r-1.json"])
        #expect(shell.execute("recover 3").error != nil)
    }

    @Test("recover discard N deletes one on purpose and leaves the session")
    func discard() {
        var shell = Self.interpreter()
        let reply = shell.execute("recover discard 1")
        #expect(reply.text == "discarded the unsaved work written 2026-11-25 at 03:50 (r-1.json)")
        #expect(reply.finishedRecoveryFiles == ["r-1.json"])
        #expect(shell.session.isEmpty)
        #expect(shell.execute("recover").text.hasPrefix("recovered 2 curves and 1 animation"))
    }
}
