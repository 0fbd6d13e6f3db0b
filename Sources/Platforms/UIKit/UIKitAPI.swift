/// Core Animation's and UIKit's springs as Apple documents them: CASpringAnimation's properties
/// (developer.apple.com/documentation/quartzcore/caspringanimation: mass "defaults to one",
/// stiffness "defaults to 100", damping "defaults to 10", initialVelocity "defaults to 0";
/// `init(perceptualDuration:bounce:)` since iOS 17; `duration` is CAMediaTiming's, the time Core
/// Animation plays the animation for), set in the call or on later lines (the file bindings give
/// those as labelled arguments), and UISpringTimingParameters' initializers
/// (developer.apple.com/documentation/uikit/uispringtimingparameters: `init(mass:stiffness:
/// damping:initialVelocity:)`, `init(duration:bounce:initialVelocity:)`,
/// `init(dampingRatio:initialVelocity:)`). Mass and stiffness must be greater than 0 and damping
/// 0 or more (Core Animation refuses the others).
enum UIKitAPI {
    /// The seconds an animation whose `duration` is left at 0 runs for: CAMediaTiming's
    /// `duration` "defaults to 0" (developer.apple.com/documentation/quartzcore/camediatiming
    /// /duration), and such an animation takes the transaction's animation duration, 0.25 s
    /// unless the code sets another (CATransaction.animationDuration(); Core Animation
    /// Programming Guide, "the default duration of 0.25 seconds").
    static let defaultDuration = 0.25

    static let physics: [APIParameter] = [
        .number("mass", default: 1, bound: .positive, "m"),
        .number("stiffness", default: 100, bound: .positive, "k"),
        .number("damping", default: 10, bound: .nonNegative, "c"),
        .other("initialVelocity", "the velocity at the start, in distances per second (a number, or a CGVector's dx); 0 when not given"),
    ]

    static let springAnimation = APIDeclaration(
        platform: "Core Animation", name: "CASpringAnimation", form: .call,
        parameters: [.other("keyPath", "the property animated")] + physics
            + [
                .number(
                    "duration", unit: .seconds, bound: .positive,
                    "how long Core Animation plays the spring: cut there, or resting at the target after it; 0.25 s, the transaction's default, when not given"
                ),
                .number(
                    "perceptualDuration", default: 0.5, unit: .seconds,
                    "with bounce, Apple's perceptual spring: k = (2π/perceptualDuration)², mass 1"),
                .number("bounce", default: 0, "with perceptualDuration: ζ = 1 − bounce (bounce > 0), else 1/(1 + bounce)"),
                .other("timingFunction", "CAAnimation's timing function"),
            ],
        source: "developer.apple.com/documentation/quartzcore/caspringanimation")

    static let springTimingParameters = APIDeclaration(
        platform: "UIKit", name: "UISpringTimingParameters", form: .call,
        parameters: physics + [
            .number(
                "duration", default: 0.5, unit: .seconds, "with bounce, the perceptual duration: k = (2π/duration)², mass 1"),
            .number("bounce", default: 0, "with duration: ζ = 1 − bounce (bounce > 0), else 1/(1 + bounce)"),
            .number("dampingRatio", "ζ with the animator's duration (not read: Apple does not say how it derives the stiffness)"),
        ],
        source: "developer.apple.com/documentation/uikit/uispringtimingparameters")

    /// `CAMediaTimingFunction(controlPoints: c1x, c1y, c2x, c2y)` (labelled on the first only;
    /// Objective-C `functionWithControlPoints::::`) and `CAMediaTimingFunction(name:)`
    /// (developer.apple.com/documentation/quartzcore/camediatimingfunction: "init(controlPoints:
    /// _:_:_:)", "init(name:)"; the end points are (0, 0) and (1, 1)).
    static let timingFunction = APIDeclaration(
        platform: "Core Animation", name: "CAMediaTimingFunction", form: .call,
        parameters: [
            .number("controlPoints", position: 0, "c1x, the first control point's x (0 to 1, as the curve checks)"),
            .number("c1y", position: 1, "the first control point's y"),
            .number("c2x", position: 2, "the second control point's x (0 to 1, as the curve checks)"),
            .number("c2y", position: 3, "the second control point's y"),
            .curve("name", "a CAMediaTimingFunctionName: .default (CSS ease), .easeIn, .easeOut, .easeInEaseOut, .linear"),
        ],
        source: "developer.apple.com/documentation/quartzcore/camediatimingfunction")

