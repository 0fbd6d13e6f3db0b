/// The result of fitting a ``Keyframes`` curve to a target.
///
/// The error figures are measured densely against the target, each segment evaluated exactly
/// as ``Keyframes/value(at:)`` evaluates it: in every segment [tᵢ, tᵢ₊₁] at max(64, ⌈40,000·(tᵢ₊₁ − tᵢ)⌉) + 1 evenly spaced points
/// (so at least 40,000 points over [0, 1]), the largest of them then refined by a golden
/// section search between its neighbours. Between checked points the error can exceed them
/// only by the variation of a smooth error curve over 1/40,000 of the input, which is
/// negligible for smooth targets.
public struct KeyframeFit: Sendable, Equatable {
    /// The fitted curve: key times (including 0 and 1), key values = target at the key
    /// times, and one cubic Bézier per segment named `fit-1`, `fit-2`, …. A segment whose two
    /// key values are equal is constant; its Bézier is the straight line (0, 0, 1, 1).
    public let keyframes: Keyframes
    /// The largest |keyframes(x) − target(x)| found over [0, 1].
    public let maxError: Double
    /// The x where ``maxError`` occurs.
    public let maxErrorAt: Double
    /// The largest error found in each segment, in order.
    public let segmentErrors: [Double]
}

/// Why a keyframe fit produced no curve.
public enum KeyframeFitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `isCancelled` callback returned true.
    case cancelled
    /// No curve with at most `maximumSegments` segments met the tolerance (typically a target
    /// that jumps, which a continuous curve cannot follow).
    case toleranceNotMet(tolerance: Double, maximumSegments: Int)
    /// A parameter is out of range (the message says which and what is accepted).
    case invalidArgument(String)
    /// The target returned a value that is not a finite number at this x.
    case nonFiniteTarget(at: Double)

    public var description: String {
        switch self {
        case .cancelled: "fit cancelled"
        case .toleranceNotMet(let tolerance, let maximum):
            "no keyframe curve with at most \(maximum) segments is within \(tolerance) of the target"
        case .invalidArgument(let message): message
        case .nonFiniteTarget(let x): "the target is not a finite number at x = \(x)"
        }
    }
}

