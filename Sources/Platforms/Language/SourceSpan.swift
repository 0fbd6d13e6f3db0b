/// Where in a command line an error is: the 1-based column of the first character it is about
/// and how many characters it covers (at least one). Columns count `Character`s, what the user
/// sees: `é` written as `e` and a combining accent is one column, like `👍🏽`.
///
/// A word that is missing is placed where it should have been: at the next word when there is
/// one, else just after the last word (one column past the end of the line when the line ends
/// there), with a length of 1.
public struct SourceSpan: Sendable, Equatable, CustomStringConvertible {
    public var column: Int
    public var length: Int

    public init(column: Int, length: Int = 1) {
        self.column = column
        self.length = max(length, 1)
    }

    public var description: String { "column \(column), length \(length)" }

    /// The same place counted in `Character`s of `line`, for a span whose column and length
    /// count its Unicode scalars (as the parser's tokens do, see ``Token``). A span that starts
    /// inside a `Character` (a combining mark that fused with the space before it) starts at that
    /// `Character`; one past the end of the line stays one past the end.
    func countingCharacters(of line: String) -> SourceSpan {
        let first = column - 1
        let last = first + length - 1
        var scalarOffset = 0
        var characterOffset = 0
        var start: Int?
        var end: Int?
        for character in line {
            let next = scalarOffset + character.unicodeScalars.count
            if start == nil && first < next { start = characterOffset }
            if end == nil && last < next { end = characterOffset }
            if start != nil && end != nil { break }
            scalarOffset = next
            characterOffset += 1
        }
        // Past the end of the line, a scalar is a character.
        let startCharacter = start ?? characterOffset + max(0, first - scalarOffset)
        let endCharacter = end ?? characterOffset + max(0, last - scalarOffset)
        return SourceSpan(column: startCharacter + 1, length: endCharacter - startCharacter + 1)
    }
}
