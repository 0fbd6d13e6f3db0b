import CurveKit
import Foundation
import Platforms

/// `undo`: take back the last change.
struct UndoCommand: CommandDeclaration {
    static let name = "undo"
    static let summary = "take back the last change"

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.undo(&interpreter)
    }
}

extension UndoCommand {
    static func undo(_ interpreter: inout Interpreter) throws(CommandError) -> Reply {
        guard let step = interpreter.undoStack.popLast() else { return try interpreter.fail("nothing to undo") }
        interpreter.redoStack.append(interpreter.take(step))
        return Reply(text: "undid: \(step.command)", json: ["undid": .string(step.command)])
    }
}
