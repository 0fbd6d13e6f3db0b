import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Lottie's keyframe timing, stood in for in JavaScript (no Lottie player can be had here),
/// written from lottie-spec's statement of it (lottie/lottie-spec docs/specs/properties.md,
/// "Keyframes" and "Keyframe Easing"; schema/properties/base-keyframe.json and
/// easing-handle.json, snapshot cdd77b24):
///
/// - an animated property is `{"a": 1, "k": [keyframes]}`, keyframes in ascending frame `t`;
///   before the first keyframe its value holds, and after the last one the last value holds;
/// - between keyframe n and n + 1 the value is `s` of n plus (`s` of n + 1 − `s` of n) times
///   the easing at the time's share of the segment: the cubic Bézier from (0, 0) through
///   (`o.x`, `o.y`) of keyframe n and (`i.x`, `i.y`) to (1, 1), x the time (solved for the
///   Bézier's parameter), y the value's share, unclamped; a handle's arrays hold one value per
///   dimension (one value serves every dimension);
/// - a keyframe with `"h": 1` keeps its value until the next keyframe, whatever handles it has.
///
/// The Bézier is solved by ``ExportedEaseRunTests/cubicBezierStandIn`` (bisection until the
/// interval is one double wide).
enum LottieStandIn {
    static let evaluator =
        ExportedEaseRunTests.cubicBezierStandIn + """
            const lottieValue = (property, frame, dimension) => {
              const keys = property.k;
              const at = (key) => key.s[Math.min(dimension, key.s.length - 1)];
              if (frame <= keys[0].t) return at(keys[0]);
              if (frame >= keys[keys.length - 1].t) return at(keys[keys.length - 1]);
              let n = 0;
              while (keys[n + 1].t <= frame) n++;
              const from = keys[n], to = keys[n + 1];
              if (from.h === 1) return at(from);
              const one = (v) => Array.isArray(v) ? v[Math.min(dimension, v.length - 1)] : v;
              const ease = cubicBezier(one(from.o.x), one(from.o.y), one(from.i.x), one(from.i.y));
              const share = (frame - from.t) / (to.t - from.t);
              return at(from) + (at(to) - at(from)) * ease(share);
            };

            """
}

/// Every Lottie export run through ``LottieStandIn`` in node and compared with the curve (its
/// value in CurveKit, which the Lottie writers did not make the code from): the table's curve
/// of every kind (docs/exact-forms.md) in the form export writes (keyframes over 1 s at 60 fps,
/// or one keyframe's handles, played here from frame 0 to 1) and in `form=timing`, and the
/// table's animation of each (0 → 236 over 1 s, ``KeyframeAnimationRunTests/animation(_:)``),
/// within the stated error plus the bound of the printed numbers (``PasteDecimals/bound``).
@Suite("Lottie exports, run in node against a stand-in of Lottie's keyframe timing")
struct LottieRunTests {
    static let xs: [Double] = (0...1000).map { Double($0) / 1000 }

    /// One export to run: its JSON, how to play it (frames per unit of x, and the value's scale),
    /// and what it should compute.
    struct Case {
        let label: String
        let json: String
        /// Frames from x = 0 to x = 1.
        let frames: Double
        /// The value moved from 0 to `scale`.
        let scale: Double
        let expected: (Double) -> Double
        let bound: Double
    }

    /// The export's text as one property: a curve's single keyframe handles become a property
    /// from 0 at frame 0 to 1 at frame 1.
    static func property(_ text: String) -> (json: String, frames: Double) {
        if text.contains("\"k\"") { return (text, LottieWriter.curveFrames) }
        return ("{\"a\": 1, \"k\": [Object.assign({\"t\": 0, \"s\": [0]}, \(text)), {\"t\": 1, \"s\": [1]}]}", 1)
    }

    static func cases() throws -> [Case] {
        var cases: [Case] = []
        for (definition, curve) in CSSBrowserRunTests.curves {
            let candidates = ExportCandidates(curve, isCancelled: { false })
            for form in [nil, ExportForm.timing] {
                let code = try ExportPipeline.curve(curve, named: "c", format: "lottie", form: form, candidates: candidates)
                let (json, frames) = property(code.text)
                cases.append(
                    Case(
                        label: "\(definition) (\(code.form?.rawValue ?? "?"))", json: json, frames: frames, scale: 1,
                        expected: { curve.value(at: $0) }, bound: code.maxError + PasteDecimals.bound))
            }
            let animation = try KeyframeAnimationRunTests.animation(curve)
            let code = try ExportPipeline.animation(animation, format: "lottie")
            cases.append(
                Case(
                    label: "anim \(definition) (\(code.form?.rawValue ?? "?"))", json: code.text, frames: Double(animation.fps),
                    scale: KeyframeAnimationRunTests.travel, expected: { curve.value(at: $0) },
                    bound: code.maxError + PasteDecimals.bound))
        }
        return cases
    }

