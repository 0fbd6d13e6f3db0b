/// Multi-line pastes of platform code (`a = compose spring(` then `dampingRatio = 0.5f,` …):
/// a line that starts a dialect paste whose brackets are still open waits for the next lines,
/// which join it (newlines kept, so a `//` comment ends at its line). The shell, scripts and
/// standard input feed their lines through one of these; the shell shows ``prompt`` while it waits.
public struct PasteContinuation: Sendable {
    /// What the shell shows while a paste is open.
    public static let prompt = "   ...> "
    /// A paste longer than this many lines is run as it is (and refused if still open), so that
    /// a stray bracket cannot swallow the rest of a script.
    public static let maximumLines = 500

    private var pending: [String] = []

    public init() {}

    /// Whether lines are waiting for their brackets to close.
    public var isOpen: Bool { !pending.isEmpty }

    /// The command `line` completes, or nil while the paste's brackets are open.
    public mutating func add(_ line: String) -> String? {
        pending.append(line)
        let text = pending.joined(separator: "\n")
        if pending.count < Self.maximumLines, Self.isOpenPaste(text) { return nil }
        pending = []
        return text
    }

    /// What is waiting, at the end of the input (run as it is: its error says what is open).
    public mutating func flush() -> String? {
        guard isOpen else { return nil }
        defer { pending = [] }
        return pending.joined(separator: "\n")
    }

    /// Whether `text` is `NAME = DIALECT CODE` (or CSS as written) with a bracket of its code
    /// still open, outside comments and strings.
    public static func isOpenPaste(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func skipSpace() { while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 } }
        skipSpace()
        while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != "=" { index += 1 }
        skipSpace()
        guard index < scalars.count, scalars[index] == "=" else { return false }
        index += 1
        skipSpace()
        let start = index
        while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != "(" { index += 1 }
        let word = String(scalars: scalars[start..<index]).lowercased()
        guard Dialect(word: word) != nil || ["cubic-bezier", "linear", "steps"].contains(word) else { return false }
        let code = Array(scalars[start...])
        let kinds = SourceLexer.cLike(code, nestedComments: false)
        var depth = 0
        var last: Unicode.Scalar = " ", beforeLast: Unicode.Scalar = " "
        for (scalar, kind) in zip(code, kinds) where kind == .code {
            if scalar == "(" || scalar == "[" || scalar == "{" {
                depth += 1
            } else if scalar == ")" || scalar == "]" || scalar == "}" {
                depth -= 1
            }
            if !scalar.properties.isWhitespace { beforeLast = last; last = scalar }
        }
        // `withAnimation(.spring(…)) {`: a trailing closure's brace opens Swift code, not the paste.
        if last == "{", beforeLast == ")" { depth -= 1 }
        return depth > 0
    }
}
