import CurveKit
import Testing

@testable import Workbench

/// `export ANIM css`: `@keyframes` and the `animation` shorthand, with `exact` and `max_error` as
/// a curve export has them.
@Suite("css: animations")
struct CSSAnimationTests {
    typealias F = AnimationExportFixture

    @Test("the shorthand: duration and delay in seconds, iterations = passes, alternate")
    func shorthand() {
        let (_, reply) = F.export("export slide css")
        #expect(
            reply.text.contains("animation: slide \(F.duration)s cubic-bezier(0, 0, 0.58, 1) \(F.delay)s \(F.passes) alternate both;"),
            "\(reply.text)")
        #expect(reply.json["exact"] == true)
    }

    @Test("a curve CSS has no function for is linear() with the error in progress, as the curve export states it")
    func linearError() {
        var (shell, reply) = F.export("export bump css", after: ["anim bump x 0 10 duration=1 curve=elastic-out"])
        let curve = shell.reply("export elastic-out css")
        #expect(reply.json["exact"] == false)
        // The same linear() stops, their error measured on the approximator's points and on the
        // curve export's 2,001: equal to 1e-6.
        guard case .number(let animationError) = reply.json["max_error"], case .number(let curveError) = curve.json["max_error"] else {
            Issue.record("no max_error"); return
        }
        #expect(abs(animationError - curveError) <= 1e-6, "\(reply.text)\n\(curve.text)")
    }
}
