import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Eases that `export` writes as code and that neither Motion, GSAP nor SwiftUI can be had here
/// to play, run against stand-ins of the one call each makes, and compared with the curve (its
/// value in CurveKit, which the code was not made from) within 1e-9 (a function of the closed
/// form), or 1e-7 (keyframes, whose printed numbers are the fewest decimals within that bound):
///
/// - Motion's keyframes curve (a function that eases each segment with Motion's
///   `cubicBezier()`), in node, `cubicBezier` stood in for as Motion computes it (12 halvings at
///   most, ``JavaScriptLibraryStandIns/motion``), within what the header states that costs;
/// - Motion's and GSAP's animations whose ease is a function, in node, `animate(…)` and
///   `gsap.fromTo(…)` stood in for by functions that keep the `ease` they are given (so the
///   library calls run, but not the libraries);
/// - SwiftUI's animations whose curve is a `CustomAnimation`, compiled by swiftc against
///   stand-ins of `CustomAnimation` and `Animation` (SwiftUI is not on Linux) and run.
@Suite("exported eases, run against stand-ins of the platform's call")
struct ExportedEaseRunTests {
    static let bound = 1e-9
    static let xs: [Double] = {
        let even: [Double] = (0...1000).map { Double($0) / 1000 }
        let keys: [Double] = [1 / 2.75, 2 / 2.75, 0.4, 0.7, 0.4.nextUp, 0.4.nextDown]
        return even + keys
    }()

    /// The curves Motion writes as a function of keyframes: the table's curves that export
    /// writes so (keyframes, paths, polynomial in-outs, linear(), data, oscillation …), and
    /// bounce-in-out as keyframes of its arcs.
    static let keyframeCurves: [(name: String, curve: Curve)] = {
        let table: [Curve] = CSSBrowserRunTests.curves.map(\.curve).filter {
            (try? ExportPipeline.curve($0, named: "k", format: "motion"))?.form == .keyframes
        }
        var curves: [(name: String, curve: Curve)] = table.enumerated().map { index, curve in (name: "keyed-\(index)", curve: curve) }
        if let bounce = Curve.penner(Penner(.bounce, .inOut)).bezierKeyframes {
            curves.append((name: "bounce-in-out-keys", curve: Curve.keyframes(bounce)))
        }
        return curves
    }()

    /// The curves whose animations are written with their closed form as a function.
    static let functionCurves: [(name: String, curve: Curve)] = FunctionFormRunTests.curves

    /// `curve` moved 0 → 1 over 1 s, its curve called `name`.
    static func animation(_ name: String, _ curve: Curve, animationName: String) throws -> Animation {
        try Animation(name: animationName, keyPath: "opacity", from: .number(0), to: .number(1), duration: 1, curveName: name, curve: curve)
    }

    /// The largest |printed − curve(x)| over `values` (one a line, per curve then x in `xs`),
    /// recording each over the bound.
    static func compare(
        _ output: String, _ curves: [(name: String, curve: Curve)], xs: [Double], texts: [String], bound: Double = bound,
        bounds: [Double]? = nil
    ) -> Double {
        let values = output.split(separator: "\n").map { Double(String($0)) }
        #expect(values.count == curves.count * xs.count, "\(values.count) values printed, \(curves.count * xs.count) expected")
        var largest = 0.0
        for (index, (name, curve)) in curves.enumerated() {
            for (j, x) in xs.enumerated() {
                guard index * xs.count + j < values.count, let value = values[index * xs.count + j] else { continue }
                let difference = abs(value - curve.value(at: x))
                largest = max(largest, difference)
                if !(difference <= bounds?[index] ?? bound) {
                    Issue.record("\(name) at \(x): \(value), the curve \(curve.value(at: x))\n\(texts[index])")
                    return largest
                }
            }
        }
        return largest
    }

    /// Motion's `cubicBezier(x1, y1, x2, y2)` as the Bézier it names: x(t) = x solved by
    /// bisection until the interval is one double wide, then y(t).
    static let cubicBezierStandIn = """
        const cubicBezier = (x1, y1, x2, y2) => {
          const at = (t, a, b) => 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t;
          return (x) => {
            if (x <= 0 || x >= 1) return x <= 0 ? 0 : 1;
            let lo = 0, hi = 1;
            for (let i = 0; i < 200 && lo < hi; i++) {
              const mid = (lo + hi) / 2;
              if (mid === lo || mid === hi) break;
              if (at(mid, x1, x2) < x) lo = mid; else hi = mid;
            }
            return at((lo + hi) / 2, y1, y2);
          };
        };

        """

    @Test(
        "Motion's keyframes curves, run in node with cubicBezier stood in for, are the curves",
        .enabled(if: FunctionFormTools.shouldRun(FunctionFormTools.node), FunctionFormTools.missing(["node"])), Thorough.only)
    func motionKeyframeCurves() throws {
        var texts: [String] = [], calls: [String] = []
        for (name, curve) in Self.keyframeCurves {
            let code = try ExportPipeline.curve(curve, named: name, format: "motion")
            #expect(code.form == .keyframes && code.isExact, "\(name) was not written as an exact keyframes function:\n\(code.text)")
            texts.append(code.text)
            calls.append(CodeText.javaScriptIdentifier(name))
        }
        let program =
            JavaScriptLibraryStandIns.motion + texts.joined(separator: "\n") + """

                const xs = [\(Self.xs.map { "\($0)" }.joined(separator: ", "))];
                const out = [];
                for (const f of [\(calls.joined(separator: ", "))]) for (const x of xs) out.push(String(f(x)));
                console.log(out.join("\\n"));

                """
        let output = try FunctionFormTools.run(files: ["main.js": program], commands: [[FunctionFormTools.node!, "main.js"]])
        // Key times, values and control points are printed as the fewest decimals that keep the
        // curve within PasteDecimals.bound (1e-7), as every export prints them; Motion's bisection
        // adds what the header states.
        let bounds = texts.map { LibraryEaseRunTests.statedRendering($0) + PasteDecimals.bound }
        let largest = Self.compare(output, Self.keyframeCurves, xs: Self.xs, texts: texts, bounds: bounds)
        print("motion: \(texts.count) keyframes curves × \(Self.xs.count) x in node: max difference \(largest)")
    }

