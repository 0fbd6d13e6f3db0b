/// `show NAME`: a curve's definition, CSS form and plot, or an animation's definition.
struct ShowCommand: CommandDeclaration {
    static let name = "show"
    static let usage = "show NAME"
    static let summary = "a curve's definition, its CSS form and a plot"
    static let details = "NAME may be a curve of the session or a preset."
    static let isRecordedQuery = true

    var curve: String

    static func parse(_ words: inout Words) throws(CommandError) -> ShowCommand {
        ShowCommand(curve: try words.curveName("NAME"))
    }

    var words: [String] { [Self.name, curve] }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? interpreter.allCurveNames + interpreter.animationNames : []
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        if let animation = interpreter.session.animation(named: curve) {
            var json = animation.json
            if case .object(let members) = json { json = .object([("command", .string(Self.name))] + members) }
            return Reply(text: "\(curve): \(animation.summary)\n  \(animation.definition)", json: json)
        }
        return try interpreter.show(curve)
    }
}
