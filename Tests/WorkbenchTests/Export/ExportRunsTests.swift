import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// ExportRuns claims a run only for what a test runs: the function forms of the kinds
/// FunctionFormRunTests runs, the Chromium runs for the kinds CSSBrowserRunTests plays.
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

    @Test("a timing form is run or compiled for the kinds of curve the tests export, not for others")
    func timingFormsCompiledOnlyForTheKindsCompiled() {
        #expect(ExportRuns.check(.gsap, form: "timing", .curve, curve: F.easeOut, definition: "ease-out") == .run(tool: "node"))
        #expect(
            ExportRuns.check(.gsap, form: "timing", .curve, curve: F.spring, definition: "spring")
                == .notRun(reason: ExportRuns.reasonNotRun(.motion)))
    }

    @Test("the CSS of a curve of every kind in the table is run in Chromium, as a curve and in an animation, in either form")
    func chromiumRunsTheCSSOfEveryKind() {
        for (_, definition) in ExactFormsTableTests.kinds {
            guard let curve = CSSBrowserRunTests.curves.first(where: { $0.definition == definition })?.curve else {
                Issue.record("CSSBrowserRunTests does not play \(definition)")
                continue
            }
            for form in ["timing", "keyframes"] {
                for exported in [ExportRuns.Exported.curve, .animation] {
                    #expect(ExportRuns.check(.css, form: form, exported, curve: curve, definition: definition) == .run(tool: "Chromium"))
                }
            }
        }
    }

    @Test("a form CSS never writes for a curve, the function form, is not claimed run in Chromium")
    func chromiumDoesNotRunAFunctionForm() {
        #expect(
            ExportRuns.check(.css, form: "function", .curve, curve: F.keys, definition: "keys")
                == .notRun(reason: ExportRuns.reasonNotRun(.css)))
    }

    @Test("Compose's and Android's keyframe animations are run by kotlinc, Motion's and GSAP's by node")
    func keyframeAnimationsRunOrParsed() throws {
        let keyframes = try #require(CSSBrowserRunTests.curves.first { $0.definition.hasPrefix("keyframes") }?.curve)
        for (platform, check) in [
            (Platform.compose, ExportRuns.Check.run(tool: "kotlinc")), (.android, .run(tool: "kotlinc")),
            (.motion, .run(tool: "node")), (.gsap, .run(tool: "node")),
        ] {
            #expect(ExportRuns.check(platform, form: "keyframes", .animation, curve: keyframes, definition: "keys") == check, "\(platform)")
        }
    }

    @Test("Lottie's curves and animations of every kind in the table are run in node, in the timing and the keyframes form")
    func nodeRunsLottieOfEveryKind() {
        for (definition, curve) in CSSBrowserRunTests.curves {
            for form in ["timing", "keyframes"] {
                for exported in [ExportRuns.Exported.curve, .animation] {
                    #expect(ExportRuns.check(.lottie, form: form, exported, curve: curve, definition: definition) == .run(tool: "node"))
                }
            }
            #expect(
                ExportRuns.check(.lottie, form: "function", .curve, curve: curve, definition: definition)
                    == .notRun(reason: ExportRuns.reasonNotRun(.lottie)))
        }
    }

    @Test("no platform's code is claimed run where none is: Flutter and Material are not run")
    func unrunPlatformsAreNotRun() {
        for platform in [Platform.flutter, .material] {
            for form in ["function", "timing", "keyframes"] {
                for exported in [ExportRuns.Exported.curve, .animation] {
                    guard case .notRun = ExportRuns.check(platform, form: form, exported, curve: F.bounceOut, definition: "bounce-out")
                    else {
                        Issue.record("\(platform) \(form) \(exported) is claimed run or compiled")
                        continue
                    }
                }
            }
        }
    }
}
