import CurveKit

/// Animations as SwiftUI (`export ANIM swiftui`): a keyframes curve as a `KeyframeTimeline`
/// (``SwiftUIKeyframes``); a curve with a closed form that no `timingCurve` is, as the function a
/// `CustomAnimation` calls; the spring exactly (SwiftUI's spring runs until it settles), or
/// `timingCurve` with the animation's duration (exact for a Bézier, else the least-squares
/// Bézier with its error), with `.delay` and `.repeatCount`; the values as Core Animation
/// writes them.
enum SwiftUIAnimationWriter: AnimationWriter {
    static let takesFunction = true

    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode {
        try export(animation, digits: digits, form: nil, isCancelled: isCancelled)
    }

    static func export(_ animation: Animation, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool) throws(ExportError)
        -> AnimationCode
    {
        if let keyframes = try SwiftUIKeyframes.export(animation, digits: digits, isCancelled: isCancelled) { return keyframes }
        if let function = try functionExport(animation, digits: digits, form: form, isCancelled: isCancelled) { return function }
        var lines = ["// anim \(animation.name): \(animation.summary)"]
        var expression: String
        var maxError = 0.0
        if let spring = animation.curve.spring,
            let code = SwiftUIWriter.spring(spring, timeScale: spring.timeSpan / animation.duration, digits: digits)
        {
            lines.append(
                "// exact: the spring's \(TextFormat.short(spring.timeSpan)) s played in \(TextFormat.shortest(animation.duration)) s")
            let settles = spring.settlingTime * animation.duration / spring.timeSpan
            if abs(settles - animation.duration) > 1e-9 * animation.duration {
                lines.append(
                    "// SwiftUI's spring has no duration: it runs until it settles, about \(TextFormat.short(settles)) s "
                        + "(within 0.1 % of the move), where the animation lasts \(TextFormat.shortest(animation.duration)) s")
            }
            expression = code
        } else {
            // A spring whose sped-up numbers are no spring is written as its Bézier fit, with the error.
            let choice = try ExportTiming.bezier(for: animation.curve, isCancelled: isCancelled)
            expression =
                "Animation.timingCurve(\(ExportTiming.controlPoints(choice.bezier, digits: digits)), duration: \(TextFormat.shortest(animation.duration)))"
            lines.append(CoreGraphicsLiteral.bezierNote(choice, animation: animation))
            maxError = choice.maxError ?? 0
        }
        let line = expression
        lines += played(expression, animation)
        return AnimationCode(text: lines.joined(separator: "\n") + "\n", line: line, maxError: maxError)
    }

    /// `let NAME = expression` with the animation's delay and repeats, and the `withAnimation`
    /// that plays it to the last value.
    static func played(_ expression: String, _ animation: Animation) -> [String] {
        var expression = expression, lines: [String] = []
        let identifier = CodeText.swiftIdentifier(animation.name)
        if animation.delay > 0 { expression += ".delay(\(TextFormat.shortest(animation.delay)))" }
        if animation.repeatCount != 1 || animation.autoreverses {
            let passes = animation.repeatCount * (animation.autoreverses ? 2 : 1)
            expression += ".repeatCount(\(passes), autoreverses: \(animation.autoreverses))"
            if animation.autoreverses {
                lines.append("// each repeat goes forward and back: \(passes) passes")
            }
        }
        lines.append("let \(identifier) = \(expression)")
        let property = CodeText.swiftIdentifier(String(animation.keyPath.split(separator: ".").last ?? "value"))
        let target = CoreGraphicsLiteral.literal(animation.lastValue, keyPath: animation.keyPath, mode: .matrix)
        lines.append("// withAnimation(\(identifier)) { \(property) = \(CoreGraphicsLiteral.swiftLiteral(target, context: .value)) }")
        return lines
    }

    /// The curve's closed form as a function that a `CustomAnimation` (iOS 17, macOS 14) calls
    /// over the animation's duration (``SwiftUIFunctionForm``): for form=function, and where
    /// `timingCurve` is not exact (form left out); nil otherwise, and for a spring (SwiftUI's
    /// own, exact) or a curve without a closed form.
    static func functionExport(_ animation: Animation, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool)
        throws(ExportError) -> AnimationCode?
    {
        let curve = animation.curve
        let format = ExportFormat(.swiftui)
        switch form {
        case .function: break
        case nil:
            let timingIsExact =
                curve.spring != nil || curve.equivalentBezier != nil
                || PlatformExport.exactCode(curve, name: animation.curveName, format: format, digits: digits)?.isExact == true
            guard !timingIsExact, curve.closedForm != nil else { return nil }
        default: return nil
        }
        let candidates = ExportCandidates.shared(curve, playedIn: animation.duration, isCancelled: isCancelled)
        let code = try PlatformExport.code(
            curve, name: animation.curveName, format: format, digits: digits, candidates: candidates, form: .function)
        var lines = ["// anim \(animation.name): \(animation.summary)", "// curve " + code.header]
        // The function and the CustomAnimation, without the imports (a view's file has them) and
        // the curve's usage comment (the animation is declared below).
        var body = code.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst()
        while let last = body.last, last.isEmpty || last.hasPrefix("// ") { body.removeLast() }
        lines += body.filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty }
        let type = FunctionFormNames.type(animation.curveName) + "Animation"
        let expression = "Animation(\(type)(duration: \(TextFormat.shortest(animation.duration))))"
        lines += played(expression, animation)
        return AnimationCode(text: lines.joined(separator: "\n") + "\n", line: expression, maxError: 0, form: .function)
    }
}
