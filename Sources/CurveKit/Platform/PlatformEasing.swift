import Foundation

/// A platform's own easing formula that is neither a cubic Bézier nor one of Penner's curves,
/// evaluated by the formula in the platform's source (see `reference/platforms.md`):
///
/// - Android framework interpolators (AOSP `android.view.animation`):
///   ```
///   Accelerate(f):            f == 1 ? t² : t^(2f)
///   Decelerate(f):            f == 1 ? 1 − (1−t)² : 1 − (1−t)^(2f)
///   AccelerateDecelerate:     cos((t + 1)π)/2 + 0.5
///   Anticipate(s):            t²((s + 1)t − s)
///   Overshoot(s):             u = t − 1;  u²((s + 1)u + s) + 1
///   AnticipateOvershoot(s, e): S = s·e;  t < ½: ½·a(2t, S),  else ½·(o(2t − 2, S) + 2)
///                             with a(t, S) = t²((S + 1)t − S), o(t, S) = t²((S + 1)t + S)
///   Bounce:                   b(t) = 8t²;  t ← 1.1226t;  t < 0.3535: b(t);  < 0.7408: b(t − 0.54719) + 0.7;
///                             < 0.9644: b(t − 0.8526) + 0.9;  else b(t − 1.0435) + 0.95
///   ```
/// - GSAP 3 (`gsap-core.js`): expo.in = 2^(10(p − 1))·p + p⁶(1 − p) (GSAP's blend, not Penner's);
///   back.out(s) = (p − 1)²((s + 1)(p − 1) + s) + 1; elastic.out(a, T) = a′·2^(−10p)·sin((p − p3)·2π/p2) + 1
///   with a′ = max(a, 1), p2 = T / min(a, 1), p3 = p2/(2π)·asin(1/a′). From `in`: out = 1 − in(1 − p),
///   inOut = p < ½ ? in(2p)/2 : 1 − in(2(1 − p))/2; from `out`: in = 1 − out(1 − p),
///   inOut = p < ½ ? (1 − out(1 − 2p))/2 : ½ + out(2(p − ½))/2.
/// - Flutter `ElasticIn/Out/InOutCurve(period)` (`curves.dart`), s = period/4:
///   out = 2^(−10t)·sin((t − s)·2π/period) + 1; in: u = t − 1, −2^(10u)·sin((u − s)·2π/period);
///   inOut: u = 2t − 1, u < 0: −½·2^(10u)·sin((u − s)·2π/period), else ½·2^(−10u)·sin((u − s)·2π/period) + 1.
///   Flutter returns t itself at t = 0 and 1.
/// - Motion `anticipate` (`motion-utils/src/easing/anticipate.ts`): q = 2p; q < 1: ½·backIn(q),
///   else ½·(2 − 2^(−10(q − 1))), where backIn(p) = 1 − backOut(1 − p) and backOut is
///   cubic-bezier(0.33, 1.53, 0.69, 0.99).
///
/// **Accuracy.** Each value is the formula evaluated directly in double precision (Motion's
/// `anticipate` through the Bézier solver, within 1e-13). Inputs outside [0, 1] are clamped.
public struct PlatformEasing: Sendable, Hashable {
    /// Each platform's formula curve, named `platform-formula`.
    public enum Formula: String, CaseIterable, Sendable {
        /// Android's `AccelerateInterpolator(factor)`.
        case androidAccelerate = "android-accelerate"
        /// Android's `DecelerateInterpolator(factor)`.
        case androidDecelerate = "android-decelerate"
        /// Android's `AccelerateDecelerateInterpolator`.
        case androidAccelerateDecelerate = "android-accelerate-decelerate"
        /// Android's `AnticipateInterpolator(tension)`.
        case androidAnticipate = "android-anticipate"
        /// Android's `OvershootInterpolator(tension)`.
        case androidOvershoot = "android-overshoot"
        /// Android's `AnticipateOvershootInterpolator(tension, extraTension)`.
        case androidAnticipateOvershoot = "android-anticipate-overshoot"
        /// Android's `BounceInterpolator`.
        case androidBounce = "android-bounce"
        /// GSAP's `expo`: GSAP's own blend, not Penner's (see above).
        case gsapExpo = "gsap-expo"
        /// GSAP's `back(overshoot)`.
        case gsapBack = "gsap-back"
        /// GSAP's `elastic(amplitude, period)`.
        case gsapElastic = "gsap-elastic"
        /// Flutter's `ElasticIn/Out/InOutCurve(period)`.
        case flutterElastic = "flutter-elastic"
        /// Motion's `anticipate`.
        case motionAnticipate = "motion-anticipate"
        /// Motion's `steps(count, direction)` (direction 0 for end, 1 for start).
        case motionSteps = "motion-steps"
        /// Motion's spring given by `duration` and `bounce`.
        case motionDurationSpring = "motion-duration-spring"

