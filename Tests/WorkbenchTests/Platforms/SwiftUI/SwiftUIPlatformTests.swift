import CurveKit
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// SwiftUI's part of the platform registry: what `export NAME swiftui` writes for the platform's
/// own forms, read back by the swiftui reader.
@Suite("swiftui: the platform's own forms")
struct SwiftUIPlatformTests {
    /// SwiftUI's Animation.easeIn is the cubic (0.42, 0, 1, 1), as CSS ease-in.
    @Test func namedFormIsWrittenAndReadBack() throws {
        var shell = Transcript()
        #expect(shell.reply("t = bezier 0.42 0 1 1").error == nil)
        let reply = shell.reply("export t swiftui")
        #expect(reply.text.contains("let t = Animation.easeIn"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let back = shell.reply("r = swiftui file=out.txt")
        #expect(back.error != nil, "no file yet")
        #expect(shell.reply("export t swiftui > out.txt").error == nil)
        #expect(shell.reply("r = swiftui file=out.txt").error == nil)
        let original = try #require(shell.interpreter.session.curve(named: "t")).curve
        let read = try #require(shell.interpreter.session.curve(named: "r")).curve
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(read.value(at: x), original.value(at: x), absolute: 1e-12, "at x = \(x)")
        }
    }
}
