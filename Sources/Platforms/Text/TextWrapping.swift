/// Text that fits the terminal: paragraphs and two-column tables wrapped at word boundaries
/// to ``Settings/terminalWidth`` columns (one column per character; the texts here have no
/// double-width characters).
extension Formatting {
    /// `text` broken at spaces into lines of at most `width` columns: the first line indented
    /// by `firstIndent` (default `indent`), the others by `indent`. Words are never split; a
    /// word too long for a line at `indent` starts further left (down to column 0). Only a
    /// word longer than `width` itself is broken, after a `|` between alternatives
    /// (`[jump-start|jump-end|…]`), and only one without a `|` makes a line longer than `width`.
    package static func wrap(_ text: String, width: Int, indent: Int = 0, firstIndent: Int? = nil) -> [String] {
        // (piece, whether it continues the previous word without a space)
        var pieces: [(text: Substring, glued: Bool)] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            guard word.count > width, word.contains("|") else {
                pieces.append((word, false))
                continue
            }
            var rest = word
            var glued = false
            while let bar = rest.firstIndex(of: "|"), rest.index(after: bar) < rest.endIndex {
                pieces.append((rest[...bar], glued))
                rest = rest[rest.index(after: bar)...]
                glued = true
            }
            pieces.append((rest, glued))
        }
        var lines: [String] = []
        var line = ""
        func start(_ word: Substring, at wanted: Int) {
            let column = min(wanted, max(0, width - word.count))
            line = String(repeating: " ", count: column) + word
        }
        for (word, glued) in pieces {
            let separator = glued ? "" : " "
            if line.isEmpty {
                start(word, at: firstIndent ?? indent)
            } else if line.count + separator.count + word.count <= width {
                line += separator + word
            } else {
                lines.append(line)
                start(word, at: indent)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// A paragraph of prose written with hard line breaks, re-flowed: lines are joined until
    /// one ends with `.` or `:` (a sentence, a heading), then wrapped.
    package static func reflow(_ text: String, width: Int, indent: Int) -> [String] {
        var paragraphs: [String] = []
        var current = ""
        for line in text.split(separator: "\n") {
            current = current.isEmpty ? String(line) : current + " " + line
            if let last = line.last, last == "." || last == ":" {
                paragraphs.append(current)
                current = ""
            }
        }
        if !current.isEmpty { paragraphs.append(current) }
        return paragraphs.flatMap { wrap($0, width: width, indent: indent) }
    }

    /// Rows of (label, text) in two columns within `width`: the labels in a column at `indent`,
    /// the texts after it wrapped with a hanging indent to that column. A longer label gets
    /// lines of its own (continued two columns further in) and its text starts on the next
    /// line, in the text column. The label column is as wide as one of the labels, the one
    /// that makes the fewest lines in all (the narrower on a tie), leaving the text column at
    /// least 24 columns; when no label allows that, every text goes under its label.
    package static func wrappedTable(_ rows: [(label: String, text: String)], width: Int, indent: Int = 2) -> [String] {
        let candidates = Set(rows.map(\.label.count)).filter { indent + $0 + 2 + minimumTextWidth <= width }.sorted()
        var best: [String]?
        for labelWidth in candidates {
            let lines = table(rows, width: width, indent: indent, textColumn: indent + labelWidth + 2)
            if best.map({ lines.count < $0.count }) ?? true { best = lines }
        }
        return best ?? table(rows, width: width, indent: indent, textColumn: nil)
    }

    /// The narrowest text column ``wrappedTable(_:width:indent:)`` puts beside the labels.
    static let minimumTextWidth = 24

    /// The table with its texts at `textColumn`, or (nil) each under its label.
    private static func table(_ rows: [(label: String, text: String)], width: Int, indent: Int, textColumn: Int?) -> [String] {
        var lines: [String] = []
        for row in rows {
            let textLines = wrap(row.text, width: width, indent: textColumn ?? indent + 4)
            if let textColumn, indent + row.label.count + 2 <= textColumn {
                let head = String(repeating: " ", count: indent) + row.label
                let first = textLines[0]
                let firstText = first.drop { $0 == " " }
                // The first text line sits in the text column unless its word was pushed left.
                if first.count - firstText.count == textColumn {
                    lines.append(head + String(repeating: " ", count: textColumn - head.count) + firstText)
                    lines += textLines.dropFirst()
                    continue
                }
            }
            lines += wrap(row.label, width: width, indent: indent + 2, firstIndent: indent)
            lines += textLines
        }
        return lines
    }

    /// A line that is too long for `width`, wrapped at word boundaries with its own indent and
    /// a hanging indent two columns further; a line that fits stays as it is (spacing kept).
    package static func fitting(_ line: String, width: Int) -> [String] {
        guard line.count > width else { return [line] }
        let indent = line.prefix { $0 == " " }.count
        return wrap(line, width: width, indent: indent + 2, firstIndent: indent)
    }

    /// Prose of one or more lines, each through ``fitting(_:width:)``: a reply's description
    /// and notes (code beside them stays on one line, to be copied whole).
    public static func prose(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { fitting(String($0), width: width) }
    }

    /// `text` cut to at most `width` characters, ending in "…" when cut.
    package static func shortened(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 1 else { return String(text.prefix(width)) }
        return String(text.prefix(width - 1)) + "…"
    }
}
