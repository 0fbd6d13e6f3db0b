import Foundation

/// A damped spring as Core Animation's `CASpringAnimation` has it, with SwiftUI's
/// `Spring(response:dampingRatio:)` and `Spring(duration:bounce:)` parameterisations.
///
/// ## Model
///
/// A mass `m` on a spring of stiffness `k` with viscous damping `c` moves a unit distance from
/// the start (position 0) to rest at the target (position 1). With `u(t)` the displacement
/// from rest,
///
/// ```
/// m·u″ + c·u′ + k·u = 0,    u(0) = 1,    u′(0) = −v₀,    p(t) = 1 − u(t)
/// ```
///
/// so `p(0) = 0`, `p′(0) = v₀` and `p(∞) = 1` (when `c > 0`). Overshoot (`p > 1`) and
/// undershoot (`p < 0`) are part of the motion and are returned unchanged.
///
/// ## Initial velocity: units and sign
///
/// `initialVelocity` (v₀) is in units of the whole move per second, positive toward the
/// target: v₀ = 2 starts the motion at twice the speed that would cover the move in one
/// second. This is Core Animation's convention: its documentation says "positive values
/// represent the object moving towards the spring attachment point", and its evaluator
/// (`CA::Render::SpringAnimation::State`) computes progress as `1 − e^(−ζω₀t)·(cos ω_d t +
/// (ζω₀ − v)/ω_d · sin ω_d t)` (under-damped) and `1 − e^(−ω₀t)·(1 + (ω₀ − v)·t)` (critical),
/// whose slope at t = 0 is `+v`, the same closed forms as here.
///
/// ## Closed forms (α = c/2m, ω₀ = √(k/m), ζ = c/(2√(mk)) = α/ω₀)
///
/// - under-damped (ζ < 1), ω_d = √(ω₀² − α²):
///   `u = e^(−αt)·(cos ω_d t + (α − v₀)·sin(ω_d t)/ω_d)`
/// - critically damped (ζ = 1): `u = e^(−ω₀t)·(1 + (ω₀ − v₀)·t)`
/// - over-damped (ζ > 1), ω_o = √(α² − ω₀²), rates λ₁ = ω₀²/(α + ω_o) (slow) and
///   λ₂ = α + ω_o (fast): `u = A·e^(−λ₁t) + B·e^(−λ₂t)`, A = (α + ω_o − v₀)/(2ω_o),
///   B = (v₀ − α + ω_o)/(2ω_o).
///
/// Unlike Core Animation with `allowsOverdamping` false (its default), which evaluates an
/// over-damped spring with the critically damped form, the over-damped form here is the true
/// solution of the equation of motion.
///
/// ## Numerics and accuracy
///
/// The forms are evaluated without the cancellations of the textbook formulas:
///
/// - ω_d² = (ω₀ − α)(ω₀ + α) and ω_o² = (α − ω₀)(α + ω₀), so no overflow of α² and one
///   rounding in the difference;
/// - the under-damped form uses `sin(ω_d t)/ω_d`, which tends smoothly to `t` as ω_d → 0;
/// - the over-damped form is evaluated as
///   `e^(−λ₁t)·[(1 + e^(−2ω_o t))/2 + (α − v₀)·t·φ(2ω_o t)]`, φ(s) = (1 − e^(−s))/s computed
///   with `expm1` (φ(0) = 1), with λ₁ = ω₀²/(α + ω_o) rather than α − ω_o: no A and B that grow
///   like 1/ω_o near critical damping, no e^(+ω_o t) that overflows for large ζ, and no
///   cancellation in the slow rate for large ζ.
///
/// Both forms are analytic in ω_d² = −ω_o² and meet at the critical form, so no tolerance
/// band is needed near ζ = 1: the error stays at rounding level (a few 1e-16, growing like
/// 1e-16·ω_d·t in phase over long oscillating spans) for every ζ. The tests compare against
/// a Taylor-series integrator (up to order 40) and a fine-step RK4 integrator of the equation of
/// motion, including ζ = 1 ± 1e-9, 1 ± 1e-6 and 1 ± 1e-3, and find agreement within 5e-15
/// (mostly below 5e-16; largest over the long span of many oscillations of a ζ = 0.01
/// spring).
///
/// `regime` reports `.critical` when |ζ − 1| ≤ `criticalTolerance` (1e-12), so that the
/// SwiftUI forms with bounce 0 (or damping fraction 1), whose ζ comes out within a few ulp
/// of 1, are labelled critical; the evaluation is the exact one regardless of the label.
///
/// ## Settling time and curve span
///
/// The curve maps input progress x ∈ [0, 1] to `p(x·T)`, with T = `duration` when given,
/// otherwise the settling time: the earliest time after which the motion stays within
/// `settlingTolerance` (0.1 % of the move) of rest for good,
///
/// ```
/// T_s = min { T ≥ 0 : |p(t) − 1| ≤ 0.001 for every t ≥ T }
/// ```
///
/// (Core Animation's `settlingDuration` uses the same ε = 0.001 but returns an upper-bound
/// estimate from the envelope, ln((|A| + |B|)/ε)/α: 1.4727 s for the default spring, whose
/// T_s here is 1.2701651956539863 s.) T_s is the last time |p − 1| = ε. It is found from the
/// extrema of u: those of an under-damped spring are at t_n = (θ₀ + nπ)/ω_d and their sizes
/// decay by e^(−απ/ω_d) per half period, so the last extremum outside ±ε is known in closed
/// form (then confirmed by evaluation); an over-damped or critical spring has at most one
/// extremum, at t* = atanh(ω_o/q)/ω_o with q = α − ω₀²/v₀ (t* = 1/q when critical), if
/// q > ω_o. u is monotone between extrema, so the crossing of ±ε after the last extremum
/// outside it is bracketed and bisected down to adjacent doubles, testing |p − 1| exactly as
/// `position(atTime:)` computes p. Hence `settlingTime` is the smallest double T with
/// |position(atTime: T) − 1| ≤ ε after the last excursion, and the double just below it is
/// outside; it lies within about 1.1e-16/|p′(T_s)| (a few 1e-14 s for ordinary springs) of
/// the exact real crossing. With a settling-time span the motion arrives within 0.001 of 1 at
/// the end of the span, and the curve then snaps to exactly 1 (see ``value(at:)``).
///
/// An undamped spring (damping 0) never settles: it needs a `duration`, and its
/// `settlingTime` is +∞.
public struct Spring: Sendable, Equatable {
    /// m, in arbitrary mass units (> 0). Core Animation's default is 1.
    public let mass: Double
    /// k (> 0). Core Animation's default is 100.
    public let stiffness: Double
    /// c (≥ 0; 0 = undamped). Core Animation's default is 10.
    public let damping: Double
    /// v₀ in moves per second, positive toward the target (see the type's documentation).
    public let initialVelocity: Double
    /// The time span in seconds that input progress 0…1 covers; nil → `settlingTime`.
    public let duration: Double?

