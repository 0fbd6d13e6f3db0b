import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// Lottie's part of the platform registry: what `export NAME lottie` writes for the platform's
/// own forms, read back by the lottie reader.
@Suite("lottie: the platform's own forms")
struct LottiePlatformTests {
    /// A Lottie keyframe's easing is its out handle o and in handle i: cubic-bezier(o.x, o.y, i.x, i.y).
    @Test func namedFormIsWrittenAndReadBack() throws {
        var shell = Transcript()
        #expect(shell.reply("t = bezier 0.33 0 0.67 1").error == nil)
        let reply = shell.reply("export t lottie")
        #expect(reply.text.contains("\"o\": {\"x\": [0.33], \"y\": [0]}, \"i\": {\"x\": [0.67], \"y\": [1]}}"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let back = shell.reply("r = lottie file=out.txt")
        #expect(back.error != nil, "no file yet")
        #expect(shell.reply("export t lottie > out.txt").error == nil)
        #expect(shell.reply("r = lottie file=out.txt").error == nil)
        let original = try #require(shell.interpreter.session.curve(named: "t")).curve
        let read = try #require(shell.interpreter.session.curve(named: "r")).curve
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(read.value(at: x), original.value(at: x), absolute: 1e-12, "at x = \(x)")
        }
    }
}
