import CurveKit

/// What GSAP's `CustomEase` computes for a path (greensock/GSAP, src/CustomEase.js, `setData`,
/// at 5e130973380e60564a71d388b365c7939da0bf05): it never solves the Béziers. Each cubic is cut
/// in halves at its midpoint until it is flat enough (`_bezierToPoints`: the handles' distances
/// from the chord, summed and squared, at most 1/200,000 of the chord's length squared), the
/// points that go back in x are dropped (a vertical piece is given a width of 0.001), and the ease
/// is a table of straight pieces over even x, one per the narrowest piece's width (or, where
/// the slope turns by more than 2 between two pieces, the points themselves): the value is read
/// off the straight piece that holds x. So a smooth curve is within about 1e-3, and a jump is a
/// ramp 0.001 wide.
struct GSAPCustomEase {
    private struct Point {
        var x: Double
        var y: Double
        /// The change to the next point, and the next point's index.
        var dx = 0.0
        var dy = 0.0
        var next: Int? = nil
    }

    /// The flatness GSAP cuts at, with its default precision of 1.
    static let threshold = 1.0 / 200_000

    private var points: [Point] = []
    /// Slots of the table over even x: as many as fit the narrowest piece's width.
    private var slots = 1
    /// Whether the table holds values at even x (else the points).
    private var evenTable = true
    /// The even table's values, or the point each slot holds.
    private var values: [Double] = []
    private var slotPoints: [Int] = []
    /// Beyond this many slots (a piece narrower than 1e-6) GSAP's table is not modelled.
    static let slotLimit = 1_000_000

    /// The ease GSAP makes of `path`, which must run from x = 0 to x = 1 (as export writes it; GSAP
    /// rescales any other, which this does not model); nil for an empty path.
    init?(_ path: BezierPath) {
        guard !path.segments.isEmpty else { return nil }
        var points: [Point] = []
        for segment in path.segments {
            let (start, end) = (Point(x: segment.x[0], y: segment.y[0]), Point(x: segment.x[3], y: segment.y[3]))
            points.append(start)
            points.append(end)
            Self.cut(segment.x, segment.y, into: &points, at: points.count - 1)
        }
        self.points = Self.forward(points)
        guard self.points.count >= 2 else { return nil }
        (slots, evenTable) = Self.widths(&self.points)
        guard slots <= Self.slotLimit else { return nil }
        fill()
    }

    /// Halves the cubic (xs, ys) at its midpoint, inserting the midpoint at `index`, until flat.
    private static func cut(_ xs: [Double], _ ys: [Double], into points: inout [Point], at index: Int) {
        func mid(_ a: Double, _ b: Double) -> Double { (a + b) / 2 }
        let (x12, y12, x23, y23) = (mid(xs[0], xs[1]), mid(ys[0], ys[1]), mid(xs[1], xs[2]), mid(ys[1], ys[2]))
        let (x34, y34) = (mid(xs[2], xs[3]), mid(ys[2], ys[3]))
        let (x123, y123, x234, y234) = (mid(x12, x23), mid(y12, y23), mid(x23, x34), mid(y23, y34))
        let (x1234, y1234) = (mid(x123, x234), mid(y123, y234))
        let (dx, dy) = (xs[3] - xs[0], ys[3] - ys[0])
        let d2 = abs((xs[1] - xs[3]) * dy - (ys[1] - ys[3]) * dx)
        let d3 = abs((xs[2] - xs[3]) * dy - (ys[2] - ys[3]) * dx)
        // GSAP inserts at `index || length − 1`: an index of 0 means before the last point.
        points.insert(Point(x: x1234, y: y1234), at: index == 0 ? points.count - 1 : index)
        guard (d2 + d3) * (d2 + d3) > threshold * (dx * dx + dy * dy) else { return }
        let before = points.count
        cut([xs[0], x12, x123, x1234], [ys[0], y12, y123, y1234], into: &points, at: index)
        cut([x1234, x234, x34, xs[3]], [y1234, y234, y34, ys[3]], into: &points, at: index + 1 + (points.count - before))
    }

    /// The points that move forward in x (or straight up), each with its change to the next.
    private static func forward(_ input: [Point]) -> [Point] {
        var points = input
        var i = 0
        while i < points.count {
            let point = points[i]
            let previousIndex = max(i - 1, 0)
            let previous = points[previousIndex]
            if (point.x > previous.x || (previous.y != point.y && previous.x == point.x) || i == 0) && point.x <= 1 {
                points[previousIndex].dx = point.x - previous.x
                points[previousIndex].dy = point.y - previous.y
                points[previousIndex].next = i
                i += 1
            } else {
                points.remove(at: i)
            }
        }
        return points
    }

    /// The table's slots, and whether it holds even x: a vertical piece gets a width of 0.001, and
    /// a slope that turns by more than 2 between two pieces makes the table hold the points.
    private static func widths(_ points: inout [Point]) -> (slots: Int, even: Bool) {
        var closest = 1.0
        var even = true
        let count = points.count
        for i in 0..<count {
            let previousIndex = max(i - 1, 0)
            guard points[previousIndex].next == i else { continue }
            if even, i > 1, abs(points[previousIndex].dy / points[previousIndex].dx - points[i - 2].dy / points[i - 2].dx) > 2 {
                even = false
            }
            guard points[previousIndex].dx < closest else { continue }
            if points[previousIndex].dx == 0 {
                points[previousIndex].dx = 0.001
                if i == count - 1 {
                    points[previousIndex].x -= 0.001
                    closest = min(closest, 0.001)
                    even = false
                }
            } else {
                closest = points[previousIndex].dx
            }
        }
        let slots = 1 / closest + 1
        return (slots < Double(slotLimit + 1) ? Int(slots) : slotLimit + 1, even)
    }

    private func nextX(_ index: Int) -> Double { points[index].next.map { points[$0].x } ?? .infinity }

    /// The straight piece of point `index` at `p`.
    private func along(_ index: Int, _ p: Double) -> Double {
        let point = points[index]
        return point.y + (p - point.x) / point.dx * point.dy
    }

    /// GSAP's walk over the slots: at each slot's x it moves on by one point at most, where the
    /// point's piece ends before that x (so a vertical piece, 0.001 wide, is a ramp where a slot
    /// lands on it).
    private mutating func fill() {
        let step = 1 / Double(slots)
        var j = 0
        var walked: [Int] = []
        walked.reserveCapacity(slots)
        for i in 0..<slots {
            if nextX(j) < Double(i) * step, j + 1 < points.count { j += 1 }
            walked.append(j)
        }
        if evenTable {
            values = walked.enumerated().map { i, j in along(j, Double(i) * step) }
        } else {
            if j < points.count - 1 { walked[slots - 1] = points.count - 2 }
            slotPoints = walked
        }
    }

    /// The ease at `p`, as GSAP reads its table: the slot of p, then the straight piece it holds
    /// (or the next point's, where p is past it).
    func value(at p: Double) -> Double {
        let slot = min(max(Int((p * Double(slots)).rounded(.towardZero)), 0), slots - 1)
        guard evenTable else {
            var index = slotPoints[slot]
            if nextX(index) < p, let next = points[index].next { index = next }
            return along(index, p)
        }
        // Values at even x, straight between; the last slot runs to the last point.
        let x = Double(slot) * (1 / Double(slots))
        let end = points[points.count - 1]
        let (dx, dy) = slot == slots - 1 ? (end.x - x, end.y - values[slot]) : (1 / Double(slots), values[slot + 1] - values[slot])
        return values[slot] + (p - x) / dx * dy
    }
}
