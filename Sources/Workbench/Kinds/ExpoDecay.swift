import CurveKit

/// `expo-decay K`: the exponential slow-down (1 − e^(−K·x)) / (1 − e^(−K)).
struct ExpoDecayKind: EditableKind {
    static let kind = "expo-decay"

    static func shape(of curve: Curve) -> ExponentialDecay? {
        if case .exponentialDecay(let decay) = curve { decay } else { nil }
    }

    static func definition(_ decay: ExponentialDecay) -> String { "\(kind) \(TextFormat.shortest(decay.rate))" }

    static func formula(_ decay: ExponentialDecay) -> String { "y = " + decay.formula }

    static func editableViews(_ decay: ExponentialDecay) -> [EditableCurve] { [EditableCurve(decay)] }

    static func members(_ decay: ExponentialDecay) -> [(key: String, value: JSONValue)] {
        [("k", .number(decay.rate))]
    }

    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let rate = try element.required("k").number()
        return .exponentialDecay(try located(element, "k") { () throws(CurveError) in try ExponentialDecay(rate: rate) })
    }
}

struct ExpoDecayDefinition: CurveDefinition {
    static let keyword: String? = ExpoDecayKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: ExpoDecayKind.kind, usage: "\(ExpoDecayKind.kind) K",
            summary: "exponential slow-down (1 − e^(−K·x)) / (1 − e^(−K)); K ≠ 0")
    ]

    var rate: Double

    static func parse(_ words: inout Words) throws(CommandError) -> ExpoDecayDefinition {
        ExpoDecayDefinition(rate: try words.number("K"))
    }

    var words: [String] { [ExpoDecayKind.kind, TextFormat.shortest(rate)] }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        .exponentialDecay(try Self.building { () throws(CurveError) in try ExponentialDecay(rate: rate) })
    }
}
