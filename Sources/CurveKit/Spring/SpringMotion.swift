import Foundation

/// The closed-form solution of m·u″ + c·u′ + k·u = 0 with u(0) = 1, u′(0) = −v₀, with its
/// constants precomputed (see `Spring` for the formulas and their numerics).
struct SpringMotion: Sendable, Equatable {
    enum Form: Sendable, Equatable {
        /// ω₀ > α: u = e^(−αt)·(cos ω_d t + b·sin(ω_d t)/ω_d).
        case oscillating(omegaD: Double)
        /// ω₀ ≤ α: u = e^(−λ₁t)·[(1 + e^(−2ω_o t))/2 + b·t·φ(2ω_o t)] (ω_o = 0: critical).
        case creeping(omegaO: Double, slowRate: Double)
    }

    /// α = c / 2m.
    let alpha: Double
    /// ω₀² = k / m.
    let omega0Squared: Double
    /// ω₀ = √(k/m).
    let omega0: Double
    /// v₀.
    let velocity: Double
    /// b = α − v₀, the coefficient of sin(ω_d t)/ω_d (or of its over-damped counterpart).
    let b: Double
    let form: Form

    init(mass: Double, stiffness: Double, damping: Double, velocity: Double) throws(CurveError) {
        let omega0Squared = stiffness / mass
        let alpha = damping / (2 * mass)
        let omega0 = omega0Squared.squareRoot()
        let b = alpha - velocity
        guard omega0Squared.isNormal, omega0Squared.isFinite, alpha.isFinite, b.isFinite,
            (alpha + omega0).isFinite, (omega0Squared * 4).isFinite
        else {
            throw .spring(.motionOutOfRange(stiffnessPerMass: omega0Squared, dampingPerTwiceMass: alpha))
        }
        self.alpha = alpha
        self.omega0Squared = omega0Squared
        self.omega0 = omega0
        self.velocity = velocity
        self.b = b
        if omega0 > alpha {
            form = .oscillating(omegaD: ((omega0 - alpha) * (omega0 + alpha)).squareRoot())
        } else {
            let omegaO = ((alpha - omega0) * (alpha + omega0)).squareRoot()
            form = .creeping(omegaO: omegaO, slowRate: omega0Squared / (alpha + omegaO))
        }
    }

    /// φ(s) = (1 − e^(−s))/s for s ≥ 0, φ(0) = 1, without cancellation.
    @inline(__always)
    static func phi(_ s: Double) -> Double {
        s == 0 ? 1 : -expm1(-s) / s
    }

    /// The two functions of the solution, already multiplied by e^(−αt):
    /// E·C(t) and E·S(t) with C = cos ω_d t, S = sin(ω_d t)/ω_d (oscillating) or
    /// C = cosh ω_o t, S = sinh(ω_o t)/ω_o (creeping; C = 1, S = t when critical).
    @inline(__always)
    private func basis(atTime t: Double) -> (c: Double, s: Double) {
        switch form {
        case .oscillating(let omegaD):
            let decay = exp(-alpha * t)
            let phase = omegaD * t
            return (decay * cos(phase), decay * (sin(phase) / omegaD))
        case .creeping(let omegaO, let slowRate):
            let decay = exp(-slowRate * t)
            let twice = 2 * omegaO * t
            let fast = exp(-twice)
            return (decay * ((1 + fast) / 2), decay * (t * SpringMotion.phi(twice)))
        }
    }

    /// u(t), the displacement from rest (1 at t = 0).
    func displacement(atTime t: Double) -> Double {
        if t == .infinity { return alpha > 0 ? 0 : .nan }
        let (c, s) = basis(atTime: t)
        return c + b * s
    }

    /// u′(t) = −e^(−αt)·[v₀·C(t) + (ω₀² − α·v₀)·S(t)].
    func displacementRate(atTime t: Double) -> Double {
        if t == .infinity { return alpha > 0 ? 0 : .nan }
        let (c, s) = basis(atTime: t)
        return -(velocity * c + (omega0Squared - alpha * velocity) * s)
    }

    // MARK: Settling time

    /// |p(t) − 1| as it is computed from `Spring.position(atTime:)`, p = 1 − u: |u| rounded as
    /// p rounds, so that the settling time's defining property holds for the p callers see.
    func excursion(atTime t: Double) -> Double {
        abs((1 - displacement(atTime: t)) - 1)
    }

