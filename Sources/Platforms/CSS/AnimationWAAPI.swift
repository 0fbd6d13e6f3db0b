import CurveKit

/// An animation as the Web Animations API plays it: `element.animate(keyframes, options)`,
/// the same keyframes, values and timing functions as ``AnimationCSS`` writes (one plan, two
/// spellings). Web Animations 1: a keyframe's `offset` is its key time (0…1) and its `easing`
/// paces the interval from it to the next keyframe (so the last keyframe's is never used);
/// a keyframe without one is `linear`, and the options' `easing` paces the whole iteration before
/// the keyframes' own (so it is `linear` where the keyframes carry easings); `duration` and `delay` are
/// milliseconds, `iterations` and `direction` repeat as CSS does, and `fill: "both"` keeps the
/// first and last values before and after (w3.org/TR/web-animations-1, "the effect value of a
/// keyframe effect" and "the KeyframeEffectOptions dictionary"). Custom properties are
/// registered with `CSS.registerProperty` (CSS Properties and Values API 1), as `@property`
/// registers them in CSS.
enum AnimationWAAPI: AnimationWriter {
    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        let plan = try AnimationCSS.plan(animation, digits: digits, isCancelled: isCancelled)
        let name = CodeText.javaScriptIdentifier(animation.name)
        var lines = plan.notes.map { "// " + CodeText.commentSafe($0) }
        for registration in plan.registrations {
            lines.append(
                "CSS.registerProperty({ name: \(string(registration.name)), syntax: \(string(registration.syntax)), inherits: false, "
                    + "initialValue: \(string(registration.initial)) });")
        }
        lines.append("const \(name) = element.animate([")
        for key in plan.keys {
            var members = ["offset: \(key.time)"]
            members += key.declarations.map { "\(property($0.0)): \(string($0.1))" }
            if let timing = key.timing { members.append("easing: \(string(timing))") }
            lines.append("  { " + members.joined(separator: ", ") + " },")
        }
        var options = [
            "duration: \(CodeText.number(animation.duration * 1000))", "easing: \(string(plan.animationTiming))",
        ]
        if animation.delay != 0 { options.append("delay: \(CodeText.number(animation.delay * 1000))") }
        let iterations = animation.repeatCount * (animation.autoreverses ? 2 : 1)
        if iterations != 1 { options.append("iterations: \(iterations)") }
        if animation.autoreverses { options.append("direction: \"alternate\"") }
        options.append("fill: \"both\"")
        let optionsText = "{ " + options.joined(separator: ", ") + " }"
        lines.append("], \(optionsText));")
        return AnimationCode(
            text: lines.joined(separator: "\n") + "\n", line: "element.animate(…, \(optionsText))", maxError: plan.maxError)
    }

    /// A CSS property as a keyframe member: camel case (`background-color` → `backgroundColor`,
    /// Web Animations' "animation property name to IDL attribute name"), a custom property quoted.
    static func property(_ name: String) -> String {
        if name.hasPrefix("--") { return string(name) }
        let parts = name.split(separator: "-")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map { CodeText.capitalised(String($0)) }.joined()
    }

    /// A JavaScript string literal.
    static func string(_ text: String) -> String { CodeText.quoted(text) }
}
