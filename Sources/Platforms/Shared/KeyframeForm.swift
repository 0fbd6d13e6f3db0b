import CurveKit

/// `form=keyframes`: a piecewise cubic (a keyframes curve, a bounce, a polynomial in-out, a path
/// or `linear()` without jumps, data, an oscillation's frames) as
/// keyframes with a timing Bézier per segment (``CurveKit/Curve/bezierKeyframes``), which every
/// platform with a timing curve per keyframe plays exactly. A curve is written so by the
/// platforms whose writer has a keyframe document (``PlatformWriter/keyframeDocument(_:name:digits:isCancelled:)``);
/// an animation by every platform's animation writer, which writes a keyframes curve a keyframe
/// per key.
enum KeyframeForm {
    /// The curve as keyframes of timing curves: a keyframes curve itself, else its exact pieces;
    /// nil when it is neither.
    static func keyframes(_ curve: Curve) -> Keyframes? {
        curve.keyframes ?? curve.bezierKeyframes
    }

    static func notPiecewise(_ curve: Curve) -> ExportError {
        ExportError(
            "form=keyframes: \(ExportTiming.describe(curve)) is not piecewise cubic (the curves written as keyframes: keyframes, "
                + "bounce-in, bounce-out, bounce-in-out, quad-in-out, cubic-in-out, back-in-out, a path without jumps, linear() "
                + "without jumps, data, oscillation); use form=timing or leave form out", reason: .formRefused)
    }

    /// The formats that write a curve (not only an animation) as keyframes.
    static var curveFormats: [String] {
        guard let probe = Curve.penner(Penner(.bounce, .out)).bezierKeyframes.map(Curve.keyframes) else { return [] }
        return ExportFormat.all.filter { format in
            (try? format.writer.keyframeDocument(probe, name: "k", digits: .fewest, isCancelled: { false })) != nil
        }.map(\.word)
    }

    /// A curve asked for as keyframes where the platform writes keyframes in an animation only.
    static func noCurveDocument(_ format: ExportFormat) -> ExportError {
        ExportError(
            "form=keyframes: \(format.platform.title) has keyframes in an animation only (define one with anim and export "
                + "it to \(format.word)); a curve is written as keyframes in \(curveFormats.joined(separator: ", "))", reason: .formRefused)
    }

    /// `curve` as `format`'s keyframe document, its header saying what the keys are; nil where
    /// the platform writes keyframes in an animation only.
    static func code(
        _ curve: Curve, name: String, format: ExportFormat, digits: Digits, isCancelled: () -> Bool
    ) throws(ExportError) -> PlatformCode? {
        guard let keyframes = keyframes(curve) else { throw notPiecewise(curve) }
        let keyed = Curve.keyframes(keyframes)
        guard let document = try format.writer.keyframeDocument(keyed, name: name, digits: digits, isCancelled: isCancelled) else {
            return nil
        }
        var header = document.text.split(separator: "\n").first.map(String.init) ?? ""
        var text = document.text
        if curve.kind != "keyframes" {
            let count = keyframes.segments.count
            let words =
                "\(name): \(ExportTiming.describe(curve)) "
                + (document.maxError == 0 ? "exactly as" : "as")
                + " \(count) keyframe segment\(count == 1 ? "" : "s"), a cubic Bézier each"
            let comment = format.writer.comment(words)
            if !comment.isEmpty {
                header = words
                text = comment + "\n" + text
            }
        }
        return PlatformCode(
            platform: format.platform, line: document.line, text: text, maxError: document.maxError, maxErrorAt: nil, header: header,
            spring: nil, form: .keyframes)
    }

    /// The animation as `format` is to write it in the form asked: with its curve as keyframes
    /// for form=keyframes, or, left out, where the curve is piecewise cubic and the platform's
    /// timing form is not exact; else as it is.
    static func played(_ animation: Animation, format: ExportFormat, digits: Digits, form: ExportForm?) throws(ExportError) -> Animation {
        if form == .timing { return animation }
        if animation.curve.keyframes != nil { return animation }
        guard let keyframes = animation.curve.bezierKeyframes else {
            if form == .keyframes { throw notPiecewise(animation.curve) }
            return animation
        }
        if form == nil, let exact = PlatformExport.exactCode(animation.curve, name: animation.curveName, format: format, digits: digits),
            exact.isExact
        {
            return animation
        }
        // Where the platform's animation takes the curve's closed form, a curve that is one
        // formula (Penner's polynomial in-outs, an oscillation's frames) keeps it, unless the
        // platform would not run that function as the curve (Flutter, for a curve that does not
        // end at 1); a bounce is its arcs as keyframes, the platform's own keyframe animation.
        if form == nil, format.animationWriter.takesFunction, animation.curve.closedForm != nil,
            format.functionWriter?.refusal(animation.curve) == nil, PennerKind.shape(of: animation.curve)?.family != .bounce
        {
            return animation
        }
        var keyed = animation
        keyed.curve = .keyframes(keyframes)
        return keyed
    }
}