    /// `animate` and `gsap` as calls that keep the ease they are given.
    static let javaScriptStandIns = """
        const eases = [];
        const element = {}, target = {};
        const animate = (element, values, options) => { eases.push(options.ease); };
        const gsap = { fromTo: (target, from, to) => { eases.push(to.ease); }, to: (target, vars) => { eases.push(vars.ease); } };

        """

    @Test(
        "Motion's and GSAP's animations with a function ease, run in node with the library call stood in for, are the curves",
        .enabled(if: FunctionFormTools.shouldRun(FunctionFormTools.node), FunctionFormTools.missing(["node"])), Thorough.only)
    func javaScriptAnimations() throws {
        for platform in ExportRuns.platforms(of: "ExportedEaseRunTests.javaScriptAnimations") {
            var texts: [String] = []
            for (index, (name, curve)) in Self.functionCurves.enumerated() {
                let animation = try Self.animation("\(platform.rawValue)-\(name)", curve, animationName: "a\(index)")
                let code = try ExportPipeline.animation(animation, format: platform.rawValue, form: .function)
                #expect(code.form == .function && code.isExact, "\(name): not an exact function ease in \(platform.rawValue)\n\(code.text)")
                texts.append(code.text)
            }
            // Each export in a block of its own, so that their declarations do not meet.
            let program =
                Self.javaScriptStandIns + texts.map { "{\n\($0)}\n" }.joined() + """
                    const xs = [\(Self.xs.map { "\($0)" }.joined(separator: ", "))];
                    const out = [];
                    for (const f of eases) for (const x of xs) out.push(String(f(x)));
                    console.log(out.join("\\n"));

                    """
            let output = try FunctionFormTools.run(files: ["main.js": program], commands: [[FunctionFormTools.node!, "main.js"]])
            let largest = Self.compare(output, Self.functionCurves, xs: Self.xs, texts: texts)
            print("\(platform.rawValue): \(texts.count) animations' function eases × \(Self.xs.count) x in node: max difference \(largest)")
        }
    }

    /// What SwiftUI declares that an exported animation with a `CustomAnimation` uses, stood in
    /// for off Apple's platforms: `CustomAnimation` and its context (``FunctionFormRunTests/swiftUIStandIn``),
    /// and `Animation` made from one, with `delay` and `repeatCount`.
    static let swiftUIAnimationStandIn =
        FunctionFormRunTests.swiftUIStandIn + """
            struct Animation {
                init<A: CustomAnimation>(_ animation: A) {}
                func delay(_ seconds: Double) -> Animation { self }
                func repeatCount(_ count: Int, autoreverses: Bool) -> Animation { self }
            }

            """

    @Test(
        "SwiftUI's animations with a CustomAnimation, compiled by swiftc against stand-ins and run, are the curves",
        .enabled(if: FunctionFormTools.shouldRun(ExportToolchain.swiftc), FunctionFormTools.missing(["swiftc"])), Thorough.only)
    func swiftUIAnimations() throws {
        var files = ["StandIn.swift": Self.swiftUIAnimationStandIn]
        var texts: [String] = [], calls: [String] = []
        for (index, (name, curve)) in Self.functionCurves.enumerated() {
            let curveName = "swiftui-\(name)"
            let animation = try Self.animation(curveName, curve, animationName: "a\(index)")
            let code = try ExportPipeline.animation(animation, format: "swiftui", form: .function)
            #expect(code.form == .function && code.isExact, "\(name): not an exact CustomAnimation\n\(code.text)")
            texts.append(code.text)
            files["Export\(index).swift"] = "import Foundation\n" + code.text
            let type = FunctionFormNames.type(curveName) + "Animation"
            calls.append(
                "for x in xs { out += x < 1 ? \"\\(\(type)(duration: 1).animate(value: 1.0, time: x, context: &context)!)\\n\" : \"1.0\\n\" }"
            )
        }
        let xs = Self.xs.filter { $0 < 1 }
        files["main.swift"] = """
            let xs: [Double] = [\(xs.map { "\($0)" }.joined(separator: ", "))]
            var out = ""
            var context = AnimationContext<Double>()
            \(calls.joined(separator: "\n"))
            print(out, terminator: "")

            """
        let output = try FunctionFormTools.run(
            files: files, commands: [[ExportToolchain.swiftc!, "-o", "program"] + files.keys.sorted(), ["./program"]])
        let largest = Self.compare(output, Self.functionCurves, xs: xs, texts: texts)
        print("swiftui: \(texts.count) animations' CustomAnimations × \(xs.count) x with swiftc: max difference \(largest)")
    }
}
