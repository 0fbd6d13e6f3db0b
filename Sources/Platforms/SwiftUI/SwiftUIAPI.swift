/// SwiftUI's springs as Apple documents them (developer.apple.com/documentation/swiftui/animation
/// and …/swiftui/spring), each overload a declaration of its own, all arguments by label:
/// `Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)`,
/// `.spring(duration: 0.5, bounce: 0, blendDuration: 0)`, `.interactiveSpring(response: 0.15,
/// dampingFraction: 0.86, blendDuration: 0.25)`, `.interactiveSpring(duration: 0.15,
/// extraBounce: 0, blendDuration: 0.25)`, `.interpolatingSpring(mass: 1, stiffness:, damping:,
/// initialVelocity: 0)`, `.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)`,
/// `Spring(mass: 1, stiffness:, damping:, allowOverDamping: false)`, `Spring(response:,
/// dampingRatio:)` and `Spring(duration: 0.5, bounce: 0)`. The reader picks the overload by the
/// labels given, as Swift does (``overload(_:labels:)``).
enum SwiftUIAPI {
    static let apple = "developer.apple.com/documentation/swiftui"

    static func response(default value: Double?) -> APIParameter {
        .number(
            "response", default: value, unit: .seconds, bound: .positive,
            refusal:
                "a duration in seconds, greater than 0 here: 0 asks SwiftUI for an infinitely stiff spring, which no curve is",
            "taken as the undamped period: k = (2π/response)², mass 1 (Apple implies it, does not state it)")
    }

    static func ratio(_ name: String, default value: Double?) -> APIParameter {
        .number(name, default: value, bound: .nonNegative, refusal: "0 or more: 0 undamped, 1 critically damped", "ζ")
    }

    static func duration(default value: Double) -> APIParameter {
        .number("duration", default: value, unit: .seconds, bound: .positive, "the perceptual duration: k = (2π/duration)², mass 1")
    }

    static let bounce = APIParameter.number("bounce", default: 0, "ζ = 1 − bounce (bounce > 0), else 1/(1 + bounce)")
    static let initialVelocity = APIParameter.number("initialVelocity", default: 0, unit: .perSecond, "u′(0)")

    static func blendDuration(default value: Double) -> APIParameter {
        .other("blendDuration", "how long a change blends into a running animation (\(value == 0 ? "0" : "0.25") s): not the curve")
    }

    static let mass = APIParameter.number("mass", default: 1, bound: .positive, "m")
    static let stiffness = APIParameter.number("stiffness", bound: .positive, "k (required)")
    static let damping = APIParameter.number("damping", bound: .nonNegative, "c (required)")

    static let springResponse = APIDeclaration(
        platform: "SwiftUI", name: "Animation.spring", form: .call,
        parameters: [response(default: 0.5), ratio("dampingFraction", default: 0.825), blendDuration(default: 0)],
        source: "\(apple)/animation/spring(response:dampingfraction:blendduration:)")

    static let springDuration = APIDeclaration(
        platform: "SwiftUI", name: "Animation.spring", form: .call,
        parameters: [duration(default: 0.5), bounce, blendDuration(default: 0)],
        source: "\(apple)/animation/spring(duration:bounce:blendduration:)")

    static let interactiveResponse = APIDeclaration(
        platform: "SwiftUI", name: "Animation.interactiveSpring", form: .call,
        parameters: [response(default: 0.15), ratio("dampingFraction", default: 0.86), blendDuration(default: 0.25)],
        source: "\(apple)/animation/interactivespring(response:dampingfraction:blendduration:)")

    static let interactiveDuration = APIDeclaration(
        platform: "SwiftUI", name: "Animation.interactiveSpring", form: .call,
        parameters: [
            duration(default: 0.15),
            .number("extraBounce", default: 0, "added to the interactive spring's bounce of 0.15"),
            blendDuration(default: 0.25),
        ],
        source: "\(apple)/animation/interactivespring(duration:extrabounce:blendduration:)")

    static let interpolatingPhysics = APIDeclaration(
        platform: "SwiftUI", name: "Animation.interpolatingSpring", form: .call,
        parameters: [mass, stiffness, damping, initialVelocity],
        source: "\(apple)/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)")

    static let interpolatingDuration = APIDeclaration(
        platform: "SwiftUI", name: "Animation.interpolatingSpring", form: .call,
        parameters: [duration(default: 0.5), bounce, initialVelocity],
        source: "\(apple)/animation/interpolatingspring(duration:bounce:initialvelocity:)")

    static let springPhysics = APIDeclaration(
        platform: "SwiftUI", name: "Spring", form: .call,
        parameters: [
            mass, stiffness, damping,
            .other("allowOverDamping", "false (the default): a damping above critical is taken as critical"),
        ],
        source: "\(apple)/spring/init(mass:stiffness:damping:allowoverdamping:)")

    static let springValueResponse = APIDeclaration(
        platform: "SwiftUI", name: "Spring", form: .call,
        parameters: [response(default: nil), ratio("dampingRatio", default: nil)],
        source: "\(apple)/spring/init(response:dampingratio:)")

    static let springValueDuration = APIDeclaration(
        platform: "SwiftUI", name: "Spring", form: .call,
        parameters: [duration(default: 0.5), bounce],
        source: "\(apple)/spring/init(duration:bounce:)")

    /// The overload of `name` (`spring`, `interactiveSpring`, `interpolatingSpring`, `Spring`)
    /// the labels given pick, as Swift's overload resolution does: the first whose own labels
    /// include one given, else the overload a call without those labels means.
    static func overload(_ name: String, labels: [String]) -> APIDeclaration {
        let overloads: [(keys: [String], declaration: APIDeclaration)]
        switch name {
        case "interactiveSpring":
            overloads = [(["duration", "extraBounce"], interactiveDuration), ([], interactiveResponse)]
        case "interpolatingSpring":
            overloads = [(["mass", "stiffness", "damping"], interpolatingPhysics), ([], interpolatingDuration)]
        case "Spring", "init":
            overloads = [
                (["mass", "stiffness", "damping", "allowOverDamping"], springPhysics),
                (["response", "dampingRatio"], springValueResponse), ([], springValueDuration),
            ]
        default:
            overloads = [(["duration", "bounce"], springDuration), ([], springResponse)]
        }
        return overloads.first { $0.keys.isEmpty || $0.keys.contains(where: labels.contains) }?.declaration ?? springResponse
    }

    /// Everything SwiftUI declares, for docs/platforms.md.
    static let declarations = [
        springResponse, springDuration, interactiveResponse, interactiveDuration, interpolatingPhysics, interpolatingDuration,
        springPhysics, springValueResponse, springValueDuration,
    ]
}
