import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// UIKit's part of the platform registry: what `export NAME uikit` writes for the platform's
/// own forms, read back by the uikit reader.
@Suite("uikit: the platform's own forms")
struct UIKitPlatformTests {
    /// Core Animation's kCAMediaTimingFunctionEaseInEaseOut is (0.42, 0, 0.58, 1).
    @Test func namedFormIsWrittenAndReadBack() throws {
        var shell = Transcript()
        #expect(shell.reply("t = bezier 0.42 0 0.58 1").error == nil)
        let reply = shell.reply("export t uikit")
        #expect(reply.text.contains("let t = CAMediaTimingFunction(name: .easeInEaseOut)"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let back = shell.reply("r = uikit file=out.txt")
        #expect(back.error != nil, "no file yet")
        #expect(shell.reply("export t uikit > out.txt").error == nil)
        #expect(shell.reply("r = uikit file=out.txt").error == nil)
        let original = try #require(shell.interpreter.session.curve(named: "t")).curve
        let read = try #require(shell.interpreter.session.curve(named: "r")).curve
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(read.value(at: x), original.value(at: x), absolute: 1e-12, "at x = \(x)")
        }
    }
}
