/// Non-generic min and max for Doubles: the generic ones are slow in debug builds, and
/// these run in the innermost loops.
enum LinearMath {
    @inline(__always) static func smaller(_ a: Double, _ b: Double) -> Double { a < b ? a : b }
    @inline(__always) static func larger(_ a: Double, _ b: Double) -> Double { a > b ? a : b }
}

/// A straight line y = a + b·(x − xr), kept relative to a reference abscissa xr near where
/// it is used so that a and b stay well conditioned.
struct TubeLine {
    var xr: Double
    var a: Double
    var b: Double

    func y(_ x: Double) -> Double { a + b * (x - xr) }

    /// Where this line meets `other`, clamped into [lo, hi] (parallel lines: the middle).
    func meeting(_ other: TubeLine, within lo: Double, _ hi: Double) -> Double {
        // Both relative to other.xr: this line has value c there and slope b.
        let c = y(other.xr)
        let slopes = other.b - b
        var x = (lo + hi) / 2
        if slopes != 0 {
            let t = (c - other.a) / slopes
            if t.isFinite { x = other.xr + t }
        }
        return LinearMath.smaller(LinearMath.larger(x, lo), hi)
    }
}

/// The set of lines (a, b) that satisfy a set of linear constraints p·a + q·b ≤ r: a convex
/// polygon in line space, clipped one constraint at a time (Sutherland–Hodgman). Every
/// vertex remembers the constraint of the edge leaving it, and new vertices are computed as
/// the intersection of two original constraints, so round-off does not accumulate.
///
/// A class over raw buffers: clipping is the innermost loop of the approximation.
final class LinePolygon {
    struct Vertex {
        var a: Double
        var b: Double
        /// The edge from this vertex to the next lies on p·a + q·b = r.
        var p: Double
        var q: Double
        var r: Double
    }

