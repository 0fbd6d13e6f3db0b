import CurveKit

/// UIKit's function form. Core Animation takes no function as timing: a `CAMediaTimingFunction`
/// is one cubic Bézier, a `UITimingCurveProvider` a Bézier or a spring. The closed form is a Swift
/// function that sets the animated value each frame (a `CADisplayLink`).
enum UIKitFunctionForm: FunctionFormWriter {
    static let takes =
        "Core Animation takes no function as timing, only one cubic Bézier or a spring: set the value from it each frame"
    static let language = "Swift"
    static let easingName = "a Swift function"
    static let reading = FunctionFormReading.swift

    static func code(_ formula: Formula, name: String) -> String {
        let function = CodeText.swiftIdentifier(FunctionFormNames.function(name))
        return """
            import Foundation

            \(SwiftFunction.function(formula, name: name))
            // Each frame (a CADisplayLink): value = from + (to - from) * \(function)(elapsed / duration)

            """
    }

    static func line(_ formula: Formula) -> String { "func " + SwiftFunction.line(formula) }
}
