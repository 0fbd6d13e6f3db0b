import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// Material's part of the platform registry: what `export NAME material` writes for the platform's
/// own forms, read back by the material reader.
@Suite("material: the platform's own forms")
struct MaterialPlatformTests {
    /// The M3 token md.sys.motion.easing.emphasized.decelerate is cubic-bezier(0.05, 0.7, 0.1, 1) on the web and in Compose.
    @Test func namedFormIsWrittenAndReadBack() throws {
        var shell = Transcript()
        #expect(shell.reply("t = bezier 0.05 0.7 0.1 1").error == nil)
        let reply = shell.reply("export t material")
        #expect(reply.text.contains("md.sys.motion.easing.emphasized.decelerate  (cubic-bezier(0.05, 0.7, 0.1, 1))"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let back = shell.reply("r = material file=out.txt")
        #expect(back.error != nil, "no file yet")
        #expect(shell.reply("export t material > out.txt").error == nil)
        #expect(shell.reply("r = material file=out.txt").error == nil)
        let original = try #require(shell.interpreter.session.curve(named: "t")).curve
        let read = try #require(shell.interpreter.session.curve(named: "r")).curve
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(read.value(at: x), original.value(at: x), absolute: 1e-12, "at x = \(x)")
        }
    }
}
