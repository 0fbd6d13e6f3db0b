import Platforms

/// A command line and, under it, a caret line that points at the part an error is about:
///
/// ```
/// x = bezier 0.1 0.2 abc 0.4
///                    ^^^
/// ```
///
/// The carets sit under the span's `Character`s as a terminal draws them: a tab becomes spaces
/// up to the next multiple of 8, an East Asian wide character or an emoji takes two cells, a
/// combining mark none of its own; control characters (and the ones that reorder text) are shown
/// as `�`, so that a line from a script cannot move the cursor or repaint the screen. A line
/// wider than `width` is cut to a window around the span, with `…` where it was cut.
public enum CaretText {
    /// The two lines, joined by a newline (no newline at the end). Any span works: one outside
    /// the line points just past its end.
    public static func render(_ line: String, span: SourceSpan, width: Int = .max) -> String {
        renderLine(line, span: span, width: width)
    }

    /// ``render(_:span:width:)`` for a source of several lines (a multi-line paste): shown line
    /// by line, the carets under the line the span starts on (its column counted from the start
    /// of the whole source, each line break one column).
    public static func renderSource(_ source: String, span: SourceSpan, width: Int = .max) -> String {
        guard source.contains("\n") else { return renderLine(source, span: span, width: width) }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var column = span.column
        var index = 0
        while index < lines.count - 1, column > lines[index].count + 1 {
            column -= lines[index].count + 1
            index += 1
        }
        let local = SourceSpan(column: column, length: min(span.length, max(lines[index].count - column + 1, 1)))
        let shown = lines.enumerated().map { number, text in
            number == index
                ? renderLine(text, span: local, width: width)
                : renderLine(text, span: SourceSpan(column: 1), width: width, carets: false)
        }
        return shown.joined(separator: "\n")
    }

    private static func renderLine(_ line: String, span: SourceSpan, width: Int, carets showCarets: Bool = true) -> String {
        let cells = Self.cells(of: line)
        let start = min(max(span.column - 1, 0), cells.count)
        let end = min(start + max(span.length, 1), cells.count)
        let (first, last) = window(cells, start: start, end: end, width: max(width, 12))
        var shown = first > 0 ? "…" : ""
        var indent = first > 0 ? 1 : 0
        for (index, cell) in cells[first..<last].enumerated() {
            shown += cell.text
            if first + index < start { indent += cell.width }
        }
        if last < cells.count { shown += "…" }
        // Past the end of the line (a missing last word) the caret sits just after it.
        let carets = start == cells.count ? 1 : max(cells[start..<min(end, last)].reduce(0) { $0 + $1.width }, 1)
        guard showCarets else { return shown }
        return shown + "\n" + String(repeating: " ", count: indent) + String(repeating: "^", count: carets)
    }

    /// One `Character` of the line as it is drawn, and the terminal cells it takes.
    private struct Cell {
        var text: String
        var width: Int
    }

    private static func cells(of line: String) -> [Cell] {
        var cells: [Cell] = []
        var position = 0
        for character in line {
            let cell: Cell
            if character == "\t" {
                let spaces = 8 - position % 8
                cell = Cell(text: String(repeating: " ", count: spaces), width: spaces)
            } else if character.unicodeScalars.contains(where: isUnprintable) {
                cell = Cell(text: "\u{FFFD}", width: 1)
            } else {
                cell = Cell(text: String(character), width: cellWidth(of: character))
            }
            cells.append(cell)
            position += cell.width
        }
        return cells
    }

    /// The cells `[first, last)` to show so that the line and its markers fit in `width`, with
    /// the span's start (and as much of the span as fits) inside.
    private static func window(_ cells: [Cell], start: Int, end: Int, width: Int) -> (Int, Int) {
        let total = cells.reduce(0) { $0 + $1.width } + (start == cells.count ? 1 : 0)
        guard total > width else { return (0, cells.count) }
        // Room for the text between the two `…` markers (and the caret past the end).
        let room = width - 3
        let spanWidth = min(cells[start..<end].reduce(0) { $0 + $1.width }, room / 2)
        var first = start
        var before = 0
        let prefixWidth = cells[..<start].reduce(0) { $0 + $1.width }
        if prefixWidth + spanWidth <= room {
            first = 0
        } else {
            // Some words of context before the span: a third of the room, or all that is left.
            let context = min(room / 3, room - spanWidth)
            while first > 0 && before + cells[first - 1].width <= context {
                first -= 1
                before += cells[first].width
            }
        }
        var last = first
        var used = 0
        while last < cells.count && used + cells[last].width <= room {
            used += cells[last].width
            last += 1
        }
        return (first, max(last, min(start + 1, cells.count)))
    }

    /// Control characters, line and paragraph separators, and the invisible marks that reorder
    /// the text after them: not to be written to a terminal as they are.
    private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return scalar.properties.isBidiControl
        }
    }

    /// 2 for East Asian wide and full-width characters and emoji, 0 for a character made only of
    /// marks and invisible scalars (a combining accent at the start of a line), else 1.
    private static func cellWidth(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        let invisible = scalars.allSatisfy { scalar in
            let category = scalar.properties.generalCategory
            return category == .nonspacingMark || category == .enclosingMark || scalar.properties.isDefaultIgnorableCodePoint
        }
        if invisible { return 0 }
        guard let first = scalars.first else { return 1 }
        if first.properties.isEmojiPresentation || (first.properties.isEmoji && scalars.contains("\u{FE0F}")) { return 2 }
        return scalars.contains(where: isWide) ? 2 : 1
    }

    /// East Asian Width W or F, by block (emoji are told apart by their own property): Hangul
    /// Jamo, CJK and its punctuation, Hiragana, Katakana, Yi, Hangul syllables, compatibility
    /// ideographs, vertical and full-width forms, and the supplementary ideographic planes.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD,
            0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
