/// `sample NAME [N] [from=A] [to=B]`: evenly spaced points.
struct SampleCommand: CommandDeclaration {
    static let name = "sample"
    static let usage = "sample NAME [N] [from=A] [to=B]"
    static let summary = "N+1 evenly spaced points on [0, 1] or [A, B] (default N = 10): x, y and slope dy/dx"
    static let details = "N is a whole number from 1 to \(Limits.maximumIntervals). Outside [0, 1] Béziers and linear() continue as CSS Easing says; the other kinds hold their end values (help curves)."
    static let isRecordedQuery = true

    var curve: String
    var intervals: Int
    var range: InputRange

    static func parse(_ words: inout Words) throws(CommandError) -> SampleCommand {
        let curve = try words.curveName("NAME")
        let intervals = words.isAtEnd || words.peekIsOption
            ? Limits.defaultSampleIntervals
            : try words.integer("N", in: 1...Limits.maximumIntervals)
        var options = try words.options(allowed: ["from", "to"])
        return SampleCommand(curve: curve, intervals: intervals, range: try options.inputRange())
    }

    var words: [String] { [Self.name, curve, "\(intervals)"] + range.optionWords }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? interpreter.allCurveNames : ["from=", "to="]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try interpreter.sample(curve, intervals: intervals, range: range)
    }
}
