import CurveKit
import Foundation

/// `quit`: leave the shell.
struct QuitCommand: CommandDeclaration {
    static let name = "quit"
    static let aliases = ["exit"]
    static let usage = "quit"
    static let summary = "leave the shell (warns once about unsaved changes)"

    static func parse(_ words: inout Words) throws(CommandError) -> QuitCommand { QuitCommand() }

    var words: [String] { [Self.name] }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        Self.quit(&interpreter, confirmed: context.confirmed, text: context.text)
    }
}

extension QuitCommand {
    static func quit(_ interpreter: inout Interpreter, confirmed: Bool, text: String) -> Reply {
        if interpreter.hasUnsavedChanges && interpreter.settings.interactive && !confirmed {
            interpreter.pendingConfirmation = text
            return Reply(
                text: "the session has unsaved changes; type quit again to leave without saving, or save first",
                json: ["quit": false, "warning": "unsaved changes"])
        }
        return Reply(text: "", json: ["quit": true], quit: true)
    }
}
