import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Motion's and GSAP's timing forms and keyframe animations, run in node against stand-ins of
/// the libraries' own eases (``JavaScriptLibraryStandIns``) and compared with the curve (its value
/// in CurveKit, which the code was not made from): the table's curves (docs/exact-forms.md) that
/// each writes in its timing form (the ease as printed: an ease array, a name, `steps(n)`,
/// `CustomEase.create(…)`), at the 2,001 even x its errors are stated over, and the table's
/// animations (0 → 236 over 1 s, ``KeyframeAnimationRunTests/animation(_:)``) that each writes
/// with a timing curve or keyframes, `animate(…)` and `gsap.fromTo(…)` / `gsap.to(…)` stood in
/// for by calls that keep the tween they describe, at every 2 ms.
///
/// Within: the stated error, plus the largest error the header states for how the library plays
/// the code (Motion's 12-halving bisection, GSAP's CustomEase table: the numbers after "up to"),
/// plus the printed numbers' bound (``PasteDecimals/bound``). Motion's springs are left out here:
/// MotionSpringRunTests runs them against a stand-in of Motion's spring generator.
@Suite("Motion's and GSAP's exports, run in node against stand-ins of the libraries' eases")
struct LibraryEaseRunTests {
    static let xs: [Double] = (0...2000).map { Double($0) / 2000 }
    static let platforms = [Platform.motion, .gsap]

    /// The library's call that turns a printed ease into a function.
    static func ease(_ platform: Platform) -> String { platform == .motion ? "motion.easing" : "gsapStandIn.parse" }

    /// The largest number the text states after "up to" (how the library plays the code), 0 if none.
    static func statedRendering(_ text: String) -> Double {
        text.components(separatedBy: "up to ").dropFirst().compactMap { part in
            Double(part.prefix { !$0.isWhitespace && $0 != ")" && $0 != "," && $0 != ";" })
        }.max() ?? 0
    }

    /// The table's curves that `platform` writes in its timing form, its spring aside.
    static func timingCurves(_ platform: Platform) -> [(definition: String, curve: Curve)] {
        CSSBrowserRunTests.curves.filter { _, curve in
            guard let code = try? ExportPipeline.curve(curve, named: "c", format: platform.rawValue) else { return false }
            return code.form == .timing && !(code.line ?? "").contains("type: \"spring\"")
        }
    }

    /// The table's curves whose animation `platform` writes with a timing curve (`form`
    /// "timing") or keyframes, its spring aside.
    static func animationCurves(_ platform: Platform, form: String) -> [(definition: String, curve: Curve)] {
        CSSBrowserRunTests.curves.filter { _, curve in
            guard let animation = try? KeyframeAnimationRunTests.animation(curve),
                let code = try? ExportPipeline.animation(animation, format: platform.rawValue)
            else { return false }
            return code.form?.rawValue == form && !code.text.contains("type: \"spring\"")
        }
    }

    /// Runs `program` (after both stand-ins) in node; its lines as numbers.
    static func values(_ program: String) throws -> [Double?] {
        let output = try FunctionFormTools.run(
            files: ["main.js": JavaScriptLibraryStandIns.motion + JavaScriptLibraryStandIns.gsap + program],
            commands: [[FunctionFormTools.node!, "main.js"]])
        return output.split(separator: "\n").map { Double(String($0)) }
    }

