import Synchronization

/// Holds a curve's ``BezierSolver`` and ``BezierValueTable`` once they are built. Every copy
/// of a ``CubicBezier`` shares the one instance; the first evaluation builds the solver (a
/// few microseconds) and publishes it with a compare-and-exchange, so concurrent first calls
/// are safe (a loser frees its copy). Curves that are only stored, compared or saved never
/// build one.
///
/// The value table costs more to build than a few thousand evaluations through the solver,
/// so it is built only once a curve has been evaluated ``valueTableThreshold`` times without
/// it: curves evaluated a few hundred times (a fitter's candidates, a plot) never pay for it,
/// and a curve evaluated many times pays at most about as much as it gains.
@usableFromInline
final class BezierSolverCache: @unchecked Sendable {
    let storage = Atomic<UnsafeMutablePointer<BezierSolver>?>(nil)
    @usableFromInline let valueStorage = Atomic<UnsafeMutablePointer<BezierValueTable>?>(nil)
    /// Evaluations inside (0, 1) before the value table was built.
    let callsWithoutValueTable = Atomic<Int>(0)

    /// The number of evaluations after which the value table is built.
    static let valueTableThreshold = 8192

    init() {}

    deinit {
        if let solver = storage.load(ordering: .acquiring) { BezierSolver.release(solver) }
        if let values = valueStorage.load(ordering: .acquiring) { BezierValueTable.release(values) }
    }

    /// The solver if it was built already.
    var solver: UnsafePointer<BezierSolver>? {
        storage.load(ordering: .acquiring).map { UnsafePointer($0) }
    }

    /// The value table if it was built already.
    @inlinable
    var valueTable: UnsafePointer<BezierValueTable>? {
        valueStorage.load(ordering: .acquiring).map { UnsafePointer($0) }
    }

    /// Builds the solver for these control points and publishes it, unless another thread did first.
    @inline(never)
    func install(x1: Double, y1: Double, x2: Double, y2: Double) -> UnsafePointer<BezierSolver> {
        let made = BezierSolver.make(x1: x1, y1: y1, x2: x2, y2: y2)
        let (exchanged, original) = storage.compareExchange(
            expected: nil, desired: made, ordering: .acquiringAndReleasing)
        if exchanged { return UnsafePointer(made) }
        BezierSolver.release(made)
        // Expecting nil failed, so the slot holds the solver another thread installed.
        guard let original else { preconditionFailure("compareExchange(expected: nil) failed on nil") }
        return UnsafePointer(original)
    }

    /// Counts an evaluation made without the value table, and builds and publishes the table
    /// from `solver` on the ``valueTableThreshold``-th.
    func countCallWithoutValueTable(_ solver: UnsafePointer<BezierSolver>) {
        let calls = callsWithoutValueTable.add(1, ordering: .relaxed).newValue
        guard calls == Self.valueTableThreshold else { return }
        let made = BezierValueTable.make(from: solver)
        let (exchanged, _) = valueStorage.compareExchange(expected: nil, desired: made, ordering: .acquiringAndReleasing)
        if !exchanged { BezierValueTable.release(made) }
    }
}

/// The fast solver of x(t) = x for one set of control points, followed in the same
/// allocation by its lookup table of ``cellCount`` rows (and, for rows it serves badly, a
/// finer table of 16 rows each), and the thresholds of the centred solver.
///
/// **Guess.** Row j covers x ∈ [j/64, (j+1)/64) and holds the quintic Hermite interpolant of
/// t(x) through the roots at its ends (with dt/dx = 1/x′ and d²t/dx² = −x″/x′³ there), as
/// coefficients in f = 64·x − j: a guess t₀ within ~1e-9 almost everywhere. A row is 64
/// bytes, one cache line.
///
/// **Step (value(at:) before the curve has a ``BezierValueTable``, and where a row of that
/// table does not pass).** One Taylor step in y, with r = x(t₀) − x in power form:
/// y ≈ y(t₀) − r·y′(t₀)/x′(t₀). Its error is ½e²·(σ·x″ − y″) with e = t₀ − t* and σ = y′/x′,
/// so it is below 2(r/x′)²·(max|y′|·max|x″|/x′ + max|y″|); r is computed around the row's
/// start (see ``evaluate(_:at:x:rowStart:)``); each row stores the largest |r|
/// that keeps this below 1e-13 over the row (see ``fillRow(_:from:to:width:)``), and the
/// step is kept only when |r| is below it. Rows where x′ drops below minimumSlope hold NaN,
/// which fails the test at once: there the rounding of r (Horner's bound,
/// 8e-16·(Σ|coefficients| + 1)) could move y by more than 1e-13.
///
/// **Otherwise** (value(at:) and slope(at:)): the finer table's row, then Newton steps
/// δ = r/x′(t₀) kept only when `δ² ≤ newtonTolerance · x′(t₀)` (Taylor's theorem bounds the
/// Newton error by max|x″|/(2x′)·δ², and newtonTolerance = 2e-13 / (max|y′| · max|x″|)) and
/// x′(t₀) ≥ minimumSlope, then the centred solver. The y evaluation adds a few ulps of the y
/// control points, so every fast path is within 3e-13 of the exact value.
struct BezierSolver {
    static let cellCount = 64
    static var cellStride: Int { 8 }