        /// How many parameters the formula takes.
        public var parameterCount: Int {
            switch self {
            case .androidAccelerateDecelerate, .androidBounce, .gsapExpo, .motionAnticipate: 0
            case .androidAccelerate, .androidDecelerate, .androidAnticipate, .androidOvershoot, .gsapBack, .flutterElastic: 1
            case .androidAnticipateOvershoot, .gsapElastic, .motionSteps, .motionDurationSpring: 2
            }
        }

        /// Whether the formula comes in, out and in-out (Android's do not: their direction is `in`).
        public var hasDirection: Bool {
            switch self {
            case .gsapExpo, .gsapBack, .gsapElastic, .flutterElastic: true
            default: false
            }
        }
    }

    /// in, out, in-out: the words Penner's curves use.
    public typealias Direction = Penner.Direction

    /// Which platform formula.
    public let formula: Formula
    /// in, out or in-out (``Formula/hasDirection``; `in` for the others).
    public let direction: Direction
    /// The formula's parameters in the platform's order (``Formula/parameterCount`` of them).
    public let parameters: [Double]
    /// Constants computed once from the parameters (Motion's duration spring: its stiffness and damping).
    let derived: [Double]

    /// The formula curve; throws ``CurveError`` when the number of parameters is not the formula's
    /// or one is outside what the platform accepts.
    public init(_ formula: Formula, _ direction: Direction = .in, _ parameters: [Double] = []) throws(CurveError) {
        guard parameters.count == formula.parameterCount else {
            throw CurveError("\(formula.rawValue) takes \(formula.parameterCount) parameters (got \(parameters.count))")
        }
        guard parameters.allSatisfy(\.isFinite) else { throw CurveError("\(formula.rawValue): parameters must be finite numbers") }
        switch formula {
        case .androidAccelerate, .androidDecelerate:
            guard parameters[0] > 0 else { throw CurveError("the factor must be greater than 0 (got \(parameters[0]))") }
        case .flutterElastic:
            guard parameters[0] > 0 else { throw CurveError("the period must be greater than 0 (got \(parameters[0]))") }
        case .gsapElastic:
            guard parameters[0] > 0, parameters[1] > 0 else { throw CurveError("elastic amplitude and period must be greater than 0") }
        case .motionSteps:
            // Motion's steps are steps: one limit with ``Steps/maximumCount``.
            guard parameters[0] >= 1, parameters[0] == parameters[0].rounded(), parameters[0] <= Double(Steps.maximumCount) else {
                throw CurveError(
                    "Motion steps takes a whole number of steps from 1 to \(Steps.maximumCount) (got \(TextFormat.shortest(parameters[0])))"
                )
            }
            guard parameters[1] == 0 || parameters[1] == 1 else {
                throw CurveError("Motion steps' second parameter is 0 (\"end\") or 1 (\"start\")")
            }
        case .motionDurationSpring:
            guard parameters[0] >= 0.01, parameters[0] <= 10 else {
                throw CurveError("a Motion duration spring lasts 0.01 to 10 seconds (got \(parameters[0]))")
            }
        default:
            break
        }
        self.formula = formula
        self.direction = formula.hasDirection ? direction : .in
        self.parameters = parameters
        if formula == .motionDurationSpring {
            let (stiffness, damping) = Self.findSpring(duration: parameters[0], bounce: parameters[1])
            _ = try SpringMotion(mass: 1, stiffness: stiffness, damping: damping, velocity: 0)
            self.derived = [stiffness, damping]
        } else {
            self.derived = []
        }
    }

