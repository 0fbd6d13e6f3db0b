import PropertyBased
import Testing

@testable import Platforms
@testable import Workbench

/// The line and the caret line the shell shows above a parse error.
@Suite("caret text")
struct CaretTextTests {
    @Test("the carets sit under the span")
    func underTheSpan() {
        #expect(
            CaretText.render("x = bezier 0.1 0.2 abc 0.4", span: SourceSpan(column: 20, length: 3)) == """
                x = bezier 0.1 0.2 abc 0.4
                                   ^^^
                """)
        #expect(CaretText.render("plto ease", span: SourceSpan(column: 1, length: 4)) == "plto ease\n^^^^")
    }

    @Test("a missing last word gets one caret just past the end of the line")
    func pastTheEnd() {
        #expect(CaretText.render("x = bezier 0.1", span: SourceSpan(column: 15, length: 1)) == "x = bezier 0.1\n              ^")
        #expect(CaretText.render("", span: SourceSpan(column: 1, length: 1)) == "\n^")
    }

    @Test("a span that leaves the line is cut at its end; one outside it points past the end")
    func outOfRange() {
        #expect(CaretText.render("list now", span: SourceSpan(column: 6, length: 40)) == "list now\n     ^^^")
        #expect(CaretText.render("list", span: SourceSpan(column: 99, length: 2)) == "list\n    ^")
        #expect(CaretText.render("list", span: SourceSpan(column: -3, length: 0)) == "list\n^")
    }

    @Test("tabs become spaces to the next multiple of 8, in the line and under it")
    func tabs() {
        #expect(
            CaretText.render("plot\tease\twidth=3", span: SourceSpan(column: 17, length: 1)) == "plot    ease    width=3\n"
                + String(repeating: " ", count: 22) + "^")
        #expect(CaretText.render("\tabc", span: SourceSpan(column: 1, length: 2)) == "        abc\n^^^^^^^^^")
    }

    @Test("a combining mark is part of its character: one column, one caret")
    func combiningMarks() {
        let line = "plot ease title=\"cafe\u{301}\" widht=3"
        #expect(
            CaretText.render(line, span: SourceSpan(column: 24, length: 7)) == line + "\n" + String(repeating: " ", count: 23) + "^^^^^^^")
        #expect(CaretText.render(line, span: SourceSpan(column: 21, length: 1)) == line + "\n" + String(repeating: " ", count: 20) + "^")
    }

    @Test("wide characters and emoji take two cells, so the carets stay under the word")
    func wideCharacters() {
        let line = "名前 = bezier abc"
        #expect(CaretText.render(line, span: SourceSpan(column: 13, length: 3)) == line + "\n" + String(repeating: " ", count: 14) + "^^^")
        #expect(CaretText.render(line, span: SourceSpan(column: 1, length: 2)) == line + "\n^^^^")
        let emoji = "plot 👍🏽 🇫🇷 ❤️ x"
        #expect(CaretText.render(emoji, span: SourceSpan(column: 12, length: 1)) == emoji + "\n" + String(repeating: " ", count: 14) + "^")
    }

    @Test("control characters are shown as � so that the line cannot drive the terminal")
    func controlCharacters() {
        #expect(CaretText.render("plot \u{1B}[2J x", span: SourceSpan(column: 11, length: 1)) == "plot \u{FFFD}[2J x\n          ^")
        #expect(CaretText.render("a\u{202E}bc d", span: SourceSpan(column: 6, length: 1)) == "a\u{FFFD}bc d\n     ^")
        #expect(CaretText.render("a\r\nb", span: SourceSpan(column: 3, length: 1)) == "a\u{FFFD}b\n  ^")
    }

    @Test("a line wider than the screen is cut around the span, with … where it was cut")
    func wideLine() {
        let words = (1...40).map { "w\($0)" }.joined(separator: " ")  // w1 w2 … w40: 150 columns
        let line = "plot " + words + " widht=3 " + words
        let column = line.count - words.count - 7
        let text = CaretText.render(line, span: SourceSpan(column: column, length: 7), width: 40)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].count <= 40, "\(lines[0])")
        #expect(lines[0].hasPrefix("…") && lines[0].hasSuffix("…"), "\(lines[0])")
        #expect(lines[1].hasSuffix("^^^^^^^"))
        let caret = lines[1].count - 7
        #expect(String(Array(lines[0])[caret..<(caret + 7)]) == "widht=3", "\(text)")

        // At the start of a long line only the end is cut; at the end only the start.
        let start = CaretText.render(line, span: SourceSpan(column: 1, length: 4), width: 40)
        #expect(start.hasPrefix("plot w1 w2") && start.hasSuffix("…\n^^^^"), "\(start)")
        let end = CaretText.render(line, span: SourceSpan(column: line.count + 1, length: 1), width: 40)
        #expect(end.hasPrefix("…") && end.contains("w40\n"), "\(end)")
        #expect(end.split(separator: "\n")[1].count == end.split(separator: "\n")[0].count + 1, "\(end)")
    }

    @Test("any line and any span render without trouble, the carets under the line")
    func anyInput() async {
        let pieces = ["a", " ", "\t", "é", "e\u{301}", "\u{301}", "名", "👍🏽", "\u{1B}", "\"", "\u{200B}", "\r\n", "🇫🇷", "\n"]
        await propertyCheck(
            count: 500, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...60),
            Gen.int(in: -2...70), Gen.int(in: -1...20), Gen.int(in: 0...50)
        ) { indices, column, length, width in
            let line = indices.map { pieces[$0] }.joined()
            let text = CaretText.render(line, span: SourceSpan(column: column, length: length), width: width)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2, "\(line.debugDescription)")
            #expect(
                lines.last?.contains("^") == true && lines.last?.allSatisfy { $0 == " " || $0 == "^" } == true,
                "\(line.debugDescription)")
        }
    }
}
