import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Files read as the language they are: each case was read wrongly, without a word, before the
/// lexers (issue 25). Expected values come from the platforms' formulas written out here.
@Suite("Platforms: source files read as their language")
struct SourceFileReadingTests {
    /// The reply to `line` in a transcript holding `files`, and the curve it made as `name`.
    static func read(_ line: String, files: [String: String], name: String = "a", sourceLocation: SourceLocation = #_sourceLocation) -> (
        text: String, curve: Curve?
    ) {
        var transcript = Transcript(files: files, width: 1000)
        let reply = transcript.reply(line)
        #expect(reply.error == nil, "\(line): \(reply.error ?? "")", sourceLocation: sourceLocation)
        return (reply.text, transcript.interpreter.session.curve(named: name)?.curve)
    }

    static func refusal(_ line: String, files: [String: String]) -> String? {
        var transcript = Transcript(files: files)
        let reply = transcript.reply(line)
        #expect(transcript.interpreter.session.curves.isEmpty)
        return reply.error
    }

    /// The damped oscillator's closed form (reference §0; DYN `updateValues`, FLT
    /// `_UnderdampedSolution`), x = 1 − p from x0 = 1 with p′(0) = v0, written out for ζ < 1:
    /// α = c/2m, ω0 = √(k/m), ωd = √(ω0² − α²), x(t) = e^(−αt)(cos ωd t + ((α − v0)/ωd) sin ωd t).
    static func underdampedPosition(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double, at t: Double) -> Double {
        let α = c / (2 * m), ωd = (k / m - α * α).squareRoot()
        return 1 - exp(-α * t) * (cos(ωd * t) + (α - v0) / ωd * sin(ωd * t))
    }

    /// The spring's motion against the closed form at 0…2 s.
    static func expectMotion(
        _ curve: Curve?, mass: Double, stiffness: Double, damping: Double, velocity: Double = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .spring(let spring)? = curve else {
            Issue.record("not a spring: \(String(describing: curve))", sourceLocation: sourceLocation); return
        }
        for index in 0...200 {
            let t = Double(index) / 100
            let expected = underdampedPosition(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, at: t)
            if abs(spring.position(atTime: t) - expected) > 1e-9 {
                Issue.record("at t = \(t): \(spring.position(atTime: t)) vs \(expected)", sourceLocation: sourceLocation)
                return
            }
        }
    }

    // MARK: Imports and comments are not code

    /// Compose Spring.kt: spring(dampingRatio, stiffness), mass 1; the import of LinearEasing
    /// before it is not a definition.
    @Test func aComposeImportIsNotTheDefinition() {
        let file = """
            package com.example.motion

            import androidx.compose.animation.core.LinearEasing
            import androidx.compose.animation.core.spring

            val wobble = spring<Float>(dampingRatio = 0.6f, stiffness = 300f)
            """
        let (text, curve) = Self.read("a = compose file=Animations.kt", files: ["Animations.kt": file])
        #expect(text.contains("took line 6 of Animations.kt"), "\(text)")
        // ζ = 0.6, k = 300, m = 1: c = 2ζ√(km).
        Self.expectMotion(curve, mass: 1, stiffness: 300, damping: 2 * 0.6 * 300.0.squareRoot())
    }

    /// AOSP AccelerateInterpolator: factor f ≠ 1 gives t^(2f); the Java import is not the code.
    @Test func anAndroidImportIsNotTheDefinitionAndTheFactorIsRead() throws {
        let file = """
            import android.view.animation.AccelerateInterpolator;

            public class Fade {
                void start(View v) {
                    v.animate().alpha(0f).setInterpolator(new AccelerateInterpolator(0.75f)).start();
                }
            }
            """
        let (_, curve) = Self.read("a = android file=Fade.java", files: ["Fade.java": file])
        let read = try #require(curve)
        for index in 0...100 {
            let t = Double(index) / 100
            expectClose(read.value(at: t), pow(t, 2 * 0.75), absolute: 1e-12, "at \(t)")
        }
    }

