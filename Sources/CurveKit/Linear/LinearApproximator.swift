/// Approximates a curve y = f(x) on [0, 1] by a CSS `linear()` easing function with as few
/// stops as possible, within a given maximum vertical error.
///
/// **Result.** The first stop is (0, f(0)) and the last (1, f(1)), exactly (but see the ends
/// below); in between the
/// stops are free (a segment may lie anywhere in the band f ± tolerance, which is how it
/// needs fewer stops than methods that keep the stops on the curve). The polyline is
/// continuous with strictly increasing x, except at a discontinuity of the target that
/// jumps by more than about twice the tolerance (a `steps()`-like target): there two
/// consecutive stops share the x of the jump (CSS takes the later one at that x), and that x
/// is the double right after the last one where the target still has its left value,
/// printed exactly.
///
/// **Method.**
/// 1. *Sampling.* f on a uniform grid of 64 intervals, each bisected until the straight
///    line through its ends is within 0.5 % of the tolerance of f at its midpoint and
///    quarter points; intervals that still deviate when narrower than 2⁻⁴⁴ are bracketed
///    down to adjacent doubles, so a discontinuity (or a kink) is located as exactly as
///    doubles allow.
/// 2. *Fewest stops.* In the polygon "samples ± e" the fewest-segment continuous path is
///    found by the window method (`TubePath`): greedy, level by level, with the set of
///    candidate lines kept as a convex polygon in line space; optimal for that polygon.
///    Run at e = tolerance − 1.5 × the sampling deviation (so the path stays within the
///    tolerance of f itself, not only of the samples), it gives the fewest stops m. Then
///    seven more runs look for the smallest e that still gives m stops (0.98 e, e/2, then
///    ÷ 8 while the count holds, else bisection), and that path is kept: the rest of the
///    tolerance is room for rounding.
/// 3. *Shortest numbers.* Each inner stop gets the fewest decimals (y and percentage) that
///    keep the rounded polyline within that room of the unrounded one (`StopRounder`).
/// 4. *Check.* The result is checked against f at 200,001 evenly spaced points, every
///    sample, and at and next to every stop, refined around the worst point; that gives
///    ``LinearStops/maxError``. If it exceeds the tolerance (a feature narrower than the
///    sampling found), everything is redone with sampling 4× finer, up to three times.
///
/// **A snap at the end.** With `endSnap` (a curve that jumps at x = 1: a spring, whose motion
/// arrives 0.1 % short of rest when it spans its settling time, and the curve is 1 at x = 1),
/// the stops above follow the motion up to its arrival, and one more at 100 % takes the
/// curve's end: `linear(…, 0.999 100%, 1)`. The arrival stop's y is the shortest decimal
/// within half the rounding room, like the inner stops' (it is only approached, never
/// reached), and no extra stop is written when that decimal is already the end. The function
/// is then the approximation of the motion everywhere below x = 1 and the end at 1; the error
/// is measured against that (the motion below 1, the end at 1).
///
/// **A measured end.** With `measuredEnd` (a curve whose values were measured, such as a
/// recording's: 200/201 of the move is a reading, not a number anyone wrote), the first and
/// last stops' y are the shortest decimals within half the rounding room too (`0.99502`, not
/// `0.9950248756218906`; `0.0042`, not `0.004166666666666667`), and count in the error like
/// every other stop.
///
/// Deterministic: the same target and tolerance give the same result.
public enum LinearApproximator {
    /// The smallest tolerance accepted (the error message spells it "1e-9").
    public static let minimumTolerance = 1e-9
    /// How many evenly spaced points the public entry point checks the result at.
    public static let verificationSamples = 200_001

    /// The `linear()` function with the fewest stops whose maximum vertical error against
    /// `target` on [0, 1] is at most `tolerance`. Throws a ``CurveError`` for a tolerance that
    /// is not a finite number of at least ``minimumTolerance``, for a target that is not
    /// finite somewhere on [0, 1], and ("cancelled") when `isCancelled` returns true.
    public static func approximate(
        _ target: (Double) -> Double, tolerance: Double, endSnap: Curve.EndSnap? = nil, measuredEnd: Bool = false,
        isCancelled: () -> Bool = { false }
    ) throws(CurveError) -> LinearStops {
        try approximate(
            target, tolerance: tolerance, verificationPoints: verificationSamples - 1, endSnap: endSnap, measuredEnd: measuredEnd,
            isCancelled: isCancelled)
    }

