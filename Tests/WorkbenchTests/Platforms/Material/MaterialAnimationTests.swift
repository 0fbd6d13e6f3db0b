import CurveKit
import Testing

@testable import Workbench

/// `export ANIM material`: the easing token, the duration as its md.sys.motion.duration token
/// when it is one (m3.material.io: short1 = 50 ms … extra-long4 = 1000 ms), the delay, the passes.
@Suite("material: animations")
struct MaterialAnimationTests {
    typealias F = AnimationExportFixture

    @Test("a token's easing and duration by their names")
    func tokens() {
        let (_, reply) = F.export(
            "export fade material",
            after: ["e = bezier 0.2 0 0 1", "anim fade opacity 0 1 duration=0.3 curve=e delay=0.1 repeat=2 autoreverse"])
        // The web's emphasized is standard's curve, (0.2, 0, 0, 1): the first token of equal ones.
        #expect(reply.text.contains("easing: md.sys.motion.easing.standard  (cubic-bezier(0.2, 0, 0, 1))"), "\(reply.text)")
        // medium2 is 300 ms, short2 100 ms.
        #expect(reply.text.contains("duration: md.sys.motion.duration.medium2 (300 ms)"))
        #expect(reply.text.contains("delay: md.sys.motion.duration.short2 (100 ms)"))
        #expect(reply.text.contains("repeat: 4 passes, every other one back"))
        #expect(reply.json["exact"] == true)
    }

    @Test("a duration no token has, in milliseconds; a curve no token is, the nearest with the curve export's error")
    func nearest() {
        var (shell, reply) = F.export("export slide material", after: ["anim slide x 0 10 duration=0.52 curve=ease-out"])
        #expect(reply.text.contains("duration: 520 ms\n"), "\(reply.text)")
        let curve = shell.reply("export ease-out material")
        #expect(reply.json["exact"] == false)
        #expect(reply.json["max_error"] == curve.json["max_error"])
    }
}
