import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

@Suite("export: what each format says, exact where it can be, an approximation with its error where not")
struct ExportTests {
    typealias F = AnimationFixtures

    /// The numbers inside the first `open … close` after `marker` in `text`.
    static func numbers(after marker: String, in text: String, separator: Character = ",") -> [Double] {
        guard let start = text.range(of: marker) else { return [] }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(where: { $0 == ")" || $0 == "]" }) else { return [] }
        return rest[..<end].split(separator: separator).compactMap {
            Double($0.trimmingCharacters(in: CharacterSet(charactersIn: " :")))
        }
    }

    /// The number after `marker` (up to the next space or parenthesis).
    static func number(after marker: String, in text: String) -> Double? {
        guard let start = text.range(of: marker) else { return nil }
        let word = text[start.upperBound...].prefix { !" ()\n,;".contains($0) }
        return Double(word)
    }

    // MARK: - Curves

    @Test("a Bézier exports exactly in every format")
    func bezierExact() throws {
        let ease = F.ease
        // CSS ease is kCAMediaTimingFunctionDefault: both platforms write it by its name (the
        // export command's css did already; swift and objc are now UIKit's writers, which do too).
        #expect(try PasteChecker.export(curve: ease, named: "ease", format: .css).contains("--ease: ease;"))
        #expect(
            try PasteChecker.export(curve: ease, named: "ease", format: .swift).contains("let ease = CAMediaTimingFunction(name: .default)")
        )
        #expect(
            try PasteChecker.export(curve: ease, named: "ease", format: .objc)
                .contains("CAMediaTimingFunction *ease = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionDefault];"))
        let other = Curve.bezier(try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.3, y2: 1))
        #expect(try PasteChecker.export(curve: other, named: "o", format: .css).contains("--o: cubic-bezier(0.25, 0.1, 0.3, 1);"))
        #expect(
            try PasteChecker.export(curve: other, named: "o", format: .swift).contains(
                "let o = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.3, 1)"))
        #expect(
            try PasteChecker.export(curve: other, named: "o", format: .objc)
                .contains("CAMediaTimingFunction *o = [CAMediaTimingFunction functionWithControlPoints:0.25 :0.1 :0.3 :1];"))
        #expect(
            try PasteChecker.export(curve: ease, named: "ease", format: .swiftui).contains(
                "let ease = Animation.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.35)"))
        for format in [PasteChecker.Format.css, .swift, .swiftui, .objc] {
            let text = try PasteChecker.export(curve: ease, named: "ease", format: format)
            #expect(!text.contains("approximation"), "\(format): \(text)")
            #expect(text.contains("exact"))
        }
        #expect(try PasteChecker.export(curve: F.steps4, named: "s", format: .css).contains("--s: steps(4);"))
        #expect(
            try PasteChecker.export(curve: .steps(try Steps(count: 3, position: .jumpBoth)), named: "s", format: .css)
                .contains("--s: steps(3, jump-both);"))
    }

    @Test("a curve that is not a Bézier: the best fit, and a comment with its max error, which is the true error", Thorough.only)
    func bezierApproximation() throws {
        for format in [PasteChecker.Format.swift, .swiftui, .objc] {
            let text = try PasteChecker.export(curve: F.bounceOut, named: "bounce", format: format)
            #expect(text.contains("approximation"), "\(format)")
            #expect(text.contains("approximation: the least-squares cubic Bézier"))
            let reported = try #require(Self.number(after: "max error ", in: text))
            let marker = format == .swiftui ? "timingCurve(" : format == .swift ? "controlPoints: " : "functionWithControlPoints:"
            let points =
                format == .objc
                ? Self.numbers(after: marker, in: text, separator: " ").map { $0 }
                : Self.numbers(after: marker, in: text)
            let controls = format == .swiftui ? Array(points.prefix(4)) : points
            #expect(controls.count == 4, "\(text)")
            guard controls.count == 4 else { continue }
            let fitted = try CubicBezier(x1: controls[0], y1: controls[1], x2: controls[2], y2: controls[3])
            var worst = 0.0
            for index in 0...2000 {
                let x = Double(index) / 2000
                worst = max(worst, abs(fitted.value(at: x) - F.bounceOut.value(at: x)))
            }
            // The comment gives 3 significant digits.
            expectClose(reported, worst, absolute: 0.006 * worst + 1e-9, "\(format): reported \(reported), measured \(worst)")
        }
        let css = try PasteChecker.export(curve: F.bounceOut, named: "bounce", format: .css)
        #expect(css.contains("--bounce: linear("))
        #expect(css.contains("approximation: linear() with"))
        let error = try #require(Self.number(after: "max error ", in: css))
        #expect(error <= 0.001 + 1e-12)
    }

    @Test(
        "a keyframes curve: @keyframes with a timing function per keyframe; key times, values and timing functions for Core Animation",
        Thorough.only)
    func keyframesCurve() throws {
        let css = try PasteChecker.export(curve: F.keys, named: "keys", format: .css)
        #expect(css.contains("@property --keys {"))
        #expect(css.contains("@keyframes keys {"))
        #expect(css.contains("  0% { --keys: 0; animation-timing-function: cubic-bezier(0.25, 0.1, 0.25, 1); }"))
        #expect(css.contains("  10% { --keys: 0.7; animation-timing-function: cubic-bezier(0, 0, 1, 1); }"))
        #expect(css.contains("  25% { --keys: 0.2; animation-timing-function: linear("))
        #expect(css.contains("  100% { --keys: 1; }"))
        #expect(css.contains("segment 3 (bounce-out, 0.25 → 0.6)"))

        let swift = try PasteChecker.export(curve: F.keys, named: "keys", format: .swift)
        #expect(swift.contains("let keys = CAKeyframeAnimation()\nkeys.keyTimes = [0, 0.1, 0.25, 0.6, 1]"))
        #expect(swift.contains("keys.values = [0.0, 0.7, 0.2, 1.3, 1.0]"))
        #expect(swift.contains("    CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1),\n"))
        #expect(swift.contains("// approximation of bounce-out: best cubic Bézier, max error"))
        #expect(swift.contains("1 segment timing function is an approximation"))

        let objc = try PasteChecker.export(curve: F.keys, named: "keys", format: .objc)
        #expect(
            objc.contains(
                "CAKeyframeAnimation *keys = [CAKeyframeAnimation animation];\nkeys.keyTimes = @[@(0), @(0.1), @(0.25), @(0.6), @(1)];"))

        let steps = try PasteChecker.export(curve: F.steps4, named: "s", format: .swift)
        #expect(steps.contains("s.keyTimes = [0, 0.25, 0.5, 0.75, 1]"))
        #expect(steps.contains("s.values = [0.0, 0.25, 0.5, 0.75]"))
        #expect(steps.contains(".discrete"))
    }

    @Test("a spring: SwiftUI's spring and UIKit's spring parameters, exactly")
    func springCurve() throws {
        guard case .spring(let spring) = F.spring else { return }
        let swiftUI = try PasteChecker.export(curve: F.spring, named: "bouncy", format: .swiftui)
        let response = try #require(Self.number(after: "response: ", in: swiftUI))
        let fraction = try #require(Self.number(after: "dampingFraction: ", in: swiftUI))
        expectClose(response, 2 * Double.pi / (170.0).squareRoot(), absolute: 1e-6)
        expectClose(fraction, spring.dampingRatio, absolute: 1e-6)
        #expect(!swiftUI.contains("approximation"))
        // swift is UIKit's Swift, as `export bouncy uikit`: the spring's own parameters, exact (it was
        // a fitted Bézier with these numbers in a comment).
        let swift = try PasteChecker.export(curve: F.spring, named: "bouncy", format: .swift)
        #expect(
            swift.contains(
                "let bouncy = UISpringTimingParameters(mass: 1, stiffness: 170, damping: 15, initialVelocity: CGVector(dx: 0, dy: 0))"),
            "\(swift)")
        #expect(swift.hasPrefix("// bouncy: exact"))
        let objc = try PasteChecker.export(curve: F.spring, named: "bouncy", format: .objc)
        #expect(
            objc.contains(
                "UISpringTimingParameters *bouncy = [[UISpringTimingParameters alloc] initWithMass:1 stiffness:170 damping:15 initialVelocity:CGVectorMake(0, 0)];"
            ),
            "\(objc)")
    }

    @Test("a curve that is not finite somewhere cannot be approximated: an error, not a crash")
    func notFinite() throws {
        let broken = Curve.expression(try Formula(parsing: "sqrt(x - 0.5)"))
        for format in [PasteChecker.Format.swift, .swiftui, .objc, .css] {
            #expect(throws: ExportError.self, "\(format)") {
                try PasteChecker.export(curve: broken, named: "broken", format: format)
            }
        }
        #expect {
            try PasteChecker.export(curve: broken, named: "broken", format: .swift)
        } throws: { error in
            (error as? ExportError)?.message.contains("not a finite number at x = 0") == true
        }
        let animation = try Animation(
            name: "b", keyPath: "opacity", from: .number(0), to: .number(1), duration: 1, curveName: "broken", curve: broken)
        for format in PasteChecker.Format.allCases {
            #expect(throws: ExportError("cannot export b: its curve broken is not a finite number at t = 0 s (frame 0)"), "\(format)") {
                try PasteChecker.export(animation: animation, format: format)
            }
        }
    }

    @Test("a linear() curve: exact in CSS, and exact as straight keyframes at its stops in Core Animation")
    func linearCurve() throws {
        let stops = try LinearApproximator.approximate({ F.bounceOut.value(at: $0) }, tolerance: 0.01)
        let curve = Curve.linear(stops)
        let css = try PasteChecker.export(curve: curve, named: "approx", format: .css)
        #expect(css.contains("--approx: \(stops.css);"))
        #expect(css.contains("/* approx: exact */"))
        let swift = try PasteChecker.export(curve: curve, named: "approx", format: .swift)
        #expect(swift.contains("approx.keyTimes = ["))
        #expect(Self.numbers(after: "approx.keyTimes = [", in: swift).count == stops.stops.count)
        #expect(!swift.contains("approximation"))
        let animation = try Animation(
            name: "drop", keyPath: "position.y", from: .number(0), to: .number(300), duration: 1, curveName: "approx", curve: curve)
        let keyframes = try PasteChecker.export(animation: animation, format: .swift)
        // A linear() curve plays as straight keyframes, a key at each stop.
        #expect(keyframes.contains("// keyframes: exact"))
        #expect(Self.numbers(after: "drop.keyTimes = [", in: keyframes).count == stops.stops.count)
        #expect(!keyframes.contains("timingFunctions"))
        #expect(!keyframes.contains("approximation"))
        let animationCSS = try PasteChecker.export(animation: animation, format: .css)
        #expect(animationCSS.contains("animation: drop 1s \(stops.css) 0s 1 normal both;"))
    }

    @Test("formats by name, with an error listing them")
    func formatNames() throws {
        // swift and objc are UIKit's other languages, each with its own writer.
        #expect(ExportFormat(named: "CSS")?.word == "css")
        #expect(ExportFormat(named: "objective-c")?.word == "objc")
        #expect(ExportFormat(named: "swift")?.platform == .uikit)
        #expect(ExportFormat(named: "objc")?.platform == .uikit)
        #expect {
            try ExportPipeline.curve(F.ease, named: "ease", format: "kotlin")
        } throws: { error in
            // Every platform's word, CSS's and UIKit's other languages after their own, and json last.
            let message = (error as? ExportError)?.message ?? ""
            return message.hasPrefix("unknown export format \"kotlin\": use one of css, waapi, swiftui, uikit, swift, objc, ")
                && message.hasSuffix(", json") && Platform.words.allSatisfy { message.contains(" \($0),") }
        }
        let json = try PasteChecker.export(curve: F.ease, named: "ease", format: .json)
        let value = try JSONValue(parsing: json)
        #expect(value["name"] == "ease")
        #expect(value["kind"] == "bezier")
    }

    // MARK: - Animations

    @Test("one Bézier: a CABasicAnimation with the values, timing, delay, repeat and autoreverse")
    func basicAnimation() throws {
        let slide = try F.animation("slide position (150,32) (300,32) duration=0.5 curve=ease-out delay=0.1 repeat=3 autoreverse")
        let swift = try PasteChecker.export(animation: slide, format: .swift)
        for line in [
            "let slide = CABasicAnimation(keyPath: \"position\")",
            "slide.fromValue = CGPoint(x: 150, y: 32)",
            "slide.toValue = CGPoint(x: 300, y: 32)",
            "slide.timingFunction = CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1)",
            "slide.duration = 0.5",
            "slide.beginTime = CACurrentMediaTime() + 0.1",
            "slide.fillMode = .backwards",
            "slide.repeatCount = 3",
            "slide.autoreverses = true",
            "// layer.setValue(CGPoint(x: 150, y: 32), forKeyPath: \"position\")",
        ] {
            #expect(swift.contains(line + "\n"), "missing: \(line)\n\(swift)")
        }
        let objc = try PasteChecker.export(animation: slide, format: .objc)
        #expect(objc.contains("slide.fromValue = [NSValue valueWithCGPoint:CGPointMake(150, 32)];"))
        #expect(objc.contains("slide.autoreverses = YES;"))
        let css = try PasteChecker.export(animation: slide, format: .css)
        #expect(css.contains("  0% { left: 150px; top: 32px; }"))
        #expect(css.contains("  100% { left: 300px; top: 32px; }"))
        #expect(css.contains("  animation: slide 0.5s cubic-bezier(0, 0, 0.58, 1) 0.1s 6 alternate both;"))
        let swiftUI = try PasteChecker.export(animation: slide, format: .swiftui)
        #expect(
            swiftUI.contains(
                "let slide = Animation.timingCurve(0, 0, 0.58, 1, duration: 0.5).delay(0.1).repeatCount(6, autoreverses: true)"))
    }

    @Test("a keyframes curve: values from + (to − from)·vᵢ at the key times, a timing function per segment")
    func keyframeAnimation() throws {
        let hop = try F.animation("hop position (0,0) (200,100) keyframes=keys duration=2")
        let swift = try PasteChecker.export(animation: hop, format: .swift)
        #expect(swift.contains("let hop = CAKeyframeAnimation(keyPath: \"position\")"))
        let keyTimes = Self.numbers(after: "hop.keyTimes = [", in: swift)
        for key in [0, 0.1, 0.25, 0.6, 1] { #expect(keyTimes.contains(key)) }
        #expect(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 < $1 })
        let lines = swift.split(separator: "\n")
        let valueCount = lines.filter { $0.hasPrefix("    CGPoint(") }.count
        let functionCount = lines.filter { $0.hasPrefix("    CAMediaTimingFunction(") }.count
        #expect(valueCount == keyTimes.count)
        #expect(functionCount == keyTimes.count - 1)
        for value in [
            "CGPoint(x: 0, y: 0)", "CGPoint(x: 140, y: 70)", "CGPoint(x: 40, y: 20)", "CGPoint(x: 260, y: 130)", "CGPoint(x: 200, y: 100)",
        ] {
            #expect(swift.contains("    \(value),\n"), "\(value)")
        }
        #expect(swift.contains("    CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1),\n"))
        // bounce-out between 0.25 and 0.6 is played by keys at the frames inside it: far closer than one Bézier.
        #expect(
            swift.contains("// bounce-out is not one cubic Bézier: keys at the 41 frames inside it (60 fps), linear in between: max error"))
        let error = try #require(Self.number(after: "linear in between: max error ", in: swift))
        #expect(error < 20)
        // Without a frame inside a segment, its best-fit Bézier.
        let quick = try F.animation("quick position (0,0) (200,100) keyframes=keys duration=0.02 fps=60")
        let fitted = try PasteChecker.export(animation: quick, format: .swift)
        #expect(fitted.contains("// approximation of bounce-out: best cubic Bézier, max error"))
        let css = try PasteChecker.export(animation: hop, format: .css)
        #expect(css.contains("  10% { left: 140px; top: 70px; animation-timing-function: cubic-bezier(0, 0, 1, 1); }"))
        #expect(css.contains("animation: hop 2s linear 0s 1 normal both;"))
    }

    /// Penner's elastic out (easings.net) and the exponential slow-down (e^(−Kx) − 1)/(e^(−K) − 1), K = 5.
    static func elasticFormula(_ x: Double) -> Double {
        x == 0 ? 0 : x == 1 ? 1 : pow(2, -10 * x) * sin((x * 10 - 0.75) * 2 * Double.pi / 3) + 1
    }
    static func decayFormula(_ x: Double) -> Double { (exp(-5 * x) - 1) / (exp(-5) - 1) }

    /// What `fps` frames of `formula` joined by straight lines miss, at 2,000 points per frame.
    static func betweenFrames(_ formula: (Double) -> Double, fps: Int) -> Double {
        var measured = 0.0
        for j in 0...(fps * 2000) {
            let x = Double(j) / Double(fps * 2000)
            let i = min(Int(x * Double(fps)), fps - 1)
            let (a, b) = (Double(i) / Double(fps), Double(i + 1) / Double(fps))
            let line = formula(a) + (formula(b) - formula(a)) * (x - a) * Double(fps)
            measured = max(measured, abs(line - formula(x)))
        }
        return measured
    }

    /// Core Animation has no timing function for these, so no exact form for a UIKit animation:
    /// at a frame rate whose frames come closer than the curve's least-squares path, the error
    /// stated is what the frames joined by straight lines miss, computed here from each curve's
    /// published formula.
    @Test("sampled values of elastic-out and expo-decay state the error the straight lines between frames make")
    func sampledAnimationError() throws {
        let curves = [
            (F.elasticOut, Self.elasticFormula, 1000), (Curve.exponentialDecay(try ExponentialDecay(rate: 5)), Self.decayFormula, 240),
        ]
        for (curve, formula, fps) in curves {
            let animation = try Animation(
                name: "a", keyPath: "opacity", from: .number(0), to: .number(1), duration: 1, curveName: "c", curve: curve, fps: fps)
            let swift = try PasteChecker.export(animation: animation, format: .swift)
            #expect(swift.contains("values sampled at \(fps) fps (\(fps + 1) frames)"), "\(swift)")
            let stated = try #require(Self.number(after: "linear in between: max error ", in: swift), "\(swift)")
            expectClose(stated, Self.betweenFrames(formula, fps: fps), relative: 0.005)
        }
    }

    /// At 60 fps the frames of elastic-out miss it by 0.011 and those of expo-decay by 0.00084
    /// (computed from the formulas): the keys of the least-squares path, a timing function per
    /// segment (or the one Bézier that path is), come closer, and their error is stated.
    @Test("elastic-out and expo-decay at 60 fps: the keys of the least-squares path, closer than the frames, with their error")
    func pathKeysAnimation() throws {
        for (curve, formula, segmented) in [
            (F.elasticOut, Self.elasticFormula, true), (.exponentialDecay(try ExponentialDecay(rate: 5)), Self.decayFormula, false),
        ] {
            let frames = Self.betweenFrames(formula, fps: 60)
            let animation = try Animation(
                name: "a", keyPath: "opacity", from: .number(0), to: .number(1), duration: 1, curveName: "c", curve: curve, fps: 60)
            let swift = try ExportPipeline.animation(animation, format: "swift").text
            #expect(
                swift.contains(segmented ? "keyframes of its least-squares path" : "its least-squares path, one cubic Bézier"), "\(swift)")
            #expect(swift.contains(segmented ? "a.timingFunctions = [" : "a.timingFunction = CAMediaTimingFunction("), "\(swift)")
            let stated = try #require(Self.number(after: "max error ", in: swift), "\(swift)")
            #expect(stated < frames && stated <= 0.001, "stated \(stated), frames \(frames)")
        }
    }

    @Test("other curves: values sampled at the frame rate, with the error between frames")
    func sampledAnimation() throws {
        let fade = try F.animation("fade opacity 0 1 duration=0.5 curve=elastic-out fps=1000")
        let frames = try fade.frames()
        let swift = try PasteChecker.export(animation: fade, format: .swift)
        #expect(swift.contains("let fade = CAKeyframeAnimation(keyPath: \"opacity\")"))
        #expect(swift.contains("values sampled at 1000 fps (501 frames)"), "\(swift)")
        let valueLines = swift.split(separator: "\n").filter { $0.hasPrefix("    ") && $0.hasSuffix(",") }
        #expect(valueLines.count == frames.count)
        for (line, frame) in zip(valueLines, frames) {
            let value = Double(line.trimmingCharacters(in: CharacterSet(charactersIn: " ,"))) ?? .nan
            expectClose(value, frame.value.components[0], absolute: 5e-7)
        }
        #expect(swift.contains("max error "))
        // Steps play exactly with the discrete calculation mode.
        let tick = try F.animation("tick opacity 0 1 duration=1 curve=steps4")
        let discrete = try PasteChecker.export(animation: tick, format: .swift)
        #expect(discrete.contains("tick.calculationMode = .discrete"))
        #expect(discrete.contains("tick.keyTimes = [0, 0.25, 0.5, 0.75, 1]"))
        #expect(!discrete.contains("approximation"))
        // CSS: a linear() within the tolerance, error in the property's units.
        let css = try PasteChecker.export(animation: fade, format: .css)
        #expect(css.contains("linear("))
        #expect(css.contains("approximation"))
    }

    @Test("a spring animation is an exact CASpringAnimation, sped up to the animation's duration")
    func springAnimation() throws {
        guard case .spring(let spring) = F.spring else { return }
        let zoom = try F.animation("zoom transform scale(1) scale(2) duration=0.5 curve=spring")
        let swift = try PasteChecker.export(animation: zoom, format: .swift)
        #expect(swift.contains("let zoom = CASpringAnimation(keyPath: \"transform.scale\")"))
        #expect(swift.contains("zoom.fromValue = 1.0"))
        #expect(swift.contains("zoom.toValue = 2.0"))
        let stiffness = try #require(Self.number(after: "zoom.stiffness = ", in: swift))
        let damping = try #require(Self.number(after: "zoom.damping = ", in: swift))
        // The spring with these parameters, run in real time, is the animation's progress.
        let scaled = try Spring(mass: 1, stiffness: stiffness, damping: damping)
        for index in 0..<50 {
            let time = 0.5 * Double(index) / 50
            expectClose(scaled.position(atTime: time), zoom.progress(atFraction: time / 0.5), absolute: 1e-5)
        }
        // Where it ends, Core Animation removes it and the layer shows the target.
        #expect(zoom.progress(atFraction: 1) == 1)
        #expect(spring.timeSpan > 0.5)
        #expect(!swift.contains("allowsOverdamping"))
        let settle = try ExportCatalogue.animation("settle position (0,0) (100,0) duration=1 curve=sluggish")
        #expect(try PasteChecker.export(animation: settle, format: .swift).contains("settle.allowsOverdamping = true"))
        #expect(try PasteChecker.export(animation: settle, format: .objc).contains("settle.allowsOverdamping = YES;"))
    }

    @Test("transforms: one operation animates its sub-key path; several are sampled as matrices")
    func transforms() throws {
        let spin = try F.animation("spin transform rotate(0) rotate(90) duration=1 curve=linear")
        let swift = try PasteChecker.export(animation: spin, format: .swift)
        #expect(swift.contains("CABasicAnimation(keyPath: \"transform.rotation.z\")"))
        #expect(swift.contains("spin.toValue = 1.570796"))
        let move = try F.animation("move transform translate(0,0)rotate(0) translate(100,0)rotate(90) duration=0.5 curve=ease fps=10")
        let matrix = try PasteChecker.export(animation: move, format: .swift)
        #expect(matrix.contains("CAKeyframeAnimation(keyPath: \"transform\")"))
        #expect(matrix.contains("CATransform3DRotate(CATransform3DTranslate(CATransform3DIdentity, 100, 0, 0), 1.570796, 0, 0, 1)"))
        #expect(matrix.contains("interpolates whole CATransform3D matrices"))
        let css = try PasteChecker.export(animation: move, format: .css)
        #expect(css.contains("100% { transform: translate(100px, 0px) rotate(90deg); }"))
        #expect(css.contains("/* exact */"))
    }

    @Test("colours: CGColor components 0…1; CSS notes premultiplied interpolation when alphas differ")
    func colours() throws {
        let tint = try F.animation("tint backgroundColor #ff000080 #0000ff duration=1 curve=ease")
        let swift = try PasteChecker.export(animation: tint, format: .swift)
        #expect(swift.contains("tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 0.501961)"))
        let css = try PasteChecker.export(animation: tint, format: .css)
        #expect(css.contains("0% { background-color: #ff000080; }"))
        #expect(css.contains("100% { background-color: #0000ff; }"))
        #expect(css.contains("premultiplied"))
        let same = try F.animation("same backgroundColor #ff0000 #0000ff duration=1 curve=ease")
        #expect(!(try PasteChecker.export(animation: same, format: .css)).contains("premultiplied"))
    }

    @Test("JSON: the animation and its frames [t, …components]")
    func json() throws {
        let slide = try F.animation("slide position (150,32) (300,32) duration=0.1 curve=ease")
        let text = try PasteChecker.export(animation: slide, format: .json)
        let value = try JSONValue(parsing: text)
        #expect(value["animation"] == slide.json)
        guard case .array(let rows)? = value["frames"] else { Issue.record("no frames"); return }
        let frames = try slide.frames()
        #expect(rows.count == frames.count)
        #expect(rows.last == .numbers([0.1, 300, 32]))
    }

    @Test("long moves get a finer linear(): the CSS error stays under a quarter point")
    func linearToleranceScales() throws {
        let drop = try F.animation("drop position.y 0 2000 duration=1 curve=elastic-out")
        let css = try PasteChecker.export(animation: drop, format: .css)
        let error = try #require(Self.number(after: "max error ", in: css))
        #expect(error <= 0.25 + 1e-9, "\(css)")
    }
}