    /// Each case's values at ``xs`` (frame x · frames), as progress; the largest difference
    /// from the curve over its bound fails.
    static func run(_ cases: [Case], xs: [Double] = xs) throws -> Double {
        let program =
            LottieStandIn.evaluator + "const properties = [\n" + cases.map(\.json).joined(separator: ",\n") + "];\n" + """
                const frames = [\(cases.map { "\($0.frames)" }.joined(separator: ", "))];
                const xs = [\(xs.map { "\($0)" }.joined(separator: ", "))];
                const out = [];
                properties.forEach((p, i) => { for (const x of xs) out.push(String(lottieValue(p, x * frames[i], 0))); });
                console.log(out.join("\\n"));

                """
        let output = try FunctionFormTools.run(files: ["main.js": program], commands: [[FunctionFormTools.node!, "main.js"]])
        let values = output.split(separator: "\n").map { Double(String($0)) }
        #expect(values.count == cases.count * xs.count, "\(values.count) values printed, \(cases.count * xs.count) expected")
        var largest = 0.0
        for (index, test) in cases.enumerated() {
            for (j, x) in xs.enumerated() {
                guard index * xs.count + j < values.count, let value = values[index * xs.count + j] else { continue }
                let difference = abs(value / test.scale - test.expected(x))
                largest = max(largest, difference)
                if !(difference <= test.bound) {
                    Issue.record(
                        "\(test.label) at x = \(x): \(value / test.scale), the curve \(test.expected(x)) (bound \(test.bound))\n\(test.json)"
                    )
                    break
                }
            }
        }
        return largest
    }

    @Test(
        "every kind's Lottie curve and animation, run in node, is the curve within the stated error",
        .enabled(if: FunctionFormTools.shouldRun(FunctionFormTools.node), FunctionFormTools.missing(["node"])), Thorough.only)
    func everyKindInNode() throws {
        let cases = try Self.cases()
        let largest = try Self.run(cases)
        print("lottie: \(cases.count) exports × \(Self.xs.count) x in node: max difference \(largest)")
    }

    /// Penner's elastic out as easings.net writes it: 2^(−10x)·sin((10x − 0.75)·2π/3) + 1.
    static func elasticOut(_ x: Double) -> Double {
        x <= 0 ? 0 : x >= 1 ? 1 : pow(2, -10 * x) * sin((10 * x - 0.75) * (2 * Double.pi / 3)) + 1
    }

    @Test(
        "elastic-out in Lottie is keyframes of its path within 0.002 of Penner's formula, where one keyframe's handles are 0.2 off",
        .enabled(if: FunctionFormTools.shouldRun(FunctionFormTools.node), FunctionFormTools.missing(["node"])), Thorough.only)
    func elasticOutKeyframes() throws {
        var shell = Transcript()
        #expect(shell.reply("e = elastic-out").error == nil)
        let curve = try #require(shell.interpreter.session.curve(named: "e")?.curve)
        let keyed = try ExportPipeline.curve(curve, named: "e", format: "lottie")
        let single = try ExportPipeline.curve(curve, named: "e", format: "lottie", form: .timing)
        #expect(keyed.form == .keyframes && keyed.maxError < 0.002, "\(keyed.text)")
        #expect(single.form == .timing && single.maxError > 0.2)
        #expect(keyed.text.contains("max error \(TextFormat.short(keyed.maxError))"))
        #expect(shell.reply("anim a transform.translation.y 0 236 duration=1 curve=e autoreverse").error == nil)
        let animation = try #require(shell.interpreter.session.animation(named: "a"))
        let played = try ExportPipeline.animation(animation, format: "lottie")
        #expect(played.form == .keyframes && played.maxError < 0.002, "\(played.text)")
        let fps = Double(animation.fps)
        let cases = [
            Case(
                label: "curve", json: keyed.text, frames: LottieWriter.curveFrames, scale: 1, expected: Self.elasticOut,
                bound: keyed.maxError + 1e-7),
            Case(
                label: "timing", json: Self.property(single.text).json, frames: 1, scale: 1, expected: Self.elasticOut,
                bound: single.maxError + 1e-7),
            // Over two passes, the second backwards: x in 0…1 is the first half.
            Case(
                label: "anim", json: played.text, frames: 2 * fps, scale: KeyframeAnimationRunTests.travel,
                expected: { x in Self.elasticOut(x <= 0.5 ? 2 * x : 2 - 2 * x) }, bound: played.maxError + 1e-7),
        ]
        _ = try Self.run(cases)
    }
}
