import CurveKit

/// Curves Core Animation has no timing function for, written exactly as a
/// `CAKeyframeAnimation`'s arrays: a keyframes curve (key times, values in progress 0…1 and a
/// timing function per segment), `linear()` stops (straight segments) and steps (the discrete
/// calculation mode). The values are progress: scale them to the animated property.
enum UIKitKeyframes {
    /// Steps with more levels than this are not written key by key.
    static let maximumDiscreteSteps = 1000

    /// The key times, values (in progress) and a timing function per segment of a keyframes
    /// curve, or of steps played with the discrete calculation mode.
    struct KeyframeParts {
        var keyTimes: [Double]
        var values: [Double]
        /// One per segment; empty for discrete steps.
        var timingFunctions: [ExportTiming.BezierChoice]
        var segmentNames: [String]
        var discrete: Bool
        /// `linear()` stops: straight between the keys.
        var straight = false
    }

    static func keyframeParts(_ curve: Curve, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> KeyframeParts? {
        guard let keys = curve.keys(maximumHeldValues: maximumDiscreteSteps) else { return nil }
        switch keys.between {
        case .segments(let segments):
            var functions: [ExportTiming.BezierChoice] = []
            for segment in segments {
                functions.append(try ExportTiming.bezier(for: segment.curve, isCancelled: isCancelled))
            }
            // The rounded texts, as the doubles they denote: printed exactly, they read the same.
            let rounded = keys.keyframes.map { PasteDecimals.keyframes($0, digits: digits) }
            return KeyframeParts(
                keyTimes: rounded.map { PasteDecimals.doubles($0.times) } ?? keys.times,
                values: rounded.map { PasteDecimals.doubles($0.values) } ?? keys.values, timingFunctions: functions,
                segmentNames: segments.map(\.name), discrete: false)
        case .straight:
            // Straight segments between the stops: exact with linear timing functions.
            return KeyframeParts(
                keyTimes: keys.times, values: keys.values,
                timingFunctions: Array(
                    repeating: ExportTiming.BezierChoice(bezier: .linear, maxError: nil, maxErrorAt: nil),
                    count: keys.times.count - 1),
                segmentNames: Array(repeating: "linear", count: keys.times.count - 1), discrete: false, straight: true)
        case .held:
            return KeyframeParts(keyTimes: keys.times, values: keys.values, timingFunctions: [], segmentNames: [], discrete: true)
        }
    }

    static func keyframeNote(_ parts: KeyframeParts, index: Int) -> String? {
        guard index < parts.timingFunctions.count, let error = parts.timingFunctions[index].maxError else { return nil }
        return
            "approximation of \(parts.segmentNames[index]): best cubic Bézier, max error \(TextFormat.short(error)) of the segment's move"
    }

    static func keyframesHeader(_ curve: Curve, name: String, parts: KeyframeParts, comment: String) -> String {
        if parts.straight {
            return
                "\(comment) \(name): linear() stops for a CAKeyframeAnimation (values are progress 0…1: scale them to your property); exact"
        }
        if parts.discrete {
            // Held keys are steps, which are exactly CSS `steps()`.
            return
                "\(comment) \(name): \(curve.noun) is not a timing function in Core Animation; exact as a CAKeyframeAnimation "
                + "with the discrete calculation mode (values are progress 0…1: scale them to your property)"
        }
        let approximated = parts.timingFunctions.filter { !$0.isExact }.count
        return "\(comment) \(name): keyframes curve for a CAKeyframeAnimation (values are progress 0…1: scale them to your property); "
            + (approximated == 0
                ? "exact" : "\(approximated) segment timing function\(approximated == 1 ? " is an approximation" : "s are approximations")")
    }

    /// The arrays as code, in Swift or Objective-C, with what they are and how exact; nil for a
    /// curve that is not keyframes, `linear()` or steps.
    static func document(
        _ curve: Curve, name: String, objectiveC: Bool, digits: Digits, isCancelled: () -> Bool
    ) throws(ExportError) -> PlatformExport.KeyframeDocument? {
        guard let parts = try keyframeParts(curve, digits: digits, isCancelled: isCancelled) else { return nil }
        let text =
            objectiveC ? objc(curve, name: name, parts: parts, digits: digits) : swift(curve, name: name, parts: parts, digits: digits)
        let errors = parts.timingFunctions.enumerated().map { index, choice in
            (choice.maxError ?? 0) * abs(parts.values[min(index + 1, parts.values.count - 1)] - parts.values[index])
        }
        let line = text.split(separator: "\n").first { !$0.hasPrefix("//") }.map(String.init) ?? ""
        return PlatformExport.KeyframeDocument(text: text, line: line, maxError: errors.max() ?? 0)
    }

    /// A `CAKeyframeAnimation` with its `keyTimes`, `values` and `timingFunctions` (or its
    /// discrete `calculationMode`) set on the lines after it, as real code sets them and as
    /// ``UIKitKeyframeReading`` reads them back.
    static func swift(_ curve: Curve, name: String, parts: KeyframeParts, digits: Digits) -> String {
        let base = CodeText.camelCase(name)
        var lines = [keyframesHeader(curve, name: name, parts: parts, comment: "//")]
        lines.append("let \(base) = CAKeyframeAnimation()")
        lines.append("\(base).keyTimes = [" + parts.keyTimes.map(TextFormat.shortest).joined(separator: ", ") + "]")
        lines.append("\(base).values = [" + parts.values.map(CodeText.swiftDoubleExact).joined(separator: ", ") + "]")
        if parts.discrete {
            lines.append("\(base).calculationMode = .discrete  // one more key time than values")
        } else if parts.timingFunctions.allSatisfy({ $0.bezier.controlPoints == [0, 0, 1, 1] }) {
            lines.append("// linear between the keys: Core Animation's default, no timing functions needed")
        } else {
            lines.append("\(base).timingFunctions = [")
            for (index, choice) in parts.timingFunctions.enumerated() {
                let note = keyframeNote(parts, index: index).map { "  // " + $0 } ?? ""
                lines.append(
                    "    CAMediaTimingFunction(controlPoints: \(ExportTiming.controlPoints(choice.bezier, digits: digits))),\(note)")
            }
            lines.append("]")
        }
        lines.append(usage(base))
        return lines.joined(separator: "\n") + "\n"
    }

    static func objc(_ curve: Curve, name: String, parts: KeyframeParts, digits: Digits) -> String {
        let base = CodeText.camelCase(name)
        var lines = [keyframesHeader(curve, name: name, parts: parts, comment: "//")]
        lines.append("CAKeyframeAnimation *\(base) = [CAKeyframeAnimation animation];")
        lines.append("\(base).keyTimes = @[" + parts.keyTimes.map { "@(\(TextFormat.shortest($0)))" }.joined(separator: ", ") + "];")
        lines.append("\(base).values = @[" + parts.values.map { "@(\(TextFormat.shortest($0)))" }.joined(separator: ", ") + "];")
        if parts.discrete {
            lines.append("\(base).calculationMode = kCAAnimationDiscrete;  // one more key time than values")
        } else if parts.timingFunctions.allSatisfy({ $0.bezier.controlPoints == [0, 0, 1, 1] }) {
            lines.append("// linear between the keys: Core Animation's default, no timing functions needed")
        } else {
            lines.append("\(base).timingFunctions = @[")
            for (index, choice) in parts.timingFunctions.enumerated() {
                let note = keyframeNote(parts, index: index).map { "  // " + $0 } ?? ""
                let comma = index < parts.timingFunctions.count - 1 ? "," : ""
                lines.append(
                    "    [CAMediaTimingFunction functionWithControlPoints:\(ExportTiming.controlPoints(choice.bezier, separator: " :", digits: digits))]\(comma)\(note)"
                )
            }
            lines.append("];")
        }
        lines.append(usage(base))
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the animation still needs: a key path, values scaled to the property, a duration.
    static func usage(_ base: String) -> String {
        "// Then set \(base).keyPath and \(base).duration, scale \(base).values to your property (from + (to - from) * value), "
            + "and add it to a layer"
    }
}
