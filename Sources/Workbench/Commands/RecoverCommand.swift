/// `recover [N | discard N]`: bring back the unsaved work of a shell that was killed.
struct RecoverCommand: CommandDeclaration {
    static let name = "recover"
    static let usage = "recover [N | discard N]"
    static let summary = "bring back the unsaved work of a curves that was killed (several: recover lists them)"
    static let details = "Each shell keeps its own recovery file while it runs; a file is offered only once its shell is gone. recover N brings back the Nth of the list; recover discard N deletes it on purpose."
    static let changesSession = true

    var choice: RecoverChoice

    static func parse(_ words: inout Words) throws(CommandError) -> RecoverCommand {
        if words.isAtEnd { return RecoverCommand(choice: .only) }
        if words.peek?.text == "discard" {
            words.advance()
            return RecoverCommand(choice: .discard(try words.integer("N", in: 1...1_000_000)))
        }
        return RecoverCommand(choice: .number(try words.integer("N", in: 1...1_000_000)))
    }

    var words: [String] {
        switch choice {
        case .only: [Self.name]
        case .number(let index): [Self.name, "\(index)"]
        case .discard(let index): [Self.name, "discard", "\(index)"]
        }
    }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? ["discard"] : []
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try interpreter.recover(choice, confirmed: context.confirmed, text: context.text)
    }
}
