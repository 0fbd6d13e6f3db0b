import BigInt

// An independent, exact reference for the CSS / Core Animation cubic Bézier timing function.
//
// Nothing here computes a curve value in floating point. Every finite Double is an exact
// dyadic rational m·2^e, read off its bit pattern; the curve polynomials are evaluated in
// integer arithmetic (BigInt) at dyadic parameters t = k/2^n, so every sign of x(t) − x and
// every value of y(t) below is exact. Bisection on k therefore converges to the one grid cell
// that holds the true root t*. The only approximations are:
//  1. the root is known to within that cell, at most 2^-60·t* wide (n grows for tiny x); its
//     effect on y is bounded with the Bernstein bound on |dy/dt| and reported as
//     `valueRadius` (below 1e-17 here);
//  2. `Dyadic.doubleValue` rounds an exact value to a double, which the tests avoid for the
//     verdict: they compare a double result with the exact dyadic, exactly.
// A double-precision guess may shorten the bisection, but only through a bracket whose end
// signs are checked exactly, so it cannot change the result (a test checks that too).

/// An exact dyadic rational `numerator · 2^exponent`.
///
/// Every finite `Double` is one: an integer significand times a power of two. Sums,
/// differences and products of dyadics are dyadics, so the Bézier polynomials at a dyadic
/// parameter can be evaluated with no rounding at all.
struct Dyadic: Sendable, Equatable, CustomStringConvertible {
    let numerator: BigInt
    let exponent: Int

    init(numerator: BigInt, exponent: Int) {
        self.numerator = numerator
        self.exponent = exponent
    }

    /// The exact value of a finite `value`, read from its IEEE 754 bit pattern.
    ///
    /// A normal double is (2^52 + fraction)·2^(biased exponent − 1075); a subnormal one is
    /// fraction·2^−1074. Trailing zero bits are moved into the exponent to keep integers small.
    init(exactly value: Double) {
        precondition(value.isFinite, "only finite doubles are dyadic rationals")
        var significand = value.significandBitPattern
        var exponent: Int
        if value.exponentBitPattern == 0 {
            exponent = -1074
        } else {
            significand |= 1 << 52
            exponent = Int(value.exponentBitPattern) - 1075
        }
        guard significand != 0 else {
            self.init(numerator: 0, exponent: 0)
            return
        }
        let zeros = significand.trailingZeroBitCount
        significand >>= UInt64(zeros)
        exponent += zeros
        let magnitude = BigInt(significand)
        self.init(numerator: value.sign == .minus ? -magnitude : magnitude, exponent: exponent)
    }

    static let zero = Dyadic(numerator: 0, exponent: 0)
    static let one = Dyadic(numerator: 1, exponent: 0)

    /// The integer `N` with `self == N · 2^target`; requires `target ≤ exponent` (or a zero value).
    func numerator(over target: Int) -> BigInt {
        if numerator.isZero { return 0 }
        precondition(target <= exponent, "a coarser scale cannot hold this value exactly")
        return numerator << (exponent - target)
    }

    static func + (a: Dyadic, b: Dyadic) -> Dyadic {
        let common = min(a.exponent, b.exponent)
        return Dyadic(numerator: a.numerator(over: common) + b.numerator(over: common), exponent: common)
    }

    static func - (a: Dyadic, b: Dyadic) -> Dyadic {
        let common = min(a.exponent, b.exponent)
        return Dyadic(numerator: a.numerator(over: common) - b.numerator(over: common), exponent: common)
    }

    static func * (a: Dyadic, b: Dyadic) -> Dyadic {
        Dyadic(numerator: a.numerator * b.numerator, exponent: a.exponent + b.exponent)
    }

    var isZero: Bool { numerator.isZero }

    /// The double nearest to the value, ties to even (exact for every result this suite
    /// produces: they are all far from the subnormal range and from overflow).
    var doubleValue: Double {
        if numerator.isZero { return 0 }
        var magnitude = numerator.magnitude
        var exponent = self.exponent
        let width = magnitude.bitWidth
        if width > 53 {
            let dropped = width - 53
            let kept = magnitude >> dropped
            let remainder = magnitude - (kept << dropped)
            let half = BigUInt(1) << (dropped - 1)
            magnitude = kept
            if remainder > half || (remainder == half && kept[bitAt: 0]) {
                magnitude += 1  // may reach 2^53, which a double still holds exactly
            }
            exponent += dropped
        }
        return Double(
            sign: numerator.sign == .minus ? .minus : .plus,
            exponent: exponent,
            significand: Double(UInt64(magnitude)))
    }

