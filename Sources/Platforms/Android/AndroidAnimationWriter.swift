import CurveKit

/// Animations as Android views (`export ANIM android`): an `ObjectAnimator` (`ofFloat`, or
/// `ofPropertyValuesHolder` for several values, `ofArgb` for a colour) with its duration, start
/// delay, repeat count and mode and the curve's interpolator; or, when the curve is a spring,
/// a dynamicanimation `SpringAnimation` per value with its `SpringForce`. The interpolator is
/// the Android curve writer's: exact where Android has the curve, else its closest
/// approximation with the error.
enum AndroidAnimationWriter: AnimationWriter {
    /// An animator takes any `TimeInterpolator`: the function form where the timing form is not exact.
    static let takesFunction = true

    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        try export(animation, digits: digits, form: nil, isCancelled: isCancelled)
    }

    static func export(_ animation: Animation, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool) throws(ExportError)
        -> AnimationCode
    {
        var parts = try AnimationParts(
            animation, platform: .android, digits: digits, form: form, isCancelled: isCancelled)
        let interpolator = parts.curve.form == .function ? AndroidFunctionForm.reference(animation.curveName) : parts.curve.line
        let name = CodeText.kotlinIdentifier(animation.name)
        var notes: [String] = []
        var lines = (parts.functionDeclaration { $0 }.map { $0.lines + [""] } ?? [])
        var keyframeLine: String?
        if parts.curve.isSpring {
            for channel in parts.channels where !channel.isColour {
                let force = parts.curve.line.replacingOccurrences(of: "SpringForce()", with: "SpringForce(\(float(channel.to)))")
                let variable = CodeText.kotlinIdentifier(animation.name, suffix: CodeText.capitalised(channel.name))
                lines += [
                    "val \(variable) = SpringAnimation(FloatValueHolder(\(float(channel.from))))",
                    "    .setSpring(\(force))",
                    "    .setMinimumVisibleChange(\(float(max(abs(channel.to - channel.from), 1e-6) * Spring.settlingTolerance)))",
                    "// \(variable).addUpdateListener { _, value, _ -> /* set \(channel.name) to value */ }",
                ]
            }
            if let colour = parts.channels.first(where: \.isColour), let colours = colour.colours {
                lines += [
                    "val \(name) = SpringAnimation(FloatValueHolder(0f)).setSpring(\(parts.curve.line.replacingOccurrences(of: "SpringForce()", with: "SpringForce(1f)")))",
                    "    .setMinimumVisibleChange(\(float(Spring.settlingTolerance)))",
                    "// \(name).addUpdateListener { _, f, _ -> /* set \(colour.name) to ArgbEvaluator().evaluate(f, "
                        + "\(AnimationChannel.argbHex(colours.from)).toInt(), \(AnimationChannel.argbHex(colours.to)).toInt()) */ }",
                ]
            }
            let starts = parts.channels.map {
                $0.isColour ? name : CodeText.kotlinIdentifier(animation.name, suffix: CodeText.capitalised($0.name))
            }
            .map { "\($0).start()" }.joined(separator: "; ")
            if animation.delay > 0 {
                let ms = parts.milliseconds(animation.delay, "delay", platform: "Android", notes: &notes)
                lines.append("// view.postDelayed({ \(starts) }, \(ms)L)")
            } else {
                lines.append("// \(starts)")
            }
            if parts.passes > 1 {
                notes.append(
                    "SpringAnimation does not repeat: start the next of the \(parts.passes) passes from an end listener (addEndListener); "
                        + "each runs until it settles" + (animation.autoreverses ? ", and a pass back is the spring toward FROM" : ""))
            }
        } else {
            // A keyframes curve: a Keyframe per key time, each with the interpolator of the segment
            // that ends there (Keyframe.setInterpolator), and the animator itself linear.
            let segments = try parts.keyframeSegments(
                platform: .android, digits: digits, isCancelled: isCancelled,
                bezier: { AndroidWriter.exact(.bezier($0), digits: digits) ?? "" })
            // Key times as every keyframe writer prints them: the fewest digits that keep the curve within 1e-7.
            var times: [String]?
            if let segments, let keyframes = animation.curve.keyframes, keyframes.times.count == segments.count + 1 {
                times = PasteDecimals.keyframes(keyframes, digits: digits).times.map(Kotlin.float)
                let flattens = segments.contains { $0.code.line.contains("PathInterpolator") }
                notes.append(
                    "Android holds a Keyframe's fraction and value as Floats (24 bits): it plays the key times within 3e-8 of these, "
                        + "and each value is written as the Float nearest it, within 6e-8 of it relative"
                        + (flattens ? "; " + AndroidReader.flatteningNote : ""))
            }
            lines.append(
                "val \(name) = \(segments.map { keyframeAnimator(parts.channels, $0, times: times) } ?? animator(parts.channels))")
            keyframeLine = segments.map { "Keyframes: " + $0.map(\.code.line).joined(separator: " | ") }
            lines.append("\(name).setDuration(\(parts.milliseconds(animation.duration, "duration", platform: "Android", notes: &notes))L)")
            if animation.delay > 0 {
                lines.append("\(name).setStartDelay(\(parts.milliseconds(animation.delay, "delay", platform: "Android", notes: &notes))L)")
            }
            if parts.passes > 1 {
                lines.append("\(name).setRepeatCount(\(parts.passes - 1))")
                lines.append("\(name).setRepeatMode(ValueAnimator.\(animation.autoreverses ? "REVERSE" : "RESTART"))")
            }
            lines.append("\(name).setInterpolator(\(segments == nil ? interpolator : "LinearInterpolator()"))")
            lines.append("\(name).start()")
        }
        if parts.channels.contains(where: \.isColour) {
            notes.append(
                "ArgbEvaluator mixes colours in linear light (Android 8 and later), the workbench in sRGB: the colours between the ends differ"
            )
        }
        parts.notes += notes
        let line = parts.curve.isSpring ? "SpringAnimation: \(parts.curve.line)" : "ObjectAnimator, \(keyframeLine ?? parts.curve.line)"
        return parts.code(lines, comment: { "// " + CodeText.commentSafe($0) }, line: line)
    }

    static func float(_ value: Double) -> String { Kotlin.float(CodeText.number(value)) }

    /// `ObjectAnimator.ofPropertyValuesHolder(target, PropertyValuesHolder.ofKeyframe("y",
    /// Keyframe.ofFloat(0f, 0f), Keyframe.ofFloat(0.5f, 100f).apply { interpolator = … }, …))`.
    /// `times`: the key times as written (else each key's time as a Float); each value the Float
    /// nearest it, in the fewest digits that read back as that Float.
    static func keyframeAnimator(_ channels: [AnimationChannel], _ segments: [AnimationParts.KeyframeSegment], times: [String]? = nil)
        -> String
    {
        let keys = [(segments.first?.start ?? 0, segments.first?.from ?? 0, nil)] + segments.map { ($0.end, $0.to, Optional($0.code.line)) }
        let holders = channels.map { channel in
            let frames = keys.enumerated().map { index, key -> String in
                let (time, progress, interpolator) = key
                let fraction = times.map { $0[index] } ?? float(time)
                let value =
                    channel.colour(at: progress).map { AnimationChannel.argbHex($0) + ".toInt()" }
                    ?? Kotlin.nearestFloat(channel.number(at: progress))
                let frame = "Keyframe.of\(channel.isColour ? "Int" : "Float")(\(fraction), \(value))"
                return interpolator.map { frame + ".apply { interpolator = \($0) }" } ?? frame
            }
            let holder = "PropertyValuesHolder.ofKeyframe(\"\(channel.name)\", \(frames.joined(separator: ", ")))"
            return channel.isColour ? holder + ".apply { setEvaluator(ArgbEvaluator()) }" : holder
        }
        return "ObjectAnimator.ofPropertyValuesHolder(target, " + holders.joined(separator: ", ") + ")"
    }

    /// `ObjectAnimator.ofFloat(target, "alpha", 0f, 1f)`, `ofArgb` for a colour, or
    /// `ofPropertyValuesHolder` with one holder per value.
    static func animator(_ channels: [AnimationChannel]) -> String {
        if let colour = channels.first, let colours = colour.colours {
            return "ObjectAnimator.ofArgb(target, \"\(colour.name)\", \(AnimationChannel.argbHex(colours.from)).toInt(), "
                + "\(AnimationChannel.argbHex(colours.to)).toInt())"
        }
        if channels.count == 1, let channel = channels.first {
            return "ObjectAnimator.ofFloat(target, \"\(channel.name)\", \(float(channel.from)), \(float(channel.to)))"
        }
        let holders = channels.map { "PropertyValuesHolder.ofFloat(\"\($0.name)\", \(float($0.from)), \(float($0.to)))" }
        return "ObjectAnimator.ofPropertyValuesHolder(target, " + holders.joined(separator: ", ") + ")"
    }
}
