import CurveKit
import Foundation
import Platforms

/// `quit`: leave the shell.
struct QuitCommand: CommandDeclaration {
    static let name = "quit"
    static let aliases = ["exit"]
    static let summary = "leave the shell (warns once about unsaved changes and unsaved recovered work)"

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        Self.quit(&interpreter, confirmed: context.confirmed, text: context.text)
    }
}

extension QuitCommand {
    static func quit(_ interpreter: inout Interpreter, confirmed: Bool, text: String) -> Reply {
        if interpreter.settings.interactive && !confirmed, let warning = interpreter.leavingWarning(again: "type quit again") {
            interpreter.pendingConfirmation = text
            let what = interpreter.hasUnsavedChanges ? "unsaved changes" : "unsaved recovered work"
            return Reply(text: warning, json: ["quit": false, "warning": .string(what)])
        }
        return Reply(text: "", json: ["quit": true], quit: true)
    }
}
