/// The numerical core of ``BezierFitter``: the least-squares problem of one cubic Bézier
/// timing function against samples (xᵢ, gᵢ), solved by variable projection.
///
/// For fixed x1, x2 the Bézier's value at xᵢ is linear in y1 and y2:
///
/// ```
/// bezier(xᵢ) = b1(tᵢ)·y1 + b2(tᵢ)·y2 + tᵢ³,   b1 = 3(1 − t)²t,  b2 = 3(1 − t)t²
/// ```
///
/// where tᵢ solves x(tᵢ) = xᵢ (the curve ends at (1, 1); with ``end`` = e ≠ 1 it ends at
/// (1, e) and the last term is e·tᵢ³, for a path segment whose ends are level). So the free y's are found exactly by a 1×1 or 2×2 linear
/// least-squares solve, and what is left is a function of (x1, x2) on a box, the *reduced
/// objective*. ``search(isCancelled:)`` minimises it globally: a grid over the whole box on a
/// subset of the samples, the grid's local minima (edges and corners included) refined by a
/// bounded Levenberg–Marquardt on the subset, and the best few of those refined again on all
/// samples.
///
/// Either handle can instead be tied to a slope (used for C¹ keyframes): y1 = s₀·x1 makes the
/// slope at x = 0 equal s₀, and y2 = 1 − s₁·(1 − x2) makes the slope at x = 1 equal s₁. A
/// tied handle's x is kept at least ``Constraints/minimumHandle`` away from its end, so that
/// the tangent is really the one asked for.
struct BezierLeastSquares {
    /// Optional slope ties of the two handles.
    struct Constraints: Sendable, Equatable {
        /// When set, y1 = startSlope·x1 (so dy/dx at x = 0 is `startSlope`).
        var startSlope: Double?
        /// When set, y2 = 1 − endSlope·(1 − x2) (so dy/dx at x = 1 is `endSlope`).
        var endSlope: Double?
        /// A tied handle's x-length is at least this (x1 ≥ it, 1 − x2 ≥ it).
        var minimumHandle: Double = 1e-3

        static let none = Constraints()
    }

    /// A point of the search: control points and the sum of squared residuals there.
    struct Point: Sendable, Equatable {
        var x1: Double
        var x2: Double
        var y1: Double
        var y2: Double
        var sumOfSquares: Double
    }

    /// Sample abscissae, non-decreasing, in [0, 1].
    let xs: [Double]
    /// Sample values.
    let gs: [Double]
    let constraints: Constraints
    /// Bounds of x1 and x2.
    let x1Range: ClosedRange<Double>
    let x2Range: ClosedRange<Double>

    /// A sum of squares this small is rounding noise: residuals of 1e-14 relative to the data.
    let negligible: Double

    /// Passes over the samples made so far (objective values and Jacobians), on any subset.
    private(set) var evaluations = 0

    /// Scratch: the curve parameter of every sample.
    private var ts: [Double]

    /// y at x = 1: 1 for a timing function.
    let end: Double

    init(xs: [Double], gs: [Double], constraints: Constraints = .none, end: Double = 1) {
        precondition(xs.count == gs.count && xs.count >= 3)
        self.xs = xs
        self.gs = gs
        self.constraints = constraints
        self.end = end
        let handle = min(max(constraints.minimumHandle, 0), 0.5)
        x1Range = (constraints.startSlope == nil ? 0 : handle)...1
        x2Range = 0...(constraints.endSlope == nil ? 1 : 1 - handle)
        ts = [Double](repeating: 0, count: xs.count)
        let scale = gs.reduce(1) { max($0, abs($1)) }
        negligible = Double(gs.count) * (1e-14 * scale) * (1e-14 * scale)
    }

    /// The samples at the given indices, as a problem of their own with the same constraints.
    func subset(_ indices: [Int]) -> BezierLeastSquares {
        BezierLeastSquares(xs: indices.map { xs[$0] }, gs: indices.map { gs[$0] }, constraints: constraints, end: end)
    }

