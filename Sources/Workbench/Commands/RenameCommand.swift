/// `rename OLD NEW`: give a curve or an animation a new name.
struct RenameCommand: CommandDeclaration {
    static let name = "rename"
    static let aliases = ["mv"]
    static let usage = "rename OLD NEW"
    static let summary = "give a curve a new name"
    static let changesSession = true

    var old: String
    var new: String

    static func parse(_ words: inout Words) throws(CommandError) -> RenameCommand {
        RenameCommand(old: try words.curveName("OLD"), new: try words.newName("NEW"))
    }

    var words: [String] { [Self.name, old, new] }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? interpreter.ownCurveNames + interpreter.animationNames : []
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        if interpreter.session.animation(named: old) != nil {
            return try interpreter.renameAnimation(old, to: new, text: context.text)
        }
        return try interpreter.rename(old, to: new, text: context.text)
    }
}
