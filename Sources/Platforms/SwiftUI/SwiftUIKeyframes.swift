import CurveKit

/// A keyframes animation as SwiftUI's own keyframes (iOS 17, macOS 14): a `KeyframeTimeline` per
/// value with a `LinearKeyframe(to, duration:, timingCurve:)` at each key, its segment's timing
/// curve as `UnitCurve.bezier(startControlPoint:endControlPoint:)` — exact for a Bézier segment,
/// else the least-squares Bézier with its error — and the delay as a first keyframe that holds
/// the start value. Colours are left to the one-curve form (their channels are no `Double`).
/// `LinearKeyframe(_ to:duration:timingCurve:)`, "a unit curve that controls the speed of interpolation"
/// (developer.apple.com/documentation/swiftui/linearkeyframe/init(_:duration:timingcurve:)).
enum SwiftUIKeyframes {
    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode? {
        guard let keyframes = animation.curve.keyframes else { return nil }
        let channels = AnimationChannel.channels(animation)
        guard !channels.isEmpty, !channels.contains(where: \.isColour) else { return nil }
        let (timingCurves, approximations, worst) = try timingCurves(keyframes, digits: digits, isCancelled: isCancelled)
        var lines = [
            "// anim \(animation.name): \(animation.summary)",
            "// keyframes: a LinearKeyframe at each of its \(keyframes.times.count) key times"
                + (approximations.isEmpty
                    ? ", exact" : "; " + approximations.joined(separator: "; ") + " (errors in progress of the segment)"),
        ]
        let hold = animation.delay + (keyframes.times.first ?? 0) * animation.duration
        if hold > 0 { lines.append("// the first keyframe holds the start value for \(TextFormat.shortest(hold)) s (the delay)") }
        let passes = animation.repeatCount * (animation.autoreverses ? 2 : 1)
        if passes > 1 {
            lines.append(
                "// a KeyframeTimeline plays once: run it \(passes) times\(animation.autoreverses ? ", every other one from the end back to the start" : "") "
                    + "(keyframeAnimator(initialValue:repeating:) repeats it without end)")
        }
        var names: [String] = []
        for channel in channels {
            let name = CodeText.swiftIdentifier(animation.name, suffix: channels.count == 1 ? "" : CodeText.capitalised(channel.name))
            names.append(name)
            lines.append(
                "let \(name) = KeyframeTimeline(initialValue: \(CodeText.doubleLiteral(channel.number(at: keyframes.values[0])))) {")
            if hold > 0 {
                lines.append(
                    "    LinearKeyframe(\(CodeText.doubleLiteral(channel.number(at: keyframes.values[0]))), duration: \(TextFormat.shortest(hold)))"
                )
            }
            lines += linearKeyframes(keyframes, timingCurves: timingCurves, duration: animation.duration) {
                channel.number(at: $0)
            }
            lines.append("}")
        }
        lines.append(
            "// \(names.map { "\($0).value(time: t)" }.joined(separator: ", ")) at t seconds, or the same keyframes in .keyframeAnimator")
        return AnimationCode(
            text: lines.joined(separator: "\n") + "\n", line: "KeyframeTimeline: " + timingCurves.joined(separator: " | "), maxError: worst)
    }

    /// A keyframes curve as a `KeyframeTimeline` of its progress over 1 s (values 0…1 to scale to
    /// the property), exact where each segment is a Bézier; ``SwiftUIKeyframeReading`` reads it back.
    static func curveDocument(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> PlatformExport
        .KeyframeDocument?
    {
        guard let keyframes = curve.keyframes else { return nil }
        let (timingCurves, approximations, worst) = try timingCurves(keyframes, digits: digits, isCancelled: isCancelled)
        let identifier = CodeText.swiftIdentifier(name)
        // The key times and values as they were rounded together, within the rounding's bound, and
        // written with the digits it chose: cut to 6 decimals, data's values were 5e-7 off.
        let texts = PasteDecimals.keyframes(keyframes, digits: digits)
        let values = PasteDecimals.doubles(texts.values)
        let keyed = (try? Keyframes(times: PasteDecimals.doubles(texts.times), values: values, segments: keyframes.segments)) ?? keyframes
        var lines = [
            "// \(name): keyframes curve as a KeyframeTimeline over 1 s (values are progress 0…1: scale them to your property); "
                + (approximations.isEmpty ? "exact" : approximations.joined(separator: "; ") + " (errors in progress of the segment)"),
            "let \(identifier) = KeyframeTimeline(initialValue: \(CodeText.swiftDoubleExact(keyed.values[0]))) {",
        ]
        lines += linearKeyframes(keyed, timingCurves: timingCurves, duration: 1, literal: CodeText.swiftDoubleExact) { $0 }
        lines.append("}")
        lines.append("// \(identifier).value(time: x) is the curve at x: the timeline lasts 1 s (its duration)")
        return PlatformExport.KeyframeDocument(
            text: lines.joined(separator: "\n") + "\n", line: "KeyframeTimeline: " + timingCurves.joined(separator: " | "), maxError: worst)
    }

    /// Each segment's `UnitCurve` (exact for a Bézier, else the least-squares one), the notes on
    /// those approximated, and the largest error scaled by its segment's move.
    static func timingCurves(_ keyframes: Keyframes, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> (
        [String], [String], Double
    ) {
        var timingCurves: [String] = []
        var approximations: [String] = []
        var worst = 0.0
        for (index, segment) in keyframes.segments.enumerated() {
            let choice = try ExportTiming.bezier(for: segment.curve, isCancelled: isCancelled)
            timingCurves.append(unitCurve(choice.bezier, digits: digits))
            if let error = choice.maxError {
                worst = max(worst, error * abs(keyframes.values[index + 1] - keyframes.values[index]))
                approximations.append(
                    "segment \(index + 1) (\(segment.name)): the least-squares cubic Bézier, max error \(TextFormat.short(error)) at x = "
                        + TextFormat.short(choice.maxErrorAt ?? 0) + " of the segment's move")
            }
        }
        return (timingCurves, approximations, worst)
    }

    /// A `LinearKeyframe` per segment: its end value (`value` of the key's progress, written by
    /// `literal`), its duration in seconds, its timing curve.
    static func linearKeyframes(
        _ keyframes: Keyframes, timingCurves: [String], duration: Double, literal: (Double) -> String = CodeText.doubleLiteral,
        value: (Double) -> Double
    ) -> [String] {
        timingCurves.enumerated().map { index, curve in
            // To the picosecond: the key times' differences leave noise in the last bits (0.19999999999999996).
            let seconds = ((keyframes.times[index + 1] - keyframes.times[index]) * duration * 1e12).rounded() / 1e12
            return
                "    LinearKeyframe(\(literal(value(keyframes.values[index + 1]))), duration: \(TextFormat.shortest(seconds)), "
                + "timingCurve: \(curve))"
        }
    }

    /// `.linear`, or `.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: …)`.
    static func unitCurve(_ bezier: CubicBezier, digits: Digits) -> String {
        let p = PasteDecimals.bezier(bezier, digits: digits)
        if bezier.controlPoints == [0, 0, 1, 1] { return ".linear" }
        return ".bezier(startControlPoint: UnitPoint(x: \(p[0]), y: \(p[1])), endControlPoint: UnitPoint(x: \(p[2]), y: \(p[3])))"
    }
}