    // MARK: Curve parameter

    /// Fills ``ts`` with the t solving x(t) = xᵢ for every sample.
    ///
    /// x(t) = ((a·t + b)·t + c)·t with a = 1 + 3x1 − 3x2, b = 3x2 − 6x1, c = 3x1 is
    /// non-decreasing on [0, 1] for x1, x2 ∈ [0, 1]. The samples are sorted, so the previous
    /// root bounds the next one from below and gives a Newton start; steps leaving the bracket
    /// are replaced by bisection. Where dx/dt has a minimum inside the curve, x(t) − x is
    /// evaluated around it (``CubicBezier/polynomial(p1:p2:center:)``), as the solver does: in
    /// power form it cancels every digit near a vanishing dx/dt (x1 = 1, x2 = 0), the root is
    /// off by ~1e-6 there, and a Bézier target's own control points look ~1e-12 worse than a
    /// point 1e-8 away, so the fit stopped at an RMS of ~3e-9 instead of rounding.
    private mutating func solveParameters(x1: Double, x2: Double) {
        let a = 1 + 3 * x1 - 3 * x2
        let b = 3 * x2 - 6 * x1
        let c = 3 * x1
        // Plain values, a while loop and `.magnitude` rather than a closure over an optional, a
        // range's iterator and the generic abs: this loop runs for every sample of every
        // candidate, and unoptimised builds (the tests') pay for each call and generic
        // dispatch. The same operations in the same order (HotLoopBitsTests).
        let vertex = CubicBezier.interiorVertex(x1: x1, x2: x2)
        let centred = CubicBezier.polynomial(p1: x1, p2: x2, center: vertex ?? 0)
        let isCentred = vertex != nil
        let (center, cubic, quadratic, linear) = (centred.center, centred.cubic, centred.quadratic, centred.linear)
        var previousT = 0.0
        var previousX = 0.0
        let count = xs.count
        xs.withUnsafeBufferPointer { xs in
            ts.withUnsafeMutableBufferPointer { ts in
                for index in 0..<count {
                    let x = xs[index]
                    if x <= 0 { ts[index] = 0; continue }
                    if x >= 1 { ts[index] = 1; previousT = 1; previousX = 1; continue }
                    var low = previousT
                    var high = 1.0
                    let slope = (3 * a * previousT + 2 * b) * previousT + c
                    var t = slope > 1e-3 ? previousT + (x - previousX) / slope : (index == 0 || previousT == 0 ? x : previousT)
                    if !(t > low && t < high) { t = 0.5 * (low + high) }
                    // centred.residual(at: t − centre, minus: x) is the cubic in t − centre plus
                    // centred.offset(minus: x), which does not depend on t: computed once.
                    let offset = isCentred ? centred.offset(minus: x) : 0
                    var iterations = 0
                    while iterations < 100 {
                        iterations += 1
                        let s = t - center
                        let residual = isCentred ? ((cubic * s + quadratic) * s + linear) * s + offset : ((a * t + b) * t + c) * t - x
                        if residual == 0 { break }
                        if residual < 0 { low = t } else { high = t }
                        // dx/dt around the vertex too: in power form it is rounding noise of
                        // either sign where it vanishes, and a Newton step divided by it stopped
                        // 6e-11 short of t = ½ at x = ½ for x1 = 1, x2 = 0.
                        let derivative = isCentred ? (3 * cubic * s + 2 * quadratic) * s + linear : (3 * a * t + 2 * b) * t + c
                        var next = t - residual / derivative
                        if !(next > low && next < high) {
                            next = 0.5 * (low + high)
                            if !(next > low && next < high) { break }
                        }
                        if (next - t).magnitude <= 1e-14 * next {
                            t = next
                            break
                        }
                        t = next
                    }
                    ts[index] = t
                    previousT = t
                    previousX = x
                }
            }
        }
    }

