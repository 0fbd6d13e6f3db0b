import CurveKit

/// A platform's own easing formula (Android's interpolators, GSAP's expo, back and elastic,
/// Flutter's elastic curves, Motion's anticipate), typed as the platform's code after its
/// platform word: `a = android OvershootInterpolator(2f)`. The kind holds the neutral shape (the
/// formula's name, direction and parameters, as session files save them); its definition and
/// formula are the platform's, asked of ``KindWords``.
struct PlatformEasingKind: CurveKindSpec {
    static let kind = "platform"

    static func shape(of curve: Curve) -> PlatformEasing? {
        if case .platform(let easing) = curve { easing } else { nil }
    }

    /// The platform paste that makes the curve, in the words of the platform whose easing it is.
    static func definition(_ easing: PlatformEasing, words: any KindWords.Type) -> String { words.definition(easing) }

    /// The platform's own formula, or another platform's that is the same curve
    /// (``PlatformEasing/equivalents``: GSAP's elastic.out(1, 0.3) is Flutter's
    /// ElasticOutCurve(0.3)).
    static func exact(_ easing: PlatformEasing, in forms: any ExactForms.Type, digits: Digits) -> String? {
        forms.exact(formula: easing, digits: digits)
            ?? easing.equivalents.lazy.compactMap { forms.exact(formula: $0, digits: digits) }.first
    }

    /// The formula, in the words of the platform whose easing it is.
    static func formula(_ easing: PlatformEasing, words: any KindWords.Type) -> String { words.formula(easing) }

    static func members(_ easing: PlatformEasing) -> [(key: String, value: JSONValue)] {
        [
            ("formula", .string(easing.formula.rawValue)), ("direction", .string(easing.direction.rawValue)),
            ("parameters", .numbers(easing.parameters)),
        ]
    }

    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let word = try element.required("formula").string()
        guard let formula = PlatformEasing.Formula(rawValue: word) else {
            throw SessionFormatError(
                path: element.path + ".formula",
                message:
                    "unknown platform formula \"\(word)\"; accepted: \(PlatformEasing.Formula.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        let directionWord = try element.required("direction").string()
        guard let direction = PlatformEasing.Direction(rawValue: directionWord) else {
            throw SessionFormatError(path: element.path + ".direction", message: "expected in, out or in-out")
        }
        let parameters = try element.required("parameters").numberList()
        return .platform(
            try located(element, "parameters") { () throws(CurveError) in
                try PlatformEasing(formula, direction, parameters)
            })
    }
}
