import CurveKit

// What the code outside the kinds asks of a curve, so that nothing outside CurveKit and this
// folder matches a `Curve`'s cases (CurveKindMatchTests fails on such a match). A caller that
// needs a kind's numbers asks for its shape (nil for a curve of another kind); one that needs
// a capability asks for that.

extension Curve {
    /// The Bézier, when the curve is one.
    package var bezier: CubicBezier? { BezierKind.shape(of: self) }
    /// The spring, when the curve is one.
    package var spring: Spring? { SpringKind.shape(of: self) }
    /// The keys and segments, when the curve is a keyframes curve.
    package var keyframes: Keyframes? { KeyframesKind.shape(of: self) }
    /// The samples, when the curve is a data curve (imported samples or a recording).
    package var data: DataCurve? { DataKind.shape(of: self) }
    /// The stops, when the curve is a CSS `linear()`.
    package var linearStops: LinearStops? { LinearKind.shape(of: self) }
    /// The steps, when the curve is a CSS `steps()`.
    package var steps: Steps? { StepsKind.shape(of: self) }

    /// Whether ``sample(intervals:)`` takes a sweep much faster than evaluating each point (a
    /// Bézier's, ``CubicBezier/sample(intervals:)``).
    package var hasFastSampling: Bool { bezier != nil }
}
