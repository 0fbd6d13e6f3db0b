import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// docs/exact-forms.md: the form `export` writes for each curve kind on each platform, as a curve
/// and in an animation, and how exact it is, computed here through the one export pipeline. The
/// test fails when the doc drifts from the code; `Scripts/exact-forms-table` writes it anew
/// (this test with CURVES_WRITE_DOCS=1).
@Suite("the table of exact forms in docs is the code's")
struct ExactFormsTableTests {
    /// One curve per kind (the issue's list), and the words that define it.
    static let kinds: [(kind: String, definition: String)] = [
        ("bezier", "bezier 0.4 0 0.2 1"),
        ("Penner (sine, quad … circ)", "cubic-in-out"),
        ("Penner back", "back-out"),
        ("Penner elastic", "elastic-out"),
        ("Penner bounce", "bounce-out"),
        ("steps", "steps 4"),
        ("linear()", "linear(0, 0.4 25%, 0.8 50%, 1)"),
        ("keyframes", "keyframes 0:0 ease-in 0.4:1 ease-out 0.7:0.8 ease-in-out 1:1"),
        ("path", "path M0,0 C0.05,0 0.133333,0.06 0.166666,0.4 C0.208333,0.82 0.25,1 1,1"),
        ("spring", "spring mass=1 stiffness=170 damping=15"),
        ("expo-decay", "expo-decay 5"),
        ("second-order", "second-order 0.4 12"),
        ("oscillation", "oscillation bounces=2"),
        ("formula", "expr 1 - (1 - x)^3 * cos(6 * x)"),
        ("data", "sampled ease-in-out 20"),
    ]

    /// A cell's half: the form, how exact, and what the tests do with that code (ExportRuns);
    /// a reason not to run is a footnote mark, its number its place in `reasons`.
    static func cell(form: String, exact: Bool, error: Double, check: ExportRuns.Check, reasons: inout [String]) -> String {
        let exactness = exact ? "exact" : "≈ \(TextFormat.short(error))"
        let done: String
        switch check {
        case .run(let tool): done = "**R** \(tool)"
        case .compiled(let tool): done = "C \(tool)"
        case .notRun(let reason):
            if !reasons.contains(reason) { reasons.append(reason) }
            done = "–" + footnote(reasons.firstIndex(of: reason)! + 1)
        }
        return "\(form), \(exactness), \(done)"
    }

    static func footnote(_ number: Int) -> String {
        let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        return String(String(number).compactMap { $0.wholeNumberValue.map { superscripts[$0] } })
    }

