import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// CSS's part of the platform registry: what `export NAME css` writes for the platform's
/// own forms, read back by the css reader.
@Suite("css: the platform's own forms")
struct CSSPlatformTests {
    /// CSS Easing Functions Level 2 defines ease-in-out as cubic-bezier(0.42, 0, 0.58, 1): the curve goes by its keyword.
    @Test func namedFormIsWrittenAndReadBack() throws {
        var shell = Transcript()
        #expect(shell.reply("t = bezier 0.42 0 0.58 1").error == nil)
        let reply = shell.reply("export t css")
        #expect(reply.text.contains(":root { --t: ease-in-out; }"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let back = shell.reply("r = css file=out.txt")
        #expect(back.error != nil, "no file yet")
        #expect(shell.reply("export t css > out.txt").error == nil)
        #expect(shell.reply("r = css file=out.txt").error == nil)
        let original = try #require(shell.interpreter.session.curve(named: "t")).curve
        let read = try #require(shell.interpreter.session.curve(named: "r")).curve
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(read.value(at: x), original.value(at: x), absolute: 1e-12, "at x = \(x)")
        }
    }
}