    @Test(
        "Motion's and GSAP's timing forms, run in node against stand-ins of the libraries' eases, are the curves within what they state",
        .enabled(if: FunctionFormTools.shouldRun(FunctionFormTools.node), FunctionFormTools.missing(["node"])), Thorough.only)
    func timingCurves() throws {
        for platform in Self.platforms {
            let exports = try Self.timingCurves(platform).map { definition, curve in
                (definition, curve, try ExportPipeline.curve(curve, named: "c", format: platform.rawValue))
            }
            #expect(!exports.isEmpty, "the table has timing forms for \(platform.rawValue)")
            let program = """
                const xs = [\(Self.xs.map { "\($0)" }.joined(separator: ", "))];
                const out = [];
                for (const ease of [\(exports.map { "\(Self.ease(platform))(\($0.2.line ?? ""))" }.joined(separator: ", "))]) {
                  for (const x of xs) out.push(String(ease(x)));
                }
                console.log(out.join("\\n"));

                """
            let values = try Self.values(program)
            try #require(values.count == exports.count * Self.xs.count, "\(values.count) values printed")
            for (index, (definition, curve, code)) in exports.enumerated() {
                var worst = (difference: 0.0, at: 0.0)
                for (j, x) in Self.xs.enumerated() {
                    let difference = values[index * Self.xs.count + j].map { abs($0 - curve.value(at: x)) } ?? .infinity
                    if !(difference <= worst.difference) { worst = (difference, x) }
                }
                let stated = Self.statedRendering(code.text)
                let bound = (code.isExact ? 0 : code.maxError) + stated + PasteDecimals.bound
                print(
                    "\(platform.rawValue) \(definition): \(code.line ?? "") max difference \(worst.difference) at x = \(worst.at) (stated \(stated))"
                )
                #expect(
                    worst.difference <= bound, "\(platform.rawValue) \(definition): \(worst.difference) at x = \(worst.at)\n\(code.text)")
                // A stated error is what the library computes, not a loose bound.
                if stated > 0 { #expect(worst.difference >= stated - 2 * PasteDecimals.bound, "\(definition): stated \(stated)") }
            }
        }
    }

    @Test(
        "GSAP plays CSS jump-start steps as its own steps(n, true), and a path's stated share of x off is what its CustomEase table makes",
        .enabled(if: FunctionFormTools.shouldRun(FunctionFormTools.node), FunctionFormTools.missing(["node"])))
    func gsapStepsAndCustomEaseShare() throws {
        let steps = try ExportPipeline.curve(.steps(try Steps(count: 4, position: .jumpStart)), named: "s", format: "gsap")
        #expect(steps.line == "\"steps(4, true)\"" && steps.isExact, "\(steps.text)")
        var shell = Transcript()
        _ = shell.reply("p = css linear(0, 0.3 40%, 1)")
        let path = try ExportPipeline.curve(try #require(shell.interpreter.session.curve(named: "p")?.curve), named: "p", format: "gsap")
        let stated = try #require(path.text.firstMatch(of: /more than 0.001 off over ([0-9.]+) % of x/)?.1, "\(path.text)")
        let program = """

            const stepped = gsapStandIn.parse(\(steps.line ?? ""));
            const out = [];
            for (let i = 0; i <= 100; i++) out.push(String(stepped(i / 100)));
            const table = \(path.line ?? "");
            let off = 0;
            for (let i = 0; i <= 2000; i++) {
              const x = i / 2000, straight = x <= 0.4 ? 0.75 * x : 0.3 + (x - 0.4) * (0.7 / 0.6);
              if (Math.abs(table(x) - straight) > 1e-3) off++;
            }
            out.push(String(100 * off / 2001));
            console.log(out.join("\\n"));

            """
        let values = try Self.values(program)
        try #require(values.count == 102, "\(values.count) values printed")
        // CSS steps(4, jump-start): the level after the jump at each quarter, 1 from x = 0.75 on.
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(values[i] == min((4 * x).rounded(.down) + 1, 4) / 4, "x = \(x)")
        }
        #expect(abs((values[101] ?? .nan) - (Double(stated) ?? .nan)) < 0.051, "node: \(values[101] ?? .nan) %, stated \(stated) %")
    }

