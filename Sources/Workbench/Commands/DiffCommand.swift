/// `diff FILE [FILE2]`: which curves differ between the session and a file, or two files.
struct DiffCommand: CommandDeclaration {
    static let name = "diff"
    static let usage = "diff FILE [FILE2]"
    static let summary = "which curves differ between the session and a file (or two files), side by side"
    static let leadingFiles = 2

    var first: String
    var second: String?

    static func parse(_ words: inout Words) throws(CommandError) -> DiffCommand {
        let first = try words.path()
        return DiffCommand(first: first, second: words.isAtEnd ? nil : try words.path())
    }

    var words: [String] { [Self.name, quoted(first)] + (second.map { [quoted($0)] } ?? []) }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try interpreter.diff(first, second)
    }
}
