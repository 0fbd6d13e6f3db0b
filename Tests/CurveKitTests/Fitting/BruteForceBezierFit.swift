import CurveKit

/// An independent, slow reference for the least-squares Bézier fit, sharing no code with
/// ``BezierFitter``: a fine grid over (x1, x2) ∈ [0, 1]², each point's curve parameters
/// solved by its own safeguarded Newton iteration and y1, y2 by the 2×2 normal equations; the best
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

    /// The t in [0, 1] with x(t) = x for the curve's x1, x2: Newton's method safeguarded by
    /// bisection, from t = x (plain doubles; cheap enough for a debug build).
    static func parameter(_ x: Double, x1: Double, x2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var low = 0.0, high = 1.0, t = x
        for _ in 0..<100 {
            let u = 1 - t
            let value = 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t - x
            if value == 0 { return t }
            if value < 0 { low = t } else { high = t }
            let slope = 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
            var next = t - value / slope
            if !(next > low && next < high) { next = 0.5 * (low + high) }
            if abs(next - t) <= 1e-15 { return next }
            t = next
        }
        return t
    }

    /// The sum of squares at (x1, x2) with y1, y2 solved exactly.
    func objective(_ x1: Double, _ x2: Double) -> Result {
        var a11 = 0.0, a12 = 0.0, a22 = 0.0, r1 = 0.0, r2 = 0.0
        var ts = [Double](repeating: 0, count: xs.count)
        for index in xs.indices {
            let t = Self.parameter(xs[index], x1: x1, x2: x2)
            ts[index] = t
            let b1 = 3 * (1 - t) * (1 - t) * t, b2 = 3 * (1 - t) * t * t
            let rest = values[index] - t * t * t
            a11 += b1 * b1; a12 += b1 * b2; a22 += b2 * b2
            r1 += b1 * rest; r2 += b2 * rest
        }
        let det = a11 * a22 - a12 * a12
        let y1 = (a22 * r1 - a12 * r2) / det
        let y2 = (a11 * r2 - a12 * r1) / det
        var total = 0.0
        for index in xs.indices {
            let t = ts[index]
            let model = 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t
            total += (model - values[index]) * (model - values[index])
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
