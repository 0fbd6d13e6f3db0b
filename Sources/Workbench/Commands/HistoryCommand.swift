/// `history`: the commands that built the session.
struct HistoryCommand: CommandDeclaration {
    static let name = "history"
    static let usage = "history"
    static let summary = "the commands that built this session"

    static func parse(_ words: inout Words) throws(CommandError) -> HistoryCommand { HistoryCommand() }

    var words: [String] { [Self.name] }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        interpreter.history()
    }
}
