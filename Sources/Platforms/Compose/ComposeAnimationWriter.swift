import CurveKit

/// Animations as Jetpack Compose (`export ANIM compose`): an `AnimationSpec` — `tween(durationMillis,
/// delayMillis, easing)`, wrapped in `repeatable(iterations, animation, RepeatMode, StartOffset)`
/// when it repeats, or the curve's `spring(dampingRatio, stiffness)` — and, as comments, an
/// `Animatable` per value that runs it. The easing is the Compose curve writer's: exact where
/// Compose has the curve, else its closest approximation with the error.
enum ComposeAnimationWriter: AnimationWriter {
    /// `tween(…, easing = …)` takes any `Easing`: the function form where the timing form is not exact.
    static let takesFunction = true

    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        try export(animation, digits: digits, form: nil, isCancelled: isCancelled)
    }

    static func export(_ animation: Animation, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool) throws(ExportError)
        -> AnimationCode
    {
        var parts = try AnimationParts(
            animation, platform: .compose, digits: digits, form: form, isCancelled: isCancelled)
        let easing = parts.curve.form == .function ? ComposeFunctionForm.reference(animation.curveName) : parts.curve.line
        let name = CodeText.kotlinIdentifier(animation.name, suffix: "Spec")
        let type = parts.channels.contains(where: \.isColour) ? "Color" : "Float"
        var notes: [String] = []
        var specs: [(name: String, spec: String)] = []
        var run: [String]
        if parts.curve.isSpring {
            specs = [(name, parts.curve.line.replacingOccurrences(of: "spring<Float>", with: "spring<\(type)>"))]
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
                        + "it settles"
                        + (animation.autoreverses ? "; a pass back is the spring toward FROM, not the pass forward played backwards" : ""))
            }
        } else {
            let ms = parts.milliseconds(animation.duration, "duration", platform: "Compose", notes: &notes)
            let delayMs = animation.delay > 0 ? parts.milliseconds(animation.delay, "delay", platform: "Compose", notes: &notes) : nil
            // A keyframes curve: Compose's keyframes spec, a value at each key time, each with its segment's easing
            // (`value at ms using easing`: developer.android.com/reference/kotlin/androidx/compose/animation/core/KeyframesSpec.KeyframesSpecConfig).
            let segments = try parts.keyframeSegments(
                platform: .compose, digits: digits, isCancelled: isCancelled, bezier: { ComposeWriter.bezier($0, digits: digits) })
            var keyTimes: [Int] = []
            if let segments {
                keyTimes = ([segments.first?.start ?? 0] + segments.map(\.end)).map { Int(($0 * animation.duration * 1000).rounded()) }
                if zip(keyTimes, [segments.first?.start ?? 0] + segments.map(\.end)).contains(where: {
                    abs(Double($0) - $1 * animation.duration * 1000) > 1e-6
                }) {
                    let error = roundingError(keyTimes, animation, &parts)
                    notes.append("Compose takes key times in whole milliseconds: they are rounded" + error)
                }
            }
            func pass(_ channel: AnimationChannel, delayed: Bool) -> String {
                let delay = delayed ? delayMs.map { "delayMillis = \($0)" } : nil
                guard let segments else {
                    return "tween<\(type)>(durationMillis = \(ms)" + (delay.map { ", " + $0 } ?? "") + ", easing = \(easing))"
                }
                var entries = ["durationMillis = \(ms)"] + (delay.map { [$0] } ?? [])
                let progress = [segments.first?.from ?? 0] + segments.map(\.to)
                for (index, time) in keyTimes.enumerated() {
                    let easing = index < segments.count ? " using \(segments[index].code.line)" : ""
                    entries.append("\(value(channel, progress: progress[index])) at \(time)\(easing)")
                }
                return "keyframes<\(type)> { " + entries.joined(separator: "; ") + " }"
            }
            func spec(_ channel: AnimationChannel) -> String {
                guard parts.passes > 1 else { return pass(channel, delayed: true) }
                var arguments = [
                    "iterations = \(parts.passes)", "animation = \(pass(channel, delayed: false))",
                    "repeatMode = RepeatMode.\(animation.autoreverses ? "Reverse" : "Restart")",
                ]
                if let delayMs { arguments.append("initialStartOffset = StartOffset(\(delayMs))") }
                return "repeatable(" + arguments.joined(separator: ", ") + ")"
            }
            if parts.passes > 1 && animation.autoreverses {
                notes.append(
                    "Compose ends a repeatable on its target: after the last pass back to FROM the value jumps to TO (Core Animation "
                        + "ends on FROM); animate back to FROM afterwards if it should stay there")
            }
            // A keyframes spec holds the values themselves: one spec per value.
            if segments != nil && parts.channels.count > 1 {
                specs = parts.channels.map {
                    (CodeText.kotlinIdentifier(animation.name, suffix: CodeText.capitalised($0.name) + "Spec"), spec($0))
                }
            } else if let first = parts.channels.first {
                specs = [(name, spec(first))]
            }
            run = parts.channels.enumerated().map { index, channel in
                "\(variable(channel)).animateTo(\(value(channel, progress: parts.lastProgress)), \(specs[min(index, specs.count - 1)].name))"
            }
        }
        if parts.channels.contains(where: \.isColour) {
            notes.append("Compose animates a Color in Oklab, the workbench in sRGB: the colours between the ends differ")
        }
        parts.notes += notes
        var lines =
            (parts.functionDeclaration { $0 }.map { $0.lines + [""] } ?? []) + specs.map { "val \($0.name) = \($0.spec)" } + [
                "// Run it on each value (in a composable):"
            ]
        lines += parts.channels.map { "// val \(variable($0)) = remember { Animatable(\(value($0, progress: parts.firstProgress))) }" }
        // animateTo suspends until it ends: values that move together each run in their own launch.
        let delay = run.first?.hasPrefix("delay(") == true ? [run.removeFirst()] : []
        let together = run.count > 1 ? run.map { "launch { \($0) }" } : run
        lines.append("// LaunchedEffect(Unit) { \((delay + together).joined(separator: "; ")) }")
        return parts.code(lines, comment: { "// " + CodeText.commentSafe($0) }, line: specs.first?.spec ?? "")
    }

    /// What rounding the key times to `milliseconds` costs: the keyframes with their keys moved
    /// there against the curve, added to the export's error (", max error … of the move"); empty
    /// when the moved keys make no keyframes (two keys in one millisecond, a duration that is no
    /// whole number of them).
    static func roundingError(_ milliseconds: [Int], _ animation: Animation, _ parts: inout AnimationParts) -> String {
        guard let keyframes = animation.curve.keyframes, let last = milliseconds.last, last > 0,
            let moved = try? Keyframes(
                times: milliseconds.map { Double($0) / Double(last) }, values: keyframes.values, segments: keyframes.segments)
        else { return "" }
        let (error, at) = ExportTiming.maxDeviation(of: { moved.value(at: $0) }, from: animation.curve)
        guard error > 0 else { return "" }
        parts.maxError = max(parts.maxError, error)
        return ", max error \(TextFormat.short(error)) at x = \(TextFormat.short(at)) \(PlatformExport.progressUnit)"
    }

    private static func variable(_ channel: AnimationChannel) -> String { CodeText.kotlinIdentifier(channel.name) }

    /// The channel's end as a Kotlin literal: `300f`, or `Color(0xFF336699)` for a colour.
    static func value(_ channel: AnimationChannel, end: Bool) -> String { value(channel, progress: end ? 1 : 0) }

    /// The channel's value at `progress` of the move as a Kotlin literal.
    static func value(_ channel: AnimationChannel, progress: Double) -> String {
        if let colour = channel.colour(at: progress) { return "Color(\(AnimationChannel.argbHex(colour)))" }
        return Kotlin.float(CodeText.number(channel.number(at: progress)))
    }
}