    /// The table, computed: a row per kind, a column per platform; each cell the curve's form
    /// and its error, then the animation's (a move of opacity 0 → 1 over 1 s on that curve).
    static func markdown() throws -> String {
        var lines = [
            "| kind | " + Platform.allCases.map(\.rawValue).joined(separator: " | ") + " |",
            "|---|" + Platform.allCases.map { _ in "---|" }.joined(),
        ]
        var reasons: [String] = []
        for (kind, definition) in kinds {
            var shell = Transcript()
            let reply = shell.reply("c = \(definition)")
            guard reply.error == nil else { throw TestFailure("\(definition): \(reply.error ?? "")") }
            guard let curve = shell.interpreter.session.curve(named: "c")?.curve else { throw TestFailure("no curve for \(kind)") }
            let animation = try Animation(
                name: "a", keyPath: "opacity", from: .number(0), to: .number(1), duration: 1, curveName: "c", curve: curve)
            // The curve's approximations, fitted once for every platform, as `export NAME all` does.
            let candidates = ExportCandidates(curve, isCancelled: { false })
            var cells: [String] = []
            for platform in Platform.allCases {
                guard ExportFormat(named: platform.rawValue) != nil else { throw TestFailure("no format \(platform.rawValue)") }
                let exported = try ExportPipeline.curve(curve, named: "c", format: platform.rawValue, candidates: candidates)
                let played = try ExportPipeline.animation(animation, format: platform.rawValue)
                let animationForm = played.form?.rawValue ?? "timing"
                let curveForm = exported.form?.rawValue ?? "timing"
                let curveCheck = ExportRuns.check(platform, form: curveForm, .curve, curve: curve, definition: definition)
                let animationCheck = ExportRuns.check(platform, form: animationForm, .animation, curve: curve, definition: definition)
                cells.append(
                    cell(form: curveForm, exact: exported.isExact, error: exported.maxError, check: curveCheck, reasons: &reasons)
                        + "<br>anim: "
                        + cell(form: animationForm, exact: played.isExact, error: played.maxError, check: animationCheck, reasons: &reasons)
                )
            }
            lines.append("| \(kind) (`\(definition)`) | " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines += reasons.enumerated().map { "\(footnote($0.offset + 1)) \($0.element)  " }
        return lines.joined(separator: "\n") + "\n"
    }

    static let documentPath = "docs/exact-forms.md"

    static func document(table: String) -> String {
        """
        # Exact forms: what `export` writes for each curve kind on each platform

        Generated from the code by `Scripts/exact-forms-table` (ExactFormsTableTests fails when
        this file and the code disagree). Each cell is the form `export CURVE PLATFORM` writes
        (`timing`: the platform's timing curve or spring; `function`: the curve's closed form as
        code; `keyframes`: keyframes with a timing curve per segment) and how exact it is (the
        largest error in progress 0…1, where not exact), then the same for an animation on that
        curve (`anim`, `export ANIM PLATFORM`; `timing`: the platform's animation with its timing
        curve; `function`: with the curve's closed form as its easing). Last, what the tests do with that code (declared once, in ExportRuns, which the
        tests that run or compile exports take their platforms from; they run in the thorough
        run, `CURVES_THOROUGH_TESTS=1`, .ci/run):

        - **R** tool: run by that tool and what it computes compared with the curve
          (FunctionFormRunTests: the function forms, on curves of every kind that has one;
          CSSBrowserRunTests: the CSS of every kind, as a curve and in an animation, played
          in Chromium in one page, compared within the stated error plus 1e-6 for Chromium's
          own `cubic-bezier()` solver; KeyframeFormBrowserTests: the bounce-out drop;
          KeyframeAnimationRunTests: Compose's and Android's keyframe animations, compiled
          by kotlinc against stand-ins of the platforms' classes that follow their
          documented semantics, and played; FunctionAnimationRunTests: Compose's and
          Android's animations that take the curve's closed form as their easing, the
          same way; SpringFormRunTests: Compose's and Android's springs, against stand-ins
          of the platforms' spring simulations written from their sources; SwiftKeyframeRunTests:
          SwiftUI's and UIKit's keyframe curves, SwiftUI's keyframe animations and UIKit's
          keyframe and Bézier animations, with swiftc against stand-ins of the types they use
          written from Apple's documentation; SwiftTimingRunTests: SwiftUI's `timingCurve` and
          springs, UIKit's `CAMediaTimingFunction`, `UISpringTimingParameters` and
          `CASpringAnimation`, the same way; ExportedEaseRunTests: Motion's keyframes curves
          in node, against Motion's `cubicBezier` stood in for, and the function eases of Motion's,
          GSAP's and SwiftUI's animations, in node and swiftc against stand-ins of the one call each
          makes; LibraryEaseRunTests: Motion's and GSAP's timing forms, and their animations with a
          timing curve or keyframes, in node against stand-ins of the libraries' eases written from
          their sources (Motion's 12-halving `cubicBezier`, GSAP's named eases and `CustomEase`
          table), within the stated error and what the header says the library adds;
          MotionSpringRunTests: Motion's springs, in node against a stand-in of Motion's spring
          generator, exact while the spring moves, and within Motion's `restDelta` (0.005 of a
          move under 5 units, else 0.5 units) once Motion counts it at rest; LottieRunTests:
          every Lottie curve and animation, in node against a stand-in of Lottie's keyframe timing
          written from lottie-spec's properties.md).
        - C tool: compiled or parsed by that tool, not run (ExportNameValidityTests: `node
          --check`, `kotlinc` without the platforms' classes, `swiftc -parse`;
          ExportValidityTests: `swiftc -typecheck` against stand-ins of Apple's types).
        - –: not run, for the reason in the footnote under the table.

        Flutter has no exact `Curve` for a curve that does not end at 1 (second-order,
        oscillation): `CurvedAnimation.value` returns t itself at t = 0 and 1 whatever its curve
        computes (asserting in a debug build only that the curve maps 1 near 1), and
        `Curve.transform` does the same, so a `Curve` subclass of the closed form (or of the
        keyframes) would play c(t) on [0, 1) and jump to 1 at the end. Those forms are refused
        there and the timing form's error stated; an animation of an oscillation is exact as a
        `TweenSequence` of its frames.

        \(table)
        """
    }

    /// Every kind exported to every platform, as a curve and as an animation: about two minutes
    /// of CPU unoptimised, so it runs in the thorough run (.ci/run, optimised), which also keeps
    /// the document true; Scripts/exact-forms-table runs it that way too.
    @Test("docs/exact-forms.md is the table the export pipeline gives", Thorough.only)
    func tableIsTheCode() throws {
        let expected = Self.document(table: try Self.markdown())
        if ProcessInfo.processInfo.environment["CURVES_WRITE_DOCS"] != nil {
            let root = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            try expected.write(to: root.appendingPathComponent(Self.documentPath), atomically: true, encoding: .utf8)
        }
        #expect(
            ReadmeTests.repositoryFile(Self.documentPath) == expected,
            "docs/exact-forms.md differs from the code: run Scripts/exact-forms-table\n\(expected)")
    }
}
