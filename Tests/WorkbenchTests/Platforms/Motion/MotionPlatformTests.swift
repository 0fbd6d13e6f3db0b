import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// Motion's part of the platform registry: what `export NAME motion` writes for the platform's
/// own forms, read back by the motion reader.
@Suite("motion: the platform's own forms")
struct MotionPlatformTests {
    /// Motion's "circOut" is Penner's circ-out (1 − (1 − x)²)^½.
    @Test func namedFormIsWrittenAndReadBack() throws {
        var shell = Transcript()
        #expect(shell.reply("t = circ-out").error == nil)
        let reply = shell.reply("export t motion")
        #expect(reply.text.contains("const t = \"circOut\";"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let back = shell.reply("r = motion file=out.txt")
        #expect(back.error != nil, "no file yet")
        #expect(shell.reply("export t motion > out.txt").error == nil)
        #expect(shell.reply("r = motion file=out.txt").error == nil)
        let original = try #require(shell.interpreter.session.curve(named: "t")).curve
        let read = try #require(shell.interpreter.session.curve(named: "r")).curve
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(read.value(at: x), original.value(at: x), absolute: 1e-12, "at x = \(x)")
        }
    }
}
