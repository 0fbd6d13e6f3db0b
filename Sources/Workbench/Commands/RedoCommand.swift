import CurveKit
import Foundation
import Platforms

/// `redo`: make an undone change again.
struct RedoCommand: CommandDeclaration {
    static let name = "redo"
    static let summary = "make an undone change again"

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.redo(&interpreter)
    }
}

extension RedoCommand {
    static func redo(_ interpreter: inout Interpreter) throws(CommandError) -> Reply {
        guard let step = interpreter.redoStack.popLast() else { return try interpreter.fail("nothing to redo") }
        interpreter.undoStack.push(interpreter.take(step))
        return Reply(text: "redid: \(step.command)", json: ["redid": .string(step.command)])
    }
}
