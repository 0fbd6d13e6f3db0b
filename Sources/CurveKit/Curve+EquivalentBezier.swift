/// Curves that are cubic Béziers although they are written as something else: any y(x) that is
/// a polynomial of degree at most 3 in x is the Bézier with x(t) = t, control points at
/// x = ⅓ and ⅔, and y values from the polynomial's Bernstein form. For
/// `y = a·x³ + b·x² + c·x + d`:
///
/// ```
/// P0 = d,  P1 = d + c/3,  P2 = d + 2c/3 + b/3,  P3 = a + b + c + d
/// ```
///
/// The kinds recognised: linear, Penner's quad, cubic and back (in and out), Android's
/// Accelerate and Decelerate with 2·factor ∈ {1, 2, 3}, Anticipate and Overshoot, and GSAP's
/// back (in and out). An `out` is `1 − in(1 − x)`, a polynomial of the same degree.
extension Curve {
    /// The same curve as a cubic Bézier, when it is one mathematically; nil otherwise.
    public var equivalentBezier: CubicBezier? {
        switch self {
        case .bezier(let bezier): return bezier
        case .penner(let penner): return Self.pennerPolynomial(penner).flatMap(Self.bezier(polynomial:))
        case .platform(let easing): return Self.platformPolynomial(easing).flatMap(Self.bezier(polynomial:))
        default: return nil
        }
    }

    /// (a, b, c, d) of `y = a·x³ + b·x² + c·x + d` for an ease-in polynomial, turned into its out form.
    static func out(_ p: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
        let (a, b, c, d) = p
        return (a, -3 * a - b, 3 * a + 2 * b + c, 1 - (a + b + c + d))
    }

    static func pennerPolynomial(_ penner: Penner) -> (Double, Double, Double, Double)? {
        let inForm: (Double, Double, Double, Double)
        switch penner.family {
        case .quad: inForm = (0, 1, 0, 0)
        case .cubic: inForm = (1, 0, 0, 0)
        // Penner's back in: c3·x³ − c1·x², c1 = 1.70158, c3 = c1 + 1.
        case .back: inForm = (1.70158 + 1, -1.70158, 0, 0)
        default: return nil
        }
        switch penner.direction {
        case .in: return inForm
        case .out: return out(inForm)
        case .inOut: return nil
        }
    }

    static func platformPolynomial(_ easing: PlatformEasing) -> (Double, Double, Double, Double)? {
        let p = easing.parameters
        switch easing.formula {
        case .androidAccelerate, .androidDecelerate:
            let power = 2 * p[0]
            let inForm: (Double, Double, Double, Double)
            switch power {
            case 1: inForm = (0, 0, 1, 0)
            case 2: inForm = (0, 1, 0, 0)
            case 3: inForm = (1, 0, 0, 0)
            default: return nil
            }
            return easing.formula == .androidAccelerate ? inForm : out(inForm)
        // Anticipate: (s + 1)·t³ − s·t²; Overshoot is its out form.
        case .androidAnticipate: return (p[0] + 1, -p[0], 0, 0)
        case .androidOvershoot: return out((p[0] + 1, -p[0], 0, 0))
        case .gsapBack:
            switch easing.direction {
            case .in: return (p[0] + 1, -p[0], 0, 0)
            case .out: return out((p[0] + 1, -p[0], 0, 0))
            case .inOut: return nil
            }
        default: return nil
        }
    }

    static func bezier(polynomial p: (Double, Double, Double, Double)) -> CubicBezier? {
        let (_, b, c, d) = p
        // A timing curve starts at 0 and ends at 1 (within the rounding of the out form's sums).
        guard abs(d) < 1e-12, abs(p.0 + b + c + d - 1) < 1e-12 else { return nil }
        return try? CubicBezier(x1: 1.0 / 3, y1: c / 3, x2: 2.0 / 3, y2: 2 * c / 3 + b / 3)
    }
}
