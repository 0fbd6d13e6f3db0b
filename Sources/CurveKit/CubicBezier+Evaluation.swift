import Foundation
import Synchronization

extension CubicBezier {
    /// The output progress y at input progress `x` (see the type's documentation for the
    /// definition, the extension outside [0, 1] and the accuracy). NaN gives NaN.
    public func value(at x: Double) -> Double {
        // One test keeps NaN, the ends and the outside off the fast path.
        guard x > 0 && x < 1 else { return valueOutsideOpenInterval(x) }
        // Control points on matching x and y make y(t) = x(t): the curve is y = x exactly.
        if x1 == y1 && x2 == y2 { return x }
        let solver = self.solver
        let t = BezierSolver.fastParameter(solver, at: x)
        if t.isNaN { return robustValue(at: x) }
        let y = bernsteinY(t, 1 - t)
        return solver.pointee.clamps ? min(max(y, 0), 1) : y
    }

    /// value(at:) for NaN and for x ≤ 0 or x ≥ 1.
    private func valueOutsideOpenInterval(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x <= 0 { return x == 0 ? 0 : startTangentSlope * x }
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
        let polynomial = x == 0 ? Self.polynomial(p1: x1, p2: x2, center: 0)
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
    /// needed (the fast path rarely does), in double-double arithmetic.
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
    /// fast path (accurate in t to 1e-13, not in x(t) to an ulp) does not promise.
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

/// Holds a curve's ``BezierSolver`` once it is built. Every copy of a ``CubicBezier`` shares
/// the one instance; the first evaluation builds the solver (a few microseconds) and
/// publishes it with a compare-and-exchange, so concurrent first calls are safe (a loser
/// frees its copy). Curves that are only stored, compared or saved never build one.
final class BezierSolverCache: @unchecked Sendable {
    private let storage = Atomic<UnsafeMutablePointer<BezierSolver>?>(nil)

    init() {}

    deinit {
        if let solver = storage.load(ordering: .acquiring) { BezierSolver.release(solver) }
    }

    /// The solver if it was built already.
    @inline(__always)
    var solver: UnsafePointer<BezierSolver>? {
        storage.load(ordering: .acquiring).map { UnsafePointer($0) }
    }

    /// Builds the solver for these control points and publishes it, unless another thread did first.
    @inline(never)
    func install(x1: Double, y1: Double, x2: Double, y2: Double) -> UnsafePointer<BezierSolver> {
        let made = BezierSolver.make(x1: x1, y1: y1, x2: x2, y2: y2)
        let (exchanged, original) = storage.compareExchange(
            expected: nil, desired: made, ordering: .acquiringAndReleasing)
        if exchanged { return UnsafePointer(made) }
        BezierSolver.release(made)
        return UnsafePointer(original!)
    }
}

/// The fast solver of x(t) = x for one set of control points, followed in the same
/// allocation by its lookup table of ``cellCount`` cells, and the thresholds of the centred
/// solver.
///
/// **Guess.** Cell j covers x ∈ [j/64, (j+1)/64) and holds the quintic Hermite interpolant of
/// t(x) through the roots at its ends (with dt/dx = 1/x′ and d²t/dx² = −x″/x′³ there), as
/// coefficients in f = 64·x − j: a guess within ~1e-9 almost everywhere.
///
/// **Step.** One Newton step on x(t) in power form, δ = (x(t₀) − x)/x′(t₀), t₁ = t₀ − δ, kept
/// only when
///
/// - `δ² ≤ newtonTolerance · x′(t₀)`: Taylor's theorem bounds the Newton error by
///   max|x″|/(2x′)·δ², and newtonTolerance = 2e-13 / (max|y′| · max|x″|), so |t₁ − t*| ≤
///   1e-13 / max|y′| and y(t₁) is within 1e-13 of y(t*);
/// - `x′(t₀) ≥ minimumSlope`: the computed residual is within 8e-16·(Σ|coefficients| + 1) of
///   the exact one (Horner's error bound), and minimumSlope keeps what that moves y below
///   1e-13 too.
///
/// Otherwise up to two more steps, then the centred solver. The y evaluation adds a few ulps
/// of the y control points, so the fast path is within 3e-13 of the exact value. Cells where
/// x′ drops below minimumSlope (flat ends, a vanishing dx/dt, huge y control points that make
/// max|y′| large) hold NaN, which fails the test at once.
struct BezierSolver {
    static let cellCount = 64
    static let cellStride = 6

    /// x(t) = ((a·t + b)·t + c)·t, coefficients correctly rounded, and 3a, 2b for x′(t).
    let a: Double
    let b: Double
    let c: Double
    let a3: Double
    let b2: Double
    let newtonTolerance: Double
    let minimumSlope: Double
    /// Whether y1 and y2 lie in [0, 1], so that results are clamped to [0, 1].
    let clamps: Bool

    /// The interior vertex of dx/dt (see ``CubicBezier/interiorVertex(x1:x2:)``); the centred
    /// solver expands around it for inputs in middleStart … middleEnd (an empty range when
    /// there is none), and around 0 or 1 below or from `split` otherwise.
    let vertex: Double
    let middleStart: Double
    let middleEnd: Double
    let split: Double

    private init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let lower = CubicBezier.polynomial(p1: x1, p2: x2, center: 0)
        if let vertex = CubicBezier.interiorVertex(x1: x1, x2: x2) {
            // The vertex expansion serves the middle half of the parameter range around it;
            // nearer the ends the expansions at 0 and 1 keep relative accuracy for tiny
            // inputs and for inputs just below 1.
            let middle = CubicBezier.polynomial(p1: x1, p2: x2, center: vertex)
            self.vertex = vertex
            middleStart = middle.value(at: -vertex / 2)
            middleEnd = middle.value(at: (1 - vertex) / 2)
            split = middle.value(at: 0)
        } else {
            vertex = .nan
            middleStart = .infinity
            middleEnd = -.infinity
            split = lower.value(at: 0.5)
        }
        (a, b, c) = (lower.cubic, lower.quadratic, lower.linear)
        (a3, b2) = (3 * a, 2 * b)
        // |y′(t)| ≤ the largest Bernstein coefficient of y′: 3·max(|y1|, |y2 − y1|, |1 − y2|) ≥ 1.
        let maximumYSlope = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2))
        // |x″(t)| is largest at an end of [0, 1] (x″ is linear).
        let maximumXCurvature = max(abs(2 * b), abs(6 * a + 2 * b))
        let rounding = 8e-16 * (abs(a) + abs(b) + abs(c) + 1)
        newtonTolerance = 2e-13 / (maximumYSlope * maximumXCurvature)  // +infinity for straight x(t)
        minimumSlope = maximumYSlope * rounding / 1e-13
        clamps = y1 >= 0 && y1 <= 1 && y2 >= 0 && y2 <= 1
    }

    /// Byte offset of the table from the start of the allocation (a cache line boundary).
    @inline(__always)
    private static var tableOffset: Int { (MemoryLayout<BezierSolver>.stride + 63) & ~63 }

    /// Allocates and fills the solver and its table.
    static func make(x1: Double, y1: Double, x2: Double, y2: Double) -> UnsafeMutablePointer<BezierSolver> {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: tableOffset + 8 * cellStride * cellCount, alignment: 64)
        let solver = raw.initializeMemory(as: BezierSolver.self, repeating: BezierSolver(x1: x1, y1: y1, x2: x2, y2: y2), count: 1)
        let table = (raw + tableOffset).bindMemory(to: Double.self, capacity: cellStride * cellCount)
        solver.pointee.fillTable(table)
        return solver
    }

    static func release(_ solver: UnsafeMutablePointer<BezierSolver>) {
        solver.deinitialize(count: 1)
        UnsafeMutableRawPointer(solver).deallocate()
    }

    /// The table that follows the solver in its allocation.
    @inline(__always)
    static func table(of solver: UnsafePointer<BezierSolver>) -> UnsafePointer<Double> {
        (UnsafeRawPointer(solver) + tableOffset).assumingMemoryBound(to: Double.self)
    }

    /// x(t) in power form.
    @inline(__always)
    func x(at t: Double) -> Double { ((a * t + b) * t + c) * t }

    /// x′(t) in power form.
    @inline(__always)
    func xDerivative(at t: Double) -> Double { (a3 * t + b2) * t + c }

    /// x″(t).
    func xSecondDerivative(at t: Double) -> Double { 6 * a * t + 2 * b }

    /// The parameter t with x(t) = `x` to within 1e-13 / max|y′|, for x in (0, 1); NaN where
    /// the fast path cannot promise that (the caller then uses the centred solver).
    @inline(__always)
    static func fastParameter(_ solver: UnsafePointer<BezierSolver>, at x: Double) -> Double {
        let scaled = x * Double(cellCount)
        let cell = Int(scaled)
        let f = scaled - Double(cell)
        let p = table(of: solver) + cellStride &* cell
        var t = ((((p[5] * f + p[4]) * f + p[3]) * f + p[2]) * f + p[1]) * f + p[0]
        let (tolerance, minimumSlope) = (solver.pointee.newtonTolerance, solver.pointee.minimumSlope)
        for _ in 0..<3 {
            let slope = solver.pointee.xDerivative(at: t)
            let step = (solver.pointee.x(at: t) - x) / slope
            t -= step
            // NaN (a cell without a table entry) fails both comparisons.
            if step * step <= tolerance * slope && slope >= minimumSlope { return t }
        }
        return .nan
    }

    /// Fills the table: the roots t_j of x(t) = j/64 by a safeguarded Newton sweep, then the
    /// quintic Hermite interpolant of each cell (t, dt/dx = 1/x′ and d²t/dx² = −x″/x′³ at both
    /// ends, scaled to f), or NaN where dx/dt gets too small inside the cell.
    private func fillTable(_ table: UnsafeMutablePointer<Double>) {
        let count = Self.cellCount
        let step = 1 / Double(count)
        var start = 0.0
        for cell in 0..<count {
            let end = cell == count - 1 ? 1 : root(at: Double(cell + 1) * step, above: start)
            let entry = table + Self.cellStride * cell
            if smallestSlope(from: start, to: end) >= minimumSlope && end > start {
                let (d0, d1) = (xDerivative(at: start), xDerivative(at: end))
                let (m0, m1) = (step / d0, step / d1)
                let k0 = -step * step * xSecondDerivative(at: start) / (d0 * d0 * d0)
                let k1 = -step * step * xSecondDerivative(at: end) / (d1 * d1 * d1)
                let rise = end - start
                entry[0] = start
                entry[1] = m0
                entry[2] = k0 / 2
                entry[3] = 10 * rise - 6 * m0 - 4 * m1 - (3 * k0 - k1) / 2
                entry[4] = -15 * rise + 8 * m0 + 7 * m1 + (3 * k0 - 2 * k1) / 2
                entry[5] = 6 * rise - 3 * m0 - 3 * m1 - (k0 - k1) / 2
            } else {
                entry.update(repeating: .nan, count: Self.cellStride)
            }
            start = end
        }
    }

    /// The root of x(t) = `target` above `low` (where x(low) < target), by Newton's method
    /// safeguarded by bisection. Where dx/dt is tiny the power form loses digits, but such
    /// cells get no table entry, so only the accurate roots are ever used.
    private func root(at target: Double, above low: Double) -> Double {
        var (low, high) = (low, 1.0)
        // Second-order Taylor step from the previous root: t′ = 1/x′, t″ = −x″/x′³.
        let gap = target - x(at: low)
        let slope = xDerivative(at: low)
        var t = low + gap / slope - 0.5 * gap * gap * xSecondDerivative(at: low) / (slope * slope * slope)
        if !(t > low && t < high) { t = 0.5 * (low + high) }
        for _ in 0..<200 {
            let residual = x(at: t) - target
            if residual == 0 { return t }
            if residual < 0 { low = t } else { high = t }
            var next = t - residual / xDerivative(at: t)
            if !(next > low && next < high) {
                next = 0.5 * (low + high)
                if !(next > low && next < high) { return t }
            }
            // Quadratic convergence: after a step this small the error is ~x″/(2x′)·1e-20,
            // wherever x′ is large enough for the table to use the root at all.
            if abs(next - t) <= 1e-10 { return next }
            t = next
        }
        return t
    }

    /// The smallest x′(t) for t in [start, end].
    private func smallestSlope(from start: Double, to end: Double) -> Double {
        var smallest = min(xDerivative(at: start), xDerivative(at: end))
        if a > 0 {
            let vertex = -b / (3 * a)
            if vertex > start && vertex < end { smallest = min(smallest, xDerivative(at: vertex)) }
        }
        return smallest
    }
}
