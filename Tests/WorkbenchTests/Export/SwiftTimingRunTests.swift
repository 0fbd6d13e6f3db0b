import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// The timing forms SwiftUI and UIKit write — `Animation.timingCurve(…)`, `Animation.spring(…)`
/// and `.interpolatingSpring(…)` as a curve and in an animation, `CAMediaTimingFunction(controlPoints:)`
/// and `UISpringTimingParameters(…)` as a curve, `CASpringAnimation` in an animation — compiled
/// as printed by swiftc against the stand-ins of ``SwiftKeyframeRunTests/standIns`` and run, at
/// 1,000 x before the curve's end (where a curve of a spring snaps to 1 and the platform's spring
/// keeps settling): the Bézier's share of its duration, the spring's share of the curve's span
/// (its settling time for a curve, the animation's duration in an animation), compared with the
/// curve within the stated error plus the printed numbers' bound (``PasteDecimals/bound``) and,
/// for Core Animation's timing function, Float's in the control points (1e-6).
@Suite("exported timing curves and springs of SwiftUI and UIKit, run")
struct SwiftTimingRunTests {
    /// The stand-in type a curve's line or an animation's text makes, if this suite runs it.
    static func type(_ platform: Platform, _ code: String, animation: Bool) -> String? {
        let types =
            platform == .swiftui
            ? ["Animation.timingCurve(", "Animation.spring(", "Animation.interpolatingSpring("]
            : animation ? ["CASpringAnimation("] : ["CAMediaTimingFunction(controlPoints:", "UISpringTimingParameters("]
        return types.first { code.contains($0) }.map { String($0.prefix { $0 != "." && $0 != "(" }) }
    }

    /// The table's curves whose curve or animation `platform` writes in a timing form this suite runs, by kind.
    static func kinds(_ platform: Platform, animation: Bool) -> Set<String> {
        ExportRuns.timingKinds(platform, animation: animation) { type(platform, $0, animation: animation) != nil }
    }

    static let xs = (0..<1000).map { Double($0) / 1000 }

    @Test(
        "SwiftUI's timingCurve and springs, UIKit's CAMediaTimingFunction, UISpringTimingParameters and CASpringAnimation, compiled by swiftc against stand-ins and run, are the curves",
        .enabled(if: FunctionFormTools.shouldRun(ExportToolchain.swiftc), FunctionFormTools.missing(["swiftc"])), Thorough.only)
    func swiftUIAndUIKit() throws {
        var files = ["StandIns.swift": SwiftKeyframeRunTests.standIns]
        var runs: [(what: String, curve: Curve, bound: Double, discrete: Bool)] = []
        var calls: [String] = []
        let travel = KeyframeAnimationRunTests.travel
        for platform in [Platform.swiftui, .uikit] {
            for (index, (definition, curve)) in CSSBrowserRunTests.curves.enumerated() {
                for animated in [false, true] {
                    let code: ExportPipeline.Exported
                    let span: Double
                    if animated {
                        let animation = try KeyframeAnimationRunTests.animation(curve)
                        code = try ExportPipeline.animation(animation, format: platform.rawValue)
                        span = animation.duration
                    } else {
                        code = try ExportPipeline.curve(curve, named: "c", format: platform.rawValue)
                        span = curve.spring?.timeSpan ?? 1
                    }
                    guard code.form == .timing, let type = Self.type(platform, animated ? code.text : code.line ?? "", animation: animated)
                    else { continue }
                    let variable = try #require(
                        code.text.firstMatch(of: #/let (\w+) = /#).map { String($0.1) }, "no declaration in\n\(code.text)")
                    let function = "\(platform.rawValue)\(animated ? "Animation" : "Curve")\(index)"
                    let body = code.text.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.hasPrefix("import ") }
                        .joined(separator: "\n")
                    files["\(function).swift"] = "func \(function)() -> \(type) {\n\(body)\nreturn \(variable)\n}\n"
                    // A Bézier runs over its own duration, a spring over the curve's span.
                    let value =
                        type == "CASpringAnimation"
                        ? "k.value(at: x * k.duration) / \(travel)" : "k.progress(at: x * (k.duration ?? \(span)))"
                    calls.append("do { let k = \(function)(); for x in xs { out += \"\\(\(value))\\n\" } }")
                    let float = type == "CAMediaTimingFunction" ? 1e-6 : 0
                    runs.append(
                        (
                            "\(platform.rawValue) \(animated ? "anim" : "curve") \(type) \(definition)", curve,
                            code.maxError + PasteDecimals.bound + float, false
                        ))
                }
            }
        }
        try #require(runs.count >= 8, "only \(runs.count) of the table's curves and animations are SwiftUI or UIKit timing forms")
        try SwiftKeyframeRunTests.runAndCompare(files: files, calls: calls, runs: runs, xs: Self.xs)
    }
}
