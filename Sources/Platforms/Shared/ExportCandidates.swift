import CurveKit

/// The approximations a platform's code may use for a curve it cannot write exactly, each
/// fitted at most once (an `export NAME all` shares them between the platforms) and measured
/// alike: max |approximation(x) − curve(x)| over 2,001 even x in [0, 1].
package final class ExportCandidates {
    /// A fitted approximation and how far it is from the curve.
    struct Measured<Value> {
        let value: Value
        let maxError: Double
        let at: Double
    }

    let curve: Curve
    let isCancelled: () -> Bool
    /// CSS `linear()` stops are fitted to within this (in progress).
    static let linearTolerance = CurveComparison.sameCurveTolerance
    /// A path of Béziers is fitted to within this (in progress).
    static let pathTolerance = CurveComparison.sameCurveTolerance

    private var bezierFit: Measured<CubicBezier>?
    private var springFits: [Bool: Measured<Spring>] = [:]
    private var pathFit: Measured<BezierPath>?
    private var pathKeyframesFit: Measured<Keyframes>??
    private var linearFit: Measured<LinearStops>?

    /// Seconds the curve is played in, when an animation plays it (nil: a curve on its own).
    let playedSpan: Double?
    /// The duration and delay kept with the curve's name (``NamedCurve/timing``), which
    /// `export NAME FORMAT` writes; nil when an animation plays the curve, or it has none.
    let timing: CurveTiming?

    package init(_ curve: Curve, playedIn span: Double? = nil, timing: CurveTiming? = nil, isCancelled: @escaping () -> Bool) {
        self.curve = curve
        self.playedSpan = span
        self.timing = timing
        self.isCancelled = isCancelled
    }

    /// Seconds a fitted spring spans: the curve's own when it is a spring, else the animation's
    /// duration when an animation plays the curve, else the curve's own (kept with its name, a
    /// recording's), else 1.
    var springSpan: Double { curve.spring?.timeSpan ?? duration ?? 1 }

    /// Seconds the curve plays in: the animation's duration when one plays it, else the
    /// curve's own (kept with its name, else ``CurveKit/Curve/knownDuration``); nil when none says.
    var duration: Double? { playedSpan ?? timing?.duration ?? curve.knownDuration }

    private func measured<Value>(_ value: Value, _ model: Curve) -> Measured<Value> {
        let (error, at) = ExportTiming.maxDeviation(of: { model.reproducibleValue(at: $0) }, from: curve)
        return Measured(value: value, maxError: error, at: at)
    }

    /// The least-squares cubic Bézier (``BezierFitter``).
    func bezier() throws(ExportError) -> Measured<CubicBezier> {
        if let bezierFit { return bezierFit }
        let choice = try ExportTiming.bezier(for: curve, isCancelled: isCancelled)
        let fit = Measured(value: choice.bezier, maxError: choice.maxError ?? 0, at: choice.maxErrorAt ?? 0)
        bezierFit = fit
        return fit
    }

    /// The least-squares damped spring (``SpringFitter``), from rest or `moving`, over ``springSpan``.
    func spring(moving: Bool) throws(ExportError) -> Measured<Spring> {
        if let fit = springFits[moving] { return fit }
        let values = FitFamilies.samples(of: curve, Limits.defaultFitSamples)
        let spring: Spring
        do {
            spring = try SpringFitter.fit(values: values, freeVelocity: moving, isCancelled: isCancelled).spring(duration: springSpan)
        } catch {
            if isCancelled() { throw .cancelled }
            throw ExportError("cannot fit a spring to \(ExportTiming.describe(curve)): \(shellWording(of: error))")
        }
        let fit = measured(spring, .spring(spring))
        springFits[moving] = fit
        return fit
    }

    /// The path of the fewest cubic Béziers within ``pathTolerance`` (``PathFitter``).
    func path() throws(ExportError) -> Measured<BezierPath> {
        if let pathFit { return pathFit }
        let path: BezierPath
        do {
            path = try PathFitter.fit({ self.curve.reproducibleValue(at: $0) }, tolerance: Self.pathTolerance, isCancelled: isCancelled)
                .path
        } catch {
            if isCancelled() { throw .cancelled }
            throw ExportError("cannot fit a path to \(ExportTiming.describe(curve)): \(error)")
        }
        let fit = measured(path, .path(path))
        pathFit = fit
        return fit
    }

    /// The path fit (``path()``) as keyframes with a timing Bézier per segment
    /// (``CurveKit/BezierPath/bezierKeyframes``): the form a platform whose keyframes take any
    /// values and a timing curve each (Lottie, a `CAKeyframeAnimation`) plays the fitted path
    /// in, measured as keyframes against the curve. nil for a curve that is piecewise cubic
    /// already (``KeyframeForm/keyframes(_:)`` writes it exactly, with no fit), for a curve no
    /// path fits within ``pathTolerance``, and for a path that is no keyframes (a vertical
    /// segment).
    func pathKeyframes() throws(ExportError) -> Measured<Keyframes>? {
        if let pathKeyframesFit { return pathKeyframesFit }
        var fit: Measured<Keyframes>?
        if KeyframeForm.keyframes(curve) == nil {
            let path: BezierPath?
            do {
                path = try self.path().value
            } catch {
                if error.reason == .cancelled { throw error }
                path = nil
            }
            if let keyframes = path?.bezierKeyframes { fit = measured(keyframes, .keyframes(keyframes)) }
        }
        pathKeyframesFit = .some(fit)
        return fit
    }

    /// CSS `linear()` stops within ``linearTolerance``, or, for a target that jumps
    /// by more than that where linear() cannot follow, within ten or a hundred times it.
    func linear() throws(ExportError) -> Measured<LinearStops> {
        if let linearFit { return linearFit }
        var stops: LinearStops?
        var failure: ExportError?
        for tolerance in [1, 10, 100].map({ Self.linearTolerance * Double($0) }) where stops == nil {
            do {
                stops = try ExportTiming.linear(for: curve, tolerance: tolerance, isCancelled: isCancelled)
            } catch {
                if error.reason == .cancelled { throw error }
                failure = failure ?? error
            }
        }
        // Each tolerance tried either gave stops or set `failure`.
        guard let stops else { throw failure ?? ExportError("linear() found no stops") }
        let fit = measured(stops, .linear(stops))
        linearFit = fit
        return fit
    }
}
