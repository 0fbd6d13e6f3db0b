import Testing

@testable import Platforms
@testable import Workbench

/// `anim` reads its words when the line is parsed, with the number rules of every command.
@Suite("anim: the same words and number rules as every command")
struct AnimWordsTests {
    @Test func numbersAreReadAsEveryCommandReadsThem() {
        var transcript = Transcript()
        _ = transcript.reply("anim a opacity 0 1 duration=0.5 curve=ease")
        #expect(transcript.reply("frames a fps=6e1").error == nil)
        let anim = transcript.reply("anim b opacity 0 1 duration=5e-1 curve=ease fps=6e1 repeat=2e0")
        #expect(anim.error == nil, "\(anim.error ?? "")")
        #expect(transcript.interpreter.session.animation(named: "b")?.fps == 60)
        #expect(transcript.interpreter.session.animation(named: "b")?.repeatCount == 2)
    }

    @Test(
        "a mistake in anim's words is an error of the line, before the session is looked at",
        arguments: [
            ("anim a", "anim needs a name and a key path"),
            ("anim a opacity 0 1 duration=1", "anim needs curve=CURVE"),
            ("anim a opacity 0 1 duration=soon curve=ease", "duration must be a number of seconds"),
            ("anim a opacity 0 1 duration=1 curve=ease fps=6.5", "fps must be a whole number"),
            ("anim a opacity 0 1 duration=1 curve=ease colour=red", "unknown option \"colour=\""),
        ])
    func wordsAreCheckedWhenParsed(line: String, message: String) {
        #expect(throws: CommandError.self) { try Parser.parse(line) }
        do { _ = try Parser.parse(line) } catch { #expect(error.message.hasPrefix(message), "\(error.message)") }
    }

    @Test("history shows anim's options as they are typed, and the line reads back to the same animation")
    func historyShowsOptionsBare() throws {
        var transcript = Transcript()
        let line = "anim slide position (0,0) (320,40) duration=0.6 curve=ease repeat=2 autoreverse"
        _ = transcript.reply(line)
        #expect(transcript.interpreter.journal.map(\.command) == [line])
        #expect(try Parser.parse(line)?.description == line)
        // A value the lexer would split is still quoted, so the line reads back.
        let spaced = AnimCommand.word("curve=my curve")
        #expect(spaced == "\"curve=my curve\"")
    }

    @Test func anUnknownCurveIsFoundWhenTheCommandRuns() throws {
        #expect(try Parser.parse("anim a opacity 0 1 duration=1 curve=nowhere") != nil)
        var transcript = Transcript()
        #expect(transcript.reply("anim a opacity 0 1 duration=1 curve=nowhere").error?.contains("nowhere") == true)
        #expect(transcript.interpreter.session.animations.isEmpty)
    }
}
