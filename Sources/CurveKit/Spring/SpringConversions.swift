import Foundation

/// The spring parameters the platforms publish, to and from the physical ones (mass m,
/// stiffness k, damping c of m·x″ + c·x′ + k·x = 0), written once for every platform:
///
/// ```
/// ω₀ = √(k/m)                 undamped angular frequency
/// ζ  = c / (2·√(k·m))         damping ratio (SwiftUI's dampingFraction, Compose's dampingRatio,
///                             Flutter's and dynamicanimation's ratio)
/// P  = 2π/ω₀                  undamped period (SwiftUI's response and perceptual duration)
/// ```
///
/// - SwiftUI `Spring(duration:bounce:)` and `.spring(response:dampingFraction:)`, Flutter
///   `SpringDescription.withDurationAndBounce`: mass 1, k = (2π/P)², and the bounce B sets ζ by
///   ``dampingRatio(bounce:)``; ``bounce(dampingRatio:)`` and ``period(stiffness:mass:)`` go back.
/// - Compose `spring(dampingRatio, stiffness)`, Android `SpringForce`, Flutter
///   `SpringDescription.withDampingRatio(mass:stiffness:ratio:)`: c = 2ζ·√(k·m)
///   (``damping(ratio:stiffness:mass:)``); Compose and Android have no mass (it is 1).
/// - Motion `{ type: "spring", visualDuration: v, bounce: B }`: k = (2π/(1.2·v))², ζ = 1 − B
///   kept within [0.05, 1] (``motionVisualSpring(visualDuration:bounce:)``).
///
/// ζ of a spring is ``Spring/dampingRatio``.
///
/// Accuracy: each function is its formula evaluated once in Double (a few ulp). Squares are
/// products, never `pow(x, 2)`, so that a stored spring's numbers do not depend on whether the
/// optimiser rewrote a library call.
public enum SpringConversions {
    /// k = m·(2π/P)²: the stiffness whose undamped period is `period` seconds.
    public static func stiffness(period: Double, mass: Double = 1) -> Double {
        let angular = 2 * Double.pi / period
        return mass * (angular * angular)
    }

    /// P = 2π/√(k/m): SwiftUI's response, and the perceptual duration of a spring from rest.
    public static func period(stiffness: Double, mass: Double = 1) -> Double {
        2 * Double.pi / (stiffness / mass).squareRoot()
    }

    /// c = 2ζ·√(k·m): the damping of damping ratio ζ.
    public static func damping(ratio: Double, stiffness: Double, mass: Double = 1) -> Double {
        ratio * 2 * (mass * stiffness).squareRoot()
    }

    /// Apple's bounce → damping ratio: ζ = 1 − B for B ≥ 0 (0 critical … 1 undamped), and
    /// 1/(1 + B) for B < 0 (over-damped, ζ → ∞ as B → −1): SwiftUI's inlinable
    /// `springDampingFraction(bounce:)`, also Core Animation's and Flutter's.
    public static func dampingRatio(bounce: Double) -> Double {
        bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }

    /// The inverse of ``dampingRatio(bounce:)``: B = 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
    public static func bounce(dampingRatio: Double) -> Double {
        dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// Motion's `visualDuration` and `bounce` (motion-dom `spring/find.ts`, `springDefaults`):
    /// stiffness (2π/(1.2·v))² at mass 1, and damping ratio 1 − bounce kept within [0.05, 1].
    public static func motionVisualSpring(visualDuration: Double, bounce: Double) -> (stiffness: Double, dampingRatio: Double) {
        (stiffness(period: visualDuration * 1.2), min(max(1 - bounce, 0.05), 1))
    }
}

extension Spring {
    /// The undamped period 2π·√(m/k) in seconds: SwiftUI's response, and its perceptual duration
    /// for a spring from rest (``SpringConversions/period(stiffness:mass:)``).
    public var undampedPeriod: Double { SpringConversions.period(stiffness: stiffness, mass: mass) }

    /// SwiftUI's bounce of the spring's damping ratio (``SpringConversions/bounce(dampingRatio:)``).
    public var bounce: Double { SpringConversions.bounce(dampingRatio: dampingRatio) }
}
