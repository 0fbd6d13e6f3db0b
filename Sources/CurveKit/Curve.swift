/// Any timing curve the workbench knows: a function from input progress x to output
/// progress y. Every kind evaluates in [0, 1]; see each kind for its extension outside.
public enum Curve: Sendable, Equatable {
    case bezier(CubicBezier)

    /// y at input progress `x`.
    public func value(at x: Double) -> Double {
        switch self {
        case .bezier(let bezier): bezier.value(at: x)
        }
    }

    /// dy/dx at input progress `x` (±infinity where the tangent is vertical).
    public func slope(at x: Double) -> Double {
        switch self {
        case .bezier(let bezier): bezier.slope(at: x)
        }
    }

    /// A short name of the kind, as the command language and the session file spell it.
    public var kind: String {
        switch self {
        case .bezier: "bezier"
        }
    }
}
