import Foundation
import Testing

@testable import Workbench

/// Work brought back by `recover` is safe until it is saved: its recovery file stays, and quit
/// warns while it is not saved, even after undo took it out of the session.
@Suite("recovered work until it is saved")
struct RecoveredWorkTests {
    /// A shell that can recover the work of a killed one holding `tick` and `drop`.
    static func shell() throws -> Interpreter {
        var killed = Transcript()
        _ = killed.reply("tick = bezier 1 0 0.75 1")
        _ = killed.reply("drop = bounce-out")
        let files = InMemoryFileSystem(["state/recovery-1-1.json": killed.interpreter.recoveryJSON])
        var settings = Settings(interactive: true, recoveryPath: "state/recovery-2-2.json")
        settings.recoveryCandidates = [RecoveryCandidate(path: "state/recovery-1-1.json", written: "2026-11-25 at 17:49")]
        return Interpreter(settings: settings, fileSystem: files)
    }

    @Test("recover, undo, quit: quit warns, names the work, and only the second quit leaves")
    func undoThenQuitWarns() throws {
        var shell = try Self.shell()
        let recovered = shell.execute("recover")
        #expect(recovered.heldRecoveryFile == "state/recovery-1-1.json")
        #expect(recovered.finishedRecoveryFiles.isEmpty, "the killed shell's file is not removed yet")
        #expect(shell.execute("undo").text == "undid: recover")
        #expect(!shell.hasUnsavedChanges)
        let warned = shell.execute("quit")
        #expect(!warned.quit)
        #expect(
            warned.text == """
                the work recovered from a killed shell, 2 curves (tick, drop), is not in the session any more (undo or load took it out) \
                and is not saved; type quit again to leave it (it stays in its recovery file for the next curves to recover), or redo and save it
                """)
        #expect(warned.json["warning"] == "unsaved recovered work")
        #expect(shell.execute("quit").quit)
    }

    @Test("Ctrl-D warns the same way")
    func endOfInputWarns() throws {
        var shell = try Self.shell()
        _ = shell.execute("recover")
        #expect(
            shell.leavingWarning(again: "press Ctrl-D again")?.contains("unsaved changes, and the work recovered from a killed shell")
                == true)
        _ = shell.execute("undo")
        #expect(shell.leavingWarning(again: "press Ctrl-D again")?.contains("press Ctrl-D again to leave it") == true)
    }

    @Test("a save while the recovered work is in the session finishes the killed shell's file")
    func saveFinishesTheFile() throws {
        var shell = try Self.shell()
        _ = shell.execute("recover")
        _ = shell.execute("extra = ease")
        let saved = shell.execute("save work.json")
        #expect(saved.error == nil)
        #expect(saved.finishedRecoveryFiles == ["state/recovery-1-1.json"])
        #expect(shell.recoveredWork.isEmpty)
        #expect(shell.execute("quit").quit, "nothing unsaved: quit leaves at once")
    }

    @Test("undo, then a save of the rest keeps the file; redo and save finishes it")
    func saveWithoutTheWorkKeepsTheFile() throws {
        var shell = try Self.shell()
        _ = shell.execute("recover")
        _ = shell.execute("undo")
        _ = shell.execute("other = ease")
        #expect(shell.execute("save other.json").finishedRecoveryFiles.isEmpty, "the recovered work is not in what was saved")
        #expect(shell.recoveredWork.count == 1)
        #expect(!shell.execute("quit").quit)
        // A load over recovered work: the same.
        var loaded = try Self.shell()
        try loaded.fileSystem.write(Data(SessionFile(session: Session()).json.prettyPrinted.utf8), to: "empty.json")
        _ = loaded.execute("recover")
        _ = loaded.execute("load empty.json")
        _ = loaded.execute("load empty.json")
        #expect(loaded.execute("save").finishedRecoveryFiles.isEmpty)
        #expect(loaded.execute("quit").text.contains("undo or load took it out"))
        // Undo, redo, save: the work is back and saved.
        var again = try Self.shell()
        _ = again.execute("recover")
        _ = again.execute("undo")
        _ = again.execute("redo")
        #expect(again.execute("save work.json").finishedRecoveryFiles == ["state/recovery-1-1.json"])
    }

    @Test("recover lists killed shells with their curves' names, cut whole to the terminal's width")
    func listNamesTheCurves() throws {
        func recovery(_ names: [String]) -> String {
            var shell = Transcript()
            for name in names { _ = shell.reply("\(name) = ease") }
            return shell.interpreter.recoveryJSON
        }
        let many = (1...30).map { "curve-number-\($0)" }
        let files = InMemoryFileSystem(["r-1.json": recovery(["tick"]), "r-2.json": recovery(many)])
        var settings = Settings(interactive: true, terminalWidth: 60, recoveryPath: "r-3.json")
        settings.recoveryCandidates = [
            RecoveryCandidate(path: "r-1.json", written: "2026-11-25 at 17:49"),
            RecoveryCandidate(path: "r-2.json", written: "2026-11-25 at 17:50"),
        ]
        var shell = Interpreter(settings: settings, fileSystem: files)
        let reply = shell.execute("recover")
        #expect(
            reply.text == """
                2 shells that are gone left unsaved work; recover N brings one back, recover discard N deletes one:
                  1  2026-11-25 at 17:49  1 curve
                      tick
                  2  2026-11-25 at 17:50  30 curves
                      curve-number-1, curve-number-2 and 28 more
                """)
        for line in reply.text.split(separator: "\n").dropFirst() { #expect(line.count <= 60, "\(line)") }
        guard case .array(let entries)? = reply.json["files"], case .array(let names)? = entries[1]["names"] else {
            Issue.record("no names in \(reply.json)")
            return
        }
        #expect(names.count == 30 && names.last == "curve-number-30")
    }

    @Test("names fit the width given, cut whole, and a single long name is counted instead of cut")
    func namesWithin() {
        var shell = Transcript()
        for name in ["alpha", "beta", "gamma"] { _ = shell.reply("\(name) = ease") }
        let session = shell.interpreter.session
        #expect(session.names(within: 100) == "alpha, beta, gamma")
        #expect(session.names(within: 18) == "alpha, beta, gamma")
        #expect(session.names(within: 17) == "alpha and 2 more")
        #expect(session.names(within: 5) == "3 names")
        #expect(Session().names(within: 10) == "")
    }
}
