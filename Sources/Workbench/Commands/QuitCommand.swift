/// `quit`: leave the shell.
struct QuitCommand: CommandDeclaration {
    static let name = "quit"
    static let aliases = ["exit"]
    static let usage = "quit"
    static let summary = "leave the shell (warns once about unsaved changes)"

    static func parse(_ words: inout Words) throws(CommandError) -> QuitCommand { QuitCommand() }

    var words: [String] { [Self.name] }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        interpreter.quit(confirmed: context.confirmed, text: context.text)
    }
}
