import CurveKit

/// A keyframes curve for the Web Animations API: the keyframes of a registered number property
/// that `element.animate(keyframes, options)` moves through the key values, each keyframe with
/// its segment's own `easing` (Web Animations 1, "the effect value of a keyframe effect": a
/// keyframe's `easing` paces the interval from it to the next keyframe), as ``CSSKeyframes``
/// writes them for `@keyframes`: the same timing functions, exact where CSS has the segment's
/// kind, else `linear()` with its error.
enum WAAPIKeyframes {
    /// The document, with its max error (a segment's error scaled by the segment's move); nil
    /// for a curve that is not keyframes.
    static func document(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> PlatformExport
        .KeyframeDocument?
    {
        guard let keyframes = curve.keyframes else { return nil }
        let segments = try CSSKeyframes.cssSegments(keyframes, digits: digits, isCancelled: isCancelled)
        let keys = PasteDecimals.keyframes(keyframes, digits: digits)
        let property = "--" + CodeText.cssIdentifier(name)
        let constant = CodeText.javaScriptIdentifier(name)
        var lines = [
            "// \(CodeText.commentSafe(name)): keyframes curve; animate \(property) with element.animate(\(constant), "
                + "{ duration, easing: \"linear\", fill: \"both\" }), and use it in calc(), e.g. translate: calc(var(\(property)) * 100px)"
        ]
        lines += CSSKeyframes.approximationNotes(segments, keyframes: keyframes).map { "// " + CodeText.commentSafe($0) }
        lines.append(
            "CSS.registerProperty({ name: \(AnimationWAAPI.string(property)), syntax: \"<number>\", inherits: false, "
                + "initialValue: \(AnimationWAAPI.string(keys.values[0])) });")
        lines.append("const \(constant) = [")
        for index in keyframes.times.indices {
            var members = [
                "offset: \(keys.times[index])", "\(AnimationWAAPI.string(property)): \(AnimationWAAPI.string(keys.values[index]))",
            ]
            if index < segments.count { members.append("easing: \(AnimationWAAPI.string(segments[index].text))") }
            lines.append("  { " + members.joined(separator: ", ") + " },")
        }
        lines.append("];")
        let errors = segments.enumerated().map { index, choice in
            (choice.maxError ?? 0) * abs(keyframes.values[index + 1] - keyframes.values[index])
        }
        return PlatformExport.KeyframeDocument(
            text: lines.joined(separator: "\n") + "\n", line: "element.animate(\(constant), { easing: \"linear\" })",
            maxError: errors.max() ?? 0)
    }
}