    // MARK: Reduced objective

    /// The y's tied to x by the constraints (nil where free).
    @inline(__always)
    private func tiedY(x1: Double, x2: Double) -> (y1: Double?, y2: Double?) {
        (constraints.startSlope.map { $0 * x1 }, constraints.endSlope.map { end - $0 * (1 - x2) })
    }

    /// The reduced objective at (x1, x2): the free y's solved exactly, and the sum of squared
    /// residuals recomputed from them in a second pass (no cancellation).
    mutating func project(x1: Double, x2: Double) -> Point {
        evaluations += 1
        solveParameters(x1: x1, x2: x2)
        let (tied1, tied2) = tiedY(x1: x1, x2: x2)
        var s11 = 0.0, s12 = 0.0, s22 = 0.0, r1 = 0.0, r2 = 0.0
        let count = xs.count
        ts.withUnsafeBufferPointer { ts in
            gs.withUnsafeBufferPointer { gs in
                for index in 0..<count {
                    let t = ts[index], u = 1 - t
                    let b1 = 3 * u * u * t, b2 = 3 * u * t * t
                    var rest = gs[index] - end * t * t * t
                    if let y1 = tied1 { rest -= b1 * y1 }
                    if let y2 = tied2 { rest -= b2 * y2 }
                    s11 += b1 * b1
                    s12 += b1 * b2
                    s22 += b2 * b2
                    r1 += b1 * rest
                    r2 += b2 * rest
                }
            }
        }
        var y1 = tied1 ?? 0, y2 = tied2 ?? 0
        switch (tied1, tied2) {
        case (nil, nil):
            let determinant = s11 * s22 - s12 * s12
            if determinant > 1e-13 * s11 * s22 {
                y1 = (s22 * r1 - s12 * r2) / determinant
                y2 = (s11 * r2 - s12 * r1) / determinant
            } else {
                // Practically collinear columns: the minimum-norm solution of the ridge.
                let ridge = 1e-12 * (s11 + s22) + 1e-300
                let d = (s11 + ridge) * (s22 + ridge) - s12 * s12
                y1 = ((s22 + ridge) * r1 - s12 * r2) / d
                y2 = ((s11 + ridge) * r2 - s12 * r1) / d
            }
        case (nil, .some):
            if s11 > 0 { y1 = r1 / s11 }
        case (.some, nil):
            if s22 > 0 { y2 = r2 / s22 }
        case (.some, .some):
            break
        }
        let total = sumOfSquares(y1: y1, y2: y2)
        return Point(x1: x1, x2: x2, y1: y1, y2: y2, sumOfSquares: total)
    }

    /// Σ (model − g)² with the current ``ts``.
    private func sumOfSquares(y1: Double, y2: Double) -> Double {
        var total = 0.0
        let count = xs.count
        ts.withUnsafeBufferPointer { ts in
            gs.withUnsafeBufferPointer { gs in
                for index in 0..<count {
                    let t = ts[index], u = 1 - t
                    let model = 3 * u * t * (u * y1 + t * y2) + end * t * t * t
                    let residual = model - gs[index]
                    total += residual * residual
                }
            }
        }
        return total
    }

    // MARK: Global search

    /// Tuning of ``search(isCancelled:)``.
    struct SearchOptions: Sendable {
        /// Grid lines per axis over [0, 1] (ends included).
        var gridLines = 21
        /// Intervals of the sample subset used for the grid and the first refinement.
        var coarseIntervals = 100
        /// Grid local minima refined on the subset.
        var coarseCandidates = 6
        /// Refined subset optima refined again on all samples.
        var fineCandidates = 3
    }

