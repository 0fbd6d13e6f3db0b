/// A declaration of one of the properties ``CSSAPI`` declares, found in a style sheet:
/// `transition: …`, `-webkit-animation-timing-function: …`, with where its value lies.
struct CSSDeclaration {
    /// The family's declaration (``CSSAPI/transition`` or ``CSSAPI/animation``).
    let api: APIDeclaration
    /// The vendor prefix written (`-webkit-`), or "".
    let prefix: String
    /// The prefix of the property this one sets: browsers take `-webkit-transition…` and
    /// `-webkit-animation…` as aliases of the unprefixed properties (WHATWG Compatibility
    /// Standard, "CSS simple aliases"), so the later of the two in a rule wins; the other
    /// prefixes name properties of their own.
    var aliasedPrefix: String { prefix == "-webkit-" ? "" : prefix }
    /// The shorthand's name or one of its longhands, lowercased, without the prefix.
    let property: String
    let offset: Int
    let valueStart: Int
    let valueEnd: Int
    /// Past the `;` that ends it (or at the `}` or the end).
    let end: Int

    var isShorthand: Bool { property == api.name }
    /// The longhand that holds the easing (`transition-timing-function`).
    var easingLonghand: String { api.name + "-timing-function" }

    static let prefixes = ["-webkit-", "-moz-", "-ms-", "-o-"]

    /// Whether this is `transition-duration` in a rule (its other declarations, `rule`) that
    /// gives the transition no easing, neither by its shorthand nor by
    /// `transition-timing-function`: the transition is this declaration's, eased by the initial
    /// `ease` (CSS Transitions 1 §2.3), and the longhand stands for it.
    func timesTransitionAlone(in rule: [CSSDeclaration]) -> Bool {
        guard api.name == CSSAPI.transition.name, property == api.name + "-duration" else { return false }
        let family = rule.filter { $0.api.name == api.name && $0.aliasedPrefix == aliasedPrefix }
        guard family.contains(where: { $0.offset == offset }) else { return false }
        return !family.contains { $0.isShorthand || $0.property == easingLonghand }
            && family.first { $0.property == property }?.offset == offset
    }

    /// The same declaration with its value the CSS inside a JavaScript string (`value`, between
    /// the quotes), ending where the string does.
    func holding(_ value: Range<Int>) -> CSSDeclaration {
        CSSDeclaration(
            api: api, prefix: prefix, property: property, offset: offset, valueStart: value.lowerBound, valueEnd: value.upperBound,
            end: value.upperBound + 1)
    }

    /// The declaration that starts at `index`, when a property ``CSSAPI`` declares starts there
    /// and a `:` follows it; nil otherwise.
    static func at(_ index: Int, in s: [Unicode.Scalar], end: Int) -> CSSDeclaration? {
        guard index < end, s[index] == "-" || ("a"..."z").contains(s[index]) || ("A"..."Z").contains(s[index]) else { return nil }
        if index > 0, CSSValueTokens.isWordScalar(s[index - 1]) || s[index - 1] == "$" || s[index - 1] == "." { return nil }
        var nameEnd = index
        while nameEnd < end, CSSValueTokens.isWordScalar(s[nameEnd]) { nameEnd += 1 }
        let written = String(scalars: s[index..<nameEnd]).lowercased()
        let prefix = prefixes.first { written.hasPrefix($0) } ?? ""
        let property = String(written.dropFirst(prefix.count))
        guard let api = CSSAPI.declarations.first(where: { $0.name == property || $0.parameter(property) != nil }) else { return nil }
        var colon = nameEnd
        while colon < end, s[colon] == " " || s[colon] == "\t" { colon += 1 }
        guard colon < end, s[colon] == ":", colon + 1 >= end || s[colon + 1] != ":" else { return nil }
        var valueEnd = colon + 1
        var depth = 0
        while valueEnd < end {
            let c = s[valueEnd]
            // A JavaScript template's `${…}` is part of the value, braces and all.
            if c == "$", let close = CSSValueTokens.interpolationEnd(s, at: valueEnd, end: end) {
                valueEnd = close
                continue
            }
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1 }
            if depth <= 0, c == ";" || c == "}" || c == "{" { break }
            valueEnd += 1
        }
        let after = valueEnd < end && s[valueEnd] == ";" ? valueEnd + 1 : valueEnd
        return CSSDeclaration(
            api: api, prefix: prefix, property: property, offset: index, valueStart: colon + 1, valueEnd: valueEnd, end: after)
    }

    /// The declarations of the rule around `index` (from the `{` before it that is not closed
    /// to the `}` that closes it, or the whole text outside any rule), in order, at the rule's
    /// own level (a nested rule's are its own).
    static func rule(around index: Int, in s: [Unicode.Scalar], end: Int) -> [CSSDeclaration] {
        var open = index - 1
        var depth = 0
        while open >= 0 {
            if s[open] == "}" { depth += 1 }
            if s[open] == "{" {
                if depth == 0 { break }
                depth -= 1
            }
            open -= 1
        }
        var found: [CSSDeclaration] = []
        var cursor = open + 1
        depth = 0
        var atStatementStart = true
        while cursor < end {
            let c = s[cursor]
            if c == "{" { depth += 1 }
            if c == "}" {
                if depth == 0 { break }
                depth -= 1
                atStatementStart = true
                cursor += 1
                continue
            }
            if depth == 0, atStatementStart, let declaration = at(cursor, in: s, end: end) {
                found.append(declaration)
                cursor = declaration.end
                continue
            }
            if c == ";" || c == "{" || c == "`" { atStatementStart = true } else if !CSSValueTokens.isSpace(c) { atStatementStart = false }
            cursor += 1
        }
        return found
    }
}
