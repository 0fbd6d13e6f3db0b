import CurveKit
import Testing

@testable import Workbench

/// `edit` through the interpreter: refused off a terminal, a request for the front end on one,
/// and a kept edit as one command of the history.
@Suite("edit: the command")
struct EditCommandTests {
    private func onTerminal() -> Transcript {
        var shell = Transcript(interactive: true)
        shell.interpreter.settings.playUnavailableReason = nil
        return shell
    }

    @Test("off a terminal (a script, a pipe, --json, TERM=dumb) edit says why and what to use instead")
    func refused() {
        var shell = Transcript()
        _ = shell.reply("c = bezier 0.25 0.1 0.25 1")
        #expect(
            shell.reply("edit c").error
                == "edit is a full-screen editor for a terminal, and there is no terminal to play it on; use point c 1|2 X Y instead")
        shell.interpreter.settings.playUnavailableReason = "--json prints data, not motion"
        _ = shell.reply("s = expo-decay 5")
        #expect(
            shell.reply("edit s").error
                == "edit is a full-screen editor for a terminal, and --json prints data, not motion; use s = expo-decay 5 with new numbers instead"
        )
    }

    @Test("built-in curves and kinds without numbers are refused, on a terminal too")
    func notEditable() {
        var shell = onTerminal()
        #expect(shell.reply("edit ease").error == "'ease' is a preset and cannot be edited; copy it first: my-ease = ease")
        _ = shell.reply("b = bounce-out")
        #expect(shell.reply("edit b").error?.hasPrefix("'b' is a penner curve, which has no numbers to edit") == true)
        #expect(shell.reply("edit nothing").error?.hasPrefix("unknown curve 'nothing'") == true)
    }

    @Test("on a terminal: a request with the curve and its target; the kept edit is one command, undone in one step, replayed")
    func keptEdit() throws {
        var shell = onTerminal()
        _ = shell.reply("c = ease")
        _ = shell.reply("target c ease-in-out")
        let reply = shell.reply("edit c")
        var editor = try #require(reply.edit)
        #expect(reply.error == nil && reply.text.isEmpty)
        #expect(editor.target?.name == "ease-in-out")
        for action: EditorAction in [.move(dx: 1, dy: 0), .move(dx: 1, dy: 0), .next, .move(dx: 0, dy: -1)] { _ = editor.apply(action) }
        guard case .keep(let command?) = editor.apply(.keep) else { Issue.record("no command"); return }
        #expect(command == "c = bezier 0.27 0.1 0.25 0.99")
        let before = shell.interpreter.session
        #expect(shell.reply(command).error == nil)
        #expect(shell.interpreter.session.curve(named: "c")?.curve == .bezier(try CubicBezier(x1: 0.27, y1: 0.1, x2: 0.25, y2: 0.99)))
        #expect(shell.interpreter.session.curve(named: "c")?.target == "ease-in-out", "the target stays")
        #expect(shell.interpreter.journal.map(\.command) == ["c = ease", "target c ease-in-out", "c = bezier 0.27 0.1 0.25 0.99"])
        _ = shell.reply("save s.json")
        _ = shell.reply("undo")
        #expect(shell.interpreter.session == before)
        _ = shell.reply("new")
        _ = shell.reply("new")
        #expect(shell.reply("replay s.json").error == nil)
        #expect(shell.interpreter.session.curve(named: "c")?.curve == .bezier(try CubicBezier(x1: 0.27, y1: 0.1, x2: 0.25, y2: 0.99)))
    }
}
