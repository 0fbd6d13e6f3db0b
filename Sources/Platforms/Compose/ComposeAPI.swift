/// Compose's animation specs as androidx.compose.animation.core declares them
/// (AnimationSpec.kt: `spring(dampingRatio = Spring.DampingRatioNoBouncy, stiffness =
/// Spring.StiffnessMedium, visibilityThreshold = null)`, `SpringSpec` with the same parameters,
/// `tween(durationMillis = DefaultDurationMillis (300), delayMillis = 0, easing =
/// FastOutSlowInEasing)`; SpringSimulation.kt: the stiffness must be positive and the damping
/// ratio not negative; Spring's constants as SpringSpec.kt lists them).
enum ComposeAPI {
    static let spring = springSpec("spring")
    static let springSpecConstructor = springSpec("SpringSpec")

    static func springSpec(_ name: String) -> APIDeclaration {
        APIDeclaration(
            platform: "Compose", name: name, form: .call,
            parameters: [
                .number(
                    "dampingRatio", position: 0, default: 1, bound: .nonNegative, constants: ComposeReader.springConstants,
                    "ζ (Spring.DampingRatioNoBouncy when not given)"),
                .number(
                    "stiffness", position: 1, default: 1500, bound: .positive, constants: ComposeReader.springConstants,
                    "k with mass 1 (Spring.StiffnessMedium when not given)"),
                .other("visibilityThreshold", position: 2, "when the value counts as arrived (curves plays the spring until it settles)"),
            ],
            source: "androidx compose animation-core AnimationSpec.kt, SpringSimulation.kt")
    }

    static let tween = APIDeclaration(
        platform: "Compose", name: "tween", form: .call,
        parameters: [
            .number(
                "durationMillis", position: 0, default: 300, unit: .milliseconds, bound: .nonNegative, "the length, kept with the curve"),
            .number("delayMillis", position: 1, default: 0, unit: .milliseconds, bound: .nonNegative, "the wait, kept with the curve"),
            .curve("easing", position: 2, "the easing (FastOutSlowInEasing when not given)"),
        ],
        source: "androidx compose animation-core AnimationSpec.kt")

    /// Everything Compose declares, for docs/platforms.md.
    static let declarations = [spring, springSpecConstructor, tween]
}
