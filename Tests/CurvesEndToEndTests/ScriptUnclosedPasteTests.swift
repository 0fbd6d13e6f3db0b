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

    /// TheBoredTeam/boring.notch boringNotch/components/AnimatedFace.swift
    /// @ 7d954412f01daedf1d224efb04a60176f6d69529: lines copied from inside a timer's closure,
    /// its `}` left in the file. `.spring(duration: 0.2)` has bounce 0: stiffness (2π/0.2)²,
    /// damping 4π/0.2 (Apple, Animation.spring(duration:bounce:blendDuration:)).
    @Test("an excerpt whose block closes further down its file is read as if closed at the end of the input, and says so")
    func excerptClosedAtTheEnd() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file(
            "excerpt.curves",
            """
            a = swiftui Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in
                withAnimation(.spring(duration: 0.2)) {
                    blinking = true
                }

            """)
        let result = try CurvesBinary.run(["--json", script])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let stiffness = (object?["stiffness"] as? Double) ?? .nan, damping = (object?["damping"] as? Double) ?? .nan
        #expect(abs(stiffness - pow(2 * Double.pi / 0.2, 2)) < 1e-6 && abs(damping - 4 * Double.pi / 0.2) < 1e-6, "\(result.stdout)")
        #expect(object?["excerpt"] as? String == "the paste ends with 1 bracket open: it was read as if '}' closed it at its end")
        let text = try CurvesBinary.run([script])
        #expect(text.stdout.contains("(the paste ends with 1 bracket open: it was read as if '}' closed it at its end)"), "\(text.stdout)")
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
