/// The result of fitting one cubic Bézier timing function to samples of a target curve.
///
/// The samples are yᵢ = target(xᵢ) at xᵢ = i/N, i = 0 … N (N = ``samples``). All error
/// figures are recomputed at those points with ``CubicBezier/value(at:)`` (accurate to
/// 1e-12), with compensated sums:
///
/// ```
/// rms       = √( Σ (bezier(xᵢ) − yᵢ)² / (N + 1) )
/// maxError  = max |bezier(xᵢ) − yᵢ|           (maxErrorAt = the first xᵢ where it occurs)
/// rSquared  = 1 − Σ (bezier(xᵢ) − yᵢ)² / Σ (yᵢ − ȳ)²
/// ```
///
/// They describe the fit at the samples only; between samples the error can be larger.
public struct BezierFit: Sendable, Equatable {
    /// The fitted timing function (x1, x2 ∈ [0, 1]; y1, y2 free).
    public let bezier: CubicBezier
    /// N, the number of intervals: the target was sampled at the N + 1 points i/N (as
    /// ``CurveComparison/samples`` counts them).
    public let samples: Int
    /// Root mean square of the residuals over the N + 1 samples.
    public let rms: Double
    /// Largest absolute residual over the samples.
    public let maxError: Double
    /// The sample x where ``maxError`` occurs (the first one on a tie).
    public let maxErrorAt: Double
    /// Coefficient of determination, 1 − SSres/SStot. For a constant target (SStot = 0) it is
    /// 1 when the fit is exact and −∞ otherwise.
    public let rSquared: Double
    /// How many times the search computed the reduced objective (or the curve parameters for a
    /// Jacobian), on the grid's sample subset or on all samples: a measure of the work done.
    public let evaluations: Int
    /// Whether the target starts at 0 and ends at 1 (within 1e-12), as every cubic Bézier
    /// timing function does. When false the fit is still the least-squares optimum, but it
    /// cannot match the target's ends, so large errors there are expected.
    public let endpointsAreZeroAndOne: Bool
}

/// A fit was cancelled by its `isCancelled` callback.
public struct FitCancelled: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cancellation error.
    public init() {}
    public var description: String { "fit cancelled" }
}

/// Least-squares fitting of one cubic Bézier timing function to a target curve.
///
/// **Problem.** Minimise Σᵢ (bezier(xᵢ) − yᵢ)² over x1, x2 ∈ [0, 1] and y1, y2 ∈ ℝ, at the
/// evenly spaced xᵢ = i/N. Errors are vertical (in y), at fixed x.
///
/// **Method (variable projection).** For fixed x1, x2 the model is linear in y1, y2, so
/// they are solved exactly (2×2 normal equations); the remaining objective in (x1, x2) has
/// several local minima and its optimum often lies on an edge (x1 = 0 or x2 = 1). It is
/// searched over a 21 × 21 grid covering [0, 1]² on a subset of at most 101 samples; the
/// grid's local minima (edges and corners included; the best six), plus x1 = 1/3, x2 = 2/3
/// (where the curve is a polynomial y(x) and the problem is degenerate), are refined on the
/// subset by a bounded Levenberg–Marquardt iteration in (x1, x2, y1, y2) that re-projects
/// y1, y2 after every step; the best three distinct results are refined again on all
/// samples, which also polishes all four parameters together. A fit exact to rounding ends
/// the search early.
///
/// **Accuracy.** The result is a local minimum to about 1e-12 relative in the objective
/// and in practice the global one: on the 24 non-bouncing Penner curves its RMS is within
/// 0.1 % of an independent brute-force search (the tests check this), and samples of a
/// Bézier give back its control points to 1e-6 or better when they are identifiable. (They
/// are not when a control point sits on its end point, as in `ease-in` and `ease-out`:
/// moving it along the end tangent changes the curve only at second order, so only the
/// values are recovered, to about 1e-9.) A global optimum is not proven for arbitrary
/// targets.
///
/// **Determinism.** The same input gives bit-identical output (no randomness, no
/// parallelism).
///
/// **Cost.** About 5–10 ms of CPU for 1,001 samples in a release build (about 500
/// objective evaluations, most on the subset).
public enum BezierFitter {
    /// Fits a Bézier to `values`, where `values[i]` is the target at x = i/N and
    /// N = `values.count − 1` ≥ 4.
    ///
    /// - Parameters:
    ///   - values: the target's samples at x = i/N, at least 5, all finite.
    ///   - isCancelled: polled between grid rows and between refinement iterations; when it
    ///     returns true the fit stops and throws ``FitCancelled``.
    /// - Precondition: at least 5 values, all finite.
    public static func fit(values: [Double], isCancelled: () -> Bool = { false }) throws(FitCancelled) -> BezierFit {
        precondition(values.count >= 5, "a Bézier fit needs at least 5 samples (N ≥ 4)")
        precondition(values.allSatisfy(\.isFinite), "a Bézier fit needs finite sample values")
        let intervals = values.count - 1
        let xs = (0...intervals).map { Double($0) / Double(intervals) }
        var problem = BezierLeastSquares(xs: xs, gs: values)
        guard let best = problem.search(isCancelled: isCancelled) else { throw FitCancelled() }
        let bezier = makeBezier(best)
        return summary(bezier: bezier, values: values, evaluations: problem.evaluations)
    }

