import Foundation
import TestExpectations
import Testing

@testable import CurveKit

// Oscillation against an independent transcription of SKBounceAnimation
// (github.com/khanlou/SKBounceAnimation, SKBounceAnimation/SKBounceAnimation.m at commit
// 5623f6acfc91c4ed442a8b197f1d43cd0938aae5, the version whose `stiffness` is a CGFloat read
// back with `floatValue`). `SKBounceReference` below is written line by line from the
// Objective-C of -valueArrayForStartValue:endValue: on a 64-bit platform (CGFloat = double,
// NSInteger = long), with the C libm functions it calls (log2f, fabsf, sin, cos, pow) and C's
// conversions spelled out; it shares no code with the implementation.

/// The parts of SKBounceAnimation that -valueArrayForStartValue:endValue: reads.
struct SKBounceReference {
    // SKBounceAnimationStiffness SKBounceAnimationStiffnessLight  = 5.f;  (typedef CGFloat)
    static let stiffnessLight = Double(Float(5))
    // SKBounceAnimationStiffness SKBounceAnimationStiffnessMedium = .1f;
    static let stiffnessMedium = Double(Float(0.1))
    // SKBounceAnimationStiffness SKBounceAnimationStiffnessHeavy  = .001f;
    static let stiffnessHeavy = Double(Float(0.001))

    // #define M_PI 3.14159265358979323846264338327950288  (math.h)
    static let mPi: Double = 3.14159265358979323846264338327950288

    var duration: Double  // CFTimeInterval
    var numberOfBounces: UInt = 2  // stored as NSNumber numberWithUnsignedInt, read unsignedIntValue
    var shouldOvershoot = true
    var shake = false
    var storedStiffness = stiffnessMedium  // setter: @(stiffness), an NSNumber of the double

    // - (SKBounceAnimationStiffness) stiffness { return [[... valueForKey:@"stifnessKey"] floatValue]; }
    var stiffness: Double { Double(Float(storedStiffness)) }

    func valueArray(startValue: Double, endValue: Double) -> [Double] {
        // NSInteger steps = 60*self.duration;
        let steps = Int(Double(60) * duration)
        // CGFloat stiffnessCoefficient = self.stiffness;
        let stiffnessCoefficient: Double = stiffness
        // CGFloat alpha = 0;
        var alpha: Double = 0
        if startValue == endValue {
            // alpha = log2f(stiffnessCoefficient)/steps;   float / long -> float division
            alpha = Double(log2f(Float(stiffnessCoefficient)) / Float(steps))
        } else {
            // alpha = log2f(stiffnessCoefficient/fabsf(endValue - startValue))/steps;
            let distance: Float = fabsf(Float(endValue - startValue))
            let quotient: Double = stiffnessCoefficient / Double(distance)
            alpha = Double(log2f(Float(quotient)) / Float(steps))
        }
        // if (alpha > 0) { alpha = -1.0f*alpha; }
        if alpha > 0 {
            alpha = Double(Float(-1.0)) * alpha
        }
        // CGFloat numberOfPeriods = self.numberOfBounces/2 + 0.5;
        let numberOfPeriods: Double = Double(numberOfBounces / 2) + 0.5
        // CGFloat omega = numberOfPeriods * 2*M_PI/steps;
        let omega: Double = numberOfPeriods * Double(2) * SKBounceReference.mPi / Double(steps)

        var values: [Double] = []
        var value: Double = 0
        var oscillationComponent: Double
        var coefficient: Double
        // for (NSInteger t = 0; t < steps; t++) {
        var t = 0
        while t < steps {
            if shake {
                oscillationComponent = sin(omega * Double(t))
            } else {
                oscillationComponent = cos(omega * Double(t))
            }
            coefficient = startValue - endValue
            if !shouldOvershoot {
                // oscillationComponent = fabsf(oscillationComponent);
                oscillationComponent = Double(fabsf(Float(oscillationComponent)))
            }
            // value = coefficient * pow(2.71, alpha*t) * oscillationComponent + endValue;
            value = coefficient * pow(2.71, alpha * Double(t)) * oscillationComponent + endValue
            // [values addObject:[NSNumber numberWithFloat:value]];
            values.append(Double(Float(value)))
            t += 1
        }
        return values
    }
}

/// One configuration: the curve's parameters and the same settings on SKBounceAnimation.
struct OscillationCase: Sendable, CustomTestStringConvertible {
    let bounces: Int
    let stiffness: Oscillation.Stiffness
    let overshoot: Bool
    let shake: Bool
    let duration: Double

    var testDescription: String {
        "bounces=\(bounces) stiffness=\(stiffness.word) overshoot=\(overshoot) shake=\(shake) duration=\(duration)"
    }

    func curve() throws -> Oscillation {
        try Oscillation(
            bounces: bounces, stiffness: stiffness, overshoot: overshoot, shake: shake,
            duration: duration)
    }

