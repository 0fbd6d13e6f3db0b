import Testing

@testable import Platforms
@testable import Workbench

/// Errors are values with a place (issue 16): a parse error names the word that is wrong by its
/// column and length, counted in `Character`s of the line, and the place survives
/// ``Interpreter/execute(_:)`` into the ``Reply``.
@Suite("errors point at the wrong word")
struct ErrorPlaceTests {
    struct BadLine: CustomTestStringConvertible, Sendable {
        var line: String
        var column: Int
        var length: Int
        /// The start of the message, so that the row checks the error it means.
        var message: String
        var testDescription: String { line.debugDescription }
    }

    @Test(
        "a bad line's error points at the word that is wrong",
        arguments: [
            // A word that is not a number.
            BadLine(line: "x = bezier 0.1 0.2 abc 0.4", column: 20, length: 3, message: "expected a number for X2, got 'abc'"),
            BadLine(line: "eval ease nan", column: 11, length: 3, message: "X must be a finite number"),
            // An unknown kind, command or step position.
            BadLine(line: "tick = bezer 0 0 1 1", column: 8, length: 5, message: "unknown curve kind 'bezer'"),
            BadLine(line: "plto ease", column: 1, length: 4, message: "unknown command 'plto'"),
            BadLine(line: "\"plot\" ease", column: 1, length: 6, message: "unknown command 'plot'"),
            BadLine(line: "s = steps 3 middle", column: 13, length: 6, message: "unknown step position 'middle'"),
            // Options: an unknown key is the whole word, a bad value just the value.
            BadLine(line: "compare ease linear sample=10", column: 21, length: 9, message: "unknown option 'sample'"),
            BadLine(line: "sample ease 10 from=abc", column: 21, length: 3, message: "expected a number for from, got 'abc'"),
            BadLine(line: "compare ease linear samples=3 samples=4", column: 31, length: 9, message: "samples= is given twice"),
            BadLine(line: "sample ease from=1 to=0", column: 23, length: 1, message: "from= must be below to="),
            BadLine(
                line: "fit ease segments=2 tolerance=0.01", column: 21, length: 14, message: "give segments=K or tolerance=E, not both"),
            BadLine(line: "fit ease smooth", column: 10, length: 6, message: "smooth applies to keyframe and path fits"),
            BadLine(line: "plot ease svg=", column: 15, length: 1, message: "svg= needs a FILE name"),
            // Integers out of range or not whole.
            BadLine(line: "plot ease width=5", column: 17, length: 1, message: "width must be a whole number from 20"),
            BadLine(line: "s = steps 0", column: 11, length: 1, message: "N must be a whole number from 1"),
            BadLine(line: "sample ease 2.5", column: 13, length: 3, message: "N must be a whole number"),
            // A keyframe's value is the part after the colon.
            BadLine(line: "k = keyframes 0:0 ease 1:x", column: 26, length: 1, message: "expected a number for the key value, got 'x'"),
            // A word too many.
            BadLine(line: "list now", column: 6, length: 3, message: "unexpected 'now' after the last argument"),
            BadLine(line: "fit ease nonsense", column: 10, length: 8, message: "unexpected 'nonsense'"),
            // A missing word: just after the last word (see missingWordAtTheEnd) …
            BadLine(line: "x = bezier 0.1 0.2 0.3", column: 23, length: 1, message: "missing Y2"),
            BadLine(line: "export ease   # the format", column: 12, length: 1, message: "missing FORMAT"),
            BadLine(line: "x =", column: 4, length: 1, message: "nothing after '='"),
            // … or the word found in its place.
            BadLine(line: "linear ease foo", column: 13, length: 3, message: "missing tolerance=E"),
            // `name=…` written without spaces is split, and its parts keep their columns.
            BadLine(line: "x=bezier 0.1 0.2 abc 0.4", column: 18, length: 3, message: "expected a number for X2"),
            BadLine(line: "x=bezr 1 2", column: 3, length: 4, message: "unknown curve kind 'bezr'"),
            BadLine(line: "2x=ease", column: 1, length: 2, message: "invalid name \"2x\""),
            // Characters, not bytes or scalars: `é` as e + U+0301, a toned thumb, two ideographs.
            BadLine(line: "plot ease title=\"cafe\u{301} 👍🏽 名前\" widht=3", column: 29, length: 7, message: "unknown option 'widht'"),
            BadLine(line: "plot\tease\twidth=3", column: 17, length: 1, message: "width must be a whole number"),
            // An unterminated quote runs to the end of the line.
            BadLine(line: "plot ease title=\"ease vs", column: 11, length: 14, message: "unterminated quoted string starting at column 11"),
        ])
    func column(of bad: BadLine) {
        #expect(throws: CommandError.self) { try Parser.parse(bad.line) }
        do {
            _ = try Parser.parse(bad.line)
        } catch {
            #expect(error.message.hasPrefix(bad.message), "\(error.message)")
            #expect(error.span == SourceSpan(column: bad.column, length: bad.length), "\(error.message)")
        }
    }