    /// The first `count` entries of `store` are the vertices, in order around the polygon.
    private var store: UnsafeMutablePointer<Vertex>
    private var spare: UnsafeMutablePointer<Vertex>
    private var sides: UnsafeMutablePointer<Double>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 64
        store = .allocate(capacity: capacity)
        spare = .allocate(capacity: capacity)
        sides = .allocate(capacity: capacity)
    }

    deinit {
        store.deallocate()
        spare.deallocate()
        sides.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    private func reserve(_ n: Int) {
        guard n > capacity else { return }
        let newCapacity = n > 2 * capacity ? n : 2 * capacity
        let newStore = UnsafeMutablePointer<Vertex>.allocate(capacity: newCapacity)
        newStore.update(from: store, count: count)
        store.deallocate()
        spare.deallocate()
        sides.deallocate()
        store = newStore
        spare = .allocate(capacity: newCapacity)
        sides = .allocate(capacity: newCapacity)
        capacity = newCapacity
    }

    /// The lines through (xr, a0) with slopes in [−maxSlope, maxSlope]: a segment.
    func setPinned(a0: Double, maxSlope: Double) {
        store[0] = Vertex(a: a0, b: -maxSlope, p: 1, q: 0, r: a0)
        store[1] = Vertex(a: a0, b: maxSlope, p: 1, q: 0, r: a0)
        count = 2
    }

    /// The box a ∈ [aLow, aHigh], b ∈ [−maxSlope, maxSlope].
    func setBox(aLow: Double, aHigh: Double, maxSlope: Double) {
        store[0] = Vertex(a: aLow, b: -maxSlope, p: 0, q: -1, r: maxSlope)
        store[1] = Vertex(a: aHigh, b: -maxSlope, p: 1, q: 0, r: aHigh)
        store[2] = Vertex(a: aHigh, b: maxSlope, p: 0, q: 1, r: maxSlope)
        store[3] = Vertex(a: aLow, b: maxSlope, p: -1, q: 0, r: -aLow)
        count = 4
    }

    /// The smallest and largest a + b·d over the polygon, with the vertices attaining them.
    func range(at d: Double) -> (min: Double, argmin: Int, max: Double, argmax: Int) {
        var lo = Double.infinity, hi = -Double.infinity
        var argmin = 0, argmax = 0
        let v = store
        for index in 0..<count {
            let value = v[index].a + v[index].b * d
            if value < lo { lo = value; argmin = index }
            if value > hi { hi = value; argmax = index }
        }
        return (lo, argmin, hi, argmax)
    }

    /// What constraining the lines to low ≤ a + b·d ≤ high did.
    enum Step {
        /// Some lines are left (the polygon is clipped to them).
        case kept
        /// No line reaches up to `low` (the tube lies above); the index is the vertex that
        /// gets highest. The polygon is unchanged.
        case tubeAbove(Int)
        /// No line comes down to `high`; the index is the vertex that gets lowest.
        case tubeBelow(Int)
    }

    /// Constrains the lines to low ≤ a + b·d ≤ high, unless none would be left.
    func constrain(d: Double, low: Double, high: Double) -> Step {
        let (lo, argmin, hi, argmax) = range(at: d)
        if hi < low { return .tubeAbove(argmax) }
        if lo > high { return .tubeBelow(argmin) }
        if hi > high, !clip(p: 1, q: d, r: high) { return .tubeBelow(argmin) }
        if lo < low, !clip(p: -1, q: -d, r: -low) {
            // After the first clip the highest vertex may have changed.
            let range = range(at: d)
            return .tubeAbove(range.argmax)
        }
        return .kept
    }

    /// Keeps the part with p·a + q·b ≤ r. Returns false, leaving the polygon unchanged,
    /// when nothing would be left.
    @discardableResult
    func clip(p: Double, q: Double, r: Double) -> Bool {
        let n = count
        guard n > 0 else { return false }
        // Each edge gives at most two vertices (a round-off sliver need not be convex).
        reserve(2 * n + 2)
        let v = store, s = sides, out = spare
        var outside = 0
        for k in 0..<n {
            let side = p * v[k].a + q * v[k].b - r
            s[k] = side
            if side > 0 { outside += 1 }
        }
        if outside == 0 { return true }
        if outside == n { return false }
        var m = 0
        for k in 0..<n {
            let k1 = k + 1 == n ? 0 : k + 1
            let inside = s[k] <= 0
            if inside {
                Self.put(v[k], out, &m)
            }
            if inside != (s[k1] <= 0) {
                let current = v[k]
                let (a, b) = Self.intersection(current, v[k1], s[k], s[k1], p: p, q: q, r: r)
                if inside {
                    Self.put(Vertex(a: a, b: b, p: p, q: q, r: r), out, &m)
                } else {
                    Self.put(Vertex(a: a, b: b, p: current.p, q: current.q, r: current.r), out, &m)
                }
            }
        }
        if m > 1, out[0].a == out[m - 1].a, out[0].b == out[m - 1].b {
            m -= 1
        }
        spare = store
        store = out
        count = m
        return true
    }

    /// Appends, merging a vertex equal to the previous one (the zero-length edge between
    /// them is dropped, the later edge kept).
    @inline(__always)
    private static func put(_ vertex: Vertex, _ out: UnsafeMutablePointer<Vertex>, _ m: inout Int) {
        if m > 0, out[m - 1].a == vertex.a, out[m - 1].b == vertex.b {
            out[m - 1] = vertex
        } else {
            out[m] = vertex
            m += 1
        }
    }

    /// Where the edge from `from` to `to` (on from's constraint) crosses p·a + q·b = r:
    /// solved from the two constraints when that is well conditioned and lands on the edge,
    /// otherwise interpolated along the edge.
    private static func intersection(
        _ from: Vertex, _ to: Vertex, _ sFrom: Double, _ sTo: Double, p: Double, q: Double, r: Double
    ) -> (Double, Double) {
        let det = from.p * q - p * from.q
        let scale = (from.p.magnitude + from.q.magnitude) * (p.magnitude + q.magnitude)
        if det.magnitude > 1e-13 * scale {
            let a = (from.r * q - r * from.q) / det
            let b = (from.p * r - p * from.r) / det
            let slackA = 1e-9 * LinearMath.larger(LinearMath.larger(from.a.magnitude, to.a.magnitude), 1) + 1e-6 * (to.a - from.a).magnitude
            let slackB = 1e-9 * LinearMath.larger(LinearMath.larger(from.b.magnitude, to.b.magnitude), 1) + 1e-6 * (to.b - from.b).magnitude
            if a.isFinite, b.isFinite,
                a >= LinearMath.smaller(from.a, to.a) - slackA, a <= LinearMath.larger(from.a, to.a) + slackA,
                b >= LinearMath.smaller(from.b, to.b) - slackB, b <= LinearMath.larger(from.b, to.b) + slackB
            {
                return (a, b)
            }
        }
        let t = sFrom / (sFrom - sTo)
        return (from.a + t * (to.a - from.a), from.b + t * (to.b - from.b))
    }

    func line(_ index: Int, xr: Double) -> TubeLine {
        TubeLine(xr: xr, a: store[index].a, b: store[index].b)
    }

    /// A line well inside the polygon: the mean of its vertices.
    func centralLine(xr: Double) -> TubeLine {
        var a = 0.0, b = 0.0
        for index in 0..<count {
            a += store[index].a
            b += store[index].b
        }
        let n = Double(count)
        return TubeLine(xr: xr, a: a / n, b: b / n)
    }

    /// A line of the polygon with a + b·d = value (the middle of the chord the constraint
    /// cuts), assuming the polygon reaches that value.
    func line(through value: Double, at d: Double, xr: Double) -> TubeLine {
        var lowB = Double.infinity, highB = -Double.infinity
        let n = count
        for k in 0..<n {
            let v0 = store[k], v1 = store[k + 1 == n ? 0 : k + 1]
            let s0 = v0.a + v0.b * d - value
            let s1 = v1.a + v1.b * d - value
            if s0 == 0 {
                lowB = LinearMath.smaller(lowB, v0.b)
                highB = LinearMath.larger(highB, v0.b)
            }
            if (s0 < 0 && s1 > 0) || (s0 > 0 && s1 < 0) {
                let t = s0 / (s0 - s1)
                let b = v0.b + t * (v1.b - v0.b)
                lowB = LinearMath.smaller(lowB, b)
                highB = LinearMath.larger(highB, b)
            }
        }
        var b: Double
        if lowB <= highB {
            b = (lowB + highB) / 2
        } else {
            // Round-off: the vertex closest to the value.
            var best = 0
            for k in 0..<n where (store[k].a + store[k].b * d - value).magnitude < (store[best].a + store[best].b * d - value).magnitude {
                best = k
            }
            b = store[best].b
        }
        return TubeLine(xr: xr, a: value - b * d, b: b)
    }
}

