/// A cubic polynomial rewritten around a centre `c`:
///
/// ```
/// p(c + s) = a·s³ + b·s² + d·s + constant
/// ```
///
/// The coefficients are computed in double-double arithmetic from the exact power-form
/// coefficients, so evaluating near the centre keeps every digit that a power-form
/// evaluation of `p(t) − target` would cancel away. This is what keeps the Bézier solver
/// accurate where `dx/dt` vanishes inside the curve (see ``CubicBezier``).
struct CenteredCubic: Sendable, Equatable {
    let center: Double
    let cubic: Double
    let quadratic: Double
    let linear: Double
    /// `p(center)`, kept to double-double precision.
    let constant: DoubleDouble

    /// Expands `p3·t³ + p2·t² + p1·t` (coefficients given exactly as double-doubles)
    /// around `center`.
    init(p3: DoubleDouble, p2: DoubleDouble, p1: DoubleDouble, center: Double) {
        let c = DoubleDouble(center)
        let three = DoubleDouble(3)
        let two = DoubleDouble(2)
        self.center = center
        cubic = p3.value
        quadratic = p2.plus(three.times(p3).times(c)).value
        linear = p1.plus(two.times(p2).times(c)).plus(three.times(p3).times(c).times(c)).value
        constant = p3.times(c).plus(p2).times(c).plus(p1).times(c)
    }

    /// `p(center + s)` in double precision.
    @inline(__always)
    func value(at s: Double) -> Double {
        ((cubic * s + quadratic) * s + linear) * s + constant.hi + constant.lo
    }

    /// `p(center + s) − target`, with the constant term subtracted in double-double so the
    /// result is accurate relative to its own size near the centre.
    @inline(__always)
    func residual(at s: Double, minus target: Double) -> Double {
        ((cubic * s + quadratic) * s + linear) * s + offset(minus: target)
    }

    /// `p(center) − target`, correctly rounded to a double (up to a few ulp).
    @inline(__always)
    func offset(minus target: Double) -> Double {
        let difference = DoubleDouble.twoSum(constant.hi, -target)
        return difference.hi + (difference.lo + constant.lo)
    }

    /// `p′(center + s)`.
    @inline(__always)
    func derivative(at s: Double) -> Double {
        (3 * cubic * s + 2 * quadratic) * s + linear
    }

    /// `p″(center + s)`.
    func secondDerivative(at s: Double) -> Double {
        6 * cubic * s + 2 * quadratic
    }
}
