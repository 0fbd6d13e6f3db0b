import Foundation

/// The spring closest to a target curve in least squares: y(x) = 1 + u(x) with
/// u″ + 2ζω·u′ + ω²·u = 0, u(0) = −1, u′(0) = v (mass 1, stiffness ω², damping 2ζω; x in
/// units of the animation's duration), starting at rest (v = 0) or with the initial velocity
/// free too.
public struct SpringFit: Sendable, Equatable {
    /// ζ: below 1 the spring overshoots, 1 is critical, above 1 over-damped.
    public let dampingRatio: Double
    /// ω, the natural angular frequency in radians per unit of x.
    public let frequency: Double
    /// √(mean of squared residuals) over the samples.
    public let rms: Double
    /// The largest |residual| over the samples, and where.
    public let maxError: Double
    /// The x of ``maxError``.
    public let maxErrorAt: Double
    /// 1 − SS_res / SS_tot.
    public let rSquared: Double
    /// v = u′(0), toward the target, in moves per unit of x (0 when the spring starts at rest).
    public var initialVelocity: Double = 0

    /// k = ω² for mass 1 (per unit of x squared).
    public var stiffness: Double { frequency * frequency }
    /// c = 2ζω for mass 1.
    public var damping: Double { 2 * dampingRatio * frequency }
}

/// Least-squares fitting of a damped spring (``SpringFit``) to a target curve.
///
/// **Problem.** Minimise Σᵢ (y(xᵢ; ζ, ω) − fᵢ)² over ζ > 0 and ω > 0 at xᵢ = i/N.
///
/// **Method.** The objective has several local minima (the under- and over-damped basins,
/// and aliasing of the frequency), so the whole space is searched first: a grid of 48 damping
/// ratios (log-spaced, 0.02 … 48) × 72 frequencies (log-spaced, 0.5 … 2,000 rad per unit of x)
/// on every tenth sample; then Levenberg–Marquardt in (log ζ, log ω), on all samples, from
/// the 6 best grid points that are not neighbours of a better one. **Guarantee:** the result
/// is the best of those local optima. A global minimum whose basin lies between grid points
/// of a better basin can be missed; the tests compare with an independent dense search.
/// Deterministic: the same bits for the same samples, whatever ran before.
public enum SpringFitter {
    /// y(x) = 1 + u(x) of the spring with damping ratio `zeta` and frequency `omega`.
    /// Written in one form for every ζ, u = −e^(−ζωx)·(C(sx) + ζω·S(s, x)) with s = ω√|1 − ζ²|,
    /// C and S the circular (ζ < 1) or hyperbolic (ζ > 1) cosine and sin(sx)/s, so that it is
    /// continuous through ζ = 1 (S → x) and never overflows for large ζ. At x ≥ 1 it is 1: the
    /// spring the fit adds snaps to its target where its span ends (``Spring/value(at:)``), so
    /// the fit is measured against the curve it will be.
    public static func response(zeta: Double, omega: Double, at x: Double) -> Double {
        if x >= 1 { return 1 }
        let decay = zeta * omega
        let s = omega * (1 - zeta * zeta).magnitude.squareRoot()
        let sx = s * x
        if zeta < 1 {
            let sine = sx.magnitude < 1e-4 ? x * (1 - sx * sx / 6) : sin(sx) / s
            return 1 - exp(-decay * x) * (cos(sx) + decay * sine)
        }
        // e^(−ζωx)·cosh(sx) and e^(−ζωx)·sinh(sx)/s, without forming cosh of a large argument.
        let slow = exp((s - decay) * x), fast = exp(-(s + decay) * x)
        let coshPart = 0.5 * (slow + fast)
        let sinhPart = sx.magnitude < 1e-4 ? exp(-decay * x) * x * (1 + sx * sx / 6) : 0.5 * (slow - fast) / s
        return 1 - (coshPart + decay * sinhPart)
    }

    /// ∂y/∂v, the part of the response the initial velocity v multiplies: e^(−ζωx)·S(s, x).
    /// y(x) with velocity v is ``response(zeta:omega:at:)`` + v · this; 0 at x ≥ 1, where the
    /// response has snapped to 1.
    static func velocityResponse(zeta: Double, omega: Double, at x: Double) -> Double {
        if x >= 1 { return 0 }
        let decay = zeta * omega
        let s = omega * (1 - zeta * zeta).magnitude.squareRoot()
        let sx = s * x
        if zeta < 1 {
            let sine = sx.magnitude < 1e-4 ? x * (1 - sx * sx / 6) : sin(sx) / s
            return exp(-decay * x) * sine
        }
        if sx.magnitude < 1e-4 { return exp(-decay * x) * x * (1 + sx * sx / 6) }
        return 0.5 * (exp((s - decay) * x) - exp(-(s + decay) * x)) / s
    }