/// Fitting a ``Keyframes`` curve — key values at key times, one cubic Bézier per segment —
/// to a target y = f(x) on [0, 1].
///
/// **Segments.** Key values are the target's values at the key times, so every key is hit
/// exactly. Each segment's Bézier is the least-squares fit (``BezierFitter``'s global search,
/// with a 17 × 17 grid) to the segment's normalised shape (f(t) − vᵢ)/(vᵢ₊₁ − vᵢ) on local
/// time, at 65 evenly spaced points; a segment whose key values are equal — or so nearly
/// equal that the normalised shape exceeds 10⁶ in magnitude — is constant (its key values
/// are then the target's, so it is exact only where the target is constant).
///
/// **Key times.** First where the target has corners (slope jumps, such as a bounce's
/// contacts), smooth extrema and ends of constant stretches, located to a few ulp (see
/// *Breakpoint search* below); then, where a stretch between those needs more than one
/// segment, at positions chosen by the mode:
///
/// - `tolerance: E` — from x = 0, each segment is made as long as the tolerance allows:
///   it runs to the farthest next breakpoint it can reach with max error ≤ E, or, if it
///   cannot reach even the next one, to about the farthest point before it (a search on
///   the segment's end, to 1 % of its length or until the error is 95 % of E). This gives
///   the fewest segments (up to that 1 %) as long as a
///   shorter segment never fits worse than a longer one containing it (true in practice for
///   smooth targets). The result is then checked densely, and any segment over E is split
///   again with a 10 % margin.
/// - `segments: K` — start from the breakpoints; while there are more than K segments,
///   merge the adjacent pair whose merged fit has the smallest error; while fewer, split the
///   segment with the largest error where its two halves' errors are about equal (8
///   bisection steps); then move each key time so introduced once more to equalise its
///   neighbours' errors. This approximately
///   minimises the maximum error over K segments (greedy, not a proven optimum).
///
/// **Smooth (C¹).** With `smooth: true` every interior key time gets one slope used by
/// both neighbouring segments: 0 at extrema and constant stretches, the mean of the two
/// one-sided slopes at a corner, and the target's slope elsewhere (fourth-order central
/// difference, step 1e-4). Each Bézier's handles are then tied to those directions
/// (y1 = s₀·x1, y2 = 1 − s₁·(1 − x2) in normalised units, handle lengths ≥ 0.001), so the
/// curve's one-sided slopes agree at every interior key — except beside a constant segment,
/// whose slope is 0 whatever its neighbours do.
///
/// **Breakpoint search.** The target is sampled at 20,001 points. A corner shows as a
/// change of chord slope far larger (20×) than two grid steps away, and is located by
/// repeated halving on the midpoint defect f(l) + f(r) − 2f(m); a smooth extremum shows as
/// a sign change of the chord slope and is located by bisection on the sign of a
/// fourth-order central difference (step ≤ 2e-4; exact for parabolas). For Penner's
/// bounce-out both land within 1e-12 of the exact contacts and peaks.
///
/// **Cost.** About 1 ms per segment fit in a release build, and a few fits per segment:
/// the spring of the tests (ζ = 0.3, five oscillations) to 1e-4 takes about 60 ms of CPU.
public enum KeyframeFitter {
    /// The fewest-segment keyframe curve within `tolerance` of `target` on [0, 1].
    ///
    /// - Parameters:
    ///   - target: y = f(x), called for x in [0, 1] only; must return finite values.
    ///   - tolerance: the largest allowed |keyframes(x) − f(x)|, > 0.
    ///   - smooth: make the curve C¹ (see the type's documentation).
    ///   - maximumSegments: give up with ``KeyframeFitError/toleranceNotMet(tolerance:maximumSegments:)``
    ///     beyond this many segments (1 … 9,999).
    ///   - isCancelled: polled between segment fits and inside them; true stops the fit with
    ///     ``KeyframeFitError/cancelled``.
    public static func fit(
        _ target: (Double) -> Double,
        tolerance: Double,
        smooth: Bool = false,
        maximumSegments: Int = 200,
        isCancelled: () -> Bool = { false }
    ) throws(KeyframeFitError) -> KeyframeFit {
        guard tolerance > 0, tolerance.isFinite else {
            throw .invalidArgument("the tolerance must be a positive number (got \(tolerance))")
        }
        guard (1..<Keyframes.maximumKeys).contains(maximumSegments) else {
            throw .invalidArgument("the maximum number of segments must be 1 … \(Keyframes.maximumKeys - 1) (got \(maximumSegments))")
        }
        return try withoutActuallyEscaping(target) { target throws(KeyframeFitError) in
            try withoutActuallyEscaping(isCancelled) { isCancelled throws(KeyframeFitError) in
                let engine = try KeyframeFitEngine(target: target, smooth: smooth, isCancelled: isCancelled)
                return try engine.fit(tolerance: tolerance, maximumSegments: maximumSegments)
            }
        }
    }

    /// The keyframe curve with exactly `segments` segments that (approximately) minimises the
    /// maximum error against `target` on [0, 1].
    ///
    /// - Parameters:
    ///   - target: y = f(x), called for x in [0, 1] only; must return finite values.
    ///   - segments: the number of segments K, 1 … 9,999.
    ///   - smooth: make the curve C¹ (see the type's documentation).
    ///   - isCancelled: polled between segment fits and inside them; true stops the fit with
    ///     ``KeyframeFitError/cancelled``.
    public static func fit(
        _ target: (Double) -> Double,
        segments: Int,
        smooth: Bool = false,
        isCancelled: () -> Bool = { false }
    ) throws(KeyframeFitError) -> KeyframeFit {
        guard (1..<Keyframes.maximumKeys).contains(segments) else {
            throw .invalidArgument("the number of segments must be 1 … \(Keyframes.maximumKeys - 1) (got \(segments))")
        }
        return try withoutActuallyEscaping(target) { target throws(KeyframeFitError) in
            try withoutActuallyEscaping(isCancelled) { isCancelled throws(KeyframeFitError) in
                let engine = try KeyframeFitEngine(target: target, smooth: smooth, isCancelled: isCancelled)
                return try engine.fit(segments: segments)
            }
        }
    }
}
