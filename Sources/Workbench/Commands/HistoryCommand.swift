import CurveKit
import Foundation
import Platforms

/// `history`: the commands that built the session.
struct HistoryCommand: CommandDeclaration {
    static let name = "history"
    static let summary = "the commands that built this session"

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        Self.history(interpreter)
    }
}

extension HistoryCommand {
    static func history(_ interpreter: Interpreter) -> Reply {
        let rows = interpreter.journal.enumerated().map {
            ["\($0.offset + 1)", $0.element.command + ($0.element.isQuery ? "   (query)" : "")]
        }
        let text = interpreter.journal.isEmpty ? "no changes yet" : Formatting.table(rows, rightAligned: [0])
        return Reply(text: text, json: ["history": .array(interpreter.journal.map(\.json))])
    }
}
