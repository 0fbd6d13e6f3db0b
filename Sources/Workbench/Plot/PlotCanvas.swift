/// A grid of character cells addressed in "dots": 2×4 per cell for braille,
/// 1×1 for ASCII. Dot (0, 0) is the top-left; rows grow downward.
/// All drawing is bounds-checked, so callers may pass any coordinates.
struct PlotCanvas: Sendable {
    let columns: Int
    let rows: Int
    let dotsPerColumn: Int
    let dotsPerRow: Int
    /// Braille dot bits per cell (in ASCII mode only "lit or not" matters).
    private(set) var bits: [UInt8]
    private(set) var inks: [PlotInk?]

    init(columns: Int, rows: Int, braille: Bool) {
        self.columns = columns
        self.rows = rows
        dotsPerColumn = braille ? 2 : 1
        dotsPerRow = braille ? 4 : 1
        bits = Array(repeating: 0, count: columns * rows)
        inks = Array(repeating: nil, count: columns * rows)
    }

    var dotColumns: Int { columns * dotsPerColumn }
    var dotRows: Int { rows * dotsPerRow }

    /// Braille bit for the dot at (column, row) within a cell, per U+2800's layout:
    /// dots 1–3 and 4–6 run down the two columns, dots 7 and 8 are the bottom row.
    private static let brailleBits: [[UInt8]] = [
        [0x01, 0x02, 0x04, 0x40],
        [0x08, 0x10, 0x20, 0x80],
    ]

    func cellIndex(column: Int, row: Int) -> Int { row * columns + column }

    mutating func plot(x: Int, y: Int, ink: PlotInk) {
        guard (0..<dotColumns).contains(x), (0..<dotRows).contains(y) else { return }
        let cell = cellIndex(column: x / dotsPerColumn, row: y / dotsPerRow)
        bits[cell] |= dotsPerColumn == 1 ? 1 : Self.brailleBits[x % 2][y % 4]
        if inks[cell].map({ $0.priority <= ink.priority }) ?? true {
            inks[cell] = ink
        }
    }

    /// Lights every dot from row `from` to row `to` (either order) in column `x`.
    mutating func plotColumn(x: Int, from: Int, to: Int, ink: PlotInk) {
        for y in min(from, to)...max(from, to) {
            plot(x: x, y: y, ink: ink)
        }
    }

    /// Lights a straight line; `dotted` skips every other step so it reads as faint.
    mutating func plotLine(from start: (x: Int, y: Int), to end: (x: Int, y: Int), dotted: Bool, ink: PlotInk) {
        // Bresenham, all octants.
        let dx = abs(end.x - start.x)
        let dy = -abs(end.y - start.y)
        let stepX = start.x < end.x ? 1 : -1
        let stepY = start.y < end.y ? 1 : -1
        var error = dx + dy
        var (x, y) = start
        var step = 0
        while true {
            if !dotted || step % 2 == 0 { plot(x: x, y: y, ink: ink) }
            if x == end.x && y == end.y { break }
            let doubled = 2 * error
            if doubled >= dy { error += dy; x += stepX }
            if doubled <= dx { error += dx; y += stepY }
            step += 1
        }
    }
}
