import CurveKit

/// Animations as GSAP 3 (`export ANIM gsap`): `gsap.fromTo(target, { from values }, { to values,
/// duration, delay, repeat, yoyo, ease })`, seconds throughout; `repeat` counts the passes after
/// the first and `yoyo` turns every other one back. Transforms use GSAP's own names (`x`, `y`,
/// `rotation` in degrees, `scaleX`, `scaleY`). The ease is the GSAP curve writer's: exact where
/// GSAP has the curve, else its closest approximation with the error.
enum GSAPAnimationWriter: AnimationWriter {
    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        let parts = try AnimationParts(animation, dialect: .gsap, digits: digits, isCancelled: isCancelled)
        func values(end: Bool) -> [String] {
            parts.channels.map { channel in
                let value = channel.colours.map { cssColour(end ? $0.to : $0.from) } ?? CodeText.number(end ? channel.to : channel.from)
                return "\(MotionAnimationWriter.jsName(gsapName(channel.name))): \(value)"
            }
        }
        var to = values(end: true)
        to.append("duration: \(CodeText.number(animation.duration))")
        if animation.delay > 0 { to.append("delay: \(CodeText.number(animation.delay))") }
        if parts.passes > 1 {
            to.append("repeat: \(parts.passes - 1)")
            if animation.autoreverses { to.append("yoyo: true") }
        }
        to.append("ease: \(parts.curve.line)")
        let lines = ["gsap.fromTo(target, { \(values(end: false).joined(separator: ", ")) }, { \(to.joined(separator: ", ")) });"]
        return parts.code(lines, comment: { "// " + CodeText.commentSafe($0) }, line: "ease: " + parts.curve.line)
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

    /// A colour as a CSS string literal: `"rgba(51, 102, 153, 1)"`.
    static func cssColour(_ colour: AnimationValue) -> String {
        let c = colour.components
        return "\"rgba(\(CodeText.number(c[0])), \(CodeText.number(c[1])), \(CodeText.number(c[2])), \(CodeText.number(c[3])))\""
    }
}
