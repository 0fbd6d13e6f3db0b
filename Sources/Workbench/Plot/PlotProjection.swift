/// Maps curve coordinates to canvas dots: x ∈ [0, 1] spans every dot column,
/// y ∈ range spans every dot row (upper at the top). Out-of-range values are
/// clamped to the edge; non-finite values have no dot.
struct PlotProjection: Sendable {
    let dotColumns: Int
    let dotRows: Int
    let range: PlotRange

    /// The x value sampled at dot column `column`.
    func x(atColumn column: Int) -> Double {
        dotColumns > 1 ? Double(column) / Double(dotColumns - 1) : 0
    }

    func column(for x: Double) -> Int? {
        Self.index(of: x, over: dotColumns)
    }

    func row(for y: Double) -> Int? {
        guard range.span > 0 else { return nil }
        return Self.index(of: (range.upper - y) / range.span, over: dotRows)
    }

    /// Position `fraction` ∈ [0, 1] along `count` dots; clamps before converting
    /// because Int(_:) traps on huge or non-finite doubles.
    private static func index(of fraction: Double, over count: Int) -> Int? {
        guard fraction.isFinite else { return nil }
        let clamped = min(max(fraction, 0), 1)
        return Int((clamped * Double(count - 1)).rounded())
    }
}
