/// One curve to draw: a name for the legend, the function itself, and — for Béziers and
/// paths — the handles to show.
public struct PlotSeries: Sendable {
    /// Shown in the legend.
    public var name: String
    /// y at x, sampled for x ∈ [0, 1]. Non-finite results are skipped, not drawn.
    public var values: @Sendable (Double) -> Double
    /// Handles as pairs (end point, control point): consecutive points are a handle, odd
    /// indices the control points; empty when the curve has none.
    var handles: [(x: Double, y: Double)]

    /// Creates a series; `handles` are only needed to draw them.
    public init(
        name: String,
        values: @escaping @Sendable (Double) -> Double,
        handles: [(x: Double, y: Double)] = []
    ) {
        self.name = name
        self.values = values
        self.handles = handles
    }
}
