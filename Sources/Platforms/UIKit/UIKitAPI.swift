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
                    "how long Core Animation plays the spring: cut there, or resting at the target after it; its settlingDuration when not given"
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

    /// Everything UIKit declares, for docs/platforms.md.
    static let declarations = [springAnimation, springTimingParameters]
}
