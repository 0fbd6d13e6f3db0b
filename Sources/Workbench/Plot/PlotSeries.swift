/// One curve to draw: a name for the legend, the function itself, and — for a
/// cubic Bézier — its two free control points so handles can be shown.
public struct PlotSeries: Sendable {
    /// Shown in the legend.
    public var name: String
    /// y at x, sampled for x ∈ [0, 1]. Non-finite results are skipped, not drawn.
    public var values: @Sendable (Double) -> Double
    /// P1 and P2 of a cubic Bézier (P0 = (0,0) and P3 = (1,1) are implied);
    /// nil when the curve is not a Bézier. Only the first two entries are used.
    var controlPoints: [(x: Double, y: Double)]?

    /// Creates a series; `controlPoints` is only needed to draw Bézier handles.
    public init(
        name: String,
        values: @escaping @Sendable (Double) -> Double,
        controlPoints: [(x: Double, y: Double)]? = nil
    ) {
        self.name = name
        self.values = values
        self.controlPoints = controlPoints
    }
}
