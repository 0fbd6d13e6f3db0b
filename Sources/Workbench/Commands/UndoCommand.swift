/// `undo`: take back the last change.
struct UndoCommand: CommandDeclaration {
    static let name = "undo"
    static let usage = "undo"
    static let summary = "take back the last change"

    static func parse(_ words: inout Words) throws(CommandError) -> UndoCommand { UndoCommand() }

    var words: [String] { [Self.name] }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try interpreter.undo()
    }
}