    var description: String { "\(numerator)·2^\(exponent)" }
}

/// One coordinate of the curve, 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³, in power form a·t³ + b·t² + c·t
/// with integer coefficients over a common denominator 2^scale:
/// A = 2^scale + 3·P1 − 3·P2, B = 3·P2 − 6·P1, C = 3·P1, where p1 = P1/2^scale, p2 = P2/2^scale.
/// In integers the expansion loses nothing, and at t = k/2^bits the polynomial is an integer
/// over 2^(3·bits + scale), so its value and its sign are exact.
struct ExactBezierCoordinate: Sendable {
    let a: BigInt
    let b: BigInt
    let c: BigInt
    let scale: Int

    /// The coordinate for control values p1, p2, at the smallest scale holding them and `also`.
    init(p1: Dyadic, p2: Dyadic, alsoHolding also: [Dyadic] = []) {
        let values = [p1, p2] + also
        scale = max(0, -(values.filter { !$0.isZero }.map(\.exponent).min() ?? 0))
        let integer1 = p1.numerator(over: -scale)
        let integer2 = p2.numerator(over: -scale)
        a = (BigInt(1) << scale) + 3 * integer1 - 3 * integer2
        b = 3 * integer2 - 6 * integer1
        c = 3 * integer1
    }

    /// The coordinate at t = k/2^bits is numerator(k:bits:) / 2^(3·bits + scale).
    func numerator(k: BigInt, bits: Int) -> BigInt {
        onGrid(bits: bits).numerator(k: k)
    }

    /// The same, with the shifts done once for the many evaluations of a bisection.
    func onGrid(bits: Int) -> Grid {
        Grid(a: a, shiftedB: b << bits, shiftedC: c << (2 * bits))
    }

    struct Grid {
        let a: BigInt
        let shiftedB: BigInt
        let shiftedC: BigInt

        /// A·k³ + B·2^bits·k² + C·2^(2·bits)·k, by Horner's rule.
        func numerator(k: BigInt) -> BigInt {
            ((a * k + shiftedB) * k + shiftedC) * k
        }
    }

    func value(k: BigInt, bits: Int) -> Dyadic {
        Dyadic(numerator: numerator(k: k, bits: bits), exponent: -(3 * bits + scale))
    }

    /// d/dt at t = k/2^bits: (3A·k² + 2B·k·2^bits + C·2^(2·bits)) / 2^(2·bits + scale).
    func derivative(k: BigInt, bits: Int) -> Dyadic {
        let numerator = (3 * a * k + ((2 * b) << bits)) * k + (c << (2 * bits))
        return Dyadic(numerator: numerator, exponent: -(2 * bits + scale))
    }
}

/// The exact solution of a cubic Bézier timing function at one input progress.
struct ExactBezierReference: Sendable {
    /// Bisection brackets the parameter t* to within 2^-parameterBits relative to t* (and so
    /// absolutely too). With |dy/dt| ≤ 15 for y control points in [−2, 3] (≤ 21 for ±3), that
    /// moves y by less than 1e-17.
    static let parameterBits = 60

    /// A grid k/2^bits fine enough that one step is at most 2^-parameterBits·min(t*, 1 − t*)
    /// whatever the curve: every valid curve has dx/dt ≤ 3 (the Bernstein bound with x1, x2 ∈
    /// [0, 1]), so x ≤ 3t* and 1 − x ≤ 3(1 − t*), i.e. t* > 2^(exponent of x − 2) and
    /// 1 − t* > 2^(exponent of (1 − x) − 2), where 1 − x is exact for x ≥ ½.
    static func safeGridBits(for x: Double) -> Int {
        gridBits(around: x)
    }

    /// A grid with that property around a point u of (0, 1): the guessed root, or x itself.
    private static func gridBits(around u: Double) -> Int {
        guard u > 0, u < 1 else { return parameterBits }
        return parameterBits + max(0, 2 - Int(u.exponent), 2 - Int((1 - u).exponent))
    }

