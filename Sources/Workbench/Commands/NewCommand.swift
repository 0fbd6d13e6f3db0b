import CurveKit
import Foundation
import Platforms

/// `new`: start an empty session.
struct NewCommand: CommandDeclaration {
    static let name = "new"
    static let summary = "start an empty session (warns once about unsaved changes)"
    static let changesSession = true

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        Self.newSession(&interpreter, confirmed: context.confirmed, text: context.text)
    }
}

extension NewCommand {
    static func newSession(_ interpreter: inout Interpreter, confirmed: Bool, text: String) -> Reply {
        if let refusal = interpreter.refuseToDiscard(confirmed: confirmed, text: text, command: "new", file: nil) { return refusal }
        try? interpreter.adopt(Session(), journal: [], command: text)  // an empty session breaks no rule
        interpreter.markUnsaved()
        return Reply(text: "new empty session", json: [:])
    }
}
