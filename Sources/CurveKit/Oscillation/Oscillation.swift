import Foundation

/// The decaying oscillation of SKBounceAnimation (Soroush Khanlou's `CAKeyframeAnimation`
/// subclass, github.com/khanlou/SKBounceAnimation), reproduced frame for frame for a unit move
/// from 0 to 1, quirks included, so that a curve ported from it looks the same here.
///
/// `NAME = oscillation bounces=N stiffness=light|medium|heavy|NUMBER overshoot=yes|no shake=yes|no`
///
/// ## What SKBounceAnimation computes
///
/// For a move from `from` to `to` lasting `duration` seconds it builds `n = ⌊60·duration⌋`
/// keyframe values (C truncation of `60*duration` to an integer), for frames t = 0 … n − 1:
///
/// ```
/// v(t) = A · 2.71^(α·t) · w(ω·t) + B,      A = from − to,  B = to
/// α    = −| log2f(s / |to − from|) | / n   (in Float)
/// ω    = (⌊N/2⌋ + ½) · 2π / n
/// w    = cos        (overshoot=yes, shake=no)
///        |cos|      (overshoot=no,  shake=no)
///        sin, |sin| (shake=yes)
/// ```
///
/// with N the number of bounces and s the stiffness coefficient (light 5, medium 0.1,
/// heavy 0.001, or any number). For the unit move here A = −1 and B = 1, so
///
/// ```
/// v(t) = 1 − 2.71^(α·t) · w(ω·t),   α = −|log2f(s)| / n
/// ```
///
/// and `frameValues(fps:duration:)` returns exactly these n numbers (each rounded to Float, as
/// SKBounceAnimation stores them).
///
/// ## The curve y = f(x)
///
/// SKBounceAnimation sets those values on a `CAKeyframeAnimation` with no `keyTimes`, the
/// default linear calculation mode and a linear timing function, so Core Animation spaces the
/// n keyframes evenly over the duration, frame t at normalised time t/(n − 1), and draws
/// straight lines between them. `value(at:)` does the same with the frames for
/// `duration` seconds at 60 fps: y(x) = v(i) + (v(i+1) − v(i))·(p − i), p = x·(n − 1),
/// i = ⌊p⌋. It does not use the continuous closed form, because that is not what the frames
/// sample: frame t is computed at phase ω·t = 2π(⌊N/2⌋ + ½)·t/n but shown at time t/(n − 1),
/// α, |cos| and every value are rounded to Float, and the frames are joined by straight lines.
/// (The closed form 1 − 2.71^(−|log2 s|·x)·w(2π(⌊N/2⌋ + ½)·x) is only the limit for
/// n → ∞.) At every frame time, y equals the frame value to within a few ulp.
///
/// ## Quirks, all reproduced
///
/// - **Base 2.71 with log2.** α is chosen with log2 so that 2^(α·n) = s, but the envelope is
///   evaluated as `pow(2.71, α·t)`. So the envelope at the end is s^(log2 2.71) ≈ s^1.4383,
///   not s: 0.0988 for light, 0.0365 for medium, 4.8e-5 for heavy (not 0.2, 0.1, 0.001).
/// - **The sign of α is forced negative.** `if (alpha > 0) alpha = -alpha`: a stiffness above 1
///   acts like its reciprocal, so light (5) decays like 1/5 = 0.2, which is why it is lighter
///   than medium (|log2 5| = 2.32 < |log2 0.1| = 3.32). s = 1 gives no decay at all.
/// - **Float arithmetic.** The stiffness is read back as a Float (`floatValue`; the presets are
///   the Float literals `5.f`, `.1f`, `.001f`), log2 is `log2f`, α is divided by n in Float,
///   `|cos|` is `fabsf` (so rounded to Float), and every value is stored with
///   `numberWithFloat:`. Frame values therefore carry Float precision (about 6e-8).
/// - **Frame count truncates.** n = ⌊60·duration⌋ of the double product, so a duration
///   between frames loses the fraction (0.58 s gives 34 frames) and rounding can lose a whole
///   frame: 60 × 2.05 is 122.99999999999999 in double, so 2.05 s gives 122 frames, not 123.
/// - **It never reaches the target.** Frames stop at t = n − 1, one short of t = n where the
///   phase would be an odd multiple of π; the last frame, shown at x = 1, is
///   1 − 2.71^(α(n−1))·w(ω(n−1)). Medium, 2 bounces, 0.5 s ends at 1.0387 (with overshoot)
///   or 0.9613 (without). The real layer then snaps to its model value when the animation is
///   removed; this curve keeps y(1) = the last frame.
/// - **Bounces count half-periods in pairs.** ω comes from ⌊N/2⌋ + ½ periods (integer division),
///   so N = 2 and N = 3 give identical curves, as do 4 and 5; N = 1 gives half a period.
/// - **The decay depends on the distance moved.** α uses log2(s / |to − from|), so only a
///   move of exactly 1 (a scale or opacity from 0 to 1) matches this curve with the same
///   stiffness word. To port a move of d points, use `stiffness = s/d` (for example medium
///   over 300 points is `stiffness=0.000333…`); the shape is then the same.
/// - **shake=yes.** SKBounceAnimation expects `fromValue` = the farthest point of the shake and
///   `toValue` = the current position, and oscillates about `toValue` with a sine, so the
///   shake starts at the current position. For the unit move 0 → 1 that means the curve starts
///   at y = 1, not 0: y = 1 − 2.71^(α·t)·sin(ω·t), a decaying wobble about 1 that first swings
///   down toward 0 (to 0.388 for medium, 2 bounces, 0.5 s), then up to 1.203, and ends slightly
///   below 1 (0.987). It never goes from 0 to 1. With overshoot=no (|sin|) it stays
///   at or below 1.
/// - **overshoot=no** takes |cos| (after rounding to Float), so the value touches 1 and drops
///   back like an object hitting a wall, never going above 1.
///
/// Inputs x outside [0, 1] are clamped.
public struct Oscillation: Sendable, Equatable {
    /// How stiff the spring is: SKBounceAnimation's stiffness coefficient s.
    public enum Stiffness: Sendable, Equatable {
        /// `SKBounceAnimationStiffnessLight`, s = 5 (which decays like 0.2; see the quirks).
        case light
        /// `SKBounceAnimationStiffnessMedium`, s = 0.1: SKBounceAnimation's default.
        case medium
        /// `SKBounceAnimationStiffnessHeavy`, s = 0.001.
        case heavy
        /// Any positive coefficient, as SKBounceAnimation accepts any `CGFloat`.
        case custom(Double)

