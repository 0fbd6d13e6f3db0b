import CurveKit

/// A platform's exact code for each kind it has: one method per kind, nil by default (the
/// platform has no such form, or cannot write this curve in it). A kind's spec picks the method
/// that takes it (``CurveKindSpec/exact(_:in:digits:)``), so a writer never matches a curve's
/// cases; a kind no platform writes exactly needs no method here.
package protocol ExactForms {
    static func exact(bezier: CubicBezier, digits: Digits) -> String?
    static func exact(spring: Spring, digits: Digits) -> String?
    static func exact(penner: Penner, digits: Digits) -> String?
    /// One of CurveKit's `PlatformEasing` formulas, by the platform's own name for it.
    static func exact(formula: PlatformEasing, digits: Digits) -> String?
    static func exact(path: BezierPath, digits: Digits) -> String?
    static func exact(linear: LinearStops, digits: Digits) -> String?
    static func exact(steps: Steps, digits: Digits) -> String?
}

extension ExactForms {
    package static func exact(bezier: CubicBezier, digits: Digits) -> String? { nil }
    package static func exact(spring: Spring, digits: Digits) -> String? { nil }
    package static func exact(penner: Penner, digits: Digits) -> String? { nil }
    package static func exact(formula: PlatformEasing, digits: Digits) -> String? { nil }
    package static func exact(path: BezierPath, digits: Digits) -> String? { nil }
    package static func exact(linear: LinearStops, digits: Digits) -> String? { nil }
    package static func exact(steps: Steps, digits: Digits) -> String? { nil }
}

/// A curve that is exactly a run of keys, as a keyframe animation holds it
/// (``CurveKindSpec/keys(_:maximumHeldValues:)``): a keyframes curve, `linear()` stops (straight
/// between the keys) or steps (each value held until the next key time).
package struct CurveKeys {
    /// How the curve goes from one key to the next.
    enum Between {
        /// Along each segment's curve, scaled to the keys' move.
        case segments([Keyframes.Segment])
        /// In a straight line.
        case straight
        /// It holds the key's value and jumps at the next key time: there is one more key time
        /// than values.
        case held
    }

    var times: [Double]
    var values: [Double]
    var between: Between
    /// The keyframes curve the keys are, so that their numbers can be rounded together.
    var keyframes: Keyframes?
}
