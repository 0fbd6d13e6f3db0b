import CurveKit

/// Animations as Jetpack Compose (`export ANIM compose`): an `AnimationSpec` — `tween(durationMillis,
/// delayMillis, easing)`, wrapped in `repeatable(iterations, animation, RepeatMode, StartOffset)`
/// when it repeats, or the curve's `spring(dampingRatio, stiffness)` — and, as comments, an
/// `Animatable` per value that runs it. The easing is the Compose curve writer's: exact where
/// Compose has the curve, else its closest approximation with the error.
enum ComposeAnimationWriter: AnimationWriter {
    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        var parts = try AnimationParts(animation, dialect: .compose, digits: digits, isCancelled: isCancelled)
        let name = CodeText.swiftIdentifier(animation.name) + "Spec"
        let type = parts.channels.contains(where: \.isColour) ? "Color" : "Float"
        var notes: [String] = []
        let spec: String
        var run: [String]
        if parts.curve.isSpring {
            spec = parts.curve.line.replacingOccurrences(of: "spring<Float>", with: "spring<\(type)>")
            run = parts.channels.map { channel in
                var steps = ["\(variable(channel)).animateTo(\(value(channel, end: true)), \(name))"]
                if animation.autoreverses { steps.append("\(variable(channel)).animateTo(\(value(channel, end: false)), \(name))") }
                return animation.repeatCount > 1 || animation.autoreverses
                    ? "repeat(\(animation.repeatCount)) { \(steps.joined(separator: "; ")) }" : steps[0]
            }
            if animation.delay > 0 {
                let ms = parts.milliseconds(animation.delay, "delay", platform: "Compose", notes: &notes)
                run.insert("delay(\(ms))", at: 0)
            }
            if parts.passes > 1 {
                notes.append(
                    "Compose repeats only duration-based specs: the spring's \(parts.passes) passes run one after another, each until "
                        + "it settles" + (animation.autoreverses ? "; a pass back is the spring toward FROM, not the pass forward played backwards" : ""))
            }
        } else {
            let ms = parts.milliseconds(animation.duration, "duration", platform: "Compose", notes: &notes)
            let tween = "tween<\(type)>(durationMillis = \(ms)"
            if parts.passes == 1 {
                let delay = animation.delay > 0 ? ", delayMillis = \(parts.milliseconds(animation.delay, "delay", platform: "Compose", notes: &notes))" : ""
                spec = tween + delay + ", easing = \(parts.curve.line))"
            } else {
                var arguments = [
                    "iterations = \(parts.passes)", "animation = \(tween), easing = \(parts.curve.line))",
                    "repeatMode = RepeatMode.\(animation.autoreverses ? "Reverse" : "Restart")",
                ]
                if animation.delay > 0 {
                    arguments.append("initialStartOffset = StartOffset(\(parts.milliseconds(animation.delay, "delay", platform: "Compose", notes: &notes)))")
                }
                spec = "repeatable(" + arguments.joined(separator: ", ") + ")"
                if animation.autoreverses {
                    notes.append(
                        "Compose ends a repeatable on its target: after the last pass back to FROM the value jumps to TO (Core Animation "
                            + "ends on FROM); animate back to FROM afterwards if it should stay there")
                }
            }
            run = parts.channels.map { "\(variable($0)).animateTo(\(value($0, end: true)), \(name))" }
        }
        if parts.channels.contains(where: \.isColour) {
            notes.append("Compose animates a Color in Oklab, the workbench in sRGB: the colours between the ends differ")
        }
        parts.notes += notes
        var lines = ["val \(name) = \(spec)", "// Run it on each value (in a composable):"]
        lines += parts.channels.map { "// val \(variable($0)) = remember { Animatable(\(value($0, end: false))) }" }
        // animateTo suspends until it ends: values that move together each run in their own launch.
        let delay = run.first?.hasPrefix("delay(") == true ? [run.removeFirst()] : []
        let together = run.count > 1 ? run.map { "launch { \($0) }" } : run
        lines.append("// LaunchedEffect(Unit) { \((delay + together).joined(separator: "; ")) }")
        return parts.code(lines, comment: { "// " + CodeText.commentSafe($0) }, line: spec)
    }

    private static func variable(_ channel: AnimationChannel) -> String { CodeText.swiftIdentifier(channel.name) }

    /// The channel's end as a Kotlin literal: `300f`, or `Color(0xFF336699)` for a colour.
    static func value(_ channel: AnimationChannel, end: Bool) -> String {
        if let colours = channel.colours { return "Color(\(AnimationChannel.argbHex(end ? colours.to : colours.from)))" }
        return Kotlin.float(CodeText.number(end ? channel.to : channel.from))
    }
}
