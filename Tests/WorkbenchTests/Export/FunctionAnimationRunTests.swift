import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// The animations Compose and Android write with the curve's closed form as their easing (a
/// `tween(…, easing = …)` with an `Easing`, an `ObjectAnimator` with a `TimeInterpolator`),
/// compiled as printed by kotlinc against stand-ins of the platforms' classes
/// (``KeyframeAnimationStandIns``, and Compose's `tween` here: TweenSpec.kt eases the fraction
/// of its duration played, clamped to 0…1, and mixes the two values by it) and played at every
/// 2 ms of the animation, compared with the curve's own value.
///
/// Within: the export's stated error (0 where exact) plus Float's precision in the unit moved
/// (pt, 236 · 1e-6), since both platforms take and give the fraction as a Float.
@Suite("exported function animations, run")
struct FunctionAnimationRunTests {
    static let composeTween = """
        package androidx.compose.animation.core

        class TweenSpec<T>(val durationMillis: Int, val delay: Int, val easing: Easing)
        fun <T> tween(durationMillis: Int = 300, delayMillis: Int = 0, easing: Easing = FastOutSlowInEasing): TweenSpec<T> =
            TweenSpec(durationMillis, delayMillis, easing)

        /// The value `playTimeMillis` after the start, moving `from` → `to`.
        fun TweenSpec<Float>.valueAt(playTimeMillis: Double, from: Float, to: Float): Float {
            val fraction = ((playTimeMillis - delay) / durationMillis).coerceIn(0.0, 1.0).toFloat()
            return from + (to - from) * easing.transform(fraction)
        }
        """

    /// Whether `platform` writes the table's animation on `curve` with its function form, as the
    /// export pipeline decides (asked of it, not restated here).
    static func writesFunction(_ platform: Platform, _ curve: Curve) -> Bool {
        guard let animation = try? KeyframeAnimationRunTests.animation(curve) else { return false }
        return (try? ExportPipeline.animation(animation, format: platform.rawValue))?.form == .function
    }

    /// The table's curves whose animation `platform` writes with its function form.
    static func functionCurves(_ platform: Platform) -> [(definition: String, curve: Curve)] {
        CSSBrowserRunTests.curves.filter { writesFunction(platform, $0.curve) }
    }

    @Test(
        "Compose's tween with an Easing and Android's ObjectAnimator with a TimeInterpolator, compiled by kotlinc and played, are the curves",
        .enabled(
            if: FunctionFormTools.shouldRun(FunctionFormTools.kotlinc, FunctionFormTools.javac, FunctionFormTools.java),
            FunctionFormTools.missing(["kotlinc", "javac", "java"])), Thorough.only)
    func composeAndAndroid() throws {
        var runs: [(platform: String, definition: String, curve: Curve, code: ExportPipeline.Exported)] = []
        var files = KeyframeAnimationStandIns.javaFiles
        files["Compose.kt"] = KeyframeAnimationStandIns.compose
        files["ComposeTween.kt"] = Self.composeTween
        var calls: [String] = []
        for platform in [Platform.compose, .android] {
            for (index, (definition, curve)) in Self.functionCurves(platform).enumerated() {
                let base = try KeyframeAnimationRunTests.animation(curve)
                // Each curve its own name, so that the functions of one package differ.
                let animation = try Animation(
                    name: "a", keyPath: base.keyPath, from: base.from, to: base.to, duration: 1, curveName: "c\(index)", curve: curve)
                let code = try ExportPipeline.animation(animation, format: platform.rawValue)
                #expect(code.form == .function && code.isExact, "\(platform.rawValue) \(definition): \(code.text)")
                let lines = code.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let imports = lines.filter { $0.hasPrefix("import ") }
                let body = lines.filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
                if platform == .compose {
                    files["ComposeFunction\(index).kt"] =
                        (["import androidx.compose.animation.core.*"] + imports).joined(separator: "\n") + "\n\n"
                        + body.replacingOccurrences(of: "val aSpec", with: "val composeFunctionSpec\(index)")
                    calls.append("composeFunctionSpec\(index).valueAt(ms, 0f, \(Int(KeyframeAnimationRunTests.travel))f)")
                } else {
                    files["AndroidFunction\(index).kt"] =
                        (["import android.animation.*", "import android.view.animation.*"] + imports).joined(separator: "\n")
                        + "\n\nfun androidFunctionAnimator\(index)(target: Any): ObjectAnimator {\n\(body)\nreturn a\n}\n"
                    calls.append("androidFunctionAnimator\(index)(Any()).valueAt(ms)")
                }
                runs.append((platform.rawValue, definition, curve, code))
            }
        }
        try #require(!runs.isEmpty, "the table has function animations for Compose and Android")
        let (values, output) = try FunctionFormTools.kotlinValues(
            files: files, imports: ["import androidx.compose.animation.core.*"],
            calls: calls.map { "for (i in 0..500) { val ms = i * 2.0; out.append(\($0)).append('\\n') }" })
        let times = KeyframeAnimationRunTests.times
        try #require(values.count == runs.count * times.count, "\(values.count) values printed:\n\(output.prefix(2000))")
        for (index, run) in runs.enumerated() {
            var worst = (difference: 0.0, at: 0.0)
            for (j, time) in times.enumerated() {
                guard let value = values[index * times.count + j] else { continue }
                let difference = abs(value - KeyframeAnimationRunTests.travel * run.curve.value(at: time / 1000))
                if !(difference <= worst.difference) { worst = (difference, time) }
            }
            let bound = KeyframeAnimationRunTests.travel * ((run.code.isExact ? 0 : run.code.maxError) + 1e-6)
            print("\(run.platform) function \(run.definition): max difference \(worst.difference) pt at \(worst.at) ms (bound \(bound))")
            #expect(
                worst.difference <= bound, "\(run.platform) \(run.definition): \(worst.difference) pt at \(worst.at) ms\n\(run.code.text)")
        }
    }
}
