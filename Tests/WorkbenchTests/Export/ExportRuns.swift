import CurveKit

@testable import Platforms

/// Which exported code the tests run and compare with the curve, which they only compile or
/// parse, and which they leave unrun and why: one declaration. The tests that run or compile
/// exports take their platforms (and FunctionFormRunTests its curve kinds) from it, and
/// docs/exact-forms.md (ExactFormsTableTests) states it per cell, so the table claims no run
/// that no test does.
enum ExportRuns {
    enum Exported { case curve, animation }

    enum Check: Equatable {
        /// Run by `tool`, and what it computes compared with the curve.
        case run(tool: String)
        /// Compiled or parsed by `tool`, not run (`node --check`, `swiftc -parse` or
        /// `-typecheck`, `kotlinc` against missing platform classes).
        case compiled(tool: String)
        /// Not run, for `reason`.
        case notRun(reason: String)
    }

    /// The curves an entry's test exports in that form: every curve of the kinds (`Curve.kind`)
    /// its test runs, or the one curve it defines.
    enum Curves: Equatable {
        case anyKind
        case kinds(Set<String>)
        case definition(String)
    }

    struct Entry {
        let platform: Platform
        /// The form written: `function`, `keyframes` or `timing` (the platform's timing curve).
        let form: String
        let exported: Exported
        let check: Check
        /// The test that does it, `Suite.function`.
        let test: String
        let curves: Curves
    }

    /// The curve the Chromium tests drop a box with (KeyframeFormBrowserTests).
    static let chromiumDropCurve = "bounce-out"