    /// SKBounceAnimation's values for fromValue 0, toValue 1 (both read with floatValue).
    func reference() -> [Double] {
        var animation = SKBounceReference(duration: duration)
        animation.numberOfBounces = UInt(bounces)
        animation.shouldOvershoot = overshoot
        animation.shake = shake
        switch stiffness {
        case .light: animation.storedStiffness = SKBounceReference.stiffnessLight
        case .medium: animation.storedStiffness = SKBounceReference.stiffnessMedium
        case .heavy: animation.storedStiffness = SKBounceReference.stiffnessHeavy
        case .custom(let value): animation.storedStiffness = value
        }
        return animation.valueArray(
            startValue: Double(Float(0)), endValue: Double(Float(1)))
    }

    static let all: [OscillationCase] = {
        var cases: [OscillationCase] = []
        let stiffnesses: [Oscillation.Stiffness] = [.light, .medium, .heavy]
        for bounces in [1, 2, 3, 4] {
            for stiffness in stiffnesses {
                for overshoot in [true, false] {
                    for shake in [false, true] {
                        cases.append(
                            OscillationCase(
                                bounces: bounces, stiffness: stiffness, overshoot: overshoot,
                                shake: shake, duration: 0.5))
                    }
                }
            }
        }
        // Other durations (2.05 s truncates to 122 frames), bounce counts and custom stiffness.
        cases += [
            OscillationCase(bounces: 2, stiffness: .medium, overshoot: true, shake: false, duration: 1),
            OscillationCase(bounces: 3, stiffness: .light, overshoot: false, shake: false, duration: 0.35),
            OscillationCase(bounces: 2, stiffness: .medium, overshoot: true, shake: false, duration: 2.05),
            OscillationCase(bounces: 4, stiffness: .heavy, overshoot: true, shake: true, duration: 0.7),
            OscillationCase(bounces: 7, stiffness: .medium, overshoot: true, shake: false, duration: 2.5),
            OscillationCase(bounces: 100, stiffness: .medium, overshoot: true, shake: false, duration: 3),
            OscillationCase(bounces: 2, stiffness: .custom(0.25), overshoot: true, shake: false, duration: 0.5),
            OscillationCase(bounces: 5, stiffness: .custom(2), overshoot: false, shake: false, duration: 0.8),
            OscillationCase(bounces: 2, stiffness: .custom(1), overshoot: true, shake: false, duration: 0.5),
            OscillationCase(bounces: 3, stiffness: .custom(0.1 / 300), overshoot: true, shake: false, duration: 0.6),
            OscillationCase(bounces: 1, stiffness: .custom(1e-30), overshoot: true, shake: true, duration: 0.1),
            OscillationCase(bounces: 2, stiffness: .custom(1e30), overshoot: false, shake: true, duration: 1 / 30),
        ]
        return cases
    }()
}

@Suite("Oscillation: SKBounceAnimation's frames")
struct OscillationFrameTests {
    @Test("frameValues match the transcription of SKBounceAnimation", arguments: OscillationCase.all)
    func framesMatchReference(_ c: OscillationCase) throws {
        let frames = try c.curve().frameValues(duration: c.duration)
        let expected = c.reference()
        #expect(frames.count == expected.count)
        #expect(frames.count == Int(60 * c.duration))
        for (t, (got, want)) in zip(frames, expected).enumerated() {
            expectClose(got, want, absolute: 1e-12, "frame \(t): \(got) vs \(want)")
        }
    }

    @Test("frames are bit-identical to the transcription", arguments: OscillationCase.all)
    func framesBitIdentical(_ c: OscillationCase) throws {
        #expect(try c.curve().frameValues(duration: c.duration) == c.reference())
    }

    @Test("other frame rates replace SKBounceAnimation's 60 by fps")
    func otherFrameRates() throws {
        let curve = try Oscillation(bounces: 3, stiffness: .medium, overshoot: true, shake: false)
        // 120 fps × 0.5 s is the same array SKBounceAnimation builds at 60 fps over 1 s.
        let at120 = curve.frameValues(fps: 120, duration: 0.5)
        var reference = SKBounceReference(duration: 1)
        reference.numberOfBounces = 3
        #expect(at120.count == 60)
        #expect(at120 == reference.valueArray(startValue: 0, endValue: 1))
        #expect(curve.frameValues(fps: 30, duration: 0.5).count == 15)
    }

