/// Draws the plot's layers onto a canvas in curve coordinates. Layers are
/// drawn bottom-up (guides, handles, curves, control points) so that dots
/// merge while the topmost ink decides each cell's colour.
struct PlotPainter {
    private(set) var canvas: PlotCanvas
    let projection: PlotProjection

    init(canvas: PlotCanvas, range: PlotRange) {
        self.canvas = canvas
        projection = PlotProjection(dotColumns: canvas.dotColumns, dotRows: canvas.dotRows, range: range)
    }

    /// Dotted rows at y = 0 and y = 1 where the range extends past them,
    /// so overshoot reads against the curve's nominal start and end.
    mutating func drawGuides() {
        var levels: [Double] = []
        if projection.range.lower < 0 { levels.append(0) }
        if projection.range.upper > 1 { levels.append(1) }
        drawGuides(at: levels)
    }

    /// A faint dotted line across the canvas at each of `levels`.
    mutating func drawGuides(at levels: [Double]) {
        for level in levels {
            guard let row = projection.row(for: level) else { continue }
            for x in stride(from: 0, to: canvas.dotColumns, by: 2) {
                canvas.plot(x: x, y: row, ink: .guide)
            }
        }
    }

    /// Straight segments between consecutive pairs of `points` (P0→P1, P3→P2).
    mutating func drawHandles(_ points: [(x: Double, y: Double)]) {
        for pair in stride(from: 0, to: points.count - 1, by: 2) {
            guard let start = dot(points[pair]), let end = dot(points[pair + 1]) else { continue }
            // Dotted only where there are several dots per cell; in ASCII the
            // '.' glyph already reads as faint and gaps would hide short handles.
            canvas.plotLine(from: start, to: end, dotted: canvas.dotsPerColumn > 1, ink: .handle)
        }
    }

    /// Samples every dot column and joins consecutive samples vertically, so
    /// steep segments stay continuous; a non-finite sample breaks the line.
    mutating func drawCurve(_ values: (Double) -> Double, series: Int) {
        let ink = PlotInk.curve(series)
        var previous: Int?
        for x in 0..<canvas.dotColumns {
            guard let y = projection.row(for: values(projection.x(atColumn: x))) else {
                previous = nil
                continue
            }
            canvas.plot(x: x, y: y, ink: ink)
            if let previous, abs(previous - y) > 1 {
                // Split the jump at its midpoint: the first half hangs off the
                // previous column, the rest leads into this one.
                let middle = (previous + y) / 2
                let split = previous < y ? middle : middle + 1
                canvas.plotColumn(x: x - 1, from: previous, to: split, ink: ink)
                canvas.plotColumn(x: x, from: split + (previous < y ? 1 : -1), to: y, ink: ink)
            }
            previous = y
        }
    }

    mutating func drawMarker(at point: (x: Double, y: Double), series: Int) {
        guard let dot = dot(point) else { return }
        canvas.plot(x: dot.x, y: dot.y, ink: .marker(series))
    }

    private func dot(_ point: (x: Double, y: Double)) -> (x: Int, y: Int)? {
        guard let x = projection.column(for: point.x), let y = projection.row(for: point.y) else { return nil }
        return (x, y)
    }
}
