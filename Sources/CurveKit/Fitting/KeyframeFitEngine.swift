import Foundation

/// The machinery behind ``KeyframeFitter``: segment fits, their error checks, and the two
/// ways of choosing key times (see ``KeyframeFitter`` for the description).
final class KeyframeFitEngine {
    /// One fitted segment [start, end].
    struct Segment {
        let start: Double
        let end: Double
        let startValue: Double
        let endValue: Double
        /// The keyframe segment's timing curve (normalised by the rise between the key values).
        let bezier: CubicBezier
        /// The segment as a path segment, in the target's own units.
        let path: BezierPath.Segment
        /// The largest error found by the segment's own check (``checkIntervals`` points).
        let maxError: Double
        let maxErrorAt: Double
    }

    /// Intervals of the samples each segment's Bézier is fitted to.
    static let fitIntervals = 64
    /// Intervals at which a candidate segment's error is checked (plus a local refinement).
    static let checkIntervals = 512
    /// The same for path fits, which fit many more candidate segments while moving keys (the
    /// final dense check decides).
    static let pathCheckIntervals = 256
    /// Points per unit of x of the final dense check (at least 64 intervals per segment).
    static let denseCheckDensity = 40_000.0

    /// How many intervals the dense check takes over [start, end]: ``denseCheckDensity`` per
    /// unit of x, and at least 64.
    static func denseIntervals(start: Double, end: Double) -> Int {
        max(64, Int((denseCheckDensity * (end - start)).rounded(.up)))
    }
    /// A segment whose normalised shape (f − vᵢ)/(vᵢ₊₁ − vᵢ) exceeds this in magnitude is
    /// treated as flat (constant), its key values being equal but for a sliver.
    static let largestNormalisedExcursion = 1e6
    /// A segment whose ends together moved less than this fraction of its width is refined
    /// locally from the nearby one; further, the global search runs again.
    static let nearbyChange = 0.3
    /// Iterations of a local refinement from a nearby segment's Bézier.
    static let nearbyIterations = 25
    /// No segment is made narrower than this.
    static let minimumWidth = 1e-9
    /// The global search of a segment's Bézier: the samples are few, so no subset is used.
    static let searchOptions = BezierLeastSquares.SearchOptions(
        gridLines: 17, coarseIntervals: 32, coarseCandidates: 4, fineCandidates: 2)

    let target: (Double) -> Double
    let smooth: Bool
    /// Path fits: segments are ``Segment/path``s that may rise and fall between level ends.
    let levelEnds: Bool
    let isCancelled: () -> Bool
    /// The target's breakpoints in (0, 1).
    let breakpoints: [Breakpoint]
    /// 0, the breakpoints' x, 1.
    let naturalTimes: [Double]
    /// Segment fits made (each a full global Bézier search).
    private(set) var segmentFits = 0

    init(target: @escaping (Double) -> Double, smooth: Bool, levelEnds: Bool = false, isCancelled: @escaping () -> Bool)
        throws(KeyframeFitError)
    {
        self.target = target
        self.smooth = smooth
        self.levelEnds = levelEnds
        self.isCancelled = isCancelled
        breakpoints = try BreakpointFinder.breakpoints(of: target)
        naturalTimes = [0] + breakpoints.map(\.x) + [1]
    }

    // MARK: Target

    func value(_ x: Double) throws(KeyframeFitError) -> Double {
        let y = target(x)
        guard y.isFinite else { throw .nonFiniteTarget(at: x) }
        return y
    }

    /// The slope both segments meeting at key time x get in smooth mode (nil: none, at the
    /// ends, when not smooth, or when the target's slope is not finite there).
    func keySlope(at x: Double) -> Double? {
        guard smooth, x > 0, x < 1 else { return nil }
        if let point = breakpoint(at: x) { return point.smoothSlope }
        let h = min(1e-4, x / 2, (1 - x) / 2)
        let slope = (8 * (target(x + h) - target(x - h)) - (target(x + 2 * h) - target(x - 2 * h))) / (12 * h)
        return slope.isFinite ? slope : nil
    }

    private func breakpoint(at x: Double) -> Breakpoint? {
        var low = 0, high = breakpoints.count
        while low < high {
            let middle = (low + high) / 2
            if breakpoints[middle].x < x { low = middle + 1 } else { high = middle }
        }
        return low < breakpoints.count && breakpoints[low].x == x ? breakpoints[low] : nil
    }

    // MARK: One segment

