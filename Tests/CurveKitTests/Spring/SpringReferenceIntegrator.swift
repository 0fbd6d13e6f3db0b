import Foundation

@testable import CurveKit

/// Numerical integrators of m·u″ + c·u′ + k·u = 0 with u(0) = 1, u′(0) = −v₀ (p = 1 − u), used
/// as references for Spring's closed forms. They use only the equation of motion, never a
/// closed form.
struct SpringReferenceIntegrator {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let velocity: Double

    init(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        (self.mass, self.stiffness, self.damping, self.velocity) = (mass, stiffness, damping, velocity)
    }

    init(_ spring: Spring) {
        self.init(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            velocity: spring.initialVelocity)
    }

    /// An upper bound on the magnitude of the system's eigenvalues: c/m + √(k/m).
    var spectralBound: Double { damping / mass + (stiffness / mass).squareRoot() }

    // MARK: Taylor series, order 40

    /// The increments (Δu, Δu′) of one Taylor-series step of order `order` from the state
    /// (u, u′): the derivatives follow from the equation, u⁽ⁿ⁺²⁾ = −(c·u⁽ⁿ⁺¹⁾ + k·u⁽ⁿ⁾)/m, and
    /// are summed scaled by hⁿ/n!, up to order 40 or until the terms fall below 1e-24 of the
    /// state. With h·|λ| ≤ 1/2 the truncation error is far under rounding.
    func taylorIncrement(u: Double, w: Double, _ h: Double, order: Int = 40) -> (du: Double, dw: Double) {
        let cm = damping / mass
        let km = stiffness / mass
        // e_n = u⁽ⁿ⁾ hⁿ / n!;  Δu = Σ_{n≥1} e_n,  Δu′ = Σ_{n≥1} (n+1)·e_{n+1} / h.
        var previous = u  // e_0
        var current = w * h  // e_1
        var du = current
        var dw = 0.0
        let scale = abs(u) + abs(w * h)
        for n in 0..<(order - 1) {
            let nn = Double(n)
            let next = -(cm * h * current / (nn + 2) + km * h * h * previous / ((nn + 1) * (nn + 2)))
            du += next
            dw += (nn + 2) * next
            previous = current
            current = next
            // Past n ≈ h|λ| the terms shrink at least geometrically (by h|λ|/n ≤ 1/2): stop
            // once two in a row are below 1e-24 of the state.
            if n >= 4, abs(previous) + abs(current) <= 1e-24 * scale { break }
        }
        return (du, dw / h)
    }

    /// p(t) at each of `times` (non-decreasing, ≥ 0), and p′(t), by Taylor steps of at most
    /// 0.5/`spectralBound` seconds, each run ending exactly on the next sample time. The state
    /// is carried as an unevaluated sum hi + lo (increments added with an exact two-sum), so
    /// rounding does not pile up over the many steps of a stiff system.
    func taylorPositions(at times: [Double]) -> [(p: Double, v: Double)] {
        let hMax = 0.5 / spectralBound
        var u = (hi: 1.0, lo: 0.0)
        var w = (hi: -velocity, lo: 0.0)
        func accumulate(_ x: inout (hi: Double, lo: Double), _ d: Double) {
            let s = x.hi + d
            let bb = s - x.hi
            x.lo += (x.hi - (s - bb)) + (d - bb)
            x.hi = s
        }
        var now = 0.0
        var results: [(p: Double, v: Double)] = []
        results.reserveCapacity(times.count)
        for target in times {
            precondition(target >= now, "sample times must not decrease")
            let span = target - now
            if span > 0 {
                let steps = max(1, Int((span / hMax).rounded(.up)))
                // Steps measured from `now` so the run ends exactly on `target`.
                var reached = now
                for i in 1...steps {
                    let next = i == steps ? target : now + span * Double(i) / Double(steps)
                    let (du, dw) = taylorIncrement(u: u.hi + u.lo, w: w.hi + w.lo, next - reached)
                    accumulate(&u, du)
                    accumulate(&w, dw)
                    reached = next
                }
                now = target
            }
            results.append(((1 - u.hi) - u.lo, -(w.hi + w.lo)))
        }
        return results
    }

    // MARK: Classical RK4

