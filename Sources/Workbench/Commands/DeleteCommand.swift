/// `delete NAME`: remove a curve or an animation.
struct DeleteCommand: CommandDeclaration {
    static let name = "delete"
    static let aliases = ["rm"]
    static let usage = "delete NAME"
    static let summary = "remove a curve from the session (undo brings it back)"
    static let changesSession = true

    var curve: String

    static func parse(_ words: inout Words) throws(CommandError) -> DeleteCommand {
        DeleteCommand(curve: try words.curveName("NAME"))
    }

    var words: [String] { [Self.name, curve] }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? interpreter.ownCurveNames + interpreter.animationNames : []
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        if interpreter.session.animation(named: curve) != nil {
            try interpreter.commit(.removeAnimation(named: curve), command: context.text)
            return Reply(text: "deleted \(curve)", json: ["command": .string(Self.name), "animation": .string(curve)])
        }
        return try interpreter.delete(curve, text: context.text)
    }
}