    /// As above, checking the result at `verificationPoints + 1` evenly spaced points.
    static func approximate(
        _ target: (Double) -> Double, tolerance: Double, verificationPoints: Int, endSnap: Curve.EndSnap? = nil,
        measuredEnd: Bool = false, isCancelled: () -> Bool
    ) throws(CurveError) -> LinearStops {
        guard tolerance.isFinite, tolerance >= minimumTolerance else {
            throw CurveError("tolerance must be a finite number of at least 1e-9 (got \(tolerance))")
        }
        // Below x = 1 the motion; at 1 its arrival, the last point the stops follow.
        let motion: (Double) -> Double = { x in
            if let endSnap, x >= 1 { return endSnap.arrival }
            return target(x)
        }
        let result: Result<LinearStops, CurveError> = withoutActuallyEscaping(motion) { function in
            withoutActuallyEscaping(isCancelled) { cancelled in
                let run = ApproximationRun(
                    target: LinearTarget(function: function, isCancelled: cancelled),
                    tolerance: tolerance, verificationPoints: max(verificationPoints, 1), restingEnd: endSnap?.end,
                    measuredEnd: measuredEnd)
                do throws(CurveError) {
                    return .success(try run.run())
                } catch {
                    return .failure(error)
                }
            }
        }
        return try result.get()
    }
}

/// One call of ``LinearApproximator/approximate(_:tolerance:isCancelled:)``.
struct ApproximationRun {
    let target: LinearTarget
    let tolerance: Double
    let verificationPoints: Int
    /// The value at x = 1 of a curve that snaps there (see ``LinearApproximator``): the target
    /// gives the motion's arrival at 1.
    var restingEnd: Double? = nil
    /// The target's value at 1 was measured: the last stop may be rounded like the others.
    var measuredEnd = false

    /// The sampling threshold, as a fraction of the tolerance.
    static let samplingFraction = 0.005
    /// How much the largest sampling deviation seen is trusted: check points at the quarter
    /// points and midpoint catch at least 3/4 of an interval's deviation.
    static let deviationFactor = 1.5
    static let attempts = 4
    /// Runs searching for the smallest tube with the same count (typically to 1/64 of it).
    static let probes = 7

    func run() throws(CurveError) -> LinearStops {
        try target.checkCancellation()
        var threshold = tolerance * Self.samplingFraction
        var baseIntervals = 64
        var worst: (error: Double, at: Double) = (0, 0)
        for _ in 0..<Self.attempts {
            let samples = try TargetSampler.sample(target, threshold: threshold, baseIntervals: baseIntervals)
            if let result = try attempt(samples) {
                if result.maxError <= tolerance { return result }
                worst = (result.maxError, result.maxErrorAt)
            }
            threshold /= 4
            baseIntervals *= 4
        }
        throw CurveError(
            "could not keep within tolerance \(tolerance): the target changes too abruptly near x = \(worst.at) (error \(worst.error))")
    }

    /// The polyline for these samples, rounded and checked; nil if the samples deviate too
    /// much to leave any tube.
    func attempt(_ samples: TargetSamples) throws(CurveError) -> LinearStops? {
        let allowance = Self.deviationFactor * samples.deviation
        let high = tolerance * (1 - 1e-9) - allowance
        guard high > 0 else { return nil }
        let path = TubePath(samples)
        var best = try polyline(samples, path, tolerance: high)
        var count = best.count
        // The smallest tube that still needs no more stops: its path leaves the most room
        // for rounding (and centres paths on targets that are themselves polylines). First
        // whether 98 % of the tube will do (usually), then half of it; then ÷ 8 while the
        // count holds, else bisection.
        var fails = 0.0, holds = high
        var probe = 0.98 * high
        for index in 0..<Self.probes {
            let candidate = try polyline(samples, path, tolerance: probe)
            if candidate.count <= count {
                holds = probe
                best = candidate
                count = candidate.count
            } else {
                fails = probe
            }
            if index == 0 && holds == probe {
                probe = high / 2
            } else {
                probe = fails == 0 ? holds / 8 : (fails + holds) / 2
            }
        }
        let unrounded = LinearPolyline(stops: best)
        let tubeError = Self.distance(unrounded, samples)
        let budget = tolerance - allowance - tubeError
        var rounded = try StopRounder(
            original: unrounded, budget: LinearMath.larger(budget, 0), freeEnd: restingEnd != nil || measuredEnd, freeStart: measuredEnd
        )
        .round(isCancelled: target.isCancelled)
        if let end = restingEnd, let last = rounded.polyline.ys.last, last != end,
            let text = TextFormat.fewestDecimals(end, within: LinearMath.larger(budget, 0) / 2) ?? TextFormat.rounded(end, decimals: 15),
            text.value != last
        {
            // The stop at 100 % keeps its input written out; the resting one after it takes 100 %,
            // with the fewest decimals within half the room (a recording ends where its data
            // does: 299/300 is written 0.9967, not 0.9966666666666667).
            rounded.polyline.xs.append(1)
            rounded.polyline.ys.append(text.value)
            rounded.css = String(rounded.css.dropLast()) + " 100%, " + text.text + ")"
        }
        let (error, at) = try verify(rounded.polyline, samples)
        return LinearStops(
            stops: zip(rounded.polyline.xs, rounded.polyline.ys).map { ($0, $1) },
            css: rounded.css, maxError: error, maxErrorAt: at)
    }

