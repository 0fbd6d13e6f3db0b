/// A CSS `linear()` easing function: stops joined by straight lines, as
/// ``LinearApproximator`` builds it for a target curve.
///
/// `stops` are the points exactly as ``css`` denotes them: each y is the value of the
/// printed number and each x the value of the printed (or, where omitted, inferred)
/// percentage divided by 100, both as the nearest double. x runs from 0 to 1 and never
/// decreases; two consecutive stops share an x only at a jump of the target (see
/// ``LinearApproximator``).
public struct LinearStops: Sendable, Equatable {
    /// The stops in order: x from 0 to 1, never decreasing, and y at each.
    public let stops: [(x: Double, y: Double)]
    /// The largest |value(at: x) − target(x)| found by the dense check over [0, 1].
    public let maxError: Double
    /// The x where ``maxError`` occurs.
    public let maxErrorAt: Double
    private let text: String

    /// Stops as a session file keeps them, with their CSS text and measured error.
    public init(stops: [(x: Double, y: Double)], css: String, maxError: Double, maxErrorAt: Double) {
        self.stops = stops
        self.text = css
        self.maxError = maxError
        self.maxErrorAt = maxErrorAt
    }

    /// The piecewise-linear function as CSS evaluates `linear()` (CSS Easing Level 2): the
    /// segment of the last stop with input ≤ x (the first segment before the first stop, the
    /// last after the last, extended along their lines); at two stops with the same input,
    /// the later one's output.
    public func value(at x: Double) -> Double {
        LinearPolyline(stops: stops).value(at: x)
    }

    /// `linear(…)` with the fewest digits that keep the tolerance: percentages are omitted
    /// where CSS infers the same input (first 0%, last 100%, evenly spaced runs).
    public var css: String { text }

    public static func == (lhs: LinearStops, rhs: LinearStops) -> Bool {
        lhs.stops.count == rhs.stops.count
            && zip(lhs.stops, rhs.stops).allSatisfy { $0.x == $1.x && $0.y == $1.y }
            && lhs.maxError == rhs.maxError && lhs.maxErrorAt == rhs.maxErrorAt
            && lhs.text == rhs.text
    }
}

/// Stops joined by straight lines, evaluated as CSS `linear()` does.
struct LinearPolyline {
    var xs: [Double]
    var ys: [Double]

    init(xs: [Double], ys: [Double]) {
        self.xs = xs
        self.ys = ys
    }

    init(stops: [(x: Double, y: Double)]) {
        xs = stops.map(\.x)
        ys = stops.map(\.y)
    }

    var count: Int { xs.count }

    /// CSS semantics; with `leftLimit`, the limit from the left instead (the value before a
    /// jump at x).
    func value(at x: Double, leftLimit: Bool = false) -> Double {
        let n = xs.count
        if n == 0 { return .nan }
        if n == 1 { return ys[0] }
        // The last index with xs ≤ x (or < x for the left limit), or 0.
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if leftLimit ? xs[mid] < x : xs[mid] <= x { lo = mid + 1 } else { hi = mid }
        }
        return segmentValue(lo > 0 ? lo - 1 : 0, at: x)
    }

    /// The value on the segment starting at stop `index` (the last stop uses the one before).
    func segmentValue(_ index: Int, at x: Double) -> Double {
        let a = index < xs.count - 2 ? index : xs.count - 2
        let (x0, y0, x1, y1) = (xs[a], ys[a], xs[a + 1], ys[a + 1])
        if x0 == x1 { return y1 }
        return y0 + (x - x0) / (x1 - x0) * (y1 - y0)
    }
}
