import CurveKit

/// A catalogue curve that could not be built, in the shell's words: the placeholders of the
/// kinds' usage (`N`, `ZETA`, `OMEGA`, `K`) and what each accepts.
extension CatalogueError {
    var wording: String {
        let f = TextFormat.shortest
        return switch self {
        case .stepCount(let count, let minimum, let maximum, let position):
            "N must be a whole number from \(minimum) to \(maximum) for \(position.rawValue) (got \(count.text))"
        case .dampingRatio(let zeta): "ZETA (the damping ratio) must lie strictly between 0 and 1 (got \(f(zeta)))"
        case .naturalFrequency(let omega, _):
            // The usage and the docs write the limit as 1e6.
            "OMEGA (the natural frequency) must be a positive number up to 1e6 (got \(f(omega)))"
        case .decayRate(let rate, let maximum):
            "K must be a nonzero number between -\(f(maximum)) and \(f(maximum)) (got \(f(rate))); K = 0 would be linear"
        }
    }

    /// The session file's member that is at fault, if one is.
    var member: String? {
        switch self {
        case .dampingRatio: "zeta"
        case .naturalFrequency: "omega"
        case .stepCount, .decayRate: nil
        }
    }
}
