import CurveKit
import Foundation
import Platforms

/// `eval NAME X [X …]`: y at the given x values.
struct EvalCommand: CommandDeclaration {
    static let name = "eval"
    static let summary = "y at the given x values (any x: outside [0, 1] see help curves)"
    static let isRecordedQuery = true

    var curve = ""
    var xs: [Double] = []

    static var arguments: [Argument<Self>] {
        [
            .positional("NAME", \.curve, .curve(.curves())),
            .repeated(
                "X", \.xs, .number(),
                limit: (
                    Limits.maximumEvalPoints,
                    "eval takes at most \(Limits.maximumEvalPoints) x values, the limit for one eval; use sample for more"
                )),
        ]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.evaluate(interpreter, curve, at: xs)
    }
}

extension EvalCommand {
    static func evaluate(_ interpreter: Interpreter, _ name: String, at xs: [Double]) throws(CommandError) -> Reply {
        let named = try interpreter.resolve(name)
        let points = xs.map { (x: $0, y: named.curve.value(at: $0)) }
        let rows = [["x", "y"]] + points.map { [TextFormat.shortest($0.x), TextFormat.fixed($0.y)] }
        let json: JSONValue = .object([
            ("curve", .string(name)),
            ("points", .array(points.map { .numbers([$0.x, $0.y]) })),
        ])
        return Reply(text: Formatting.table(rows), json: json)
    }
}
