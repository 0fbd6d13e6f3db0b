import CurveKit

/// Lottie: a keyframe's easing handles `o` and `i` for a Bézier; otherwise the least-squares
/// Bézier. JSON has no comments: what the code is — exact, or the approximation and its max
/// error — goes in `nm`, Lottie's name field, so the pasted keyframe keeps it.
enum LottieWriter: PlatformWriter {
    static func comment(_ text: String) -> String { "" }
    static func declaration(_ code: String, name: String) -> String { code }

    static func document(header: String, declaration: String) -> String {
        let escaped = header.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        guard declaration.hasPrefix("{") else { return declaration + "\n" }
        return "{\"nm\": \"\(escaped)\", " + declaration.dropFirst() + "\n"
    }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String {
        let p = PlatformExport.points(bezier, digits: digits)
        return "{\"o\": {\"x\": [\(p[0])], \"y\": [\(p[1])]}, \"i\": {\"x\": [\(p[2])], \"y\": [\(p[3])]}}"
    }

    static func exact(bezier: CubicBezier, digits: Digits) -> String? { self.bezier(bezier, digits: digits) }

    /// Frames per second of the keyframes a curve is written as: one second of them.
    static let curveFrames = 60.0

    /// What the keyframes a curve is approximated by are (an animation's are its own frames and values).
    static let oneSecondOfKeyframes = ", over 1 s at \(Int(curveFrames)) fps, values in progress 0…1 (scale them to your property)"

    /// A keyframes curve as an animated property (`"a": 1, "k": [keyframes]`) over one second at
    /// ``curveFrames`` fps: a keyframe at each key, its value the key's progress and its handles
    /// the segment's Bézier (exact for a Bézier segment, else the least-squares one with its
    /// error), as Lottie's schema has a keyframe's easing (lottie-docs, "Animated Properties":
    /// lottiefiles.github.io/lottie-docs/concepts/#animated-property). The reader reads it back as
    /// progress from the first value to the last.
    static func keyframeDocument(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError)
        -> PlatformExport
        .KeyframeDocument?
    {
        guard let keyframes = curve.keyframes else { return heldDocument(curve, name: name) }
        let (property, line, worst) = try self.property(keyframes, digits: digits, isCancelled: isCancelled)
        let header =
            "\(name): keyframes over 1 s at \(Int(curveFrames)) fps, values in progress 0…1 (scale them to your property); "
            + (worst == 0 ? "exact" : "max error \(TextFormat.short(worst)) \(PlatformExport.progressUnit)")
        return PlatformExport.KeyframeDocument(text: document(header: header, declaration: property), line: line, maxError: worst)
    }

    /// Keyframes as an animated property, `{"a": 1, "k": [keyframes]}`, over one second at
    /// ``curveFrames`` fps, values in progress: its first keyframe (the line `export NAME all`
    /// prints), and its largest error (a segment that is not a Bézier eased by its
    /// least-squares one, the error scaled by the segment's move).
    static func property(_ keyframes: Keyframes, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> (
        text: String, line: String, maxError: Double
    ) {
        let rounded = PasteDecimals.keyframes(keyframes, digits: digits)
        // The frames of the key times as rounded with their values, the pairs the rounding kept within its bound.
        let times = PasteDecimals.doubles(rounded.times)
        var entries: [String] = []
        var worst = 0.0
        for index in keyframes.times.indices {
            var entry = "{\"t\": \(CodeText.number(times[index] * curveFrames)), \"s\": [\(rounded.values[index])]"
            if index < keyframes.segments.count {
                let choice = try ExportTiming.bezier(for: keyframes.segments[index].curve, isCancelled: isCancelled)
                worst = max(worst, (choice.maxError ?? 0) * abs(keyframes.values[index + 1] - keyframes.values[index]))
                entry += ", " + LottieAnimationWriter.handles(choice.bezier, digits: digits)
            }
            entries.append(entry + "}")
        }
        return ("{\"a\": 1, \"k\": [\n  " + entries.joined(separator: ",\n  ") + "\n]}", entries.first ?? "", worst)
    }

    /// Steps with more levels than this are not written keyframe by keyframe.
    static let maximumHeldKeyframes = 1000

    /// The curve's keys when it holds each value until the next (steps, up to
    /// ``maximumHeldKeyframes`` levels), and the time the last level ends; nil for any other curve.
    static func holds(_ curve: Curve) -> (keys: CurveKeys, end: Double)? {
        guard let keys = curve.keys(maximumHeldValues: maximumHeldKeyframes), case .held = keys.between,
            let end = keys.times.last
        else { return nil }
        return (keys, end)
    }

    /// Steps as hold keyframes (lottie-spec, properties.md: a keyframe with `"h": 1` keeps its
    /// value until the next keyframe, and needs no handles) over one second at ``curveFrames``
    /// fps: a keyframe at each step's start holding its level, and one at the end with the
    /// curve's last value. Exact: the player shows each level from its keyframe's frame on, as
    /// steps jump at the start of each step. nil for a curve that is not held keys.
    static func heldDocument(_ curve: Curve, name: String) -> PlatformExport.KeyframeDocument? {
        guard let (keys, end) = holds(curve) else { return nil }
        var entries = zip(keys.times, keys.values).map { time, value in
            "{\"t\": \(CodeText.number(time * curveFrames)), \"s\": [\(PasteDecimals.exact(value))], \"h\": 1}"
        }
        entries.append("{\"t\": \(CodeText.number(end * curveFrames)), \"s\": [\(PasteDecimals.exact(curve.value(at: end)))]}")
        let header =
            "\(name): \(curve.noun) as hold keyframes (h: 1) over 1 s at \(Int(curveFrames)) fps, values in progress 0…1 "
            + "(scale them to your property); exact"
        let text = document(header: header, declaration: "{\"a\": 1, \"k\": [\n  " + entries.joined(separator: ",\n  ") + "\n]}")
        return PlatformExport.KeyframeDocument(text: text, line: entries.first ?? "", maxError: 0)
    }

    /// One keyframe's handles (the least-squares Bézier), or keyframes that play the curve's
    /// least-squares path (``ExportCandidates/pathKeyframes()``): a keyframe at each end of its
    /// segments, each segment's Bézier as its handles, over one second at ``curveFrames`` fps.
    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [PlatformExport.Approximation] {
        var options = [try PlatformExport.bezierApproximation(candidates) { bezier($0, digits: digits) }]
        if let keyed = try PlatformExport.pathKeyframesApproximation(
            candidates,
            { (keyframes) throws(ExportError) in
                let property = try property(keyframes, digits: digits, isCancelled: candidates.isCancelled)
                return (property.text, property.line)
            })
        {
            options.append(
                PlatformExport.Approximation(
                    code: keyed.code, form: keyed.form + oneSecondOfKeyframes,
                    maxError: keyed.maxError, at: keyed.at, written: .keyframes, line: keyed.line))
        }
        return options
    }
}

extension LottieWriter {
    /// A keyframe's easing has no duration of its own (its keyframes' frames give it) and JSON no
    /// comments: the easing as it is.
    static func timedDeclaration(_ code: String, name: String, timing: CurveTiming, isSpring: Bool) -> String { code }
}