    @Test("a missing last word is placed one column after the last word, length 1")
    func missingWordAtTheEnd() throws {
        // Where the user would type it: right after the last word, even with spaces or a
        // comment after it.
        for line in ["show", "show   ", "show # which one?"] {
            #expect(
                throws: CommandError(
                    "missing curve NAME; usage: show NAME", span: SourceSpan(column: 5, length: 1))
            ) { try Parser.parse(line) }
        }
    }

    @Test("quoted words and escapes: the span covers the word as written, quotes included")
    func quotedWord() {
        // `"a\"b"` is 6 columns in the line for the 3 characters of its text.
        #expect(
            throws: CommandError(
                "expected a curve name (letters, digits, - and _), got 'a\"b'", span: SourceSpan(column: 6, length: 6))
        ) {
            try Parser.parse(#"show "a\"b""#)
        }
        // A quoted option value: the value with its quotes.
        #expect(
            throws: CommandError(
                "title= needs a text; quote it if it has spaces: title=\"ease vs bounce\"",
                span: SourceSpan(column: 17, length: 2))
        ) {
            try Parser.parse(#"plot ease title="""#)
        }
    }

    @Test("a word that starts with a combining mark points at the character the mark joined")
    func fusedCombiningMark() {
        // The lexer splits at the space (it reads scalars); the user sees one character, a
        // space with an accent, followed by `x`.
        do {
            _ = try Parser.parse("plot ease \u{301}x")
            Issue.record("expected an error")
        } catch {
            #expect(error.span == SourceSpan(column: 10, length: 2))
        }
    }

    @Test("errors about no word in particular have no place")
    func noPlace() {
        var shell = Transcript()
        #expect(shell.reply("undo").errorSpan == nil)
        #expect(shell.reply("show tock").errorSpan == nil)
        #expect(shell.reply("point ease 1 2 3").errorSpan == nil, "refused when run, not when parsed")
    }

    @Test("Interpreter.execute keeps the place of a parse error in its reply")
    func replyCarriesThePlace() {
        var shell = Transcript()
        let reply = shell.reply("x = bezier 0.1 0.2 abc 0.4")
        #expect(reply.error == "expected a number for X2, got 'abc'; usage: NAME = bezier X1 Y1 X2 Y2")
        #expect(reply.errorSpan == SourceSpan(column: 20, length: 3))
        #expect(reply.errorSpan?.column == 20)
        #expect(shell.interpreter.session.isEmpty)
    }

    @Test("--json puts the column and length in the error object, after the line")
    func errorJSON() {
        var shell = Transcript()
        #expect(
            shell.reply("x = bezier 0.1 0.2 abc 0.4").errorJSON(line: 3)
                == #"{"error":"expected a number for X2, got 'abc'; usage: NAME = bezier X1 Y1 X2 Y2","line":3,"column":20,"length":3}"#)
        // Without a place, the object is as it always was.
        #expect(shell.reply("undo").errorJSON(line: 4) == #"{"error":"nothing to undo","line":4}"#)
    }

    @Test("the span counts characters where the lexer counts scalars")
    func countingCharacters() {
        let line = "e\u{301} 👍🏽 x"  // scalars: e ´ ␠ 👍 🏽 ␠ x
        #expect(SourceSpan(column: 7, length: 1).countingCharacters(of: line) == SourceSpan(column: 5, length: 1))
        #expect(SourceSpan(column: 4, length: 2).countingCharacters(of: line) == SourceSpan(column: 3, length: 1))
        #expect(SourceSpan(column: 2, length: 1).countingCharacters(of: line) == SourceSpan(column: 1, length: 1))
        // Past the end stays past the end.
        #expect(SourceSpan(column: 8, length: 1).countingCharacters(of: line) == SourceSpan(column: 6, length: 1))
        #expect(SourceSpan(column: 1, length: 1).countingCharacters(of: "") == SourceSpan(column: 1, length: 1))
    }
}
