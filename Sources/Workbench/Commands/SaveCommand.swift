/// `save [FILE] [force]`: write the session to a JSON file.
struct SaveCommand: CommandDeclaration {
    static let name = "save"
    static let usage = "save [FILE] [force]"
    static let summary = "write the session to a JSON file (without FILE: the file it came from)"
    static let details = """
        Saves are atomic: a crash mid-save leaves the old file or the new one, never a mix.
        save refuses to overwrite a file that is not a curves session unless you add force.
        """
    static let leadingFiles = 1

    var path: String?
    var force: Bool

    static func parse(_ words: inout Words) throws(CommandError) -> SaveCommand {
        var path: String?
        if let token = words.peek, !(token.text == "force" && !token.quoted) {
            path = try words.path()
        }
        var force = false
        if words.peek?.text == "force" {
            force = true
            words.advance()
        }
        return SaveCommand(path: path, force: force)
    }

    /// A file called "force" is quoted so that it is not read as the option.
    var words: [String] {
        [Self.name] + (path.map { [$0 == "force" ? "\"force\"" : quoted($0)] } ?? []) + (force ? ["force"] : [])
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try interpreter.save(to: path, force: force)
    }
}
