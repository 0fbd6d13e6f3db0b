import CurveKit
import Foundation

/// Animations as Motion (`export ANIM motion`): `animate(element, { NAME: [from, to] }, { duration,
/// delay, repeat, repeatType, ease })`, seconds throughout; `repeat` counts the passes after the
/// first and `repeatType: "reverse"` turns every other one back. A spring curve is Motion's
/// spring transition (no duration: it runs until it is at rest, ``MotionSpringRest``), its
/// velocity per value in the value's units per second, in the value's own transition, which
/// repeats the spring. The ease is the Motion curve writer's: exact where Motion has the curve,
/// else the curve's closed form as a function (exact), else its closest approximation with the
/// error.
enum MotionAnimationWriter: AnimationWriter {
    static let takesFunction = true

    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        try export(animation, digits: digits, form: nil, isCancelled: isCancelled)
    }

    /// A curve that Motion has no exact ease for, but a closed form, is a function declared
    /// before the call and passed as its `ease` (``MotionFunctionForm``).
    static func export(_ animation: Animation, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool) throws(ExportError)
        -> AnimationCode
    {
        var parts = try AnimationParts(animation, platform: .motion, digits: digits, form: form, isCancelled: isCancelled)
        let function = parts.functionDeclaration { CodeText.javaScriptIdentifier($0) }
        var timing: [String] = []
        var line = parts.curve.line
        if parts.curve.isSpring {
            // The spring object's members, with the velocity in each value's units (below).
            let members = springMembers(parts.curve.line)
            timing += members.filter { !$0.hasPrefix("velocity:") }
            line = "{ " + timing.joined(separator: ", ") + " }"
        } else {
            timing.append("duration: \(CodeText.number(animation.duration))")
        }
        if animation.delay > 0 { timing.append("delay: \(CodeText.number(animation.delay))") }
        if parts.passes > 1 {
            timing.append("repeat: \(parts.passes - 1)")
            timing.append("repeatType: \"\(animation.autoreverses ? "reverse" : "loop")\"")
        }
        if let function {
            line = "ease: \(function.name)"
            timing.append(line)
        } else if !parts.curve.isSpring {
            timing.append("ease: \(parts.curve.line)")
        }
        let velocity = parts.playedSpring?.initialVelocity ?? 0
        if parts.curve.isSpring && velocity != 0 {
            // Motion's spring velocity is the value's own rate: v₀ (moves per second) times the move.
            // A value's own transition replaces the whole transition for that value (motion-dom
            // utils/get-value-transition.ts; merged over it only with `inherit: true`, which older
            // versions lack), so it repeats the spring, the delay and the repeats with the velocity.
            let shared = timing
            for channel in parts.channels where !channel.isColour {
                let own = shared + ["velocity: \(CodeText.number(velocity * (channel.to - channel.from)))"]
                timing.append("\(CodeText.javaScriptPropertyName(channel.name)): { \(own.joined(separator: ", ")) }")
            }
        }
        // A keyframes curve: a value per key, Motion's times, and an ease per segment ("ease can optionally be set as
        // an array of easing functions to set different easings between each value": motion.dev/docs/react-transitions, ease, times).
        var progress = [0.0, 1.0]
        if let segments = try parts.keyframeSegments(
            platform: .motion, digits: digits, isCancelled: isCancelled, bezier: { MotionWriter.bezier($0, digits: digits) })
        {
            progress = [segments.first?.from ?? 0] + segments.map(\.to)
            let times = [segments.first?.start ?? 0] + segments.map(\.end)
            // The fewest digits that keep the curve within 1e-7, as every keyframe writer prints key times.
            var timeTexts = times.map(TextFormat.shortest)
            if let keyframes = animation.curve.keyframes, keyframes.times.count == times.count {
                timeTexts = PasteDecimals.keyframes(keyframes, digits: digits).times
            }
            line =
                "times: [\(timeTexts.joined(separator: ", "))], ease: [\(segments.map(\.code.line).joined(separator: ", "))]"
            timing.removeAll { $0.hasPrefix("ease: ") }
            timing.append(line)
        }
        let values = parts.channels.map { channel in
            let ends = progress.map { channel.colour(at: $0).map(CodeText.cssColourString) ?? CodeText.number(channel.number(at: $0)) }
            return "\(CodeText.javaScriptPropertyName(channel.name)): [\(ends.joined(separator: ", "))]"
        }
        if let index = parts.springNoteIndex, let spring = parts.playedSpring {
            // Each value's spring ends at rest by its own move's thresholds.
            let moves = parts.channels.filter { !$0.isColour }.map { $0.to - $0.from }
            parts.notes[index] = MotionSpringRest.animationNote(
                spring, moves: moves, duration: animation.duration, units: AnimationParts.units(animation.from))
        }
        if parts.curve.isSpring && parts.passes > 1 && animation.autoreverses {
            parts.notes.append("a spring pass back is the spring toward FROM, not the pass forward played backwards")
        }
        if parts.channels.contains(where: \.isColour) {
            parts.notes.append("Motion mixes colours in linear light, the workbench in sRGB: the colours between the ends differ")
        }
        let lines =
            (function?.lines ?? []) + ["animate(element, { \(values.joined(separator: ", ")) }, { \(timing.joined(separator: ", ")) });"]
        return parts.code(lines, comment: { "// " + CodeText.commentSafe($0) }, line: line)
    }

    /// `stiffness: 300` … from `{ type: "spring", stiffness: 300, … }`.
    static func springMembers(_ object: String) -> [String] {
        object.trimmingCharacters(in: ["{", "}", " "]).split(separator: ",").map { $0.trimmingCharacters(in: [" "]) }
    }
}