    /// The velocity that fits best for a given ζ and ω (linear least squares: the response is
    /// linear in v), and the residuals y − f with it, at every x of `xs` (`values` at the same
    /// indices).
    ///
    /// This and the loops of ``fit(values:freeVelocity:isCancelled:)`` and
    /// ``refine(zeta:omega:xs:values:freeVelocity:)`` run for every sample of every candidate:
    /// they are plain loops over doubles (no closures, no arrays of tuples, `.magnitude` rather
    /// than the generic `abs`), which unoptimised builds (the tests') run several times faster,
    /// with the same operations in the same order (HotLoopBitsTests).
    static func projected(zeta: Double, omega: Double, xs: [Double], values: [Double], freeVelocity: Bool) -> (
        velocity: Double, residuals: [Double]
    ) {
        let count = xs.count
        var residuals = [Double](repeating: 0, count: count)
        var shape = [Double](repeating: 0, count: freeVelocity ? count : 0)
        var gr = 0.0, gg = 0.0
        var k = 0
        while k < count {
            let base = response(zeta: zeta, omega: omega, at: xs[k]) - values[k]
            residuals[k] = base
            if freeVelocity {
                let g = velocityResponse(zeta: zeta, omega: omega, at: xs[k])
                shape[k] = g
                gr += g * base
                gg += g * g
            }
            k += 1
        }
        guard freeVelocity else { return (0, residuals) }
        let velocity = gg > 0 ? -gr / gg : 0
        k = 0
        while k < count {
            residuals[k] = residuals[k] + velocity * shape[k]
            k += 1
        }
        return (velocity, residuals)
    }

    /// Σ r².
    static func sumOfSquares(_ residuals: [Double]) -> Double {
        var total = 0.0
        var k = 0
        while k < residuals.count {
            total = total + residuals[k] * residuals[k]
            k += 1
        }
        return total
    }

    /// The best spring for `values` at xᵢ = i / (values.count − 1); with `freeVelocity` the
    /// initial velocity is fitted too (for each ζ and ω its best value is solved exactly, so
    /// the search stays two-dimensional).
    public static func fit(values: [Double], freeVelocity: Bool = false, isCancelled: () -> Bool = { false }) throws(FitCancelled)
        -> SpringFit
    {
        precondition(values.count >= 4, "at least four samples")
        let n = values.count - 1
        let xs = (0...n).map { Double($0) / Double(n) }
        // The grid, on every tenth sample.
        let stride = max(1, n / 100)
        let coarse = Array(Swift.stride(from: 0, through: n, by: stride))
        // Geometric grids by repeated products (no pow: its last bits may differ by build).
        let zetas = (0..<48).reduce(into: [Double]()) { grid, k in grid.append(k == 0 ? 0.02 : grid[k - 1] * 1.18) }
        let omegas = (0..<72).reduce(into: [Double]()) { grid, k in grid.append(k == 0 ? 0.5 : grid[k - 1] * 1.124) }
        var grid = [[Double]](repeating: [Double](repeating: .infinity, count: omegas.count), count: zetas.count)
        for (i, zeta) in zetas.enumerated() {
            if isCancelled() { throw FitCancelled() }
            for (j, omega) in omegas.enumerated() {
                // Σ r² at rest; with the best velocity Σ r² − (Σ g·r)² / Σ g² (one pass, no arrays).
                var rr = 0.0, gr = 0.0, gg = 0.0
                var c = 0
                while c < coarse.count {
                    let (index, x) = (coarse[c], xs[coarse[c]])
                    let r = response(zeta: zeta, omega: omega, at: x) - values[index]
                    rr += r * r
                    if freeVelocity {
                        let g = velocityResponse(zeta: zeta, omega: omega, at: x)
                        gr += g * r
                        gg += g * g
                    }
                    c += 1
                }
                grid[i][j] = freeVelocity && gg > 0 ? max(0, rr - gr * gr / gg) : rr
            }
        }
        // Local minima of the grid (no better neighbour), best first.
        var starts: [(Double, Int, Int)] = []
        for i in zetas.indices {
            for j in omegas.indices {
                let value = grid[i][j]
                var best = true
                for di in -1...1 {
                    for dj in -1...1 where di != 0 || dj != 0 {
                        let (a, b) = (i + di, j + dj)
                        if a >= 0, a < zetas.count, b >= 0, b < omegas.count, grid[a][b] < value { best = false }
                    }
                }
                if best { starts.append((value, i, j)) }
            }
        }
        starts.sort { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }
        var best: (cost: Double, zeta: Double, omega: Double)?
        for (_, i, j) in starts.prefix(6) {
            if isCancelled() { throw FitCancelled() }
            let refined = refine(zeta: zetas[i], omega: omegas[j], xs: xs, values: values, freeVelocity: freeVelocity)
            if best.map({ refined.cost < $0.cost }) ?? true { best = refined }
        }
        // The grid's smallest value (or, if every value is NaN, every cell) has no smaller
        // neighbour, so `starts` holds at least one cell and `best` is set.
        guard let best else { preconditionFailure("a non-empty grid has a local minimum") }
        let (_, zeta, omega) = best
        return summary(zeta: zeta, omega: omega, xs: xs, values: values, freeVelocity: freeVelocity)
    }