    /// The global minimum of the reduced objective over the box, or nil when cancelled.
    mutating func search(options: SearchOptions = SearchOptions(), isCancelled: () -> Bool) -> Point? {
        // 1. The grid, on a subset of the samples.
        let count = xs.count
        let useSubset = count - 1 > options.coarseIntervals
        var coarse =
            useSubset
            ? subset((0...options.coarseIntervals).map { Int(($0 * (count - 1) + options.coarseIntervals / 2) / options.coarseIntervals) })
            : self
        let lines = max(options.gridLines, 2)
        let grid1 = (0..<lines).map { x1Range.lowerBound + (x1Range.upperBound - x1Range.lowerBound) * Double($0) / Double(lines - 1) }
        let grid2 = (0..<lines).map { x2Range.lowerBound + (x2Range.upperBound - x2Range.lowerBound) * Double($0) / Double(lines - 1) }
        var values = [[Point]]()
        values.reserveCapacity(lines)
        for i in 0..<lines {
            if isCancelled() { return nil }
            values.append(grid2.map { coarse.project(x1: grid1[i], x2: $0) })
        }
        // 2. The grid's local minima (8-neighbourhood; edges and corners have fewer neighbours).
        var minima = [Point]()
        for i in 0..<lines {
            for j in 0..<lines {
                let value = values[i][j].sumOfSquares
                var isMinimum = value.isFinite
                for di in -1...1 where isMinimum {
                    for dj in -1...1 where !(di == 0 && dj == 0) {
                        let (k, l) = (i + di, j + dj)
                        guard k >= 0, k < lines, l >= 0, l < lines else { continue }
                        let other = values[k][l].sumOfSquares
                        // Ties are broken by position so a flat valley yields one minimum.
                        if other < value || (other == value && (k, l) < (i, j)) {
                            isMinimum = false
                            break
                        }
                    }
                }
                if isMinimum { minima.append(values[i][j]) }
            }
        }
        minima.sort { $0.sumOfSquares < $1.sumOfSquares }
        minima = Array(minima.prefix(options.coarseCandidates))
        // x(t) = t (x1 = 1/3, x2 = 2/3) makes the curve a polynomial y(x) of degree ≤ 3.
        // There the Jacobian is singular (a direction changes the residuals only at high
        // order), so polynomial targets are recovered exactly only when started on it.
        let polynomial = coarse.project(
            x1: min(max(1.0 / 3, x1Range.lowerBound), x1Range.upperBound),
            x2: min(max(2.0 / 3, x2Range.lowerBound), x2Range.upperBound))
        minima.insert(polynomial, at: 0)
        // 3. Refine each on the subset, drop duplicates, keep the best few. An exact fit
        //    (residuals at rounding level) ends the search.
        var refined = [Point]()
        for start in minima {
            guard let point = coarse.refine(from: start, probingBounds: !useSubset, isCancelled: isCancelled) else { return nil }
            // Two results this close are one minimum: keep the better (the corner x1 = 1,
            // x2 = 0 reached from the grid exactly, not 1e-7 short of it from elsewhere).
            if let twin = refined.firstIndex(where: { abs($0.x1 - point.x1) < 1e-6 && abs($0.x2 - point.x2) < 1e-6 }) {
                if point.sumOfSquares < refined[twin].sumOfSquares { refined[twin] = point }
            } else {
                refined.append(point)
            }
            if point.sumOfSquares <= coarse.negligible { break }
        }
        if useSubset {
            evaluations += coarse.evaluations
        } else {
            // The subset was the whole problem: its refined optimum is final.
            self = coarse
            return refined.min { $0.sumOfSquares < $1.sumOfSquares }
        }
        refined.sort { $0.sumOfSquares < $1.sumOfSquares }
        // 4. Refine the best few on all samples.
        var best: Point?
        for start in refined.prefix(options.fineCandidates) {
            let projected = project(x1: start.x1, x2: start.x2)
            guard let point = refine(from: projected, probingBounds: true, isCancelled: isCancelled) else { return nil }
            if best.map({ point.sumOfSquares < $0.sumOfSquares }) ?? true { best = point }
            if point.sumOfSquares <= negligible { break }
        }
        return best
    }

