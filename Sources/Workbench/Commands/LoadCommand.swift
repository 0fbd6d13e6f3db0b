/// `load FILE`: replace the session with one read from a file.
struct LoadCommand: CommandDeclaration {
    static let name = "load"
    static let usage = "load FILE"
    static let summary = "replace the session with one read from a JSON file"
    static let details = "With unsaved changes, the first load only warns; repeat it to discard them."
    static let changesSession = true
    static let leadingFiles = 1

    var path: String

    static func parse(_ words: inout Words) throws(CommandError) -> LoadCommand {
        LoadCommand(path: try words.path())
    }

    var words: [String] { [Self.name, quoted(path)] }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try interpreter.load(from: path, confirmed: context.confirmed, text: context.text)
    }
}