    /// The motion's precomputed constants.
    let motion: SpringMotion
    /// `settlingTime`, computed once.
    private let settling: Double

    /// How close to rest (as a fraction of the move) the motion must stay after the settling
    /// time: 0.001, i.e. 0.1 %, the ε of Core Animation's `settlingDuration`.
    public static let settlingTolerance: Double = 0.001

    /// `regime` is `.critical` when |ζ − 1| is at most this (1e-12).
    public static let criticalTolerance: Double = 1e-12

    /// How the spring returns to rest.
    public enum Regime: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// ζ < 1: oscillates about the target, overshooting it.
        case underdamped
        /// ζ = 1 (within `criticalTolerance`): the fastest return without oscillation.
        case critical
        /// ζ > 1: creeps to the target without oscillation.
        case overdamped

        public var description: String {
            switch self {
            case .underdamped: "under-damped"
            case .critical: "critically damped"
            case .overdamped: "over-damped"
            }
        }
    }

    /// A spring from Core Animation's parameters (defaults as `CASpringAnimation`'s: mass 1,
    /// stiffness 100, damping 10, initial velocity 0).
    ///
    /// - Parameters:
    ///   - mass: m, finite and > 0.
    ///   - stiffness: k, finite and > 0.
    ///   - damping: c, finite and ≥ 0. 0 means undamped, which never settles and so needs a
    ///     `duration`.
    ///   - initialVelocity: v₀ in moves per second, positive toward the target; finite.
    ///   - duration: the span in seconds of the curve, finite and > 0; nil (the default)
    ///     spans the settling time.
    /// - Throws: ``CurveError/spring(_:)`` with the ``SpringError`` naming the offending
    ///   parameter and its value.
    public init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
        initialVelocity: Double = 0, duration: Double? = nil
    ) throws(CurveError) {
        guard mass.isFinite, mass > 0 else { throw .spring(.mass(mass)) }
        guard stiffness.isFinite, stiffness > 0 else { throw .spring(.stiffness(stiffness)) }
        guard damping.isFinite, damping >= 0 else { throw .spring(.damping(damping)) }
        guard initialVelocity.isFinite else { throw .spring(.initialVelocity(initialVelocity)) }
        if let duration {
            guard duration.isFinite, duration > 0 else { throw .spring(.duration(duration)) }
        } else if damping == 0 {
            throw .spring(.undampedWithoutDuration)
        }
        let motion = try SpringMotion(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity)
        let settling = motion.settlingTime(tolerance: Spring.settlingTolerance)
        if duration == nil, !(settling.isFinite && settling > 0) {
            throw .spring(.settlingTimeTooLong(mass: mass, stiffness: stiffness, damping: damping))
        }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.duration = duration
        self.motion = motion
        self.settling = settling
    }

    /// SwiftUI's `Spring(response:dampingRatio:)` / `.spring(response:dampingFraction:)`:
    ///
    /// ```
    /// stiffness = m·(2π/R)²,    damping = 4π·Z·m/R    (so ζ = Z and the undamped period is R)
    /// ```
    ///
    /// with no initial velocity.
    ///
    /// - Parameters:
    ///   - response: R in seconds, finite and > 0.
    ///   - dampingFraction: Z = ζ, finite and ≥ 0 (0 undamped: needs `duration`; 1 critical;
    ///     > 1 over-damped).
    ///   - mass: m, finite and > 0 (SwiftUI uses 1).
    ///   - duration: the curve's span in seconds; nil spans the settling time.
    public init(response: Double, dampingFraction: Double, mass: Double = 1, duration: Double? = nil) throws(CurveError) {
        guard response.isFinite, response > 0 else { throw .spring(.response(response)) }
        guard dampingFraction.isFinite, dampingFraction >= 0 else { throw .spring(.dampingFraction(dampingFraction)) }
        guard mass.isFinite, mass > 0 else { throw .spring(.mass(mass)) }
        if dampingFraction == 0, duration == nil { throw .spring(.undampedFractionWithoutDuration) }
        let stiffness = SpringConversions.stiffness(period: response, mass: mass)
        let damping = 4 * Double.pi * dampingFraction * mass / response
        guard stiffness.isFinite, stiffness > 0, damping.isFinite else {
            throw .spring(.responseOutOfRange(response: response, mass: mass, stiffness: stiffness, damping: damping))
        }
        try self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0, duration: duration)
    }

    /// SwiftUI's `Spring(duration:bounce:)` (and `CASpringAnimation(perceptualDuration:bounce:)`):
    /// the perceptual duration P is the response, and the bounce B sets the damping fraction
    ///
    /// ```
    /// Z = 1 − B          for B ≥ 0   (0 critical … 1 undamped)
    /// Z = 1 / (1 + B)    for B < 0   (over-damped, Z → ∞ as B → −1)
    /// ```
    ///
    /// then as `init(response: P, dampingFraction: Z, mass: 1)`: stiffness = (2π/P)²,
    /// damping = 4π·Z/P. (The B < 0 rule is SwiftUI's `springDampingFraction(bounce:)`, an
    /// inlinable function of its public interface, and the same as Core Animation's
    /// `initWithPerceptualDuration:bounce:`.)
    ///
    /// - Parameters:
    ///   - perceptualDuration: P in seconds, finite and > 0 (SwiftUI's `duration`; not the
    ///     curve's span).
    ///   - bounce: B, finite, −1 < B ≤ 1; B = 1 is undamped and needs `duration`.
    ///   - duration: the curve's span in seconds; nil spans the settling time.
    public init(perceptualDuration: Double, bounce: Double, duration: Double? = nil) throws(CurveError) {
        guard perceptualDuration.isFinite, perceptualDuration > 0 else { throw .spring(.perceptualDuration(perceptualDuration)) }
        guard bounce.isFinite, bounce > -1, bounce <= 1 else { throw .spring(.bounce(bounce)) }
        if bounce == 1, duration == nil { throw .spring(.undampedBounceWithoutDuration) }
        try self.init(
            response: perceptualDuration, dampingFraction: Spring.dampingFraction(bounce: bounce), mass: 1,
            duration: duration)
    }

    /// SwiftUI's bounce → damping fraction rule: 1 − B for B ≥ 0, 1/(1 + B) for B < 0.
    public static func dampingFraction(bounce: Double) -> Double {
        SpringConversions.dampingRatio(bounce: bounce)
    }

    public static func == (lhs: Spring, rhs: Spring) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
            && lhs.initialVelocity == rhs.initialVelocity && lhs.duration == rhs.duration
    }

    /// ζ = c / (2√(mk)): 0 undamped, < 1 under-damped, 1 critical, > 1 over-damped.
    public var dampingRatio: Double {
        damping / (2 * mass.squareRoot() * stiffness.squareRoot())
    }

    /// The regime by ζ, with |ζ − 1| ≤ `criticalTolerance` counted as critical.
    public var regime: Regime {
        let ratio = dampingRatio
        if abs(ratio - 1) <= Spring.criticalTolerance { return .critical }
        return ratio < 1 ? .underdamped : .overdamped
    }

    /// The earliest time in seconds after which |p(t) − 1| ≤ `settlingTolerance` for good
    /// (see the type's documentation); +∞ for an undamped spring.
    public var settlingTime: Double { settling }

    /// The earliest time in seconds after which |p(t) − 1| ≤ `tolerance` for good; +∞ for an
    /// undamped spring. ``settlingTime`` is this at ``settlingTolerance``.
    public func settlingTime(tolerance: Double) -> Double { motion.settlingTime(tolerance: tolerance) }

    /// The seconds that input progress 0…1 spans: `duration ?? settlingTime`.
    public var timeSpan: Double { duration ?? settling }

    /// p(t), the progress of the move at `t` seconds: p(0) = 0, p(∞) = 1, overshoot kept.
    /// Times before 0 count as 0.
    public func position(atTime t: Double) -> Double {
        if t.isNaN { return .nan }
        return 1 - motion.displacement(atTime: max(t, 0))
    }

    /// y at input progress `x`: `position(atTime: x * timeSpan)` for x < 1 (x below 0 counts
    /// as 0), and exactly 1 from x = 1 on, where the span ends and the animation snaps to its
    /// target (see ``arrival``).
    public func value(at x: Double) -> Double {
        if x.isNaN { return .nan }
        if x >= 1 { return 1 }
        return position(atTime: max(x, 0) * timeSpan)
    }

    /// Where the motion is when the span ends, `position(atTime: timeSpan)`: the limit of y as
    /// x rises to 1. A spring animation ends by showing its target: Core Animation removes a
    /// finished `CASpringAnimation` and the layer shows its model value, and Motion's spring
    /// generator returns the target itself once the motion is within its rest thresholds. So
    /// the curve jumps by ``endJump`` from here to 1 at x = 1.
    public var arrival: Double { position(atTime: timeSpan) }

    /// 1 − ``arrival``: the jump at x = 1, at most ``settlingTolerance`` when the curve spans
    /// the settling time, as large as the motion is short of rest when a `duration` cuts it
    /// off sooner.
    public var endJump: Double { 1 - arrival }

    /// p′(t) in moves per second (p′(0) = v₀).
    public func velocity(atTime t: Double) -> Double {
        -motion.displacementRate(atTime: max(t, 0))
    }

    /// A spring's number as its formula and errors show it: integers without a fraction,
    /// otherwise the shortest text that reads back as the same double.
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
}
