/// A cubic Bézier timing function evaluated the plain way: bisection on x(t) = x to adjacent
/// doubles (x(t) is monotone for x1, x2 in [0, 1]), then y(t): written out independently of
/// CurveKit's solver, for tests to compare with.
public struct ReferenceBezier {
    public let x1, y1, x2, y2: Double

    public init(_ points: [Double]) {
        (x1, y1, x2, y2) = (points[0], points[1], points[2], points[3])
    }

    public static func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    public func value(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var (lo, hi) = (0.0, 1.0)
        while true {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if Self.bernstein(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        let (xl, xh) = (Self.bernstein(x1, x2, lo), Self.bernstein(x1, x2, hi))
        let t = xh == xl ? lo : lo + (hi - lo) * (x - xl) / (xh - xl)
        return Self.bernstein(y1, y2, t)
    }
}