    /// The fewest-stops path through the tube samples ± e, split at the jumps wider than
    /// the tube (about 2e): each piece is solved on its own, and the last stop of the piece
    /// before a jump moves onto the jump's x.
    func polyline(_ samples: TargetSamples, _ path: TubePath, tolerance e: Double) throws(CurveError) -> [(x: Double, y: Double)] {
        var cuts: [Int] = []
        for gap in samples.gaps where (samples.ys[gap + 1] - samples.ys[gap]).magnitude > 1.9 * e {
            cuts.append(gap)
        }
        var result: [(x: Double, y: Double)] = []
        var lo = 0
        let last = samples.xs.count - 1
        for (index, cut) in (cuts + [last]).enumerated() {
            var piece = try path.solve(
                lo: lo, hi: cut, tolerance: e, pinnedStart: index == 0, pinnedEnd: index == cuts.count,
                isCancelled: target.isCancelled)
            if index < cuts.count, cut > lo {
                piece[piece.count - 1].x = samples.xs[cut + 1]
            }
            result.append(contentsOf: piece)
            lo = cut + 1
        }
        return result
    }

    /// max |polyline − interpolant of the samples|, at every sample and every stop (both are
    /// straight between those points, so this is the maximum over [0, 1]).
    static func distance(_ polyline: LinearPolyline, _ samples: TargetSamples) -> Double {
        var worst = 0.0
        var cursor = PolylineCursor(polyline)
        for (x, y) in zip(samples.xs, samples.ys) {
            worst = LinearMath.larger(worst, (cursor.value(at: x) - y).magnitude)
        }
        for x in polyline.xs where x > 0 && x < 1 {
            worst = LinearMath.larger(worst, (polyline.value(at: x) - samples.interpolant(at: x)).magnitude)
        }
        return worst
    }

    /// f(x), or the resting value at x = 1 when the curve ends at rest.
    func expected(at x: Double) throws(CurveError) -> Double {
        if let restingEnd, x >= 1 { return restingEnd }
        return try target.value(at: x)
    }

    /// The largest |polyline − f| over the check points, refined around the worst one.
    func verify(_ polyline: LinearPolyline, _ samples: TargetSamples) throws(CurveError) -> (Double, Double) {
        var worst = 0.0, worstAt = 0.0
        func consider(_ x: Double, _ error: Double) {
            if error > worst || (error == worst && x < worstAt) {
                worst = error
                worstAt = x
            }
        }
        var cursor = PolylineCursor(polyline)
        let count = Double(verificationPoints)
        for index in 0...verificationPoints {
            if index % 8192 == 0 { try target.checkCancellation() }
            let x = Double(index) / count
            consider(x, (cursor.value(at: x) - (try expected(at: x))).magnitude)
        }
        cursor = PolylineCursor(polyline)
        for (x, y) in zip(samples.xs, samples.ys) where restingEnd == nil || x < 1 {
            consider(x, (cursor.value(at: x) - y).magnitude)
        }
        for x in polyline.xs {
            for point in [x.nextDown, x, x.nextUp] where point >= 0 && point <= 1 {
                consider(point, (polyline.value(at: point) - (try expected(at: point))).magnitude)
            }
        }
        // Around the worst point: 64 more points between its neighbours on the grid.
        let step = 1 / count
        let centre = worstAt
        for index in 1..<64 {
            let x = centre - step + 2 * step * Double(index) / 64
            if x >= 0, x <= 1 {
                consider(x, (polyline.value(at: x) - (try expected(at: x))).magnitude)
            }
        }
        return (worst, worstAt)
    }
}

/// Evaluates a polyline at increasing x with CSS semantics, walking forward.
struct PolylineCursor {
    let polyline: LinearPolyline
    var index = 0

    init(_ polyline: LinearPolyline) {
        self.polyline = polyline
    }

    mutating func value(at x: Double) -> Double {
        let xs = polyline.xs
        while index + 1 < xs.count, xs[index + 1] <= x { index += 1 }
        return polyline.segmentValue(index, at: x)
    }
}
