import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// Compose's part of the platform registry: what `export NAME compose` writes for the platform's
/// own forms, read back by the compose reader.
@Suite("compose: the platform's own forms")
struct ComposePlatformTests {
    /// Compose Easing.kt has EaseOutBounce, the easings.net bounce-out: written by its name, not fitted.
    @Test func namedFormIsWrittenAndReadBack() throws {
        var shell = Transcript()
        #expect(shell.reply("t = bounce-out").error == nil)
        let reply = shell.reply("export t compose")
        #expect(reply.text.contains("val t = EaseOutBounce"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let back = shell.reply("r = compose file=out.txt")
        #expect(back.error != nil, "no file yet")
        #expect(shell.reply("export t compose > out.txt").error == nil)
        #expect(shell.reply("r = compose file=out.txt").error == nil)
        let original = try #require(shell.interpreter.session.curve(named: "t")).curve
        let read = try #require(shell.interpreter.session.curve(named: "r")).curve
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(read.value(at: x), original.value(at: x), absolute: 1e-12, "at x = \(x)")
        }
    }
}
