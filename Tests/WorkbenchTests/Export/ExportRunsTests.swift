import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// ExportRuns claims a run only for what a test runs: the function forms of the kinds
/// FunctionFormRunTests runs, the Chromium run for the one curve KeyframeFormBrowserTests drops.
@Suite("what ExportRuns says the tests run")
struct ExportRunsTests {
    typealias F = AnimationFixtures

    @Test("a function form is run for a kind FunctionFormRunTests runs, and not for one it does not")
    func functionFormsRunOnlyForTheKindsRun() {
        #expect(ExportRuns.check(.motion, form: "function", .curve, curve: F.bounceOut, definition: "bounce-out") == .run(tool: "node"))
        #expect(FunctionFormRunTests.curves.allSatisfy { $0.curve.kind != F.keys.kind })
        #expect(
            ExportRuns.check(.motion, form: "function", .curve, curve: F.keys, definition: "keys")
                == .notRun(reason: ExportRuns.reasonNotRun(.motion)))
    }

    @Test("a timing form is compiled for the kinds of curve the compiling tests export, not for others")
    func timingFormsCompiledOnlyForTheKindsCompiled() {
        #expect(ExportRuns.check(.gsap, form: "timing", .curve, curve: F.easeOut, definition: "ease-out") == .compiled(tool: "node"))
        #expect(
            ExportRuns.check(.gsap, form: "timing", .curve, curve: F.spring, definition: "spring")
                == .notRun(reason: ExportRuns.reasonNotRun(.motion)))
    }

    @Test("the CSS keyframes animation is run in Chromium for the drop's curve, not for another")
    func chromiumRunsTheDropCurveOnly() {
        #expect(
            ExportRuns.check(.css, form: "keyframes", .animation, curve: F.bounceOut, definition: ExportRuns.chromiumDropCurve)
                == .run(tool: "Chromium"))
        #expect(
            ExportRuns.check(.css, form: "keyframes", .animation, curve: F.keys, definition: "keys")
                == .notRun(reason: ExportRuns.reasonNotRun(.css)))
    }

    @Test("no platform's code is claimed run where none is: Flutter, Lottie and Material are not run")
    func unrunPlatformsAreNotRun() {
        for dialect in [Dialect.flutter, .lottie, .material] {
            for form in ["function", "timing", "keyframes"] {
                for exported in [ExportRuns.Exported.curve, .animation] {
                    guard case .notRun = ExportRuns.check(dialect, form: form, exported, curve: F.bounceOut, definition: "bounce-out")
                    else {
                        Issue.record("\(dialect) \(form) \(exported) is claimed run or compiled")
                        continue
                    }
                }
            }
        }
    }
}
