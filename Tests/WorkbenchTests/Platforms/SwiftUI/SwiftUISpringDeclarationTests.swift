import CurveKit
import Foundation
import Testing

@testable import Workbench

/// SwiftUI's springs read through SwiftUIAPI: each overload with Apple's defaults, its labels
/// and no others. Formulas: k = (2π/period)², c = 2ζ√(km); a perceptual spring has mass 1 and
/// ζ = 1 − bounce (bounce ≥ 0).
@Suite("SwiftUI: springs bound against their declarations (issue 35)")
struct SwiftUISpringDeclarationTests {
    static func stiffness(period: Double) -> Double { pow(2 * Double.pi / period, 2) }

    /// The under-damped motion of mass 1, stiffness `k`, ratio `ζ`, over its time to rest.
    static func expectUnderdamped(_ curve: Curve?, k: Double, ζ: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let motion = RealWorldTuningTests.underdamped(mass: 1, stiffness: k, damping: 2 * ζ * k.squareRoot())
        let span = RealWorldPrecedenceTests.lastExcursionEnd(motion)
        RealWorldTuningTests.expectBefore1(curve, sourceLocation: sourceLocation) { x in motion(x * span) }
    }

    /// The critically damped motion u = 1 − (1 + ωt)e^(−ωt), over its time to rest.
    static func expectCritical(_ curve: Curve?, ω: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let motion: (Double) -> Double = { t in 1 - (1 + ω * t) * exp(-ω * t) }
        let span = RealWorldPrecedenceTests.settlingTime(motion)
        RealWorldTuningTests.expectBefore1(curve, sourceLocation: sourceLocation) { x in motion(x * span) }
    }

    static func error(_ code: String) -> String? {
        var transcript = Transcript()
        return transcript.reply("a = swiftui \(code)").error
    }

    /// `.spring()`: Apple's defaults response 0.5, dampingFraction 0.825.
    @Test func springWithoutArgumentsIsResponseHalfASecondFraction0825() {
        let (_, curve) = RealWorldTuningTests.paste("swiftui", ".spring()")
        Self.expectUnderdamped(curve, k: Self.stiffness(period: 0.5), ζ: 0.825)
    }

    /// `.spring(dampingFraction: 0.5)`: response not given is 0.5.
    @Test func springResponseDefaultsToHalfASecond() {
        let (_, curve) = RealWorldTuningTests.paste("swiftui", ".spring(dampingFraction: 0.5)")
        Self.expectUnderdamped(curve, k: Self.stiffness(period: 0.5), ζ: 0.5)
    }

    /// `.spring(duration: 0.4)`: bounce not given is 0, so ζ = 1 and ω = 2π/0.4.
    @Test func springDurationWithoutBounceIsCriticallyDamped() {
        let (_, curve) = RealWorldTuningTests.paste("swiftui", ".spring(duration: 0.4)")
        Self.expectCritical(curve, ω: 2 * Double.pi / 0.4)
    }

    /// `.interactiveSpring()`: Apple's defaults response 0.15, dampingFraction 0.86.
    @Test func interactiveSpringDefaultsToResponse015Fraction086() {
        let (_, curve) = RealWorldTuningTests.paste("swiftui", ".interactiveSpring()")
        Self.expectUnderdamped(curve, k: Self.stiffness(period: 0.15), ζ: 0.86)
    }

    /// `.interactiveSpring(duration: 0.3)`: the interactive spring's bounce 0.15 plus extraBounce 0, ζ = 0.85.
    @Test func interactiveSpringByDurationHasBounce015() {
        let (_, curve) = RealWorldTuningTests.paste("swiftui", ".interactiveSpring(duration: 0.3)")
        Self.expectUnderdamped(curve, k: Self.stiffness(period: 0.3), ζ: 0.85)
    }

    /// `.interpolatingSpring(stiffness: 200, damping: 10)`: mass not given is 1, velocity 0.
    @Test func interpolatingSpringMassDefaultsToOne() {
        let (_, curve) = RealWorldTuningTests.paste("swiftui", ".interpolatingSpring(stiffness: 200, damping: 10)")
        let motion = RealWorldTuningTests.underdamped(mass: 1, stiffness: 200, damping: 10)
        let span = RealWorldPrecedenceTests.lastExcursionEnd(motion)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(x * span) }
    }

    /// `.interpolatingSpring()`: the duration overload's defaults, 0.5 s and bounce 0.
    @Test func interpolatingSpringWithoutArgumentsIsHalfASecondWithoutBounce() {
        let (_, curve) = RealWorldTuningTests.paste("swiftui", ".interpolatingSpring()")
        Self.expectCritical(curve, ω: 2 * Double.pi / 0.5)
    }

    /// `Spring(mass: 1, stiffness: 100, damping: 50)`: allowOverDamping not given is false, so
    /// the over-damped c = 50 is taken as critical, c = 2√k = 20, ω = 10.
    @Test func springValueTakesOverDampingAsCriticalByDefault() {
        let (_, curve) = RealWorldTuningTests.paste("swiftui", "Spring(mass: 1, stiffness: 100, damping: 50)")
        Self.expectCritical(curve, ω: 10)
    }

    /// `Spring(duration: 0.4)`: bounce not given is 0.
    @Test func springValueByDurationDefaultsToNoBounce() {
        let (_, curve) = RealWorldTuningTests.paste("swiftui", "Spring(duration: 0.4)")
        Self.expectCritical(curve, ω: 2 * Double.pi / 0.4)
    }

    /// A label of another overload is refused with the labels of the one picked (Swift would
    /// not compile `.spring(duration:dampingFraction:)`).
    @Test func aLabelOfAnotherOverloadIsRefusedWithTheOnesItHas() {
        #expect(
            Self.error(".spring(duration: 0.3, dampingFraction: 0.5)")
                == "Animation.spring has no parameter 'dampingFraction'; it takes duration, bounce, blendDuration")
    }

    /// `Spring(response:dampingRatio:)` has no defaults in Apple's declaration.
    @Test func springValueByResponseNeedsItsDampingRatio() {
        #expect(Self.error("Spring(response: 0.4)") == "Spring needs dampingRatio")
    }

    /// SwiftUI takes its spring arguments by label only: a bare number is refused, not passed over.
    @Test func aNumberWithoutALabelIsRefused() {
        #expect(
            Self.error(".spring(0.5)") == "Animation.spring takes its arguments by name (response, dampingFraction, blendDuration)")
    }
}
