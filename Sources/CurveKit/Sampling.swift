/// A point of a curve: input progress, output progress and slope dy/dx.
public struct CurvePoint: Sendable, Equatable {
    /// Input progress.
    public let x: Double
    /// Output progress at ``x``.
    public let y: Double
    /// dy/dx at ``x``.
    public let slope: Double

    /// A point with its slope.
    public init(x: Double, y: Double, slope: Double) {
        self.x = x
        self.y = y
        self.slope = slope
    }
}

extension Curve {
    /// `intervals + 1` evenly spaced points x = i / intervals, i = 0 … intervals, with the
    /// value and slope at each. The x values are computed as `Double(i) / Double(intervals)`,
    /// so they are the correctly rounded fractions and the last one is exactly 1.
    ///
    /// Béziers take ``CubicBezier/sample(intervals:)``, a sweep that solves x(t) = x once per
    /// step of a fine table instead of once per point.
    public func sample(intervals: Int) -> [CurvePoint] {
        precondition(intervals >= 1, "at least one interval")
        if case .bezier(let bezier) = self { return bezier.sample(intervals: intervals) }
        let count = Double(intervals)
        return (0...intervals).map { index in
            let x = Double(index) / count
            return CurvePoint(x: x, y: value(at: x), slope: slope(at: x))
        }
    }
}

extension CubicBezier {
    /// value(at:) at `count` evenly spaced inputs x = i / (count − 1), i = 0 … count − 1 (the
    /// correctly rounded fractions, from exactly 0 to exactly 1); a single input is x = 0.
    /// Same accuracy as value(at:), within 1e-12 of the exact values.
    ///
    /// For long sweeps this is several times faster than calling value(at:) per point (see
    /// `sweep(intervals:_:)`).
    public func values(atEvenlySpaced count: Int) -> [Double] {
        precondition(count >= 0, "a count of inputs")
        if count <= 1 { return count == 0 ? [] : [value(at: 0)] }
        let clamps = staysInUnitInterval
        let last = Double(count - 1)
        return [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            // count ≥ 2 here, so the new storage has an address.
            guard let output = buffer.baseAddress else { preconditionFailure("no storage for \(count) values") }
            if isIdentity {
                for index in 0..<count { output[index] = Double(index) / last }
                initialized = count
                return
            }
            sweep(intervals: count - 1) { points, cubic in
                guard let cubic else {
                    for index in points { output[index] = value(at: Double(index) / last) }
                    return
                }
                // The hot loop: a cubic for t, y(t) in Bernstein form, no division.
                let (y1, y2) = (self.y1, self.y2)
                if clamps {
                    for index in points {
                        let t = cubic.parameter(index)
                        let u = 1 - t
                        output[index] = min(max(3 * u * t * (u * y1 + t * y2) + t * t * t, 0), 1)
                    }
                } else {
                    for index in points {
                        let t = cubic.parameter(index)
                        let u = 1 - t
                        output[index] = 3 * u * t * (u * y1 + t * y2) + t * t * t
                    }
                }
            }
            initialized = count
        }
    }

    /// `intervals + 1` evenly spaced points x = i / intervals with the value and slope at
    /// each, as ``Curve/sample(intervals:)`` gives them, from one sweep.
    public func sample(intervals: Int) -> [CurvePoint] {
        precondition(intervals >= 1, "at least one interval")
        let clamps = staysInUnitInterval
        return [CurvePoint](unsafeUninitializedCapacity: intervals + 1) { buffer, initialized in
            // intervals + 1 ≥ 2 points, so the new storage has an address.
            guard let output = buffer.baseAddress else { preconditionFailure("no storage for \(intervals + 1) points") }
            let solver = self.solver
            let last = Double(intervals)
            sweep(intervals: intervals) { points, cubic in
                for index in points {
                    let x = Double(index) / last
                    guard let cubic else {
                        (output + index).initialize(to: CurvePoint(x: x, y: value(at: x), slope: slope(at: x)))
                        continue
                    }
                    let t = cubic.parameter(index)
                    let u = 1 - t
                    let y = bernsteinY(t, u)
                    let slope = yDerivative(t, u) / solver.pointee.xDerivative(at: t)
                    (output + index).initialize(to: CurvePoint(x: x, y: clamps ? min(max(y, 0), 1) : y, slope: slope))
                }
            }
            initialized = intervals + 1
        }
    }

    /// t(x) on one cell of a sweep: t = ((p3·f + p2)·f + m0)·f + start with f = i·scale − offset.
    struct SweepCubic {
        let start: Double
        let m0: Double
        let p2: Double
        let p3: Double
        let scale: Double
        let offset: Double

        @inline(__always)
        func parameter(_ index: Int) -> Double {
            let f = Double(index) * scale - offset
            return ((p3 * f + p2) * f + m0) * f + start
        }
    }