    // MARK: Local refinement

    /// Bounded Levenberg–Marquardt from `start` (whose y's must be the projected ones), at most
    /// `limit` iterations.
    ///
    /// Each iteration linearises the residuals in (x1, x2, free y's) — the Jacobian of the
    /// model is ∂/∂x1 = −slopeᵢ·b1, ∂/∂x2 = −slopeᵢ·b2 (plus s·b for a tied y), ∂/∂y = b,
    /// where slopeᵢ = dy/dx of the current curve at xᵢ — solves the damped normal equations
    /// with the bounds that the gradient pushes against held fixed, clamps x to the box and
    /// projects the y's again. A step is taken only if it lowers the objective. Returns nil
    /// when cancelled.
    ///
    /// With `probingBounds`, a result with a handle's x on a bound is also compared with points
    /// just off that bound (``bestPointOffBounds(_:)``) and descended from the best of them.
    mutating func refine(
        from start: Point, iterations limit: Int = 200, probingBounds: Bool = false, isCancelled: () -> Bool
    ) -> Point? {
        guard var point = descend(from: start, iterations: limit, isCancelled: isCancelled) else { return nil }
        if probingBounds, let probe = bestPointOffBounds(point), probe.sumOfSquares < point.sumOfSquares {
            guard let descended = descend(from: probe, iterations: limit, isCancelled: isCancelled) else { return nil }
            point = descended
        }
        return snappedToBounds(point)
    }

    /// The Levenberg–Marquardt iteration of ``refine(from:iterations:probingBounds:isCancelled:)``.
    private mutating func descend(from start: Point, iterations limit: Int, isCancelled: () -> Bool) -> Point? {
        var current = start
        var lambda = 1e-3
        var stalls = 0
        var parametersAreCurrent = false
        iterations: for _ in 0..<limit {
            if isCancelled() { return nil }
            // Exact to rounding: nothing left to gain.
            if current.sumOfSquares <= negligible { break }
            // The point's own t's, unless the last projection was of this very point.
            if !parametersAreCurrent {
                solveParameters(x1: current.x1, x2: current.x2)
                evaluations += 1
            }
            let system = normalEquations(at: current)
            // Bounds the gradient pushes against stay where they are.
            var active = [Bool](repeating: true, count: system.size)
            if current.x1 <= x1Range.lowerBound && system.gradient[0] > 0 { active[0] = false }
            if current.x1 >= x1Range.upperBound && system.gradient[0] < 0 { active[0] = false }
            if current.x2 <= x2Range.lowerBound && system.gradient[1] > 0 { active[1] = false }
            if current.x2 >= x2Range.upperBound && system.gradient[1] < 0 { active[1] = false }
            while true {
                guard let step = Self.solveDamped(system, lambda: lambda, active: active) else {
                    lambda *= 10
                    if lambda > 1e12 { break iterations }
                    continue
                }
                let x1 = min(max(current.x1 + step[0], x1Range.lowerBound), x1Range.upperBound)
                let x2 = min(max(current.x2 + step[1], x2Range.lowerBound), x2Range.upperBound)
                if x1 == current.x1 && x2 == current.x2 { break iterations }
                let trial = project(x1: x1, x2: x2)
                parametersAreCurrent = trial.sumOfSquares < current.sumOfSquares
                if parametersAreCurrent {
                    let decrease = current.sumOfSquares - trial.sumOfSquares
                    let moved = max(abs(x1 - current.x1), abs(x2 - current.x2))
                    current = trial
                    lambda = max(lambda / 4, 1e-12)
                    if decrease <= 1e-15 * trial.sumOfSquares || moved < 1e-13 {
                        stalls += 1
                        if stalls >= 2 { break iterations }
                    } else {
                        stalls = 0
                    }
                    continue iterations
                }
                lambda *= 5
                if lambda > 1e12 { break iterations }
                if isCancelled() { return nil }
            }
        }
        return current
    }

