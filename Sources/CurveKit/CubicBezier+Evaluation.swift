import Foundation

extension CubicBezier {
    /// The output progress y at input progress `x` (see the type's documentation for the
    /// definition, the extension outside [0, 1] and the accuracy). NaN gives NaN.
    @inlinable @inline(__always)
    public func value(at x: Double) -> Double {
        // One test keeps NaN, the ends and the outside off the fast path, and so does a curve
        // whose value table is not built yet.
        guard x > 0 && x < 1, let table = cache.valueTable else { return valueWithoutTable(at: x) }
        // Control points on matching x and y make y(t) = x(t): the curve is y = x exactly.
        if table.pointee.isIdentity { return x }
        let value = BezierValueTable.value(table, at: x)
        // NaN: the row did not pass its error bound (see BezierValueTable).
        guard !value.isNaN else { return refinedValue(at: x) }
        let (lowest, highest) = (table.pointee.lowest, table.pointee.highest)
        // Clamped to [0, 1] when y1, y2 lie in it, else to ±infinity, without testing which.
        let above = value > lowest ? value : lowest
        return highest < above ? highest : above
    }

    /// y at input progress `x` through the solver only, never the value table: the same bits
    /// whatever was evaluated before, in every build. ``value(at:)`` answers through the solver
    /// until the curve's 8,192nd evaluation inside (0, 1) and through the value table after it;
    /// the two agree to 1e-13, not to the bit. Everything a session stores (fits, `linear()`
    /// stops, sampled curves, their error figures) is computed with this path, so that it does
    /// not depend on what ran earlier in the process. Accuracy as ``value(at:)``'s solver path:
    /// within 1e-15 of the exact value (see the type's documentation).
    public func reproducibleValue(at x: Double) -> Double {
        guard x > 0 && x < 1 else { return valueOutsideOpenInterval(x) }
        return solverValue(at: x)
    }

    /// value(at:) outside the open interval (0, 1), for NaN, and while the curve has no value
    /// table (which this builds once the curve has been evaluated often enough).
    @usableFromInline @inline(never)
    func valueWithoutTable(at x: Double) -> Double {
        guard x > 0 && x < 1 else { return valueOutsideOpenInterval(x) }
        let solver = self.solver
        cache.countCallWithoutValueTable(solver)
        return solverValue(at: x)
    }

    /// value(at:) where the value table's coarse row did not pass: its finer row, else the solver.
    @usableFromInline @inline(never)
    func refinedValue(at x: Double) -> Double {
        if let table = cache.valueTable {
            let value = BezierValueTable.fineValue(table, at: x)
            if !value.isNaN { return min(max(value, table.pointee.lowest), table.pointee.highest) }
        }
        return solverValue(at: x)
    }

    /// value(at:) for x in (0, 1) through the solver (where the value table's rows did not
    /// pass, or before the table is built): one Taylor step from the parameter
    /// table's guess where its residual is within the row's bound, else the parameter
    /// table's finer row, up to three Newton steps, and finally the centred solver.
    func solverValue(at x: Double) -> Double {
        // Control points on matching x and y make y(t) = x(t): the curve is y = x exactly.
        if x1 == y1 && x2 == y2 { return x }
        let solver = self.solver
        let value: Double
        let (t, residual, bound) = BezierSolver.guess(solver, at: x)
        // See BezierSolver.fillRow; NaN (a row without a table entry) fails the test.
        if residual.magnitude <= bound {
            value = BezierSolver.taylorStep(solver, at: t, residual: residual)
        } else {
            let fine = BezierSolver.subtableValue(solver, at: x)
            if fine.isNaN {
                let parameter = BezierSolver.fastParameter(solver, at: x)
                if parameter.isNaN { return robustValue(at: x) }
                value = bernsteinY(parameter, 1 - parameter)
            } else {
                value = fine
            }
        }
        return min(max(value, solver.pointee.lowest), solver.pointee.highest)
    }

    /// value(at:) for NaN and for x ≤ 0 or x ≥ 1.
    private func valueOutsideOpenInterval(_ x: Double) -> Double {
        if x.isNaN { return x }
        // A flat extension is +0, not the −0 of 0 · x for negative x.
        if x <= 0 { return x == 0 || startTangentSlope == 0 ? 0 : startTangentSlope * x }
        return x == 1 ? 1 : 1 + endTangentSlope * (x - 1)
    }

    /// value(at:) through the centred, bracketed solver, for x strictly inside (0, 1).
    @inline(never)
    func robustValue(at x: Double) -> Double {
        let polynomial = expansion(for: x)
        let s = parameterOffset(at: x, in: polynomial)
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
        if x > 0 && x < 1 {
            // Where the fast solver succeeds, dx/dt is far from 0 and the plain ratio is accurate.
            let solver = self.solver
            let t = BezierSolver.fastParameter(solver, at: x)
            if !t.isNaN { return yDerivative(t, 1 - t) / solver.pointee.xDerivative(at: t) }
        }
        // At the ends the parameter is exactly 0 or 1; the solver is for the inside only.
        let polynomial =
            x == 0
            ? Self.polynomial(p1: x1, p2: x2, center: 0)
            : x == 1 ? Self.polynomial(p1: x1, p2: x2, center: 1) : expansion(for: x)
        let s = x == 0 || x == 1 ? 0 : parameterOffset(at: x, in: polynomial)
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
    @inline(__always)
    func yDerivative(_ t: Double, _ u: Double) -> Double {
        return 3 * u * u * y1 + 6 * u * t * (y2 - y1) + 3 * t * t * (1 - y2)
    }

    /// d²y/dt².
    func ySecondDerivative(_ t: Double) -> Double {
        6 * (1 - t) * (y2 - 2 * y1) + 6 * t * (1 - 2 * y2 + y1)
    }

    /// The expansion of x(t) the centred solver uses for input `x`: around the interior vertex
    /// of dx/dt for inputs in ``BezierSolver/middleStart`` … ``BezierSolver/middleEnd``, else
    /// around t = 0 below ``BezierSolver/split`` and around t = 1 from there on. Computed when
    /// needed (value(at:) rarely does), in double-double arithmetic.
    func expansion(for x: Double) -> CenteredCubic {
        let solver = self.solver
        if x >= solver.pointee.middleStart && x <= solver.pointee.middleEnd {
            return Self.polynomial(p1: x1, p2: x2, center: solver.pointee.vertex)
        }
        return Self.polynomial(p1: x1, p2: x2, center: x < solver.pointee.split ? 0 : 1)
    }

    /// The curve parameter t ∈ [0, 1] with x(t) = `x`, for `x` in [0, 1].
    ///
    /// Always from the centred solver: its residual x(t) − x is within a few ulps, which the
    /// table's guess with a Taylor step (accurate in t to 1e-13, not in x(t) to an ulp) does
    /// not promise.
    public func parameter(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let polynomial = expansion(for: x)
        return polynomial.center + parameterOffset(at: x, in: polynomial)
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

    /// s = t − centre with x(centre + s) = x, for x strictly inside (0, 1), where `polynomial`
    /// is ``expansion(for:)`` of `x`.
    ///
    /// x(t) is non-decreasing on [0, 1], so [−centre, 1 − centre] brackets the root; Newton
    /// steps that leave the bracket are replaced by bisection. The starting point comes from
    /// the two dominant terms of the expansion, which is exact for a pure cube and for a
    /// straight line and within a factor of 2^(1/3) otherwise.
    func parameterOffset(at x: Double, in polynomial: CenteredCubic) -> Double {
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
