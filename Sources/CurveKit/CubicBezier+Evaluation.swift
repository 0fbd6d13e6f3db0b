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
        let (s, y) = (parameterOffset(at: x), x < split ? lowerY : upperY)
        return y.value(at: s)
    }

    /// The slope dy/dx at input progress `x`; ±infinity where the tangent is vertical.
    /// Outside [0, 1] it is the slope of the CSS extension line.
    public func slope(at x: Double) -> Double {
        if x.isNaN { return x }
        if x < 0 { return startTangentSlope }
        if x > 1 { return endTangentSlope }
        let s = parameterOffset(at: x)
        let (xPolynomial, yPolynomial) = x < split ? (lowerX, lowerY) : (upperX, upperY)
        var dy = yPolynomial.derivative(at: s)
        var dx = xPolynomial.derivative(at: s)
        // Where dx/dt = 0 and dy/dt = 0 together (a flat end of both), the slope is the limit
        // of the ratio: compare the next derivatives instead.
        if dx == 0 && dy == 0 {
            dy = yPolynomial.secondDerivative(at: s)
            dx = xPolynomial.secondDerivative(at: s)
            if dx == 0 && dy == 0 {
                dy = yPolynomial.cubic
                dx = xPolynomial.cubic
            }
        }
        if dx == 0 {
            return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity)
        }
        return dy / dx
    }

    /// The curve parameter t ∈ [0, 1] with x(t) = `x`, for `x` in [0, 1].
    public func parameter(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return (x < split ? lowerX : upperX).center + parameterOffset(at: x)
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
    /// is that of the expansion chosen for `x` (``lowerX`` below ``split``, else ``upperX``).
    ///
    /// x(t) is non-decreasing on [0, 1], so [−centre, 1 − centre] brackets the root; Newton
    /// steps that leave the bracket are replaced by bisection. The starting point comes from
    /// the two dominant terms of the expansion, which is exact for a pure cube and for a
    /// straight line and within a factor of 2^(1/3) otherwise.
    @inline(__always)
    func parameterOffset(at x: Double) -> Double {
        let polynomial = x < split ? lowerX : upperX
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

    @inline(__always)
    private static func initialOffset(_ polynomial: CenteredCubic, x: Double) -> Double {
        if polynomial.center == 0 { return x }
        if polynomial.center == 1 { return x - 1 }
        // Interior centre: a·s³ + c·s = −offset with a > 0, c ≥ 0 (b ≈ 0 at the vertex).
        let target = -polynomial.offset(minus: x)
        let cubeRoot = cbrt(target / polynomial.cubic)
        if polynomial.linear > 0 {
            let linearRoot = target / polynomial.linear
            return abs(linearRoot) < abs(cubeRoot) ? linearRoot : cubeRoot
        }
        return cubeRoot
    }
}