    /// y at input progress `input`, clamped to [0, 1], as the platform computes it.
    public func value(at input: Double) -> Double {
        let t = min(max(input, 0), 1)
        switch formula {
        case .androidAccelerate:
            let f = parameters[0]
            return f == 1 ? t * t : pow(t, 2 * f)
        case .androidDecelerate:
            let f = parameters[0]
            return f == 1 ? 1 - (1 - t) * (1 - t) : 1 - pow(1 - t, 2 * f)
        case .androidAccelerateDecelerate:
            return cos((t + 1) * .pi) / 2 + 0.5
        case .androidAnticipate:
            let s = parameters[0]
            return t * t * ((s + 1) * t - s)
        case .androidOvershoot:
            let s = parameters[0], u = t - 1
            return u * u * ((s + 1) * u + s) + 1
        case .androidAnticipateOvershoot:
            let s = parameters[0] * parameters[1]
            if t < 0.5 { return 0.5 * Self.anticipate(2 * t, s) }
            return 0.5 * (Self.overshoot(2 * t - 2, s) + 2)
        case .androidBounce:
            return Self.androidBounce(t)
        case .gsapExpo:
            return Self.fromIn(direction, t) { p in pow(2, 10 * (p - 1)) * p + p * p * p * p * p * p * (1 - p) }
        case .gsapBack:
            let s = parameters[0]
            return Self.fromOut(direction, t) { p in
                guard p != 0 else { return 0 }
                let q = p - 1
                return q * q * ((s + 1) * q + s) + 1
            }
        case .gsapElastic:
            let amplitude = parameters[0], period = parameters[1]
            let p1 = amplitude >= 1 ? amplitude : 1
            let p2 = period / (amplitude < 1 ? amplitude : 1)
            let p3 = p2 / (2 * .pi) * asin(1 / p1)
            return Self.fromOut(direction, t) { p in
                p == 1 ? 1 : p1 * pow(2, -10 * p) * sin((p - p3) * 2 * .pi / p2) + 1
            }
        case .flutterElastic:
            if t == 0 || t == 1 { return t }
            let period = parameters[0], s = period / 4
            switch direction {
            case .out:
                return pow(2, -10 * t) * sin((t - s) * 2 * .pi / period) + 1
            case .in:
                let u = t - 1
                return -pow(2, 10 * u) * sin((u - s) * 2 * .pi / period)
            case .inOut:
                let u = 2 * t - 1
                if u < 0 { return -0.5 * pow(2, 10 * u) * sin((u - s) * 2 * .pi / period) }
                return pow(2, -10 * u) * sin((u - s) * 2 * .pi / period) * 0.5 + 1
            }
        case .motionSteps:
            // motion-utils steps.ts: end reads min(p, 0.999) and floors, start max(p, 0.001) and ceils.
            let n = parameters[0]
            let level = parameters[1] == 0 ? (min(t, 0.999) * n).rounded(.down) : (max(t, 0.001) * n).rounded(.up)
            return min(max(level / n, 0), 1)
        case .motionDurationSpring:
            // generators/spring.ts: done once t ≥ duration, and then the value is the target.
            if t >= 1 { return 1 }
            guard let motion = try? SpringMotion(mass: 1, stiffness: derived[0], damping: derived[1], velocity: 0) else { return .nan }
            return 1 - motion.displacement(atTime: t * parameters[0])
        case .motionAnticipate:
            if t >= 1 { return 1 }
            let q = 2 * t
            if q < 1 { return 0.5 * (1 - Self.motionBackOut.value(at: 1 - q)) }
            return 0.5 * (2 - pow(2, -10 * (q - 1)))
        }
    }