    static let entries: [Entry] = {
        var entries: [Entry] = []
        let functionKinds = ExportRuns.Curves.kinds(Set(FunctionFormRunTests.curves.map(\.curve.kind)))
        for (platforms, tool, test) in [
            ([Platform.motion, .gsap], "node", "FunctionFormRunTests.javaScript"),
            ([.compose, .android], "kotlinc", "FunctionFormRunTests.kotlin"),
            ([.swiftui, .uikit], "swiftc", "FunctionFormRunTests.swift"),
        ] {
            entries += platforms.map {
                Entry(platform: $0, form: "function", exported: .curve, check: .run(tool: tool), test: test, curves: functionKinds)
            }
        }
        entries.append(
            Entry(
                platform: .flutter, form: "function", exported: .curve, check: .notRun(reason: "no Dart compiler here (read back instead)"),
                test: "FunctionFormRunTests.flutter", curves: functionKinds))
        entries.append(
            Entry(
                platform: .css, form: "keyframes", exported: .animation, check: .run(tool: "Chromium"),
                test: "KeyframeFormBrowserTests.bounceOutDropInCSS", curves: .definition(chromiumDropCurve)))
        // CSSBrowserRunTests plays the CSS of a curve of every kind in Chromium, and LottieRunTests
        // runs its Lottie in node against a stand-in of Lottie's keyframe timing, in whichever
        // form export writes it (and, for Lottie, the curves' timing form), as a curve and in an
        // animation.
        let everyKind = ExportRuns.Curves.kinds(Set(CSSBrowserRunTests.curves.map(\.curve.kind)))
        for (platform, tool, test) in [
            (Platform.css, "Chromium", "CSSBrowserRunTests.everyKindInChromium"), (.lottie, "node", "LottieRunTests.everyKindInNode"),
        ] {
            for form in ["timing", "keyframes"] {
                for exported in [Exported.curve, .animation] {
                    entries.append(
                        Entry(platform: platform, form: form, exported: exported, check: .run(tool: tool), test: test, curves: everyKind))
                }
            }
        }
        // KeyframeAnimationRunTests runs Compose's and Android's keyframe animations for the
        // table's curves that each writes as keyframes.
        for platform in [Platform.compose, .android] {
            let kinds = Set(KeyframeAnimationRunTests.keyframeCurves(platform).map(\.curve.kind))
            entries.append(
                Entry(
                    platform: platform, form: "keyframes", exported: .animation, check: .run(tool: "kotlinc"),
                    test: "KeyframeAnimationRunTests.composeAndAndroid", curves: .kinds(kinds)))
        }
        // LibraryEaseRunTests runs Motion's and GSAP's timing forms of the table's curves, and their
        // animations with a timing curve or keyframes, against stand-ins of the libraries' eases
        // (Motion's spring aside).
        for platform in LibraryEaseRunTests.platforms {
            entries.append(
                Entry(
                    platform: platform, form: "timing", exported: .curve, check: .run(tool: "node"),
                    test: "LibraryEaseRunTests.timingCurves",
                    curves: .kinds(Set(LibraryEaseRunTests.timingCurves(platform).map(\.curve.kind)))))
            for form in ["timing", "keyframes"] {
                entries.append(
                    Entry(
                        platform: platform, form: form, exported: .animation, check: .run(tool: "node"),
                        test: "LibraryEaseRunTests.animations",
                        curves: .kinds(Set(LibraryEaseRunTests.animationCurves(platform, form: form).map(\.curve.kind)))))
            }
        }
        // MotionSpringRunTests runs Motion's springs, as a curve and in an animation, against a
        // stand-in of Motion's spring generator.
        for exported in [Exported.curve, .animation] {
            entries.append(
                Entry(
                    platform: .motion, form: "timing", exported: exported, check: .run(tool: "node"), test: "MotionSpringRunTests.springs",
                    curves: .kinds(Set(MotionSpringRunTests.curves(animation: exported == .animation).map(\.curve.kind)))))
        }
        // FunctionAnimationRunTests runs Compose's and Android's animations that take the curve's
        // closed form as their easing, for the table's curves each writes so.
        for platform in [Platform.compose, .android] {
            let kinds = Set(FunctionAnimationRunTests.functionCurves(platform).map(\.curve.kind))
            entries.append(
                Entry(
                    platform: platform, form: "function", exported: .animation, check: .run(tool: "kotlinc"),
                    test: "FunctionAnimationRunTests.composeAndAndroid", curves: .kinds(kinds)))
        }
        // TimingFormRunTests runs Compose's and Android's Bézier and path timing forms, and
        // SpringFormRunTests their springs, as a curve and in an animation, for the table's curves
        // each writes so.
        let timingTests: [(test: String, kinds: (Platform, Exported) -> Set<String>)] = [
            ("TimingFormRunTests.composeAndAndroid", { TimingFormRunTests.kinds($0, animation: $1 == .animation) }),
            ("SpringFormRunTests.composeAndAndroid", { SpringFormRunTests.kinds($0, animation: $1 == .animation) }),
        ]
        for (test, kinds) in timingTests {
            for platform in [Platform.compose, .android] {
                for exported in [Exported.curve, .animation] {
                    entries.append(
                        Entry(
                            platform: platform, form: "timing", exported: exported, check: .run(tool: "kotlinc"), test: test,
                            curves: .kinds(kinds(platform, exported))))
                }
            }
        }
        // SwiftKeyframeRunTests runs SwiftUI's and UIKit's keyframe forms of the table's curves
        // each writes so.
        for platform in [Platform.swiftui, .uikit] {
            entries.append(
                Entry(
                    platform: platform, form: "keyframes", exported: .curve, check: .run(tool: "swiftc"),
                    test: "SwiftKeyframeRunTests.swiftUIAndUIKit",
                    curves: .kinds(Set(SwiftKeyframeRunTests.keyframeCurves(platform).map(\.curve.kind)))))
        }
        // SwiftKeyframeRunTests also runs UIKit's animations of the table's curves that are a
        // CAKeyframeAnimation or a CABasicAnimation, whichever form export writes.
        let uikitAnimationKinds = ExportRuns.Curves.kinds(Set(SwiftKeyframeRunTests.uikitAnimationCurves().map(\.curve.kind)))
        for form in ["timing", "keyframes"] {
            entries.append(
                Entry(
                    platform: .uikit, form: form, exported: .animation, check: .run(tool: "swiftc"),
                    test: "SwiftKeyframeRunTests.animations", curves: uikitAnimationKinds))
        }
        // SwiftKeyframeRunTests also runs SwiftUI's keyframe animations.
        entries.append(
            Entry(
                platform: .swiftui, form: "keyframes", exported: .animation, check: .run(tool: "swiftc"),
                test: "SwiftKeyframeRunTests.animations",
                curves: .kinds(Set(SwiftKeyframeRunTests.swiftUIAnimationCurves().map(\.curve.kind)))))
        // SwiftTimingRunTests runs SwiftUI's and UIKit's timing curves and springs, as a curve and
        // in an animation (UIKit's CASpringAnimation; its Bézier animations are above).
        for platform in [Platform.swiftui, .uikit] {
            for exported in [Exported.curve, .animation] {
                entries.append(
                    Entry(
                        platform: platform, form: "timing", exported: exported, check: .run(tool: "swiftc"),
                        test: "SwiftTimingRunTests.swiftUIAndUIKit",
                        curves: .kinds(SwiftTimingRunTests.kinds(platform, animation: exported == .animation))))
            }
        }
        // ExportedEaseRunTests runs Motion's keyframes curves in node (cubicBezier stood in for),
        // Motion's and GSAP's function eases of animations in node (animate and gsap stood in
        // for) and SwiftUI's CustomAnimation of animations with swiftc (SwiftUI stood in for).
        entries.append(
            Entry(
                platform: .motion, form: "keyframes", exported: .curve, check: .run(tool: "node"),
                test: "ExportedEaseRunTests.motionKeyframeCurves",
                curves: .kinds(Set(ExportedEaseRunTests.keyframeCurves.map(\.curve.kind)))))
        let easeKinds = ExportRuns.Curves.kinds(Set(ExportedEaseRunTests.functionCurves.map(\.curve.kind)))
        for (platform, tool, test) in [
            (Platform.motion, "node", "ExportedEaseRunTests.javaScriptAnimations"),
            (.gsap, "node", "ExportedEaseRunTests.javaScriptAnimations"),
            (.swiftui, "swiftc", "ExportedEaseRunTests.swiftUIAnimations"),
        ] {
            entries.append(
                Entry(platform: platform, form: "function", exported: .animation, check: .run(tool: tool), test: test, curves: easeKinds))
        }
        // ExportNameValidityTests: a timing curve and a timing animation on one curve per name
        // (and a function, which FunctionFormRunTests runs).
        let nameCurve = ExportRuns.Curves.kinds(Set([AnimationFixtures.resolve(ExportNameValidityTests.curve)?.kind].compactMap { $0 }))
        for (platforms, tool, test) in [
            ([Platform.motion, .gsap], "node", "ExportNameValidityTests.javaScriptParses"),
            ([.compose, .android], "kotlinc", "ExportNameValidityTests.kotlinParses"),
            ([.swiftui, .uikit], "swiftc", "ExportNameValidityTests.swiftParses"),
        ] {
            for platform in platforms {
                for exported in [Exported.curve, .animation] {
                    entries.append(
                        Entry(
                            platform: platform, form: "timing", exported: exported, check: .compiled(tool: tool), test: test,
                            curves: nameCurve))
                }
            }
        }
        // ExportValidityTests type-checks the Swift of its catalogue: curves in their timing form,
        // animations in the form export writes (keyframe animations among them).
        let catalogueCurves = ExportRuns.Curves.kinds(Set(ExportCatalogue.curves.map(\.curve.kind)))
        let catalogueAnimations = ExportRuns.Curves.kinds(
            Set(ExportCatalogue.animations.compactMap { try? ExportCatalogue.animation($0).curve.kind }))
        for platform in [Platform.uikit, .swiftui] {
            for (form, exported, curves) in [
                ("timing", Exported.curve, catalogueCurves), ("timing", .animation, catalogueAnimations),
                ("keyframes", .animation, catalogueAnimations),
            ] {
                entries.append(
                    Entry(
                        platform: platform, form: form, exported: exported, check: .compiled(tool: "swiftc"),
                        test: "ExportValidityTests.swiftTypeChecks", curves: curves))
            }
        }
        return entries
    }()

