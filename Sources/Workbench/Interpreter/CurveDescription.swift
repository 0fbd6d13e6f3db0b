import CurveKit

/// How curves are written for people: the command that defines them, and their CSS and
/// Core Animation forms.
enum CurveDescription {
    /// The right-hand side of the definition, e.g. `bezier 1 0 0.75 1`.
    static func definition(_ curve: Curve) -> String {
        switch curve {
        case .bezier(let bezier):
            "bezier " + bezier.controlPoints.map(Formatting.parameter).joined(separator: " ")
        }
    }

    /// The CSS timing function, e.g. `cubic-bezier(1, 0, 0.75, 1)`.
    static func css(_ curve: Curve) -> String {
        switch curve {
        case .bezier(let bezier):
            "cubic-bezier(" + bezier.controlPoints.map(Formatting.parameter).joined(separator: ", ") + ")"
        }
    }

    /// The Core Animation timing function in Swift.
    static func coreAnimation(_ curve: Curve) -> String {
        switch curve {
        case .bezier(let bezier):
            "CAMediaTimingFunction(controlPoints: "
                + bezier.controlPoints.map(Formatting.parameter).joined(separator: ", ") + ")"
        }
    }

    /// The JSON members that describe a curve: kind and parameters.
    static func jsonMembers(_ curve: Curve) -> [(key: String, value: JSONValue)] {
        CurveEncoding.members(of: curve)
    }
}
