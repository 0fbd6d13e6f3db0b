/// One component value of a CSS declaration's value (CSS Syntax 3 §5.3, "component value"): a
/// function with its balanced arguments, a word, a number with or without a unit, a string, a
/// comma, or `!important`. Whitespace separates components; comments are skipped.
struct CSSComponent: Equatable {
    enum Kind: Equatable {
        /// `cubic-bezier(…)`, `var(…)`: the name lowercased; ``CSSComponent/text`` holds the whole call.
        case function(String)
        /// An identifier, lowercased (`ease-in`, `infinite`, `opacity`, `--ease`).
        case ident(String)
        /// A `<time>`, in seconds.
        case time(Double)
        /// A number without a unit (an iteration count).
        case number(Double)
        /// A Sass variable (`$ease-out`), with its `$`.
        case sassVariable(String)
        /// A JavaScript template's `${…}` standing alone in CSS written in a template string
        /// (styled-components' `animation: ${pulse} 400ms`): a value the script gives at run time.
        case interpolation
        case string
        case comma
        case important
        /// Anything else (a length, a Sass interpolation, a JavaScript expression).
        case other
    }

    var kind: Kind
    /// The component as written.
    var text: String
    /// Where it starts in the scalars it was read from.
    var offset: Int
    /// What a reply says of it: the variable it replaced, when that was its fallback.
    var note: String? = nil
}

/// The tokenizer of a declaration's value, over the scalars the file's lexer has already
/// stripped of comments (a paste's are skipped here).
enum CSSValueTokens {
    static func components(_ s: [Unicode.Scalar], from start: Int, to end: Int) -> [CSSComponent] {
        var components: [CSSComponent] = []
        var index = start
        while index < end {
            let scalar = s[index]
            if isSpace(scalar) { index += 1; continue }
            if scalar == "/", index + 1 < end, s[index + 1] == "*" {
                index += 2
                while index + 1 < end, !(s[index] == "*" && s[index + 1] == "/") { index += 1 }
                index += 2
                continue
            }
            if scalar == "," {
                components.append(CSSComponent(kind: .comma, text: ",", offset: index))
                index += 1
                continue
            }
            if scalar == "!" {
                var word = index + 1
                while word < end, isSpace(s[word]) { word += 1 }
                var wordEnd = word
                while wordEnd < end, isWordScalar(s[wordEnd]) { wordEnd += 1 }
                let isImportant = String(scalars: s[word..<wordEnd]).lowercased() == "important"
                components.append(
                    CSSComponent(kind: isImportant ? .important : .other, text: String(scalars: s[index..<wordEnd]), offset: index))
                index = max(wordEnd, index + 1)
                continue
            }
            if scalar == "\"" || scalar == "'" {
                var close = index + 1
                while close < end, s[close] != scalar { close += s[close] == "\\" ? 2 : 1 }
                close = min(close + 1, end)
                components.append(CSSComponent(kind: .string, text: String(scalars: s[index..<close]), offset: index))
                index = close
                continue
            }
            // A word, up to a space, a comma or the end; a `(` in it opens a function whose
            // arguments run to the matching `)`.
            var wordEnd = index
            var depth = 0
            var isFunction = false
            while wordEnd < end {
                let c = s[wordEnd]
                if depth == 0, isSpace(c) || c == "," || c == "!" { break }
                if c == "$", let close = interpolationEnd(s, at: wordEnd, end: end) {
                    wordEnd = close
                    continue
                }
                if c == "(" {
                    if depth == 0, wordEnd > index { isFunction = true }
                    depth += 1
                }
                if c == ")" {
                    depth -= 1
                    if depth <= 0 {
                        wordEnd += 1
                        if isFunction { break }
                        depth = 0
                        continue
                    }
                }
                wordEnd += 1
            }
            let text = String(scalars: s[index..<wordEnd])
            components.append(CSSComponent(kind: kind(of: text, isFunction: isFunction), text: text, offset: index))
            index = max(wordEnd, index + 1)
        }
        return components
    }

    /// Past the `}` that closes the JavaScript template interpolation `${…}` at `index`; nil
    /// when none starts there (or it is not closed before `end`).
    static func interpolationEnd(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index + 1 < end, s[index] == "$", s[index + 1] == "{" else { return nil }
        var depth = 0
        for cursor in (index + 1)..<end {
            if s[cursor] == "{" { depth += 1 }
            if s[cursor] == "}" {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
        }
        return nil
    }

    static func kind(of text: String, isFunction: Bool) -> CSSComponent.Kind {
        if text.hasPrefix("${"), text.hasSuffix("}") { return .interpolation }
        if isFunction, let open = text.firstIndex(of: "(") {
            let name = text[..<open].lowercased()
            return name.allSatisfy { $0.isLetter || $0 == "-" } && !name.isEmpty ? .function(name) : .other
        }
        if let seconds = seconds(text) { return .time(seconds) }
        if let number = Double(text), text.first.map({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }) == true {
            return .number(number)
        }
        if text.first == "$", text.count > 1, text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
            return .sassVariable(text)
        }
        if isIdentifier(text) { return .ident(text.lowercased()) }
        return .other
    }

    /// A CSS identifier: letters, digits, `-` and `_`, not starting with a digit (CSS Syntax 3 §4.3.9).
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, !first.isNumber, first != "." else { return false }
        return text.unicodeScalars.allSatisfy(isWordScalar) && text != "-"
    }

    /// A CSS `<time>` (`300ms`, `.3s`, `0.3S`) in seconds (milliseconds divided by 1000, so that
    /// 300ms is 0.3 to the last bit).
    static func seconds(_ word: String) -> Double? {
        let lower = word.lowercased()
        let (digits, divisor) =
            lower.hasSuffix("ms") ? (lower.dropLast(2), 1000.0) : lower.hasSuffix("s") ? (lower.dropLast(), 1.0) : ("", 0)
        guard let first = digits.first, first.isNumber || first == "." || first == "-" || first == "+",
            digits.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" }), let value = Double(digits)
        else { return nil }
        return value / divisor
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        SourceCode.isNameScalar(scalar) && scalar != "$" || scalar == "-"
    }
}
