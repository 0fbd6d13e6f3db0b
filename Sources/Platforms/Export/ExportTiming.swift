import CurveKit

/// A curve as one timing function of a format: exactly when the format has the curve's kind,
/// otherwise the best approximation with its measured error.
enum ExportTiming {
    /// A cubic Bézier for Core Animation and SwiftUI.
    struct BezierChoice {
        let bezier: CubicBezier
        /// nil when exact; otherwise max |bezier(x) − curve(x)| over 2001 evenly spaced x.
        let maxError: Double?
        let maxErrorAt: Double?
        var isExact: Bool { maxError == nil }
    }

    /// A CSS easing function.
    struct CSSChoice {
        let text: String
        /// nil when exact; otherwise the approximation's max error in progress.
        let maxError: Double?
        /// How many stops the linear() approximation has (nil when exact).
        let stops: Int?
        var isExact: Bool { maxError == nil }
    }

    /// The curve itself when it is a Bézier (or mathematically one: ``Curve/equivalentBezier``),
    /// else the least-squares best fit (its control points are printed like any Bézier's,
    /// within ``PasteDecimals/bound`` of it).
    static func bezier(for curve: Curve, isCancelled: () -> Bool) throws(ExportError) -> BezierChoice {
        if let bezier = curve.equivalentBezier { return BezierChoice(bezier: bezier, maxError: nil, maxErrorAt: nil) }
        if let bad = (0...1000).lazy.map({ Double($0) / 1000 }).first(where: { !curve.value(at: $0).isFinite }) {
            throw ExportError(
                "cannot fit a cubic Bézier to \(describe(curve)): it is not a finite number at x = \(TextFormat.shortest(bad))")
        }
        let fit: BezierFit
        do {
            fit = try BezierFitter.fit({ curve.reproducibleValue(at: $0) }, isCancelled: isCancelled)
        } catch {
            throw ExportError.cancelled
        }
        let fitted = fit.bezier
        let (error, at) = maxDeviation(of: { fitted.reproducibleValue(at: $0) }, from: curve)
        return BezierChoice(bezier: fitted, maxError: error, maxErrorAt: at)
    }

    static func linear(for curve: Curve, tolerance: Double, isCancelled: () -> Bool) throws(ExportError) -> LinearStops {
        do {
            return try LinearApproximator.approximate(
                { curve.reproducibleValue(at: $0) }, tolerance: tolerance, endSnap: curve.endSnap, measuredEnd: curve.endIsMeasured,
                isCancelled: isCancelled)
        } catch {
            if isCancelled() { throw ExportError.cancelled }
            throw ExportError("cannot approximate the curve with CSS linear(): \(error.wording)")
        }
    }

    /// The four control points as code numbers (``BezierKind/controlPoints(_:separator:digits:)``).
    static func controlPoints(_ bezier: CubicBezier, separator: String = ", ", digits: Digits) -> String {
        BezierKind.controlPoints(bezier, separator: separator, digits: digits)
    }

    /// The intervals an export's error is measured over: 2,001 even x, fine enough for the three
    /// figures the error is stated with on curves as steep as a few units per unit of x
    /// (``CurveComparison``'s bound), and cheap enough to measure every approximation a platform
    /// takes.
    static let errorIntervals = 2000

    /// The largest `gap(share)` for shares of one interval between two frames, 0 < share < 1 —
    /// how far the straight line between two sampled values is from the motion there: at 31
    /// even shares, then refined by golden-section search between the neighbours of the
    /// largest, where the gap of a smooth motion peaks (7 shares alone understated elastic-out's
    /// 0.01097 as 0.01095).
    static func largestGapBetweenFrames(_ gap: (Double) -> Double) -> Double {
        let count = 32
        var (best, bestShare) = (0.0, 0.5)
        for k in 1..<count {
            let share = Double(k) / Double(count)
            let value = gap(share)
            if value > best || value.isNaN { (best, bestShare) = (value, share) }
        }
        guard best.isFinite else { return best }
        var (low, high) = (bestShare - 1 / Double(count), bestShare + 1 / Double(count))
        let ratio = (5.0.squareRoot() - 1) / 2
        for _ in 0..<40 {
            let (left, right) = (high - ratio * (high - low), low + ratio * (high - low))
            if gap(left) > gap(right) { high = right } else { low = left }
        }
        return max(best, gap((low + high) / 2))
    }

    /// max |f(x) − curve(x)| over ``errorIntervals`` + 1 even x in [0, 1], and where
    /// (``CurveComparison``: NaN where either is undefined).
    static func maxDeviation(of f: (Double) -> Double, from curve: Curve) -> (Double, Double) {
        let comparison = CurveComparison(f, curve.reproducibleValue(at:), intervals: errorIntervals)
        return (comparison.maxAbsoluteDifference, comparison.at)
    }

    /// "a bounce-out curve" / "a keyframes curve": what the curve is, for notes.
    static func describe(_ curve: Curve) -> String { curve.noun }
}
