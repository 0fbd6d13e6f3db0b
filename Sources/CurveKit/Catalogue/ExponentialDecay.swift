import Foundation

/// Exponential slow-down, normalised to run from 0 to 1:
///
/// ```
/// y(x) = (1 − e^(−K·x)) / (1 − e^(−K))
/// ```
///
/// K > 0 slows down (a fast start), K < 0 speeds up. Computed with `expm1`, so it stays
/// accurate to a few ulp even for |K| near 0 where both differences cancel. |K| ≤ 700 keeps
/// e^|K| finite. Inputs outside [0, 1] are clamped.
public struct ExponentialDecay: Sendable, Hashable {
    /// K: positive slows down (a fast start), negative speeds up.
    public let rate: Double

    /// The largest |K| accepted, 700, which keeps e^|K| finite.
    public static let maximumRate = 700.0

    /// The curve with rate K; throws ``CurveError`` (``CatalogueError/decayRate(_:maximum:)``) for
    /// K = 0, not finite or beyond ±``maximumRate``.
    public init(rate: Double) throws(CurveError) {
        guard rate.isFinite, rate != 0, abs(rate) <= Self.maximumRate else {
            throw .catalogue(.decayRate(rate, maximum: Self.maximumRate))
        }
        self.rate = rate
    }

    /// y at input progress `input`, clamped to [0, 1].
    public func value(at input: Double) -> Double {
        let x = min(max(input, 0), 1)
        // For |K| below 1e-15 the curve is y = x to within K/8 < 2e-16; expm1 of a subnormal
        // argument would lose the ratio entirely.
        if abs(rate) < 1e-15 { return x }
        return expm1(-rate * x) / expm1(-rate)
    }

    /// The formula with K written in: `−K` as one signed number, so K = −3 reads e^(3·x), not e^(−-3·x).
    public var formula: String {
        let exponent = rate < 0 ? TextFormat.shortest(-rate) : "−" + TextFormat.shortest(rate)
        return "(1 − e^(\(exponent)·x)) / (1 − e^(\(exponent)))"
    }
}
