import CurveKit

/// A keyframes curve as CSS: a registered number property that `@keyframes` moves through the
/// key values, each keyframe with its segment's own `animation-timing-function` (exact where CSS
/// has the segment's kind, else `linear()` with its error).
enum CSSKeyframes {
    /// The document, with its max error (a segment's error scaled by the segment's move); nil
    /// for a curve that is not keyframes.
    static func document(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> PlatformExport
        .KeyframeDocument?
    {
        guard let keyframes = curve.keyframes else { return nil }
        let identifier = CodeText.cssIdentifier(name)
        let text = try keyframesCSS(keyframes, name: name, identifier: identifier, digits: digits, isCancelled: isCancelled)
        let errors = try cssSegments(keyframes, digits: digits, isCancelled: isCancelled).enumerated().map { index, choice in
            (choice.maxError ?? 0) * abs(keyframes.values[index + 1] - keyframes.values[index])
        }
        return PlatformExport.KeyframeDocument(text: text, line: "@keyframes \(identifier)", maxError: errors.max() ?? 0)
    }

    /// `@property --NAME` (a number) and `@keyframes NAME` that moves it through the key values
    /// with each segment's timing function.
    static func keyframesCSS(_ keyframes: Keyframes, name: String, identifier: String, digits: Digits, isCancelled: () -> Bool)
        throws(ExportError) -> String
    {
        let segments = try cssSegments(keyframes, digits: digits, isCancelled: isCancelled)
        let keys = PasteDecimals.keyframes(keyframes, digits: digits)
        let percents = AnimationCSS.percents(keys.times)
        var lines = [
            "/* \(name): keyframes curve; animate --\(identifier) with animation: \(identifier) DURATION linear, "
                + "and use it in calc(), e.g. translate: calc(var(--\(identifier)) * 100px) */"
        ]
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

    static func cssSegments(_ keyframes: Keyframes, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> [ExportTiming.CSSChoice]
    {
        var result: [ExportTiming.CSSChoice] = []
        for segment in keyframes.segments {
            result.append(
                try CSSWriter.timing(
                    for: segment.curve, tolerance: ExportCandidates.linearTolerance, digits: digits, isCancelled: isCancelled))
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
}
