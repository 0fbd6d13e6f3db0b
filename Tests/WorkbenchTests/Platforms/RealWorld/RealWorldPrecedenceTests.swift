import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Keys a platform ignores and silent partial reads (issue 35): real code whose curve depends on
/// which key the platform reads, each compared as the platform plays it, y(x) over the
/// animation's own span, with the platform's rule cited and its formula written out here.
@Suite("Real world: what the platform reads, not what is written beside it (issue 35)")
struct RealWorldPrecedenceTests {
    /// m·u″ + c·u′ + k·u = 0 from rest at 0 towards 1 with ζ > 1: u = 1 − (r₂e^(r₁t) − r₁e^(r₂t))/(r₂ − r₁).
    static func overdamped(mass m: Double, stiffness k: Double, damping c: Double) -> (Double) -> Double {
        let α = c / (2 * m), root = (α * α - k / m).squareRoot()
        let r1 = -α + root, r2 = -α - root
        return { t in 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1) }
    }

    /// The earliest time after which a motion that rises monotonically to 1 stays within 0.1 %
    /// of it (bisection on 1 − u(t) = 0.001).
    static func settlingTime(_ motion: (Double) -> Double) -> Double {
        var (low, high) = (0.0, 1.0)
        while 1 - motion(high) > 1e-3 { high *= 2 }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if 1 - motion(middle) > 1e-3 { low = middle } else { high = middle }
        }
        return high
    }

    /// The earliest time after which a motion stays within 0.1 % of 1 (scanned over 10 s in
    /// steps of 0.1 ms, then bisected on the last step that leaves the band).
    static func lastExcursionEnd(_ motion: (Double) -> Double) -> Double {
        var last = 0.0
        for step in 0...100_000 where abs(motion(Double(step) * 1e-4) - 1) > 1e-3 { last = Double(step) * 1e-4 }
        var (low, high) = (last, last + 1e-4)
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if abs(motion(middle) - 1) > 1e-3 { low = middle } else { high = middle }
        }
        return high
    }

    // MARK: Motion

    /// DavidHDev/react-bits src/content/Components/RollingGallery/RollingGallery.jsx
    /// @ 80561c2c48f2b2163a71b7389676c343508e495b: a drag's end starts a spring transition with
    /// `ease: "easeOut"` beside it. motion-dom's JSAnimation runs the generator `type` names;
    /// only the keyframes generator reads `ease`, so this plays the spring m 0.1, k 60, c 20
    /// (ζ ≈ 4.08, over-damped) until it rests.
    @Test func motionSpringIgnoresTheEaseBesideIt() {
        let (reply, curve) = RealWorldTuningTests.paste(
            "motion", #"{ type: "spring", stiffness: 60, damping: 20, mass: 0.1, ease: "easeOut" }"#)
        let motion = Self.overdamped(mass: 0.1, stiffness: 60, damping: 20)
        let span = Self.settlingTime(motion)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(x * span) }
        #expect(
            reply.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("ignores `ease`"),
            "the dropped key is named: \(reply)")
    }

    /// konstantine811/2025-folio src/config/animations.ts
    /// @ 05ecec9ee3a0b255d52b1ba0dd8d9fd4095b9bc0 (the tuning half's motion-folio-bounce-ignored):
    /// `bounce: 10` beside stiffness and damping. getSpringOptions lets physics win; the reply
    /// names the key it dropped.
    @Test func motionSpringNamesTheBounceItIgnores() {
        let (reply, curve) = RealWorldTuningTests.paste("motion", #"{ type: "spring", stiffness: 300, damping: 20, bounce: 10 }"#)
        let motion = RealWorldTuningTests.underdamped(mass: 1, stiffness: 300, damping: 20)
        #expect(
            reply.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("ignores `bounce` beside stiffness"), "\(reply)")
        let span = Self.lastExcursionEnd(motion)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(x * span) }
    }

    /// animateMotionValue (motion-dom interfaces/motion-value.ts) gives every value transition
    /// `ease: "easeOut"` before the transition's own keys, and a tween never reads spring keys.
    @Test func motionTweenWithoutEaseIsEaseOutAndIgnoresSpringKeys() {
        let (_, curve) = RealWorldTuningTests.paste("motion", #"{ type: "tween", stiffness: 400, duration: 0.3 }"#)
        let easeOut = RealWorldCorpus.cubicBezier(0, 0, 0.58, 1)
        RealWorldCorpus.expectValues(curve) { x in easeOut(x) }
    }

    /// motion-dom generators/inertia.ts: an inertia animation decelerates from the velocity the
    /// gesture hands it, so its curve is not in the code.
    @Test func motionInertiaIsRefusedWithItsReason() {
        var transcript = Transcript()
        let reply = transcript.reply(#"a = motion { type: "inertia", power: 0.8, timeConstant: 700 }"#)
        #expect(reply.error?.contains("known only at run time") == true, "\(reply.text)")
    }
}

/// Values the code computes from numbers it writes (issue 35): `*` and `/` over literals and
/// declared values, with each language's own division of whole numbers.
@Suite("Real world: arithmetic over literals (issue 35)")
struct RealWorldArithmeticTests {
    /// Motion's physics keys take the product they are written as: k = 200·2.
    @Test func productOverLiteralsIsItsValue() {
        let (_, curve) = RealWorldTuningTests.paste("motion", #"{ type: "spring", stiffness: 200 * 2, damping: 30 }"#)
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 400, damping: 30)
    }

    /// `const DURATION_MS = 600; … duration: DURATION_MS / 1000` (the form issue 35 cites): a
    /// JavaScript `/` divides as real numbers, so the duration spring spans 0.6 s, exactly
    /// the curve of the same transition written with 0.6.
    @Test func declaredMillisecondsOverAThousandAreSeconds() {
        let file = """
            const DURATION_MS = 600;
            export const sheet = { type: "spring", duration: DURATION_MS / 1000, bounce: 0.2 };
            """
        let computed = RealWorldCorpus.read("motion", "sheet.ts", file).curve
        let (_, written) = RealWorldTuningTests.paste("motion", #"{ type: "spring", duration: 0.6, bounce: 0.2 }"#)
        guard let computed, let written else { Issue.record("no curve"); return }
        RealWorldCorpus.expectValues(computed) { x in written.value(at: x) }
    }

    /// Kotlin: `600f / 2` is a Float division (300), and a whole-number division rounds toward
    /// zero (`7 / 2` is 3), as Kotlin's Int division does.
    @Test func kotlinDividesWholeNumbersAsInts() {
        let (_, real) = RealWorldTuningTests.paste("compose", "spring(stiffness = 600f / 2, dampingRatio = 1f / 2)")
        RealWorldCorpus.expectSpring(real, mass: 1, stiffness: 300, damping: 2 * 0.5 * 300.0.squareRoot())
        let (_, whole) = RealWorldTuningTests.paste("compose", "spring(stiffness = 7 / 2 * 100, dampingRatio = 0.5f)")
        RealWorldCorpus.expectSpring(whole, mass: 1, stiffness: 300, damping: 2 * 0.5 * 300.0.squareRoot())
    }

    /// Swift types `600 / 1000` by its context (0.6 as a Double argument, 0 as an Int): not
    /// guessed at.
    @Test func swiftWholeNumberDivisionIsNotGuessed() {
        var transcript = Transcript()
        let reply = transcript.reply("a = swiftui .spring(response: 600 / 1000, dampingFraction: 0.8)")
        #expect(reply.error != nil, "\(reply.text)")
    }
}
