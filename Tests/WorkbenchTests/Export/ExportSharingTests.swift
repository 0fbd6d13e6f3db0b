import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// `export ANIM all` fits the animation's curve once for every platform's writer (the parts of
/// each and Core Animation's planner beside them), not once per writer.
@Suite("export ANIM all shares its fits")
struct ExportSharingTests {
    @Test("every platform's animation of a spring that starts moving asks for the one set of fits of its curve")
    func animationOnEveryPlatformFitsOnce() throws {
        let spring = try Spring(mass: 1, stiffness: 170, damping: 8, initialVelocity: 6)
        let animation = try Animation(
            name: "a", keyPath: "transform.translation.y", from: .number(0), to: .number(236), duration: 1, curveName: "c",
            curve: .spring(spring))
        let sharing = ExportCandidates.Sharing()
        let codes = try ExportPipeline.animationOnEveryPlatform(animation, sharing: sharing)
        #expect(codes.count == Platform.allCases.count)
        // One curve played in one duration: one set, whichever platforms fitted from it.
        #expect(sharing.count == 1, "\(sharing.count) sets of fits for one curve and span")
    }

    @Test("the candidates asked for twice while one export shares are the same, and new ones outside it")
    func sameCurveSameCandidates() throws {
        let curve = Curve.bezier(try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        let sharing = ExportCandidates.Sharing()
        ExportCandidates.$sharing.withValue(sharing) {
            let first = ExportCandidates.shared(curve, playedIn: 1, isCancelled: { false })
            #expect(ExportCandidates.shared(curve, playedIn: 1, isCancelled: { false }) === first)
            #expect(ExportCandidates.shared(curve, playedIn: 2, isCancelled: { false }) !== first)
        }
        #expect(sharing.count == 2)
        #expect(
            ExportCandidates.shared(curve, playedIn: 1, isCancelled: { false })
                !== ExportCandidates.shared(curve, playedIn: 1, isCancelled: { false }))
    }
}