    @Test("degenerate frame requests give no frames")
    func degenerateFrames() throws {
        let curve = try Oscillation(bounces: 2, stiffness: .medium, overshoot: true, shake: false)
        #expect(curve.frameValues(duration: 0).isEmpty)
        #expect(curve.frameValues(duration: 0.01).isEmpty)  // 0.6 frames truncates to 0
        #expect(curve.frameValues(duration: -1).isEmpty)
        #expect(curve.frameValues(duration: .nan).isEmpty)
        #expect(curve.frameValues(duration: .infinity).isEmpty)
        #expect(curve.frameValues(fps: 0, duration: 1).isEmpty)
        #expect(curve.frameValues(fps: -60, duration: 1).isEmpty)
        #expect(curve.frameValues(duration: 1e9).isEmpty)
        #expect(curve.frameValues(duration: 1.0 / 60).count == 1)
        #expect(curve.frameValues(duration: 1.0 / 60) == [0])
    }
}

@Suite("Oscillation: the curve y = f(x)")
struct OscillationCurveTests {
    @Test("value(at:) equals the frame at each frame time t/(n − 1)", arguments: OscillationCase.all)
    func valueAtFrameTimes(_ c: OscillationCase) throws {
        let curve = try c.curve()
        let frames = c.reference()
        let last = frames.count - 1
        for t in 0...last {
            let y = curve.value(at: Double(t) / Double(last))
            expectClose(y, frames[t], absolute: 1e-12, "t = \(t): \(y) vs \(frames[t])")
        }
    }

    @Test("value(at:) is linear between frames, as Core Animation interpolates", arguments: OscillationCase.all)
    func valueBetweenFrames(_ c: OscillationCase) throws {
        let curve = try c.curve()
        let frames = c.reference()
        let last = Double(frames.count - 1)
        for t in 0..<(frames.count - 1) {
            for fraction in [0.25, 0.5, 0.9] {
                let x = (Double(t) + fraction) / last
                let expected = frames[t] + (frames[t + 1] - frames[t]) * (x * last - Double(t))
                expectClose(curve.value(at: x), expected, absolute: 1e-12)
            }
        }
    }

    @Test("end points: 0 (1 with shake) at x = 0, the last frame (not 1) at x = 1", arguments: OscillationCase.all)
    func endPoints(_ c: OscillationCase) throws {
        let curve = try c.curve()
        let frames = c.reference()
        #expect(curve.value(at: 0) == (c.shake ? 1 : 0))
        #expect(curve.value(at: 1) == frames.last!)
        #expect(curve.value(at: -3) == curve.value(at: 0))
        #expect(curve.value(at: 7) == curve.value(at: 1))
        #expect(curve.value(at: .nan).isNaN)
    }

    @Test("documented numbers: medium, 2 bounces, 0.5 s")
    func documentedNumbers() throws {
        let overshoot = try Oscillation(bounces: 2, stiffness: .medium, overshoot: true, shake: false)
        let anvil = try Oscillation(bounces: 2, stiffness: .medium, overshoot: false, shake: false)
        let shake = try Oscillation(bounces: 2, stiffness: .medium, overshoot: true, shake: true)
        #expect(overshoot.frameCount == 30)
        expectClose(overshoot.value(at: 1), 1.0387, absolute: 5e-5)
        expectClose(anvil.value(at: 1), 0.9613, absolute: 5e-5)
        expectClose(shake.value(at: 1), 0.987, absolute: 5e-4)
        let shakeFrames = shake.frameValues(duration: 0.5)
        expectClose(shakeFrames.min()!, 0.388, absolute: 5e-4)
        expectClose(shakeFrames.max()!, 1.203, absolute: 5e-4)
        #expect(anvil.frameValues(duration: 0.5).allSatisfy { $0 <= 1 })
        expectClose(overshoot.frameValues(duration: 0.5).max()!, 1.352, absolute: 5e-4)
        // The envelope 2.71^(α·n) at t = n is s^(log2 2.71): 0.0988, 0.0365, 4.8e-5.
        for (stiffness, envelope) in [(Oscillation.Stiffness.light, 0.0988), (.medium, 0.0365), (.heavy, 4.84e-5)] {
            let curve = try Oscillation(bounces: 2, stiffness: stiffness, overshoot: true, shake: false)
            let c = curve.constants(steps: 30)
            let atEnd = pow(2.71, c.alpha * 30)
            expectClose(atEnd, envelope, relative: 2e-3)
        }
    }

    @Test("quirks: 2 and 3 bounces agree, stiffness above 1 acts like its reciprocal, 2.05 s is 122 frames")
    func quirks() throws {
        let two = try Oscillation(bounces: 2, stiffness: .light, overshoot: true, shake: false)
        let three = try Oscillation(bounces: 3, stiffness: .light, overshoot: true, shake: false)
        #expect(two.frameValues(duration: 0.5) == three.frameValues(duration: 0.5))
        let fifth = try Oscillation(bounces: 2, stiffness: .custom(0.2), overshoot: true, shake: false)
        for (a, b) in zip(two.frameValues(duration: 0.5), fifth.frameValues(duration: 0.5)) {
            expectClose(a, b, absolute: 1e-6)
        }
        #expect(two.frameValues(duration: 2.05).count == 122)
        #expect(two.frameValues(duration: 0.58).count == 34)
        #expect(two.frameValues(duration: 0.35).count == 21)
        // The envelope at t = n is s^(log2 2.71), not s.
        let exponent = log2(2.71)
        expectClose(exponent, 1.4383, absolute: 1e-4)
    }

