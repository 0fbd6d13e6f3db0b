/// A Sass variable declaration (sass-lang.com/documentation/variables): `$name: expression;` at
/// the start of a statement, the expression optionally followed by the flags `!default` (assign
/// only when the variable is not yet set, or null) and `!global`. A variable declared in a file
/// with a timing value is one named definition, at its declaration; a use of it elsewhere in the
/// file (`@return $name $duration $sharp-curve-timing-function;`) refers to that definition and is
/// not one of its own.
struct SassVariableDeclaration {
    /// The variable, with its `$`.
    var name: String
    /// Where the declaration starts (its `$`).
    var start: Int
    /// The expression, without the flags after it.
    var valueStart: Int
    var valueEnd: Int
    /// Past its `;` (or the end of its line, in the indented syntax).
    var end: Int

    /// The declaration that starts at `index` in `s`, or nil.
    static func at(_ index: Int, _ s: [Unicode.Scalar]) -> SassVariableDeclaration? {
        guard s[index] == "$", index + 1 < s.count, SourceCode.isNameStart(s[index + 1]), startsStatement(index, s) else { return nil }
        var end = index + 1
        while end < s.count, SourceCode.isNameScalar(s[end]) || s[end] == "-" { end += 1 }
        var colon = end
        while colon < s.count, s[colon] == " " || s[colon] == "\t" { colon += 1 }
        guard colon < s.count, s[colon] == ":" else { return nil }
        var valueStart = colon + 1
        while valueStart < s.count, SourceCode.isSpace(s[valueStart]) { valueStart += 1 }
        var stop = valueStart, depth = 0
        var flags: Int?
        while stop < s.count {
            let c = s[stop]
            if c == "(" || c == "[" { depth += 1 }
            if c == ")" || c == "]" { depth -= 1 }
            if depth <= 0, c == ";" || c == "}" || c == "\n" { break }
            if depth <= 0, c == "!", flags == nil { flags = stop }
            stop += 1
        }
        var valueEnd = flags ?? stop
        while valueEnd > valueStart, SourceCode.isSpace(s[valueEnd - 1]) { valueEnd -= 1 }
        guard valueEnd > valueStart else { return nil }
        return SassVariableDeclaration(
            name: String(scalars: s[index..<end]), start: index, valueStart: valueStart, valueEnd: valueEnd,
            end: stop < s.count && s[stop] == ";" ? stop + 1 : stop)
    }

    /// Whether only spaces stand between `index` and the start of the file, a line, or the
    /// statement before it (`;`, `{`, `}`).
    private static func startsStatement(_ index: Int, _ s: [Unicode.Scalar]) -> Bool {
        var i = index - 1
        while i >= 0, s[i] == " " || s[i] == "\t" { i -= 1 }
        return i < 0 || s[i] == "\n" || s[i] == ";" || s[i] == "{" || s[i] == "}"
    }
}