    /// p(t) at each of `times` by classical fourth-order Runge–Kutta with `stepsPerUnit` steps
    /// per 1/`spectralBound` seconds (global error about (h|λ|)⁴ per unit of |λ|·t).
    func rk4Positions(at times: [Double], stepsPerUnit: Double = 2000) -> [Double] {
        let hMax = 1 / (spectralBound * stepsPerUnit)
        let cm = damping / mass
        let km = stiffness / mass
        func f(_ u: Double, _ w: Double) -> (Double, Double) { (w, -cm * w - km * u) }
        var u = 1.0
        var w = -velocity
        var now = 0.0
        var results: [Double] = []
        for target in times {
            let span = target - now
            if span > 0 {
                let steps = max(1, Int((span / hMax).rounded(.up)))
                let h = span / Double(steps)
                for _ in 0..<steps {
                    let (k1u, k1w) = f(u, w)
                    let (k2u, k2w) = f(u + h / 2 * k1u, w + h / 2 * k1w)
                    let (k3u, k3w) = f(u + h / 2 * k2u, w + h / 2 * k2w)
                    let (k4u, k4w) = f(u + h * k3u, w + h * k3w)
                    u += h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
                    w += h / 6 * (k1w + 2 * k2w + 2 * k3w + k4w)
                }
                now = target
            }
            results.append(1 - u)
        }
        return results
    }
}

/// Springs shared by the Spring test files, by (m, k, c, v₀), named for the reports.
struct SpringCase: Sendable, CustomStringConvertible {
    let name: String
    let mass: Double
    let stiffness: Double
    let damping: Double
    let velocity: Double
    let duration: Double?

    init(_ name: String, m: Double = 1, k: Double = 100, c: Double, v: Double = 0, duration: Double? = nil) {
        (self.name, mass, stiffness, damping, velocity, self.duration) = (name, m, k, c, v, duration)
    }

    var description: String { name }

    var spring: Spring {
        get throws {
            try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity, duration: duration)
        }
    }

    static let underdamped: [SpringCase] = [
        SpringCase("CA default (1,100,10,0)", c: 10),
        SpringCase("ζ=0.5 v=+5", c: 10, v: 5),
        SpringCase("ζ=0.5 v=−5", c: 10, v: -5),
        SpringCase("ζ=0.5 v=+40", c: 10, v: 40),
        SpringCase("ζ=0.5 v=−40", c: 10, v: -40),
        SpringCase("m=2 k=300 c=3 (ζ≈0.061)", m: 2, k: 300, c: 3),
        SpringCase("m=0.5 k=50 c=1 v=−20", m: 0.5, k: 50, c: 1, v: -20),
        SpringCase("ζ=0.01", c: 0.2),
        SpringCase("ζ=0.9 v=+12", c: 18, v: 12),
        SpringCase("undamped, duration 2", c: 0, v: 3, duration: 2),
        SpringCase("k=1e4 m=0.01 c=1 (ω₀=1000)", m: 0.01, k: 1e4, c: 1),
    ]

    static let critical: [SpringCase] = [
        SpringCase("critical v=0", c: 20),
        SpringCase("critical v=+10", c: 20, v: 10),
        SpringCase("critical v=+30", c: 20, v: 30),
        SpringCase("critical v=−10", c: 20, v: -10),
        SpringCase("critical m=4 k=25 c=20", m: 4, k: 25, c: 20),
    ]

    static let overdamped: [SpringCase] = [
        SpringCase("ζ=1.5", c: 30),
        SpringCase("ζ=1.5 v=+50", c: 30, v: 50),
        SpringCase("ζ=1.5 v=−10", c: 30, v: -10),
        SpringCase("ζ=1.5 v=+5", c: 30, v: 5),
        SpringCase("ζ=5", c: 100),
        SpringCase("ζ=5 v=−100", c: 100, v: -100),
        SpringCase("ζ=20", c: 400),
        SpringCase("ζ=20 v=+500", c: 400, v: 500),
    ]

    /// ζ = 1 ± δ for δ = 1e-9, 1e-6, 1e-3 (c = 20·(1 ± δ), k = 100, m = 1), with several v₀.
    static let nearCritical: [SpringCase] = {
        var cases: [SpringCase] = []
        for delta in [1e-9, 1e-6, 1e-3] {
            for sign in [1.0, -1.0] {
                for v in [0.0, 7, -7, 35] {
                    let zeta = sign > 0 ? "1+\(delta)" : "1−\(delta)"
                    cases.append(SpringCase("ζ=\(zeta) v=\(v)", c: 20 * (1 + sign * delta), v: v))
                }
            }
        }
        return cases
    }()

    static let all: [SpringCase] = underdamped + critical + overdamped + nearCritical
}