    @Test(
        "GSAP's export of linear() stops and a path with a jump inside plays within what it states, where CustomEase's table read 81 and 2.2 off them",
        .enabled(if: FunctionFormTools.shouldRun(FunctionFormTools.node), FunctionFormTools.missing(["node"])))
    func gsapJumpInsidePlaysWithinStated() throws {
        // The curves written out as their definitions: straight stops, and a cubic then a jump.
        let cases: [(definition: String, reference: String)] = [
            ("linear(0, 0.2 30%, 0.8 30%, 1)", "(x) => (x < 0.3 ? (0.2 * x) / 0.3 : 0.8 + ((x - 0.3) * 0.2) / 0.7)"),
            (
                "path M0,0 C0.2,0 0.3,0.5 0.5,0.5 L0.5,0.8 L1,1",
                """
                (x) => {
                  if (x >= 0.5) return 0.8 + ((x - 0.5) * 0.2) / 0.5;
                  const bx = (t) => 3 * (1 - t) * (1 - t) * t * 0.2 + 3 * (1 - t) * t * t * 0.3 + t * t * t * 0.5;
                  let low = 0, high = 1;
                  for (let i = 0; i < 100; i++) { const mid = (low + high) / 2; if (bx(mid) < x) low = mid; else high = mid; }
                  const t = (low + high) / 2;
                  return 3 * (1 - t) * t * t * 0.5 + t * t * t * 0.5;
                }
                """
            ),
        ]
        for (definition, reference) in cases {
            var shell = Transcript()
            _ = shell.reply("c = \(definition)")
            let curve = try #require(shell.interpreter.session.curve(named: "c")?.curve, "\(definition)")
            let code = try ExportPipeline.curve(curve, named: "c", format: "gsap")
            let stated = max(code.maxError, Self.statedRendering(code.text))
            let program = """

                \(code.text)
                const played = gsapStandIn.parse(\(CodeText.javaScriptIdentifier("c")));
                const truth = \(reference);
                let worst = 0;
                for (let i = 0; i <= 2000; i++) worst = Math.max(worst, Math.abs(played(i / 2000) - truth(i / 2000)));
                console.log(String(worst));

                """
            let worst = try #require(try Self.values(program).first ?? nil, "\(code.text)")
            #expect(worst <= stated + 1e-6, "\(definition): node plays it \(worst) off, the export states \(stated): \(code.text)")
            #expect(worst < 0.5, "\(definition): node plays it \(worst) off: \(code.text)")
        }
    }

