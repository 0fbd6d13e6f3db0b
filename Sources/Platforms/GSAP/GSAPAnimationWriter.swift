import CurveKit

/// Animations as GSAP 3 (`export ANIM gsap`): `gsap.fromTo(target, { from values }, { to values,
/// duration, delay, repeat, yoyo, ease })`, seconds throughout; `repeat` counts the passes after
/// the first and `yoyo` turns every other one back. Transforms use GSAP's own names (`x`, `y`,
/// `rotation` in degrees, `scaleX`, `scaleY`). The ease is the GSAP curve writer's: exact where
/// GSAP has the curve, else the curve's closed form as a function (exact), else its closest
/// approximation with the error.
enum GSAPAnimationWriter: AnimationWriter {
    static let takesFunction = true

    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        try export(animation, digits: digits, form: nil, isCancelled: isCancelled)
    }

    /// A curve that GSAP has no exact ease for, but a closed form, is a function declared before
    /// the tween and passed as its `ease` (``GSAPFunctionForm``).
    static func export(_ animation: Animation, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool) throws(ExportError)
        -> AnimationCode
    {
        var parts = try AnimationParts(animation, platform: .gsap, digits: digits, form: form, isCancelled: isCancelled)
        let function = parts.functionDeclaration { CodeText.javaScriptIdentifier($0) }
        func values(at progress: Double) -> [String] {
            parts.channels.map { channel in
                let value = channel.colour(at: progress).map(CodeText.cssColourString) ?? CodeText.number(channel.number(at: progress))
                return "\(CodeText.javaScriptPropertyName(gsapName(channel.name))): \(value)"
            }
        }
        var timing = ["duration: \(CodeText.number(animation.duration))"]
        if animation.delay > 0 { timing.append("delay: \(CodeText.number(animation.delay))") }
        if parts.passes > 1 {
            timing.append("repeat: \(parts.passes - 1)")
            if animation.autoreverses { timing.append("yoyo: true") }
        }
        // A keyframes curve: GSAP's percentage keyframes, each with the ease of the segment that
        // ends there, and no ease over the whole (GSAP's default would be power1.out).
        if let segments = try parts.keyframeSegments(
            platform: .gsap, digits: digits, isCancelled: isCancelled, bezier: { GSAPWriter.exact(.bezier($0), digits: digits) ?? "" })
        {
            var keys = ["\"0%\": { \(values(at: segments.first?.from ?? 0).joined(separator: ", ")) }"]
            for segment in segments {
                keys.append(
                    "\"\(CodeText.number(segment.end * 100))%\": { \(values(at: segment.to).joined(separator: ", ")), ease: \(segment.code.line) }"
                )
            }
            let line = "keyframes: { \(keys.joined(separator: ", ")) }, ease: \"none\""
            let lines = ["gsap.to(target, { \(line), \(timing.joined(separator: ", ")) });"]
            return parts.code(lines, comment: { "// " + CodeText.commentSafe($0) }, line: line)
        }
        var to = values(at: 1)
        to.append("duration: \(CodeText.number(animation.duration))")
        if animation.delay > 0 { to.append("delay: \(CodeText.number(animation.delay))") }
        if parts.passes > 1 {
            to.append("repeat: \(parts.passes - 1)")
            if animation.autoreverses { to.append("yoyo: true") }
        }
        let ease = function?.name ?? parts.curve.line
        to.append("ease: \(ease)")
        let lines =
            (function?.lines ?? []) + [
                "gsap.fromTo(target, { \(values(at: 0).joined(separator: ", ")) }, { \(to.joined(separator: ", ")) });"
            ]
        return parts.code(lines, comment: { "// " + CodeText.commentSafe($0) }, line: "ease: " + ease)
    }

    /// GSAP's names for transform channels: `translateX` is `x`, `rotate` is `rotation`.
    static func gsapName(_ name: String) -> String {
        switch name {
        case "translateX": "x"
        case "translateY": "y"
        case "rotate": "rotation"
        default: name
        }
    }
}
