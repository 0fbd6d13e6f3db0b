import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// GSAP's part of the platform registry: what `export NAME gsap` writes for the platform's
/// own forms, read back by the gsap reader.
@Suite("gsap: the platform's own forms")
struct GSAPPlatformTests {
    /// GSAP's power2 is the cubic family: power2.inOut is Penner's cubic-in-out.
    @Test func namedFormIsWrittenAndReadBack() throws {
        var shell = Transcript()
        #expect(shell.reply("t = cubic-in-out").error == nil)
        let reply = shell.reply("export t gsap")
        #expect(reply.text.contains("const t = \"power2.inOut\";"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let back = shell.reply("r = gsap file=out.txt")
        #expect(back.error != nil, "no file yet")
        #expect(shell.reply("export t gsap > out.txt").error == nil)
        #expect(shell.reply("r = gsap file=out.txt").error == nil)
        let original = try #require(shell.interpreter.session.curve(named: "t")).curve
        let read = try #require(shell.interpreter.session.curve(named: "r")).curve
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(read.value(at: x), original.value(at: x), absolute: 1e-12, "at x = \(x)")
        }
    }
}
