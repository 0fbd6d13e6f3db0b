@testable import Workbench

/// Curves and parsers shared by the plot tests.
enum PlotFixtures {
    static let linear = PlotSeries(name: "linear", values: { $0 })
    static let cubic = PlotSeries(name: "cubic", values: { $0 * $0 * $0 })
    /// Dips to about −0.207 and peaks at about 1.207, so the range grows to [−0.3, 1.3].
    static let wobble = PlotSeries(name: "wobble", values: { x in x + 8 * x * (1 - x) * (x - 0.5) })
    /// A cubic Bézier whose control points have x = 1/3 and 2/3, so x(t) = t and
    /// y(x) is the Bernstein polynomial itself — exact without a solver.
    static let bezier = PlotSeries(
        name: "bezier",
        values: { x in
            3 * (1 - x) * (1 - x) * x * -0.5 + 3 * (1 - x) * x * x * 1.5 + x * x * x
        },
        handles: [(0, 0), (1.0 / 3, -0.5), (1, 1), (2.0 / 3, 1.5)]
    )

    /// The characters between the box's side walls, one array per canvas row.
    static func canvasRows(_ output: String, side: Character = "│") -> [[Character]] {
        output.split(separator: "\n").compactMap { line -> [Character]? in
            guard let open = line.firstIndex(of: side), let close = line.lastIndex(of: side), open < close else {
                return nil
            }
            return Array(line[line.index(after: open)..<close])
        }
    }

    /// Lit braille dots as (x, y) in dot coordinates, y growing downward.
    static func litDots(_ output: String) -> Set<Dot> {
        var dots = Set<Dot>()
        // Bit of dot (column, row) inside a cell, per the U+2800 block layout.
        let bit: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        for (row, cells) in canvasRows(output).enumerated() {
            for (column, cell) in cells.enumerated() {
                guard let scalar = cell.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value) else { continue }
                let bits = scalar.value - 0x2800
                for dx in 0..<2 {
                    for dy in 0..<4 where bits & bit[dx][dy] != 0 {
                        dots.insert(Dot(x: column * 2 + dx, y: row * 4 + dy))
                    }
                }
            }
        }
        return dots
    }

    struct Dot: Hashable, CustomStringConvertible {
        var x: Int
        var y: Int
        var description: String { "(\(x),\(y))" }
    }
}
