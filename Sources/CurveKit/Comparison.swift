/// How far apart two curves are, measured at evenly spaced samples x = i / N, i = 0 … N.
///
/// ```
/// maxAbsoluteDifference = max |a(xᵢ) − b(xᵢ)|        (at = the first xᵢ where it occurs)
/// rmsDifference         = √( Σ (a(xᵢ) − b(xᵢ))² / (N + 1) )
/// meanAbsoluteDifference = Σ |a(xᵢ) − b(xᵢ)| / (N + 1)
/// ```
public struct CurveComparison: Sendable, Equatable {
    public let samples: Int
    public let maxAbsoluteDifference: Double
    public let at: Double
    public let rmsDifference: Double
    public let meanAbsoluteDifference: Double

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
            if difference > maximum || (maximum < 0 && difference.isNaN) {
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

    public init(_ a: Curve, _ b: Curve, intervals: Int, from start: Double = 0, to end: Double = 1) {
        self.init(a.value(at:), b.value(at:), intervals: intervals, from: start, to: end)
    }

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
