import Testing

@testable import Workbench

/// Every command that writes a file keeps one rule, in the same words (issue 33): a file that
/// exists and that this session did not write is replaced only with `force`.
@Suite("One rule for every file a command writes")
struct FileReplacementTests {
    static let source = "struct Card {}\n"

    @Test(
        "a user's file is not replaced, and the refusal names the command with force",
        arguments: [
            ("plot ease svg=Card.swift", "plot ease svg=Card.swift force"),
            ("preview ease html=Card.swift", "preview ease html=Card.swift force"),
            ("save Card.swift", "save Card.swift force"),
        ])
    func refusedInTheSameWords(_ line: String, _ forced: String) {
        var shell = Transcript(files: ["Card.swift": Self.source])
        let refusal = shell.refusal(line)
        #expect(refusal.error == "Card.swift exists and this session did not write it; not replacing it (\(forced) to replace it)")
        #expect(shell.files.text("Card.swift") == Self.source)
        #expect(shell.reply(forced).error == nil)
        #expect(shell.files.text("Card.swift") != Self.source)
    }

    @Test("export > refuses in the same words, and offers >> as well")
    func exportRefusesInTheSameWords() {
        var shell = Transcript(files: ["Card.swift": Self.source])
        #expect(
            shell.reply("export ease swiftui > Card.swift").error
                == "Card.swift exists and this session did not write it; not replacing it "
                + "(export ease swiftui > Card.swift force to replace it, export ease swiftui >> Card.swift to add to its end)")
        #expect(shell.files.text("Card.swift") == Self.source)
    }

    @Test("a file this session wrote, by any command, is replaced again by any other without force")
    func theSessionsOwnFilesAreItsToReplace() {
        var shell = Transcript()
        #expect(shell.reply("plot ease svg=out.txt").error == nil)
        #expect(shell.reply("preview ease html=out.txt").error == nil)
        #expect(shell.reply("export ease css > out.txt").error == nil)
        #expect(shell.reply("plot bounce-out svg=out.txt").error == nil)
    }

    @Test("an empty file, or one that already holds what is written, is no user's work to keep")
    func emptyFilesAreReplaced() {
        var shell = Transcript(files: ["empty.svg": ""])
        #expect(shell.reply("plot ease svg=empty.svg").error == nil)
    }

    @Test("force without svg= is refused: it says which file to replace")
    func forceNeedsAFile() {
        var shell = Transcript()
        #expect(shell.reply("plot ease force").error?.contains("svg=FILE") == true)
    }
}
