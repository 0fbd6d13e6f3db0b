import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// Every kind's CSS and Web Animations exports (docs/exact-forms.md's curve of each kind, as a
/// curve and in an animation), played by Chromium in one page: a curve's CSS is the style sheet
/// as printed, its custom property the timing function of a transition of a registered number
/// (or, for a keyframes document, its `@keyframes` played as the document's comment says,
/// `linear`); a curve's `waapi` string is the `easing` of `element.animate` on that number (or,
/// for a keyframes document, its keyframes, with `easing: "linear"`, as its comment says); an
/// animation (the table's, moving a number, `progressA3` 0 → 1, in place of `opacity`, which CSS
/// clamps to 0…1 and Chromium keeps as a float; exported as a registered custom property,
/// `--progress-a3`) is its `.NAME` rule on an element, or its script run with `element` the element.
/// Each animation is paused and its own timeline set to each sample's time (`currentTime`, whole
/// microseconds, which Chromium keeps time in), and the value read with the Typed OM
/// (`computedStyleMap`, no rounding to text) is compared with the curve at that time.
///
/// Within: the export's stated error (0 where exact), plus 1e-6 of progress for Chromium itself,
/// which solves `cubic-bezier()` only until x is within 1e-7 (gfx::CubicBezier's kBezierEpsilon,
/// ui/gfx/geometry/cubic_bezier.cc). The unit is progress, 0…1: every value read is a
/// registered `<number>`, interpolated and read back as a double.
///
/// Skipped, saying so, where no Chromium is installed; on CI (`CI` set) a missing browser fails it.
@Suite(.tags(.browser), .enabled(if: DevToolsBrowser.shouldRun, HeadlessChromium.skipMessage))
struct CSSBrowserRunTests {
    /// Chromium's own precision, in progress.
    static let chromiumPrecision = 1e-6
    /// Every 2 ms of a 1 s animation, and the ends: whole microseconds.
    static let times = (0...500).map { Double($0) * 2 }

    /// How the page plays an export.
    enum Play: String {
        /// `:root { --NAME: easing; }`: a transition of `--p` timed by `var(--NAME)`.
        case transition
        /// `@property --NAME` and `@keyframes NAME`: `animation: NAME 1s linear both`.
        case keyframesDocument
        /// `const NAME = "easing";`: `element.animate` of `--p` with `easing: NAME`.
        case easingString
        /// `CSS.registerProperty(--NAME)` and `const NAME = [keyframes]`: `element.animate(NAME,
        /// { duration: 1000, easing: "linear", fill: "both" })`, as the document's comment says.
        case keyframesScript
        /// `@keyframes NAME` and `.NAME { animation: … }`: the class on an element.
        case animationRule
        /// `const NAME = element.animate(…)`.
        case animationScript
    }

    struct Case {
        let label: String
        let identifier: String
        let curve: Curve
        let code: ExportPipeline.Exported
        let play: Play
        var bound: Double { (code.isExact ? 0 : code.maxError) + CSSBrowserRunTests.chromiumPrecision }
    }

    /// The curves played: docs/exact-forms.md's curve of each kind (ExportRuns declares their
    /// kinds run in Chromium), each defined as the shell defines it.
    static let curves: [(definition: String, curve: Curve)] = ExactFormsTableTests.kinds.map { _, definition in
        var shell = Transcript()
        let reply = shell.reply("c = \(definition)")
        guard reply.error == nil, let curve = shell.interpreter.session.curve(named: "c")?.curve else {
            preconditionFailure("\(definition): \(reply.error ?? "no curve")")
        }
        return (definition, curve)
    }

    /// Each curve exported to css and waapi, as a curve and as an animation.
    static func cases() throws -> [Case] {
        var cases: [Case] = []
        for (index, (definition, curve)) in curves.enumerated() {
            let name = "c\(index)"
            let candidates = ExportCandidates(curve, isCancelled: { false })
            let css = try ExportPipeline.curve(curve, named: name, format: "css", candidates: candidates)
            let cssPlay: Play = css.form == .keyframes ? .keyframesDocument : .transition
            cases.append(Case(label: "css \(definition)", identifier: name, curve: curve, code: css, play: cssPlay))
            let waapiName = "w\(index)"
            let waapi = try ExportPipeline.curve(curve, named: waapiName, format: "waapi", candidates: candidates)
            let waapiPlay: Play = waapi.form == .keyframes ? .keyframesScript : .easingString
            cases.append(Case(label: "waapi \(definition)", identifier: waapiName, curve: curve, code: waapi, play: waapiPlay))
            for (format, prefix, play) in [("css", "a", Play.animationRule), ("waapi", "s", .animationScript)] {
                let animation = try Animation(
                    name: "\(prefix)\(index)", keyPath: "progress\(prefix.uppercased())\(index)", from: .number(0), to: .number(1),
                    duration: 1,
                    curveName: name, curve: curve)
                let code = try ExportPipeline.animation(animation, format: format)
                cases.append(
                    Case(label: "anim \(format) \(definition)", identifier: animation.name, curve: curve, code: code, play: play))
            }
        }
        return cases
    }

