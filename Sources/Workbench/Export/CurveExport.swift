import CurveKit

/// Timing curves on their own (no property, no duration) in each format.
enum CurveExport {
    /// Steps with more levels than this export as a fitted Bézier rather than key by key.
    static let maximumDiscreteSteps = 1000
    /// The duration SwiftUI's `timingCurve` needs, when the curve has none: SwiftUI's default.
    static let swiftUIDefaultDuration = 0.35
    /// linear() tolerance for curve exports, in progress.
    static let linearTolerance = 0.001

    // MARK: - CSS

    static func css(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> String {
        let identifier = CodeText.cssIdentifier(name)
        if case .keyframes(let keyframes) = curve {
            return try keyframesCSS(keyframes, name: name, identifier: identifier, digits: digits, isCancelled: isCancelled)
        }
        let choice = try ExportTiming.css(for: curve, tolerance: linearTolerance, digits: digits, isCancelled: isCancelled)
        var lines: [String] = []
        if let error = choice.maxError {
            lines.append(
                "/* \(name): \(ExportTiming.describe(curve)) is not a cubic-bezier() or steps(); approximation: "
                    + "linear() with \(choice.stops ?? 0) stops, max error \(TextFormat.short(error)) (in progress 0…1) */")
        } else {
            lines.append("/* \(name): exact */")
        }
        lines += [":root {", "  --\(identifier): \(choice.text);", "}"]
        lines.append("/* use it as: transition-timing-function: var(--\(identifier)); or animation-timing-function */")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `@property --NAME` (a number) and `@keyframes NAME` that moves it through the key values
    /// with each segment's timing function.
    static func keyframesCSS(_ keyframes: Keyframes, name: String, identifier: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> String {
        let segments = try cssSegments(keyframes, digits: digits, isCancelled: isCancelled)
        let keys = PasteDecimals.keyframes(keyframes, digits: digits)
        let percents = AnimationCSS.percents(keys.times)
        var lines = ["/* \(name): keyframes curve; animate --\(identifier) with animation: \(identifier) DURATION linear, "
            + "and use it in calc(), e.g. translate: calc(var(--\(identifier)) * 100px) */"]
        lines += approximationNotes(segments, keyframes: keyframes).map { "/* " + $0 + " */" }
        lines += [
            "@property --\(identifier) {", "  syntax: \"<number>\";", "  inherits: false;",
            "  initial-value: \(keys.values[0]);", "}",
            "@keyframes \(identifier) {",
        ]
        for index in keyframes.times.indices {
            var declarations = "--\(identifier): \(keys.values[index]);"
            if index < segments.count { declarations += " animation-timing-function: \(segments[index].text);" }
            lines.append("  \(percents[index]) { \(declarations) }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func cssSegments(_ keyframes: Keyframes, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> [ExportTiming.CSSChoice] {
        var result: [ExportTiming.CSSChoice] = []
        for segment in keyframes.segments {
            result.append(try ExportTiming.css(for: segment.curve, tolerance: linearTolerance, digits: digits, isCancelled: isCancelled))
        }
        return result
    }

    /// One note per approximated segment: `segment 2 (bounce-out, 0.5 → 1): linear() with …`.
    static func approximationNotes(_ segments: [ExportTiming.CSSChoice], keyframes: Keyframes) -> [String] {
        segments.enumerated().compactMap { index, choice in
            guard let error = choice.maxError else { return nil }
            return "segment \(index + 1) (\(keyframes.segments[index].name), "
                + "\(TextFormat.shortest(keyframes.times[index])) → \(TextFormat.shortest(keyframes.times[index + 1]))) "
                + "is not a cubic-bezier() or steps(); approximation: linear() with \(choice.stops ?? 0) stops, "
                + "max error \(TextFormat.short(error)) of the segment's move"
        }
    }

    // MARK: - Accuracy

    /// Whether `format`'s export of `curve` is exact, and its max error in progress 0…1 (a
    /// keyframes segment's error scaled by the segment's move), as the comment of that export says.
    static func accuracy(_ curve: Curve, format: Exporter.Format, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> (exact: Bool, maxError: Double) {
        switch format {
        case .json:
            return (true, 0)
        case .css, .swiftui:
            if case .keyframes(let keyframes) = curve {
                let errors = try cssSegments(keyframes, digits: digits, isCancelled: isCancelled).enumerated().map { index, choice in
                    (choice.maxError ?? 0) * abs(keyframes.values[index + 1] - keyframes.values[index])
                }
                return (errors.allSatisfy { $0 == 0 }, errors.max() ?? 0)
            }
            let choice = try ExportTiming.css(for: curve, tolerance: linearTolerance, digits: digits, isCancelled: isCancelled)
            return (choice.isExact, choice.maxError ?? 0)
        case .swift, .objc:
            if let parts = try keyframeParts(curve, digits: digits, isCancelled: isCancelled) {
                let errors = parts.timingFunctions.enumerated().map { index, choice in
                    (choice.maxError ?? 0) * abs(parts.values[min(index + 1, parts.values.count - 1)] - parts.values[index])
                }
                return (errors.allSatisfy { $0 == 0 }, errors.max() ?? 0)
            }
            let choice = try ExportTiming.bezier(for: curve, isCancelled: isCancelled)
            return (choice.isExact, choice.maxError ?? 0)
        }
    }

    // MARK: - Core Animation (Swift and Objective-C)

    /// The key times, values (in progress) and a timing function per segment of a keyframes
    /// curve, or of steps played with the discrete calculation mode.
    struct KeyframeParts {
        var keyTimes: [Double]
        var values: [Double]
        /// One per segment; empty for discrete steps.
        var timingFunctions: [ExportTiming.BezierChoice]
        var segmentNames: [String]
        var discrete: Bool
    }

    static func keyframeParts(_ curve: Curve, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> KeyframeParts? {
        switch curve {
        case .keyframes(let keyframes):
            var functions: [ExportTiming.BezierChoice] = []
            for segment in keyframes.segments {
                functions.append(try ExportTiming.bezier(for: segment.curve, isCancelled: isCancelled))
            }
            // The rounded texts, as the doubles they denote: printed exactly, they read the same.
            let keys = PasteDecimals.keyframes(keyframes, digits: digits)
            return KeyframeParts(
                keyTimes: keys.times.map { Double($0)! }, values: keys.values.map { Double($0)! }, timingFunctions: functions,
                segmentNames: keyframes.segments.map(\.name), discrete: false)
        case .linear(let linear):
            // Straight segments between the stops: exact with linear timing functions.
            return KeyframeParts(
                keyTimes: linear.stops.map(\.x), values: linear.stops.map(\.y),
                timingFunctions: Array(
                    repeating: ExportTiming.BezierChoice(bezier: .linear, maxError: nil, maxErrorAt: nil),
                    count: linear.stops.count - 1),
                segmentNames: Array(repeating: "linear", count: linear.stops.count - 1), discrete: false)
        case .steps(let steps) where steps.count <= maximumDiscreteSteps:
            let times = (0...steps.count).map { Double($0) / Double(steps.count) }
            let values = times.dropLast().map { steps.value(at: $0) }
            return KeyframeParts(keyTimes: times, values: Array(values), timingFunctions: [], segmentNames: [], discrete: true)
        default:
            return nil
        }
    }

    static func keyframeNote(_ parts: KeyframeParts, index: Int) -> String? {
        guard index < parts.timingFunctions.count, let error = parts.timingFunctions[index].maxError else { return nil }
        return "approximation of \(parts.segmentNames[index]): best cubic Bézier, max error \(TextFormat.short(error)) of the segment's move"
    }

    static func bezierHeader(_ curve: Curve, name: String, choice: ExportTiming.BezierChoice, comment: String) -> String {
        guard let error = choice.maxError else { return "\(comment) \(name): exact" }
        return "\(comment) \(name): \(ExportTiming.describe(curve)) is not one cubic Bézier; approximation: best cubic Bézier, "
            + "max error \(TextFormat.short(error)) (in progress 0…1, at x = \(TextFormat.trimmed(choice.maxErrorAt ?? 0, decimals: 4)))"
    }

    static func swift(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> String {
        let identifier = CodeText.swiftIdentifier(name)
        let base = CodeText.camelCase(name)
        if let parts = try keyframeParts(curve, digits: digits, isCancelled: isCancelled) {
            var lines = [keyframesHeader(curve, name: name, parts: parts, comment: "//")]
            lines.append("let \(base)KeyTimes: [NSNumber] = [" + parts.keyTimes.map(TextFormat.shortest).joined(separator: ", ") + "]")
            lines.append("let \(base)Values: [Double] = [" + parts.values.map(CodeText.swiftDoubleExact).joined(separator: ", ") + "]")
            if parts.discrete {
                lines.append("// with animation.calculationMode = .discrete (one more key time than values)")
            } else if parts.timingFunctions.allSatisfy({ $0.bezier.controlPoints == [0, 0, 1, 1] }) {
                lines.append("// linear between the keys: Core Animation's default, no timing functions needed")
            } else {
                lines.append("let \(base)TimingFunctions: [CAMediaTimingFunction] = [")
                for (index, choice) in parts.timingFunctions.enumerated() {
                    let note = keyframeNote(parts, index: index).map { "  // " + $0 } ?? ""
                    lines.append("    CAMediaTimingFunction(controlPoints: \(ExportTiming.controlPoints(choice.bezier, digits: digits))),\(note)")
                }
                lines.append("]")
            }
            return lines.joined(separator: "\n") + "\n"
        }
        let choice = try ExportTiming.bezier(for: curve, isCancelled: isCancelled)
        return bezierHeader(curve, name: name, choice: choice, comment: "//") + "\n" + springNote(curve, digits: digits)
            + "let \(identifier) = CAMediaTimingFunction(controlPoints: \(ExportTiming.controlPoints(choice.bezier, digits: digits)))\n"
    }

    static func objc(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> String {
        let identifier = CodeText.objcIdentifier(name)
        let base = CodeText.camelCase(name)
        if let parts = try keyframeParts(curve, digits: digits, isCancelled: isCancelled) {
            var lines = [keyframesHeader(curve, name: name, parts: parts, comment: "//")]
            lines.append("NSArray<NSNumber *> *\(base)KeyTimes = @[" + parts.keyTimes.map { "@(\(TextFormat.shortest($0)))" }.joined(separator: ", ") + "];")
            lines.append("NSArray<NSNumber *> *\(base)Values = @[" + parts.values.map { "@(\(TextFormat.shortest($0)))" }.joined(separator: ", ") + "];")
            if parts.discrete {
                lines.append("// with animation.calculationMode = kCAAnimationDiscrete (one more key time than values)")
            } else if parts.timingFunctions.allSatisfy({ $0.bezier.controlPoints == [0, 0, 1, 1] }) {
                lines.append("// linear between the keys: Core Animation's default, no timing functions needed")
            } else {
                lines.append("NSArray<CAMediaTimingFunction *> *\(base)TimingFunctions = @[")
                for (index, choice) in parts.timingFunctions.enumerated() {
                    let note = keyframeNote(parts, index: index).map { "  // " + $0 } ?? ""
                    let comma = index < parts.timingFunctions.count - 1 ? "," : ""
                    lines.append("    [CAMediaTimingFunction functionWithControlPoints:\(ExportTiming.controlPoints(choice.bezier, separator: " :", digits: digits))]\(comma)\(note)")
                }
                lines.append("];")
            }
            return lines.joined(separator: "\n") + "\n"
        }
        let choice = try ExportTiming.bezier(for: curve, isCancelled: isCancelled)
        return bezierHeader(curve, name: name, choice: choice, comment: "//") + "\n" + springNote(curve, digits: digits)
            + "CAMediaTimingFunction *\(identifier) = [CAMediaTimingFunction functionWithControlPoints:\(ExportTiming.controlPoints(choice.bezier, separator: " :", digits: digits))];\n"
    }

    /// For a spring: a comment line with the exact CASpringAnimation parameters (the curve
    /// they make, x → p(x·duration), within ``PasteDecimals/bound`` of this one).
    static func springNote(_ curve: Curve, digits: Digits) -> String {
        guard let spring = ExportTiming.spring(in: curve) else { return "" }
        let span = spring.timeSpan
        let texts = PasteDecimals.spring(
            [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity, span], digits: digits,
            exact: spring, span: span
        ) { p in
            // Over its own duration D′ the rounded spring's curve at x is p′(x·D′): the same
            // spring sped up by D′ / span, read at x·span.
            let scale = p[4] / span
            return try Spring(
                mass: p[0], stiffness: p[1] * scale * scale, damping: p[2] * scale, initialVelocity: p[3] * scale,
                duration: span)
        }
        return "// exact instead: a CASpringAnimation with mass = \(texts[0]), stiffness = "
            + "\(texts[1]), damping = \(texts[2]), initialVelocity = \(texts[3]) and duration = \(texts[4])\n"
    }

    static func keyframesHeader(_ curve: Curve, name: String, parts: KeyframeParts, comment: String) -> String {
        if case .linear = curve {
            return "\(comment) \(name): linear() stops for a CAKeyframeAnimation (values are progress 0…1: scale them to your property); exact"
        }
        if parts.discrete, case .steps(let steps) = curve {
            return "\(comment) \(name): \(steps.css) is not a timing function in Core Animation; exact as a CAKeyframeAnimation "
                + "with the discrete calculation mode (values are progress 0…1: scale them to your property)"
        }
        let approximated = parts.timingFunctions.filter { !$0.isExact }.count
        return "\(comment) \(name): keyframes curve for a CAKeyframeAnimation (values are progress 0…1: scale them to your property); "
            + (approximated == 0 ? "exact" : "\(approximated) segment timing function\(approximated == 1 ? " is an approximation" : "s are approximations")")
    }

    // MARK: - SwiftUI

    static func swiftUI(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> String {
        let identifier = CodeText.swiftIdentifier(name)
        if let spring = ExportTiming.spring(in: curve) {
            return "// \(name): exact (the spring's own motion; it settles in about \(TextFormat.short(spring.timeSpan)) s)\n"
                + "let \(identifier) = \(swiftUISpring(spring, digits: digits))\n"
        }
        let choice = try ExportTiming.bezier(for: curve, isCancelled: isCancelled)
        return bezierHeader(curve, name: name, choice: choice, comment: "//") + "\n"
            + "// SwiftUI's timingCurve needs a duration: \(TextFormat.shortest(swiftUIDefaultDuration)) s is SwiftUI's default, use your animation's\n"
            + "let \(identifier) = Animation.timingCurve(\(ExportTiming.controlPoints(choice.bezier, digits: digits)), duration: \(TextFormat.shortest(swiftUIDefaultDuration)))\n"
    }

    /// SwiftUI's spring for a damped spring: `.spring(response:dampingFraction:)` when it
    /// starts at rest (exact: the same ω₀ and ζ), `.interpolatingSpring(mass:stiffness:
    /// damping:initialVelocity:)` otherwise. `timeScale` speeds the motion up (an animation
    /// whose duration differs from the spring's span plays it faster or slower).
    static func swiftUISpring(_ spring: Spring, timeScale: Double = 1, digits: Digits) -> String {
        let stiffness = spring.stiffness * timeScale * timeScale
        let damping = spring.damping * timeScale
        let velocity = spring.initialVelocity * timeScale
        // The motion as played: the spring sped up by timeScale, over its span.
        let span = spring.timeSpan / timeScale
        guard let played = try? Spring(
            mass: spring.mass, stiffness: stiffness, damping: damping, initialVelocity: velocity, duration: span)
        else { return "Animation.spring()" }
        if velocity == 0 {
            let omega = (stiffness / spring.mass).squareRoot()
            let response = 2 * Double.pi / omega
            let texts = PasteDecimals.spring([response, spring.dampingRatio], digits: digits, exact: played, span: span) { p in
                try Spring(response: p[0], dampingFraction: p[1], duration: span)
            }
            return "Animation.spring(response: \(texts[0]), dampingFraction: \(texts[1]), blendDuration: 0)"
        }
        let texts = PasteDecimals.spring([spring.mass, stiffness, damping, velocity], digits: digits, exact: played, span: span) { p in
            try Spring(mass: p[0], stiffness: p[1], damping: p[2], initialVelocity: p[3], duration: span)
        }
        return "Animation.interpolatingSpring(mass: \(texts[0]), stiffness: \(texts[1]), "
            + "damping: \(texts[2]), initialVelocity: \(texts[3]))"
    }

    // MARK: - JSON

    static func json(_ curve: Curve, name: String) -> String {
        JSONValue.object([("name", .string(name))] + CurveEncoding.members(of: curve)).prettyPrinted
    }
}
