/// `point NAME 1|2 X Y`: move a control point of a Bézier.
struct PointCommand: CommandDeclaration {
    static let name = "point"
    static let usage = "point NAME 1|2 X Y"
    static let summary = "move control point 1 or 2 of a Bézier curve and show the effect"
    static let details = "Prints the new curve and how far it moved from the previous one (max and RMS difference)."
    static let changesSession = true

    var curve: String
    var index: Int
    var x: Double
    var y: Double

    static func parse(_ words: inout Words) throws(CommandError) -> PointCommand {
        let curve = try words.curveName("NAME")
        let index = try words.integer("the control point number", in: 1...2)
        return PointCommand(curve: curve, index: index, x: try words.number("X"), y: try words.number("Y"))
    }

    var words: [String] { [Self.name, curve, "\(index)", format(x), format(y)] }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? interpreter.ownCurveNames : (position == 2 ? ["1", "2"] : [])
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try interpreter.movePoint(of: curve, index: index, x: x, y: y, text: context.text)
    }
}
