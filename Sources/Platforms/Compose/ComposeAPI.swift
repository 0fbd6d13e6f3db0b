/// Compose's animation specs as androidx.compose.animation.core declares them
/// (AnimationSpec.kt: `spring(dampingRatio = Spring.DampingRatioNoBouncy, stiffness =
/// Spring.StiffnessMedium, visibilityThreshold = null)`, `SpringSpec` with the same parameters,
/// `tween(durationMillis = DefaultDurationMillis (300), delayMillis = 0, easing =
/// FastOutSlowInEasing)`; SpringSimulation.kt: the stiffness must be positive and the damping
/// ratio not negative; Spring's constants as SpringSpec.kt lists them).
enum ComposeAPI {
    static let spring = springSpec("spring")
    static let springSpecConstructor = springSpec("SpringSpec")

    /// Spring's constants and Material's spring token constants (`ExpressiveMotionTokens.SpringFastSpatialDamping`).
    static let springConstants = ComposeReader.springConstants.merging(MaterialTokens.springParameterConstants) { own, _ in own }

    static func springSpec(_ name: String) -> APIDeclaration {
        APIDeclaration(
            platform: "Compose", name: name, form: .call,
            parameters: [
                .number(
                    "dampingRatio", position: 0, default: 1, bound: .nonNegative, constants: springConstants,
                    "ζ (Spring.DampingRatioNoBouncy when not given)"),
                .number(
                    "stiffness", position: 1, default: 1500, bound: .positive, constants: springConstants,
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

    /// `repeatable(iterations, animation, repeatMode = RepeatMode.Restart, initialStartOffset =
    /// StartOffset(0))` and `infiniteRepeatable(animation, repeatMode, initialStartOffset)`
    /// (androidx compose animation-core AnimationSpec.kt, RepeatableSpec and
    /// InfiniteRepeatableSpec): the duration-based spec they repeat plays its own curve on each
    /// pass; RepeatMode.Reverse plays every other pass backwards; a StartOffset delays the first
    /// pass (StartOffsetType.Delay) or starts it part way in (FastForward).
    static let repeatable = repeating("repeatable", iterations: true)
    static let infiniteRepeatable = repeating("infiniteRepeatable", iterations: false)

    static func repeating(_ name: String, iterations: Bool) -> APIDeclaration {
        let shift = iterations ? 1 : 0
        return APIDeclaration(
            platform: "Compose", name: name, form: .call,
            parameters: (iterations ? [.number("iterations", position: 0, bound: .positive, "how many passes")] : []) + [
                .other("animation", position: shift, "the duration-based spec (tween, keyframes, snap) each pass plays: its curve is read"),
                .other("repeatMode", position: shift + 1, "RepeatMode.Restart (the default) or Reverse (every other pass backwards)"),
                .other("initialStartOffset", position: shift + 2, "delays the first pass or starts it part way in: not part of the curve"),
            ],
            source: "androidx compose animation-core AnimationSpec.kt: RepeatableSpec, InfiniteRepeatableSpec")
    }

    /// `InfiniteTransition.animateFloat(initialValue, targetValue, animationSpec, label)`
    /// (androidx compose animation-core InfiniteTransition.kt): the value runs from
    /// `initialValue` to `targetValue` by `animationSpec`, an InfiniteRepeatableSpec; the ends
    /// are the values a `keyframes { … }` inside it starts from and ends at when it has no
    /// keyframe at 0 or at its duration.
    static let animateFloat = APIDeclaration(
        platform: "Compose", name: "animateFloat", form: .call,
        parameters: [
            .number("initialValue", position: 0, "the value at the start of each pass"),
            .number("targetValue", position: 1, "the value at its end"),
            .other("animationSpec", position: 2, "the infiniteRepeatable(…) spec that paces it: its curve is read"),
            .other("label", position: 3, "a name for tools"),
        ],
        source: "androidx compose animation-core InfiniteTransition.kt")

    /// The enter and exit transitions of AnimatedVisibility and AnimatedContent (androidx compose
    /// animation EnterExitTransition.kt): each takes its `animationSpec` first, and without one
    /// plays `spring(stiffness = Spring.StiffnessMediumLow)` (a visibility threshold beside it for
    /// offsets and sizes), the damping ratio spring's default, 1.
    static let enterExitTransitions: Set<String> = [
        "fadeIn", "fadeOut", "slideIn", "slideOut", "slideInHorizontally", "slideInVertically", "slideOutHorizontally",
        "slideOutVertically", "scaleIn", "scaleOut", "expandIn", "expandHorizontally", "expandVertically", "shrinkOut",
        "shrinkHorizontally", "shrinkVertically", "unveilIn", "veilOut",
    ]
    static let enterExitDefaultSpec = "spring(stiffness = Spring.StiffnessMediumLow)"

    /// The state animations (androidx compose animation-core AnimateAsState.kt, and
    /// animation SingleValueAnimation.kt for colours): `animateFloatAsState(targetValue,
    /// animationSpec, …)`, its spec second; without one each plays `spring()` (a visibility
    /// threshold beside it for Dp, Int and the geometry types), damping ratio 1
    /// (Spring.DampingRatioNoBouncy) and stiffness 1500 (Spring.StiffnessMedium).
    static let stateAnimations: Set<String> = [
        "animateFloatAsState", "animateDpAsState", "animateIntAsState", "animateColorAsState", "animateOffsetAsState",
        "animateIntOffsetAsState", "animateSizeAsState", "animateIntSizeAsState", "animateRectAsState",
    ]
    static let stateAnimationDefaultSpec = "spring()"
    /// `Animatable.animateTo(targetValue, animationSpec = defaultSpringSpec, …)`: the
    /// Animatable's `SpringSpec(visibilityThreshold = …)`, damping ratio 1 and stiffness 1500
    /// (androidx compose animation-core Animatable.kt).
    static let animatableDefaultSpec = "spring()"

    /// Everything Compose declares, for docs/platforms.md.
    static let declarations = [spring, springSpecConstructor, tween, repeatable, infiniteRepeatable, animateFloat]
}
