import CurveKit
import Testing

@testable import Workbench

/// `TextFormat.quoted(_:)` turns a path into one word of a command; the executable uses it for the paths it
/// is given (`curves FILE.json` runs `load FILE`, `--replay FILE`).
@Suite("Quoting a path as a word of a command")
struct QuotedPathTests {
    /// A quote followed by a combining mark is one `Character` but two scalars, the first still a
    /// quote to the lexer: a check Character by Character finds no quote in it.
    @Test func aQuoteFollowedByACombiningMarkIsStillEscaped() {
        let path = "a\"\u{301}.json"
        #expect(!path.contains("\""))
        #expect(TextFormat.quoted(path) == "\"a\\\"\u{301}.json\"")
        #expect(TextFormat.quoted("\u{301}a b") == "\"\u{301}a b\"")
    }

    @Test func plainPathsStayAsTheyAre() {
        #expect(TextFormat.quoted("sessions/work.json") == "sessions/work.json")
        #expect(TextFormat.quoted("") == "\"\"")
    }

    @Test(arguments: [
        "work.json", "two words.json", "a\"\u{301}.json", "a\"\u{301} b.json", "\u{301}x.json", "back\\slash.json",
        "tab\there.json", "x=1.json", "#1.json", "\"\u{301}",
    ])
    func loadingAQuotedPathLoadsThatFile(path: String) {
        var saved = Transcript()
        _ = saved.reply("a = ease")
        _ = saved.reply("save s.json")
        var shell = Transcript(files: [path: saved.files.text("s.json") ?? ""])
        let reply = shell.reply("load " + TextFormat.quoted(path))
        #expect(reply.error == nil, "\(path.debugDescription)")
        #expect(reply.json["file"] == .string(path))
    }
}
