/// A timing curve made of cubic Bézier segments joined end to end, as SVG path data in the
/// unit box describes it (Android's `PathInterpolator`, GSAP's `CustomEase`): it starts at
/// x = 0, ends at x = 1, and x never decreases, so that y is a function of x. A segment may be
/// vertical (all its x equal): a jump, as in `steps()`.
///
/// **Evaluation.** For x inside a segment, the segment's parameter t with x(t) = x is found by
/// ``CubicBezier/parameter(at:)`` (the centred, bracketed solver) on the segment's x scaled to
/// [0, 1], or, when a control point's x lies outside the segment's span, by bisection on the
/// monotone x(t) until the bracket cannot shrink; then y(t) is evaluated in Bernstein form. A
/// one-segment path from (0, 0) to (1, 1) is its `cubic-bezier()` to within 1e-14; elsewhere
/// the scaling's rounding (an ulp of x) is what limits t, so the error in y is about
/// |dy/dx|·1e-16, which grows only at a vertical tangent (where x(t) is flat, up to ~1e-5 for
/// a cubic flat point). At a jump the curve takes the value after it (continuous from the
/// right, like CSS `steps()`); outside [0, 1] it holds its end values.
public struct BezierPath: Sendable, Equatable {
    /// One cubic segment: its four points.
    public struct Segment: Sendable, Equatable {
        /// The four points' x: x0, x1, x2, x3.
        public var x: [Double]  // x0, x1, x2, x3
        /// The four points' y: y0, y1, y2, y3.
        public var y: [Double]  // y0, y1, y2, y3

        /// A segment through four points (x and y each hold four numbers).
        public init(x: [Double], y: [Double]) {
            self.x = x
            self.y = y
        }

        /// The straight segment between two points (control points at thirds).
        public static func line(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) -> Segment {
            Segment(
                x: [start.x, start.x + (end.x - start.x) / 3, start.x + 2 * (end.x - start.x) / 3, end.x],
                y: [start.y, start.y + (end.y - start.y) / 3, start.y + 2 * (end.y - start.y) / 3, end.y])
        }

        /// Whether the segment is a straight line (drawn as `L`).
        public var isStraight: Bool { self == .line(from: (x[0], y[0]), to: (x[3], y[3])) }

        /// The cubic at t by de Casteljau's construction (a + (b − a)·t at each step): exact for
        /// equal control values, so a flat or straight segment gives its own numbers back.
        static func bernstein(_ p: [Double], _ t: Double) -> Double {
            func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
            let a = lerp(p[0], p[1]), b = lerp(p[1], p[2]), c = lerp(p[2], p[3])
            return lerp(lerp(a, b), lerp(b, c))
        }

        /// Whether x(t) never decreases on [0, 1]: x′(t)/3 = a(1−t)² + 2b·t(1−t) + c·t² ≥ 0
        /// with a = x1 − x0, b = x2 − x1, c = x3 − x2 (checked at the ends and at the
        /// quadratic's turning point).
        var isMonotoneInX: Bool {
            let a = x[1] - x[0], b = x[2] - x[1], c = x[3] - x[2]
            func derivative(_ t: Double) -> Double { a * (1 - t) * (1 - t) + 2 * b * t * (1 - t) + c * t * t }
            if derivative(0) < 0 || derivative(1) < 0 { return false }
            let curvature = a - 2 * b + c
            guard curvature != 0 else { return true }
            let turn = (a - b) / curvature
            return !(turn > 0 && turn < 1) || derivative(turn) >= -1e-15 * (abs(a) + abs(b) + abs(c))
        }

        /// The segment's x scaled to [0, 1] as a timing function, whose solver finds t; nil when
        /// a control point's x lies outside the segment's span (or the segment is vertical).
        var unitSolver: CubicBezier? {
            let span = x[3] - x[0]
            guard span > 0 else { return nil }
            return try? CubicBezier(x1: (x[1] - x[0]) / span, y1: 0, x2: (x[2] - x[0]) / span, y2: 1)
        }

        /// y where x(t) = `value`, for x0 ≤ value ≤ x3; `solver` is ``unitSolver``.
        func value(atX value: Double, solver: CubicBezier?) -> Double {
            if value >= x[3] { return y[3] }
            if value <= x[0] { return y[0] }
            if let solver {
                let unit = x[0] == 0 && x[3] == 1 ? value : (value - x[0]) / (x[3] - x[0])
                return Self.bernstein(y, solver.parameter(at: unit))
            }
            var low = 0.0, high = 1.0
            while true {
                let middle = (low + high) / 2
                if middle <= low || middle >= high { break }
                if Self.bernstein(x, middle) < value { low = middle } else { high = middle }
            }
            let lowGap = value - Self.bernstein(x, low), highGap = Self.bernstein(x, high) - value
            return Self.bernstein(y, lowGap <= highGap ? low : high)
        }
    }

    /// The segments in order, each starting where the previous one ends.
    public let segments: [Segment]
    /// Each segment's ``Segment/unitSolver``, made once.
    private let solvers: [CubicBezier?]

    /// The largest number of segments a path may have.
    public static let maximumSegments = 1000

    /// - Throws: `CurveError` when there is no segment, a number is not finite, the path does
    ///   not start at x = 0 and end at x = 1, two segments do not meet, or x decreases somewhere.
    public init(segments: [Segment]) throws(CurveError) {
        guard !segments.isEmpty else { throw CurveError("a path needs at least one segment (C or L)") }
        guard segments.count <= Self.maximumSegments else {
            throw CurveError("a path has at most \(Self.maximumSegments) segments (got \(segments.count))")
        }
        for (index, segment) in segments.enumerated() {
            guard segment.x.count == 4, segment.y.count == 4 else { throw CurveError("segment \(index + 1) needs four points") }
            guard (segment.x + segment.y).allSatisfy(\.isFinite) else {
                throw CurveError("segment \(index + 1) has a number that is not finite")
            }
            if index > 0 {
                let previous = segments[index - 1]
                guard previous.x[3] == segment.x[0], previous.y[3] == segment.y[0] else {
                    throw CurveError("segment \(index + 1) does not start where segment \(index) ends")
                }
            }
            guard segment.x[0] <= segment.x[3], segment.isMonotoneInX else {
                throw CurveError(
                    "x decreases in segment \(index + 1): a timing curve's x never goes back (each segment must be monotone in x)")
            }
        }
        guard segments[0].x[0] == 0 else {
            throw CurveError("a path starts at x = 0 (got \(TextFormat.shortest(segments[0].x[0])))")
        }
        guard segments[segments.count - 1].x[3] == 1 else {
            throw CurveError("a path ends at x = 1 (got \(TextFormat.shortest(segments[segments.count - 1].x[3])))")
        }
        self.segments = segments
        solvers = segments.map(\.unitSolver)
    }

    /// y at `x` (held at the end values outside [0, 1]).
    public func value(at x: Double) -> Double {
        if x.isNaN { return x }
        if x >= 1 { return segments[segments.count - 1].y[3] }
        let x = max(x, 0)
        // The last segment that starts at or before x: continuous from the right at a jump.
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].x[0] <= x { low = middle } else { high = middle - 1 }
        }
        return segments[low].value(atX: x, solver: solvers[low])
    }
}