    /// The best Bézier for [a, b] and its checked error: the global search, or, `near` a
    /// segment (a neighbouring place's, when a key moves a little), a local refinement from its
    /// handles' x.
    ///
    /// Keyframe segments are normalised by the rise between their key values, so level ends
    /// make a constant segment. With ``levelEnds`` (path fits) a segment is normalised by its
    /// largest excursion from its start instead, and may rise and fall back between level ends
    /// (a bounce's arc between two contacts).
    func fitSegment(_ a: Double, _ b: Double, near neighbour: Segment? = nil) throws(KeyframeFitError) -> Segment {
        if isCancelled() { throw .cancelled }
        segmentFits += 1
        let startValue = try value(a), endValue = try value(b)
        let delta = endValue - startValue
        let width = b - a
        let n = Self.fitIntervals
        var us = [Double](repeating: 0, count: n + 1)
        var fs = [Double](repeating: 0, count: n + 1)
        for j in 0...n {
            let u = Double(j) / Double(n)
            us[j] = u
            fs[j] = j == 0 ? startValue : j == n ? endValue : try value(a + width * u)
        }
        let excursion = fs.reduce(0) { max($0, abs($1 - startValue)) }
        let scale = levelEnds ? max(abs(delta), excursion) : delta
        // Keyframes: key values (nearly) equal while the target moves between them would need
        // a Bézier with enormous control values, so such a segment counts as flat instead.
        let flat =
            scale == 0 || !(excursion / abs(scale)).isFinite
            || (!levelEnds && excursion / abs(scale) > Self.largestNormalisedExcursion)
        var bezier = CubicBezier.linear
        var path = BezierPath.Segment.line(from: (a, startValue), to: (b, endValue))
        if !flat {
            let gs = fs.map { ($0 - startValue) / scale }
            var constraints = BezierLeastSquares.Constraints()
            if let slope = keySlope(at: a), (slope * width / scale).isFinite {
                constraints.startSlope = slope * width / scale
            }
            if let slope = keySlope(at: b), (slope * width / scale).isFinite {
                constraints.endSlope = slope * width / scale
            }
            var problem = BezierLeastSquares(xs: us, gs: gs, constraints: constraints, end: delta / scale)
            let found: BezierLeastSquares.Point?
            if let neighbour, abs(neighbour.start - a) + abs(neighbour.end - b) <= Self.nearbyChange * width {
                let handles = neighbour.path.x, span = neighbour.end - neighbour.start
                let x1 = min(max((handles[1] - neighbour.start) / span, problem.x1Range.lowerBound), problem.x1Range.upperBound)
                let x2 = min(max((handles[2] - neighbour.start) / span, problem.x2Range.lowerBound), problem.x2Range.upperBound)
                found = problem.refine(from: problem.project(x1: x1, x2: x2), iterations: Self.nearbyIterations, isCancelled: isCancelled)
            } else {
                found = problem.search(options: Self.searchOptions, isCancelled: isCancelled)
            }
            guard let point = found else { throw .cancelled }
            if scale == delta { bezier = BezierFitter.makeBezier(point) }
            func x(_ unit: Double) -> Double { min(max(a + width * min(max(unit, 0), 1), a), b) }
            path = BezierPath.Segment(
                x: [a, x(point.x1), x(point.x2), b],
                y: [startValue, startValue + scale * point.y1, startValue + scale * point.y2, endValue])
        }
        let fitted = Segment(
            start: a, end: b, startValue: startValue, endValue: endValue, bezier: bezier, path: path, maxError: 0, maxErrorAt: a)
        let (error, at) = try error(of: fitted, intervals: levelEnds ? Self.pathCheckIntervals : Self.checkIntervals)
        return Segment(
            start: a, end: b, startValue: startValue, endValue: endValue, bezier: bezier, path: path, maxError: error, maxErrorAt: at)
    }

    /// The largest |keyframe segment − target| over [a, b] at `intervals + 1` even points,
    /// the largest refined by golden section between its neighbours. The segment is
    /// evaluated exactly as ``Keyframes/reproducibleValue(at:)`` does.
    static func measure(
        _ target: (Double) -> Double, start a: Double, end b: Double, startValue: Double, endValue: Double,
        bezier: CubicBezier, intervals m: Int
    ) throws(KeyframeFitError) -> (error: Double, at: Double) {
        let width = b - a
        let delta = endValue - startValue
        return try largestError(start: a, end: b, intervals: m) { (x: Double) throws(KeyframeFitError) -> Double in
            let y = target(x)
            guard y.isFinite else { throw .nonFiniteTarget(at: x) }
            if x == a { return abs(y - startValue) }
            if x == b { return abs(y - endValue) }
            return abs(y - (startValue + delta * bezier.reproducibleValue(at: (x - a) / width)))
        }
    }