    /// The last time |p − 1| = `tolerance`: the earliest T with |p(t) − 1| ≤ tolerance for all
    /// t ≥ T. +∞ when undamped.
    func settlingTime(tolerance eps: Double) -> Double {
        guard alpha > 0 else { return .infinity }
        switch form {
        case .oscillating(let omegaD):
            return oscillatingSettlingTime(omegaD: omegaD, eps: eps)
        case .creeping(let omegaO, let slowRate):
            return creepingSettlingTime(omegaO: omegaO, slowRate: slowRate, eps: eps)
        }
    }

    /// Under-damped: u′ = 0 where v₀·cos θ + a·sin θ = 0 (θ = ω_d t, a = (ω₀² − αv₀)/ω_d), i.e.
    /// at θ_n = θ₀ + nπ with θ₀ ∈ (0, π]; |u(t_n)| = |u(t₀)|·e^(−nαπ/ω_d). Between
    /// consecutive extrema u is monotone, so the last crossing of ±ε lies after the last
    /// extremum outside ±ε (or after t = 0, where u = 1, if there is none).
    private func oscillatingSettlingTime(omegaD: Double, eps: Double) -> Double {
        let a = (omega0Squared - alpha * velocity) / omegaD
        var theta0 = atan2(-velocity, a)
        if theta0 <= 0 { theta0 += .pi }
        func extremum(_ n: Double) -> Double { (theta0 + n * .pi) / omegaD }

        let first = excursion(atTime: extremum(0))
        if !(first > eps) {
            return bisectCrossing(from: 0, to: extremum(0), eps: eps)
        }
        // The largest n with |u(t_n)| > ε, from the geometric decay, then checked numerically.
        let decrement = alpha * .pi / omegaD
        let estimate = log(first / eps) / decrement
        guard estimate.isFinite, estimate < 1e15 else { return .infinity }
        var n = max(0, estimate.rounded(.up) - 1)
        var steps = 0
        while n > 0, !(excursion(atTime: extremum(n)) > eps), steps < 64 {
            n -= 1
            steps += 1
        }
        steps = 0
        while excursion(atTime: extremum(n + 1)) > eps, steps < 64 {
            n += 1
            steps += 1
        }
        return bisectCrossing(from: extremum(n), to: extremum(n + 1), eps: eps)
    }

    /// Critical or over-damped: u′ = 0 where v₀·C + (ω₀² − αv₀)·S = 0, i.e.
    /// ω_o·coth(ω_o t) = q = α − ω₀²/v₀, which has the single root t* = atanh(ω_o/q)/ω_o
    /// (1/q when ω_o = 0) if q > ω_o, and none otherwise. u is monotone on either side.
    private func creepingSettlingTime(omegaO: Double, slowRate: Double, eps: Double) -> Double {
        var turn: Double?
        if velocity != 0 {
            let q = alpha - omega0Squared / velocity
            if q > omegaO {
                let ratio = omegaO / q
                let t = (ratio == 0 ? 1 : atanh(ratio) / ratio) / q
                if t.isFinite, t > 0 { turn = t }
            }
        }
        if let turn, !(excursion(atTime: turn) > eps) {
            return bisectCrossing(from: 0, to: turn, eps: eps)
        }
        let start = turn ?? 0
        // u decays no slower than e^(−λ₁t) beyond the turn: double the step until inside ±ε.
        var step = max(1 / slowRate, start, .leastNormalMagnitude)
        var end = start + step
        var doublings = 0
        while true {
            if !end.isFinite || doublings > 2100 { return .infinity }
            if !(excursion(atTime: end) > eps) { break }
            step *= 2
            end = start + step
            doublings += 1
        }
        return bisectCrossing(from: start, to: end, eps: eps)
    }

    /// Given |p(lo) − 1| > ε ≥ |p(hi) − 1| and u monotone on [lo, hi] (so |p − 1| is above ε
    /// up to one point and not after), the smallest double t in (lo, hi] with |p(t) − 1| ≤ ε,
    /// by bisection down to adjacent doubles.
    private func bisectCrossing(from lo: Double, to hi: Double, eps: Double) -> Double {
        func outside(_ t: Double) -> Bool { excursion(atTime: t) > eps }
        var lo = lo
        var hi = hi
        // A bracket spoiled by rounding at its ends (|p(hi) − 1| a hair above ε): widen it.
        var widenings = 0
        while outside(hi), widenings < 64 {
            let width = hi - lo
            lo = hi
            hi += max(width, hi.ulp)
            widenings += 1
        }
        while true {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if outside(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }
}