/// The fewest-segments continuous polyline inside the tube around the samples:
/// [y_i − e, y_i + e] at each sample x_i, joined by straight lines (a polygon), with the
/// first and last points pinned to the samples where asked.
///
/// **Algorithm** (the window method of Suri / Imai–Iri, for x-monotone paths in a tube):
/// level k holds the set F of lines that can serve as the k-th segment, as a convex polygon
/// in line space, and extends it sample by sample, clipping by the tube, until it becomes
/// empty at sample j. The line of F that gets furthest towards the tube at x_j (the
/// extremal vertex of F) is the *window*: every point on it from its knot with the previous
/// window to where it leaves the tube is reachable with k segments, and every path to the
/// end must cross it, so the next segment may start on it without loss. Because the tube
/// lies on one side of the window beyond its exit (say above), the next segment turns
/// upwards, the polyline near the knot is max(window, next), and "the knot lies on the
/// window between its start xa and its exit xb" and "inside the tube" are linear in the
/// next line: next(xa) ≤ window(xa), next(xb) ≥ window(xb), next ≤ upper bound at samples
/// after xa, next ≥ lower bound at samples after xb. So every level is again a convex
/// polygon. The count of segments is the minimum for this polygonal tube; the knots are
/// the intersections of consecutive windows.
final class TubePath {
    /// The samples, copied into raw buffers once for all the solves of an attempt.
    private let xs: UnsafeMutablePointer<Double>
    private let ys: UnsafeMutablePointer<Double>
    private let polygon = LinePolygon()

    init(_ samples: TargetSamples) {
        xs = .allocate(capacity: samples.xs.count)
        ys = .allocate(capacity: samples.ys.count)
        xs.initialize(from: samples.xs, count: samples.xs.count)
        ys.initialize(from: samples.ys, count: samples.ys.count)
    }

