/// The result of fitting a ``BezierPath`` to a target.
public struct PathFit: Sendable, Equatable {
    /// The fitted path: it passes through the target at x = 0, 1 and every breakpoint, one
    /// cubic Bézier (monotone in x) between each.
    public let path: BezierPath
    /// Samples the RMS and R² are taken over: xᵢ = i/N, i = 0 … N.
    public let samples: Int
    /// √(mean of squared residuals) over the samples.
    public let rms: Double
    /// 1 − SS_res / SS_tot over the samples (1 when the target is constant and met exactly).
    public let rSquared: Double
    /// The largest |path(x) − target(x)| found by the dense check (see ``KeyframeFit``), and where.
    public let maxError: Double
    /// The x of ``maxError``.
    public let maxErrorAt: Double
    /// The largest error found in each segment, in order.
    public let segmentErrors: [Double]
}

/// Fitting a path of K cubic Bézier segments (a ``BezierPath``) to a target y = f(x) on [0, 1].
///
/// **Segments and their first breakpoints** are those of ``KeyframeFitter``: each segment is
/// the global least-squares Bézier of its stretch, the path passes through the target at every
/// breakpoint, corners and extrema of the target are breakpoints, located to a few ulp.
///
/// **Breakpoints** are then moved continuously, not on a grid: each, in turn, first tried at 8
/// even places between its neighbours and at the target's corners and extrema there, then
/// moved to where the largest errors of the two segments that meet there are equal (false
/// position with the Illinois rule on their difference, bisection until it is known at both
/// ends of the bracket, down to a relative balance of 1e-3, a bracket of 1e-13, or both
/// errors at the rounding level; the segments refined locally from their neighbours), in
/// sweeps that alternate in direction until two sweeps in a row have not lowered the path's
/// largest error by more than 1e-3 of it (at most 6). Equal
/// neighbouring errors are where the largest error over all segments is least when a segment's
/// error grows with its length, so this approaches the minimax placement; it is not a proven
/// global optimum. **Exact recovery:** a target that is itself a path of cubic segments each
/// monotone in x (a parabola, a cubic, Material's emphasized easing) is recovered to the
/// rounding level: a segment that straddles a true breakpoint by δ misses by about J·δ²
/// (J the jump in curvature), so the bisection stops only within about 1e-8 of it, where the
/// errors are below 1e-14.
///
/// **Tolerance.** The fewest segments within E: first from x = 0 each segment as long as E
/// allows (to 1 % of its length; a stretch that is exact so far is followed to 1e-12, so exact
/// paths keep their own joins), the fewest when a longer segment never fits better than a
/// shorter one inside it, its keys tried on nearby corners and extrema of the target; then one
/// segment fewer at a time, placed as above, while the result stays within E (the 1 % can cost
/// a segment; a count whose first sweep leaves an error above 3E is given up).
///
/// **Error figures.** RMS and R² over the N + 1 samples xᵢ = i/N (as ``BezierFitter``); the
/// maximum from a dense check of the path itself (40,000 points per unit of x, at least 64 per
/// segment, the largest refined by golden section).
public enum PathFitter {
    /// The path of `segments` cubic Béziers closest to `target` (see the type's documentation).
    ///
    /// - Parameters:
    ///   - target: y = f(x), called for x in [0, 1] only; must return finite values.
    ///   - segments: K, 1 … ``BezierPath/maximumSegments``.
    ///   - smooth: equal slopes where segments meet (see ``KeyframeFitter``).
    ///   - samples: N, the RMS is taken over N + 1 samples.
    ///   - isCancelled: polled between segment fits; true stops the fit with ``KeyframeFitError/cancelled``.
    public static func fit(
        _ target: (Double) -> Double, segments: Int, smooth: Bool = false, samples: Int = 1000,
        isCancelled: () -> Bool = { false }
    ) throws(KeyframeFitError) -> PathFit {
        guard (1...BezierPath.maximumSegments).contains(segments) else {
            throw .invalidArgument("the number of segments must be 1 … \(BezierPath.maximumSegments) (got \(segments))")
        }
        return try withEngine(target, smooth: smooth, isCancelled: isCancelled) { engine throws(KeyframeFitError) in
            // Without `hopelessAbove` (infinite), equalisedSegments never gives up.
            guard let equalised = try engine.equalisedSegments(count: segments) else { preconditionFailure("no error exceeds +infinity") }
            return try engine.measuredPath(equalised, samples: samples)
        }
    }

