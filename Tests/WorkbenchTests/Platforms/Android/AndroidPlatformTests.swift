import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// Android's part of the platform registry: what `export NAME android` writes for the platform's
/// own forms, read back by the android reader.
@Suite("android: the platform's own forms")
struct AndroidPlatformTests {
    /// The framework's LinearInterpolator is the identity curve.
    @Test func namedFormIsWrittenAndReadBack() throws {
        var shell = Transcript()
        #expect(shell.reply("t = bezier 0 0 1 1").error == nil)
        let reply = shell.reply("export t android")
        #expect(reply.text.contains("val t = LinearInterpolator()"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let back = shell.reply("r = android file=out.txt")
        #expect(back.error != nil, "no file yet")
        #expect(shell.reply("export t android > out.txt").error == nil)
        #expect(shell.reply("r = android file=out.txt").error == nil)
        let original = try #require(shell.interpreter.session.curve(named: "t")).curve
        let read = try #require(shell.interpreter.session.curve(named: "r")).curve
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(read.value(at: x), original.value(at: x), absolute: 1e-12, "at x = \(x)")
        }
    }

    /// PathInterpolator has a quadratic form (2 numbers) and a cubic one (4): three numbers are
    /// neither, and are refused with the place, pasted or in a file, changing nothing (found by
    /// the platform-file fuzzer, which crashed on it).
    @Test func aPathInterpolatorWithThreeNumbersIsRefused() {
        var shell = Transcript(files: ["Anim.java": "Interpolator i = new PathInterpolator(0.4f, 0.2f, 1.4f);\n"])
        let pasted = shell.refusal("a = android PathInterpolator(0.4f, 0.2f, 1.4f)")
        #expect(pasted.unchanged)
        #expect(pasted.error?.contains("PathInterpolator with 3 numbers is not read") == true, "\(pasted.error ?? "")")
        let filed = shell.refusal("a = android file=Anim.java")
        #expect(filed.unchanged)
        #expect(filed.error?.contains("PathInterpolator with 3 numbers is not read") == true, "\(filed.error ?? "")")
        #expect(shell.reply("a = android PathInterpolator(0.4f, 1.4f)").error == nil)
    }
}
