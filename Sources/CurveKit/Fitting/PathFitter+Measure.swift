extension PathFitter {
    /// The error figures of any `path` against `target`, taken as a fit's are (RMS and R² over
    /// the N + 1 samples xᵢ = i/N; each segment's largest error from the same dense check, 40,000
    /// points per unit of x and at least 64 per segment, refined): so that a path kept with fewer
    /// decimals than it was fitted with states its own error, not the fit's.
    ///
    /// - Parameters:
    ///   - path: a path over [0, 1] (each segment monotone in x).
    ///   - target: y = f(x), called for x in [0, 1] only; must return finite values.
    ///   - samples: N.
    public static func measure(_ path: BezierPath, against target: (Double) -> Double, samples: Int) -> PathFit {
        var errors: [(error: Double, at: Double)] = []
        for segment in path.segments {
            let (start, end) = (segment.x[0], segment.x[3])
            // A vertical segment (a jump) has no width: its value is the next segment's.
            guard end > start else {
                errors.append((abs(path.value(at: start) - target(start)), start))
                continue
            }
            let intervals = KeyframeFitEngine.denseIntervals(start: start, end: end)
            let solver = segment.unitSolver
            let one = try? KeyframeFitEngine.largestError(start: start, end: end, intervals: intervals) { x in
                abs(segment.value(atX: x, solver: solver) - target(x))
            }
            errors.append(one ?? (.nan, start))
        }
        var residuals = 0.0
        var values: [Double] = []
        values.reserveCapacity(samples + 1)
        for index in 0...samples {
            let x = Double(index) / Double(samples)
            let y = target(x)
            values.append(y)
            let residual = path.value(at: x) - y
            residuals += residual * residual
        }
        let mean = values.reduce(0, +) / Double(values.count)
        let total = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        let worst = errors.indices.max { !(errors[$0].error >= errors[$1].error) } ?? 0
        return PathFit(
            path: path, samples: samples, rms: (residuals / Double(samples + 1)).squareRoot(),
            rSquared: total > 0 ? 1 - residuals / total : (residuals == 0 ? 1 : 0),
            maxError: errors.isEmpty ? .nan : errors[worst].error, maxErrorAt: errors.isEmpty ? 0 : errors[worst].at,
            segmentErrors: errors.map(\.error))
    }
}
