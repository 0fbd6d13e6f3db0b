import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Motion's `useSpring(source, config)`: a value that follows its source, animating each change
/// with `{ type: "spring", restDelta: 0.001, restSpeed: 0.01, ...config }` from the value's own
/// velocity (motiondivision/motion packages/framer-motion/src/value/use-spring.ts). From rest,
/// a step of the source plays the spring m·u″ + c·u′ + k·u = 0 with the config's physics and
/// Motion's defaults (mass 1, stiffness 100, damping 10) for the rest. The call was taken for no
/// timing definition (spent held-out 8, issue 35).
@Suite("Motion: useSpring's options are its spring")
struct MotionUseSpringTests {
    /// An over-damped spring's position from rest toward 1, written out: u(t) = 1 + a·e^(r₁t) +
    /// b·e^(r₂t) with r = −ζω₀ ± ω₀√(ζ² − 1), u(0) = 0, u′(0) = 0.
    static func overDamped(mass m: Double, stiffness k: Double, damping c: Double) -> (Double) -> Double {
        let ω0 = (k / m).squareRoot(), ζ = c / (2 * (m * k).squareRoot())
        let r1 = -ζ * ω0 + ω0 * (ζ * ζ - 1).squareRoot(), r2 = -ζ * ω0 - ω0 * (ζ * ζ - 1).squareRoot()
        let b = r1 / (r2 - r1), a = -1 - b
        return { t in 1 + a * exp(r1 * t) + b * exp(r2 * t) }
    }

    /// unkletayo/5am-club app/hooks/use-scroll-progress.ts @ 05e59262d52643daabb17ed96c07ca311253ff7c:
    /// a reading-progress bar that follows the page's scroll progress through
    /// `useSpring(progress, { stiffness: 100, damping: 30, restDelta: 0.001 })`: mass 1 (Motion's
    /// default), ζ = 30/(2√100) = 1.5. The curve as played spans the settling time, where the
    /// monotone motion comes within 0.001 of rest: y(x) = u(x·T).
    @Test func useSpringWithOptionsIsTheirSpring() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "motion",
            """
            const shown = useSpring(pageProgress, {
                stiffness: 100,
                damping: 30,
                restDelta: 0.001
            });
            """)
        #expect(error == nil, "\(reply)")
        #expect(reply.contains("useSpring springs to each new value of its source"), "\(reply)")
        RealWorldCorpus.expectMotion(curve, mass: 1, stiffness: 100, damping: 30)
        let motion = Self.overDamped(mass: 1, stiffness: 100, damping: 30)
        var low = 0.0, high = 10.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if motion(middle) < 0.999 { low = middle } else { high = middle }
        }
        RealWorldCorpus.expectValues(curve) { x in x == 1 ? 1 : motion(x * low) }
    }

    /// Without options, Motion's default physics: stiffness 100, damping 10, mass 1.
    @Test func useSpringAloneIsMotionsDefaultSpring() {
        let (reply, error, curve) = PlayedDefinitionTests.paste("motion", "const x = useSpring(0)")
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectMotion(curve, mass: 1, stiffness: 100, damping: 10)
    }

    /// Options the code gives elsewhere are not in the paste: refused, naming them.
    @Test func optionsFromElsewhereAreRefused() {
        let (reply, error, curve) = PlayedDefinitionTests.paste("motion", "const x = useSpring(source, springConfig)")
        #expect(curve == nil, "\(reply)")
        #expect(error?.contains("useSpring's options are springConfig, which the code gives elsewhere") == true, "\(error ?? reply)")
    }
}