    /// The largest `error(x)` over [a, b] at `intervals + 1` even points, the largest refined
    /// by golden section (40 steps) between its neighbours.
    static func largestError(
        start a: Double, end b: Double, intervals m: Int, _ error: (Double) throws(KeyframeFitError) -> Double
    ) throws(KeyframeFitError) -> (error: Double, at: Double) {
        let width = b - a
        func point(_ k: Int) -> Double { k == m ? b : a + width * (Double(k) / Double(m)) }
        var worst = -1.0, worstAt = a, worstIndex = 0
        for k in 0...m {
            let x = point(k)
            let e = try error(x)
            if e > worst { (worst, worstAt, worstIndex) = (e, x, k) }
        }
        // Golden section for the local maximum around the worst point.
        var low = point(max(worstIndex - 1, 0)), high = point(min(worstIndex + 1, m))
        let ratio = 0.6180339887498949
        var c = high - ratio * (high - low), d = low + ratio * (high - low)
        var fc = try error(c), fd = try error(d)
        for _ in 0..<40 {
            if fc > fd {
                (high, d, fd) = (d, c, fc)
                c = high - ratio * (high - low)
                fc = try error(c)
            } else {
                (low, c, fc) = (c, d, fd)
                d = low + ratio * (high - low)
                fd = try error(d)
            }
        }
        if fc > worst { (worst, worstAt) = (fc, c) }
        if fd > worst { (worst, worstAt) = (fd, d) }
        return (worst, worstAt)
    }

    // MARK: Tolerance mode

    func fit(tolerance: Double, maximumSegments: Int) throws(KeyframeFitError) -> KeyframeFit {
        let (segments, errors) = try segments(tolerance: tolerance, maximumSegments: maximumSegments)
        return Self.result(try keyframes(segments), errors)
    }

    /// The fewest segments within `tolerance` (see ``KeyframeFitter``) and each one's densely
    /// checked error.
    func segments(tolerance: Double, maximumSegments: Int) throws(KeyframeFitError)
        -> (segments: [Segment], errors: [(error: Double, at: Double)])
    {
        do {
            return try fitWithinLimit(tolerance: tolerance, maximumSegments: maximumSegments)
        } catch {
            if case .toleranceNotMet = error {
                throw .toleranceNotMet(tolerance: tolerance, maximumSegments: maximumSegments)
            }
            throw error
        }
    }

    private func fitWithinLimit(tolerance: Double, maximumSegments: Int) throws(KeyframeFitError)
        -> (segments: [Segment], errors: [(error: Double, at: Double)])
    {
        // Keyframes end segments at the target's corners and extrema where they can; a path's
        // segments run as far as the tolerance allows (its arcs may rise and fall).
        var segments = try greedy(
            from: 0, ends: levelEnds ? [1] : Array(naturalTimes.dropFirst()), tolerance: tolerance, limit: maximumSegments)
        for _ in 0..<4 {
            let errors = try denseErrors(segments)
            let over = errors.indices.filter { errors[$0].error > tolerance }
            if over.isEmpty { return (segments, errors) }
            // The dense check found more than the segment's own check: split those again
            // with a margin.
            for index in over.reversed() {
                let segment = segments[index]
                let replacement = try greedy(
                    from: segment.start, ends: [segment.end], tolerance: 0.9 * tolerance,
                    limit: max(maximumSegments - segments.count + 1, 1))
                segments.replaceSubrange(index...index, with: replacement)
            }
            if segments.count > maximumSegments {
                throw .toleranceNotMet(tolerance: tolerance, maximumSegments: maximumSegments)
            }
        }
        throw .toleranceNotMet(tolerance: tolerance, maximumSegments: maximumSegments)
    }

