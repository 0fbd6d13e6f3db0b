import Foundation

/// The values a style sheet gives by name, and the declarations' values with those names
/// replaced: custom properties (`--ease: cubic-bezier(…)`, used as `var(--ease)` or
/// `var(--ease, fallback)`; CSS Custom Properties 1 §2–§3) and Sass variables (`$ease: …;`).
enum CSSCustomValues {
    /// Each name declared in `s` with the values it is declared with (trimmed, without a
    /// trailing `!default`, `!important` or `!global`), in order.
    static func declared(in s: [Unicode.Scalar]) -> DeclaredValues {
        var values: DeclaredValues = [:]
        var index = 0
        while index + 1 < s.count {
            let isCustom = s[index] == "-" && s[index + 1] == "-"
            guard isCustom || s[index] == "$", index == 0 || !(CSSValueTokens.isWordScalar(s[index - 1]) || s[index - 1] == "(") else {
                index += 1
                continue
            }
            var end = index + (isCustom ? 2 : 1)
            while end < s.count, CSSValueTokens.isWordScalar(s[end]) { end += 1 }
            let name = String(scalars: s[index..<end])
            var colon = end
            while colon < s.count, s[colon] == " " || s[colon] == "\t" { colon += 1 }
            index = end
            guard name.count > (isCustom ? 2 : 1), colon < s.count, s[colon] == ":" else { continue }
            var valueEnd = colon + 1
            var depth = 0
            while valueEnd < s.count {
                let c = s[valueEnd]
                if c == "(" { depth += 1 }
                if c == ")" { depth -= 1 }
                if depth <= 0, c == ";" || c == "}" || c == "{" || (c == "\n" && depth == 0 && !isCustom) { break }
                valueEnd += 1
            }
            var value = String(scalars: s[(colon + 1)..<valueEnd]).trimmingCharacters(in: .whitespacesAndNewlines)
            for flag in ["!default", "!important", "!global"] where value.lowercased().hasSuffix(flag) {
                value = String(value.dropLast(flag.count)).trimmingCharacters(in: .whitespacesAndNewlines)
            }
            var start = colon + 1
            while start < valueEnd, CSSValueTokens.isSpace(s[start]) { start += 1 }
            values[name, default: []].append((value, start))
            index = valueEnd
        }
        return values
    }

    /// The declaration's value as a list (split at its commas), `!important` dropped, every
    /// variable replaced by its value.
    /// With `keepingUnknown`, a `var()` of a custom property the code does not declare and gives no
    /// fallback for stays as written, for the shorthand's reader to place (``CSSTimingItem``).
    static func lists(
        of declaration: CSSDeclaration, _ s: [Unicode.Scalar], _ values: DeclaredValues, consumed: inout [Int],
        keepingUnknown: Bool = false
    ) throws(CSSReadFailure) -> [[CSSComponent]] {
        let components = try resolved(
            CSSValueTokens.components(s, from: declaration.valueStart, to: declaration.valueEnd), values, depth: 0, consumed: &consumed,
            keepingUnknown: keepingUnknown)
        var lists: [[CSSComponent]] = [[]]
        for component in components where component.kind != .important {
            if component.kind == .comma { lists.append([]) } else { lists[lists.count - 1].append(component) }
        }
        guard !lists.contains(where: \.isEmpty) else { throw .item(.invalid("an item of its list is empty")) }
        return lists
    }

    static func resolved(
        _ components: [CSSComponent], _ values: DeclaredValues, depth: Int, consumed: inout [Int], keepingUnknown: Bool = false
    ) throws(CSSReadFailure) -> [CSSComponent] {
        var result: [CSSComponent] = []
        for component in components {
            let name: String, fallback: String?
            switch component.kind {
            case .function("var"):
                let inner = component.text.drop { $0 != "(" }.dropFirst().dropLast()
                let comma = topLevelComma(in: inner)
                name = String(inner[..<(comma ?? inner.endIndex)]).trimmingCharacters(in: .whitespacesAndNewlines)
                fallback = comma.map { String(inner[inner.index(after: $0)...]).trimmingCharacters(in: .whitespacesAndNewlines) }
                guard name.hasPrefix("--") else { throw .item(.notCSS) }
            case .sassVariable(let variable):
                name = variable
                fallback = nil
            default:
                result.append(component)
                continue
            }
            guard depth < 8 else { throw .variable("\(name) refers to itself through other variables; not read") }
            let declared = values[name] ?? []
            let distinct = declared.map(\.text).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let text: String
            var note: String?
            if distinct.count == 1 {
                text = distinct[0]
                consumed += declared.map(\.offset)
            } else if distinct.count > 1 {
                throw .variable(
                    "\(name) is declared \(declared.count) times in this code with different values (\(distinct.joined(separator: "; "))): which one applies depends on the element the rule matches; not read"
                )
            } else if let fallback {
                text = fallback
                note =
                    "\(name) is not declared in this code, so var() gives its fallback \(fallback) (a style sheet elsewhere that declares \(name) would win)"
            } else if keepingUnknown, !name.hasPrefix("$") {
                result.append(component)
                continue
            } else {
                throw .variable(
                    name.hasPrefix("$")
                        ? "the Sass variable \(name) is not declared in this code: its value is not known here; not read"
                        : "var(\(name)) names a custom property this code does not declare and gives no fallback: its value is not known here; not read"
                )
            }
            let scalars = Array(text.unicodeScalars)
            let components = CSSValueTokens.components(scalars, from: 0, to: scalars.count)
            for var replaced in try resolved(components, values, depth: depth + 1, consumed: &consumed, keepingUnknown: keepingUnknown) {
                replaced.offset = component.offset
                replaced.note = replaced.note ?? note
                result.append(replaced)
            }
        }
        return result
    }

    static func topLevelComma(in text: Substring) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}