    /// The path with the fewest cubic Béziers within `tolerance` of `target`.
    ///
    /// - Parameters:
    ///   - target: y = f(x), called for x in [0, 1] only; must return finite values.
    ///   - tolerance: the largest allowed |path(x) − f(x)|, > 0.
    ///   - smooth: equal slopes where segments meet (see ``KeyframeFitter``).
    ///   - maximumSegments: give up with ``KeyframeFitError/toleranceNotMet(tolerance:maximumSegments:)``
    ///     beyond this many segments.
    ///   - samples: N, the RMS is taken over N + 1 samples.
    ///   - isCancelled: polled between segment fits; true stops the fit with ``KeyframeFitError/cancelled``.
    public static func fit(
        _ target: (Double) -> Double, tolerance: Double, smooth: Bool = false, maximumSegments: Int = 200, samples: Int = 1000,
        isCancelled: () -> Bool = { false }
    ) throws(KeyframeFitError) -> PathFit {
        guard tolerance > 0, tolerance.isFinite else {
            throw .invalidArgument("the tolerance must be a positive number (got \(tolerance))")
        }
        guard (1...BezierPath.maximumSegments).contains(maximumSegments) else {
            throw .invalidArgument("the maximum number of segments must be 1 … \(BezierPath.maximumSegments) (got \(maximumSegments))")
        }
        return try withEngine(target, smooth: smooth, isCancelled: isCancelled) { engine throws(KeyframeFitError) in
            let greedy = try engine.segments(tolerance: tolerance, maximumSegments: maximumSegments).segments
            var best = try engine.measuredPath(greedy, samples: samples)
            if let snapped = try engine.snapped(greedy) {
                let fit = try engine.measuredPath(snapped, samples: samples)
                if fit.maxError < best.maxError { best = fit }
            }
            var count = greedy.count - 1
            while count >= 1 {
                guard let segments = try engine.equalisedSegments(count: count, hopelessAbove: Self.hopeless * tolerance) else { break }
                let fewer = try engine.measuredPath(segments, samples: samples)
                guard fewer.maxError <= tolerance else { break }
                best = fewer
                count -= 1
            }
            return best
        }
    }

    /// One segment fewer is given up when, after the first sweep, its largest error is above
    /// this many times the tolerance (the sweeps that follow lower it by less in the tests).
    static let hopeless = 3.0

    private static func withEngine(
        _ target: (Double) -> Double, smooth: Bool, isCancelled: () -> Bool,
        _ body: (KeyframeFitEngine) throws(KeyframeFitError) -> PathFit
    ) throws(KeyframeFitError) -> PathFit {
        try withoutActuallyEscaping(target) { target throws(KeyframeFitError) in
            try withoutActuallyEscaping(isCancelled) { isCancelled throws(KeyframeFitError) in
                try body(try KeyframeFitEngine(target: target, smooth: smooth, levelEnds: true, isCancelled: isCancelled))
            }
        }
    }
}

extension KeyframeFitEngine {
    /// Steps of one breakpoint's bisection at most (a bracket of 2⁻⁴⁸ of its stretch).
    static let equalisingSteps = 48
    /// Errors at or below this are the rounding level of an exact fit.
    static let roundingLevel = 1e-14
    /// Neighbouring errors within this fraction of each other count as equal.
    static let balance = 1e-3
    /// Even places a free breakpoint is first tried at, between its neighbours.
    static let scanPoints = 8
    /// A key this close to a corner or extremum of the target is also tried on it.
    static let snapDistance = 1e-3
    /// Sweeps over the breakpoints at most.
    static let sweeps = 6

