/// A cubic Bézier timing function with CSS / Core Animation semantics.
///
/// The curve runs from P0 = (0, 0) to P3 = (1, 1) with control points P1 = (x1, y1) and
/// P2 = (x2, y2). `x1` and `x2` lie in [0, 1], so x(t) is monotone; `y1` and `y2` are free
/// (overshoot). The value at input progress `x` solves x(t) = x for t and returns y(t):
///
/// ```
/// x(t) = 3(1 − t)²t·x1 + 3(1 − t)t²·x2 + t³
/// y(t) = 3(1 − t)²t·y1 + 3(1 − t)t²·y2 + t³
/// ```
///
/// Outside [0, 1] the curve continues along its end tangents as CSS Easing Level 2 says.
///
/// **Accuracy.** |value(at: x) − exact| ≤ 1e-12 for every valid control point set and every
/// x, including curves where dx/dt vanishes inside [0, 1] (near (1, 0, 0, 1)), flat ends
/// (x1 = 0 or x2 = 1) and near-degenerate cubics (1 + 3·x1 − 3·x2 ≈ 0). The equation
/// x(t) = x is solved around the point where dx/dt is smallest, with the polynomial's
/// coefficients expanded there in double-double arithmetic (see `CenteredCubic`), so the
/// residual keeps its digits exactly where the solution is most sensitive; then a Newton
/// iteration safeguarded by bisection finds the root.
///
/// **Speed.** The first evaluation builds a small table (`BezierSolver`, ~4.3 KB on the heap,
/// shared by every copy of the value): t(x) as a quintic on each of 64 equal steps of x. A
/// call then takes the table's guess and makes one Taylor step in y, kept only when the
/// residual x(t) − x is small enough for that step to be within 1e-13 (a bound stored with
/// each row); anywhere else — next to flat ends, around a vanishing dx/dt, on extreme control
/// points — it tries a finer table, Newton steps, and finally the centred, bracketed solver
/// above. Once a curve has been evaluated 8,192 times it also gets a value table
/// (`BezierValueTable`, ~8.5 KB): y(x) itself as a polynomial of degree 7 on each of 128 steps
/// of x, each row's error bounded by 1e-13 when it is built, so that a call is one lookup
/// and eight multiply-adds. All paths meet the same accuracy. `value(at:)` is inlinable, so
/// the fast path is compiled into the caller. Copying a curve out of an array for every call
/// retains and releases its shared tables (two atomic operations, a few times the cost of the
/// call itself): hold the curve in a local for hot loops.
public struct CubicBezier: Sendable, Hashable {
    /// The first control point's x, in [0, 1].
    public let x1: Double
    /// The first control point's y (any finite number: above 1 or below 0 overshoots).
    public let y1: Double
    /// The second control point's x, in [0, 1].
    public let x2: Double
    /// The second control point's y (any finite number).
    public let y2: Double

    /// The solver's lazily built data: the centred expansions and the lookup table.
    @usableFromInline let cache: BezierSolverCache

    /// The straight line y = x: CSS `linear`, control points (0, 0) and (1, 1).
    public static let linear = CubicBezier(constant: 0, 0, 1, 1)

    /// Creates the timing function, or throws a ``CurveError`` naming the parameter that is
    /// not finite or the x coordinate outside [0, 1].
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(CurveError) {
        for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
            throw CurveError("\(name) must be a finite number (got \(value))")
        }
        for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
            throw CurveError("\(name) must lie in [0, 1] so that time runs forward (got \(value))")
        }
        self.x1 = x1 + 0  // normalises −0 to +0
        self.y1 = y1 + 0
        self.x2 = x2 + 0
        self.y2 = y2 + 0
        cache = BezierSolverCache()
    }

    /// Creates the timing function from control points written in the source (a preset or a
    /// platform's table), which are finite with x1 and x2 in [0, 1]. A constant outside that is a
    /// programming error: it stops the program, naming the point, the first time it is built (the
    /// tests build every preset and table). Points read from input go through the throwing
    /// initialiser.
    public init(constant x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        do {
            self = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        } catch {
            preconditionFailure("constant cubic Bézier (\(x1), \(y1), \(x2), \(y2)): \(error.message)")
        }
    }

    /// The solver for these control points, built on first use and then shared.
    @inline(__always)
    var solver: UnsafePointer<BezierSolver> {
        if let solver = cache.solver { return solver }
        return cache.install(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// Whether y(t) = x(t), so that the curve is exactly y = x (as `linear` is).
    var isIdentity: Bool { x1 == y1 && x2 == y2 }

    /// Whether y1 and y2 lie in [0, 1], so that y(t) does too.
    var staysInUnitInterval: Bool { y1 >= 0 && y1 <= 1 && y2 >= 0 && y2 <= 1 }

    /// y(t) in Bernstein form, accurate relative to t near 0 and to within an ulp near 1:
    /// the parameter is already accurate, so no cancellation-avoiding centre is needed here.
    @inline(__always)
    func bernsteinY(_ t: Double, _ u: Double) -> Double {
        return 3 * u * t * (u * y1 + t * y2) + t * t * t
    }

    /// The control points as `[x1, y1, x2, y2]`.
    public var controlPoints: [Double] { [x1, y1, x2, y2] }

    // Compared and hashed by the control points alone (never NaN, −0 normalised), without
    // building an array: sessions compare thousands of curves to detect unsaved changes.
    public static func == (a: CubicBezier, b: CubicBezier) -> Bool {
        a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    /// The power-form coefficients of `3(1 − t)²t·p1 + 3(1 − t)t²·p2 + t³`, exactly, expanded
    /// around `center`.
    static func polynomial(p1: Double, p2: Double, center: Double) -> CenteredCubic {
        let three = DoubleDouble(3)
        let linear = three.times(DoubleDouble(p1))
        let quadratic = three.times(DoubleDouble(p2)).minus(DoubleDouble(6).times(DoubleDouble(p1)))
        let cubic = DoubleDouble(1).plus(linear).minus(three.times(DoubleDouble(p2)))
        return CenteredCubic(p3: cubic, p2: quadratic, p1: linear, center: center)
    }

    /// The vertex of dx/dt = 3a·t² + 2b·t + c when the parabola opens upwards and the vertex
    /// lies inside (0, 1): where dx/dt is smallest, and x(t) − x cancels most.
    static func interiorVertex(x1: Double, x2: Double) -> Double? {
        let a = 1 + 3 * x1 - 3 * x2
        let b = 3 * x2 - 6 * x1
        // Written as comparisons so that a ≈ 0 never divides.
        guard a > 0, -b > 0, -b < 3 * a else { return nil }
        return -b / (3 * a)
    }
}
