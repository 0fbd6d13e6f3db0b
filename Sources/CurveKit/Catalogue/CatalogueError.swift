import Foundation

/// Why a catalogue curve (``Steps``, ``SecondOrderResponse``, ``ExponentialDecay``) could not be
/// built: the parameter at fault, the value given and the limits it must keep. The caller words
/// it for its own users (``CurveError/catalogue``).
public enum CatalogueError: Equatable, Sendable {
    /// A number of steps that is not a whole number from `minimum` (1, or 2 for
    /// ``Steps/Position/jumpNone``) to `maximum` (``Steps/maximumCount``).
    case stepCount(StepCount, minimum: Int, maximum: Int, position: Steps.Position)
    /// A damping ratio ζ of a ``SecondOrderResponse`` not strictly between 0 and 1.
    case dampingRatio(Double)
    /// A natural frequency ω of a ``SecondOrderResponse`` not above 0 or above `maximum`.
    case naturalFrequency(Double, maximum: Double)
    /// A rate K of an ``ExponentialDecay`` that is 0, not finite or beyond ±`maximum`.
    case decayRate(Double, maximum: Double)

    /// A number of steps as it was given: an integer, or a number that may not be whole.
    public enum StepCount: Equatable, Sendable {
        /// A whole number, as typed.
        case whole(Int)
        /// A number that may have a fraction (a count must be whole).
        case number(Double)

        /// The count as text: the integer's digits, or the shortest text of the number.
        public var text: String {
            switch self {
            case .whole(let count): "\(count)"
            case .number(let count): TextFormat.shortest(count)
            }
        }
    }
}

extension CatalogueError: CustomStringConvertible {
    /// The error in CurveKit's terms: the parameter's name and the accepted values.
    public var description: String {
        let f = TextFormat.shortest
        return switch self {
        case .stepCount(let count, let minimum, let maximum, let position):
            "the number of steps must be a whole number from \(minimum) to \(maximum) for \(position.rawValue) (got \(count.text))"
        case .dampingRatio(let zeta): "the damping ratio must lie strictly between 0 and 1 (got \(f(zeta)))"
        case .naturalFrequency(let omega, let maximum):
            "the natural frequency must be a positive number up to \(f(maximum)) (got \(f(omega)))"
        case .decayRate(let rate, let maximum):
            "the rate must be a nonzero number between -\(f(maximum)) and \(f(maximum)) (got \(f(rate)))"
        }
    }
}
