/// Where a frame put the plot's canvas on the screen, to turn mouse cells into curve
/// coordinates and back. Cells count from 1, as the terminal's mouse reports do.
struct EditorLayout: Sendable, Equatable {
    /// The screen row of the canvas's top row and the column of its left column.
    var top: Int
    var left: Int
    var columns: Int
    var rows: Int
    var dotsPerColumn: Int
    var dotsPerRow: Int
    var range: PlotRange

    private var projection: PlotProjection {
        PlotProjection(dotColumns: columns * dotsPerColumn, dotRows: rows * dotsPerRow, range: range)
    }

    /// The cell that shows the point (x, y), or nil when y is not finite.
    func cell(x: Double, y: Double) -> (column: Int, row: Int)? {
        guard let dotColumn = projection.column(for: x), let dotRow = projection.row(for: y) else { return nil }
        return (left + dotColumn / dotsPerColumn, top + dotRow / dotsPerRow)
    }

    /// The curve coordinates at the centre of a cell (a cell outside the canvas counts as the
    /// nearest one inside it).
    func position(column: Int, row: Int) -> (x: Double, y: Double)? {
        guard columns > 0, rows > 0 else { return nil }
        let cellColumn = min(max(column - left, 0), columns - 1)
        let cellRow = min(max(row - top, 0), rows - 1)
        let dotColumn = Double(cellColumn * dotsPerColumn) + Double(dotsPerColumn - 1) / 2
        let dotRow = Double(cellRow * dotsPerRow) + Double(dotsPerRow - 1) / 2
        let x = dotColumn / Double(columns * dotsPerColumn - 1)
        let y = range.upper - dotRow / Double(rows * dotsPerRow - 1) * range.span
        return (x, y)
    }
}
