import CurveKit

/// Where a style sheet's `@keyframes` rules are and what plays them, as CSS Animations 1 has
/// it: the rule's keyword (browsers also take WebKit's `@-webkit-keyframes`, and older ones the
/// `-moz-` and `-o-` spellings, as the same rule), keyframes a script's template makes, and the
/// easings of the animations that name the rule, which pace the intervals whose keyframe gives
/// no `animation-timing-function` of its own (§3.1).
enum CSSKeyframesRule {
    /// The rule's keyword, unprefixed first.
    static let keywords = ["@keyframes", "@-webkit-keyframes", "@-moz-keyframes", "@-o-keyframes"]

    /// A prefixed rule, `@-webkit-keyframes NAME { … }`, that starts at `index`: the whole rule
    /// and its block; nil when none starts there (the unprefixed rule is a block form the file
    /// scan reads itself).
    static func prefixedRule(at index: Int, _ code: SourceCode, end: Int) -> (whole: CodeNode, body: CodeNode)? {
        let s = code.scalars
        guard index < end, s[index] == "@", index + 1 < end, s[index + 1] == "-" else { return nil }
        guard
            let keyword = keywords.dropFirst().first(where: { keyword in
                let k = Array(keyword.unicodeScalars)
                return index + k.count < end && Array(s[index..<(index + k.count)]) == k && !CSSValueTokens.isWordScalar(s[index + k.count])
            })
        else { return nil }
        var open = index + keyword.unicodeScalars.count
        while open < end, s[open] != "{", s[open] != ";", s[open] != "}" { open += 1 }
        guard open < end, s[open] == "{" else { return nil }
        var reader = code
        reader.position = open
        guard let body = try? reader.value(), case .block = body.value, body.offset + body.length <= end else { return nil }
        return (CodeNode(value: .block, offset: index, length: body.offset + body.length - index), body)
    }

    /// The rule's name: what follows its keyword, up to its block.
    static func name(of rule: CodeNode, body: CodeNode, _ code: SourceCode) -> String {
        var start = rule.offset
        while start < body.offset, !SourceCode.isSpace(code.scalars[start]) { start += 1 }
        return String(String.UnicodeScalarView(code.scalars[start..<body.offset])).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The blocks of every `@keyframes name` rule (any spelling) in `s`, as text.
    static func blocks(named name: String, in s: [Unicode.Scalar]) -> [Substring] {
        let text = String(scalars: s)
        var found: [Substring] = []
        for keyword in keywords {
            var searchFrom = text.startIndex
            while let rule = text.range(of: keyword, range: searchFrom..<text.endIndex) {
                searchFrom = rule.upperBound
                let rest = text[rule.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
                guard rest.hasPrefix(name), let open = rest.firstIndex(of: "{") else { continue }
                guard rest[rest.index(rest.startIndex, offsetBy: name.count)..<open].allSatisfy(\.isWhitespace) else { continue }
                var depth = 0
                var close = open
                for index in rest[open...].indices {
                    if rest[index] == "{" { depth += 1 }
                    if rest[index] == "}" { depth -= 1 }
                    if depth == 0 { close = index; break }
                }
                found.append(rest[open..<close])
            }
        }
        return found
    }

    /// How many keyframes a block of ``blocks(named:in:)`` holds: each keyframe block's
    /// selectors, a list of one or more (`0%, 100% { … }` is two keyframes).
    static func keyframeCount(in block: Substring) -> Int {
        var count = 0
        var depth = 0
        var selectors = 1
        for character in block {
            switch character {
            case "{":
                depth += 1
                if depth == 2 { count += selectors }
            case "}":
                depth -= 1
                if depth == 1 { selectors = 1 }
            case "," where depth == 1:
                selectors += 1
            default:
                break
            }
        }
        return count
    }

    /// Whether `s` makes the keyframes a template interpolation names (`${spin}` in an
    /// animation, after `const spin = keyframes` and a template string: styled-components,
    /// emotion, goober) with an animation-timing-function in them.
    static func templatePacesItsOwnIntervals(_ interpolation: String, in s: [Unicode.Scalar]) -> Bool {
        guard interpolation.hasPrefix("${"), interpolation.hasSuffix("}") else { return false }
        let variable = interpolation.dropFirst(2).dropLast().trimmingCharacters(in: .whitespaces)
        guard !variable.isEmpty else { return false }
        let text = String(scalars: s)
        var searchFrom = text.startIndex
        while let found = text.range(of: variable, range: searchFrom..<text.endIndex) {
            searchFrom = found.upperBound
            let rest = text[found.upperBound...].drop { $0 == " " || $0 == "\t" }
            guard rest.hasPrefix("=") else { continue }
            let value = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            guard value.hasPrefix("keyframes"), let open = value.firstIndex(of: "`") else { continue }
            guard value[value.startIndex..<open].allSatisfy({ $0.isLetter || $0.isWhitespace || $0 == "." }) else { continue }
            let body = value[value.index(after: open)...].prefix { $0 != "`" }
            if body.contains("animation-timing-function") { return true }
        }
        return false
    }

    /// The easings, as written, of the animations in `s` that play the keyframes `name`: from
    /// each rule whose `animation` shorthand or `animation-timing-function` sets its easing (a
    /// shorthand without one sets `ease`, the initial value); a rule that names the keyframes
    /// but sets no easing is left out, since another style sheet may set it. Distinct, in order.
    static func animationEasings(named name: String, in s: [Unicode.Scalar]) -> [String] {
        let values = CSSCustomValues.declared(in: s)
        var easings: [String] = []
        for index in s.indices where s[index] == "a" || s[index] == "-" {
            guard let declaration = CSSDeclaration.at(index, in: s, end: s.count), declaration.api.name == CSSAPI.animation.name,
                declaration.isShorthand || declaration.property == declaration.easingLonghand
            else { continue }
            var consumed: [Int] = []
            let rule = CSSDeclaration.rule(around: index, in: s, end: s.count)
            guard let items = try? CSSDeclarationReader.items(of: declaration, in: rule, s, values, consumed: &consumed) else { continue }
            for item in items where item.subject == name {
                let easing = item.easing ?? CSSAPI.initialEasing
                if !easings.contains(easing) { easings.append(easing) }
            }
        }
        return easings
    }
}
