/// Why a ``Spring`` could not be built: the parameter at fault with the value given, or the
/// values that together are out of range. Each case's documentation states what is accepted;
/// the caller words the error for its own users (``CurveError/spring(_:)`` carries it).
public enum SpringError: Equatable, Sendable {
    /// The mass m is not finite or not above 0.
    case mass(Double)
    /// The stiffness k is not finite or not above 0.
    case stiffness(Double)
    /// The damping c is not finite or below 0 (0 is undamped, 2·√(m·k) critical).
    case damping(Double)
    /// The initial velocity v₀ (moves per second, positive toward the target) is not finite.
    case initialVelocity(Double)
    /// The span in seconds is not finite or not above 0.
    case duration(Double)
    /// Damping 0 without a span: the spring never settles, so it needs a duration.
    case undampedWithoutDuration
    /// The settling time of a spring with these parameters is too long to compute (damping
    /// tiny against mass and stiffness); a duration would do instead.
    case settlingTimeTooLong(mass: Double, stiffness: Double, damping: Double)
    /// SwiftUI's response R (seconds) is not finite or not above 0.
    case response(Double)
    /// SwiftUI's damping fraction Z is not finite or below 0 (0 undamped, 1 critical, above
    /// 1 over-damped).
    case dampingFraction(Double)
    /// Damping fraction 0 without a span: the spring never settles, so it needs a duration.
    case undampedFractionWithoutDuration
    /// A response and mass whose stiffness m·(2π/R)² or damping 4π·Z·m/R is not a finite
    /// positive number.
    case responseOutOfRange(response: Double, mass: Double, stiffness: Double, damping: Double)
    /// SwiftUI's perceptual duration P (seconds) is not finite or not above 0.
    case perceptualDuration(Double)
    /// SwiftUI's bounce B is not finite, or not in −1 < B ≤ 1.
    case bounce(Double)
    /// Bounce 1 without a span: the spring is undamped and never settles, so it needs a
    /// duration.
    case undampedBounceWithoutDuration
    /// k/m (ω₀²) or c/2m (α) is not a finite positive (α: non-negative) number, or too large
    /// to evaluate the motion with.
    case motionOutOfRange(stiffnessPerMass: Double, dampingPerTwiceMass: Double)
}
