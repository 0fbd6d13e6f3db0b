import CurveKit

/// A keyframes curve whose every segment is a cubic Bézier, as Motion plays it exactly: a
/// function of progress 0…1 (Motion takes one as a transition's `ease`: motion-utils'
/// `EasingFunction`) that finds the segment holding x and eases from its key value to the next
/// with Motion's own `cubicBezier(x1, y1, x2, y2)` (motion-utils, easing/cubic-bezier.ts, the
/// function an ease array becomes), as `keyframes` with `times` and an `ease` per segment would.
enum MotionKeyframes {
    /// The function's head, body and the start of its keys, written by ``document`` and
    /// recognised by ``read(_:column:)``.
    static let head = "((keys) => (t) => {"
    static let body = [
        "  const x = Math.min(Math.max(t, 0), 1);",
        "  let i = 0;",
        "  while (i < keys.length - 2 && x >= keys[i + 1][0]) i++;",
        "  const [t0, v0, ease] = keys[i];",
        "  const [t1, v1] = keys[i + 1];",
        "  return v0 + (v1 - v0) * ease((x - t0) / (t1 - t0));",
    ]
    static let keysStart = "})(["

    /// The function, exact (Motion's Bézier per segment, whose bisection's error the header
    /// states, ``MotionWriter/renderingNote(for:of:)``); nil for a curve that is not keyframes,
    /// or has a segment that is not a cubic Bézier.
    static func document(_ curve: Curve, name: String, digits: Digits) -> PlatformExport.KeyframeDocument? {
        guard let keyframes = curve.keyframes else { return nil }
        var beziers: [CubicBezier] = []
        for segment in keyframes.segments {
            guard let bezier = segment.curve.bezier ?? segment.curve.equivalentBezier else { return nil }
            beziers.append(bezier)
        }
        let keys = PasteDecimals.keyframes(keyframes, digits: digits)
        let constant = CodeText.javaScriptIdentifier(name)
        let line = "(t) => … cubicBezier() per segment of \(keyframes.segments.count)"
        let note = MotionWriter.renderingNote(for: line, of: curve).map { " (\($0))" } ?? ""
        var lines = [
            "// \(CodeText.commentSafe(name)): exact\(CodeText.commentSafe(note)), keyframes curve as a function of progress 0…1 (Motion takes one as a "
                + "transition's ease) that eases each segment with Motion's cubicBezier(); import { cubicBezier } from \"motion\"",
            "const \(constant) = \(head)",
        ]
        lines += body + [keysStart]
        for index in keyframes.times.indices {
            let ease = index < beziers.count ? ", cubicBezier(\(ExportTiming.controlPoints(beziers[index], digits: digits)))" : ""
            lines.append("  [\(keys.times[index]), \(keys.values[index])\(ease)],")
        }
        lines += ["]);", "// transition={{ ease: \(constant) }}"]
        return PlatformExport.KeyframeDocument(
            text: lines.joined(separator: "\n") + "\n", line: line, maxError: 0)
    }
}
