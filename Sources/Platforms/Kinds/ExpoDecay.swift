import CurveKit

/// `expo-decay K`: the exponential slow-down (1 − e^(−K·x)) / (1 − e^(−K)).
package struct ExpoDecayKind: EditableKind {
    package static let kind = "expo-decay"

    package static func shape(of curve: Curve) -> ExponentialDecay? {
        if case .exponentialDecay(let decay) = curve { decay } else { nil }
    }

    package static func definition(_ decay: ExponentialDecay, words: any KindWords.Type) -> String {
        "\(kind) \(TextFormat.shortest(decay.rate))"
    }

    package static func formula(_ decay: ExponentialDecay, words: any KindWords.Type) -> String { "y = " + decay.formula }

    package static func editableViews(_ decay: ExponentialDecay) -> [EditableCurve] { [EditableCurve(decay)] }

    package static func members(_ decay: ExponentialDecay) -> [(key: String, value: JSONValue)] {
        [("k", .number(decay.rate))]
    }

    package static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let rate = try element.required("k").number()
        return .exponentialDecay(try located(element, "k") { () throws(CurveError) in try ExponentialDecay(rate: rate) })
    }
}
