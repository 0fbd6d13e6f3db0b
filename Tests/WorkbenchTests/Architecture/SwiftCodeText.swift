/// The code of a Swift source file with its comments and the text of its string literals
/// blanked out, so that a word found in it is a word of the code: `// see Interpreter` or
/// `"a Spring"` are not uses of those types, while `"\(Spring.format(x))"` is (the code of an
/// interpolation stays). Handles nested block comments, `"…"`, `"""…"""` and raw strings
/// (`#"…"#`, `\#(…)`). Every line break stays, so line numbers are those of the source.
enum SwiftCodeText {
    static func code(of source: String) -> String {
        var scanner = Scanner(Array(source.unicodeScalars))
        scanner.scanCode(untilClosingParenthesis: false)
        return String(String.UnicodeScalarView(scanner.output))
    }

    /// The code and the string literals of a Swift source file with only its comments blanked
    /// out, line for line (a comment's line breaks stay, so a line of the result is that line of
    /// the file): what the program says and prints, not what its comments say.
    static func codeAndStrings(of source: String) -> String {
        var scanner = Scanner(Array(source.unicodeScalars), keepsStrings: true)
        scanner.scanCode(untilClosingParenthesis: false)
        return String(String.UnicodeScalarView(scanner.output))
    }

    private struct Scanner {
        let text: [Unicode.Scalar]
        var index = 0
        var output: [Unicode.Scalar] = []
        /// Keep the text of string literals and the line breaks of block comments.
        var keepsStrings = false

        init(_ text: [Unicode.Scalar], keepsStrings: Bool = false) {
            self.text = text
            self.keepsStrings = keepsStrings
        }

        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < text.count ? text[index + offset] : nil }
        func starts(with literal: String) -> Bool {
            for (offset, scalar) in literal.unicodeScalars.enumerated() where at(offset) != scalar { return false }
            return true
        }

        /// Copies code until the end, or (inside an interpolation) until its closing parenthesis.
        mutating func scanCode(untilClosingParenthesis: Bool) {
            var depth = 0
            while index < text.count {
                if starts(with: "//") {
                    while index < text.count, text[index] != "\n" { index += 1 }
                } else if starts(with: "/*") {
                    skipBlockComment()
                } else if text[index] == "#" || text[index] == "\"" {
                    if !scanStringIfAny() {
                        output.append(text[index])
                        index += 1
                    }
                } else {
                    let scalar = text[index]
                    if scalar == "(" { depth += 1 }
                    if scalar == ")" {
                        if untilClosingParenthesis, depth == 0 {
                            index += 1
                            return
                        }
                        depth -= 1
                    }
                    output.append(scalar)
                    index += 1
                }
            }
        }

        mutating func skipBlockComment() {
            var depth = 0
            while index < text.count {
                if starts(with: "/*") {
                    depth += 1
                    index += 2
                } else if starts(with: "*/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { break }
                } else {
                    // Lines stay lines, so that a line of the code is the line of the file.
                    if text[index] == "\n" { output.append("\n") }
                    index += 1
                }
            }
            output.append(" ")
        }

        /// A string literal at `index` (with its leading `#`s, if raw): blanks its text, keeps the
        /// code of its interpolations. False when `index` is a `#` that starts no string.
        mutating func scanStringIfAny() -> Bool {
            var hashes = 0
            while at(hashes) == "#" { hashes += 1 }
            guard at(hashes) == "\"" else { return false }
            index += hashes
            let multiline = starts(with: "\"\"\"")
            index += multiline ? 3 : 1
            let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
            let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
            output.append(contentsOf: (keepsStrings ? " " : "\"\"").unicodeScalars)
            while index < text.count {
                if starts(with: closing) {
                    index += closing.unicodeScalars.count
                    if keepsStrings { output.append(" ") }
                    return true
                }
                if starts(with: interpolation) {
                    index += interpolation.unicodeScalars.count
                    output.append(" ")
                    scanCode(untilClosingParenthesis: true)
                    output.append(" ")
                } else if hashes == 0, text[index] == "\\" {
                    if keepsStrings {
                        output.append(contentsOf: text[index..<min(index + 2, text.count)])
                    } else if at(1) == "\n" {
                        output.append("\n")
                    }
                    index += 2
                } else {
                    if text[index] == "\n" || keepsStrings { output.append(text[index]) }
                    index += 1
                }
            }
            return true
        }
    }
}
