import CurveKit
import CustomDump
import Foundation
import PropertyBased
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Undo and redo checked against the simplest model of them: a stack of whole sessions and
/// journals, as the interpreter kept before it kept small inverse edits.
@Suite("Undo and redo against a model of whole snapshots")
struct UndoModelTests {
    /// 4 scripts in `swift test` (their commands include fits, slow unoptimised), 40 with
    /// CURVES_THOROUGH_TESTS=1 (.ci/run).
    @Test("random changes, undos and redos give the sessions and journals of whole snapshots")
    func undoAndRedoMatchWholeSnapshots() async {
        await propertyCheck(count: Thorough.count(4, thorough: 40), input: CommandSource.generator { $0.undoScript() }) { script in
            var shell = Transcript(files: ["saved.json": Self.savedFile])
            var model = SnapshotUndoModel()
            for (step, line) in script.enumerated() {
                let sessionBefore = shell.interpreter.session
                let journalBefore = shell.interpreter.journal
                let revisionBefore = shell.interpreter.revision
                let reply = shell.reply(line)
                let context = "after step \(step + 1) of\n\(script.prefix(step + 1).joined(separator: "\n"))"
                let expected: SnapshotUndoModel.State
                switch line {
                case "undo": expected = model.undo(current: SnapshotUndoModel.State(sessionBefore, journalBefore))
                case "redo": expected = model.redo(current: SnapshotUndoModel.State(sessionBefore, journalBefore))
                default:
                    if shell.interpreter.revision != revisionBefore {
                        let command = (try? Parser.parse(line))??.description ?? line
                        model.changed(from: SnapshotUndoModel.State(sessionBefore, journalBefore), command: command)
                    }
                    expected = SnapshotUndoModel.State(shell.interpreter.session, shell.interpreter.journal)
                }
                if line == "undo" || line == "redo" {
                    #expect(reply.error == model.lastError, "\(context)")
                    #expect(reply.text == model.lastReply, "\(context)")
                }
                expectNoDifference(shell.interpreter.session, expected.session, "the session differs from the model's \(context)")
                expectNoDifference(shell.interpreter.journal, expected.journal, "the journal differs from the model's \(context)")
                let unsaved = shell.interpreter.hasUnsavedChanges
                let differsFromSaved = shell.interpreter.session != shell.interpreter.savedSession
                #expect(unsaved == differsFromSaved, "hasUnsavedChanges is \(unsaved) \(context)")
            }
        }
    }

    @Test func undoingBackToTheSavedSessionLeavesNoUnsavedChanges() {
        var shell = Transcript()
        _ = shell.reply("a = ease")
        _ = shell.reply("b = linear")
        _ = shell.reply("save s.json")
        _ = shell.reply("a = bezier 0.1 0.2 0.3 0.4")
        _ = shell.reply("c = ease-in")
        #expect(shell.interpreter.hasUnsavedChanges)
        _ = shell.reply("undo")
        #expect(shell.interpreter.hasUnsavedChanges)
        _ = shell.reply("undo")
        #expect(!shell.interpreter.hasUnsavedChanges)
        _ = shell.reply("redo")
        #expect(shell.interpreter.hasUnsavedChanges)
    }

    @Test func redefiningTheSavedValueLeavesNoUnsavedChanges() {
        var shell = Transcript()
        _ = shell.reply("a = ease")
        _ = shell.reply("save s.json")
        _ = shell.reply("a = linear")
        _ = shell.reply("a = ease")
        #expect(!shell.interpreter.hasUnsavedChanges, "the session equals the saved one again")
    }

    @Test func undoingADeleteFromTheMiddlePutsTheCurveBackInItsPlace() {
        var shell = Transcript()
        for name in ["a", "b", "c"] { _ = shell.reply("\(name) = ease") }
        _ = shell.reply("delete b")
        #expect(shell.interpreter.session.curves.map(\.name) == ["a", "c"])
        _ = shell.reply("undo")
        #expect(shell.interpreter.session.curves.map(\.name) == ["a", "b", "c"])
        _ = shell.reply("redo")
        #expect(shell.interpreter.session.curves.map(\.name) == ["a", "c"])
        _ = shell.reply("undo")
        _ = shell.reply("c = linear")
        #expect(shell.interpreter.session.curves.map(\.name) == ["a", "b", "c"], "a redefinition keeps the place")
    }