    /// Levenberg–Marquardt in p = (log ζ, log ω) with a central-difference Jacobian.
    static func refine(zeta: Double, omega: Double, xs: [Double], values: [Double], freeVelocity: Bool) -> (
        cost: Double, zeta: Double, omega: Double
    ) {
        func residuals(_ p: (Double, Double)) -> [Double] {
            projected(zeta: exp(p.0), omega: exp(p.1), xs: xs, values: values, freeVelocity: freeVelocity).residuals
        }
        func cost(_ r: [Double]) -> Double { sumOfSquares(r) }
        var p = (log(zeta), log(omega))
        var r = residuals(p)
        var current = cost(r)
        var lambda = 1e-3
        for _ in 0..<200 {
            let h = 1e-6
            let r1p = residuals((p.0 + h, p.1)), r1m = residuals((p.0 - h, p.1))
            let r2p = residuals((p.0, p.1 + h)), r2m = residuals((p.0, p.1 - h))
            var (a11, a12, a22, g1, g2) = (0.0, 0.0, 0.0, 0.0, 0.0)
            for k in r.indices {
                let j1 = (r1p[k] - r1m[k]) / (2 * h), j2 = (r2p[k] - r2m[k]) / (2 * h)
                a11 += j1 * j1; a12 += j1 * j2; a22 += j2 * j2
                g1 += j1 * r[k]; g2 += j2 * r[k]
            }
            var improved = false
            for _ in 0..<30 {
                let (b11, b22) = (a11 * (1 + lambda), a22 * (1 + lambda))
                let det = b11 * b22 - a12 * a12
                guard det.isFinite, det != 0 else { lambda *= 10; continue }
                let d1 = -(b22 * g1 - a12 * g2) / det, d2 = -(b11 * g2 - a12 * g1) / det
                let next = (p.0 + max(-2, min(2, d1)), p.1 + max(-2, min(2, d2)))
                let rn = residuals(next)
                let cn = cost(rn)
                if cn.isFinite && cn < current {
                    let gain = current - cn
                    (p, r, current) = (next, rn, cn)
                    lambda = max(lambda / 10, 1e-12)
                    improved = true
                    if gain <= 1e-15 * max(current, 1e-300) { return (current, exp(p.0), exp(p.1)) }
                    break
                }
                lambda *= 10
            }
            if !improved { break }
        }
        return (current, exp(p.0), exp(p.1))
    }

    static func summary(zeta: Double, omega: Double, xs: [Double], values: [Double], freeVelocity: Bool) -> SpringFit {
        var squares = 0.0, worst = -1.0, worstAt = 0.0
        let mean = values.reduce(0, +) / Double(values.count)
        var spread = 0.0
        let (velocity, residuals) = projected(zeta: zeta, omega: omega, xs: xs, values: values, freeVelocity: freeVelocity)
        for (index, x) in xs.enumerated() {
            let residual = residuals[index]
            squares += residual * residual
            spread += (values[index] - mean) * (values[index] - mean)
            if residual.magnitude > worst { (worst, worstAt) = (residual.magnitude, x) }
        }
        return SpringFit(
            dampingRatio: zeta, frequency: omega, rms: (squares / Double(values.count)).squareRoot(),
            maxError: worst, maxErrorAt: worstAt, rSquared: spread > 0 ? 1 - squares / spread : 1, initialVelocity: velocity)
    }
}

extension SpringFit {
    /// The fitted spring as a curve spanning `duration` seconds, mass 1: x = t / duration, so
    /// the frequency in radians per second is ω / duration, stiffness (ω / duration)², damping
    /// 2ζω / duration and the initial velocity v / duration moves per second.
    public func spring(duration: Double) throws(CurveError) -> Spring {
        let perSecond = frequency / duration
        return try Spring(
            mass: 1, stiffness: perSecond * perSecond, damping: 2 * dampingRatio * perSecond,
            initialVelocity: initialVelocity / duration, duration: duration)
    }
}
