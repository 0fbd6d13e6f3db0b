/// The CSS properties that carry an easing, as the specifications define their grammar. A
/// declaration is `property: value`; a shorthand's components are told apart by their type, in
/// any order, and a comma separates the transitions or animations of a list.
///
/// - CSS Transitions 1 §2 (drafts.csswg.org/css-transitions-1): `transition-property` (initial
///   `all`), `transition-duration` (initial 0s), `transition-timing-function` (initial `ease`),
///   `transition-delay` (initial 0s); §2.5 `transition`: `<single-transition> = [ none |
///   <single-transition-property> ] || <time> || <easing-function> || <time>`, "the first value
///   that can be parsed as a time is assigned to the transition-duration, and the second value
///   that can be parsed as a time is assigned to transition-delay". §2: the longhands' lists are
///   matched to `transition-property`'s, a shorter one repeated, a longer one truncated.
/// - CSS Animations 1 §3 (drafts.csswg.org/css-animations-1): `animation-name`,
///   `animation-duration` (initial 0s), `animation-timing-function` (initial `ease`),
///   `animation-delay` (initial 0s), `animation-iteration-count` (`infinite` or a number),
///   `animation-direction` (`normal`, `reverse`, `alternate`, `alternate-reverse`),
///   `animation-fill-mode` (`none`, `forwards`, `backwards`, `both`), `animation-play-state`
///   (`running`, `paused`); §3.11 `animation`: the same rule for the first and second time, and a
///   keyword that is valid for another longhand is that longhand's before it is a name.
/// - CSS Easing Functions Level 2 (drafts.csswg.org/css-easing-2): `<easing-function>` is
///   `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`, `step-end`,
///   `cubic-bezier()`, `steps()` or `linear()`.
/// - CSS Custom Properties 1 §3 (drafts.csswg.org/css-variables-1): `var(--name)` is the
///   property's value, `var(--name, fallback)` the fallback when the property is not defined.
enum CSSAPI {
    static let transition = APIDeclaration(
        platform: "CSS", name: "transition", form: .declaration,
        parameters: [
            .other("transition-property", "the property transitioned (all when not given), or none"),
            .number(
                "transition-duration", default: 0, unit: .seconds, bound: .nonNegative,
                "the first `<time>` of the shorthand (s or ms), kept with the curve"),
            .curve("transition-timing-function", "the easing: ease when not given"),
            .number("transition-delay", default: 0, unit: .seconds, "the second `<time>` of the shorthand, kept with the curve"),
            .other("transition-behavior", "normal or allow-discrete"),
        ],
        source: "CSS Transitions 1 §2, §2.5")

    static let animation = APIDeclaration(
        platform: "CSS", name: "animation", form: .declaration,
        parameters: [
            .other("animation-name", "the @keyframes played (none when not given)"),
            .number(
                "animation-duration", default: 0, unit: .seconds, bound: .nonNegative,
                "the first `<time>` of the shorthand (s or ms), kept with the curve"),
            .curve("animation-timing-function", "the easing of each iteration: ease when not given"),
            .number("animation-delay", default: 0, unit: .seconds, "the second `<time>` of the shorthand, kept with the curve"),
            .word(
                "animation-iteration-count", among: ["infinite"],
                "infinite or a number: how often the easing plays (the curve is one iteration's)"),
            .word(
                "animation-direction", among: ["normal", "reverse", "alternate", "alternate-reverse"],
                "reverse plays the easing backwards; alternate every other iteration"),
            .word("animation-fill-mode", among: ["none", "forwards", "backwards", "both"], "the style before and after the animation"),
            .word("animation-play-state", among: ["running", "paused"], "whether it runs"),
        ],
        source: "CSS Animations 1 §3, §3.11")

    /// The easing a transition or animation plays when its declaration gives none: the initial
    /// value of `transition-timing-function` and `animation-timing-function`.
    static let initialEasing = "ease"

    /// Everything CSS declares, for docs/platforms.md.
    static let declarations = [transition, animation]
}
