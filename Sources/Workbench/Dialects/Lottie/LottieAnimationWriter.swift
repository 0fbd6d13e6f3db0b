import CurveKit

/// Animations as Lottie (`export ANIM lottie`): the animated property `{"a": 1, "k": [keyframes]}`
/// at the animation's frame rate — each keyframe's time `t` in frames (the delay is the first
/// keyframe's frame), its value `s`, and its easing handles `o` and `i` (the Lottie curve
/// writer's Bézier: exact for a Bézier, else the least-squares one with its error). A Lottie
/// file does not repeat by itself, so every pass is written out (a pass back has the handles
/// turned end for end), up to ``maximumPasses``; JSON has no comments, so the notes go in `nm`.
enum LottieAnimationWriter: AnimationWriter {
    /// More passes than this are written once, with a note to loop the player.
    static let maximumPasses = 100

    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        var parts = try AnimationParts(animation, dialect: .lottie, digits: digits, isCancelled: isCancelled)
        let bezier = try parts.candidates.bezier().value
        let fps = Double(animation.fps)
        let written = parts.passes <= maximumPasses ? parts.passes : (animation.autoreverses ? 2 : 1)
        if written < parts.passes {
            parts.notes.append(
                "a Lottie file does not repeat: \(written) pass\(written == 1 ? " is" : "es are") written; loop the player "
                    + "\(parts.passes / written) times for all \(parts.passes)")
        }
        let from = values(parts.channels, end: false), to = values(parts.channels, end: true)
        // A Bézier's x1, x2 in [0, 1] give 1 − x2, 1 − x1 in [0, 1]: the reversed curve is one too.
        guard let backwards = reversed(bezier) else { throw ExportError("cannot turn \(bezier) end for end") }
        let forward = handles(bezier, digits: digits), back = handles(backwards, digits: digits)
        var keyframes: [String] = []
        for pass in 0..<written {
            let isBack = animation.autoreverses && pass % 2 == 1
            let start = (animation.delay + Double(pass) * animation.duration) * fps
            keyframes.append("{\"t\": \(CodeText.number(start)), \"s\": \(isBack ? to : from), \(isBack ? back : forward)}")
        }
        let end = (animation.delay + Double(written) * animation.duration) * fps
        let last = animation.autoreverses && written % 2 == 0 ? from : to
        keyframes.append("{\"t\": \(CodeText.number(end)), \"s\": \(last)}")
        parts.notes.append("\(animation.fps) fps: frames \(CodeText.number(animation.delay * fps)) to \(CodeText.number(end))")
        if parts.channels.count > 1 {
            parts.notes.append("s holds " + parts.channels.map(\.name).joined(separator: ", "))
        }
        let name = parts.notes.joined(separator: "; ").replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let text = "{\"nm\": \"\(name)\", \"a\": 1, \"k\": [\n  " + keyframes.joined(separator: ",\n  ") + "\n]}\n"
        return AnimationCode(text: text, line: forward, maxError: parts.curve.maxError)
    }

    /// `"o": {"x": [x1], "y": [y1]}, "i": {"x": [x2], "y": [y2]}`.
    static func handles(_ bezier: CubicBezier, digits: Digits) -> String {
        let p = DialectExport.points(bezier, digits: digits)
        return "\"o\": {\"x\": [\(p[0])], \"y\": [\(p[1])]}, \"i\": {\"x\": [\(p[2])], \"y\": [\(p[3])]}"
    }

    /// The Bézier played backwards in time, which is the pass back of an autoreversing
    /// animation: (x1, y1, x2, y2) → (1 − x2, 1 − y2, 1 − x1, 1 − y1).
    static func reversed(_ bezier: CubicBezier) -> CubicBezier? {
        let p = bezier.controlPoints
        return try? CubicBezier(x1: 1 - p[2], y1: 1 - p[3], x2: 1 - p[0], y2: 1 - p[1])
    }

    /// A keyframe's value: the channels' numbers, or a colour as Lottie's 0…1 RGBA.
    static func values(_ channels: [AnimationChannel], end: Bool) -> String {
        let numbers = channels.flatMap { channel -> [Double] in
            guard let colours = channel.colours else { return [end ? channel.to : channel.from] }
            let c = (end ? colours.to : colours.from).components
            return [c[0] / 255, c[1] / 255, c[2] / 255, c[3]]
        }
        return "[" + numbers.map(CodeText.number).joined(separator: ", ") + "]"
    }
}
