/// `help [COMMAND]`: the list of commands, the details of one, or `help curves`.
struct HelpCommand: CommandDeclaration {
    static let name = "help"
    static let aliases = ["?"]
    static let usage = "help [COMMAND]"
    static let summary = "this list, or the details of one command"

    var topic: String?

    static func parse(_ words: inout Words) throws(CommandError) -> HelpCommand {
        HelpCommand(topic: words.isAtEnd ? nil : words.next()?.text)
    }

    var words: [String] { [Self.name] + (topic.map { [quoted($0)] } ?? []) }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? CommandCatalog.commandWords + ["curves"] : []
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try interpreter.help(topic)
    }
}
