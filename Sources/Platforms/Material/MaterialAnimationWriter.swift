import CurveKit

/// Animations as Material 3 motion tokens (`export ANIM material`): the easing or spring token
/// (the Material curve writer's: the token exactly when the curve is one, else the nearest
/// with its error), the duration as its `md.sys.motion.duration.*` token when it is one, the
/// delay, and the passes; a keyframes curve as its keys, each with its segment's token.
enum MaterialAnimationWriter: AnimationWriter {
    /// Material 3's duration tokens in milliseconds (m3.material.io, Easing and duration tokens).
    static let durations: [(token: String, milliseconds: Int)] = [
        ("short1", 50), ("short2", 100), ("short3", 150), ("short4", 200), ("medium1", 250), ("medium2", 300), ("medium3", 350),
        ("medium4", 400), ("long1", 450), ("long2", 500), ("long3", 550), ("long4", 600), ("extra-long1", 700), ("extra-long2", 800),
        ("extra-long3", 900), ("extra-long4", 1000),
    ]

    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        var parts = try AnimationParts(animation, platform: .material, digits: digits, isCancelled: isCancelled)
        // A keyframes curve: a key at each key time, each with the token of the segment that ends there.
        let segments = try parts.keyframeSegments(
            platform: .material, digits: digits, isCancelled: isCancelled,
            bezier: { MaterialTokens.webValue(PlatformExport.points($0, digits: digits)) })
        var lines: [String] = []
        if let segments {
            lines.append("duration: \(duration(animation.duration))")
            lines.append("keyframes: \(segments.count + 1) keys, each easing the segment that ends at it")
            let starts = [segments.first?.start ?? 0] + segments.map(\.end)
            let progress = [segments.first?.from ?? 0] + segments.map(\.to)
            for (index, time) in starts.enumerated() {
                let easing = index > 0 ? ", easing \(segments[index - 1].code.line)" : ""
                lines.append(
                    "  at \(CodeText.number(time * animation.duration * 1000)) ms: \(values(parts.channels, progress[index]))\(easing)")
            }
        } else {
            lines.append("\(parts.curve.isSpring ? "spring" : "easing"): \(parts.curve.line)")
            if !parts.curve.isSpring { lines.append("duration: \(duration(animation.duration))") }
        }
        if animation.delay > 0 { lines.append("delay: \(duration(animation.delay))") }
        if parts.passes > 1 {
            lines.append("repeat: \(parts.passes) passes\(animation.autoreverses ? ", every other one back (alternate)" : "")")
        }
        if segments == nil {
            lines.append(
                "values: "
                    + parts.channels.map { channel in
                        let ends =
                            channel.colours.map { ($0.from.description, $0.to.description) } ?? (
                                CodeText.number(channel.from), CodeText.number(channel.to)
                            )
                        return "\(channel.name) \(ends.0) → \(ends.1)"
                    }.joined(separator: ", "))
        }
        let line = segments.map { "keyframes: " + $0.map(\.code.line).joined(separator: " | ") } ?? parts.curve.line
        return parts.code(lines, comment: { "// " + CodeText.commentSafe($0) }, line: line)
    }

    /// Each channel's value at `progress` of the move: `x 150, y 32`.
    static func values(_ channels: [AnimationChannel], _ progress: Double) -> String {
        channels.map { channel in
            "\(channel.name) \(channel.colour(at: progress).map(\.description) ?? CodeText.number(channel.number(at: progress)))"
        }.joined(separator: ", ")
    }

    /// `md.sys.motion.duration.medium2 (300 ms)`, or the milliseconds alone when no token is that long.
    static func duration(_ seconds: Double) -> String {
        let ms = seconds * 1000
        if let token = durations.first(where: { Double($0.milliseconds) == ms }) {
            return "md.sys.motion.duration.\(token.token) (\(token.milliseconds) ms)"
        }
        return "\(CodeText.number(ms)) ms"
    }
}
