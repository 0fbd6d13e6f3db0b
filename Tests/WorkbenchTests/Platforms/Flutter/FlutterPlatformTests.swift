import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// Flutter's part of the platform registry: what `export NAME flutter` writes for the platform's
/// own forms, read back by the flutter reader.
@Suite("flutter: the platform's own forms")
struct FlutterPlatformTests {
    /// Flutter curves.dart has Curves.bounceOut, the same bounce as Penner's: written by its name.
    @Test func namedFormIsWrittenAndReadBack() throws {
        var shell = Transcript()
        #expect(shell.reply("t = bounce-out").error == nil)
        let reply = shell.reply("export t flutter")
        #expect(reply.text.contains("final t = Curves.bounceOut;"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let back = shell.reply("r = flutter file=out.txt")
        #expect(back.error != nil, "no file yet")
        #expect(shell.reply("export t flutter > out.txt").error == nil)
        #expect(shell.reply("r = flutter file=out.txt").error == nil)
        let original = try #require(shell.interpreter.session.curve(named: "t")).curve
        let read = try #require(shell.interpreter.session.curve(named: "r")).curve
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(read.value(at: x), original.value(at: x), absolute: 1e-12, "at x = \(x)")
        }
    }
}
