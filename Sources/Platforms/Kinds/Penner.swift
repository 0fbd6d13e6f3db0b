import CurveKit

/// One of Robert Penner's 30 easing equations (`bounce-out`, …), typed by name as a copy.
struct PennerKind: CurveKindSpec {
    static let kind = "penner"

    static func shape(of curve: Curve) -> Penner? {
        if case .penner(let penner) = curve { penner } else { nil }
    }

    static func definition(_ penner: Penner, words: any KindWords.Type) -> String { penner.name }

    static func formula(_ penner: Penner, words: any KindWords.Type) -> String { "y = " + penner.formula }

    static func noun(_ penner: Penner) -> String { Names.withArticle(penner.name) + " curve" }

    static func exact(_ penner: Penner, in forms: any ExactForms.Type, digits: Digits) -> String? {
        forms.exact(penner: penner, digits: digits)
    }

    /// In and out swapped (in-out is its own turn).
    static func flipped(_ penner: Penner) -> Curve? {
        let direction: Penner.Direction =
            switch penner.direction {
            case .in: .out
            case .out: .in
            case .inOut: .inOut
            }
        return .penner(Penner(penner.family, direction))
    }

    static func members(_ penner: Penner) -> [(key: String, value: JSONValue)] {
        [("easing", .string(penner.name))]
    }

    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let name = try element.required("easing").string()
        guard let penner = Penner(named: name) else {
            throw element.failure("unknown Penner easing \"\(name)\"; expected a name like bounce-out")
        }
        return .penner(penner)
    }
}