    /// MDC tokens.xml keeps its tokens as strings in elements; the header comment's words are prose.
    @Test func motionTokenResourcesAreReadFromTheirValues() throws {
        let file = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- motion.scheme=standard: do not edit, generated -->
            <resources>
              <string name="m3_sys_motion_easing_emphasized" translatable="false">path(M 0,0 C 0.05, 0, 0.133333, 0.06, 0.166666, 0.4 C 0.208333, 0.82, 0.25, 1, 1, 1)</string>
              <string name="m3_sys_motion_easing_standard" translatable="false">cubic-bezier(0.2, 0, 0, 1)</string>
              <integer name="m3_sys_motion_duration_short1">50</integer>
            </resources>
            """
        let (text, curve) = Self.read("a = android file=tokens.xml", files: ["tokens.xml": file])
        #expect(text.contains("took line 4 of tokens.xml"), "\(text)")
        guard case .path(let path)? = curve else { Issue.record("not a path"); return }
        // The two cubics of the emphasized path, as the string gives them.
        #expect(path.segments.count == 2)
        #expect(path.segments[0].x == [0, 0.05, 0.133333, 0.166666] && path.segments[0].y == [0, 0, 0.06, 0.4])
        #expect(path.segments[1].x == [0.166666, 0.208333, 0.25, 1] && path.segments[1].y == [0.4, 0.82, 1, 1])
        let second = Self.read("b = android file=tokens.xml at=2", files: ["tokens.xml": file], name: "b")
        guard case .bezier(let bezier)? = second.curve else { Issue.record("not a bezier"); return }
        #expect(bezier.controlPoints == [0.2, 0, 0, 1])
    }

    /// `default: break` in a switch is a label, `case .linear:` a pattern, `== .easeIn` a
    /// comparison: none is Core Animation's `default` timing function.
    @Test func switchLabelsAndPatternsAreNotDefinitions() {
        let onlyLabels = """
            switch state {
            case .linear: return
            default: break
            }
            if curve == .easeIn { return }
            """
        let error = Self.refusal("a = uikit file=A.swift", files: ["A.swift": onlyLabels])
        #expect(error?.contains("no UIKit and Core Animation timing definition found in A.swift") == true, "\(error ?? "")")
        let withCode = onlyLabels + "\nlayer.timingFunction = CAMediaTimingFunction(name: .easeOut)\n"
        let (text, curve) = Self.read("a = uikit file=A.swift", files: ["A.swift": withCode])
        #expect(text.contains("took line 6"), "\(text)")
        guard case .bezier(let bezier)? = curve else { Issue.record("not a bezier"); return }
        // CAMediaTimingFunctionName.easeOut: (0, 0), (0.58, 1).
        #expect(bezier.controlPoints == [0, 0, 0.58, 1])
    }

    // MARK: Values set after the object is made

    /// CASpringAnimation: mass, stiffness, damping, initialVelocity set on the lines after
    /// `CASpringAnimation(keyPath:)` are the spring it runs.
    @Test func aCASpringAnimationTakesThePropertiesSetAfterIt() {
        let file = """
            func pop(_ layer: CALayer) {
                let anim = CASpringAnimation(keyPath: "transform.scale")
                anim.fromValue = 0.8
                anim.toValue = 1
                anim.damping = 12
                anim.mass = 1.5
                anim.stiffness = 250
                anim.initialVelocity = 0.5
                anim.duration = anim.settlingDuration
                layer.add(anim, forKey: "pop")
            }
            """
        let (text, curve) = Self.read("a = uikit file=Pop.swift", files: ["Pop.swift": file])
        #expect(text.contains("took line 2"), "\(text)")
        Self.expectMotion(curve, mass: 1.5, stiffness: 250, damping: 12, velocity: 0.5)
    }

    @Test func aPropertySetTwiceIsRefusedNotGuessed() {
        let file = """
            let anim = CASpringAnimation(keyPath: "position")
            anim.damping = 12
            if big { anim.damping = 20 }
            """
        let error = Self.refusal("a = uikit file=P.swift", files: ["P.swift": file])
        #expect(error?.contains("anim.damping is set twice (lines 2 and 3)") == true, "\(error ?? "")")
    }

    /// dynamicanimation SpringForce: Kotlin property syntax and Java setters on later lines.
    @Test func aSpringForceTakesItsSettersOnLaterLines() {
        let kotlin = """
            val force = SpringForce(1f)
            force.stiffness = SpringForce.STIFFNESS_LOW
            force.dampingRatio = SpringForce.DAMPING_RATIO_HIGH_BOUNCY
            """
        // STIFFNESS_LOW = 200f, DAMPING_RATIO_HIGH_BOUNCY = 0.2f, mass 1.
        Self.expectMotion(
            Self.read("a = android file=F.kt", files: ["F.kt": kotlin]).curve, mass: 1, stiffness: 200,
            damping: 2 * 0.2 * 200.0.squareRoot())
        let java = """
            SpringForce force = new SpringForce(0f);
            force.setStiffness(400f);
            force.setDampingRatio(0.3f);
            """
        Self.expectMotion(
            Self.read("a = android file=F.java", files: ["F.java": java]).curve, mass: 1, stiffness: 400, damping: 2 * 0.3 * 20)
    }

    // MARK: SwiftUI's iOS 17 forms

    /// Apple's Spring docs: bouncy, snappy, smooth have base bounce 0.3, 0.15, 0 over 0.5 s;
    /// k = (2π/d)², ζ = 1 − bounce, m = 1; Spring(mass:stiffness:damping:) as given (ζ < 1).
    @Test func swiftUISpringValues() {
        let k = { (d: Double) in pow(2 * Double.pi / d, 2) }
        Self.expectMotion(
            PlatformReaderTests.curve("a = swiftui .spring(.bouncy)"), mass: 1, stiffness: k(0.5), damping: 0.7 * 2 * k(0.5).squareRoot())
        Self.expectMotion(
            PlatformReaderTests.curve("a = swiftui .spring(.snappy(duration: 0.3))"), mass: 1, stiffness: k(0.3),
            damping: 0.85 * 2 * k(0.3).squareRoot())
        Self.expectMotion(
            PlatformReaderTests.curve("a = swiftui Animation.spring(Spring(mass: 1, stiffness: 200, damping: 10))"), mass: 1,
            stiffness: 200,
            damping: 10)
        Self.expectMotion(
            PlatformReaderTests.curve("a = swiftui .bouncy(duration: 0.4, extraBounce: 0.1)"), mass: 1, stiffness: k(0.4),
            damping: 0.6 * 2 * k(0.4).squareRoot())
        Self.expectMotion(
            PlatformReaderTests.curve("a = swiftui .interpolatingSpring(.bouncy)"), mass: 1, stiffness: k(0.5),
            damping: 0.7 * 2 * k(0.5).squareRoot())
    }

    // MARK: Flutter

    /// spring_simulation.dart: x0 = start − end, velocity in units per second: as progress,
    /// v0 = velocity / (end − start). The description declared before it is part of it, not a
    /// definition of its own.
    @Test func flutterSpringSimulationKeepsItsVelocity() {
        let file = """
            final desc = SpringDescription(mass: 1, stiffness: 100, damping: 10);
            final sim = SpringSimulation(desc, 0, 600, 10);
            controller.animateWith(sim);
            """
        let (text, curve) = Self.read("a = flutter file=s.dart", files: ["s.dart": file])
        #expect(text.contains("took line 2") && !text.contains("at=2"), "\(text)")
        Self.expectMotion(curve, mass: 1, stiffness: 100, damping: 10, velocity: 10.0 / 600)
    }

    // MARK: Lottie and Motion

    /// lottie-spec: segment k eases with cubic-bezier(o.x, o.y, i.x, i.y) of keyframe k; h = 1
    /// holds the value to the next keyframe. As progress from the first value to the last.
    @Test func aLottiePropertyComesBackWhole() throws {
        let json =
            #"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.33],"y":[0]},"i":{"x":[0.67],"y":[1]}},{"t":10,"s":[50],"h":1},{"t":20,"s":[80],"o":{"x":[0.4],"y":[0]},"i":{"x":[0.2],"y":[1]}},{"t":40,"s":[100]}]}"#
        let curve = try #require(PlatformReaderTests.curve("a = lottie \(json)"))
        let first = try CubicBezier(x1: 0.33, y1: 0, x2: 0.67, y2: 1), last = try CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
        for index in 0...400 {
            let x = Double(index) / 400, frame = x * 40
            let expected: Double =
                switch frame {
                case ..<10: 0.5 * first.value(at: frame / 10)
                case ..<20: 0.5
                case 20: 0.8
                default: 0.8 + 0.2 * last.value(at: (frame - 20) / 20)
                }
            expectClose(curve.value(at: x), expected, absolute: 1e-12, "at frame \(frame)")
        }
    }

    // MARK: Several definitions

    @Test func everyDefinitionIsListedWithItsLine() {
        let file = """
            Text("a").animation(.snappy, value: x)
            Text("b").animation(.easeIn, value: y)
            """
        let (text, _) = Self.read("a = swiftui file=V.swift", files: ["V.swift": file])
        #expect(
            text.contains(
                "(1 of 2: at=1 line 1 Text(\"a\").animation(.snappy, value: x), at=2 line 2 Text(\"b\").animation(.easeIn, value: y))"),
            "\(text)")
    }

    // MARK: Android XML interpolators

    /// AOSP: <pathInterpolator> with controlX1/Y1 only is the quadratic through (cx, cy), i.e.
    /// the cubic with control points ⅔ of the way; <overshootInterpolator android:tension> is
    /// OvershootInterpolator(tension): u²((s + 1)u + s) + 1, u = t − 1.
    @Test func androidInterpolatorResources() throws {
        let quadratic =
            #"<pathInterpolator xmlns:android="http://schemas.android.com/apk/res/android" android:controlX1="0.4" android:controlY1="0.9"/>"#
        let (_, curve) = Self.read("a = android file=q.xml", files: ["q.xml": quadratic])
        guard case .bezier(let bezier)? = curve else { Issue.record("not a bezier"); return }
        let expected = [2 * 0.4 / 3, 2 * 0.9 / 3, (1 + 2 * 0.4) / 3, (1 + 2 * 0.9) / 3]
        #expect(zip(bezier.controlPoints, expected).allSatisfy { isClose($0, $1, absolute: 1e-15) })
        let overshoot =
            "<!-- a gentle overshoot -->\n<overshootInterpolator xmlns:android=\"http://schemas.android.com/apk/res/android\"\n    android:tension=\"1.0\" />\n"
        let read = try #require(Self.read("a = android file=o.xml", files: ["o.xml": overshoot]).curve)
        for index in 0...100 {
            let t = Double(index) / 100, u = t - 1, s = 1.0
            expectClose(read.value(at: t), u * u * ((s + 1) * u + s) + 1, absolute: 1e-12)
        }
    }
}
