/// The pattern matches on a `Curve`'s cases in Swift code (as ``SwiftCodeText`` leaves it):
/// `if case .spring = curve`, `guard …, case .keyframes(let k) = animation.curve`,
/// `case .bezier(let b):` in a switch, `case (.steps(let s), let mode)` in a switch over a tuple.
///
/// The scan reads words, not types, so it tells a `Curve`'s cases from another enum's cases of
/// the same name (`FitFamily.spring`, `CurveError.spring(…)`) by what a `Curve` pattern can be:
/// a case of `Curve` (read off its declaration) with at most one associated value. A column of
/// a switch (the whole pattern, or one place of a tuple) that names any other case, or a case
/// with more values, or a literal, is over another type, and none of its patterns count. A lone
/// `if case` with a kind's name counts, whatever its subject: compare another enum with `==`.
enum CurveKindPatterns {
    struct Match: Equatable, CustomStringConvertible {
        let line: Int
        let text: String
        var description: String { "\(line): \(text)" }
    }

    /// The case names of `enum Curve` in its source.
    static func caseNames(inCurveSource source: String) -> Set<String> {
        let code = SwiftCodeText.code(of: source)
        var names: Set<String> = []
        var inCurve = false
        for line in code.split(separator: "\n") {
            let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
            if line.first?.isWhitespace == false { inCurve = words.contains("enum") && words.contains("Curve") }
            if inCurve, words.first == "case", words.count > 1 { names.insert(words[1]) }
        }
        return names
    }

    /// The lines of `code` that match a case of `kinds` (the lines the patterns start on).
    static func matches(in code: String, kinds: Set<String>) -> [Match] {
        let tokens = Token.all(in: code)
        var lines: Set<Int> = []
        for (index, token) in tokens.enumerated() {
            if token.text == "switch" {
                for pattern in switchPatterns(tokens, switchAt: index, kinds: kinds) { lines.insert(pattern.line) }
            } else if token.text == "case", index > 0, conditionStarts.contains(tokens[index - 1].text) {
                let end = tokens[(index + 1)...].firstIndex { $0.text == "=" || $0.text == "in" } ?? tokens.count
                let pattern = Pattern(tokens: Array(tokens[(index + 1)..<end]))
                if pattern.elements.contains(where: { $0.isCase(of: kinds) }) { lines.insert(token.line) }
            }
        }
        let source = code.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.sorted().map { Match(line: $0, text: source[$0 - 1].trimmingCharacters(in: .whitespaces)) }
    }

    // MARK: Switches

    /// A case label's pattern: its tokens, the line it starts on, and its elements (one, or each
    /// place of a tuple).
    struct Pattern {
        let tokens: [Token]
        var line: Int { tokens.first?.line ?? 0 }

        /// The pattern without a leading `let`/`var` and a trailing `where` clause, split into the
        /// places of a tuple when it is one.
        var elements: [Element] {
            var body = tokens
            if let first = body.first, first.text == "let" || first.text == "var" { body.removeFirst() }
            if let clause = Token.topLevelIndex(of: "where", in: body) { body = Array(body[..<clause]) }
            if body.first?.text == "(", Token.closing(body, from: 0) == body.count - 1 {
                let places = Token.split(Array(body.dropFirst().dropLast()))
                if places.count > 1 { return places.map(Element.init) }
            }
            return [Element(tokens: body)]
        }
    }

    /// One place of a pattern: `.spring(let s)`, `let mode`, `_`, `Curve.bezier`, `0`.
    struct Element {
        let tokens: [Token]

        /// The enum case the place names and how many values it binds (nil when it names none).
        var enumCase: (name: String, values: Int)? {
            var body = tokens
            if let first = body.first, first.text == "let" || first.text == "var" { body.removeFirst() }
            if body.count >= 2, body[0].text == "Curve", body[1].text == "." { body.removeFirst() }
            guard body.count >= 2, body[0].text == ".", body[1].isIdentifier else { return nil }
            let name = body[1].text
            guard body.count > 2, body[2].text == "(" else { return (name, 0) }
            let inside = Array(body[3..<(Token.closing(body, from: 2) ?? body.count)])
            return (name, inside.isEmpty ? 0 : Token.split(inside).count)
        }

        /// A binding (`let x`, `x` under a `let`) or `_`: fits a column of any type.
        var isWildcard: Bool {
            let words = tokens.filter { $0.text != "let" && $0.text != "var" }
            return words.count == 1 && (words[0].text == "_" || words[0].isIdentifier)
        }

