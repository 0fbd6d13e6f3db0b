import Foundation

extension Spring {
    /// The closed form with this spring's constants, for `show`, e.g. for Core Animation's
    /// default spring:
    ///
    /// ```
    /// p(t) = 1 − e^(−α·t)·(cos(ω_d·t) + B·sin(ω_d·t)), t = x·T seconds; α = c/2m = 5,
    /// ω_d = √(k/m − α²) = 8.66025403784, B = (α − v₀)/ω_d = 0.57735026919;
    /// under-damped, ζ = 0.5; T = 1.27016519565 s, the settling time (|p − 1| ≤ 0.001 after it)
    /// ```
    ///
    /// Quantities computed from the parameters are printed to 12 significant digits, so that
    /// √144 reads 12, not the 12.000000000000002 its rounding gives; the velocity and duration,
    /// which the user gives, are printed as given.
    ///
    /// The over-damped form is printed with its two decay rates and amplitudes; the critically
    /// damped one (|ζ − 1| ≤ `criticalTolerance`) with ω₀ = √(k/m). The evaluation itself uses
    /// the cancellation-free forms described on `Spring`.
    public var formula: String {
        let f = Spring.formatDerived, given = Spring.format
        let alpha = motion.alpha
        let v0 = initialVelocity
        var text: String
        switch regime {
        case .critical:
            let omega0 = motion.omega0
            text =
                "p(t) = 1 − e^(−ω₀·t)·(1 + (ω₀ − v₀)·t), t = x·T seconds; ω₀ = √(k/m) = \(f(omega0))"
                + (v0 == 0 ? "" : ", v₀ = \(given(v0)), ω₀ − v₀ = \(f(omega0 - v0))")
        case .underdamped:
            let omegaD: Double
            if case .oscillating(let value) = motion.form { omegaD = value } else { omegaD = 0 }
            let amplitude = (alpha - v0) / omegaD
            if alpha == 0 {
                text =
                    "p(t) = 1 − (cos(ω₀·t) + B·sin(ω₀·t)), t = x·T seconds; ω₀ = √(k/m) = \(f(omegaD)), "
                    + "B = −v₀/ω₀ = \(f(amplitude))"
            } else {
                text =
                    "p(t) = 1 − e^(−α·t)·(cos(ω_d·t) + B·sin(ω_d·t)), t = x·T seconds; α = c/2m = \(f(alpha)), "
                    + "ω_d = √(k/m − α²) = \(f(omegaD)), B = (α − v₀)/ω_d = \(f(amplitude))"
            }
        case .overdamped:
            let omegaO: Double
            let slow: Double
            if case .creeping(let o, let s) = motion.form {
                (omegaO, slow) = (o, s)
            } else {
                (omegaO, slow) = (0, alpha)
            }
            let fast = alpha + omegaO
            let slowAmplitude = (alpha + omegaO - v0) / (2 * omegaO)
            let fastAmplitude = (v0 - alpha + omegaO) / (2 * omegaO)
            text =
                "p(t) = 1 − (A·e^(−λ₁·t) + B·e^(−λ₂·t)), t = x·T seconds; "
                + "λ₁ = ω₀²/(α + ω_o) = \(f(slow)), λ₂ = α + ω_o = \(f(fast)), "
                + "A = (α + ω_o − v₀)/(2ω_o) = \(f(slowAmplitude)), B = (v₀ − α + ω_o)/(2ω_o) = \(f(fastAmplitude)) "
                + "with α = c/2m = \(f(alpha)), ω_o = √(α² − k/m) = \(f(omegaO))"
        }
        text += "; \(regime), ζ = \(f(dampingRatio))"
        if let duration {
            text += "; T = \(given(duration)) s, the duration it plays for"
            if settlingTime.isFinite {
                text += " (settling time \(f(settlingTime)) s)"
            } else {
                text += " (undamped: never settles)"
            }
        } else {
            text += "; T = \(f(settlingTime)) s, the settling time (|p − 1| ≤ \(given(Spring.settlingTolerance)) after it)"
        }
        return text
    }

    /// A computed quantity to 12 significant digits (trailing zeros dropped).
    static func formatDerived(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        return String(format: "%.12g", value == 0 ? 0 : value)
    }
}