    @Test func queriesAfterAnUndoAreForgottenByTheRedoAsBefore() {
        var shell = Transcript()
        _ = shell.reply("a = ease")
        _ = shell.reply("show a")
        _ = shell.reply("b = linear")
        _ = shell.reply("eval a 0.5")
        _ = shell.reply("undo")
        #expect(shell.interpreter.journal == ["a = ease", JournalEntry("show a", isQuery: true)])
        _ = shell.reply("show a")
        _ = shell.reply("redo")
        #expect(
            shell.interpreter.journal == [
                "a = ease", JournalEntry("show a", isQuery: true), "b = linear", JournalEntry("eval a 0.5", isQuery: true),
            ])
    }

    /// A session file to load: two curves, an animation and a history.
    static let savedFile: String = {
        var shell = Transcript()
        for line in ["s = bezier 0.2 0.1 0.3 1", "t = bounce-out", "anim m opacity 0 1 duration=1 curve=s", "describe \"saved\""] {
            _ = shell.reply(line)
        }
        _ = shell.reply("save saved.json")
        return shell.files.text("saved.json") ?? ""
    }()
}

/// Undo as whole snapshots: the session and journal before each change, kept on a stack.
struct SnapshotUndoModel {
    struct State {
        var session: Session
        var journal: [JournalEntry]
        init(_ session: Session, _ journal: [JournalEntry]) {
            self.session = session
            self.journal = journal
        }
    }

    private var undoStack: [(state: State, command: String)] = []
    private var redoStack: [(state: State, command: String)] = []
    private(set) var lastReply = ""
    private(set) var lastError: String?

    mutating func changed(from before: State, command: String) {
        undoStack.append((before, command))
        if undoStack.count > Limits.maximumUndoSteps { undoStack.removeFirst() }
        redoStack.removeAll()
    }

    mutating func undo(current: State) -> State {
        guard let (state, command) = undoStack.popLast() else { return failed("nothing to undo", current) }
        redoStack.append((current, command))
        return succeeded("undid: \(command)", state)
    }

    mutating func redo(current: State) -> State {
        guard let (state, command) = redoStack.popLast() else { return failed("nothing to redo", current) }
        undoStack.append((current, command))
        return succeeded("redid: \(command)", state)
    }

    private mutating func failed(_ error: String, _ state: State) -> State {
        lastError = error
        lastReply = ""
        return state
    }

    private mutating func succeeded(_ reply: String, _ state: State) -> State {
        lastError = nil
        lastReply = reply
        return state
    }
}

extension CommandSource {
    /// A mix of changes of every kind on a few names (so that definitions replace, deletes
    /// and renames hit), queries, saves and loads, with many undos and redos.
    mutating func undoScript() -> [String] {
        let names = ["a", "b", "c", "d"]
        return (0..<int(10...80)).map { _ in
            let name = pick(names)
            switch int(0...19) {
            case 0...3: return pick(["undo", "redo"])
            case 4...5: return "undo"
            case 6...7:
                return
                    "\(name) = bezier \(TextFormat.shortest(unit())) \(TextFormat.shortest(number(in: -1...2))) \(TextFormat.shortest(unit())) 1"
            case 8: return "\(name) = \(pick(["ease", "linear", "bounce-out", "a", "b"]))"
            case 9: return "point \(name) \(int(1...2)) \(TextFormat.shortest(unit())) \(TextFormat.shortest(unit()))"
            case 10: return "delete \(pick(names + ["m", "n"]))"
            case 11: return "rename \(pick(names + ["m", "n"])) \(pick(names + ["m", "n", "e"]))"
            case 12: return "anim \(pick(["m", "n"])) opacity 0 \(int(1...3)) duration=1 curve=\(pick(["ease", "a", "b"]))"
            case 13: return chance(0.5) ? "describe \(name) \"\(name) \(int(0...2))\"" : "describe \"session \(int(0...2))\""
            case 14: return "target \(name) \(pick(names + ["ease"]))"
            case 15: return pick(["show \(name)", "eval \(name) 0.5", "list", "history", "compare \(name) ease"])
            case 16: return pick(["save saved.json", "save other.json"])
            case 17: return pick(["load saved.json", "load other.json", "new"])
            default: return "\(name) = expr x ^ \(int(1...3))"
            }
        }
    }
}

extension UndoModelTests {
    @Test(Thorough.only) func undoTakesBackTheLastThousandNewCurvesAndRedoBringsThemBack() {
        var shell = Transcript()
        let count = Limits.maximumUndoSteps + 1
        for index in 0..<count { _ = shell.reply("c\(index) = bezier 0.5 \(index) 0.5 1") }
        let full = shell.interpreter.session
        let fullJournal = shell.interpreter.journal
        for _ in 0..<Limits.maximumUndoSteps { #expect(shell.reply("undo").error == nil) }
        #expect(shell.interpreter.session.curves.map(\.name) == ["c0"], "the oldest change is forgotten")
        #expect(shell.interpreter.journal == ["c0 = bezier 0.5 0 0.5 1"])
        #expect(shell.reply("undo").error == "nothing to undo")
        for _ in 0..<Limits.maximumUndoSteps { #expect(shell.reply("redo").error == nil) }
        expectNoDifference(shell.interpreter.session, full)
        expectNoDifference(shell.interpreter.journal, fullJournal)
        #expect(shell.reply("redo").error == "nothing to redo")
    }
}