    /// `count` segments with their breakpoints moved to equalise neighbouring errors (each
    /// kept where it is unless that lowers the pair's largest error).
    /// With `hopelessAbove`, nil when the first sweep leaves an error above it.
    func equalisedSegments(count: Int, hopelessAbove: Double = .infinity) throws(KeyframeFitError) -> [Segment]? {
        let initial = try segments(count: count).segments
        var segments = initial
        // The largest error after each sweep.
        guard let largest = segments.map(\.maxError).max() else { throw .invalidArgument("\(count) segments: there must be at least 1") }
        var worst = [largest]
        if worst[0] <= Self.roundingLevel { return initial }
        for sweep in 0..<Self.sweeps {
            // Alternate directions, so that a large error at either end travels across.
            let keys = Array(0..<(segments.count - 1))
            for key in sweep % 2 == 0 ? keys : keys.reversed() {
                let (left, right) = try equalised(segments[key], segments[key + 1], scanning: sweep == 0)
                segments.replaceSubrange(key...(key + 1), with: [left, right])
            }
            // A sweep can leave the largest error where it is and still make room for the
            // next: stop when two sweeps (one each way) have not lowered it.
            let now = segments.map(\.maxError).max() ?? largest  // as many segments as before the sweep
            if sweep == 0 && now > hopelessAbove { return nil }
            if now <= Self.roundingLevel || (worst.count >= 2 && now >= worst[worst.count - 2] * (1 - Self.balance)) { break }
            worst.append(now)
        }
        // The moves refined each segment locally: fit the final ones globally (an exact
        // polynomial stretch, for one, is found only from its own start), and keep the
        // starting segments if the moves did not help after all.
        var candidates = [initial, try refitted(keys: segments.dropLast().map(\.end))]
        if let snapped = try snapped(segments) { candidates.append(snapped) }
        // Each candidate has the segments' count (≥ 1), so a largest error; the first candidate wins ties.
        let largestErrors = candidates.map { $0.map(\.maxError).max() ?? .infinity }
        return largestErrors.indices.min { largestErrors[$0] < largestErrors[$1] }.map { candidates[$0] } ?? initial
    }

