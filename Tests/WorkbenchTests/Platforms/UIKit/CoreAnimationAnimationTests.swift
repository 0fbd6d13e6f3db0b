import CurveKit
import Testing

@testable import Workbench

/// `export ANIM uikit` (and `swift`, `objc`): Core Animation, with `exact` and `max_error` as a
/// curve export has them.
@Suite("uikit: animations")
struct CoreAnimationAnimationTests {
    typealias F = AnimationExportFixture

    @Test("a Bézier is an exact CABasicAnimation with the duration, delay, repeat count and autoreverse")
    func basic() {
        let (_, reply) = F.export("export slide uikit")
        for line in [
            "slide.duration = \(F.duration)", "slide.beginTime = CACurrentMediaTime() + \(F.delay)", "slide.repeatCount = \(F.repeatCount)",
            "slide.autoreverses = true",
        ] {
            #expect(reply.text.contains(line + "\n"), "missing \(line)\n\(reply.text)")
        }
        #expect(reply.json["exact"] == true)
        #expect(reply.json["max_error"] == .number(0))
    }

    @Test("a sampled curve states its error between frames, in progress in --json")
    func sampledError() throws {
        let (_, reply) = F.export("export bump uikit", after: ["anim bump x 0 200 duration=0.5 curve=elastic-out fps=1000"])
        #expect(reply.json["exact"] == false)
        guard case .number(let error) = reply.json["max_error"] else { Issue.record("no max_error"); return }
        // The note gives the same error in points of the 200-point move.
        #expect(reply.text.contains("max error \(TextFormat.short(error * 200)) in the property's units between frames"), "\(reply.text)")
    }

    @Test("a spring whose sped-up numbers overflow is sampled with its error, never written with an infinite stiffness")
    func overflowingSpring() {
        let (_, reply) = F.export(
            "export tiny uikit",
            after: ["big = spring mass=1 stiffness=1e300 damping=1e150 duration=3600", "anim tiny x 0 1 duration=0.001 curve=big"])
        #expect(!reply.text.contains("inf"), "\(reply.text)")
        #expect(reply.text.contains("CAKeyframeAnimation"))
        #expect(reply.json["exact"] == false)
    }
}