    /// The best of the points 10^(−k/2), k = 2 … 24, inside each bound that `point`'s x1 or x2
    /// sits on (and both together at a corner), or nil when neither is on a bound.
    ///
    /// At x1 = 1, x2 = 0 the curve has a vertical tangent at t = ½, and at x1 = 0 or x2 = 1 at
    /// an end; there the reduced objective changes like a root of the distance from the bound,
    /// so its slope is unbounded and the linearised steps above cannot leave the bound. A target
    /// with x1 = 0.99913, x2 = 0 stayed at the corner with an RMS of 1.5e-3, where it is exact.
    private mutating func bestPointOffBounds(_ point: Point) -> Point? {
        func inward(_ x: Double, _ range: ClosedRange<Double>) -> Double? {
            if x <= range.lowerBound { return 1 }
            if x >= range.upperBound { return -1 }
            return nil
        }
        let direction1 = inward(point.x1, x1Range), direction2 = inward(point.x2, x2Range)
        var moves = [(Double, Double)]()
        if let direction1 { moves.append((direction1, 0)) }
        if let direction2 { moves.append((0, direction2)) }
        if let direction1, let direction2 { moves.append((direction1, direction2)) }
        var best: Point?
        for (move1, move2) in moves {
            var distance = 0.1
            for _ in 2...24 {
                defer { distance *= 0.31622776601683794 }
                let x1 = min(max(point.x1 + move1 * distance, x1Range.lowerBound), x1Range.upperBound)
                let x2 = min(max(point.x2 + move2 * distance, x2Range.lowerBound), x2Range.upperBound)
                let probe = project(x1: x1, x2: x2)
                if best.map({ probe.sumOfSquares < $0.sumOfSquares }) ?? true { best = probe }
            }
        }
        return best
    }

    /// `point`, or the same point with each x within 1e-6 of a bound put on the bound,
    /// whichever fits better. Where the optimum is on a bound with a vertical tangent inside
    /// the curve (x1 = 1 or x2 = 0), the objective is so steep in x that the steps above stall
    /// about 1e-8 short of the bound, at an RMS of ~1e-9 instead of rounding.
    private mutating func snappedToBounds(_ point: Point) -> Point {
        func snapped(_ x: Double, _ range: ClosedRange<Double>) -> Double {
            if x - range.lowerBound < 1e-6 { return range.lowerBound }
            if range.upperBound - x < 1e-6 { return range.upperBound }
            return x
        }
        let x1 = snapped(point.x1, x1Range), x2 = snapped(point.x2, x2Range)
        if x1 == point.x1 && x2 == point.x2 { return point }
        let trial = project(x1: x1, x2: x2)
        return trial.sumOfSquares < point.sumOfSquares ? trial : point
    }