    /// Segments from `start` to `ends.last`, each as long as `tolerance` allows: to the
    /// farthest of `ends` it can reach, else to the farthest point before the next one.
    func greedy(from start: Double, ends: [Double], tolerance: Double, limit: Int) throws(KeyframeFitError) -> [Segment] {
        var segments = [Segment]()
        var s = start
        var next = 0  // ends[next] is the first end after s
        while next < ends.count {
            if segments.count >= limit {
                throw .toleranceNotMet(tolerance: tolerance, maximumSegments: limit)
            }
            // Reach as many breakpoints as possible.
            var accepted: Segment?
            var failed: Segment?
            var j = next
            while j < ends.count {
                let segment = try fitSegment(s, ends[j])
                if segment.maxError <= tolerance {
                    accepted = segment
                    j += 1
                } else {
                    failed = segment
                    break
                }
            }
            if let accepted {
                segments.append(accepted)
                s = accepted.end
                next = j
                continue
            }
            // Not even the next breakpoint: the farthest end before it.
            guard let failed else { preconditionFailure("the first end tried (ends[next]) gave a segment, accepted or failed") }
            let segment = try longestSegment(from: s, failing: failed, tolerance: tolerance)
            segments.append(segment)
            s = segment.end
        }
        return segments
    }

    /// The longest segment from `s` within tolerance, shorter than `failing`: a search that
    /// models the error as a power of the length, stopped when the bracket is within 1 % of
    /// the length or the best error found reaches 95 % of the tolerance.
    func longestSegment(from s: Double, failing: Segment, tolerance: Double) throws(KeyframeFitError) -> Segment {
        var best: Segment?
        var lowLength = 0.0, lowError = 0.0
        var highLength = failing.end - s, highError = failing.maxError
        while true {
            let span = highLength - lowLength
            // Error grows like length⁴ or faster: 95 % of the tolerance is within about 1 %
            // of the longest length.
            // A path's stretch that is exact so far (a cubic piece of the target) is followed to
            // its end, where an exact path has its join.
            let exactSoFar = levelEnds && best != nil && lowError <= Self.roundingLevel && span > 1e-12 * highLength
            if let best, !exactSoFar, span <= 0.01 * highLength || best.maxError >= 0.95 * tolerance { return best }
            if highLength <= Self.minimumWidth {
                // Even the narrowest segment misses: the target jumps here.
                throw .toleranceNotMet(tolerance: tolerance, maximumSegments: 0)
            }
            var length: Double
            let aim = 0.985 * tolerance
            if best == nil {
                // Error ∝ length⁴ through the failing point.
                length = highLength * (aim / highError).squareRoot().squareRoot()  // not pow(_, 0.25): see Penner
            } else if lowError <= 1e-3 * aim {
                // (Nearly) exact below: no usable trend, bisect.
                length = 0.5 * (lowLength + highLength)
            } else {
                // Interpolate log error against log length between the bracket's ends.
                let exponent = log(highError / lowError) / log(highLength / lowLength)
                length = exponent > 0 ? lowLength * pow(aim / lowError, 1 / exponent) : 0.5 * (lowLength + highLength)
            }
            if !length.isFinite { length = 0.5 * (lowLength + highLength) }
            length = min(max(length, lowLength + 0.1 * span), highLength - 0.1 * span)
            let segment = try fitSegment(s, s + length)
            if segment.maxError <= tolerance {
                best = segment
                (lowLength, lowError) = (length, segment.maxError)
            } else {
                (highLength, highError) = (length, segment.maxError)
            }
        }
    }

    // MARK: Segment-count mode

    func fit(segments count: Int) throws(KeyframeFitError) -> KeyframeFit {
        let (segments, _) = try segments(count: count)
        return Self.result(try keyframes(segments), try denseErrors(segments))
    }

    /// `count` segments from the breakpoints, merged and split (see ``KeyframeFitter``), and for
    /// each interior key whether merging or splitting introduced it (so it may move).
    func segments(count: Int) throws(KeyframeFitError) -> (segments: [Segment], movable: [Bool]) {
        var segments = [Segment]()
        for index in 1..<naturalTimes.count {
            segments.append(try fitSegment(naturalTimes[index - 1], naturalTimes[index]))
        }
        // Keys that merging or splitting introduced may move; breakpoints stay.
        var movable = [Bool](repeating: false, count: segments.count - 1)
        // Merge.
        var merged = [Segment?](repeating: nil, count: max(segments.count - 1, 0))
        while segments.count > count {
            var bestIndex = -1, bestMerge: Segment?
            for index in 0..<(segments.count - 1) {
                let merge: Segment
                if let known = merged[index] {
                    merge = known
                } else {
                    merge = try fitSegment(segments[index].start, segments[index + 1].end)
                    merged[index] = merge
                }
                if bestMerge.map({ merge.maxError < $0.maxError }) ?? true { (bestIndex, bestMerge) = (index, merge) }
            }
            guard let bestMerge else { throw .invalidArgument("\(count) segments: there must be at least 1") }
            segments.replaceSubrange(bestIndex...(bestIndex + 1), with: [bestMerge])
            movable.remove(at: bestIndex)
            merged.remove(at: bestIndex)
            if bestIndex > 0 { merged[bestIndex - 1] = nil }
            if bestIndex < merged.count { merged[bestIndex] = nil }
        }
        // Split.
        while segments.count < count {
            guard let index = segments.indices.max(by: { segments[$0].maxError < segments[$1].maxError }) else {
                throw .invalidArgument("a target with no breakpoints has no segment to split")
            }
            let (left, right) = try balancedSplit(segments[index].start, segments[index].end)
            segments.replaceSubrange(index...index, with: [left, right])
            movable.insert(true, at: index)
        }
        // Move the introduced keys to equalise their neighbours' errors.
        for _ in 0..<1 {
            for key in movable.indices where movable[key] {
                let current = max(segments[key].maxError, segments[key + 1].maxError)
                let (left, right) = try balancedSplit(segments[key].start, segments[key + 1].end)
                if max(left.maxError, right.maxError) < current {
                    segments.replaceSubrange(key...(key + 1), with: [left, right])
                }
            }
        }
        return (segments, movable)
    }

