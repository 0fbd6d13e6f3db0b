/// The target of a `linear()` approximation while it runs: the function, with its values
/// checked (finite), and the cancellation hook.
///
/// Holds the caller's closures for the length of one ``LinearApproximator/approximate(_:tolerance:isCancelled:)``
/// call only (they are made escapable with `withoutActuallyEscaping` and never stored
/// beyond it).
struct LinearTarget {
    let function: (Double) -> Double
    let isCancelled: () -> Bool

    /// f(x), or an error if the target gives something that is not a finite number.
    func value(at x: Double) throws(CurveError) -> Double {
        let y = function(x)
        guard y.isFinite else {
            throw CurveError("the target must be a finite number on [0, 1] (got \(y) at x = \(x))")
        }
        return y
    }

    func checkCancellation() throws(CurveError) {
        if isCancelled() { throw CurveError.cancelled }
    }
}

/// Samples of the target on [0, 1], dense enough that joining neighbours by straight lines
/// stays within ``deviation`` of the target (as far as three check points per interval can
/// tell; discontinuities are bracketed between adjacent doubles instead).
struct TargetSamples {
    var xs: [Double] = []
    var ys: [Double] = []
    /// Indices g with xs[g + 1] == xs[g].nextUp across which the target jumps by more than
    /// the refinement threshold: discontinuities, located as exactly as doubles allow.
    var gaps: [Int] = []
    /// The largest |f − interpolant| seen at the check points of the accepted intervals.
    var deviation: Double = 0

    /// The straight-line interpolant of the samples at x (x inside [xs.first, xs.last]).
    /// At a gap's right end it gives the right-hand value.
    func interpolant(at x: Double) -> Double {
        var lo = 0
        var hi = xs.count - 1
        if x <= xs[lo] { return ys[lo] }
        if x >= xs[hi] { return ys[hi] }
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if xs[mid] <= x { lo = mid } else { hi = mid }
        }
        if xs[lo] == x { return ys[lo] }
        let t = (x - xs[lo]) / (xs[hi] - xs[lo])
        return ys[lo] + t * (ys[hi] - ys[lo])
    }
}

enum TargetSampler {
    /// Intervals narrower than this that still deviate are treated as holding a
    /// discontinuity (or a ramp too steep to tell from one).
    static let finestWidth = 0x1p-44

    /// Samples the target: a uniform grid of `baseIntervals` intervals, each bisected until
    /// the interpolant is within `threshold` of the target at the quarter points.
    static func sample(
        _ target: LinearTarget, threshold: Double, baseIntervals: Int
    ) throws(CurveError) -> TargetSamples {
        var samples = TargetSamples()
        samples.xs.reserveCapacity(baseIntervals * 2)
        samples.ys.reserveCapacity(baseIntervals * 2)
        samples.xs.append(0)
        samples.ys.append(try target.value(at: 0))

        struct Interval { var a, fa, b, fb, m, fm: Double }
        var stack: [Interval] = []
        let count = Double(baseIntervals)
        for index in 0..<baseIntervals {
            try target.checkCancellation()
            let a = Double(index) / count
            let b = Double(index + 1) / count
            let m = (a + b) / 2
            stack.append(
                Interval(
                    a: a, fa: samples.ys[samples.ys.count - 1], b: b, fb: try target.value(at: b),
                    m: m, fm: try target.value(at: m)))
            while let interval = stack.popLast() {
                let (a, fa, b, fb, m, fm) = (interval.a, interval.fa, interval.b, interval.fb, interval.m, interval.fm)
                let q1 = a + (m - a) / 2
                let q3 = m + (b - m) / 2
                let f1 = try target.value(at: q1)
                let f3 = try target.value(at: q3)
                let slope = (fb - fa) / (b - a)
                let deviation = LinearMath.larger(
                    LinearMath.larger((f1 - (fa + slope * (q1 - a))).magnitude, (fm - (fa + slope * (m - a))).magnitude),
                    (f3 - (fa + slope * (q3 - a))).magnitude)
                if deviation <= threshold {
                    samples.deviation = LinearMath.larger(samples.deviation, deviation)
                    samples.xs.append(b)
                    samples.ys.append(fb)
                } else if b - a > finestWidth, a < q1, q1 < m, m < q3, q3 < b {
                    stack.append(Interval(a: m, fa: fm, b: b, fb: fb, m: q3, fm: f3))
                    stack.append(Interval(a: a, fa: fa, b: m, fb: fm, m: q1, fm: f1))
                } else {
                    try bracket(target, a: a, fa: fa, b: b, fb: fb, threshold: threshold, into: &samples)
                }
            }
        }
        return samples
    }

    /// Finds the adjacent doubles inside [a, b] across which the target changes most
    /// (bisecting on the bit patterns, so at most 64 steps), appends them and b.
    private static func bracket(
        _ target: LinearTarget, a: Double, fa: Double, b: Double, fb: Double, threshold: Double,
        into samples: inout TargetSamples
    ) throws(CurveError) {
        var lo = a, flo = fa, hi = b, fhi = fb
        while true {
            let mid = Double(bitPattern: lo.bitPattern / 2 + hi.bitPattern / 2 + (lo.bitPattern & hi.bitPattern & 1))
            if !(mid > lo && mid < hi) { break }
            let fmid = try target.value(at: mid)
            if (fmid - flo).magnitude >= (fhi - fmid).magnitude {
                hi = mid
                fhi = fmid
            } else {
                lo = mid
                flo = fmid
            }
        }
        if lo > a {
            samples.xs.append(lo)
            samples.ys.append(flo)
        }
        if hi.bitPattern == lo.bitPattern + 1 && (fhi - flo).magnitude > threshold {
            samples.gaps.append(samples.xs.count - 1)
        }
        samples.xs.append(hi)
        samples.ys.append(fhi)
        if hi < b {
            samples.xs.append(b)
            samples.ys.append(fb)
        }
    }
}
