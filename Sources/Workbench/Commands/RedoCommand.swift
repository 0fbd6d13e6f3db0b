/// `redo`: make an undone change again.
struct RedoCommand: CommandDeclaration {
    static let name = "redo"
    static let usage = "redo"
    static let summary = "make an undone change again"

    static func parse(_ words: inout Words) throws(CommandError) -> RedoCommand { RedoCommand() }

    var words: [String] { [Self.name] }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try interpreter.redo()
    }
}
