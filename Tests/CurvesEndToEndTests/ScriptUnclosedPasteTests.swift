import Foundation
import TestSupport
import Testing

/// A script whose paste never closes its bracket: the error points at that bracket on its own
/// line, and the lines the paste took are read again as commands (issue 33).
@Suite("scripts: an unclosed bracket", .tags(.binary))
struct ScriptUnclosedPasteTests {
    @Test("the error is the bracket never closed, on its line, with a caret under it")
    func errorAtTheBracket() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("open.curves", "a = swiftui .spring(response: 0.3\nb = ease\nshow b\n")
        let result = try CurvesBinary.run([script])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                a = swiftui .spring(response: 0.3
                                   ^
                \(script):1: error: this '(' is never closed (the paste took the next 2 lines as its code); close it where the code ends

                """, "stderr: \(result.stderr)")
        #expect(!result.stderr.contains("\u{FFFD}"), "line breaks are not shown as �")
    }

    @Test("with --keep-going, the lines the paste took run as the commands they are")
    func keepGoingReadsTheRestAgain() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("open.curves", "a = swiftui .spring(response: 0.3\nb = ease\nshow b\n")
        let result = try CurvesBinary.run(["--keep-going", script])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(script):1: error: this '(' is never closed"), "stderr: \(result.stderr)")
        #expect(result.stdout.contains("b = bezier 0.25 0.1 0.25 1"), "stdout: \(result.stdout)")
    }

    @Test("an error inside a closed multi-line paste shows its line breaks as line breaks")
    func multiLineErrorKeepsLineBreaks() throws {
        let input = "a = compose spring(\n    dampingRatio = abc,\n    stiffness = 200f\n)\n"
        let result = try CurvesBinary.run([], input: input)
        #expect(result.status == 1)
        #expect(!result.stderr.contains("\u{FFFD}"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("a = compose spring(\n    dampingRatio = abc,\n"), "stderr: \(result.stderr)")
    }
}
