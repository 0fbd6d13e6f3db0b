/// GSAP 3's tween vars as gsap-core.js reads them (greensock/GSAP src/gsap-core.js): `_defaults`
/// gives duration 0.5 s and delay 0, `_defaults.ease` is `_easeMap["quad.out"]` (power1.out);
/// `_reservedProps` lists the keys GSAP reads itself (the callbacks and their `…Params`, parent,
/// duration, ease, delay, overwrite, runBackwards, startAt, yoyo, immediateRender, repeat,
/// repeatDelay, data, paused, reversed, lazy, callbackScope, stringFilter, id, yoyoEase, stagger,
/// inherit, repeatRefresh, keyframes, autoRevert, scrollTrigger, easeReverse) and `_initTween`
/// tweens every other key as a property of the target (`_copyExcluding(vars, _reservedProps)`).
/// With `keyframes`, `_initTween` gives the tween an inner timeline of the keyframes (each eased
/// by its own ease or `easeEach`) and the tween's `ease` paces that whole timeline ("none" when
/// it names none); with `stagger`, each target's tween plays the ease.
enum GSAPAPI {
    static let vars = APIDeclaration(
        platform: "GSAP", name: "vars", form: .object,
        parameters: [
            .number("duration", default: 0.5, unit: .seconds, "the tween's length, kept with the curve"),
            .curve("ease", "the tween's ease (\"power1.out\" when not given, or its timeline's defaults.ease)"),
            .number("delay", default: 0, unit: .seconds, "the wait before the tween starts, kept with the curve"),
            .other(
                "keyframes",
                "the values the properties pass through, each step eased by its own ease or easeEach; the tween's ease then paces the whole set: not one timing curve, not read"
            ),
        ],
        otherKeys: [
            ("repeat", "how many times the tween repeats"), ("repeatDelay", "the wait between repeats"),
            ("yoyo", "every other repeat runs backwards"), ("yoyoEase", "the ease of the backward repeats"),
            ("easeReverse", "the ease when the tween plays in reverse"), ("repeatRefresh", "repetition"),
            ("stagger", "the offset between the targets' starts (each target plays the ease)"),
            ("scrollTrigger", "ties the tween's progress to scrolling"), ("startAt", "the values to start from"),
            ("runBackwards", "playback"), ("immediateRender", "playback"), ("paused", "playback"), ("reversed", "playback"),
            ("lazy", "playback"), ("overwrite", "what happens to other tweens of the same properties"),
            ("autoRevert", "playback"), ("inherit", "whether the timeline's defaults apply"), ("id", "a name"), ("data", "any data"),
            ("parent", "the timeline"), ("callbackScope", "callbacks"), ("stringFilter", "how strings are interpolated"),
        ]
            + ["onComplete", "onUpdate", "onStart", "onRepeat", "onReverseComplete", "onInterrupt"].flatMap { name in
                [(name, "a callback"), (name + "Params", "a callback's arguments")]
            },
        animatesOtherKeys: true,
        source: "greensock/GSAP src/gsap-core.js: _defaults, _reservedProps, _initTween")

    /// `gsap.timeline(vars)` as gsap-core.js makes it (greensock/GSAP src/gsap-core.js): a
    /// timeline's `to`, `from` and `fromTo` add a tween whose `vars.parent` is the timeline
    /// (`_createTweenType`), and the Tween constructor's `_inheritDefaults(vars)` then calls
    /// `_setDefaults(vars, parent.vars.defaults)` for the timeline and each one above it, unless
    /// the tween's `inherit` is false; `_setDefaults` copies a default only where the tween's vars
    /// do not have the key (`(p in obj) || (obj[p] = defaults[p])`), so the tween's own keys win.
    static let timeline = APIDeclaration(
        platform: "GSAP", name: "timeline vars", form: .object,
        parameters: [
            .other(
                "defaults",
                "vars every tween the timeline adds takes for the keys it does not give itself (ease, duration, delay …), unless it sets inherit: false; read with each tween"
            )
        ],
        otherKeys: [
            ("repeat", "how many times the timeline repeats"), ("repeatDelay", "the wait between repeats"),
            ("yoyo", "every other repeat runs backwards"), ("delay", "the wait before the timeline starts"),
            ("paused", "playback"), ("smoothChildTiming", "playback"), ("autoRemoveChildren", "playback"),
            ("scrollTrigger", "ties the timeline's progress to scrolling"),
        ],
        animatesOtherKeys: false,
        source: "greensock/GSAP src/gsap-core.js: Timeline, _createTweenType, _inheritDefaults, _setDefaults")

    /// A timeline's methods that add a tween, with the position of the tween's vars among their
    /// arguments (`tl.fromTo(targets, fromVars, toVars)`: the toVars').
    static let timelineTweens = ["to": 1, "from": 1, "fromTo": 2]

    /// A timeline's methods that return the timeline itself, so that a chain goes on adding to
    /// it (gsap-core.js Timeline: `to`, `from`, `fromTo`, `set`, `add`, `addLabel`, `addPause`,
    /// `call` and `remove` each end `return this`, or return what `add` returns, the timeline).
    static let timelineChainMethods: Set<String> = ["to", "from", "fromTo", "set", "add", "addLabel", "addPause", "call", "remove"]

    /// The keys of a stagger's vars (gsap-core.js `distribute(v)`: `each`, `amount`, `from`,
    /// `grid`, `axis`, `ease`), whose ease spreads the targets' start times: the stagger's,
    /// not the tween's (gsap.com/docs/v3/Staggers).
    static let staggerKeys = ["each", "amount", "from", "grid", "axis", "ease"]

    /// Everything GSAP declares, for docs/platforms.md.
    static let declarations = [vars, timeline]
}
