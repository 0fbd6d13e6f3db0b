import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Two shells, one file: a save never overwrites a file that changed on disk since this shell
/// read or wrote it, says who changed it when it can, and offers merge, load and force.
@Suite("two shells, one file: no lost updates")
struct LostUpdateTests {
    /// Two interpreters sharing one in-memory disk on which `shared.json` holds `base = ease`.
    static func twoShells(lastWriter: (@Sendable (String, FileStamp) -> String?)? = nil) -> (Interpreter, Interpreter, InMemoryFileSystem) {
        let files = InMemoryFileSystem()
        var settings = Settings(interactive: true)
        settings.lastWriter = lastWriter
        var first = Interpreter(settings: settings, fileSystem: files)
        _ = first.execute("base = ease")
        _ = first.execute("save shared.json")
        var second = Interpreter(settings: settings, fileSystem: files)
        #expect(first.execute("load shared.json").error == nil)
        #expect(second.execute("load shared.json").error == nil)
        return (first, second, files)
    }

    static func names(in file: String, _ files: InMemoryFileSystem) throws -> [String] {
        let text = try #require(files.text(file))
        return try SessionFile(json: JSONValue(parsing: text)).session.curves.map(\.name)
    }

    @Test("the issue's case: A saves, then B's plain save is refused and A's curve stays in the file")
    func secondSaveIsRefused() throws {
        var (a, b, files) = Self.twoShells()
        _ = a.execute("fromA = ease-in")
        #expect(a.execute("save").error == nil)
        _ = b.execute("fromB = ease-out")
        let refused = b.execute("save")
        let error = try #require(refused.error)
        #expect(error.hasPrefix("shared.json changed on disk since this shell read it"), "\(error)")
        #expect(error.contains("save shared.json merge keeps the curves of both"), "\(error)")
        #expect(error.contains("load shared.json shows the other work"), "\(error)")
        #expect(error.contains("save shared.json force replaces it"), "\(error)")
        #expect(try Self.names(in: "shared.json", files) == ["base", "fromA"])
        #expect(b.hasUnsavedChanges, "B was told its work is not saved")
        // save FILE onto the same file is the same save.
        #expect(b.execute("save ./shared.json").error?.hasPrefix("./shared.json changed on disk") == true)
    }