    /// x(t) = ((a·t + b)·t + c)·t, coefficients correctly rounded, and 3a, 2b for x′(t).
    let a: Double
    let b: Double
    let c: Double
    let a3: Double
    let b2: Double
    /// y′(t) = (ySlopeCubic·t + ySlopeQuadratic)·t + ySlopeLinear, in power form (only its
    /// relative accuracy matters).
    let ySlopeCubic: Double
    let ySlopeQuadratic: Double
    let ySlopeLinear: Double
    /// y1 and y2, for y(t) in Bernstein form.
    let yControl1: Double
    let yControl2: Double
    let newtonTolerance: Double
    let taylorTolerance: Double
    let minimumSlope: Double
    /// The clamp of value(at:): [0, 1] when y1 and y2 lie in it (then y(t) does too), else
    /// (−∞, ∞).
    let lowest: Double
    let highest: Double

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
        // |y″(t)| is largest at an end too; |x′(t)| ≤ 3·max(x1, x2 − x1, 1 − x2) ≤ 3.
        let maximumYCurvature = 6 * max(abs(y2 - 2 * y1), abs(1 - 2 * y2 + y1))
        taylorTolerance = 1e-13 / (2 * (maximumYSlope * maximumXCurvature + 3 * maximumYCurvature))
        // Besides the rounding bound, 16·max|x″|²·taylorTolerance ≤ x′ keeps the true error of
        // t within twice the step (x′ cannot halve between the guess and the root).
        minimumSlope = max(
            maximumYSlope * rounding / 1e-13, 16 * maximumXCurvature * maximumXCurvature * taylorTolerance)
        let clamps = y1 >= 0 && y1 <= 1 && y2 >= 0 && y2 <= 1
        (lowest, highest) = clamps ? (0, 1) : (-.infinity, .infinity)
        (yControl1, yControl2) = (y1, y2)
        ySlopeCubic = 3 * (1 + 3 * y1 - 3 * y2)
        ySlopeQuadratic = 2 * (3 * y2 - 6 * y1)
        ySlopeLinear = 3 * y1
        isIdentity = x1 == y1 && x2 == y2
        let three = DoubleDouble(3)
        exactLinear = three.times(DoubleDouble(x1))
        exactQuadratic = three.times(DoubleDouble(x2)).minus(DoubleDouble(6).times(DoubleDouble(x1)))
        exactCubic = DoubleDouble(1).plus(exactLinear).minus(three.times(DoubleDouble(x2)))
    }

    /// Rows of 1/1024 of x, 16 for each row of the table whose guess is too rough for the step
    /// (near a flat end or a small dx/dt); a table row points at its first one with element 7.
    var subtable: UnsafeMutablePointer<Double>? = nil
    /// For each row of the table, its first row in `subtable`, or −1.
    var firstSubrow = [Int](repeating: -1, count: BezierSolver.cellCount)
    /// The roots of x(t) = j/64, j = 0 … 64, for the value table (NaN for the identity, whose
    /// table has no rows).
    var roots: [Double] = []
    /// The coefficients of x(t) = a·t³ + b·t² + c·t exactly, in double-double, for the
    /// table's residual constants.
    let exactCubic: DoubleDouble
    let exactQuadratic: DoubleDouble
    let exactLinear: DoubleDouble

    /// Whether y(t) = x(t): the table is left empty (NaN) so that value(at:) returns x exactly.
    let isIdentity: Bool

    /// Byte offset of the table from the start of the allocation (a cache line boundary).
    static var tableOffset: Int { (MemoryLayout<BezierSolver>.stride + 63) & ~63 }

    /// Allocates and fills the solver and its table.
    static func make(x1: Double, y1: Double, x2: Double, y2: Double) -> UnsafeMutablePointer<BezierSolver> {
        let rows = cellCount + 1
        let raw = UnsafeMutableRawPointer.allocate(byteCount: tableOffset + 8 * cellStride * rows, alignment: 64)
        let solver = raw.initializeMemory(as: BezierSolver.self, repeating: BezierSolver(x1: x1, y1: y1, x2: x2, y2: y2), count: 1)
        let table = (raw + tableOffset).bindMemory(to: Double.self, capacity: cellStride * rows)
        var roots = [Double](repeating: .nan, count: rows)
        let split = solver.pointee.fillTable(table, roots: &roots)
        solver.pointee.roots = roots
        if !split.isEmpty {
            let subtable = UnsafeMutablePointer<Double>.allocate(capacity: 16 * cellStride * split.count)
            solver.pointee.fillSubtable(subtable, split: split)
            solver.pointee.subtable = subtable
        }
        return solver
    }

    static func release(_ solver: UnsafeMutablePointer<BezierSolver>) {
        solver.pointee.subtable?.deallocate()
        solver.deinitialize(count: 1)
        UnsafeMutableRawPointer(solver).deallocate()
    }

    /// The table that follows the solver in its allocation.
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
        var t = guess(solver, at: x).t
        let (tolerance, minimumSlope) = (solver.pointee.newtonTolerance, solver.pointee.minimumSlope)
        let (a, b, c) = (solver.pointee.a, solver.pointee.b, solver.pointee.c)
        let (a3, b2) = (solver.pointee.a3, solver.pointee.b2)
        var steps = 0
        while steps < 3 {
            // x′(t) and x(t) as xDerivative(at:) and x(at:) compute them.
            let slope = (a3 * t + b2) * t + c
            let step = (((a * t + b) * t + c) * t - x) / slope
            t -= step
            // NaN (a cell without a table entry) fails both comparisons.
            if step * step <= tolerance * slope && slope >= minimumSlope { return t }
            steps += 1
        }
        return .nan
    }

    /// The table's guess t(x) for x in (0, 1), the residual x(t) − x, and the row's bound on it.
    ///
    /// The row and the fraction f come from the bits of 1 + x (whose top 6 fraction bits are
    /// ⌊64x⌋), with no conversion to an integer: 1 + x drops the bits of x below 2^-52, which
    /// moves the guess by far less than its own error. Only x = 1 − 2^-53 rounds 1 + x up to
    /// 2, and lands on row 64, which holds NaN.
    @inline(__always)
    static func guess(_ solver: UnsafePointer<BezierSolver>, at x: Double)
        -> (t: Double, residual: Double, residualBound: Double)
    {
        let bits = (1 + x).bitPattern
        let row = Int(truncatingIfNeeded: bits >> 46) &- 0xFFC0
        let f = Double(bitPattern: (bits & 0x3FFF_FFFF_FFFF) << 6 | 0x3FF0_0000_0000_0000) - 1
        // j/64, exactly; x − j/64 is exact too (the two are within a factor of 2).
        let start = Double(bitPattern: bits & ~0x3FFF_FFFF_FFFF) - 1
        return evaluate(
            table(of: solver) + cellStride &* row, at: f, x: x, rowStart: start,
            cubic: solver.pointee.a, quadratic: solver.pointee.b, linear: solver.pointee.c)
    }

    /// A row's quintic at f ∈ [0, 1], the residual there, and the row's bound on it.
    ///
    /// The row holds [p0, p1, p2, p4, p3, p5, bound, x(p0) − x₀] for the row starting at
    /// x₀ (x(p0) − x₀ from the exact coefficients in double-double). Estrin's scheme, half the
    /// dependent steps of Horner's: (p2 + p3·f, p4 + p5·f) is one vector operation. The
    /// residual is expanded around t₀ = p0 with d = t − t₀:
    ///
    /// ```
    /// x(t) − x = (x(t₀) − x₀) + (x₀ − x) + x′(t₀)·d + (3a·t₀ + b)·d² + a·d³
    /// ```
    ///
    /// where every term is small, so it carries an error of a few 1e-18 instead of the
    /// power form's 8e-16·(|a| + |b| + |c| + 1).
    ///
    /// Scalar code reading the solver's fields one by one (no SIMD2, whose operators are generic
    /// calls in an unoptimised build, and no copy of the solver): the tests run unoptimised.
    @inline(__always)
    func evaluate(_ p: UnsafePointer<Double>, at f: Double, x: Double, rowStart: Double)
        -> (t: Double, residual: Double, residualBound: Double)
    {
        Self.evaluate(p, at: f, x: x, rowStart: rowStart, cubic: a, quadratic: b, linear: c)
    }

    /// ``evaluate(_:at:x:rowStart:)`` for x(t) = ((a·t + b)·t + c)·t.
    @inline(__always)
    static func evaluate(
        _ p: UnsafePointer<Double>, at f: Double, x: Double, rowStart: Double, cubic a: Double, quadratic b: Double,
        linear c: Double
    ) -> (t: Double, residual: Double, residualBound: Double) {
        let f2 = f * f
        // Estrin's pairs (p2 + p3·f, p4 + p5·f), stored as [p2, p4] and [p3, p5].
        let low = p[2] + p[4] * f
        let high = p[3] + p[5] * f
        let d = p[1] * f + f2 * (low + f2 * high)
        // rowResidual(p, x:rowStart:).value(d), written out.
        let origin = p[0]
        let constant = p[7] + (rowStart - x)
        let slope = (3 * a * origin + 2 * b) * origin + c
        let curvature = 3 * a * origin + b
        return (origin + d, constant + d * (slope + d * (curvature + d * a)), p[6])
    }

    /// x(t₀ + d) − x for the row `p` starting at x₀ = `rowStart`, expanded around t₀ = p0 as
    /// ``evaluate(_:at:x:rowStart:)`` explains: a cubic in d.
    @inline(__always)
    func rowResidual(_ p: UnsafePointer<Double>, x: Double, rowStart: Double) -> RowResidual {
        let origin = p[0]
        return RowResidual(
            constant: p[7] + (rowStart - x), slope: xDerivative(at: origin),
            curvature: 3 * a * origin + b, cubic: a)
    }

    /// constant + slope·d + curvature·d² + cubic·d³.
    struct RowResidual {
        let constant: Double
        let slope: Double
        let curvature: Double
        let cubic: Double

        @inline(__always)
        func value(_ d: Double) -> Double { constant + d * (slope + d * (curvature + d * cubic)) }

        @inline(__always)
        func derivative(_ d: Double) -> Double { slope + d * (2 * curvature + 3 * cubic * d) }
    }

    /// y(t) − σ·residual with σ = y′(t)/x′(t): the Taylor step of value(at:). Scalar, reading
    /// the fields through the pointer (see ``evaluate(_:at:x:rowStart:)``).
    @inline(__always)
    static func taylorStep(_ solver: UnsafePointer<BezierSolver>, at t: Double, residual: Double) -> Double {
        // x′(t) and y′(t), then y(t) in Bernstein form.
        let xSlope = (solver.pointee.a3 * t + solver.pointee.b2) * t + solver.pointee.c
        let ySlope = (solver.pointee.ySlopeCubic * t + solver.pointee.ySlopeQuadratic) * t + solver.pointee.ySlopeLinear
        let u = 1 - t
        let y = 3 * u * t * (u * solver.pointee.yControl1 + t * solver.pointee.yControl2) + t * t * t
        return y - ySlope / xSlope * residual
    }

    /// The Taylor step from the finer table, for an x whose row was split; NaN where there is
    /// no finer row or the step is not kept.
    static func subtableValue(_ solver: UnsafePointer<BezierSolver>, at x: Double) -> Double {
        let bits = (1 + x).bitPattern
        let row = Int(truncatingIfNeeded: bits >> 46) &- 0xFFC0
        guard let subtable = solver.pointee.subtable, row < cellCount, solver.pointee.firstSubrow[row] >= 0 else {
            return .nan
        }
        // The next 4 bits of x pick one of the row's 16 finer rows; the rest is f.
        let subrow = solver.pointee.firstSubrow[row] + Int(truncatingIfNeeded: (bits >> 42) & 15)
        let f = Double(bitPattern: (bits & 0x3FF_FFFF_FFFF) << 10 | 0x3FF0_0000_0000_0000) - 1
        let start = Double(bitPattern: bits & ~0x3FF_FFFF_FFFF) - 1
        let (t, residual, bound) = evaluate(
            subtable + cellStride * subrow, at: f, x: x, rowStart: start,
            cubic: solver.pointee.a, quadratic: solver.pointee.b, linear: solver.pointee.c)
        guard residual.magnitude <= bound else { return .nan }
        return taylorStep(solver, at: t, residual: residual)
    }

    /// Fills the table: the roots t_j of x(t) = j/64 by a safeguarded Newton sweep, then the
    /// quintic Hermite interpolant of each cell (t, dt/dx = 1/x′ and d²t/dx² = −x″/x′³ at both
    /// ends, scaled to f), or NaN where dx/dt gets too small inside the cell.
    /// Also stores the roots t_j in `roots`.
    private func fillTable(_ table: UnsafeMutablePointer<Double>, roots: inout [Double]) -> [(row: Int, start: Double, end: Double)] {
        let count = Self.cellCount
        let step = 1 / Double(count)
        (table + Self.cellStride * count).update(repeating: .nan, count: Self.cellStride)
        if isIdentity {
            table.update(repeating: .nan, count: Self.cellStride * count)
            return []
        }
        var split: [(row: Int, start: Double, end: Double)] = []
        var start = 0.0
        roots[0] = 0
        for cell in 0..<count {
            let end = cell == count - 1 ? 1 : root(at: Double(cell + 1) * step, above: start)
            let entry = table + Self.cellStride * cell
            // A row is split where its guess is too rough, and where dx/dt gets too small
            // somewhere in it (its finer rows away from that point still serve).
            let filled = fillRow(entry, from: start, to: end, rowStart: Double(cell) * step, width: step)
            if end > start && !(filled && guessHolds(entry, from: Double(cell) * step, width: step)) {
                split.append((cell, start, end))
            }
            start = end
            roots[cell + 1] = end
        }
        return split
    }

    /// Fills the finer rows of the rows in `split`: 16 each, in order, and points each row at
    /// its first finer row.
    mutating func fillSubtable(_ subtable: UnsafeMutablePointer<Double>, split: [(row: Int, start: Double, end: Double)]) {
        let width = 1 / Double(16 * Self.cellCount)
        for (index, row) in split.enumerated() {
            firstSubrow[row.row] = 16 * index
            var start = row.start
            for part in 0..<16 {
                let end = part == 15 ? row.end : root(at: Double(16 * row.row + part + 1) * width, above: start)
                fillRow(
                    subtable + Self.cellStride * (16 * index + part), from: start, to: end,
                    rowStart: Double(16 * row.row + part) * width, width: width)
                start = end
            }
        }
    }

    /// One row: the quintic Hermite interpolant of t(x) from t = `start` to `end`, an x-step
    /// `width` apart, and its residual bound; NaN where dx/dt gets too small inside. Returns
    /// whether the row was filled.
    ///
    /// The bound R = (taylorTolerance·(0.99·m)³)^½, with m the smallest x′ over the row, makes
    /// the step's tests hold: while x′ ≥ 0.99·m between the guess and the root, |r| ≤ R
    /// gives r² ≤ taylorTolerance·x′³, and the root moves t by at most R/(0.99·m) ≤ 1e-6, which
    /// changes x′ by far less than 1 % of m ≥ minimumSlope.
    @discardableResult
    private func fillRow(
        _ entry: UnsafeMutablePointer<Double>, from start: Double, to end: Double, rowStart: Double, width step: Double
    ) -> Bool {
        let smallest = smallestSlope(from: start, to: end)
        guard smallest >= minimumSlope / 0.99 && end > start else {
            entry.update(repeating: .nan, count: Self.cellStride)
            return false
        }
        let (d0, d1) = (xDerivative(at: start), xDerivative(at: end))
        let (m0, m1) = (step / d0, step / d1)
        let k0 = -step * step * xSecondDerivative(at: start) / (d0 * d0 * d0)
        let k1 = -step * step * xSecondDerivative(at: end) / (d1 * d1 * d1)
        let rise = end - start
        entry[0] = start
        entry[1] = m0
        entry[2] = k0 / 2
        entry[4] = 10 * rise - 6 * m0 - 4 * m1 - (3 * k0 - k1) / 2
        entry[3] = -15 * rise + 8 * m0 + 7 * m1 + (3 * k0 - 2 * k1) / 2
        entry[5] = 6 * rise - 3 * m0 - 3 * m1 - (k0 - k1) / 2
        let slope = 0.99 * smallest
        entry[6] = (taylorTolerance * slope * slope * slope).squareRoot()
        // x(start) − rowStart in double-double (Horner's scheme on the exact coefficients).
        let t = DoubleDouble(start)
        entry[7] =
            exactCubic.times(t).plus(exactQuadratic).times(t).plus(exactLinear).times(t)
            .minus(DoubleDouble(rowStart)).value
        return true
    }

    /// Whether a row's guess passes its residual test with room to spare at f = ¼, ½, ¾;
    /// a row that does not is split into 16 finer rows.
    private func guessHolds(_ entry: UnsafePointer<Double>, from start: Double, width: Double) -> Bool {
        for f in [0.25, 0.5, 0.75] {
            let (_, residual, bound) = evaluate(entry, at: f, x: start + f * width, rowStart: start)
            if !(abs(residual) <= bound / 4) { return false }
        }
        return true
    }

    /// The root of x(t) = `target` above `low` (where x(low) < target), by Newton's method
    /// safeguarded by bisection. Where dx/dt is tiny the power form loses digits, but such
    /// cells get no table entry, so only the accurate roots are ever used.
    func root(at target: Double, above low: Double) -> Double {
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
