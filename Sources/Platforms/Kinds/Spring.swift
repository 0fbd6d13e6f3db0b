import CurveKit

/// `spring …`: a damped spring as `CASpringAnimation` moves it, typed in Core Animation's or
/// SwiftUI's parameters.
package struct SpringKind: EditableKind {
    package static let kind = "spring"

    package static func shape(of curve: Curve) -> Spring? {
        if case .spring(let spring) = curve { spring } else { nil }
    }

    package static func definition(_ spring: Spring, words: any KindWords.Type) -> String {
        ([kind] + SpringSpelling.parameters(of: spring).map { "\($0.key)=\(TextFormat.shortest($0.value))" }).joined(separator: " ")
    }

    package static func formula(_ spring: Spring, words: any KindWords.Type) -> String {
        "y = " + spring.formula + "\n  \(spring.regime), ζ = \(TextFormat.statistic(spring.dampingRatio)), "
            + (spring.duration == nil
                ? "spans the settling time \(TextFormat.statistic(spring.settlingTime)) s (stays within 0.1 % of rest after it)"
                : "spans \(TextFormat.shortest(spring.timeSpan)) s (settling time \(TextFormat.statistic(spring.settlingTime)) s)")
            + endSnap(spring)
    }

    /// The jump at x = 1 in words: where the motion is when the span ends, and the snap to the
    /// target that ends the animation.
    static func endSnap(_ spring: Spring) -> String {
        let jump = spring.endJump
        guard jump != 0 else { return "" }
        return "\n  at x = 1 the motion is at \(TextFormat.statistic(spring.arrival)) and the curve snaps "
            + "\(jump > 0 ? "up" : "down") by \(TextFormat.short(abs(jump))) to 1, as the animation ends showing its target"
    }

    package static func exact(_ spring: Spring, in forms: any ExactForms.Type, digits: Digits) -> String? {
        forms.exact(spring: spring, digits: digits)
    }

    package static func editableViews(_ spring: Spring) -> [EditableCurve] { EditableCurve.springViews(spring) }

    package static func members(_ spring: Spring) -> [(key: String, value: JSONValue)] {
        [
            ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
            ("damping", .number(spring.damping)), ("velocity", .number(spring.initialVelocity)),
        ]
            + (spring.duration.map { [("duration", .number($0))] } ?? [])
    }

    package static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let mass = try element.required("mass").number()
        let stiffness = try element.required("stiffness").number()
        let damping = try element.required("damping").number()
        let velocity = try element.required("velocity").number()
        let duration = try element.member("duration")?.number()
        return .spring(
            try located(element, nil) { () throws(CurveError) in
                try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity, duration: duration)
            })
    }
}
