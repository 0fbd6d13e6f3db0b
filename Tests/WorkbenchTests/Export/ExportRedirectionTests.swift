import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// `export … > FILE` does not replace a file the session did not write unless told, and
/// `>> FILE` appends.
@Suite("export > FILE and >> FILE")
struct ExportRedirectionTests {
    static let stylesheet = "body { margin: 0 }\n"

    @Test("> onto a user's stylesheet refuses, says how to force or append, and leaves it")
    func replaceRefuses() {
        var shell = Transcript(files: ["styles.css": Self.stylesheet])
        _ = shell.reply("fade = bezier 0.4 0 1 1")
        let (error, unchanged) = shell.refusal("export fade css > styles.css")
        #expect(
            error == "styles.css exists and this session did not write it; not replacing it "
                + "(export fade css > styles.css force to replace it, export fade css >> styles.css to add to its end)")
        #expect(unchanged)
        #expect(shell.files.text("styles.css") == Self.stylesheet)
        #expect(shell.reply("export fade css >styles.css").error != nil, "the arrow touching the name too")
        let forced = shell.reply("export fade css > styles.css force")
        #expect(forced.error == nil)
        #expect(forced.text == "wrote css for fade to styles.css")
        #expect(shell.files.text("styles.css")?.contains("cubic-bezier(0.4, 0, 1, 1)") == true)
        #expect(shell.files.text("styles.css")?.contains("margin") == false)
    }

    @Test("> may replace what this session wrote there, a new file, or an empty one")
    func replaceOwnFile() {
        var shell = Transcript(files: ["empty.css": ""])
        _ = shell.reply("fade = bezier 0.4 0 1 1")
        #expect(shell.reply("export fade css > out.css").error == nil)
        _ = shell.reply("fade = bezier 0 0 0.5 1")
        #expect(shell.reply("export fade css > out.css").error == nil, "this session wrote it")
        #expect(shell.files.text("out.css")?.contains("cubic-bezier(0, 0, 0.5, 1)") == true)
        #expect(shell.reply("export fade css > empty.css").error == nil)
        // A file that holds exactly what the export writes loses nothing either.
        let shown = shell.reply("export fade css").text
        let code = shown.hasSuffix("\n") ? shown : shown + "\n"
        var other = Transcript(files: ["same.css": code])
        _ = other.reply("fade = bezier 0 0 0.5 1")
        #expect(other.reply("export fade css > same.css").error == nil)
        // Someone edits the file this session wrote: it is theirs now.
        try? shell.files.write(Data("/* mine */\n".utf8), to: "out.css")
        #expect(shell.reply("export fade css > out.css").error?.hasPrefix("out.css exists and this session did not write it") == true)
    }

    @Test(">> adds the code to the end of the file, after a line break, and creates a missing file")
    func append() {
        var shell = Transcript(files: ["styles.css": "body { margin: 0 }"])
        _ = shell.reply("fade = bezier 0.4 0 1 1")
        let reply = shell.reply("export fade css >> styles.css")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text == "appended css for fade to styles.css")
        #expect(reply.json["appended"] == true)
        let text = shell.files.text("styles.css") ?? ""
        #expect(text.hasPrefix("body { margin: 0 }\n"))
        #expect(text.contains("cubic-bezier(0.4, 0, 1, 1)") && text.hasSuffix("\n"))
        #expect(shell.reply("export fade css >>more.css").error == nil)
        #expect(shell.files.text("more.css")?.contains("cubic-bezier(0.4, 0, 1, 1)") == true)
        // A file with the user's text and ours is not ours to replace.
        #expect(shell.reply("export fade css > styles.css").error != nil)
    }

    @Test("redirection errors point at the arrow or the word that is wrong")
    func carets() throws {
        let tripled = try #require(Self.parseError("export fade css >>> styles.css"))
        #expect(tripled.message.hasPrefix("'>>>' is not a redirection: > FILE replaces a file, >> FILE appends to one"))
        #expect(tripled.span == SourceSpan(column: 17, length: 3))
        let forced = try #require(Self.parseError("export fade css >> styles.css force"))
        #expect(forced.span == SourceSpan(column: 31, length: 5), "force belongs to >, not >>: \(forced.message)")
        let missing = try #require(Self.parseError("export fade css >>"))
        #expect(missing.message.hasPrefix("missing FILE"))
        #expect(missing.span == SourceSpan(column: 19, length: 1))
        #expect(try Parser.parse("export fade css >> styles.css") == .export(name: "fade", format: "css", target: .append("styles.css")))
        #expect(
            try Parser.parse("export fade css > \"force\" force")
                == .export(name: "fade", format: "css", target: .replace("force", force: true)))
        #expect(Self.parseError("export fade css \">\" x")?.message.hasPrefix("unexpected '>'") == true, "a quoted > is a word")
    }

    static func parseError(_ line: String) -> CommandError? {
        do {
            _ = try Parser.parse(line)
            return nil
        } catch {
            return error
        }
    }
}
