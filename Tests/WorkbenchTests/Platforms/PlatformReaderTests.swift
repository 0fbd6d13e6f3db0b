import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Every platform against values computed here from the platforms' own sources (each formula is
/// written out with where it comes from; see reference/platforms.md), never against curves' output.
@Suite("Platforms: pasted platform code")
struct PlatformReaderTests {
    /// The curve `line` defines as `a`, or a failed expectation.
    static func curve(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> Curve? {
        var transcript = Transcript()
        let reply = transcript.reply(line)
        #expect(reply.error == nil, "\(line): \(reply.error ?? "")", sourceLocation: sourceLocation)
        return transcript.interpreter.session.curves.first?.curve
    }

    static func spring(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> Spring? {
        guard case .spring(let spring)? = curve(line, sourceLocation: sourceLocation) else {
            Issue.record("\(line) is not a spring", sourceLocation: sourceLocation)
            return nil
        }
        return spring
    }

    static func bezier(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Double]? {
        guard case .bezier(let bezier)? = curve(line, sourceLocation: sourceLocation) else {
            Issue.record("\(line) is not a bezier", sourceLocation: sourceLocation)
            return nil
        }
        return bezier.controlPoints
    }

    /// |a − b| ≤ tolerance·max(1, |b|).

    /// The curve's values against `formula` at 201 points of [0, 1].
    static func matches(
        _ line: String, tolerance: Double = 1e-12, _ formula: (Double) -> Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let curve = curve(line, sourceLocation: sourceLocation) else { return }
        for index in 0...200 {
            let x = Double(index) / 200
            let expected = formula(x)
            if !isClose(curve.value(at: x), expected, absolute: tolerance, relative: tolerance) {
                Issue.record("\(line) at x = \(x): \(curve.value(at: x)) vs \(expected)", sourceLocation: sourceLocation)
                return
            }
        }
    }

    // MARK: The issue's checks

    /// Apple's Spring docs: snappy has base bounce 0.15 over 0.5 s; k = (2π/d)², ζ = 1 − bounce.
    @Test func swiftUISnappy() throws {
        let spring = try #require(Self.spring("a = swiftui .snappy"))
        expectClose(spring.stiffness / spring.mass, pow(2 * Double.pi / 0.5, 2), absolute: 1e-12, relative: 1e-12)
        expectClose(spring.stiffness, 157.91, absolute: 0.005)
        expectClose(spring.dampingRatio, 0.85, absolute: 1e-12, relative: 1e-12)
    }

    /// Compose Spring.kt: DampingRatioMediumBouncy = 0.5f, StiffnessLow = 200f, mass 1.
    @Test func composeSpringConstants() throws {
        let spring = try #require(
            Self.spring("a = compose spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)"))
        #expect(spring.stiffness == 200 && spring.mass == 1)
        expectClose(spring.dampingRatio, 0.5, absolute: 1e-12, relative: 1e-12)
    }

    /// Compose Material 3 MotionScheme.kt: standard() reads StandardMotionTokens (fast spatial
    /// ζ 0.9, k 1400), expressive() ExpressiveMotionTokens (default spatial ζ 0.8, k 380); mass 1.
    @Test func composeMotionSchemeSprings() throws {
        let standard = try #require(Self.spring("a = compose MotionScheme.standard().fastSpatialSpec()"))
        #expect(standard.stiffness == 1400 && standard.mass == 1 && isClose(standard.dampingRatio, 0.9, absolute: 1e-12, relative: 1e-12))
        let expressive = try #require(Self.spring("a = compose MotionScheme.expressive().defaultSpatialSpec()"))
        #expect(expressive.stiffness == 380 && isClose(expressive.dampingRatio, 0.8, absolute: 1e-12, relative: 1e-12))
        // The effects springs are the same in both schemes (slow: ζ 1, k 800), so the theme's
        // scheme need not be known; the spatial ones differ (issue 35).
        let effects = try #require(Self.spring("a = compose MaterialTheme.motionScheme.slowEffectsSpec()"))
        #expect(effects.stiffness == 800 && isClose(effects.dampingRatio, 1, absolute: 1e-12, relative: 1e-12))
        var transcript = Transcript()
        #expect(
            transcript.reply("a = compose MaterialTheme.motionScheme.slowSpatialSpec()").error
                == "slowSpatialSpec() differs between the standard and expressive MotionScheme, and MaterialTheme.motionScheme is whichever one the app's theme sets: not read; write MotionScheme.standard().slowSpatialSpec() or MotionScheme.expressive().slowSpatialSpec()"
        )
        #expect(transcript.interpreter.session.curves.isEmpty)
    }

