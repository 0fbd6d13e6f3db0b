import CurveKit

/// `steps N [POSITION]`: CSS `steps()`.
struct StepsKind: CurveKindSpec {
    static let kind = "steps"

    static func shape(of curve: Curve) -> Steps? {
        if case .steps(let steps) = curve { steps } else { nil }
    }

    static func definition(_ steps: Steps) -> String {
        "\(kind) \(steps.count)" + (steps.position == .jumpEnd ? "" : " \(steps.position.rawValue)")
    }

    static func formula(_ steps: Steps) -> String { "\(steps.css): \(steps.count) steps, \(steps.position.rawValue)" }

    static func css(_ steps: Steps, digits: Digits) -> String? { steps.css }

    static func members(_ steps: Steps) -> [(key: String, value: JSONValue)] {
        [("count", .number(Double(steps.count))), ("position", .string(steps.position.rawValue))]
    }

    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let count = try element.required("count").integer()
        let word = try element.required("position").string()
        guard let position = Steps.Position(word: word) else {
            throw SessionFormatError(path: element.path + ".position", message: "unknown step position \"\(word)\"; \(StepsDefinition.positions)")
        }
        return .steps(try located(element, "count") { () throws(CurveError) in try Steps(count: count, position: position) })
    }
}

struct StepsDefinition: CurveDefinition {
    static let keyword: String? = StepsKind.kind
    static let catalog = [CurveCatalog.Entry(
        kind: StepsKind.kind, usage: "\(StepsKind.kind) N [jump-start|jump-end|jump-none|jump-both]",
        summary: "CSS steps(): N levels, jumping at the end by default")]
    static let positions = "accepted: jump-start, jump-end, jump-none, jump-both (or start, end)"

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

    func build(_ interpreter: Interpreter) throws(CommandError) -> Curve {
        let position = position.flatMap(Steps.Position.init(word:)) ?? .jumpEnd
        return .steps(try Self.building { () throws(CurveError) in try Steps(count: count, position: position) })
    }
}