    /// Fits a Bézier to `target` sampled at x = i/N, i = 0 … N, N = `samples` ≥ 4.
    ///
    /// See ``fit(values:isCancelled:)``.
    public static func fit(
        _ target: (Double) -> Double, samples: Int = 1000, isCancelled: () -> Bool = { false }
    ) throws(FitCancelled) -> BezierFit {
        precondition(samples >= 4, "a Bézier fit needs N ≥ 4 intervals")
        let values = (0...samples).map { target(Double($0) / Double(samples)) }
        return try fit(values: values, isCancelled: isCancelled)
    }

    /// The Bézier with the point's control points (x's are inside [0, 1] by construction).
    static func makeBezier(_ point: BezierLeastSquares.Point) -> CubicBezier {
        let x1 = min(max(point.x1, 0), 1), x2 = min(max(point.x2, 0), 1)
        if let bezier = try? CubicBezier(x1: x1, y1: point.y1, x2: x2, y2: point.y2) { return bezier }
        // Only non-finite y's can fail (a degenerate target); fall back to the straight line.
        return .linear
    }

    /// The error figures of `bezier` against `values` (see ``BezierFit``).
    static func summary(bezier: CubicBezier, values: [Double], evaluations: Int) -> BezierFit {
        let intervals = values.count - 1
        var squares = CompensatedSum()
        var sum = CompensatedSum()
        var maximum = -1.0
        var maximumAt = 0.0
        for (index, y) in values.enumerated() {
            let x = Double(index) / Double(intervals)
            let residual = bezier.reproducibleValue(at: x) - y
            squares.add(residual * residual)
            sum.add(y)
            if abs(residual) > maximum {
                maximum = abs(residual)
                maximumAt = x
            }
        }
        let mean = sum.total / Double(values.count)
        var spread = CompensatedSum()
        for y in values { spread.add((y - mean) * (y - mean)) }
        let residualSquares = squares.total
        let rSquared: Double =
            spread.total > 0
            ? 1 - residualSquares / spread.total
            : (residualSquares == 0 ? 1 : -.infinity)
        return BezierFit(
            bezier: bezier,
            samples: intervals,
            rms: (residualSquares / Double(values.count)).squareRoot(),
            maxError: maximum,
            maxErrorAt: maximumAt,
            rSquared: rSquared,
            evaluations: evaluations,
            endpointsAreZeroAndOne: runsFromZeroToOne(values))
    }
}

extension BezierFitter {
    /// Whether sampled target values start at 0 and end at 1 (within 1e-12), as a timing
    /// function does; fits note when they do not.
    public static func runsFromZeroToOne(_ values: [Double]) -> Bool {
        guard let first = values.first, let last = values.last else { return false }
        return abs(first) <= 1e-12 && abs(last - 1) <= 1e-12
    }
}
