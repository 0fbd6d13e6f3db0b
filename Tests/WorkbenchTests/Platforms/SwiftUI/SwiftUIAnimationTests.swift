import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// `export ANIM swiftui`: SwiftUI's Animation with its delay and repeat count; a spring exactly,
/// else a timingCurve with its error.
@Suite("swiftui: animations")
struct SwiftUIAnimationTests {
    typealias F = AnimationExportFixture

    @Test("timingCurve with the duration, .delay in seconds, .repeatCount of the passes")
    func repeating() {
        let (_, reply) = F.export("export slide swiftui")
        #expect(
            reply.text.contains(
                "let slide = Animation.timingCurve(0, 0, 0.58, 1, duration: \(F.duration)).delay(\(F.delay)).repeatCount(\(F.passes), autoreverses: true)"
            ),
            "\(reply.text)")
        #expect(reply.json["exact"] == true)
    }

    /// A spring of stiffness 1e300 spanning an hour, played in a millisecond, is a spring of
    /// stiffness 1e300·(3.6e6)², which overflows: not a spring SwiftUI can take. The export says
    /// what it writes instead and how far off it is, and never writes another spring.
    @Test("a spring whose sped-up numbers overflow is written as its Bézier fit with the error, not as Animation.spring()")
    func noSilentDefaultSpring() {
        let (_, reply) = F.export(
            "export tiny swiftui",
            after: ["big = spring mass=1 stiffness=1e300 damping=1e150 duration=3600", "anim tiny x 0 1 duration=0.001 curve=big"])
        #expect(!reply.text.contains("Animation.spring()"), "\(reply.text)")
        #expect(reply.text.contains("Animation.timingCurve("))
        #expect(reply.text.contains("approximation: a spring curve is not one cubic Bézier; best cubic Bézier, max error"))
        #expect(reply.json["exact"] == false)
    }
}
