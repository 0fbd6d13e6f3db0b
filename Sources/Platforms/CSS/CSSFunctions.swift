import CurveKit

/// CSS's functions, as what is not CSS's asks for them: the `bezier` kind's exact CSS form
/// (``CSSFunctionWords``), the name of a Bézier segment that a platform's keyframes reader
/// gives it, and the animation rules the preview page styles its balls with. CSS's interface to
/// the other platforms (`PlatformInterfaceTests`); CSS's own writers spell their rules with it too.
package enum CSSFunctions: CSSFunctionWords {
    package static func cubicBezier(_ points: String) -> String { (CSSSpec.terms[.cubicBezier] ?? "") + "(" + points + ")" }

    /// The name a Bézier segment of a keyframes curve read from a platform's code (Lottie's and
    /// Android's keyframes) is shown and saved by: its timing function as curves' keyframes syntax
    /// takes it, which is CSS's code (the platform curves reads without its word), every digit kept.
    package static func segmentName(_ bezier: CubicBezier) -> String {
        cubicBezier(bezier.controlPoints.map(TextFormat.shortest).joined(separator: ", "))
    }
}

extension CSSFunctions {
    /// The declaration that paces an animation (or one keyframe's step) by `timing`, without its
    /// semicolon: `animation-timing-function: …`.
    package static func animationTiming(_ timing: String) -> String { "animation-timing-function: " + timing }

    /// The start of a `@keyframes` rule named `name` (its keyframes follow, then `}`).
    package static func keyframesRuleOpening(_ name: String) -> String { (CSSSpec.terms[.keyframeAnimation] ?? "") + " \(name) {" }

    /// A `@keyframes` rule named `name` on one line, moving a `transform` from `from` to `to`.
    package static func keyframesRule(_ name: String, transformFrom from: String, to: String) -> String {
        keyframesRuleOpening(name) + " from { transform: \(from); } to { transform: \(to); } }"
    }
}

extension Curve {
    /// The CSS timing function that is exactly this curve, if there is one: `cubic-bezier()`,
    /// `steps()`, `linear()` (its own, or for keyframes joined by straight segments). Numbers as
    /// `digits` says: ``Digits/fewest`` for code to paste (within 1e-7), ``Digits/exact`` for
    /// a page that must play the curve itself.
    package func exactCSS(digits: Digits) -> String? { spec.css(of: self, in: CSSFunctions.self, digits: digits) }
}

extension CSSWriter {
    /// The curve's exact CSS when it has one (``CurveKit/Curve/exactCSS(digits:)``), else a
    /// `linear()` approximation within `tolerance` (in progress).
    static func timing(for curve: Curve, tolerance: Double, digits: Digits, isCancelled: () -> Bool) throws(ExportError)
        -> ExportTiming.CSSChoice
    {
        if let exact = curve.exactCSS(digits: digits) ?? curve.equivalentBezier.flatMap({ Curve.bezier($0).exactCSS(digits: digits) }) {
            return ExportTiming.CSSChoice(text: exact, maxError: nil, stops: nil)
        }
        let stops = try ExportTiming.linear(for: curve, tolerance: tolerance, isCancelled: isCancelled)
        return ExportTiming.CSSChoice(text: stops.css, maxError: stops.maxError, stops: stops.stops.count)
    }
}
