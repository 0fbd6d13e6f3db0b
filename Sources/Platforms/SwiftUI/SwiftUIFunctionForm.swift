import CurveKit

/// SwiftUI's function form: a `CustomAnimation` (iOS 17, macOS 14) returns the value at each time
/// (developer.apple.com, CustomAnimation.animate(value:time:context:)); it calls the closed form,
/// a plain Swift function.
enum SwiftUIFunctionForm: FunctionFormWriter {
    static let takes = "SwiftUI takes a CustomAnimation (iOS 17, macOS 14) that calls it"
    static let language = "Swift"
    static let easingName = "a Swift function"
    static let reading = FunctionFormReading.swift

    static func code(_ formula: Formula, name: String) -> String { code(formula, name: name, duration: nil) }

    /// The usage plays the animation for the curve's own duration, else 1 s.
    static func code(_ formula: Formula, name: String, duration: Double?) -> String {
        let function = CodeText.swiftIdentifier(FunctionFormNames.function(name))
        let type = FunctionFormNames.type(name) + "Animation"
        return """
            import Foundation
            import SwiftUI

            \(SwiftFunction.function(formula, name: name))

            struct \(type): CustomAnimation {
                var duration: TimeInterval
                func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                    guard time < duration else { return nil }
                    return value.scaled(by: \(function)(time / duration))
                }
            }
            // withAnimation(Animation(\(type)(duration: \(CodeText.number(duration ?? 1))))) { … }

            """
    }

    static func line(_ formula: Formula) -> String { "CustomAnimation " + SwiftFunction.line(formula) }
}
