import CurveKit

/// Animations as SwiftUI (`export ANIM swiftui`): the spring exactly, or `timingCurve` with the
/// animation's duration, with `.delay` and `.repeatCount`; the values as Core Animation writes them.
enum SwiftUIAnimationWriter: AnimationWriter {
    static func export(_ animation: Animation, digits: Digits, isCancelled: () -> Bool) throws(ExportError) -> String {
        let identifier = CodeText.swiftIdentifier(animation.name)
        var lines = ["// anim \(animation.name): \(animation.summary)"]
        var expression: String
        if let spring = ExportTiming.spring(in: animation.curve) {
            lines.append("// exact: the spring's \(TextFormat.short(spring.timeSpan)) s played in \(TextFormat.shortest(animation.duration)) s")
            expression = SwiftUIWriter.spring(spring, timeScale: spring.timeSpan / animation.duration, digits: digits)
        } else {
            let choice = try ExportTiming.bezier(for: animation.curve, isCancelled: isCancelled)
            expression = "Animation.timingCurve(\(ExportTiming.controlPoints(choice.bezier, digits: digits)), duration: \(TextFormat.shortest(animation.duration)))"
            lines.append(CoreAnimationExport.bezierNote(choice, animation: animation))
        }
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
        let target = CoreAnimationExport.literal(animation.lastValue, keyPath: animation.keyPath, mode: .matrix)
        lines.append("// withAnimation(\(identifier)) { \(property) = \(CoreAnimationExport.swiftLiteral(target, context: .value)) }")
        return lines.joined(separator: "\n") + "\n"
    }
}
