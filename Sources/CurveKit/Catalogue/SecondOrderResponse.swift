import Foundation

/// The step response of an under-damped second-order system (the spring-like curve of
/// Cocoa with Love's AnimationAcceleration):
///
/// ```
/// y(x) = 1 − e^(−ζωx) · sin(βωx + φ) / β,   β = √(1 − ζ²),  φ = atan(β/ζ)
/// ```
///
/// with damping ratio ζ ∈ (0, 1) and natural frequency ω > 0 (in radians per unit of x).
/// It overshoots 1 for small ζ and does not end exactly at 1 at x = 1. Inputs outside
/// [0, 1] are clamped. Accuracy: the formula evaluated directly, within a few ulp scaled by
/// 1/β (so worst as ζ → 1).
public struct SecondOrderResponse: Sendable, Hashable {
    /// ζ, the damping ratio, strictly between 0 and 1.
    public let damping: Double
    /// ω, the natural frequency in radians per unit of x.
    public let frequency: Double

    /// The largest natural frequency accepted, 1e6 radians per unit of x.
    public static let maximumFrequency = 1e6

    /// The response with damping ratio ζ and natural frequency ω; throws ``CurveError``
    /// (``CatalogueError``) for ζ outside (0, 1) or ω not in (0, ``maximumFrequency``].
    public init(damping: Double, frequency: Double) throws(CurveError) {
        guard damping.isFinite, damping > 0, damping < 1 else { throw .catalogue(.dampingRatio(damping)) }
        guard frequency.isFinite, frequency > 0, frequency <= Self.maximumFrequency else {
            throw .catalogue(.naturalFrequency(frequency, maximum: Self.maximumFrequency))
        }
        self.damping = damping
        self.frequency = frequency
    }

    /// y at input progress `input`, clamped to [0, 1].
    public func value(at input: Double) -> Double {
        let x = min(max(input, 0), 1)
        let beta = (1 - damping * damping).squareRoot()
        let phase = atan(beta / damping)
        return 1 - exp(-damping * frequency * x) * sin(beta * frequency * x + phase) / beta
    }

    /// The formula with its constants written out (ζ, ω, β and φ), for display.
    public var formula: String {
        let beta = (1 - damping * damping).squareRoot()
        return "1 − e^(−ζωx)·sin(βωx + φ)/β with ζ = \(TextFormat.shortest(damping)), ω = \(TextFormat.shortest(frequency)), "
            + "β = √(1 − ζ²) = \(TextFormat.shortest(beta)), φ = atan(β/ζ) = \(TextFormat.shortest(atan(beta / damping)))"
    }
}
