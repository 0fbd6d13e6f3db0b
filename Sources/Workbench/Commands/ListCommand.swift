/// `list`: the session's curves and animations.
struct ListCommand: CommandDeclaration {
    static let name = "list"
    static let aliases = ["ls"]
    static let usage = "list"
    static let summary = "the curves of the session, in the order they were defined"

    static func parse(_ words: inout Words) throws(CommandError) -> ListCommand { ListCommand() }

    var words: [String] { [Self.name] }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        interpreter.list()
    }
}
