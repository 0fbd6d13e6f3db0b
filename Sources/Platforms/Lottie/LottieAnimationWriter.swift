import CurveKit

/// Animations as Lottie (`export ANIM lottie`): the animated property `{"a": 1, "k": [keyframes]}`
/// at the animation's frame rate — each keyframe's time `t` in frames (the delay is the first
/// keyframe's frame), its value `s`, and its easing handles `o` and `i` (the Lottie curve
/// writer's: exact for a Bézier, else the least-squares Bézier or, where they are closer,
/// keyframes of the least-squares path, with the error). A Lottie file does not repeat by itself, so every pass is written out (a pass back has the handles
/// turned end for end), up to ``maximumPasses``; JSON has no comments, so the notes go in `nm`.
enum LottieAnimationWriter: AnimationWriter {
    /// More passes than this are written once, with a note to loop the player.
    static let maximumPasses = 100

    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        try export(animation, digits: digits, form: nil, isCancelled: isCancelled)
    }

    /// `form=timing`: one Bézier from 0 to 1, with its error; otherwise (nil, or keyframes) the
    /// curve as Lottie writes a curve: exact, else the closer of one Bézier and the path's keyframes.
    static func export(_ animation: Animation, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool) throws(ExportError)
        -> AnimationCode
    {
        var parts = try AnimationParts(
            animation, platform: .lottie, digits: digits, form: form == .timing ? .timing : nil, isCancelled: isCancelled)
        parts.notes[1] = parts.notes[1].replacingOccurrences(of: LottieWriter.oneSecondOfKeyframes, with: "")
        // One pass as keys (time as a fraction of the duration, progress, the Bézier to the next,
        // or a hold): a keyframe per key of a keyframes curve, a hold keyframe per step of steps
        // (``LottieWriter/heldDocument(_:name:)``), else the curve's Bézier from 0 to 1.
        var keys: [(time: Double, progress: Double, bezier: CubicBezier?, hold: Bool)] = []
        if let (held, end) = LottieWriter.holds(animation.curve) {
            keys = zip(held.times, held.values).map { (time: $0, progress: $1, bezier: nil, hold: true) }
            keys.append((end, animation.curve.value(at: end), nil, false))
            parts.notes[1] =
                "curve \(animation.curveName): \(animation.curve.noun), a hold keyframe (h: 1) at each of its \(held.values.count) "
                + "levels and one at the end, exact"
            if animation.autoreverses {
                // Played backwards a level lasts until just after its key; a hold keyframe shows the next from its frame on.
                let step = zip(keys.dropFirst(), keys).map { abs($0.progress - $1.progress) }.max() ?? 0
                parts.maxError = max(parts.maxError, step)
                parts.notes.append(
                    "a pass back holds each level from its keyframe's frame on, where the steps played backwards change just after "
                        + "it: at those frames the value is one step off (\(TextFormat.short(step)) of the move)")
            }
        } else if let segments = try parts.keyframeSegments(
            platform: .lottie, digits: digits, isCancelled: isCancelled, bezier: { LottieWriter.bezier($0, digits: digits) }),
            let keyframes = animation.curve.keyframes
        {
            for (segment, written) in zip(keyframes.segments, segments) {
                keys.append(
                    (written.start, written.from, try ExportTiming.bezier(for: segment.curve, isCancelled: isCancelled).bezier, false))
            }
            keys.append((1, segments.last?.to ?? 1, nil, false))
        } else if parts.curve.form == .keyframes, let fitted = try parts.candidates.pathKeyframes()?.value {
            // The least-squares path's keyframes (``ExportCandidates/pathKeyframes()``), the error the curve's header states.
            for (index, segment) in fitted.segments.enumerated() {
                keys.append((fitted.times[index], fitted.values[index], segment.curve.bezier, false))
            }
            keys.append((1, fitted.values.last ?? 1, nil, false))
        } else {
            keys = [(0, 0, try parts.candidates.bezier().value, false), (1, 1, nil, false)]
        }
        // The pass back plays the pass backwards: the keys in reverse order, each Bézier turned end for end.
        var back: [(time: Double, progress: Double, bezier: CubicBezier?, hold: Bool)] = []
        for index in keys.indices.reversed() {
            if keys[index].hold || (index > 0 && keys[index - 1].hold) {
                // Holds backwards: from the key that ended a level, that level until the next.
                back.append((1 - keys[index].time, keys[max(index - 1, 0)].progress, nil, index > 0))
                continue
            }
            var turned: CubicBezier?
            if index > 0, let bezier = keys[index - 1].bezier {
                // A Bézier's x1, x2 in [0, 1] give 1 − x2, 1 − x1 in [0, 1]: the reversed curve is one too.
                guard let reversed = reversed(bezier) else { throw ExportError("cannot turn \(bezier) end for end") }
                turned = reversed
            }
            back.append((1 - keys[index].time, keys[index].progress, turned, false))
        }
        let fps = Double(animation.fps)
        let written = parts.passes <= maximumPasses ? parts.passes : (animation.autoreverses ? 2 : 1)
        if written < parts.passes {
            parts.notes.append(
                "a Lottie file does not repeat: \(written) pass\(written == 1 ? " is" : "es are") written; loop the player "
                    + "\(parts.passes / written) times for all \(parts.passes)")
        }
        var keyframes: [String] = []
        for pass in 0..<written {
            let isBack = animation.autoreverses && pass % 2 == 1
            let passKeys = isBack ? back : keys
            for (index, key) in passKeys.enumerated() where index < passKeys.count - 1 || pass == written - 1 {
                let frame = (animation.delay + (Double(pass) + key.time) * animation.duration) * fps
                var keyframe = "{\"t\": \(CodeText.number(frame)), \"s\": \(values(parts.channels, progress: key.progress, animation))"
                if let bezier = key.bezier { keyframe += ", " + handles(bezier, digits: digits) }
                if key.hold { keyframe += ", \"h\": 1" }
                keyframes.append(keyframe + "}")
            }
        }
        let end = (animation.delay + Double(written) * animation.duration) * fps
        parts.notes.append("\(animation.fps) fps: frames \(CodeText.number(animation.delay * fps)) to \(CodeText.number(end))")
        if parts.channels.count > 1 {
            parts.notes.append("s holds " + parts.channels.map(\.name).joined(separator: ", "))
        }
        let name = parts.notes.joined(separator: "; ").replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\"", with: "\\\"")
        let text = "{\"nm\": \"\(name)\", \"a\": 1, \"k\": [\n  " + keyframes.joined(separator: ",\n  ") + "\n]}\n"
        let line =
            keys.contains(where: \.hold)
            ? keyframes.first ?? "" : keys.compactMap { $0.bezier.map { handles($0, digits: digits) } }.joined(separator: " | ")
        return AnimationCode(
            text: text, line: line, maxError: parts.maxError,
            form: keys.contains(where: \.hold) || parts.curve.form == .keyframes ? .keyframes : nil)
    }

    /// `"o": {"x": [x1], "y": [y1]}, "i": {"x": [x2], "y": [y2]}`.
    static func handles(_ bezier: CubicBezier, digits: Digits) -> String {
        let p = PlatformExport.points(bezier, digits: digits)
        return "\"o\": {\"x\": [\(p[0])], \"y\": [\(p[1])]}, \"i\": {\"x\": [\(p[2])], \"y\": [\(p[3])]}"
    }

    /// The Bézier played backwards in time, which is the pass back of an autoreversing
    /// animation: (x1, y1, x2, y2) → (1 − x2, 1 − y2, 1 − x1, 1 − y1).
    static func reversed(_ bezier: CubicBezier) -> CubicBezier? {
        let p = bezier.controlPoints
        return try? CubicBezier(x1: 1 - p[2], y1: 1 - p[3], x2: 1 - p[0], y2: 1 - p[1])
    }

    /// A keyframe's value at `progress` of the move: the channels' numbers, or a colour as
    /// Lottie's 0…1 RGBA.
    static func values(_ channels: [AnimationChannel], progress: Double, _ animation: Animation) -> String {
        let numbers = channels.flatMap { channel -> [Double] in
            guard channel.isColour else { return [channel.from + (channel.to - channel.from) * progress] }
            let c = animation.from.interpolated(to: animation.to, progress: progress).components
            return [c[0] / 255, c[1] / 255, c[2] / 255, c[3]]
        }
        return "[" + numbers.map(CodeText.number).joined(separator: ", ") + "]"
    }
}
