import CurveKit
import Platforms

struct StepsDefinition: CurveDefinition {
    static let keyword: String? = StepsKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: StepsKind.kind, usage: "\(StepsKind.kind) N [jump-start|jump-end|jump-none|jump-both]",
            summary: "CSS steps(): N levels, jumping at the end by default")
    ]
    static let positions = StepsKind.positions

    var count: Int
    /// The position as typed (`start` or `jump-start`), nil for the default.
    var position: String?

    static func parse(_ words: inout Words) throws(CommandError) -> StepsDefinition {
        // Counts above the limit still parse, so that the curve reports the limit with context.
        let count = try words.integer("N", in: 1...Steps.maximumCount)
        var position: String?
        if let word = words.peek {
            guard Steps.Position(word: word.text) != nil else {
                throw CommandError("unknown step position '\(Names.shortened(word.text))'; \(positions)", at: word)
            }
            position = word.text
            words.advance()
        }
        return StepsDefinition(count: count, position: position)
    }

    var words: [String] { [StepsKind.kind, "\(count)"] + (position.map { [$0] } ?? []) }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        let position = position.flatMap(Steps.Position.init(word:)) ?? .jumpEnd
        return .steps(try Self.building { () throws(CurveError) in try Steps(count: count, position: position) })
    }
}
