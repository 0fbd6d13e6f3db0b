import Testing

@testable import Workbench

/// A `linear()` stop written without a percentage has its input inferred (CSS Easing 2: evenly
/// between its neighbours); the text given back leaves it to be inferred again instead of
/// writing the double the division gave (0.1 + 0.21 / 2 = 0.20500000000000002, shown as
/// `20.500000000000002%`; issue 33).
@Suite("linear(): inferred inputs stay unwritten")
struct LinearInferredInputsTests {
    static let code = "linear(0, 0.2 10%, 0.5, 1 31%)"

    @Test("the definition is the stops as written, and it reads back to the same curve")
    func definitionAsWritten() throws {
        var shell = Transcript()
        let reply = shell.reply("a = css \(Self.code)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.hasPrefix("a = linear(0 0%, 0.2 10%, 0.5, 1 31%)"), "\(reply.text)")
        let first = try #require(shell.interpreter.session.curve(named: "a")).curve
        #expect(shell.reply("b = \(CurveDescription.definition(first))").error == nil)
        let second = try #require(shell.interpreter.session.curve(named: "b")).curve
        #expect(first == second)
        // The inferred input is halfway between 10 % and 31 %: y = 0.5 there.
        #expect(abs(first.value(at: 0.205) - 0.5) < 1e-12)
    }

    @Test("read from a file and exported, no number carries noise digits")
    func fileAndExport() throws {
        var shell = Transcript(files: [
            "styles.css": ".a { transition-timing-function: ease; }\n.b { transition-timing-function: \(Self.code); }\n"
        ])
        let reply = shell.reply("sp = css file=styles.css at=2")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let export = shell.reply("export sp css")
        for text in [reply.text, export.text] {
            #expect(!text.contains("00000000"), "\(text)")
            #expect(!text.contains("99999999"), "\(text)")
        }
    }
}
