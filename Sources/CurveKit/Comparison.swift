/// How far apart two curves are, measured at evenly spaced samples x = i / N, i = 0 … N: the one
/// measure of "max difference" that fit reports, exports, collisions and `compare` share.
///
/// ```
/// maxAbsoluteDifference = max |a(xᵢ) − b(xᵢ)|        (at = the first xᵢ where it occurs)
/// rmsDifference         = √( Σ (a(xᵢ) − b(xᵢ))² / (N + 1) )
/// meanAbsoluteDifference = Σ |a(xᵢ) − b(xᵢ)| / (N + 1)
/// ```
///
/// **NaN.** Where either curve is NaN the difference is NaN: the curves cannot be compared there.
/// Then `maxAbsoluteDifference` is NaN, `at` is the first such xᵢ, and the RMS and the mean are
/// NaN too, so that no figure hides it.
///
/// **Accuracy.** The figures are exact sums over the samples (to a few ulp: the sums are
/// compensated), not over the whole interval. Between samples a difference can grow: if
/// |a − b| changes no faster than L per unit of x, the true maximum over [start, end] is at
/// most `maxAbsoluteDifference + L·(end − start) / (2N)`, so N decides how small a feature
/// can hide between samples. The inputs are the correctly rounded fractions i / N
/// (``input(_:of:from:to:)``), so the figures do not depend on the order of evaluation and a
/// stored figure comes out the same on every run.
public struct CurveComparison: Sendable, Equatable {
    /// N: the comparison is over N + 1 samples.
    public let samples: Int
    /// The largest |a(x) − b(x)| over the samples (NaN when a sample is undefined).
    public let maxAbsoluteDifference: Double
    /// The x of ``maxAbsoluteDifference``.
    public let at: Double
    /// √(mean of (a(x) − b(x))²) over the samples.
    public let rmsDifference: Double
    /// The mean of |a(x) − b(x)| over the samples.
    public let meanAbsoluteDifference: Double

    /// Whether some sample's difference was NaN (one of the curves undefined there, at ``at``).
    public var hasUndefinedSample: Bool { maxAbsoluteDifference.isNaN }

    /// Compares `a` and `b` (any functions of x) at `intervals + 1` evenly spaced points.
    /// Sums are compensated (Kahan–Babuška) so that a million samples lose no digits.
    public init(
        _ a: (Double) -> Double, _ b: (Double) -> Double, intervals: Int, from start: Double = 0, to end: Double = 1
    ) {
        precondition(intervals >= 1, "at least one interval")
        var maximum = -1.0
        var at = 0.0
        var squares = CompensatedSum()
        var absolutes = CompensatedSum()
        for index in 0...intervals {
            let x = Self.input(index, of: intervals, from: start, to: end)
            let difference = abs(a(x) - b(x))
            // The first NaN wins and stays: nothing compares greater than NaN.
            if difference > maximum || (difference.isNaN && !maximum.isNaN) {
                maximum = difference
                at = x
            }
            squares.add(difference * difference)
            absolutes.add(difference)
        }
        let count = Double(intervals + 1)
        samples = intervals
        maxAbsoluteDifference = maximum
        self.at = at
        rmsDifference = (squares.total / count).squareRoot()
        meanAbsoluteDifference = absolutes.total / count
    }

    /// Compares two curves at N + 1 evenly spaced inputs from `start` to `end`, N = `intervals`.
    public init(_ a: Curve, _ b: Curve, intervals: Int, from start: Double = 0, to end: Double = 1) {
        self.init(a.value(at:), b.value(at:), intervals: intervals, from: start, to: end)
    }

    /// The difference in progress within which two curves count as the same curve: a thousandth
    /// of the move, under a pixel for any move shorter than 1,000 pixels. Fits aim for it by
    /// default, exports fit paths and `linear()` stops to it, and a recorded motion is matched
    /// to within it.
    public static let sameCurveTolerance = 1e-3

    /// The `index`th of `intervals + 1` evenly spaced inputs from `start` to `end`: on [0, 1]
    /// the correctly rounded fractions i / N (the last exactly 1), elsewhere start + (end −
    /// start)·i/N with the last exactly `end`.
    public static func input(_ index: Int, of intervals: Int, from start: Double, to end: Double) -> Double {
        if start == 0 && end == 1 { return Double(index) / Double(intervals) }
        if index == intervals { return end }
        return start + (end - start) * (Double(index) / Double(intervals))
    }
}

/// Neumaier's variant of Kahan summation: the error of a sum of n terms stays within a few
/// ulp of the result instead of growing with n.
struct CompensatedSum {
    private var sum = 0.0
    private var compensation = 0.0

    mutating func add(_ value: Double) {
        let next = sum + value
        if abs(sum) >= abs(value) {
            compensation += (sum - next) + value
        } else {
            compensation += (value - next) + sum
        }
        sum = next
    }

    var total: Double { sum + compensation }
}
