import Testing

@testable import Workbench

/// `edit` and `point` on a built-in curve advise a copy that the command can then work on
/// (issue 33): `COPY = NAME` where the copy is editable, the Bézier a curve exactly is
/// (back-out: to within 1e-7, its polynomial 1 + 2.70158·(x − 1)³ + 1.70158·(x − 1)² in Bernstein form), and a
/// fit where it is no Bézier (bounce-out).
@Suite("edit's advice on built-in curves")
struct EditCopyAdviceTests {
    /// An interpreter that believes it runs on a terminal, where `edit` opens.
    static func onTerminal() -> Transcript {
        var shell = Transcript(interactive: true)
        shell.interpreter.settings.playUnavailableReason = nil
        return shell
    }

    /// The advice's own command, taken from the error's `: ` … end.
    static func advisedCommand(_ error: String, after marker: String) -> String? {
        guard let range = error.range(of: marker) else { return nil }
        return String(error[range.upperBound...]).trimmingCharacters(in: .init(charactersIn: ") "))
    }

    @Test("the copy edit advises for bounce-out is one edit then works on")
    func bounceOutAdvisesAFit() throws {
        var shell = Self.onTerminal()
        let error = try #require(shell.reply("edit bounce-out").error)
        #expect(!error.contains("my-bounce-out = bounce-out"), "\(error)")
        #expect(error.contains("fit bounce-out as my-bounce-out"), "\(error)")
        #expect(shell.reply("fit bounce-out as my-bounce-out").error == nil)
        #expect(shell.reply("edit my-bounce-out").error == nil)
    }

    @Test("back-out is exactly a Bézier: the advised copy is that Bézier to within 1e-7, in short numbers, and edit opens on it")
    func backOutAdvisesItsBezier() throws {
        var shell = Self.onTerminal()
        let error = try #require(shell.reply("edit back-out").error)
        let command = try #require(Self.advisedCommand(error, after: "copy to within 1e-7: "), "\(error)")
        #expect(command.hasPrefix("my-back-out = bezier "), "\(error)")
        // Its x's are 1/3 and 2/3, which no short decimal is: not 0.3333333333333333.
        for number in command.split(separator: " ").dropFirst(3) {
            #expect((number.split(separator: ".").last?.count ?? 0) <= 7, "\(command)")
        }
        #expect(shell.reply(command).error == nil)
        #expect(shell.reply("edit my-back-out").error == nil)
        // The copy is back-out itself: y = 1 + 2.70158·(x − 1)³ + 1.70158·(x − 1)².
        let copy = try #require(shell.interpreter.session.curve(named: "my-back-out")).curve
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            let u = x - 1
            let expected = 1 + 2.70158 * u * u * u + 1.70158 * u * u
            #expect(abs(copy.value(at: x) - expected) <= 1e-7, "x = \(x)")
        }
    }

    @Test("a preset is copied as it is")
    func presetCopies() throws {
        var shell = Self.onTerminal()
        let error = try #require(shell.reply("edit ease").error)
        #expect(error.contains("copy it first: my-ease = ease"), "\(error)")
    }

    @Test("point on a curve that is no Bézier advises a Bézier too")
    func pointAdvisesABezier() throws {
        var shell = Transcript()
        let error = try #require(shell.reply("point bounce-out 1 0.2 0.3").error)
        #expect(error.contains("fit bounce-out as my-bounce-out"), "\(error)")
    }

    @Test("edit on a copy of a penner curve names what works")
    func copiedPennerNamesTheFit() throws {
        var shell = Self.onTerminal()
        _ = shell.reply("my-bounce-out = bounce-out")
        let error = try #require(shell.reply("edit my-bounce-out").error)
        #expect(error.contains("fit my-bounce-out as my-bounce-out-bezier"), "\(error)")
    }
}