    @Test("the refusal names the curves shell that saved the file when the records say")
    func namesTheWriter() throws {
        let (a0, b0, _) = Self.twoShells(lastWriter: { path, stamp in
            path == "shared.json" && stamp.size > 0 ? "another curves shell (process 4242, still running)" : nil
        })
        var (a, b) = (a0, b0)
        _ = a.execute("fromA = ease-in")
        _ = a.execute("save")
        _ = b.execute("fromB = ease-out")
        let error = try #require(b.execute("save").error)
        #expect(
            error.hasPrefix(
                "shared.json changed on disk since this shell read it: another curves shell (process 4242, still running) saved it; not overwriting it."
            ), "\(error)")
    }

    @Test("save merge keeps both shells' curves when their names do not clash")
    func mergeKeepsBoth() throws {
        var (a, b, files) = Self.twoShells()
        _ = a.execute("fromA = ease-in")
        _ = a.execute("save")
        _ = b.execute("fromB = ease-out")
        let merged = b.execute("save merge")
        #expect(merged.error == nil, "\(merged.error ?? "")")
        #expect(merged.text == "merged from shared.json: fromA (undo takes the merge back)\nsaved 3 curves to shared.json")
        #expect(try Self.names(in: "shared.json", files) == ["base", "fromB", "fromA"])
        #expect(!b.hasUnsavedChanges)
        // The merged file's history rebuilds it.
        var replaying = Interpreter(settings: Settings(), fileSystem: files)
        let replay = replaying.execute("replay shared.json")
        #expect(replay.text.hasSuffix("\nreplay reproduced shared.json: 3 curves equal to the saved ones"), "\(replay.text)")
        // A then saves again: now A is the one that must merge, and gets fromB.
        _ = a.execute("another = linear")
        #expect(a.execute("save").error != nil)
        #expect(a.execute("save merge").error == nil)
        #expect(try Self.names(in: "shared.json", files) == ["base", "fromA", "another", "fromB"])
        // undo takes the merge back (the file keeps what was saved).
        #expect(a.execute("undo").text == "undid: save merge")
        #expect(a.session.curve(named: "fromB") == nil)
    }

    @Test("a deletion or a change made by the other shell alone is taken; both changing one name is refused, naming it")
    func mergeDecidesNameByName() throws {
        var (a, b, files) = Self.twoShells()
        _ = a.execute("second = ease-out")
        _ = a.execute("save")
        #expect(b.execute("load shared.json").error == nil)
        // A deletes base and changes second; B adds third.
        _ = a.execute("delete base")
        _ = a.execute("second = bezier 0.1 0.2 0.3 0.4")
        _ = a.execute("save")
        _ = b.execute("third = linear")
        #expect(b.execute("save merge").error == nil)
        #expect(try Self.names(in: "shared.json", files) == ["second", "third"])
        #expect(b.session.curve(named: "second")?.curve == .bezier(try CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)))

        // Now both change `second`, each in its own way.
        _ = a.execute("load shared.json")
        _ = a.execute("second = ease")
        _ = a.execute("save")
        _ = b.execute("second = ease-in")
        let before = b.session
        let clash = try #require(b.execute("save merge").error)
        #expect(
            clash.hasPrefix("not merged: this session and shared.json both changed 'second', each in its own way; nothing was saved."),
            "\(clash)")
        #expect(clash.contains("save shared.json force"), "\(clash)")
        #expect(b.session == before, "a refused merge changes nothing")
        #expect(try Self.names(in: "shared.json", files) == ["second", "third"])
        #expect(files.text("shared.json")?.contains("0.25") == true, "A's ease is still the file's")
        // force replaces it, on purpose.
        #expect(b.execute("save force").error == nil)
        #expect(b.execute("save").error == nil, "after force the file is this shell's again")
    }

    @Test("a file changed back to what this shell read, or deleted, is no lost update; another file is not checked")
    func onlyRealChangesAreRefused() {
        var (a, b, files) = Self.twoShells()
        let original = files.text("shared.json")!
        _ = a.execute("x = ease-in")
        _ = a.execute("save")
        try? files.write(Data(original.utf8), to: "shared.json")
        _ = b.execute("y = ease-out")
        #expect(b.execute("save").error == nil, "the same bytes as read: nothing to lose")
        files.remove("shared.json")
        _ = b.execute("z = linear")
        #expect(b.execute("save").error == nil, "a deleted file loses nothing either")
    }

    @Test("save FILE onto a session this shell never loaded or saved refuses too, and merge or force go on")
    func anotherSessionIsNotOverwritten() throws {
        var (a, b, files) = Self.twoShells()
        _ = a.execute("onlyA = ease-in")
        #expect(a.execute("save other.json").error == nil)
        _ = b.execute("onlyB = ease-out")
        let refused = try #require(b.execute("save other.json").error)
        #expect(
            refused.hasPrefix("other.json is a curves session that this shell has not loaded or saved; not overwriting it."), "\(refused)")
        #expect(try Self.names(in: "other.json", files) == ["base", "onlyA"])
        #expect(b.execute("save other.json merge").error == nil)
        #expect(try Self.names(in: "other.json", files) == ["base", "onlyB", "onlyA"])
        #expect(b.execute("save").error == nil, "other.json is now this shell's file")
    }

    @Test("after recover, save checks the file against what the killed shell had read")
    func recoveredWorkIsChecked() throws {
        let files = InMemoryFileSystem()
        var killed = Interpreter(settings: Settings(interactive: true), fileSystem: files)
        _ = killed.execute("base = ease")
        _ = killed.execute("save shared.json")
        _ = killed.execute("mine = ease-in")
        let recoveryFile = killed.recoveryJSON
        #expect(recoveryFile.contains("\"file_stamp\""))
        try files.write(Data(recoveryFile.utf8), to: "state/recovery-1-1.json")
        // Someone else saves shared.json meanwhile.
        var other = Interpreter(settings: Settings(), fileSystem: files)
        _ = other.execute("load shared.json")
        _ = other.execute("theirs = linear")
        _ = other.execute("save")

        var settings = Settings(interactive: true, recoveryPath: "state/recovery-2-2.json")
        settings.recoveryCandidates = [RecoveryCandidate(path: "state/recovery-1-1.json", written: "today")]
        var shell = Interpreter(settings: settings, fileSystem: files)
        #expect(shell.execute("recover").error == nil)
        #expect(shell.execute("save").error?.hasPrefix("shared.json changed on disk") == true)
        // Without the base, the merge keeps what only one side has.
        #expect(shell.execute("save merge").error == nil)
        #expect(try Self.names(in: "shared.json", files) == ["base", "mine", "theirs"])
    }
}