    /// Motion's `findSpring` (motion-dom `generators/spring.ts`, "ported from the Framer
    /// implementation"): ζ = clamp(0.05, 1, 1 − bounce), D in [0.01, 10] s, and the undamped
    /// frequency ω where the envelope reaches 0.001 — 11 Newton steps from 5/D on
    /// `0.001 − ζ/√(1 − ζ²)·e^(−ωζD)` (critically damped: `−0.001 + e^(−ωD)(ωD + 1)`), at rest
    /// (Motion sets the velocity to 0 for these springs). Then k = ω², c = 2ζ√k, mass 1; a NaN
    /// falls back to Motion's default physics (100, 10).
    public static func findSpring(duration: Double, bounce: Double) -> (stiffness: Double, damping: Double) {
        let safeMin = 0.001
        let ratio = min(max(1 - bounce, 0.05), 1)
        var frequency = 5 / duration
        for _ in 1..<12 {
            let envelope: Double, derivative: Double
            if ratio < 1 {
                let root = (1 - ratio * ratio).squareRoot()
                let decay = exp(-frequency * ratio * duration)
                envelope = safeMin - (frequency * ratio) / (frequency * root) * decay
                // Motion's derivative: ((d − e)·f)/g with d = 0 at rest, e = ζ²ω²D, g = ω²√(1 − ζ²), sign −1 here.
                derivative = -((0 - ratio * ratio * frequency * frequency * duration) * decay) / (frequency * frequency * root)
            } else {
                let decay = exp(-frequency * duration)
                envelope = -safeMin + decay * (frequency * duration + 1)
                derivative = decay * (-frequency) * (duration * duration)
            }
            frequency -= envelope / derivative
        }
        guard !frequency.isNaN else { return (100, 10) }
        let stiffness = frequency * frequency
        return (stiffness, ratio * 2 * stiffness.squareRoot())
    }

    /// Motion's `backOut`, cubic-bezier(0.33, 1.53, 0.69, 0.99).
    static let motionBackOut = CubicBezier(constant: 0.33, 1.53, 0.69, 0.99)

    static func anticipate(_ t: Double, _ s: Double) -> Double { t * t * ((s + 1) * t - s) }
    static func overshoot(_ t: Double, _ s: Double) -> Double { t * t * ((s + 1) * t + s) }

    static func androidBounce(_ input: Double) -> Double {
        func b(_ t: Double) -> Double { t * t * 8 }
        let t = input * 1.1226
        if t < 0.3535 { return b(t) }
        if t < 0.7408 { return b(t - 0.54719) + 0.7 }
        if t < 0.9644 { return b(t - 0.8526) + 0.9 }
        return b(t - 1.0435) + 0.95
    }

    /// GSAP's directions for a family defined by its `in` ease.
    static func fromIn(_ direction: Direction, _ p: Double, _ ease: (Double) -> Double) -> Double {
        switch direction {
        case .in: ease(p)
        case .out: 1 - ease(1 - p)
        case .inOut: p < 0.5 ? ease(p * 2) / 2 : 1 - ease((1 - p) * 2) / 2
        }
    }

    /// GSAP's directions for a family defined by its `out` ease (`_easeInOutFromOut`).
    static func fromOut(_ direction: Direction, _ p: Double, _ ease: (Double) -> Double) -> Double {
        switch direction {
        case .out: ease(p)
        case .in: 1 - ease(1 - p)
        case .inOut: p < 0.5 ? (1 - ease(1 - p * 2)) / 2 : 0.5 + ease((p - 0.5) * 2) / 2
        }
    }
}
