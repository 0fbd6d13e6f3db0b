import CurveKit

/// `oscillation …`: SKBounceAnimation's decaying oscillation for a unit move.
package struct OscillationKind: CurveKindSpec {
    package static let kind = "oscillation"

    package static func shape(of curve: Curve) -> Oscillation? {
        if case .oscillation(let oscillation) = curve { oscillation } else { nil }
    }

    package static func definition(_ oscillation: Oscillation, words: any KindWords.Type) -> String {
        "\(kind) bounces=\(oscillation.bounces) stiffness=\(oscillation.stiffness.word) "
            + "overshoot=\(oscillation.overshoot ? "yes" : "no") shake=\(oscillation.shake ? "yes" : "no") "
            + "duration=\(TextFormat.shortest(oscillation.duration))"
    }

    package static func formula(_ oscillation: Oscillation, words: any KindWords.Type) -> String { "y = " + oscillation.formula }

    /// Its frames joined by straight lines are exactly a path (``CurveKit/Oscillation/bezierKeyframes``),
    /// which a platform's path form writes.
    package static func exact(_ oscillation: Oscillation, in forms: any ExactForms.Type, digits: Digits) -> String? {
        exactPath(oscillation).flatMap { forms.exact(path: $0, digits: digits) }
    }

    package static func exactPath(_ oscillation: Oscillation) -> BezierPath? { oscillation.bezierKeyframes?.bezierPath }

    package static func members(_ oscillation: Oscillation) -> [(key: String, value: JSONValue)] {
        [
            ("bounces", .number(Double(oscillation.bounces))), ("stiffness", .string(oscillation.stiffness.word)),
            ("overshoot", .bool(oscillation.overshoot)), ("shake", .bool(oscillation.shake)),
            ("duration", .number(oscillation.duration)),
        ]
    }

    package static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let bounces = try element.required("bounces").integer()
        let word = try element.required("stiffness").string()
        guard let stiffness = Oscillation.Stiffness(word: word) else {
            throw SessionFormatError(path: element.path + ".stiffness", message: stiffnessProblem(word))
        }
        let overshoot = try element.required("overshoot").bool()
        let shake = try element.required("shake").bool()
        let duration = try element.required("duration").number()
        return .oscillation(
            try located(element, "bounces") { () throws(CurveError) in
                try Oscillation(bounces: bounces, stiffness: stiffness, overshoot: overshoot, shake: shake, duration: duration)
            })
    }

    /// What is wrong with a stiffness word: said the same way when typed and when read from a file.
    package static func stiffnessProblem(_ word: String) -> String {
        "stiffness must be light, medium, heavy or a positive number (got '\(Names.shortened(word))')"
    }
}