    /// One page for every case: the style sheets, an element per case, the harness's rules.
    static func page(_ cases: [Case]) -> String {
        var styles = [#"@property --p { syntax: "<number>"; inherits: false; initial-value: 0; }"#]
        var elements: [String] = []
        for (index, item) in cases.enumerated() {
            switch item.play {
            case .transition:
                styles += [item.code.text, "#e\(index) { transition: --p 1000ms var(--\(item.identifier)); }"]
                elements.append("<div id=\"e\(index)\"></div>")
            case .keyframesDocument:
                styles += [item.code.text, "#e\(index) { animation: \(item.identifier) 1s linear both; }"]
                elements.append("<div id=\"e\(index)\"></div>")
            case .animationRule:
                styles.append(item.code.text)
                elements.append("<div id=\"e\(index)\" class=\"\(item.identifier)\"></div>")
            case .easingString, .keyframesScript, .animationScript:
                elements.append("<div id=\"e\(index)\"></div>")
            }
        }
        return """
            <!doctype html><html><head><style>
            \(styles.joined(separator: "\n"))
            div { position: absolute; width: 4px; height: 4px; }
            </style></head><body>\(elements.joined())</body></html>
            """
    }

    /// The script that starts every case's animation, and returns each one's values at `times`
    /// (or the error it met), in order.
    static func script(_ cases: [Case]) -> String {
        var starts: [String] = []
        for (index, item) in cases.enumerated() {
            let element = "document.getElementById('e\(index)')"
            let start: String
            switch item.play {
            case .transition:
                start =
                    "(() => { const e = \(element); getComputedStyle(e).getPropertyValue('--p'); e.style.setProperty('--p', '1'); return [e, e.getAnimations()[0], '--p']; })"
            case .keyframesDocument:
                start = "(() => { const e = \(element); return [e, e.getAnimations()[0], '--\(item.identifier)']; })"
            case .easingString:
                start = """
                    (() => { const e = \(element);
                    \(item.code.text)
                    return [e, e.animate([{ '--p': 0 }, { '--p': 1 }], { duration: 1000, easing: \(item.identifier), fill: 'both' }), '--p']; })
                    """
            case .keyframesScript:
                start = """
                    (() => { const e = \(element);
                    \(item.code.text)
                    return [e, e.animate(\(item.identifier), { duration: 1000, easing: 'linear', fill: 'both' }), '--\(item.identifier)']; })
                    """
            case .animationRule:
                start = "(() => { const e = \(element); return [e, e.getAnimations()[0], '--progress-\(item.identifier)']; })"
            case .animationScript:
                start = """
                    ((element) => {
                    \(item.code.text)
                    return [element, \(item.identifier), '--progress-\(item.identifier)']; }).bind(null, \(element))
                    """
            }
            starts.append(start)
        }
        return """
            (() => {
              const starts = [\(starts.joined(separator: ",\n"))];
              const times = [\(times.map { "\($0)" }.joined(separator: ", "))];
              const read = (e, property) => {
                const value = e.computedStyleMap().get(property);
                return value.value;
              };
              return starts.map(start => {
                try {
                  const [e, animation, property] = start();
                  if (!animation) return 'no animation';
                  animation.pause();
                  return times.map(ms => { animation.currentTime = ms; return read(e, property); });
                } catch (error) { return String(error); }
              });
            })()
            """
    }

    @Test(
        "every kind's CSS and Web Animations export, curve and animation, played in Chromium, is the curve within its stated error",
        Thorough.only)
    func everyKindInChromium() throws {
        let cases = try Self.cases()
        let directory = try TemporaryDirectory()
        let page = directory.url.appendingPathComponent("every-kind.html")
        try Self.page(cases).write(to: page, atomically: true, encoding: .utf8)
        let browser = try DevToolsBrowser()
        try browser.navigate(page.absoluteString)
        let results = try browser.evaluate(Self.script(cases)) as? [Any]
        try #require(results?.count == cases.count, "the page said \(String(describing: results))")
        for (item, result) in zip(cases, results ?? []) {
            guard let values = result as? [Double], values.count == Self.times.count else {
                Issue.record("\(item.label): the page said \(result)\n\(item.code.text)")
                continue
            }
            // A finished transition no longer applies (its effect fills backwards only, CSS
            // Transitions 2): its last sample is the end value, 1, whatever the curve's value at 1.
            var samples = Array(zip(Self.times, values))
            if item.play == .transition, let last = samples.popLast() {
                #expect(last.1 == 1, "\(item.label): the finished transition shows \(last.1), not its end value 1")
            }
            var worst = (difference: 0.0, at: 0.0)
            for (time, value) in samples {
                let difference = abs(value - item.curve.value(at: time / 1000))
                if !(difference <= worst.difference) { worst = (difference, time) }
            }
            print(
                "Chromium \(item.label): \(item.code.isExact ? "exact" : "stated \(item.code.maxError)"), "
                    + "max difference \(worst.difference) (progress) at \(worst.at) ms")
            #expect(
                worst.difference <= item.bound,
                "\(item.label): \(worst.difference) of progress at \(worst.at) ms, more than \(item.bound)\n\(item.code.text)")
        }
    }
}