    /// Flutter curves.dart: easeOutBack = Cubic(0.175, 0.885, 0.32, 1.275);
    /// Compose EasingFunctions.kt: EaseOutBack = CubicBezierEasing(0.34f, 1.56f, 0.64f, 1f).
    @Test func flutterAndComposeEaseOutBack() {
        #expect(Self.bezier("a = flutter Curves.easeOutBack") == [0.175, 0.885, 0.32, 1.275])
        #expect(Self.bezier("a = compose EaseOutBack") == [0.34, 1.56, 0.64, 1])
    }

    /// GSAP SteppedEase: ease(p) = floor((n + 1)·clamp(p, 0, 1 − 1e-8))/n — n + 1 levels.
    @Test func gsapStepsAreCSSJumpNone() throws {
        let curve = try #require(Self.curve("a = gsap steps(5)"))
        #expect(curve.exactCSS(digits: .fewest) == "steps(6, jump-none)")
        for index in 0...100 {
            let p = Double(index) / 100
            let gsap = (6 * min(max(p, 0), 1 - 1e-8)).rounded(.down) / 5
            expectClose(curve.value(at: p), gsap, absolute: 1e-12, relative: 1e-12, "p = \(p)")
        }
    }

    // MARK: CSS

    @Test func cssAsWrittenWithAndWithoutSpaces() {
        #expect(Self.bezier("x = cubic-bezier(0.68, -0.55, 0.265, 1.55)") == [0.68, -0.55, 0.265, 1.55])
        #expect(Self.bezier("x = cubic-bezier(0.68,-0.55,0.265,1.55)") == [0.68, -0.55, 0.265, 1.55])
        #expect(Self.bezier("x = css transition-timing-function: ease-in-out;") == [0.42, 0, 0.58, 1])
        #expect(Self.bezier("x = bezier 0.1, 0.2, 0.3, 0.4") == [0.1, 0.2, 0.3, 0.4])
        #expect(Self.bezier("x = bezier 0.1,0.2,0.3,0.4") == [0.1, 0.2, 0.3, 0.4])
        // A comment after the paste is a comment, as everywhere in the shell; inside quotes it is not.
        #expect(Self.bezier("x = cubic-bezier(0.2, 0, 0, 1) # material standard") == [0.2, 0, 0, 1])
        #expect(
            Self.bezier("x = lottie {\"o\": {\"x\": 0.3, \"y\": 0}, \"i\": {\"x\": 0.7, \"y\": 1}, \"n\": \"# 1\"} # ease") == [
                0.3, 0, 0.7, 1,
            ])
    }

    /// CSS Easing 2: "Both x values must be in the range [0, 1] or the definition is invalid."
    @Test func cssRefusesXOutsideTheUnitInterval() {
        var transcript = Transcript()
        let reply = transcript.reply("x = cubic-bezier(1.2, 0, 0.5, 1)")
        #expect(reply.error?.contains("x1 must lie in [0, 1]") == true)
        #expect(transcript.interpreter.session.curves.isEmpty)
    }

    /// CSS Easing 2 §linear(): the spec's own examples of how stops get their inputs.
    @Test func cssLinearStopsAsTheSpecResolvesThem() throws {
        func stops(_ line: String) -> [Double] {
            guard case .linear(let stops)? = Self.curve(line) else { return [] }
            return stops.stops.flatMap { [$0.y, $0.x] }
        }
        #expect(stops("a = linear(0, 0.25, 1)") == [0, 0, 0.25, 0.5, 1, 1])
        #expect(stops("a = linear(0 20%, 0.5 10%, 1)") == [0, 0.2, 0.5, 0.2, 1, 1])
        #expect(stops("a = linear(0, 0.25 25% 75%, 1)") == [0, 0, 0.25, 0.25, 0.25, 0.75, 1, 1])
        // Outside the stops the trajectory of the nearest two goes on: linear(0, 1 50%) gives 2 at 1.
        let curve = try #require(Self.curve("a = linear(0, 1 50%)"))
        expectClose(curve.value(at: 1), 2, absolute: 1e-12, relative: 1e-12)
    }

    /// step-start = steps(1, start); step-end = steps(1, end); CSS's step algorithm (§1.2).
    @Test func cssSteps() throws {
        #expect(Self.curve("a = step-start")?.exactCSS(digits: .fewest) == "steps(1, jump-start)")
        #expect(Self.curve("a = step-end")?.exactCSS(digits: .fewest) == "steps(1)")
        let curve = try #require(Self.curve("a = steps(4, jump-both)"))
        for index in 0...20 {
            let x = Double(index) / 20
            var step = (x * 4).rounded(.down) + 1
            step = min(step, 5)
            expectClose(curve.value(at: x), step / 5, absolute: 1e-12, relative: 1e-12, "x = \(x)")
        }
    }

    // MARK: Apple

    /// Spring(duration: 0.5, bounce: 0.3) → (1.0, 157.9, 17.6) in Apple's own example.
    @Test func swiftUIDurationBounceAsApplesExample() throws {
        let spring = try #require(Self.spring("a = swiftui Spring(duration: 0.5, bounce: 0.3)"))
        #expect(isClose(spring.stiffness, 157.9, absolute: 0.05) && isClose(spring.damping, 17.6, absolute: 0.05))
        let bouncy = try #require(Self.spring("a = swiftui .bouncy(duration: 0.4, extraBounce: 0.1)"))
        #expect(
            isClose(bouncy.stiffness, pow(2 * Double.pi / 0.4, 2), absolute: 1e-12, relative: 1e-12)
                && isClose(bouncy.dampingRatio, 0.6, absolute: 1e-12, relative: 1e-12))
        // response ≡ undamped period (reference §2.2): k = (2π/r)², c = 4πζ/r.
        let response = try #require(Self.spring("a = swiftui .spring(response: 0.4, dampingFraction: 0.6)"))
        #expect(
            isClose(response.stiffness, pow(2 * Double.pi / 0.4, 2), absolute: 1e-12, relative: 1e-12)
                && isClose(response.damping, 4 * Double.pi * 0.6 / 0.4, absolute: 1e-12, relative: 1e-12))
        // Spring(mass:stiffness:damping:) treats over-damping as critical unless allowOverDamping.
        let clamped = try #require(Self.spring("a = swiftui Spring(mass: 1, stiffness: 100, damping: 30)"))
        expectClose(clamped.damping, 20, absolute: 1e-12, relative: 1e-12)
        #expect(Self.bezier("a = swiftui .timingCurve(0.2, 0, 0, 1, duration: 0.3)") == [0.2, 0, 0, 1])
    }

    /// CASpringAnimation defaults mass 1, stiffness 100, damping 10; CAMediaTimingFunctionName.default is CSS ease.
    @Test func uikit() throws {
        let spring = try #require(Self.spring("a = uikit CASpringAnimation()"))
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
        #expect(Self.bezier("a = uikit CAMediaTimingFunction(name: .default)") == [0.25, 0.1, 0.25, 1])
        #expect(Self.bezier("a = uikit CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)") == [0.2, 0, 0, 1])
    }

    // MARK: Android and Material

    /// AOSP interpolators: Overshoot(s): u = t − 1, u²((s+1)u + s) + 1; Anticipate(s): t²((s+1)t − s);
    /// AnticipateOvershoot(2, 1.5): s = 3, halves a(2t)/2, (o(2t − 2) + 2)/2; Bounce: 8t² pieces after t·1.1226.
    @Test func androidInterpolatorsByTheirAOSPFormulas() {
        Self.matches("a = android OvershootInterpolator(2.5f)") { t in
            let u = t - 1; return u * u * (3.5 * u + 2.5) + 1
        }
        Self.matches("a = android AnticipateInterpolator()") { t in t * t * (3 * t - 2) }
        Self.matches("a = android AnticipateOvershootInterpolator()") { t in
            t < 0.5 ? 0.5 * (2 * t) * (2 * t) * (4 * 2 * t - 3) : 0.5 * ((2 * t - 2) * (2 * t - 2) * (4 * (2 * t - 2) + 3) + 2)
        }
        Self.matches("a = android AccelerateDecelerateInterpolator()") { t in cos((t + 1) * Double.pi) / 2 + 0.5 }
        Self.matches("a = android DecelerateInterpolator(1.5f)") { t in 1 - pow(1 - t, 3) }
        Self.matches("a = android BounceInterpolator()") { input in
            func b(_ t: Double) -> Double { t * t * 8 }
            let t = input * 1.1226
            if t < 0.3535 { return b(t) }
            if t < 0.7408 { return b(t - 0.54719) + 0.7 }
            if t < 0.9644 { return b(t - 0.8526) + 0.9 }
            return b(t - 1.0435) + 0.95
        }
    }

    /// PathInterpolator(cx, cy) is the quadratic through (cx, cy): as a cubic, P1 = 2/3·C, P2 = 1/3 + 2/3·C.
    @Test func androidPathInterpolator() throws {
        #expect(Self.bezier("a = android PathInterpolator(0.4f, 0f, 0.2f, 1f)") == [0.4, 0, 0.2, 1])
        let quadratic = try #require(Self.bezier("a = android PathInterpolator(0.3f, 0.9f)"))
        #expect(zip(quadratic, [0.2, 0.6, 0.2 + 1.0 / 3, 0.6 + 1.0 / 3]).allSatisfy { isClose($0, $1, absolute: 1e-12, relative: 1e-12) })
        // dynamicanimation SpringForce: default damping ratio 0.5, STIFFNESS_LOW 200.
        let spring = try #require(Self.spring("a = android SpringForce().setStiffness(SpringForce.STIFFNESS_LOW)"))
        #expect(spring.stiffness == 200 && isClose(spring.dampingRatio, 0.5, absolute: 1e-12, relative: 1e-12))
    }

    /// Material: web/Compose emphasized-decelerate (0.05, 0.7, 0.1, 1); MDC-Android tokens.xml (0.1, 0.7, 0.1, 1);
    /// spring.fast.spatial standard ζ 0.9, k 1400.
    @Test func materialTokensByEitherName() throws {
        #expect(Self.bezier("a = material md.sys.motion.easing.emphasized.decelerate") == [0.05, 0.7, 0.1, 1])
        #expect(Self.bezier("a = material emphasized-decelerate") == [0.05, 0.7, 0.1, 1])
        #expect(Self.bezier("a = android emphasized-decelerate") == [0.1, 0.7, 0.1, 1])
        let spring = try #require(Self.spring("a = material md.sys.motion.spring.fast.spatial"))
        #expect(spring.stiffness == 1400 && isClose(spring.dampingRatio, 0.9, absolute: 1e-12, relative: 1e-12))
        let short = try #require(Self.spring("a = material fast-spatial"))
        #expect(short.stiffness == 1400)
        guard case .path(let path)? = Self.curve("a = android emphasized") else { Issue.record("not a path"); return }
        #expect(path.segments.count == 2 && path.segments[0].y[3] == 0.4)
    }

    // MARK: Flutter

    /// ElasticOutCurve(period): s = period/4, 2^(−10t)·sin((t − s)·2π/period) + 1 (curves.dart).
    @Test func flutterElasticWithItsPeriod() {
        for period in [0.4, 0.3] {
            let line = period == 0.4 ? "a = flutter Curves.elasticOut" : "a = flutter ElasticOutCurve(0.3)"
            Self.matches(line) { t in
                t == 0 || t == 1 ? t : pow(2, -10 * t) * sin((t - period / 4) * 2 * Double.pi / period) + 1
            }
        }
        Self.matches("a = flutter Curves.elasticIn") { t in
            let u = t - 1
            return t == 0 || t == 1 ? t : -pow(2, 10 * u) * sin((u - 0.1) * 2 * Double.pi / 0.4)
        }
        Self.matches("a = flutter Curves.decelerate") { t in 1 - (1 - t) * (1 - t) }
    }

    @Test func flutterSprings() throws {
        // withDampingRatio: damping = ratio·2·√(mass·stiffness).
        let spring = try #require(Self.spring("a = flutter SpringDescription.withDampingRatio(mass: 1, stiffness: 200, ratio: 0.5)"))
        expectClose(spring.damping, 0.5 * 2 * 200.0.squareRoot(), absolute: 1e-12, relative: 1e-12)
        // withDurationAndBounce(duration: 500 ms, bounce: −0.2): ζ = 1/(bounce + 1).
        let over = try #require(
            Self.spring("a = flutter SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 500), bounce: -0.2)"))
        expectClose(over.dampingRatio, 1 / 0.8, absolute: 1e-12, relative: 1e-12)
    }

    /// Unknown Flutter names suggest the nearest Curves. name; the session is unchanged.
    @Test func flutterDidYouMean() {
        var transcript = Transcript()
        let reply = transcript.reply("a = flutter Curves.easeOutBak")
        #expect(reply.error?.contains("did you mean Curves.easeOutBack?") == true)
        #expect(transcript.interpreter.session.curves.isEmpty)
    }

    // MARK: GSAP and Motion

    /// gsap-core.js: expo.in = 2^(10(p−1))·p + p⁶(1−p); back.inOut from out with the same s;
    /// elastic.out(a, T): p2 = T, p3 = p2/(2π)·asin(1), out = 2^(−10p)·sin((p − p3)·2π/p2) + 1.
    @Test func gsapFormulas() {
        func expoIn(_ p: Double) -> Double { pow(2, 10 * (p - 1)) * p + pow(p, 6) * (1 - p) }
        Self.matches("a = gsap expo.in", expoIn)
        Self.matches("a = gsap expo.out") { p in 1 - expoIn(1 - p) }
        func backOut(_ p: Double) -> Double { p == 0 ? 0 : (p - 1) * (p - 1) * (2.70158 * (p - 1) + 1.70158) + 1 }
        Self.matches("a = gsap back.inOut") { p in p < 0.5 ? (1 - backOut(1 - 2 * p)) / 2 : 0.5 + backOut(2 * (p - 0.5)) / 2 }
        Self.matches("a = gsap \"elastic.out(1, 0.3)\"") { p in
            p == 1 ? 1 : pow(2, -10 * p) * sin((p - 0.3 / (2 * Double.pi) * asin(1)) * 2 * Double.pi / 0.3) + 1
        }
        // power2 = cubic: out 1 − (1 − p)³; a bare name is .out.
        Self.matches("a = gsap \"power2\"", tolerance: 1e-12) { p in 1 - pow(1 - p, 3) }
    }

    @Test func gsapUnsupportedIsNamedPrecisely() {
        var transcript = Transcript()
        #expect(transcript.reply("a = gsap rough()").error?.contains("GSAP `rough()` is random: not a timing curve") == true)
        #expect(transcript.interpreter.session.curves.isEmpty)
    }

    /// motion-utils: anticipate = q < 1 ? ½·backIn(q) : ½·(2 − 2^(−10(q−1))), q = 2p, backIn = 1 − backOut(1 − p);
    /// spring objects: stiffness, damping, mass as given.
    @Test func motion() throws {
        let backOut = try CubicBezier(x1: 0.33, y1: 1.53, x2: 0.69, y2: 0.99)
        Self.matches("a = motion anticipate", tolerance: 1e-9) { p in
            let q = 2 * p
            return p >= 1 ? 1 : q < 1 ? 0.5 * (1 - backOut.value(at: 1 - q)) : 0.5 * (2 - pow(2, -10 * (q - 1)))
        }
        let spring = try #require(Self.spring("a = motion { type: \"spring\", stiffness: 300, damping: 20 }"))
        #expect(spring.stiffness == 300 && spring.damping == 20 && spring.mass == 1)
        // visualDuration v, bounce b: k = (2π/(1.2v))², ζ = 1 − b.
        let visual = try #require(Self.spring("a = motion { type: \"spring\", visualDuration: 0.5, bounce: 0.25 }"))
        #expect(
            isClose(visual.stiffness, pow(2 * Double.pi / 0.6, 2), absolute: 1e-12, relative: 1e-12)
                && isClose(visual.dampingRatio, 0.75, absolute: 1e-12, relative: 1e-12))
        #expect(Self.bezier("a = motion [0.17, 0.67, 0.83, 0.67]") == [0.17, 0.67, 0.83, 0.67])
        // mirrorEasing(backIn): p ≤ ½: backIn(2p)/2, with backIn(p) = 1 − backOut(1 − p).
        Self.matches("a = motion backInOut", tolerance: 1e-9) { p in
            p <= 0.5 ? (1 - backOut.value(at: 1 - 2 * p)) / 2 : (2 - (1 - backOut.value(at: 1 - 2 * (1 - p)))) / 2
        }
    }

    /// Lottie: cubic-bezier(o.x, o.y, i.x, i.y) of the keyframe.
    @Test func lottie() {
        #expect(Self.bezier("a = lottie {\"o\": {\"x\": [0.33], \"y\": [0]}, \"i\": {\"x\": [0.67], \"y\": [1]}}") == [0.33, 0, 0.67, 1])
    }

    // MARK: Files, collisions, errors

    @Test func fileReadsTheNthDefinitionAndSaysWhichLine() throws {
        let swift = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("hi").animation(.snappy, value: x)
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { x = 1 }
                }
            }
            """
        var transcript = Transcript(files: ["V.swift": swift])
        let first = transcript.reply("a = swiftui file=V.swift")
        #expect(first.error == nil)
        #expect(first.text.contains("took line 4 of V.swift"))
        let second = transcript.reply("b = swiftui file=V.swift at=2")
        #expect(second.text.contains("took line 5 of V.swift"))
        guard case .spring(let spring)? = transcript.interpreter.session.curve(named: "b")?.curve else { Issue.record("no spring"); return }
        expectClose(spring.stiffness, pow(2 * Double.pi / 0.4, 2), absolute: 1e-12, relative: 1e-12)
        #expect(transcript.reply("c = swiftui file=V.swift at=3").error?.contains("holds 2") == true)
    }

    @Test func aCollidingNameAloneKeepsPennersMeaningAndHelpListsThePlatforms() throws {
        #expect(Self.curve("a = easeOutBack") == .penner(Penner(.back, .out)))
        var transcript = Transcript()
        let help = transcript.reply("help easeOutBack").text
        #expect(help.contains("flutter Curves.easeOutBack") && help.contains("compose EaseOutBack"))
        // Flutter's Ceaser cubic is 0.046 from Penner's back-out at most (reference §9, issue 18).
        #expect(help.contains("max difference from back-out 0.046"))
        let paste = transcript.reply("a = Curves.easeOutBack")
        #expect(
            paste.error?.contains("a = flutter Curves.easeOutBack") == true || paste.error?.contains("flutter Curves.easeOutBack") == true)
        #expect(transcript.interpreter.session.curves.isEmpty)
        // Compose's spelling, typed without its platform, is a copy that fails with the same list.
        #expect(transcript.reply("a = EaseOutBack").error?.contains("flutter Curves.easeOutBack: bezier 0.175") == true)
    }

    @Test func errorsPointIntoThePaste() throws {
        do {
            _ = try Parser.parse("a = compose spring(stiffness = Spring.StiffnesLow)")
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("did you mean StiffnessLow?"))
            #expect(error.span?.column == 32)
        }
        do {
            _ = try Parser.parse("x = cubic-bezier(0.5, 0, 1.5, 1)")
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("x2 must lie in [0, 1]"))
            #expect(error.span?.column == 26 && error.span?.length == 3)
        }
    }

    @Test func everyPlatformHasHelp() {
        var transcript = Transcript()
        for platform in Platform.allCases {
            let reply = transcript.reply("help \(platform.rawValue)")
            #expect(reply.error == nil && reply.text.contains(platform.title))
            // Every example in the help reads.
            for example in platform.examples {
                #expect(transcript.reply("e = \(platform.rawValue) \(example)").error == nil, "\(platform.rawValue) \(example)")
            }
        }
    }

    @Test func everyPresetNameReads() {
        var transcript = Transcript()
        for name in ComposeReader.beziers.keys.sorted() + ComposeReader.formulas.keys.sorted() {
            #expect(transcript.reply("e = compose \(name)").error == nil, "\(name)")
        }
        for name in FlutterReader.names {
            #expect(transcript.reply("e = flutter \(name)").error == nil, "\(name)")
        }
        for name in MaterialTokens.names {
            #expect(transcript.reply("e = material \(name)").error == nil, "\(name)")
        }
        for name in GSAPReader.names where name != "CustomEase" && name != "steps" {
            #expect(transcript.reply("e = gsap \(name)").error == nil, "\(name)")
        }
        for name in MotionReader.names {
            #expect(transcript.reply("e = motion \(name)").error == nil, "\(name)")
        }
    }

    @Test func platformCurvesSaveAndLoad() throws {
        var transcript = Transcript()
        for line in [
            "a = gsap elastic.inOut(1.2, 0.5)", "b = flutter Curves.elasticInOut", "c = linear(0, 0.3 20%, 1)", "d = motion anticipate",
        ] {
            #expect(transcript.reply(line).error == nil)
        }
        let before = transcript.interpreter.session
        #expect(transcript.reply("save s.json").error == nil)
        #expect(transcript.reply("load s.json").error == nil)
        #expect(transcript.interpreter.session.curves.map(\.curve) == before.curves.map(\.curve))
    }

    /// A paste is parsed at once: a thousand pastes well under a second (debug build).
    @Test func parsingAPasteIsInstant() throws {
        let start = Date()
        for _ in 0..<1000 {
            _ = try Parser.parse("a = compose spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)")
        }
        #expect(Date().timeIntervalSince(start) < 1)
    }

    /// A nest deeper than the reader goes is read once, not once per bracket, and what follows
    /// it in the file is still found.
    @Test("a file's definition after brackets nested past the limit is found")
    func definitionAfterATooDeepNest() {
        let nest = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        var transcript = Transcript(files: ["deep.js": "const junk = \(nest);\nconst ease = cubicBezier(0.3, 0.1, 0.2, 1);\n"])
        let reply = transcript.reply("a = motion file=deep.js")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(transcript.interpreter.session.curve(named: "a")?.curve == .bezier(CubicBezier(constant: 0.3, 0.1, 0.2, 1)))
    }

    /// Random pastes of the syntax's own characters in every platform: an error or a curve,
    /// never a crash, and a line of ten thousand brackets is refused, not recursed into.
    @Test func randomPastesNeverCrash() {
        let alphabet = Array("()[]{}\"',.:=-+%0123456789eEfxyo i.snappy Curves spring M C L #;")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<Thorough.count(500, thorough: 3000) {
            let code = String((0..<next(40)).map { _ in alphabet[next(alphabet.count)] })
            let platform = Platform.allCases[next(Platform.allCases.count)]
            _ = try? Parser.parse("a = \(platform.rawValue) \(code)")
            _ = try? Parser.parse("a = cubic-bezier(\(code)")
        }
        for opening in ["[", "{", "(", "f("] {
            #expect(throws: CommandError.self) { try Parser.parse("a = motion " + String(repeating: opening, count: 10_000)) }
        }
    }

    /// Each `[` is tried as an Objective-C message send once: nested arrays as deep as the reader
    /// allows are read in time that grows with their depth, not doubles with it (2^60 tries
    /// kept a test process spinning after its suite had finished).
    @Test func nestedArraysAreReadInTimeLinearInTheirDepth() {
        let depth = SourceCode.maximumDepth - 4
        let nested = String(repeating: "[", count: depth) + "0.25" + String(repeating: "]", count: depth)
        let started = ContinuousClock.now
        for platform in ["motion", "uikit", "gsap"] {
            _ = try? Parser.parse("a = \(platform) \(nested)")
            _ = try? Parser.parse("a = \(platform) " + String(repeating: "[", count: depth))
        }
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    /// motion-utils steps.ts: end: floor(min(p, 0.999)·n)/n; start: ceil(max(p, 0.001)·n)/n —
    /// Motion's own formula at every p, the steps' edges included (CSS differs at p = 1 for end
    /// and at p = k/n for start).
    @Test func motionSteps() throws {
        let end = try #require(Self.curve("a = motion steps(4)"))
        let start = try #require(Self.curve("a = motion steps(4, \"start\")"))
        for index in 0...1000 {
            let p = Double(index) / 1000
            let motionEnd = (min(p, 0.999) * 4).rounded(.down) / 4
            let motionStart = min(max((max(p, 0.001) * 4).rounded(.up) / 4, 0), 1)
            expectClose(end.value(at: p), motionEnd, absolute: 1e-12, relative: 1e-12, "end at \(p)")
            expectClose(start.value(at: p), motionStart, absolute: 1e-12, relative: 1e-12, "start at \(p)")
        }
    }

    /// The first definition in CSS, Kotlin, Lottie JSON and JavaScript as people write them.
    @Test func fileScansEachLanguage() throws {
        let files = [
            "a.css":
                ".box { transition: transform 300ms ease-in-out; }\n.menu {\n  animation: slide 0.4s cubic-bezier(0.2, 0, 0, 1) both;\n}\n",
            "a.kt":
                "val o by animateFloatAsState(\n    targetValue = 1f,\n    animationSpec = spring(\n        dampingRatio = Spring.DampingRatioLowBouncy,\n        stiffness = Spring.StiffnessMediumLow\n    )\n)\n",
            "a.json":
                #"{"v":"5.7.4","layers":[{"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0.33,0.33],"y":[0,0]},"i":{"x":[0.2,0.2],"y":[1,1]}},{"t":30,"s":[100,0]}]}}}]}"#,
            "a.js":
                "gsap.to(\".box\", { x: 100, duration: 1, ease: \"back.out(1.7)\" });\ngsap.to(\".b\", { y: 50, ease: \"rough({strength: 1})\" });\n",
        ]
        var transcript = Transcript(files: files)
        #expect(transcript.reply("a = css file=a.css").text.contains("took line 1 of a.css: transition: transform 300ms"))
        #expect(transcript.reply("b = css file=a.css at=2").text.contains("took line 3 of a.css: animation: slide 0.4s"))
        #expect(transcript.reply("c = compose file=a.kt").text.contains("took line 3 of a.kt"))
        // Compose Spring.kt: StiffnessMediumLow 400f, DampingRatioLowBouncy 0.75f.
        guard case .spring(let spring)? = transcript.interpreter.session.curve(named: "c")?.curve else { Issue.record("no spring"); return }
        #expect(spring.stiffness == 400 && isClose(spring.dampingRatio, 0.75, absolute: 1e-12, relative: 1e-12))
        #expect(transcript.reply("d = lottie file=a.json").error == nil)
        guard case .bezier(let bezier)? = transcript.interpreter.session.curve(named: "d")?.curve else { Issue.record("no bezier"); return }
        #expect(bezier.controlPoints == [0.33, 0, 0.2, 1])
        #expect(transcript.reply("e = gsap file=a.js").error == nil)
        #expect(transcript.reply("f = gsap file=a.js at=2").error?.contains("rough()") == true)
        #expect(transcript.interpreter.session.curve(named: "f") == nil)
    }

    /// A platform word cannot name a curve: `a = css` would no longer copy it.
    @Test func platformWordsAreReserved() {
        var transcript = Transcript()
        for word in Platform.words + ["step-end"] {
            #expect(transcript.reply("\(word) = bezier 0.2 0 0 1").error?.contains("reserved word") == true, "\(word)")
        }
    }

    /// Motion's duration-based springs: the reference's numbers from Motion's findSpring
    /// ((800 ms, 0.3) → k 151.3, c 17.2; (500 ms, 0.3) → k 387.3, c 27.6), and the closed form of
    /// the root it approaches, ω = ln(ζ/(0.001·√(1 − ζ²)))/(ζD), within 0.2 %.
    @Test func motionDurationSprings() throws {
        let (slowK, slowC) = PlatformEasing.findSpring(duration: 0.8, bounce: 0.3)
        #expect(isClose(slowK, 151.3, absolute: 0.05) && isClose(slowC, 17.2, absolute: 0.05))
        let slow = try #require(Self.curve("a = motion { type: \"spring\", duration: 0.8, bounce: 0.3 }"))
        // generators/spring.ts: the motion of (k, c, m = 1) until t = duration, then the target.
        #expect(slow.value(at: 1) == 1)
        let motion = try Spring(mass: 1, stiffness: slowK, damping: slowC)
        expectClose(slow.value(at: 0.5), motion.position(atTime: 0.4), absolute: 1e-12, relative: 1e-12)
        let (fastK, fastC) = PlatformEasing.findSpring(duration: 0.5, bounce: 0.3)
        #expect(isClose(fastK, 387.3, absolute: 0.05) && isClose(fastC, 27.6, absolute: 0.05))
        let ζ = 0.7, d = 0.5
        let ω = log(ζ / (0.001 * (1 - ζ * ζ).squareRoot())) / (ζ * d)
        expectClose(fastK.squareRoot(), ω, relative: 0.002)
    }
}