    /// JᵀJ and Jᵀr at `point` (with ``ts`` already solved for it), over the variables
    /// x1, x2, then the free y's in order.
    private func normalEquations(at point: Point) -> (size: Int, matrix: [Double], gradient: [Double]) {
        let tie1 = constraints.startSlope ?? 0
        let tie2 = constraints.endSlope ?? 0
        let (x1, x2, y1, y2) = (point.x1, point.x2, point.y1, point.y2)
        // Columns: 0 = x1, 1 = x2, 2 = y1, 3 = y2; all four accumulated, then selected.
        var m00 = 0.0, m01 = 0.0, m02 = 0.0, m03 = 0.0, m11 = 0.0, m12 = 0.0, m13 = 0.0
        var m22 = 0.0, m23 = 0.0, m33 = 0.0
        var g0 = 0.0, g1 = 0.0, g2 = 0.0, g3 = 0.0
        let count = xs.count
        ts.withUnsafeBufferPointer { ts in
            gs.withUnsafeBufferPointer { gs in
                for index in 0..<count {
                    let t = ts[index], u = 1 - t
                    if t <= 0 || t >= 1 { continue }
                    let b1 = 3 * u * u * t, b2 = 3 * u * t * t
                    let residual = b1 * y1 + b2 * y2 + end * t * t * t - gs[index]
                    let dx = 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
                    let dy = 3 * u * u * y1 + 6 * u * t * (y2 - y1) + 3 * t * t * (end - y2)
                    let slope = dx > 1e-12 ? dy / dx : 0
                    let c0 = (tie1 - slope) * b1, c1 = (tie2 - slope) * b2
                    m00 += c0 * c0; m01 += c0 * c1; m02 += c0 * b1; m03 += c0 * b2
                    m11 += c1 * c1; m12 += c1 * b1; m13 += c1 * b2
                    m22 += b1 * b1; m23 += b1 * b2; m33 += b2 * b2
                    g0 += c0 * residual; g1 += c1 * residual; g2 += b1 * residual; g3 += b2 * residual
                }
            }
        }
        let full = [m00, m01, m02, m03, m01, m11, m12, m13, m02, m12, m22, m23, m03, m13, m23, m33]
        let fullGradient = [g0, g1, g2, g3]
        var variables = [0, 1]
        if constraints.startSlope == nil { variables.append(2) }
        if constraints.endSlope == nil { variables.append(3) }
        var matrix = [Double](repeating: 0, count: 16)
        var gradient = [Double](repeating: 0, count: 4)
        for (p, i) in variables.enumerated() {
            gradient[p] = fullGradient[i]
            for (q, j) in variables.enumerated() { matrix[p * 4 + q] = full[i * 4 + j] }
        }
        return (variables.count, matrix, gradient)
    }

    /// Solves (A + λ·diag(A))·δ = −g over the active variables (others get δ = 0) by
    /// Cholesky; nil when the damped matrix is not positive definite.
    private static func solveDamped(
        _ system: (size: Int, matrix: [Double], gradient: [Double]), lambda: Double, active: [Bool]
    ) -> [Double]? {
        let indices = (0..<system.size).filter { active[$0] }
        let n = indices.count
        var step = [Double](repeating: 0, count: 4)
        if n == 0 { return step }
        var largest = 0.0
        for i in indices { largest = max(largest, system.matrix[i * 4 + i]) }
        var a = [Double](repeating: 0, count: n * n)
        var rhs = [Double](repeating: 0, count: n)
        for (p, i) in indices.enumerated() {
            for (q, j) in indices.enumerated() { a[p * n + q] = system.matrix[i * 4 + j] }
            a[p * n + p] += lambda * (system.matrix[i * 4 + i] + 1e-9 * largest) + 1e-300
            rhs[p] = -system.gradient[i]
        }
        // Cholesky factorisation in place (lower triangle).
        for j in 0..<n {
            var diagonal = a[j * n + j]
            for k in 0..<j { diagonal -= a[j * n + k] * a[j * n + k] }
            guard diagonal > 0 else { return nil }
            let root = diagonal.squareRoot()
            a[j * n + j] = root
            for i in (j + 1)..<max(n, j + 1) {
                var value = a[i * n + j]
                for k in 0..<j { value -= a[i * n + k] * a[j * n + k] }
                a[i * n + j] = value / root
            }
        }
        var z = rhs
        for i in 0..<n {
            for k in 0..<i { z[i] -= a[i * n + k] * z[k] }
            z[i] /= a[i * n + i]
        }
        for i in stride(from: n - 1, through: 0, by: -1) {
            for k in (i + 1)..<max(n, i + 1) { z[i] -= a[k * n + i] * z[k] }
            z[i] /= a[i * n + i]
        }
        for (p, i) in indices.enumerated() { step[i] = z[p] }
        return step
    }
}