        /// The coefficient s: light 5, medium 0.1, heavy 0.001, or the custom number.
        /// SKBounceAnimation uses it rounded to Float.
        public var value: Double {
            switch self {
            case .light: 5
            case .medium: 0.1
            case .heavy: 0.001
            case .custom(let value): value
            }
        }

        /// `light`, `medium`, `heavy` (any letter case), or a positive finite number;
        /// nil for anything else.
        public init?(word: String) {
            switch word.lowercased() {
            case "light": self = .light
            case "medium": self = .medium
            case "heavy": self = .heavy
            default:
                guard let number = Double(word), number.isFinite, number > 0 else { return nil }
                self = .custom(number)
            }
        }

        /// The word for the presets, the number otherwise: what `init?(word:)` reads back.
        public var word: String {
            switch self {
            case .light: "light"
            case .medium: "medium"
            case .heavy: "heavy"
            case .custom(let value): Oscillation.text(value)
            }
        }
    }

    /// The number of bounces N, 1 … `maximumBounces`.
    public let bounces: Int
    /// How quickly the oscillation dies away (SKBounceAnimation's `stiffness`).
    public let stiffness: Stiffness
    /// false takes |cos| (|sin| with shake): SKBounceAnimation's `shouldOvershoot = NO`.
    public let overshoot: Bool
    /// true oscillates with sin about the end value: SKBounceAnimation's `shake = YES`.
    public let shake: Bool
    /// The animation's duration in seconds, which sets the number of frames
    /// ⌊60·duration⌋ behind `value(at:)`. Default `defaultDuration`.
    public let duration: Double

    /// SKBounceAnimation's frame rate: its `60*self.duration` frames.
    public static let framesPerSecond = 60
    /// The most bounces accepted.
    public static let maximumBounces = 100
    /// The duration of the usage example in SKBounceAnimation's README: 0.5 s, 30 frames.
    public static let defaultDuration = 0.5
    /// The longest duration accepted, in seconds.
    public static let maximumDuration = 60.0
    /// Custom stiffness must lie in this range, so that it and its log2 stay normal Floats.
    public static let stiffnessRange = 1e-30...1e30
    /// `frameValues(fps:duration:)` returns no frames past this many.
    public static let maximumFrameCount = 1_000_000

    /// Throws when N is not 1 … `maximumBounces`, the stiffness is not a number in
    /// `stiffnessRange`, or the duration does not give 2 … 3600 frames at 60 fps.
    public init(
        bounces: Int, stiffness: Stiffness, overshoot: Bool, shake: Bool,
        duration: Double = Oscillation.defaultDuration
    ) throws(CurveError) {
        guard bounces >= 1, bounces <= Self.maximumBounces else {
            throw CurveError(
                "bounces must be a whole number from 1 to \(Self.maximumBounces) (got \(bounces))", parameter: "bounces")
        }
        let s = stiffness.value
        guard s.isFinite, Self.stiffnessRange.contains(s) else {
            throw CurveError(
                "stiffness must be light (5), medium (0.1), heavy (0.001) or a positive number "
                    + "from 1e-30 to 1e30 (got \(Self.text(s)))", parameter: "stiffness")
        }
        guard duration.isFinite, duration <= Self.maximumDuration,
            Self.countFrames(fps: Self.framesPerSecond, duration: duration).map({ $0 >= 2 }) ?? false
        else {
            throw CurveError(
                "duration must be a number of seconds from 1/30 to \(Self.text(Self.maximumDuration)), "
                    + "giving at least 2 frames at 60 fps (got \(Self.text(duration)))", parameter: "duration")
        }
        self.bounces = bounces
        self.stiffness = stiffness
        self.overshoot = overshoot
        self.shake = shake
        self.duration = duration
    }

    /// Shortest round-trip text of a number, without a trailing `.0`.
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
}
