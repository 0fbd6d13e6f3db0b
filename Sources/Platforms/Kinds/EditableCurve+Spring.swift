import CurveKit

extension EditableCurve {
    /// A spring's two views: Core Animation's stiffness and damping (with mass and velocity), and
    /// SwiftUI's duration and bounce, which a spring starting at rest and spanning its settling
    /// time also has (its mass taken as 1: the motion is the same, as only k/m and c/m matter).
    static func springViews(_ spring: Spring) -> [EditableCurve] {
        var views = [physicalView(spring)]
        if spring.initialVelocity == 0 && spring.duration == nil { views.append(bounceView(spring)) }
        return views
    }

    private static func physicalView(_ spring: Spring) -> EditableCurve {
        let duration = spring.duration
        return EditableCurve(
            view: "stiffness/damping",
            parameters: [
                EditorParameter(name: "stiffness", value: spring.stiffness), EditorParameter(name: "damping", value: spring.damping),
                EditorParameter(name: "mass", value: spring.mass), EditorParameter(name: "velocity", value: spring.initialVelocity),
            ],
            items: [.parameter(0), .parameter(1), .parameter(2), .parameter(3)],
            build: building { values throws(CurveError) in
                .spring(
                    try Spring(mass: values[2], stiffness: values[0], damping: values[1], initialVelocity: values[3], duration: duration))
            },
            definition: canonicalDefinition)
    }

    /// A number derived from others (2π·√(m/k) is 0.48189831490469526 for a stiffness of 170)
    /// as the shortest decimal within 1e-9 of it, relatively (0.481898315): far below what the
    /// curve shows or an export keeps (1e-7), and without the binary noise of the computation.
    static func readable(_ value: Double) -> Double {
        for decimals in 0...15 {
            if let candidate = TextFormat.rounded(value, decimals: decimals), abs(candidate.value - value) <= 1e-9 * abs(value) {
                return candidate.value
            }
        }
        return value
    }

    /// SwiftUI's `duration` (the perceptual duration 2π·√(m/k)) and `bounce` (1 − ζ, or 1/ζ − 1
    /// when over-damped), written back as `spring duration=D bounce=B`.
    private static func bounceView(_ spring: Spring) -> EditableCurve {
        let bounce = readable(spring.bounce)
        let perceptual = readable(spring.undampedPeriod)
        return EditableCurve(
            view: "duration/bounce",
            parameters: [EditorParameter(name: "duration", value: perceptual), EditorParameter(name: "bounce", value: bounce)],
            items: [.parameter(0), .parameter(1)],
            build: building { values throws(CurveError) in .spring(try Spring(perceptualDuration: values[0], bounce: values[1])) },
            definition: { values, _, _ in
                "\(SpringKind.kind) duration=\(TextFormat.shortest(values[0])) bounce=\(TextFormat.shortest(values[1]))"
            })
    }
}