        func isCase(of kinds: Set<String>) -> Bool {
            guard let enumCase else { return false }
            return kinds.contains(enumCase.name) && enumCase.values <= 1
        }
    }

    /// The words after which `case` starts a pattern of a condition (`if case`, `guard …, case`,
    /// `for case`), not a label of a switch.
    static let conditionStarts: Set<String> = ["if", "guard", "while", ",", "for"]

    /// The patterns of the labels of the switch at `index` (not those of switches inside it)
    /// that match a case of `kinds`, in a column of the switch that can be a `Curve`.
    static func switchPatterns(_ tokens: [Token], switchAt index: Int, kinds: Set<String>) -> [Pattern] {
        guard let open = tokens[index...].firstIndex(where: { $0.text == "{" }), let close = Token.closing(tokens, from: open) else {
            return []
        }
        var patterns: [Pattern] = []
        var depth = 0
        var position = open + 1
        while position < close {
            let token = tokens[position]
            if token.text == "{" || token.text == "(" || token.text == "[" { depth += 1 }
            if token.text == "}" || token.text == ")" || token.text == "]" { depth -= 1 }
            let previous = tokens[position - 1].text
            if depth == 0, token.text == "case", !conditionStarts.contains(previous) {
                var end = position + 1
                var inner = 0
                while end < close {
                    let text = tokens[end].text
                    if text == "(" || text == "[" || text == "{" { inner += 1 }
                    if text == ")" || text == "]" || text == "}" { inner -= 1 }
                    if inner == 0, text == ":" { break }
                    end += 1
                }
                patterns += Token.split(Array(tokens[(position + 1)..<end])).map(Pattern.init)
                position = end
            }
            position += 1
        }
        // A column that names anything but a kind (or a kind with more values) is over another type.
        let columns = patterns.map(\.elements)
        let width = columns.map(\.count).max() ?? 0
        let curveColumns = (0..<width).filter { place in
            columns.allSatisfy { elements in
                guard place < elements.count else { return true }
                let element = elements[place]
                return element.isWildcard || element.isCase(of: kinds)
            }
        }
        return patterns.filter { pattern in
            let elements = pattern.elements
            return curveColumns.contains { $0 < elements.count && elements[$0].isCase(of: kinds) }
        }
    }

    // MARK: Tokens

    /// A word, a bracket, a dot, a comma, a colon, or a run of operator characters.
    struct Token {
        let text: String
        let line: Int

        var isIdentifier: Bool { text.first.map { $0.isLetter || $0 == "_" || $0 == "$" } ?? false }

        static func all(in code: String) -> [Token] {
            var tokens: [Token] = []
            var line = 1
            var word = ""
            var wordLine = 1
            var operatorRun = ""
            func flush() {
                if !word.isEmpty { tokens.append(Token(text: word, line: wordLine)) }
                if !operatorRun.isEmpty { tokens.append(Token(text: operatorRun, line: line)) }
                word = ""
                operatorRun = ""
            }
            for character in code {
                if character.isLetter || character.isNumber || character == "_" || character == "$" {
                    if !operatorRun.isEmpty { flush() }
                    if word.isEmpty { wordLine = line }
                    word.append(character)
                } else if "=<>!&|+-*/%^~?".contains(character) {
                    if !word.isEmpty { flush() }
                    operatorRun.append(character)
                } else {
                    flush()
                    if !character.isWhitespace { tokens.append(Token(text: String(character), line: line)) }
                    if character == "\n" { line += 1 }
                }
            }
            flush()
            return tokens
        }

        /// The index of the bracket that closes the one at `open`.
        static func closing(_ tokens: [Token], from open: Int) -> Int? {
            var depth = 0
            for index in open..<tokens.count {
                let text = tokens[index].text
                if text == "(" || text == "[" || text == "{" { depth += 1 }
                if text == ")" || text == "]" || text == "}" {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            return nil
        }

        static func topLevelIndex(of word: String, in tokens: [Token]) -> Int? {
            var depth = 0
            for (index, token) in tokens.enumerated() {
                if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
                if token.text == ")" || token.text == "]" || token.text == "}" { depth -= 1 }
                if depth == 0, token.text == word { return index }
            }
            return nil
        }

        /// `tokens` split at their top-level commas.
        static func split(_ tokens: [Token]) -> [[Token]] {
            var parts: [[Token]] = [[]]
            var depth = 0
            for token in tokens {
                if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
                if token.text == ")" || token.text == "]" || token.text == "}" { depth -= 1 }
                if depth == 0, token.text == "," { parts.append([]) } else { parts[parts.count - 1].append(token) }
            }
            return parts
        }
    }
}
