import CurveKit

/// The CSS `animation-timing-function` that plays a curve: the curve's own CSS when it has
/// one exactly (`cubic-bezier()`, `steps()`, or `linear()` for keyframes joined by straight
/// segments), otherwise `linear()` stops fitted by CurveKit's ``LinearApproximator``.
package struct CSSTiming: Sendable, Equatable {
    package enum Source: Sendable, Equatable {
        /// The CSS is the curve itself.
        case exact
        /// `linear()` stops within `maxError` (in units of the move) of the curve.
        case fitted(stops: Int, maxError: Double)
    }

    package let css: String
    package let source: Source

    /// The timing function for `curve`, fitting `linear()` stops within `tolerance` (in
    /// units of the move) when the curve has no exact CSS.
    package static func of(_ curve: Curve, tolerance: Double) throws(CurveError) -> CSSTiming {
        if let css = exactCSS(curve) { return CSSTiming(css: css, source: .exact) }
        let fitted = try LinearApproximator.approximate(
            { curve.value(at: $0) }, tolerance: tolerance, endSnap: curve.endSnap, measuredEnd: curve.endIsMeasured)
        return CSSTiming(css: fitted.css, source: .fitted(stops: fitted.stops.count, maxError: fitted.maxError))
    }

    /// The CSS that is exactly `curve`, if there is one, with every digit.
    static func exactCSS(_ curve: Curve) -> String? { curve.exactCSS(digits: .exact) }
}