    @Test("the Float log2 matches the platform's log2f for the presets")
    func log2fAgrees() {
        for s in [Float(5), Float(0.1), Float(0.001), Float(0.25), Float(2)] {
            #expect(Float(log2(Double(s))) == log2f(s))
        }
    }

    @Test("formula names the constants")
    func formula() throws {
        let curve = try Oscillation(bounces: 2, stiffness: .medium, overshoot: false, shake: false)
        let text = curve.formula
        #expect(text.contains("2.71^(α·t)·|cos(ω·t)|"))
        #expect(text.contains("t = 0…29"))
        #expect(text.contains("log2f(0.1)"))
        #expect(text.contains("= −\(-log2f(0.1) / 30), "))
        #expect(text.contains("\(1.5 * 2 * Double.pi / 30)"))
        let shake = try Oscillation(bounces: 1, stiffness: .light, overshoot: true, shake: true)
        #expect(shake.formula.contains("2.71^(α·t)·sin(ω·t)"))
        #expect(shake.formula.contains("stiffness light"))
        #expect(shake.formula.contains("log2f(5)|/30"))
    }
}

@Suite("Oscillation: parameters")
struct OscillationParameterTests {
    @Test("stiffness words")
    func stiffnessWords() {
        #expect(Oscillation.Stiffness(word: "light") == .light)
        #expect(Oscillation.Stiffness(word: "Medium") == .medium)
        #expect(Oscillation.Stiffness(word: "heavy") == .heavy)
        #expect(Oscillation.Stiffness(word: "0.5") == .custom(0.5))
        #expect(Oscillation.Stiffness(word: "2") == .custom(2))
        for bad in ["", "stiff", "0", "-1", "nan", "inf", "1e400", " 1"] {
            #expect(Oscillation.Stiffness(word: bad) == nil, "\(bad)")
        }
        #expect(Oscillation.Stiffness.light.value == 5)
        #expect(Oscillation.Stiffness.medium.value == 0.1)
        #expect(Oscillation.Stiffness.heavy.value == 0.001)
        #expect(Oscillation.Stiffness.custom(0.5).word == "0.5")
        #expect(Oscillation.Stiffness.custom(3).word == "3")
    }

    @Test("bad bounces are rejected, naming what is accepted", arguments: [0, -1, 101, Int.max])
    func badBounces(_ bounces: Int) {
        #expect(throws: CurveError("bounces must be a whole number from 1 to 100 (got \(bounces))")) {
            try Oscillation(bounces: bounces, stiffness: .medium, overshoot: true, shake: false)
        }
    }

    @Test("bad stiffness is rejected, naming what is accepted")
    func badStiffness() {
        for (value, shown) in [(0.0, "0"), (-1, "-1"), (.nan, "nan"), (.infinity, "inf"), (1e-31, "1e-31"), (2e30, "2e+30")] {
            #expect(
                throws: CurveError(
                    "stiffness must be light (5), medium (0.1), heavy (0.001) or a positive number from 1e-30 to 1e30 (got \(shown))")
            ) {
                try Oscillation(bounces: 2, stiffness: .custom(value), overshoot: true, shake: false)
            }
        }
    }

    @Test("bad durations are rejected, naming what is accepted")
    func badDuration() {
        for (value, shown) in [(0.0, "0"), (0.03, "0.03"), (-1, "-1"), (.nan, "nan"), (61, "61"), (.infinity, "inf")] {
            #expect(
                throws: CurveError(
                    "duration must be a number of seconds from 1/30 to 60, giving at least 2 frames at 60 fps (got \(shown))")
            ) {
                try Oscillation(bounces: 2, stiffness: .medium, overshoot: true, shake: false, duration: value)
            }
        }
        #expect(throws: Never.self) {
            try Oscillation(bounces: 2, stiffness: .medium, overshoot: true, shake: false, duration: 1.0 / 30)
        }
    }

    @Test("parameters are kept; the default duration is 0.5 s")
    func kept() throws {
        let curve = try Oscillation(bounces: 4, stiffness: .heavy, overshoot: false, shake: true)
        #expect(curve.bounces == 4)
        #expect(curve.stiffness == .heavy)
        #expect(curve.overshoot == false)
        #expect(curve.shake == true)
        #expect(curve.duration == 0.5)
        #expect(curve.frameCount == 30)
        #expect(curve == (try Oscillation(bounces: 4, stiffness: .heavy, overshoot: false, shake: true)))
    }
}
