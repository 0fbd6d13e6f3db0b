import CurveKit

/// Curves and animations as code to paste: CSS, Swift (Core Animation), SwiftUI, Objective-C,
/// or JSON.
///
/// A curve that the format cannot express exactly is exported as its best approximation,
/// and a comment says so with the max error (in progress 0…1 for curves, in the property's
/// units for animations): the least-squares best cubic Bézier for Core Animation and SwiftUI
/// timing functions, values sampled at the frame rate for Core Animation animations, a CSS
/// `linear()` within 0.001 of the curve (finer for moves over 250 units, so the error stays
/// within a quarter unit) for CSS. Numbers that define the timing (control points, key times
/// and key values of a curve, spring parameters, frame times) have the fewest decimals that
/// keep the curve within 1e-7 of the exact one (``PasteDecimals``), or exactly N with
/// `digits: .decimals(N)`; `linear()` stops are the approximation's own; property values
/// have at most 6 decimals; `json` keeps every digit. Every export starts with a comment
/// saying what it is and whether it is exact.
///
/// | format  | curve                                                                 | animation |
/// |---------|-----------------------------------------------------------------------|-----------|
/// | css     | `:root { --NAME: cubic-bezier(…) / steps(…) / linear(…) }`; a keyframes curve as `@property --NAME` + `@keyframes NAME` with a per-keyframe `animation-timing-function` | `@keyframes NAME` + `.NAME { animation: … }` |
/// | swift   | `let name = CAMediaTimingFunction(controlPoints:)`; keyframes and steps as keyTimes / values / timingFunctions for a CAKeyframeAnimation | CABasicAnimation (one Bézier), CAKeyframeAnimation (keyframes curve: values, keyTimes, timingFunctions; steps: discrete; other curves: values sampled at the animation's fps) |
/// | swiftui | `let name = Animation.timingCurve(…, duration: 0.35)`                 | `let name = Animation.timingCurve(…, duration:)` with `.delay`, `.repeatCount` |
/// | objc    | `[CAMediaTimingFunction functionWithControlPoints:…]`                 | as swift, in Objective-C |
/// | json    | the curve's kind and parameters, as the session file has them          | the animation and its frames `[[t, …components], …]` |
public enum Exporter {
    public enum Format: String, CaseIterable, Sendable {
        case css, swift, swiftui, objc, json

        /// The format called `name` (any letter case; `objective-c` and `objectivec` also
        /// mean objc), or an error listing the formats.
        public init(named name: String) throws(ExportError) {
            let lower = name.lowercased()
            if let format = Format(rawValue: lower) {
                self = format
            } else if ["objective-c", "objectivec", "obj-c", "m"].contains(lower) {
                self = .objc
            } else {
                throw ExportError(
                    "unknown export format \"\(name)\": use one of "
                        + Format.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }
    }

    /// `curve`, called `name`, in `format`, its timing numbers with `digits`.
    public static func export(
        curve: Curve, named name: String, format: Format, digits: Digits = .fewest, isCancelled: () -> Bool = { false }
    ) throws(ExportError) -> String {
        switch format {
        case .css: try CurveExport.css(curve, name: name, digits: digits, isCancelled: isCancelled)
        case .swift: try CurveExport.swift(curve, name: name, digits: digits, isCancelled: isCancelled)
        case .swiftui: try CurveExport.swiftUI(curve, name: name, digits: digits, isCancelled: isCancelled)
        case .objc: try CurveExport.objc(curve, name: name, digits: digits, isCancelled: isCancelled)
        case .json: CurveExport.json(curve, name: name)
        }
    }

    /// `animation` in `format`, its timing numbers with `digits`.
    public static func export(
        animation: Animation, format: Format, digits: Digits = .fewest, isCancelled: () -> Bool = { false }
    ) throws(ExportError) -> String {
        let frames: [AnimationFrame]
        do { frames = try animation.frames() } catch { throw ExportError(error.message) }
        if let bad = frames.first(where: { !$0.value.components.allSatisfy(\.isFinite) }) {
            throw ExportError(
                "cannot export \(animation.name): its curve \(animation.curveName) is not a finite number at "
                    + "t = \(TextFormat.shortest(bad.time)) s (frame \(bad.index))")
        }
        switch format {
        case .css: return try AnimationCSS.export(animation, digits: digits, isCancelled: isCancelled)
        case .swift: return try CoreAnimationExport.plan(animation, digits: digits, isCancelled: isCancelled).swift(name: animation.name)
        case .objc: return try CoreAnimationExport.plan(animation, digits: digits, isCancelled: isCancelled).objc(name: animation.name)
        case .swiftui: return try CoreAnimationExport.swiftUI(animation, digits: digits, isCancelled: isCancelled)
        case .json:
            let document: JSONValue = [
                "animation": animation.json, "kind": .string(animation.from.kind),
                "first": .string(animation.firstValue.description), "last": .string(animation.lastValue.description),
                "fps": .number(Double(animation.fps)),
                "frames": .array(frames.map { .numbers([$0.time] + $0.value.components) }),
            ]
            return document.prettyPrinted
        }
    }
}