    @Test(
        "A GSAP export off by more than 0.001 over a sliver of x says less than 0.1 % of x, where it said 'over 0 % of x'",
        .enabled(if: FunctionFormTools.shouldRun(FunctionFormTools.node), FunctionFormTools.missing(["node"])))
    func gsapSliverShareIsNotZero() throws {
        var shell = Transcript()
        _ = shell.reply("c = linear(0, 0.2 30%, 0.8 30%, 1)")
        let code = try ExportPipeline.curve(try #require(shell.interpreter.session.curve(named: "c")?.curve), named: "c", format: "gsap")
        #expect(!code.text.contains("over 0 % of x") && code.text.contains("more than 0.001 off over less than 0.1 % of x"), "\(code.text)")
        // The share node finds: of 2,001 even x, those where the played ease is over 0.001 off.
        let program = """

            \(code.text)
            const played = gsapStandIn.parse(c);
            const truth = (x) => (x < 0.3 ? (0.2 * x) / 0.3 : 0.8 + ((x - 0.3) * 0.2) / 0.7);
            let off = 0;
            for (let i = 0; i <= 2000; i++) if (Math.abs(played(i / 2000) - truth(i / 2000)) > 1e-3) off++;
            console.log(String((100 * off) / 2001));

            """
        let share = try #require(try Self.values(program).first ?? nil)
        #expect(share > 0 && share < 0.1, "node: \(share) % of x over 0.001 off")
    }

    /// `animate` and `gsap` as calls that keep, per animation, its value as a function of the
    /// time's share of the duration (no delay or repeat: the table's animations have none).
    static let animationCalls = #"""
        const played = [];
        const element = {}, target = {};
        const animate = (element, values, options) => {
          if (options.type === "spring") throw new Error("Motion's spring is not stood in for");
          const [property] = Object.keys(values);
          played.push(motion.tween(values[property], options));
        };
        const gsapTween = (from, to, vars) => {
          const ease = gsapStandIn.parse(vars.ease === undefined ? "power1.out" : vars.ease);
          return (share) => from + (to - from) * ease(share);
        };
        const gsap = {
          fromTo: (target, from, to) => {
            const property = Object.keys(from)[0];
            played.push(gsapTween(from[property], to[property], to));
          },
          to: (target, vars) => {
            // Percentage keyframes: each key a tween from the key before, with its own ease.
            const keys = Object.keys(vars.keyframes).filter((k) => k !== "ease" && k !== "easeEach")
              .map((k) => ({ at: parseFloat(k) / 100, frame: vars.keyframes[k] })).sort((a, b) => a.at - b.at);
            const property = Object.keys(keys[0].frame).find((k) => k !== "ease");
            const whole = gsapStandIn.parse(vars.keyframes.ease || vars.ease || "none");
            const segments = keys.map((key, i) => ({
              start: i ? keys[i - 1].at : 0, end: key.at, from: i ? keys[i - 1].frame[property] : key.frame[property],
              tween: gsapTween(i ? keys[i - 1].frame[property] : key.frame[property], key.frame[property], { ease: key.frame.ease || vars.keyframes.easeEach || "power1.inOut" }),
            }));
            played.push((share) => {
              const time = whole(Math.min(Math.max(share, 0), 1));
              let segment = segments.find((s) => time <= s.end && s.end > s.start) || segments[segments.length - 1];
              return segment.tween(Math.min(Math.max((time - segment.start) / (segment.end - segment.start), 0), 1));
            });
          },
        };

        """#

    @Test(
        "Motion's and GSAP's animations with a timing curve or keyframes, run in node against stand-ins, are the curves within what they state",
        .enabled(if: FunctionFormTools.shouldRun(FunctionFormTools.node), FunctionFormTools.missing(["node"])), Thorough.only)
    func animations() throws {
        let travel = KeyframeAnimationRunTests.travel
        let times = KeyframeAnimationRunTests.times
        for platform in Self.platforms {
            var exports: [(label: String, curve: Curve, code: ExportPipeline.Exported)] = []
            for form in ["timing", "keyframes"] {
                for (definition, curve) in Self.animationCurves(platform, form: form) {
                    let code = try ExportPipeline.animation(KeyframeAnimationRunTests.animation(curve), format: platform.rawValue)
                    exports.append(("\(form) \(definition)", curve, code))
                }
            }
            #expect(!exports.isEmpty, "the table has timing and keyframe animations for \(platform.rawValue)")
            let program =
                Self.animationCalls + exports.map { "{\n\($0.code.text)}\n" }.joined() + """
                    const out = [];
                    for (const at of played) for (let i = 0; i <= 500; i++) out.push(String(at(i * 2 / 1000)));
                    console.log(out.join("\\n"));

                    """
            let values = try Self.values(program)
            try #require(values.count == exports.count * times.count, "\(values.count) values printed")
            for (index, export) in exports.enumerated() {
                var worst = (difference: 0.0, at: 0.0)
                for (j, time) in times.enumerated() {
                    let difference =
                        values[index * times.count + j].map { abs($0 - travel * export.curve.value(at: time / 1000)) } ?? .infinity
                    if !(difference <= worst.difference) { worst = (difference, time) }
                }
                // Key values and times are printed within 1e-7 of the curve, as every export prints them.
                let bound =
                    travel
                    * ((export.code.isExact ? 0 : export.code.maxError) + Self.statedRendering(export.code.text) + PasteDecimals.bound)
                print("\(platform.rawValue) \(export.label): max difference \(worst.difference) pt at \(worst.at) ms (bound \(bound))")
                #expect(
                    worst.difference <= bound,
                    "\(platform.rawValue) \(export.label): \(worst.difference) pt at \(worst.at) ms\n\(export.code.text)")
            }
        }
    }
}
