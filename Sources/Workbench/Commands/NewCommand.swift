/// `new`: start an empty session.
struct NewCommand: CommandDeclaration {
    static let name = "new"
    static let usage = "new"
    static let summary = "start an empty session (warns once about unsaved changes)"
    static let changesSession = true

    static func parse(_ words: inout Words) throws(CommandError) -> NewCommand { NewCommand() }

    var words: [String] { [Self.name] }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        interpreter.newSession(confirmed: context.confirmed, text: context.text)
    }
}
