import Foundation
import Testing

@testable import CurveKit

// The platforms' spring parameters against the numbers the platforms publish. Each expected value
// is the platform's own formula written out here, or its documented figure.

@Suite("Spring conversions between the platforms' parameters")
struct SpringConversionsTests {
    static func close(_ a: Double, _ b: Double, relative: Double = 1e-15) -> Bool {
        abs(a - b) <= relative * max(abs(a), abs(b))
    }

    /// Apple's example on developer.apple.com/documentation/swiftui/spring: `Spring(duration: 0.5,
    /// bounce: 0.3)` has (mass, stiffness, damping) = (1.0, 157.9, 17.6), and `Spring(mass: 1,
    /// stiffness: 100, damping: 10)` has (duration, bounce) = (0.63, 0.5), to the digits shown.
    @Test("SwiftUI: Apple's own conversion example, both ways")
    func appleExample() throws {
        let stiffness = SpringConversions.stiffness(period: 0.5)
        let ratio = SpringConversions.dampingRatio(bounce: 0.3)
        let damping = SpringConversions.damping(ratio: ratio, stiffness: stiffness)
        #expect(abs(stiffness - 157.9) < 0.05)
        #expect(abs(damping - 17.6) < 0.05)
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.undampedPeriod - 0.63) < 0.005)
        #expect(Self.close(spring.bounce, 0.5))
    }

    /// SwiftUI's presets (iOS 17 `Spring.smooth`, `.snappy`, `.bouncy`): duration 0.5 with bounce
    /// 0, 0.15 and 0.3; k = (2π/0.5)² = 16π², c = (1 − B)·4π/0.5.
    @Test("SwiftUI: .smooth, .snappy and .bouncy", arguments: [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3)])
    func swiftUIPresets(_ name: String, _ bounce: Double) throws {
        let stiffness = SpringConversions.stiffness(period: 0.5)
        #expect(Self.close(stiffness, 16 * Double.pi * Double.pi, relative: 4e-16))
        let damping = SpringConversions.damping(ratio: SpringConversions.dampingRatio(bounce: bounce), stiffness: stiffness)
        #expect(Self.close(damping, (1 - bounce) * 4 * Double.pi / 0.5, relative: 4e-16), "\(name)")
        let spring = try Spring(perceptualDuration: 0.5, bounce: bounce)
        #expect(Self.close(spring.undampedPeriod, 0.5, relative: 4e-16))
        #expect(abs(spring.bounce - bounce) <= 4e-16)
    }

    /// Over-damped bounces (B < 0): ζ = 1/(1 + B), and back: B = 1/ζ − 1.
    @Test("bounce and damping ratio invert each other on both sides of critical", arguments: [-0.75, -0.5, -0.2, 0, 0.15, 0.3, 0.9, 1])
    func bounceRoundTrip(_ bounce: Double) {
        let ratio = SpringConversions.dampingRatio(bounce: bounce)
        #expect(ratio == (bounce < 0 ? 1 / (1 + bounce) : 1 - bounce))
        #expect(abs(SpringConversions.bounce(dampingRatio: ratio) - bounce) <= 4e-16)
    }

    /// Compose's constants (the `Spring` object of androidx/androidx, compose/animation/animation-core/
    /// src/commonMain/kotlin/androidx/compose/animation/core/VectorizedAnimationSpec.kt
    /// @ e2c11e9a69bb27854ba4355c6a5a97148a46eb4f):
    /// `Spring.StiffnessMedium = 1500f`, `StiffnessLow = 200f`, `DampingRatioMediumBouncy = 0.5f`,
    /// `DampingRatioLowBouncy = 0.75f`; its `SpringSimulation` has mass 1 (naturalFreq = √stiffness),
    /// so c = 2ζ√k, and SwiftUI's duration for it is 2π/√k.
    @Test("Compose: StiffnessMedium with DampingRatioMediumBouncy, StiffnessLow with DampingRatioLowBouncy")
    func composeConstants() throws {
        for (stiffness, ratio) in [(1500.0, 0.5), (200.0, 0.75)] {
            let damping = SpringConversions.damping(ratio: ratio, stiffness: stiffness)
            #expect(Self.close(damping, 2 * ratio * stiffness.squareRoot()))
            let spring = try Spring(mass: 1, stiffness: stiffness, damping: damping)
            #expect(Self.close(spring.dampingRatio, ratio, relative: 4e-16))
            #expect(Self.close(spring.undampedPeriod, 2 * Double.pi / stiffness.squareRoot()))
            #expect(Self.close(spring.bounce, 1 - ratio, relative: 4e-15))
        }
        // The documented durations of the reference table: 0.1622 s and 0.4443 s.
        #expect(abs(SpringConversions.period(stiffness: 1500) - 0.1622) < 5e-5)
        #expect(abs(SpringConversions.period(stiffness: 200) - 0.4443) < 5e-5)
    }

    /// Flutter's `SpringDescription.withDampingRatio` (flutter/flutter, packages/flutter/lib/src/
    /// physics/spring_simulation.dart @ 2be9bef94b1070ceb08f43ff16d761de6f5ce68e):
    /// `damping = ratio * 2.0 * math.sqrt(mass * stiffness)`.
    @Test("Flutter: withDampingRatio(mass:stiffness:ratio:)", arguments: [(1.0, 100.0, 1.0), (2.0, 300.0, 0.4), (0.5, 1500.0, 1.8)])
    func flutterWithDampingRatio(_ mass: Double, _ stiffness: Double, _ ratio: Double) throws {
        let damping = SpringConversions.damping(ratio: ratio, stiffness: stiffness, mass: mass)
        #expect(damping == ratio * 2.0 * (mass * stiffness).squareRoot())
        let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
        #expect(Self.close(spring.dampingRatio, ratio, relative: 4e-16))
        // Flutter's duration getter: √(4π²m/k).
        #expect(Self.close(spring.undampedPeriod, (4 * Double.pi * Double.pi * mass / stiffness).squareRoot(), relative: 4e-16))
    }

    /// Motion's `visualDuration` (motiondivision/motion, packages/motion-dom/src/animation/
    /// generators/spring.ts @ c6f2face5c9c4d3eb4cc8e2bbb249db12076de57): `root = 2π / (visualDuration
    /// · 1.2)`, `stiffness = root²`, `damping = 2 · clamp(0.05, 1, 1 − bounce) · √stiffness`, and its
    /// defaults visualDuration 0.3 s, stiffness 100, damping 10, mass 1.
    @Test(
        "Motion: visualDuration and bounce, with the ratio kept in [0.05, 1]", arguments: [(0.3, 0.25), (0.5, 0), (0.3, 0.99), (0.8, -0.5)])
    func motionVisualDuration(_ visual: Double, _ bounce: Double) throws {
        let root = 2 * Double.pi / (visual * 1.2)
        let spring = SpringConversions.motionVisualSpring(visualDuration: visual, bounce: bounce)
        #expect(Self.close(spring.stiffness, root * root))
        #expect(spring.dampingRatio == min(max(1 - bounce, 0.05), 1))
        let damping = SpringConversions.damping(ratio: spring.dampingRatio, stiffness: spring.stiffness)
        #expect(Self.close(damping, 2 * min(max(1 - bounce, 0.05), 1) * (root * root).squareRoot(), relative: 4e-16))
        // The same spring as SwiftUI's with duration 1.2·v, for bounces Motion does not clamp.
        if bounce >= 0 && bounce <= 0.95 {
            let swiftUI = try Spring(perceptualDuration: 1.2 * visual, bounce: bounce)
            #expect(Self.close(swiftUI.stiffness, spring.stiffness, relative: 4e-16))
        }
    }

    @Test("Motion: the default physics (stiffness 100, damping 10, mass 1) is SwiftUI's duration 0.628 s, bounce 0.5")
    func motionDefaults() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(Self.close(spring.undampedPeriod, 2 * Double.pi / 10))
        #expect(Self.close(spring.dampingRatio, 0.5))
    }
}