    /// Splits the inputs x = i / intervals, i = 0 … intervals, into runs and calls
    /// `body(run, cubic)` for each, in order: `cubic` gives t for every i of the run to within
    /// 1e-13 / max|y′|, or is nil where the sweep cannot promise that (x = 0 and 1, and next to
    /// flat or singular spots), so that the caller uses value(at:) and slope(at:) there.
    ///
    /// **How.** Rather than solving each point (as a sweep reusing the previous t would), it
    /// solves x(t) = k/K at the K + 1 ends of a fine table (K up to 4096, about 256 points per
    /// cell) and interpolates t(x) in each cell by the cubic Hermite through the two roots with
    /// slopes 1/x′(t). A cell is used only when dx/dt stays large inside it and the
    /// interpolant's error, measured by a Newton correction at f = ¼, ½ and ¾ (the cubic
    /// Hermite error is (h⁴/24)·t⁗·f²(1 − f)², largest at ½), is below 2e-13 / max|y′| (and the
    /// rounding of that measurement below that too, so y is within 4e-13 plus the rounding of
    /// y(t)); a cell that fails is split once into 16 finer cells; then
    /// every point costs a cubic and y(t), with no division.
    @inline(__always)
    func sweep(intervals: Int, _ body: (Range<Int>, SweepCubic?) -> Void) {
        let last = Double(intervals)
        if isIdentity || intervals < 256 {
            // y = x needs no parameter; short sweeps are not worth a table.
            body(0..<(intervals + 1), nil)
            return
        }
        body(0..<1, nil)
        let solver = self.solver
        let (a, b, c) = (solver.pointee.a, solver.pointee.b, solver.pointee.c)
        let maximumYSlope = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2))
        let bound = 2e-13 / maximumYSlope
        // The measured error is the true one ± rounding/x′ (Horner's bound on the residual);
        // keeping that below `bound` too makes the guarantee 2·bound = 4e-13 / max|y′|.
        let smallestSlope = 8e-16 * (abs(a) + abs(b) + abs(c) + 1) / bound
        var index = 1
        // Cells `range` of a grid of `cells` equal steps of x, the first starting at root `start`
        // with x′ = `startSlope`. A cell whose cubic fails the error test (but not the slope
        // test) is split once into 16 finer cells, which near a flat end or a sharp bend keeps
        // most points on the fast path.
        func process(cells: Int, _ range: Range<Int>, start: Double, startSlope: Double, split: Bool) {
            let width = 1 / Double(cells)
            var (start, startSlope) = (start, startSlope)
            for cell in range {
                let endX = Double(cell + 1) * width
                let end = cell == cells - 1 ? 1 : robustParameter(at: endX)
                let endSlope = solver.pointee.xDerivative(at: end)
                // The points of this cell: x = index / last < endX (the last cell takes x < 1).
                var stop = min(Int((endX * last).rounded(.up)), intervals)
                while stop > index, Double(stop - 1) / last >= endX { stop -= 1 }
                while stop < intervals, Double(stop) / last < endX { stop += 1 }
                if index < stop {
                    let rise = end - start
                    let m0 = width / startSlope
                    let m1 = width / endSlope
                    let p2 = 3 * rise - 2 * m0 - m1
                    let p3 = m0 + m1 - 2 * rise
                    var steep = min(startSlope, endSlope) > smallestSlope && rise > 0 && m0.isFinite && m1.isFinite
                    if steep, a > 0 {
                        // dx/dt may dip between the ends (x′ is a parabola): check its minimum.
                        let vertex = -b / (3 * a)
                        if vertex > start && vertex < end { steep = solver.pointee.xDerivative(at: vertex) > smallestSlope }
                    }
                    var accurate = steep
                    if steep {
                        for f in stride(from: 0.25, through: 0.75, by: 0.25) {
                            let t = ((p3 * f + p2) * f + m0) * f + start
                            let x = (Double(cell) + f) * width
                            let error = abs(((a * t + b) * t + c) * t - x) / solver.pointee.xDerivative(at: t)
                            if !(error <= bound) { accurate = false }
                        }
                    }
                    if accurate {
                        body(
                            index..<stop,
                            SweepCubic(start: start, m0: m0, p2: p2, p3: p3, scale: Double(cells) / last, offset: Double(cell)))
                        index = stop
                    } else if steep && split && stop - index >= 64 {
                        process(cells: 16 * cells, (16 * cell)..<(16 * cell + 16), start: start, startSlope: startSlope, split: false)
                    } else {
                        body(index..<stop, nil)
                        index = stop
                    }
                }
                start = end
                startSlope = endSlope
            }
        }
        process(cells: min(4096, max(64, intervals / 256)), 0..<min(4096, max(64, intervals / 256)), start: 0, startSlope: c, split: true)
        body(intervals..<(intervals + 1), nil)
    }

    /// The parameter at x in (0, 1) from the fast path, or else the centred solver.
    func robustParameter(at x: Double) -> Double {
        let t = BezierSolver.fastParameter(solver, at: x)
        if !t.isNaN { return t }
        let polynomial = expansion(for: x)
        return polynomial.center + parameterOffset(at: x, in: polynomial)
    }
}