    /// Two segments covering [a, b], split where their errors are about equal (bisection on
    /// the sign of the difference, 8 steps); the best pair seen.
    func balancedSplit(_ a: Double, _ b: Double) throws(KeyframeFitError) -> (Segment, Segment) {
        var low = a, high = b
        var best: (Segment, Segment)?
        for _ in 0..<8 {
            let middle = 0.5 * (low + high)
            guard middle - a >= Self.minimumWidth, b - middle >= Self.minimumWidth else { break }
            let left = try fitSegment(a, middle), right = try fitSegment(middle, b)
            if best.map({ max(left.maxError, right.maxError) < max($0.0.maxError, $0.1.maxError) }) ?? true {
                best = (left, right)
            }
            if left.maxError > right.maxError { high = middle } else { low = middle }
        }
        if let best { return best }
        let middle = 0.5 * (a + b)
        return (try fitSegment(a, middle), try fitSegment(middle, b))
    }

    // MARK: Result

    /// The keyframes of `segments` (keyframe fits only: path segments need not be keyframes).
    func keyframes(_ segments: [Segment]) throws(KeyframeFitError) -> Keyframes {
        do {
            return try Keyframes(
                times: [segments[0].start] + segments.map(\.end),
                values: [segments[0].startValue] + segments.map(\.endValue),
                segments: segments.indices.map { Keyframes.Segment(name: "fit-\($0 + 1)", curve: .bezier(segments[$0].bezier)) })
        } catch {
            throw .invalidArgument("internal error: \(error.message)")
        }
    }

    /// Each segment's densely checked error (at least ``denseCheckDensity`` points per unit of
    /// x and 64 per segment), and where.
    func denseErrors(_ segments: [Segment]) throws(KeyframeFitError) -> [(error: Double, at: Double)] {
        var errors = [(error: Double, at: Double)]()
        for segment in segments {
            if isCancelled() { throw .cancelled }
            errors.append(
                try error(of: segment, intervals: Self.denseIntervals(start: segment.start, end: segment.end)))
        }
        return errors
    }

    /// The segment's largest error at `intervals + 1` even points, refined (see ``largestError``):
    /// as a keyframe segment, or as a path segment for path fits.
    func error(of segment: Segment, intervals: Int) throws(KeyframeFitError) -> (error: Double, at: Double) {
        guard levelEnds else {
            return try Self.measure(
                target, start: segment.start, end: segment.end, startValue: segment.startValue,
                endValue: segment.endValue, bezier: segment.bezier, intervals: intervals)
        }
        let path = segment.path, solver = path.unitSolver
        return try Self.largestError(start: segment.start, end: segment.end, intervals: intervals) {
            (x: Double) throws(KeyframeFitError) -> Double in
            abs(path.value(atX: x, solver: solver) - (try value(x)))
        }
    }

    static func result(_ keyframes: Keyframes, _ errors: [(error: Double, at: Double)]) -> KeyframeFit {
        guard let worst = errors.indices.max(by: { errors[$0].error < errors[$1].error }) else {
            preconditionFailure("keyframes have at least one segment, so one error each")
        }
        return KeyframeFit(
            keyframes: keyframes, maxError: errors[worst].error, maxErrorAt: errors[worst].at,
            segmentErrors: errors.map(\.error))
    }
}