    /// Why a cell no entry covers is not run.
    /// The kinds of the table's curves (``CSSBrowserRunTests/curves``) whose curve or animation
    /// `platform` writes in its timing form as code that `accepts`: the animation's whole text, or
    /// the curve's line.
    static func timingKinds(_ platform: Platform, animation: Bool, accepts: (String) -> Bool) -> Set<String> {
        Set(
            CSSBrowserRunTests.curves.filter { _, curve in
                if animation {
                    guard let a = try? KeyframeAnimationRunTests.animation(curve),
                        let played = try? ExportPipeline.animation(a, format: platform.rawValue)
                    else { return false }
                    return played.form == .timing && accepts(played.text)
                }
                guard let code = try? ExportPipeline.curve(curve, named: "c", format: platform.rawValue) else { return false }
                return code.form == .timing && code.line.map(accepts) == true
            }.map(\.curve.kind))
    }

    static func reasonNotRun(_ platform: Platform) -> String {
        switch platform {
        case .flutter: "no Dart compiler here"
        case .lottie: "no Lottie player here"
        case .material: "tokens, no code to run"
        case .css: "no test plays it in a browser"
        default: "no test compiles it"
        }
    }

    /// What the tests do with `form` exported to `platform` for `curve` (defined as `definition`):
    /// the first entry that covers it (runs come first), or not run.
    static func check(_ platform: Platform, form: String, _ exported: Exported, curve: Curve, definition: String) -> Check {
        let entry = entries.first { entry in
            guard entry.platform == platform, entry.form == form, entry.exported == exported else { return false }
            switch entry.curves {
            case .anyKind: return true
            case .kinds(let kinds): return kinds.contains(curve.kind)
            case .definition(let covered): return covered == definition
            }
        }
        return entry?.check ?? .notRun(reason: reasonNotRun(platform))
    }

    /// The platforms `test` runs or compiles, in the order declared.
    static func platforms(of test: String) -> [Platform] {
        var platforms: [Platform] = []
        for entry in entries where entry.test == test && !platforms.contains(entry.platform) { platforms.append(entry.platform) }
        return platforms
    }
}