    /// `CABasicAnimation(keyPath:)` with its `timingFunction` and `duration` (in the call or on
    /// later lines): CAAnimation.timingFunction "Defaults to nil, indicating linear pacing"
    /// (developer.apple.com/documentation/quartzcore/caanimation/timingfunction).
    static let basicAnimation = APIDeclaration(
        platform: "Core Animation", name: "CABasicAnimation", form: .call,
        parameters: [
            .other("keyPath", "the property animated"),
            .curve("timingFunction", "the pacing: linear when not given (nil)"),
            .other("duration", "the animation's length in seconds; it does not change the curve"),
        ],
        source: "developer.apple.com/documentation/quartzcore/cabasicanimation, caanimation/timingfunction")

    /// `UICubicTimingParameters(controlPoint1:controlPoint2:)` and `(animationCurve:)`
    /// (developer.apple.com/documentation/uikit/uicubictimingparameters).
    static let cubicTimingParameters = APIDeclaration(
        platform: "UIKit", name: "UICubicTimingParameters", form: .call,
        parameters: [
            .curve("animationCurve", position: 0, "a UIView.AnimationCurve: .easeInOut, .easeIn, .easeOut, .linear"),
            .other("controlPoint1", "CGPoint(x:y:), the first control point"),
            .other("controlPoint2", "CGPoint(x:y:), the second control point"),
        ],
        source: "developer.apple.com/documentation/uikit/uicubictimingparameters")

    /// UIViewPropertyAnimator's initializers (developer.apple.com/documentation/uikit
    /// /uiviewpropertyanimator): `init(duration:curve:animations:)`, `init(duration:controlPoint1:
    /// controlPoint2:animations:)`, `init(duration:dampingRatio:animations:)`,
    /// `init(duration:timingParameters:)`.
    static let propertyAnimator = APIDeclaration(
        platform: "UIKit", name: "UIViewPropertyAnimator", form: .call,
        parameters: [
            .number("duration", unit: .seconds, bound: .nonNegative, "the animation's length, kept with a cubic curve"),
            .curve("curve", "a UIView.AnimationCurve: .easeInOut, .easeIn, .easeOut, .linear"),
            .other("controlPoint1", "CGPoint(x:y:), the first control point of a cubic"),
            .other("controlPoint2", "CGPoint(x:y:), the second control point of a cubic"),
            .other("dampingRatio", "ζ of a spring over the duration (not read: Apple does not say how it derives the stiffness)"),
            .curve("timingParameters", "a UICubicTimingParameters or UISpringTimingParameters"),
            .other("animations", "the changes animated"),
        ],
        source: "developer.apple.com/documentation/uikit/uiviewpropertyanimator")

    /// `UIView.animate(withDuration:delay:options:animations:completion:)`, whose `options` may
    /// name one curve (`.curveEaseInOut`, `.curveEaseIn`, `.curveEaseOut`, `.curveLinear`);
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)`
    /// (no formula documented); `animate(springDuration:bounce:initialSpringVelocity:delay:
    /// options:animations:completion:)` since iOS 17, springDuration 0.5 and bounce 0 by default
    /// (developer.apple.com/documentation/uikit/uiview, "Animating views with block objects").
    static let animate = APIDeclaration(
        platform: "UIKit", name: "UIView.animate", form: .call,
        parameters: [
            .number("withDuration", unit: .seconds, bound: .nonNegative, "the animation's length, kept with the curve"),
            .number("delay", default: 0, unit: .seconds, bound: .nonNegative, "the wait before it starts, kept with the curve"),
            .other("options", "UIView.AnimationOptions; one .curve… option is the curve"),
            .other("usingSpringWithDamping", "ζ over the duration (not read: Apple does not say how it derives the stiffness)"),
            .number(
                "springDuration", default: 0.5, unit: .seconds, "with bounce, the perceptual duration: k = (2π/springDuration)², mass 1"),
            .number("bounce", default: 0, "with springDuration: ζ = 1 − bounce (bounce > 0), else 1/(1 + bounce)"),
            .number("initialSpringVelocity", default: 0, unit: .perSecond, "the spring's velocity at the start"),
            .other("animations", "the changes animated"), .other("completion", "a callback"),
        ],
        source: "developer.apple.com/documentation/uikit/uiview")

    /// Everything UIKit declares, for docs/platforms.md.
    static let declarations = [
        timingFunction, basicAnimation, springAnimation, springTimingParameters, cubicTimingParameters, propertyAnimator, animate,
        UIKitAnimationGroup.declaration,
    ]
}
