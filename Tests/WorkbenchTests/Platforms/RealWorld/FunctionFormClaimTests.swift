import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// What `export … form=function` writes is read back whole, before the code around it; but only
/// a function of one number is such a form. A method of a class that returns a constant, or a
/// helper that takes a view, is code, read as the platform's code. The pastes are written in our
/// own words after the files cited (spent held-out set 12).
@Suite("Real world: which functions are function forms")
struct FunctionFormClaimTests {
    /// leandroluquetti/UIViewPropertyAnimator-park
    /// UIViewPropertyAnimatorNavigationTransition/NavigationControllerTransition/Animator.swift
    /// @ 99e9d7101c7be09d13f379888d6b4f195c5f3d77: a transition whose animator is
    /// `UICubicTimingParameters(animationCurve: .easeOut)`, then `transitionDuration(using:)`
    /// returning 0.5. The system ease-out is cubic-bezier(0, 0, 0.58, 1) (Apple,
    /// UIView.AnimationCurve.easeOut); it had been read as the constant y = 0.5.
    @Test("a method that returns a constant is no function form: the animator's curve is read")
    func constantMethodIsNoFunctionForm() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "uikit",
            """
            class SlideIn: NSObject, UIViewControllerAnimatedTransitioning {
                let runner = UIViewPropertyAnimator(duration: 0.5 , timingParameters: UICubicTimingParameters(animationCurve: .easeOut))

                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
                    return 0.5
                }
            }
            """)
        #expect(error == nil, "\(reply)")
        guard case .bezier(let bezier)? = curve else { Issue.record("\(String(describing: curve))"); return }
        #expect([bezier.x1, bezier.y1, bezier.x2, bezier.y2] == [0, 0, 0.58, 1])
    }

    @Test("only a function of one number is a function form")
    func oneNumberParameter() {
        func claims(_ text: String, _ reading: FunctionFormReading) -> Bool {
            guard let marker = text.range(of: reading.marker) else { return false }
            return FunctionFormReader.takesOneNumber(text, marker: marker)
        }
        #expect(claims("func a(_ t: Double) -> Double {\n    return t * t\n}", .swift))
        #expect(claims("fun a(t: Double): Double {\n    return t * t\n}", .kotlin))
        #expect(claims("const a = (t) => {\n  return t * t;\n};", .javaScript))
        #expect(claims("const a = t => {\n  return t * t;\n};", .javaScript))
        #expect(!claims("fun View.springy(prop: ViewProperty, stiffness: Float = 500f): SpringAnimation {", .kotlin))
        #expect(!claims("func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {", .swift))
        #expect(!claims("items.forEach((el, index) => {", .javaScript))
        // And what export writes still reads back.
        var transcript = Transcript(width: 1000)
        _ = transcript.reply("a = expr x * x")
        let exported = transcript.reply("export a swiftui form=function").text
        let function = exported.components(separatedBy: "\n").drop { !$0.hasPrefix("func a") }.prefix(4).joined(separator: "\n")
        let read = PlayedDefinitionTests.paste("swiftui", function)
        #expect(read.error == nil, "\(function)\n\(read.reply)")
        RealWorldCorpus.expectValues(read.curve) { $0 * $0 }
    }
}
