import Foundation

extension CubicBezier {
    /// The output progress y at input progress `x` (see the type's documentation for the
    /// definition, the extension outside [0, 1] and the accuracy). NaN gives NaN.
    public func value(at x: Double) -> Double {
        if x.isNaN { return x }
        if x <= 0 { return x == 0 ? 0 : startTangentSlope * x }
        if x >= 1 { return x == 1 ? 1 : 1 + endTangentSlope * (x - 1) }
        // Control points on matching x and y make y(t) = x(t): the curve is y = x exactly.
        if isIdentity { return x }
        let polynomial = expansion(for: x)
        let s = parameterOffset(at: x)
        let y = bernsteinY(polynomial.center + s, (1 - polynomial.center) - s)
        // With y1 and y2 in [0, 1] the exact curve stays in [0, 1]; keep rounding inside too.
        return staysInUnitInterval ? min(max(y, 0), 1) : y
    }

    /// The slope dy/dx at input progress `x`; ±infinity where the tangent is vertical.
    /// Outside [0, 1] it is the slope of the CSS extension line.
    public func slope(at x: Double) -> Double {
        if x.isNaN { return x }
        if x < 0 { return startTangentSlope }
        if x > 1 { return endTangentSlope }
        // At the ends the parameter is exactly 0 or 1; the solver is for the inside only.
        let polynomial = x == 0 ? lowerX : x == 1 ? upperX : expansion(for: x)
        let s = x == 0 || x == 1 ? 0 : parameterOffset(at: x)
        // t and 1 − t each straight from s, so the one near 0 keeps its relative accuracy.
        let t = polynomial.center + s
        var dy = yDerivative(t, (1 - polynomial.center) - s)
        var dx = polynomial.derivative(at: s)
        // Where dx/dt = 0 and dy/dt = 0 together (a flat end of both), the slope is the limit
        // of the ratio: compare the next derivatives instead.
        if dx == 0 && dy == 0 {
            dy = ySecondDerivative(t)
            dx = polynomial.secondDerivative(at: s)
            if dx == 0 && dy == 0 {
                dy = 6 * (1 + 3 * y1 - 3 * y2)
                dx = 6 * polynomial.cubic
            }
        }
        if dx == 0 {
            return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity)
        }
        return dy / dx
    }

    /// dy/dt in Bernstein form, from t and u = 1 − t.
    func yDerivative(_ t: Double, _ u: Double) -> Double {
        return 3 * u * u * y1 + 6 * u * t * (y2 - y1) + 3 * t * t * (1 - y2)
    }

    /// d²y/dt².
    func ySecondDerivative(_ t: Double) -> Double {
        6 * (1 - t) * (y2 - 2 * y1) + 6 * t * (1 - 2 * y2 + y1)
    }

    /// The expansion of x(t) the solver uses for input `x`.
    @inline(__always)
    func expansion(for x: Double) -> CenteredCubic {
        if let middleX, x >= middleStart, x <= middleEnd { return middleX }
        return x < split ? lowerX : upperX
    }

    /// The curve parameter t ∈ [0, 1] with x(t) = `x`, for `x` in [0, 1].
    public func parameter(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return expansion(for: x).center + parameterOffset(at: x)
    }

    /// Slope of the line continuing the curve before x = 0 (CSS Easing Level 2: through P1
    /// when x1 > 0, else through P2 when x2 > 0, else flat).
    var startTangentSlope: Double {
        if x1 > 0 { return y1 / x1 }
        if x2 > 0 { return y2 / x2 }
        return 0
    }

    /// Slope of the line continuing the curve after x = 1 (through P2 when x2 < 1, else
    /// through P1 when x1 < 1, else flat).
    var endTangentSlope: Double {
        if x2 < 1 { return (y2 - 1) / (x2 - 1) }
        if x1 < 1 { return (y1 - 1) / (x1 - 1) }
        return 0
    }

    /// s = t − centre with x(centre + s) = x, for x strictly inside (0, 1), where the centre
    /// is that of the expansion chosen for `x` (see ``expansion(for:)``).
    ///
    /// x(t) is non-decreasing on [0, 1], so [−centre, 1 − centre] brackets the root; Newton
    /// steps that leave the bracket are replaced by bisection. The starting point comes from
    /// the two dominant terms of the expansion, which is exact for a pure cube and for a
    /// straight line and within a factor of 2^(1/3) otherwise.
    @inline(__always)
    func parameterOffset(at x: Double) -> Double {
        let polynomial = expansion(for: x)
        var low = -polynomial.center
        var high = 1 - polynomial.center
        var s = Self.initialOffset(polynomial, x: x)
        if !(s > low && s < high) { s = 0.5 * (low + high) }
        for _ in 0..<200 {
            let residual = polynomial.residual(at: s, minus: x)
            if residual == 0 { return s }
            if residual < 0 { low = s } else { high = s }
            var next = s - residual / polynomial.derivative(at: s)
            if !(next > low && next < high) {
                next = 0.5 * (low + high)
                // The bracket holds no double strictly inside: s is as close as it gets.
                if !(next > low && next < high) { return s }
            }
            // Newton converges quadratically here, so a step this small leaves an error
            // far below one ulp of s.
            if abs(next - s) <= 1e-15 * abs(s) { return next }
            s = next
        }
        return s
    }

    /// A start for Newton's iteration: a·s³ + b·s² + c·s = −offset is solved by each term
    /// alone, and the smallest of those roots is taken among the terms that push the right
    /// way. Where every such term is positive this overestimates |s| by at most a factor of 3,
    /// and it is exact when one term dominates — a pure cube at a double root of dx/dt, a
    /// square at a flat end, a line elsewhere — so Newton never has to crawl towards a
    /// multiple root from far away.
    @inline(__always)
    private static func initialOffset(_ polynomial: CenteredCubic, x: Double) -> Double {
        let target = -polynomial.offset(minus: x)
        let direction: Double = target < 0 ? -1 : 1
        let magnitude = abs(target)
        var best = Double.infinity
        if polynomial.linear * direction > 0 { best = min(best, magnitude / abs(polynomial.linear)) }
        if polynomial.quadratic * direction > 0 { best = min(best, (magnitude / abs(polynomial.quadratic)).squareRoot()) }
        if polynomial.cubic * direction > 0 { best = min(best, cbrt(magnitude / abs(polynomial.cubic))) }
        return best.isFinite ? direction * best : 0
    }
}