    deinit {
        xs.deallocate()
        ys.deallocate()
    }

    /// Lines steeper than this are not considered (a jump is split off beforehand).
    static let maxSlope = 1e9

    /// The vertices of the polyline over samples lo...hi in the tube of half-width
    /// `tolerance`. `pinnedStart` puts the first vertex at (xs[lo], ys[lo]) exactly,
    /// `pinnedEnd` the last at (xs[hi], ys[hi]).
    func solve(
        lo: Int, hi: Int, tolerance: Double, pinnedStart: Bool, pinnedEnd: Bool, isCancelled: () -> Bool
    ) throws(CurveError) -> [(x: Double, y: Double)] {
        let xs = self.xs, ys = self.ys, polygon = self.polygon
        if lo == hi { return [(xs[lo], ys[lo])] }
        // The tube at sample j: pinned ends are a single point.
        let startWidth = pinnedStart ? 0 : tolerance
        let endWidth = pinnedEnd ? 0 : tolerance
        func lower(_ j: Int) -> Double { ys[j] - (j == lo ? startWidth : j == hi ? endWidth : tolerance) }
        func upper(_ j: Int) -> Double { ys[j] + (j == lo ? startWidth : j == hi ? endWidth : tolerance) }
        /// The first sample index in lo + 1 ... hi + 1 with xs[index] > x.
        func firstAfter(_ x: Double) -> Int {
            var first = lo + 1, last = hi + 1
            while first < last {
                let mid = (first + last) / 2
                if xs[mid] > x { last = mid } else { first = mid + 1 }
            }
            return first
        }
        var aLow = Double.infinity, aHigh = -Double.infinity
        for j in lo...hi {
            aLow = LinearMath.smaller(aLow, ys[j])
            aHigh = LinearMath.larger(aHigh, ys[j])
        }
        let span = aHigh - aLow + tolerance + 1
        aLow -= span
        aHigh += span

        var xr = xs[lo]
        if pinnedStart {
            polygon.setPinned(a0: ys[lo], maxSlope: Self.maxSlope)
        } else {
            polygon.setBox(aLow: lower(lo), aHigh: upper(lo), maxSlope: Self.maxSlope)
        }
        // The current window (nil on the first level), where it starts (its knot with the
        // previous one) and where it leaves the tube, and which way the next segment turns.
        var window: TubeLine? = nil
        var xa = xs[lo], xb = xs[lo]
        var turnsUp = true
        var knots: [(x: Double, y: Double)] = []
        var firstLine: TubeLine? = nil
        var lastEmptied = lo
        var restartedAtExit = false
        var j = lo + 1
        var finalLine: TubeLine? = nil

        while finalLine == nil {
            if isCancelled() { throw CurveError.cancelled }
            let hasWindow = window != nil
            var next: TubeLine? = nil
            var nextTurnsUp = true
            var emptiedAt = hi + 1
            while j <= hi {
                let x = xs[j]
                let d = x - xr
                let width = j == hi ? endWidth : tolerance
                if hasWindow && x <= xb && !(pinnedEnd && j == hi) {
                    // Before the window's exit only the side the path turns towards binds.
                    if turnsUp {
                        polygon.clip(p: 1, q: d, r: ys[j] + width)
                    } else {
                        polygon.clip(p: -1, q: -d, r: -(ys[j] - width))
                    }
                    j += 1
                    continue
                }
                if pinnedEnd && j == hi {
                    let range = polygon.range(at: d)
                    if range.max < ys[j] {
                        next = polygon.line(range.argmax, xr: xr)
                        nextTurnsUp = true
                    } else if range.min > ys[j] {
                        next = polygon.line(range.argmin, xr: xr)
                        nextTurnsUp = false
                    } else {
                        finalLine = polygon.line(through: ys[j], at: d, xr: xr)
                        break
                    }
                    emptiedAt = j
                    break
                }
                switch polygon.constrain(d: d, low: ys[j] - width, high: ys[j] + width) {
                case .kept:
                    j += 1
                    continue
                case .tubeAbove(let index):
                    next = polygon.line(index, xr: xr)
                    nextTurnsUp = true
                case .tubeBelow(let index):
                    next = polygon.line(index, xr: xr)
                    nextTurnsUp = false
                }
                emptiedAt = j
                break
            }
            if finalLine != nil { break }
            guard let line = next else {
                finalLine = polygon.centralLine(xr: xr)
                break
            }
            if let window, emptiedAt <= lastEmptied {
                if !restartedAtExit {
                    // No progress (round-off in a sliver of a polygon): redo this level with
                    // its knot fixed at the window's exit, which gets past the sample.
                    restartedAtExit = true
                    xr = xb
                    polygon.setPinned(a0: window.y(xb), maxSlope: Self.maxSlope)
                    j = firstAfter(xb)
                    continue
                }
                // Still none (never seen): from the exit on, follow the samples themselves,
                // which are inside the tube.
                var vertices = [pinnedStart ? (xs[lo], ys[lo]) : (xs[lo], (firstLine ?? window).y(xs[lo]))]
                vertices += knots
                vertices.append((xb, window.y(xb)))
                for index in firstAfter(xb)...hi { vertices.append((xs[index], ys[index])) }
                return Self.withoutRepeatedX(vertices)
            }
            restartedAtExit = false
            lastEmptied = emptiedAt
            // The new window: from its knot with the previous one to its exit from the tube
            // between samples emptiedAt − 1 and emptiedAt.
            let newStart: Double
            if let window {
                let x = window.meeting(line, within: xa, xb)
                newStart = x
                knots.append((x, (window.y(x) + line.y(x)) / 2))
            } else {
                newStart = xs[lo]
                firstLine = line
            }
            let j1 = emptiedAt - 1, j2 = emptiedAt
            let g1 = nextTurnsUp ? line.y(xs[j1]) - lower(j1) : upper(j1) - line.y(xs[j1])
            let g2 = nextTurnsUp ? line.y(xs[j2]) - lower(j2) : upper(j2) - line.y(xs[j2])
            var exit = xs[j1]
            if g1 > 0, g2 < 0 {
                exit = xs[j1] + (xs[j2] - xs[j1]) * (g1 / (g1 - g2))
            }
            exit = LinearMath.smaller(LinearMath.larger(LinearMath.larger(exit, newStart), xs[j1]), xs[j2])
            window = line
            xa = newStart
            xb = exit
            turnsUp = nextTurnsUp
            // The next level's lines, relative to the exit.
            xr = xb
            polygon.setBox(aLow: aLow, aHigh: aHigh, maxSlope: Self.maxSlope)
            if turnsUp {
                polygon.clip(p: 1, q: xa - xr, r: line.y(xa))
                polygon.clip(p: -1, q: 0, r: -line.y(xb))
            } else {
                polygon.clip(p: -1, q: -(xa - xr), r: -line.y(xa))
                polygon.clip(p: 1, q: 0, r: line.y(xb))
            }
            j = firstAfter(xa)
        }
        // The loop above runs while there is no final line and leaves only after setting it.
        guard let last = finalLine else { preconditionFailure("the tube's last line was not set") }
        var vertices: [(x: Double, y: Double)] = []
        vertices.reserveCapacity(knots.count + 3)
        vertices.append(pinnedStart ? (xs[lo], ys[lo]) : (xs[lo], (firstLine ?? last).y(xs[lo])))
        vertices.append(contentsOf: knots)
        if let window {
            let x = window.meeting(last, within: xa, xb)
            vertices.append((x, (window.y(x) + last.y(x)) / 2))
        }
        vertices.append(pinnedEnd ? (xs[hi], ys[hi]) : (xs[hi], last.y(xs[hi])))
        return Self.withoutRepeatedX(vertices)
    }

    /// Drops a knot at the same x as the vertex before it (a window used for zero length
    /// adds nothing); the end vertex replaces a knot at its x.
    private static func withoutRepeatedX(_ vertices: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
        var result: [(x: Double, y: Double)] = [vertices[0]]
        for (index, vertex) in vertices.enumerated().dropFirst() {
            if vertex.x > result[result.count - 1].x {
                result.append(vertex)
            } else if index == vertices.count - 1 {
                if result.count > 1 { result[result.count - 1] = vertex } else { result.append(vertex) }
            }
        }
        return result
    }
}