    /// Keys near a corner or extremum of the target (which one key's move alone cannot reach
    /// while its neighbour is off its own, and a greedy end stops short of) all put there at
    /// once and the segments fitted again; nil when no key is near one.
    func snapped(_ segments: [Segment]) throws(KeyframeFitError) -> [Segment]? {
        let keys = segments.dropLast().map(\.end)
        let snapped = keys.map { key in
            breakpoints.map(\.x).min { abs($0 - key) < abs($1 - key) }.flatMap { abs($0 - key) <= Self.snapDistance ? $0 : nil } ?? key
        }
        guard snapped != keys, zip(snapped, snapped.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        return try refitted(keys: snapped)
    }

    /// Segments between 0, `keys` and 1, each fitted globally.
    private func refitted(keys: [Double]) throws(KeyframeFitError) -> [Segment] {
        let times = [0] + keys + [1]
        var segments = [Segment]()
        for index in 1..<times.count { segments.append(try fitSegment(times[index - 1], times[index])) }
        return segments
    }

    /// The two segments covering `left` and `right`, their common end moved to where their
    /// largest errors are equal; the best pair seen (never worse than the given one). With
    /// `scanning`, the end is first tried at ``scanPoints`` even places, and the bisection
    /// starts between the best one's neighbours (an error that is not monotone in the length,
    /// as for an oscillation, can have several balanced places).
    func equalised(_ left: Segment, _ right: Segment, scanning: Bool) throws(KeyframeFitError) -> (Segment, Segment) {
        let a = left.start, b = right.end
        var best = (left, right)
        var (low, high) = left.maxError > right.maxError ? (a, left.end) : (left.end, b)
        let step = (b - a) / Double(Self.scanPoints + 1)
        var bestPlace: Double?
        if max(left.maxError, right.maxError) > Self.roundingLevel {
            var previous: (Segment, Segment)?
            for place in 1...Self.scanPoints where scanning {
                let middle = a + step * Double(place)
                guard middle - a >= Self.minimumWidth, b - middle >= Self.minimumWidth else { continue }
                let l = try fitSegment(a, middle, near: previous?.0), r = try fitSegment(middle, b, near: previous?.1)
                previous = (l, r)
                if max(l.maxError, r.maxError) < max(best.0.maxError, best.1.maxError) {
                    (best, bestPlace) = ((l, r), middle)
                }
            }
            // The target's own corners and extrema between: where an exact path has its joins.
            for point in breakpoints where scanning && point.x > a && point.x < b && point.x != left.end {
                let l = try fitSegment(a, point.x), r = try fitSegment(point.x, b)
                if max(l.maxError, r.maxError) < max(best.0.maxError, best.1.maxError) {
                    (best, bestPlace) = ((l, r), point.x)
                }
            }
        }
        if let bestPlace {
            (low, high) = best.0.maxError > best.1.maxError ? (max(bestPlace - step, a), bestPlace) : (bestPlace, min(bestPlace + step, b))
        }
        // d = left error − right error changes sign in [low, high]; where d is known at both
        // ends, false position (Illinois: an end kept twice has its d halved), else bisection.
        var lowD: Double?, highD: Double?
        let known = best.0.maxError - best.1.maxError  // at the bracket's end that is the current key
        if known > 0 { highD = known } else { lowD = known }
        var keptSide = 0
        for _ in 0..<Self.equalisingSteps {
            let worse = max(best.0.maxError, best.1.maxError), better = min(best.0.maxError, best.1.maxError)
            if worse <= Self.roundingLevel || worse - better <= Self.balance * worse { break }
            var middle = 0.5 * (low + high)
            if let lowD, let highD, highD > lowD {
                let margin = 0.01 * (high - low)
                middle = min(max(low - lowD * (high - low) / (highD - lowD), low + margin), high - margin)
            }
            guard middle > low, middle < high, middle - a >= Self.minimumWidth, b - middle >= Self.minimumWidth,
                high - low > 1e-13 * (b - a)
            else { break }
            let l = try fitSegment(a, middle, near: best.0), r = try fitSegment(middle, b, near: best.1)
            if max(l.maxError, r.maxError) < worse { best = (l, r) }
            let d = l.maxError - r.maxError
            if d > 0 {
                (high, highD) = (middle, d)
                if keptSide == -1, let value = lowD { lowD = value / 2 }
                keptSide = -1
            } else {
                (low, lowD) = (middle, d)
                if keptSide == 1, let value = highD { highD = value / 2 }
                keptSide = 1
            }
        }
        return best
    }

    /// The path of `segments` and its error figures.
    func measuredPath(_ segments: [Segment], samples: Int) throws(KeyframeFitError) -> PathFit {
        let path: BezierPath
        do {
            path = try BezierPath(segments: segments.map(\.path))
        } catch {
            throw .invalidArgument("internal error: \(error.message)")
        }
        let errors = try denseErrors(segments)
        var residuals = 0.0, values = [Double]()
        values.reserveCapacity(samples + 1)
        for index in 0...samples {
            let x = Double(index) / Double(samples)
            let y = try value(x)
            values.append(y)
            let residual = path.value(at: x) - y
            residuals += residual * residual
        }
        let mean = values.reduce(0, +) / Double(values.count)
        let total = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        guard let worst = errors.indices.max(by: { errors[$0].error < errors[$1].error }) else {
            throw .invalidArgument("a path needs at least one segment")
        }
        return PathFit(
            path: path, samples: samples, rms: (residuals / Double(samples + 1)).squareRoot(),
            rSquared: total > 0 ? 1 - residuals / total : (residuals == 0 ? 1 : 0),
            maxError: errors[worst].error, maxErrorAt: errors[worst].at, segmentErrors: errors.map(\.error))
    }
}
