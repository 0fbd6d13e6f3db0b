import Testing

@testable import Platforms
@testable import Workbench

/// Inputs that libFuzzer found (Fuzz/, target `command`), each kept in Fuzz/corpus/command too:
/// a line that parses must print (`description`) as a line that parses to the same command.
@Suite("Parser: inputs found by fuzzing")
struct ParserFuzzRegressionTests {
    private func roundTrip(_ line: String) throws -> (Command?, Command?) {
        let command = try Parser.parse(line)
        return (command, try command.flatMap { command throws(CommandError) in try Parser.parse(command.description) })
    }

    /// `?` (help), a form feed, then U+0734, a combining mark. Printed as `help ܴ`, the space
    /// and the mark fused into one Character, so the space no longer separated the words and
    /// the topic was lost. The lexer now reads Unicode scalars.
    @Test func aWordStartingWithACombiningMarkSurvivesPrinting() throws {
        let (command, reparsed) = try roundTrip("?\u{0C}\u{734}")
        #expect(command == .help(topic: "\u{734}"))
        #expect(reparsed == command)
    }

    @Test func combiningMarksAfterSpacesAndQuotesStillSeparateAndQuote() throws {
        #expect(try Lexer.tokens(of: "save \u{301}x").map(\.text) == ["save", "\u{301}x"])
        #expect(try Lexer.tokens(of: "save \"\u{301}a b\"").map(\.text) == ["save", "\u{301}a b"])
        #expect(try Parser.parse("load \"a\\\"\u{301}\"") == .load(path: "a\"\u{301}"))
        for line in ["save \u{301}x", "load \"a\\\"\u{301}\"", "describe \"\u{301} text\"", "save \"\u{301}a b\""] {
            let (command, reparsed) = try roundTrip(line)
            #expect(command != nil && reparsed == command, "\(line.debugDescription)")
        }
    }

    /// Seen while fixing the one above: a quoted help topic with a space printed unquoted, as
    /// two words, which `help` refuses.
    @Test func aHelpTopicWithASpaceIsQuotedWhenPrinted() throws {
        let (command, reparsed) = try roundTrip("help \"a b\"")
        #expect(command == .help(topic: "a b"))
        #expect(command?.description == "help \"a b\"")
        #expect(reparsed == command)
    }

    /// `a=expr ""\`: the word is an empty quoted string followed by a backslash, so its text is
    /// `\`. The formula kept a quoted word as `"` + text + `"` without escaping, which printed
    /// as `"\"`, an unterminated quote. Now it is escaped.
    @Test func aQuotedFormulaWordWithABackslashPrintsEscaped() throws {
        let (command, reparsed) = try roundTrip("a=expr \"\"\\")
        #expect(command == .define(name: "a", definition: .expression("\"\\\\\"")))
        #expect(command?.description == "a = expr \"\\\\\"")
        #expect(reparsed == command)
        let (quote, reparsedQuote) = try roundTrip("a = expr x \"\\\"\"")
        #expect(quote == .define(name: "a", definition: .expression("x \"\\\"\"")))
        #expect(reparsedQuote == quote)
    }

    /// `preview te p htmlreview te p html=:=:` printed its file as `html=":=:"` (quoted, for
    /// the `=`), but a word with a quote anywhere was never an option, so the line no longer
    /// parsed. A quoted value after an unquoted `key=` is an option now; a quoted key is not.
    @Test func anOptionValueMayBeQuoted() throws {
        let (command, reparsed) = try roundTrip("preview te p htmlreview te p html=:=:")
        #expect(command == .preview(names: ["te", "p", "htmlreview", "te", "p"], file: ":=:"))
        #expect(command?.description == "preview te p htmlreview te p html=\":=:\"")
        #expect(reparsed == command)
        #expect(try Parser.parse("preview a html=\"my page.html\"") == .preview(names: ["a"], file: "my page.html"))
        #expect(throws: CommandError.self) { try Parser.parse("preview a \"html=x.html\"") }
        #expect(try Parser.parse("plot a svg=\"a b.svg\"") == .plot(curves: ["a"], options: Command.PlotOptions(svg: "a b.svg")))
    }

    /// `a = keyfr""ames`: the empty quotes make `keyframes` a quoted word, so a copy of a curve
    /// called keyframes, not the kind; it printed as `a = keyframes`, the kind, which then
    /// lacked its keys. A copied name that is a kind word is printed quoted.
    @Test func aCopiedCurveNamedLikeAKindStaysQuoted() throws {
        let (command, reparsed) = try roundTrip("a = keyfr\"\"ames")
        #expect(command == .define(name: "a", definition: .copy(of: "keyframes")))
        #expect(command?.description == "a = \"keyframes\"")
        #expect(reparsed == command)
        #expect(try Parser.parse("a = \"steps\"")?.description == "a = \"steps\"")
        #expect(try Parser.parse("a = ease")?.description == "a = ease")
    }

    /// Once a quoted option value was allowed (above), `stiffness=a"b c"` gave the stiffness
    /// `ab c`, which printed unquoted as two words. The stiffness word is now checked when the
    /// line is read (one check, one message, also for session files), so such a line is
    /// refused at the word instead.
    @Test func anOscillationStiffnessWithASpaceIsRefusedAtTheWord() throws {
        let line = "sk = oscillation bounces=2 stiffness=o\"p shake=no d=0.5\""
        let error = #expect(throws: CommandError.self) { try Parser.parse(line) }
        #expect(error?.message == "stiffness must be light, medium, heavy or a positive number (got 'op shake=no d=0.5')")
        #expect(error?.column == 38, "at the stiffness word")
    }
}
