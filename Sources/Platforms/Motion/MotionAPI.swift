/// Motion's transition object as motion-dom reads it (motiondivision/motion, packages/motion-dom:
/// animation/JSAnimation.ts picks the generator `type` names; generators/spring/defaults.ts
/// gives springDefaults: stiffness 100, damping 10, mass 1, velocity 0, duration 800 ms, bounce
/// 0.3, and clamps a duration spring to 0.01–10 s; generators/spring/index.ts getSpringOptions:
/// any of stiffness, damping or mass makes the spring physical, and duration, bounce and
/// visualDuration are then unused; with visualDuration, k = (2π/(1.2·v))² and ζ = clamp(0.05,
/// 1, 1 − (bounce || 0)); only the keyframes generator reads `ease`, and
/// interfaces/motion-value.ts animateMotionValue gives a tween `ease: "easeOut"` when it names
/// none; animation/utils/is-transition-defined.ts lists the orchestration keys;
/// animation/utils/get-value-transition.ts gives a value the transition under its own key).
enum MotionAPI {
    /// The generators `type` names (replaceTransitionType).
    static let types = ["spring", "tween", "keyframes", "inertia", "decay"]
    /// The keys that make a spring physical (getSpringOptions).
    static let physicsKeys = ["stiffness", "damping", "mass"]
    /// A spring's own keys, which a tween does not read.
    static let springKeys = ["stiffness", "damping", "mass", "velocity", "bounce", "visualDuration"]

    static let transition = APIDeclaration(
        platform: "Motion", name: "transition", form: .object,
        parameters: [
            .word("type", among: types, "the generator: a spring, a tween (keyframes) or a deceleration (inertia, decay)"),
            .number("stiffness", default: 100, bound: .positive, "spring stiffness k"),
            .number("damping", default: 10, bound: .nonNegative, "spring damping c"),
            .number("mass", default: 1, bound: .positive, "spring mass m"),
            .number("velocity", default: 0, unit: .perSecond, "a spring's initial velocity"),
            .number(
                "visualDuration", unit: .seconds, bound: .positive,
                "the time a spring takes to visually arrive: k = (2π/(1.2·visualDuration))² with bounce (0 when not given)"),
            .number("bounce", default: 0.3, "a duration spring's bounciness: ζ = clamp(0.05, 1, 1 − bounce)"),
            .number(
                "duration", default: 0.8, unit: .seconds, clamp: 0.01...10,
                "a spring's duration with bounce (clamped to 0.01–10 s); a tween's length, kept with the curve"),
            .curve("ease", "a tween's easing (\"easeOut\" when not given)"),
            .number("delay", default: 0, unit: .seconds, "the wait before the animation starts, kept with the curve"),
        ],
        precedence: [
            APIPrecedence(
                when: .either([.word("type", among: ["tween", "keyframes"]), .all([.absent("type"), .anyOf(["ease"])])]),
                ignored: springKeys, reason: "in a tween: only a spring reads them"),
            APIPrecedence(
                when: .word("type", among: ["spring"]), ignored: ["ease"], reason: "in a spring transition: only tweens are eased"),
            APIPrecedence(
                when: .anyOf(physicsKeys), ignored: ["duration", "bounce", "visualDuration"],
                reason: "beside stiffness, damping or mass: the spring runs on its physics to rest"),
        ],
        otherKeys: [
            ("repeat", "how many times the animation repeats"), ("repeatType", "how it repeats: loop, reverse or mirror"),
            ("repeatDelay", "the wait between repeats"), ("times", "where each keyframe falls"), ("from", "the value to start from"),
            ("restDelta", "how near the target a spring counts as at rest; curves plays it until it settles"),
            ("restSpeed", "how slow a spring counts as at rest; curves plays it until it settles"),
            ("when", "orchestration: before or after the children"), ("delayChildren", "orchestration"),
            ("staggerChildren", "orchestration"), ("staggerDirection", "orchestration"), ("inherit", "orchestration"),
            ("default", "the transition of values that name none"), ("power", "inertia"), ("timeConstant", "inertia"),
            ("bounceStiffness", "inertia"), ("bounceDamping", "inertia"), ("modifyTarget", "inertia"), ("min", "inertia"),
            ("max", "inertia"), ("onUpdate", "a callback"), ("onComplete", "a callback"), ("onPlay", "a callback"),
            ("onRepeat", "a callback"), ("onStop", "a callback"), ("autoplay", "playback"), ("driver", "playback"),
            ("elapsed", "playback"),
        ],
        // motion-dom getValueTransition: a key whose value is an object is that value's own transition.
        ownObjects: "is the transition of that value alone: not read here; paste it on its own for its curve",
        source: "motiondivision/motion packages/motion-dom: animation/JSAnimation.ts, generators/spring, interfaces/motion-value.ts")

    /// The keys that time a variant's children rather than its own values (motion-dom
    /// animateVariant and is-transition-defined.ts): the transition's orchestration keys.
    static let orchestrationKeys = Set(transition.otherKeys.filter { $0.meaning.hasPrefix("orchestration") }.map(\.key))

    /// Everything Motion declares, for docs/platforms.md.
    static let declarations = [transition]
}
