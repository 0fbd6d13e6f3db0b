/// A word of a command line, with the 1-based column where it starts and how many columns of
/// the line it takes (its quotes included). Both count Unicode scalars (see ``Lexer``).
public struct Token: Sendable, Equatable {
    public var text: String
    public var column: Int
    /// The columns the word takes in the line: more than `text` has when it was quoted or escaped.
    public var length: Int
    /// Whether the word was written in double quotes (then it is never a keyword or `=`).
    public var quoted: Bool = false
    /// How many Unicode scalars of `text` come before the first quote (all of them when the word
    /// has none): in `html="my page.html"` the `html=` is outside the quotes, so it is an option.
    var unquotedPrefixLength: Int? = nil

    /// A word at `column`; its `length` defaults to its text's, as when it was written plainly.
    package init(text: String, column: Int, length: Int? = nil, quoted: Bool = false, unquotedPrefixLength: Int? = nil) {
        self.text = text
        self.column = column
        self.length = length ?? text.unicodeScalars.count
        self.quoted = quoted
        self.unquotedPrefixLength = unquotedPrefixLength
    }

    /// Where the word is, for an error about it.
    package var span: SourceSpan { SourceSpan(column: column, length: length) }

    /// The column just after the word.
    package var end: Int { column + length }

    /// The part of the word that starts `offset` scalars into it and has `text`; a part that
    /// runs to the end of the word keeps the word's own end (its closing quote).
    package func part(_ text: String, at offset: Int) -> Token {
        let count = text.unicodeScalars.count
        let toEnd = offset + count == self.text.unicodeScalars.count
        return Token(text: text, column: column + offset, length: toEnd ? max(length - offset, 1) : count)
    }

    /// Whether the scalars of `text` before `offset` were all written outside quotes.
    package func isUnquoted(before offset: Int) -> Bool {
        offset <= (unquotedPrefixLength ?? Int.max)
    }
}

/// Splits a command line into words: whitespace separates, `"…"` quotes (with `\"` and `\\`
/// inside), and `#` outside quotes starts a comment — except a colour such as `#ff8800`
/// (`#` and 3, 4, 6 or 8 hex digits, alone as a word).
///
/// The line is read by Unicode scalars, not by `Character`s: a word that starts with a
/// combining mark (U+0301, U+0734 …) would otherwise fuse with the space or quote before it
/// into one `Character`, and the space would stop separating (found by fuzzing). Columns
/// count scalars (``Parser/parse(_:)`` reports them in `Character`s).
package enum Lexer {
    package static func tokens(of line: String) throws(CommandError) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var start = 0
        var end = 0
        var inWord = false
        var quoted = false
        var inQuotes = false
        var escaping = false
        var unquotedPrefixLength: Int?
        var column = 0
        let characters = Array(line.unicodeScalars)
        for (offset, character) in characters.enumerated() {
            column += 1
            if inQuotes {
                end = column
                if escaping {
                    current.unicodeScalars.append(character)
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else if character == "\"" {
                    inQuotes = false
                } else {
                    current.unicodeScalars.append(character)
                }
                continue
            }
            if character == "#" && !(Self.startsColour(characters, at: offset) && !inWord) { break }
            if character.properties.isWhitespace {
                if inWord {
                    tokens.append(
                        Token(
                            text: current, column: start, length: end - start + 1, quoted: quoted,
                            unquotedPrefixLength: unquotedPrefixLength))
                }
                inWord = false
                current = ""
                quoted = false
                unquotedPrefixLength = nil
                continue
            }
            if !inWord {
                inWord = true
                start = column
            }
            end = column
            if character == "\"" {
                if !quoted { unquotedPrefixLength = current.unicodeScalars.count }
                inQuotes = true
                quoted = true
            } else {
                current.unicodeScalars.append(character)
            }
        }
        if inQuotes {
            throw CommandError(
                "unterminated quoted string starting at column \(start)", span: SourceSpan(column: start, length: end - start + 1))
        }
        if inWord {
            tokens.append(
                Token(text: current, column: start, length: end - start + 1, quoted: quoted, unquotedPrefixLength: unquotedPrefixLength))
        }
        return tokens
    }

    /// Whether `#` at `offset` begins a hex colour word: 3, 4, 6 or 8 hex digits, then the end
    /// of the word; `inCode`, the end of the value in pasted code too (`#fafafa;`, `#999)`).
    package static func startsColour(_ characters: [Unicode.Scalar], at offset: Int, inCode: Bool = false) -> Bool {
        var end = offset + 1
        while end < characters.count, characters[end].properties.isASCIIHexDigit { end += 1 }
        let digits = end - offset - 1
        let endsWord =
            end == characters.count || characters[end].properties.isWhitespace
            || (inCode && !characters[end].properties.isAlphabetic && characters[end] != "_")
        return endsWord && [3, 4, 6, 8].contains(digits)
    }
}