    let x1: Double
    let y1: Double
    let x2: Double
    let y2: Double
    private let exactX1: Dyadic
    private let exactX2: Dyadic
    private let y: ExactBezierCoordinate
    /// An upper bound of |dy/dt| on [0, 1].
    let ySpeedBound: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2) && y1.isFinite && y2.isFinite)
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        exactX1 = Dyadic(exactly: x1)
        exactX2 = Dyadic(exactly: x2)
        y = ExactBezierCoordinate(p1: Dyadic(exactly: y1), p2: Dyadic(exactly: y2))
        // dy/dt = 3[(1−t)²·y1 + 2(1−t)t·(y2 − y1) + t²·(1 − y2)]: a quadratic in Bernstein form,
        // whose basis sums to 1, so |dy/dt| ≤ 3·max of the three coefficients. The factor
        // 1.001 covers the rounding of this double computation.
        ySpeedBound = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2)) * 1.001
    }

    /// The exact solution of x(t) = x for t, and y(t), at an input progress in [0, 1].
    struct Solution: Sendable {
        /// The input progress.
        let x: Double
        /// y at the centre of the final bracket, exactly.
        let exactValue: Dyadic
        /// |y(t*) − exactValue| ≤ valueRadius, where t* is the true root.
        let valueRadius: Double
        /// The centre of the final bracket for t*, exactly.
        let exactParameter: Dyadic
        /// |t* − exactParameter| ≤ parameterRadius.
        let parameterRadius: Double
        /// dx/dt and dy/dt at exactParameter (each correctly rounded).
        let dxdt: Double
        let dydt: Double

        /// The nearest double to the exact value (within valueRadius + ½ ulp of y(t*)).
        var value: Double { exactValue.doubleValue }
        var parameter: Double { exactParameter.doubleValue }
        /// dy/dx at the bracket's centre. As the cell is at most 2^-60·min(t*, 1 − t*) wide,
        /// this is dy/dx at t* to ~1e-15 relative, even next to a flat end, unless t* is
        /// within ~1e-3 relative of an interior zero of dx/dt (the tests stay clear of those).
        var slope: Double { dydt / dxdt }

        /// An upper bound of |candidate − y(t*)|: the exact distance to the bracket's value
        /// plus the bracket's radius.
        func valueError(of candidate: Double) -> Double {
            (Dyadic(exactly: candidate) - exactValue).doubleValue.magnitude + valueRadius
        }

        /// An upper bound of |candidate − t*|.
        func parameterError(of candidate: Double) -> Double {
            (Dyadic(exactly: candidate) - exactParameter).doubleValue.magnitude + parameterRadius
        }
    }

    /// Solves x(t) = x exactly by bisection for x in [0, 1].
    ///
    /// x(t) is strictly increasing on [0, 1] (x1, x2 ∈ [0, 1] make dx/dt ≥ 0, vanishing at
    /// isolated points only), so the sign of x(t) − x, computed exactly in integers, says
    /// which half of a bracket holds the root. No cancellation can lose digits, which is
    /// what makes curves like (1, 0, 0, 1), where dx/dt = 0 at t = ½, tractable.
    ///
    /// The root ends in a grid cell at most 2^-60·min(t*, 1 − t*) wide. The grid is chosen
    /// around a double-precision guess of t* (much coarser than `safeGridBits` next to a flat
    /// end, where t* ≈ √x ≫ x), the cell's width is then checked against the exact bracket,
    /// and if it is too wide the search is redone on the safe grid. `guessing: false` skips
    /// the guess altogether: safe grid, bisection from the whole of [0, 1]; slower, and the
    /// same root (a test checks it).
    func solve(at x: Double, guessing: Bool = true) -> Solution {
        precondition((0...1).contains(x), "the reference solves inside [0, 1] only")
        let guess = guessing ? approximateRoot(of: x) : nil
        var bits = guess.map { Self.gridBits(around: $0) } ?? Self.safeGridBits(for: x)
        var (low, high) = bracket(x, bits: bits, guess: guess)
        let enough = BigInt(1) << Self.parameterBits
        if low != high, low < enough || (BigInt(1) << bits) - high < enough {
            bits = Self.safeGridBits(for: x)
            (low, high) = bracket(x, bits: bits, guess: guess)
        }
        // The bracket's centre (low + high)/2^(bits + 1), and its radius.
        let k = low + high
        let parameterRadius = low == high ? 0 : Double(sign: .plus, exponent: -(bits + 1), significand: 1)
        return Solution(
            x: x,
            exactValue: y.value(k: k, bits: bits + 1),
            valueRadius: ySpeedBound * parameterRadius,
            exactParameter: Dyadic(numerator: k, exponent: -(bits + 1)),
            parameterRadius: parameterRadius,
            dxdt: ExactBezierCoordinate(p1: exactX1, p2: exactX2).derivative(k: k, bits: bits + 1).doubleValue,
            dydt: y.derivative(k: k, bits: bits + 1).doubleValue)
    }

    /// The root of x(t) = x in doubles, by bisection until no double is left inside the
    /// bracket (at most ~1100 steps). Only a guess: `bracket` checks it exactly.
    private func approximateRoot(of x: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        while true {
            let t = 0.5 * (low + high)
            guard t > low, t < high else { return high }
            let s = 1 - t
            if 3 * s * t * (s * x1 + t * x2) + t * t * t < x { low = t } else { high = t }
        }
    }

    /// The grid cell [low, high] (in units of 2^-bits) holding the root: sign(low) < 0 <
    /// sign(high) with high = low + 1, or low == high at an exact root.
    ///
    /// With a guess, brackets of 2^4, 2^20 and 2^36 ulps of the guess around it are tried
    /// first, each accepted only once the signs at both of its ends are checked exactly. The
    /// guess saves bisection steps; it cannot make the result wrong, because nothing is taken
    /// from it unverified, and the last resort is the whole of [0, 1].
    private func bracket(_ x: Double, bits: Int, guess: Double?) -> (low: BigInt, high: BigInt) {
        let one = BigInt(1) << bits
        if x == 0 { return (0, 0) }
        if x == 1 { return (one, one) }
        let exactX = Dyadic(exactly: x)
        let xCoordinate = ExactBezierCoordinate(p1: exactX1, p2: exactX2, alsoHolding: [exactX])
        // x(k/2^bits) − x has the sign of  grid.numerator(k) − target.
        let grid = xCoordinate.onGrid(bits: bits)
        let target = exactX.numerator(over: -xCoordinate.scale) << (3 * bits)
        func sign(_ k: BigInt) -> Int {
            let numerator = grid.numerator(k: k)
            return numerator < target ? -1 : (numerator > target ? 1 : 0)
        }

        var (low, high) = (BigInt(0), one)  // x(0) = 0 < x < 1 = x(1)
        if let guess {
            let exactGuess = Dyadic(exactly: guess)
            let k = exactGuess.numerator << (exactGuess.exponent + bits)
            let ulpBits = Int(guess.ulp.exponent) + bits
            for halfWidthInUlps in [4, 20, 36] {
                let halfWidth = BigInt(1) << max(0, ulpBits + halfWidthInUlps)
                let (candidateLow, candidateHigh) = (max(0, k - halfWidth), min(one, k + halfWidth))
                let (lowSign, highSign) = (sign(candidateLow), sign(candidateHigh))
                if lowSign == 0 { return (candidateLow, candidateLow) }
                if highSign == 0 { return (candidateHigh, candidateHigh) }
                if lowSign < 0 && highSign > 0 {
                    (low, high) = (candidateLow, candidateHigh)
                    break
                }
            }
        }
        while high - low > 1 {
            let middle = (low + high) >> 1
            switch sign(middle) {
            case -1: low = middle
            case 1: high = middle
            default: return (middle, middle)
            }
        }
        return (low, high)
    }

    /// x(t) exactly, for a double t in [0, 1] (used to check the residual of a solver's t).
    func exactX(at t: Double) -> Dyadic {
        precondition((0...1).contains(t))
        let exactT = Dyadic(exactly: t)
        let bits = max(0, -exactT.exponent)
        return ExactBezierCoordinate(p1: exactX1, p2: exactX2).value(k: exactT.numerator(over: -bits), bits: bits)
    }
}
