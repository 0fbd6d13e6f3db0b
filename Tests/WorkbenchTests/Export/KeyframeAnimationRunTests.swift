import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// The keyframe animations `export` writes, run: Compose's `keyframes { … using … }` and
/// Android's `ObjectAnimator` of `Keyframe`s with their `PathInterpolator`s, compiled as printed
/// by kotlinc (and the platform stand-ins by javac, ``KeyframeAnimationStandIns``) and played at
/// every 2 ms of the animation, compared with the curve (Motion's and GSAP's are run by
/// LibraryEaseRunTests). The animations are docs/exact-forms.md's (its curve of each kind, moving 0 → 236 over 1 s) that
/// the platform writes as keyframes.
///
/// Within: the export's stated error (0 where exact) plus Float's precision in the unit moved
/// (pt, 236 · 1e-6), since both platforms compute in Float.
@Suite("exported keyframe animations, run")
struct KeyframeAnimationRunTests {
    static let travel = 236.0
    static let times = (0...500).map { Double($0) * 2 }

    /// The table's animation on `curve` (0 → 236 over 1 s).
    static func animation(_ curve: Curve) throws -> Animation {
        try Animation(
            name: "a", keyPath: "transform.translation.y", from: .number(0), to: .number(travel), duration: 1, curveName: "c", curve: curve)
    }

    /// The table's curves whose animation `platform` writes as keyframes.
    static func keyframeCurves(_ platform: Platform) -> [(definition: String, curve: Curve)] {
        CSSBrowserRunTests.curves.filter { _, curve in
            guard let animation = try? animation(curve),
                let played = try? KeyframeForm.played(animation, format: ExportFormat(platform), digits: .fewest, form: nil)
            else { return false }
            return played.curve.kind == "keyframes"
        }
    }

    /// Those curves' animations exported to `platform`.
    static func keyframeExports(_ platform: Platform) throws -> [(definition: String, curve: Curve, code: ExportPipeline.Exported)] {
        try keyframeCurves(platform).map { definition, curve in
            (definition, curve, try ExportPipeline.animation(animation(curve), format: platform.rawValue))
        }
    }

    @Test(
        "Compose's keyframes and Android's keyframe ObjectAnimator, compiled by kotlinc against stand-ins and played, are the curves",
        .enabled(
            if: FunctionFormTools.shouldRun(FunctionFormTools.kotlinc, FunctionFormTools.javac, FunctionFormTools.java),
            FunctionFormTools.missing(["kotlinc", "javac", "java"])), Thorough.only)
    func composeAndAndroid() throws {
        let compose = try Self.keyframeExports(.compose)
        let android = try Self.keyframeExports(.android)
        try #require(!compose.isEmpty && !android.isEmpty, "the table has keyframe animations for Compose and Android")
        var files = KeyframeAnimationStandIns.javaFiles
        files["Compose.kt"] = KeyframeAnimationStandIns.compose
        var calls: [String] = []
        for (index, export) in compose.enumerated() {
            let text = export.code.text.replacingOccurrences(of: "val aSpec", with: "val composeSpec\(index)")
            files["ComposeExport\(index).kt"] = "import androidx.compose.animation.core.*\n\n" + text
            calls.append("composeSpec\(index).valueAt(ms)")
        }
        for (index, export) in android.enumerated() {
            files["AndroidExport\(index).kt"] = """
                import android.animation.*
                import android.view.animation.*

                fun androidAnimator\(index)(target: Any): ObjectAnimator {
                \(export.code.text)
                return a
                }
                """
            calls.append("androidAnimator\(index)(Any()).valueAt(ms)")
        }
        let (values, output) = try FunctionFormTools.kotlinValues(
            files: files, imports: ["import androidx.compose.animation.core.*"],
            calls: calls.map { "for (i in 0..500) { val ms = i * 2.0; out.append(\($0)).append('\\n') }" })
        let runs = compose.map { ("compose", $0) } + android.map { ("android", $0) }
        try #require(values.count == runs.count * Self.times.count, "\(values.count) values printed:\n\(output.prefix(2000))")
        for (index, (platform, export)) in runs.enumerated() {
            var worst = (difference: 0.0, at: 0.0)
            for (j, time) in Self.times.enumerated() {
                guard let value = values[index * Self.times.count + j] else { continue }
                let difference = abs(value - Self.travel * export.curve.value(at: time / 1000))
                if !(difference <= worst.difference) { worst = (difference, time) }
            }
            let bound = Self.travel * ((export.code.isExact ? 0 : export.code.maxError) + 1e-6)
            print("\(platform) keyframes \(export.definition): max difference \(worst.difference) pt at \(worst.at) ms (bound \(bound))")
            #expect(
                worst.difference <= bound, "\(platform) \(export.definition): \(worst.difference) pt at \(worst.at) ms\n\(export.code.text)"
            )
        }
    }
}
