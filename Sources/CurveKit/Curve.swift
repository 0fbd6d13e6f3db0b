/// Any timing curve the workbench knows: a function from input progress x to output
/// progress y. Every kind evaluates on [0, 1]. Outside it, the kinds CSS defines go on as
/// CSS Easing Level 2 says: Béziers along their end tangents, `linear()` along its first and
/// last segments, `steps()` as a staircase; every other kind holds its end values (x is
/// clamped to [0, 1]).
public enum Curve: Sendable, Equatable {
    /// A cubic Bézier timing function (CSS `cubic-bezier()`, `CAMediaTimingFunction`).
    case bezier(CubicBezier)
    /// One of Robert Penner's 30 easing equations.
    case penner(Penner)
    /// An exponential slow-down or speed-up.
    case exponentialDecay(ExponentialDecay)
    /// The step response of an under-damped second-order system.
    case secondOrder(SecondOrderResponse)
    /// CSS `steps()`.
    case steps(Steps)
    /// Key values at key times, each span paced by its own curve.
    case keyframes(Keyframes)
    /// Samples joined by a monotone cubic: imported data or a recording.
    case data(DataCurve)
    /// SKBounceAnimation's damped oscillation.
    case oscillation(Oscillation)
    /// A damped spring, over its own span (see ``Spring``).
    case spring(Spring)
    /// A formula in x.
    case expression(Formula)
    /// CSS `linear()`: stops joined by straight lines.
    case linear(LinearStops)
    /// A path of cubic segments (Android's `PathInterpolator` from a path).
    case path(BezierPath)
    /// A platform's own formula curve (Android's interpolators, GSAP's, Flutter's, Motion's).
    case platform(PlatformEasing)

    /// y at input progress `x`.
    public func value(at x: Double) -> Double {
        switch self {
        case .bezier(let curve): curve.value(at: x)
        case .penner(let curve): curve.value(at: x)
        case .exponentialDecay(let curve): curve.value(at: x)
        case .secondOrder(let curve): curve.value(at: x)
        case .steps(let curve): curve.value(at: x)
        case .keyframes(let curve): curve.value(at: x)
        case .data(let curve): curve.value(at: x)
        case .oscillation(let curve): curve.value(at: x)
        case .spring(let curve): curve.value(at: x)
        case .expression(let formula): formula.value(at: min(max(x, 0), 1))
        case .linear(let stops): stops.value(at: x)
        case .path(let path): path.value(at: x)
        case .platform(let easing): easing.value(at: x)
        }
    }

    /// y at input progress `x`, the same bits whatever was evaluated before and in every build:
    /// ``value(at:)`` except that Béziers, alone or as keyframe segments, answer through their
    /// solver and never their value table (see ``CubicBezier/reproducibleValue(at:)``). Fits,
    /// `linear()` and sampled curves read their targets through this, so what a session
    /// stores does not depend on what ran before.
    public func reproducibleValue(at x: Double) -> Double {
        switch self {
        case .bezier(let curve): curve.reproducibleValue(at: x)
        case .keyframes(let curve): curve.reproducibleValue(at: x)
        default: value(at: x)
        }
    }

    /// A jump at x = 1: the motion arrives at `arrival` as x rises to 1, and the curve's value
    /// at 1 is `end`.
    public struct EndSnap: Sendable, Equatable {
        /// The value the motion has reached just before x = 1.
        public let arrival: Double
        /// The curve's value at x = 1.
        public let end: Double
    }

    /// The jump at x = 1 of a curve that snaps to its end there: a spring, whose motion is
    /// cut off where its span ends (within ``Spring/settlingTolerance`` of rest when it spans
    /// its settling time) and which, as a finished `CASpringAnimation` shows its target, is 1
    /// at x = 1 (``Spring/value(at:)``). Code written for it (a `linear()`) must follow the
    /// motion up to 1 and end at 1. nil for every other curve, and for a spring that arrives
    /// exactly at 1.
    public var endSnap: EndSnap? {
        guard case .spring(let spring) = self else { return nil }
        let arrival = spring.arrival
        return arrival == 1 ? nil : EndSnap(arrival: arrival, end: 1)
    }

    /// Whether the curve's value at x = 1 was measured rather than written: a data curve's (a
    /// recording's, a table of samples). Code written for it may round that end like any
    /// other number, within its error; every other kind's end is exact.
    public var endIsMeasured: Bool {
        if case .data = self { return true }
        return false
    }

    /// Whether the curve models a motion that settles on its target (a spring, a second-order
    /// response, a decaying oscillation): a platform running it ends the animation showing the
    /// target, wherever the motion is when its time is up. Every other kind ends where its own
    /// value at x = 1 puts it (1 for Béziers, steps and Penner's curves; the written last value
    /// for keyframes, data, paths, `linear()` stops, formulas and platform curves such as
    /// Android's CycleInterpolator, which ends where it started).
    public var settlesOnTarget: Bool {
        switch self {
        case .spring, .secondOrder, .oscillation: true
        default: false
        }
    }

    /// The progress an animation paced by this curve shows once it has ended: exactly 1 for a
    /// curve that ``settlesOnTarget``, otherwise its value at x = 1.
    public var finalValue: Double {
        settlesOnTarget ? 1 : value(at: 1)
    }

    /// How far an animation paced by this curve jumps on its last frame: ``finalValue`` − y(1⁻),
    /// with y(1⁻) the arrival of a curve that snaps inside itself (``endSnap``) or else its value
    /// at 1. 0 for every curve that ends where its animation ends.
    public var endJump: Double {
        finalValue - (endSnap?.arrival ?? value(at: 1))
    }

    /// dy/dx at input progress `x` (±infinity where the tangent is vertical).
    ///
    /// Exact for Béziers. For the other kinds a central difference with step 1e-6 (one-sided
    /// at the ends), accurate to about 1e-9 relative to the curve's second derivative;
    /// across a jump of `steps` it reports the finite-difference value of the jump.
    public func slope(at x: Double) -> Double {
        if case .bezier(let curve) = self { return curve.slope(at: x) }
        let h = 1e-6
        if x - h < 0 {
            return (-3 * value(at: x) + 4 * value(at: x + h) - value(at: x + 2 * h)) / (2 * h)
        }
        if x + h > 1 {
            return (3 * value(at: x) - 4 * value(at: x - h) + value(at: x - 2 * h)) / (2 * h)
        }
        return (value(at: x + h) - value(at: x - h)) / (2 * h)
    }

    /// A short name of the kind, as the command language and the session file spell it.
    public var kind: String {
        switch self {
        case .bezier: "bezier"
        case .penner: "penner"
        case .exponentialDecay: "expo-decay"
        case .secondOrder: "second-order"
        case .steps: "steps"
        case .keyframes: "keyframes"
        case .data: "data"
        case .oscillation: "oscillation"
        case .spring: "spring"
        case .expression: "expr"
        case .linear: "linear"
        case .path: "path"
        case .platform: "platform"
        }
    }
}
