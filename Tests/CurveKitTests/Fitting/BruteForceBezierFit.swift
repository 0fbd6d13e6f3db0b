import CurveKit

/// An independent, slow reference for the least-squares Bézier fit, sharing no code with
/// ``BezierFitter``: a fine grid over (x1, x2) ∈ [0, 1]², each point's curve parameters
/// solved by ``CubicBezier/parameter(at:)`` and y1, y2 by the 2×2 normal equations; the best
/// grid local minima then refined by a compass (pattern) search that doubles its step after a
/// success and halves it after a failure, down to 1e-8, clamped to the box;
/// a step counts as a success only if it lowers the objective by more than 1e-12 relative.
struct BruteForceBezierFit {
    let values: [Double]
    let xs: [Double]

    init(values: [Double]) {
        self.values = values
        xs = (0..<values.count).map { Double($0) / Double(values.count - 1) }
    }

    struct Result {
        let x1: Double, y1: Double, x2: Double, y2: Double
        let sumOfSquares: Double
        var rms: Double { (sumOfSquares / Double(valuesCount)).squareRoot() }
        let valuesCount: Int
    }

    /// The sum of squares at (x1, x2) with y1, y2 solved exactly.
    func objective(_ x1: Double, _ x2: Double) -> Result {
        let curve = try! CubicBezier(x1: x1, y1: 0, x2: x2, y2: 1)
        var a11 = 0.0, a12 = 0.0, a22 = 0.0, r1 = 0.0, r2 = 0.0
        var ts = [Double]()
        ts.reserveCapacity(xs.count)
        for (x, y) in zip(xs, values) {
            let t = curve.parameter(at: x)
            ts.append(t)
            let b1 = 3 * (1 - t) * (1 - t) * t, b2 = 3 * (1 - t) * t * t
            let rest = y - t * t * t
            a11 += b1 * b1; a12 += b1 * b2; a22 += b2 * b2
            r1 += b1 * rest; r2 += b2 * rest
        }
        let det = a11 * a22 - a12 * a12
        let y1 = (a22 * r1 - a12 * r2) / det
        let y2 = (a11 * r2 - a12 * r1) / det
        var total = 0.0
        for (t, y) in zip(ts, values) {
            let model = 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t
            total += (model - y) * (model - y)
        }
        return Result(x1: x1, y1: y1, x2: x2, y2: y2, sumOfSquares: total, valuesCount: values.count)
    }

    /// The best point found by the grid (`lines` per axis) and the compass refinement of its
    /// best `candidates` local minima.
    func search(lines: Int = 81, candidates: Int = 8) -> Result {
        let step = 1 / Double(lines - 1)
        var grid = [[Result]]()
        for i in 0..<lines {
            grid.append((0..<lines).map { j in objective(Double(i) * step, Double(j) * step) })
        }
        var minima = [Result]()
        for i in 0..<lines {
            for j in 0..<lines {
                let value = grid[i][j].sumOfSquares
                var isMinimum = true
                for di in -1...1 {
                    for dj in -1...1 where (di, dj) != (0, 0) {
                        let k = i + di, l = j + dj
                        if k >= 0, k < lines, l >= 0, l < lines, grid[k][l].sumOfSquares < value { isMinimum = false }
                    }
                }
                if isMinimum { minima.append(grid[i][j]) }
            }
        }
        minima.sort { $0.sumOfSquares < $1.sumOfSquares }
        var best = minima[0]
        for start in minima.prefix(candidates) {
            var current = start
            var h = step
            while h > 1e-8 {
                var moved = false
                for (dx, dy) in [(1.0, 0.0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)] {
                    let x1 = min(max(current.x1 + dx * h, 0), 1)
                    let x2 = min(max(current.x2 + dy * h, 0), 1)
                    let trial = objective(x1, x2)
                    // A real decrease, not rounding noise (else the search wanders forever).
                    if trial.sumOfSquares < current.sumOfSquares * (1 - 1e-12) {
                        current = trial
                        moved = true
                        break
                    }
                }
                // Expand after a success (so a long valley is followed quickly), shrink
                // after a failure.
                h = moved ? min(2 * h, step) : h / 2
            }
            if current.sumOfSquares < best.sumOfSquares { best = current }
        }
        return best
    }
}
