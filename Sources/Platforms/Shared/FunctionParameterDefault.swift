/// A function's parameter declared with a default value: Kotlin's, Swift's and TypeScript's
/// `stiffness: Float = 500f` (Swift also with a label before it, `withDuration duration:
/// TimeInterval = 0.3`), JavaScript's `(ease = 'power2.out') =>` and `function f(ease = …)`,
/// and a default in a destructuring pattern, `const { ease = 'power2.out', ...rest } = options`
/// (ECMAScript: the default is taken when the object has no such key). A caller that leaves the
/// argument out gets the default; a helper pasted without its callers plays that one, which
/// its definition's note says. A call's named argument (`tween(durationMillis = 300)`) and a
/// builder's assignment (`keyframes { durationMillis = 300 }`) are no parameters.
struct FunctionParameterDefault {
    /// The parameter's name.
    let name: String
    /// Its default value.
    let value: CodeNode
    /// Where the name means the parameter: the function's parameters and body, or the rest of
    /// the block that destructures.
    let scope: Range<Int>
    /// The function it belongs to, or the object destructured, for the note.
    let owner: String
    /// Whether it is a default of a destructuring pattern (taken from `owner`'s key).
    let isDestructured: Bool

    /// The note a definition that took this default carries.
    func note(in code: SourceCode) -> String {
        let value = Names.shortened(code.text(of: value))
        return isDestructured
            ? "\(name) is taken from \(owner), whose value is not in the paste: its default, \(value), is read (\(owner) may hold another)"
            : "\(name) is \(owner)'s parameter, given no value here: its default, \(value), is read (a caller may pass another)"
    }

    /// The one default in `candidates` whose scope holds `offset`; nil when none or several do.
    static func only(_ candidates: [FunctionParameterDefault], around offset: Int) -> FunctionParameterDefault? {
        let holding = candidates.filter { $0.scope.contains(offset) }
        return holding.count == 1 ? holding[0] : nil
    }

    /// The parameter whose name starts at `start` (its first word ends at `wordEnd`), when one is
    /// declared there with a default.
    static func find(in code: SourceCode, regions: SourceRegions, at start: Int, wordEnd: Int) -> FunctionParameterDefault? {
        let s = code.scalars
        var before = start - 1
        while before >= 0, SourceCode.isSpace(s[before]) { before -= 1 }
        guard before >= 0, ["(", ",", "{"].contains(s[before]) else { return nil }
        var i = wordEnd
        func skipBlanks() { while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 } }
        skipBlanks()
        var name = SourceFileBindings.word(s, from: start).0
        // Swift's label, then the parameter's name.
        if i < s.count, SourceCode.isNameStart(s[i]) {
            let (second, secondEnd) = SourceFileBindings.word(s, from: i)
            name = second
            i = secondEnd
            skipBlanks()
        }
        let typed = i < s.count && s[i] == ":" && (i + 1 >= s.count || s[i + 1] != ":")
        if typed {
            i += 1
            // The type, up to the `=` on the line: no bracket, comma or statement between.
            while i < s.count, !["=", "(", ")", ",", ";", "\n", "{", "}"].contains(s[i]) { i += 1 }
        }
        // Only now, when the words could be a parameter's, the bracket they stand in.
        guard i + 1 < s.count, s[i] == "=", s[i + 1] != "=", s[i + 1] != ">",
            let opening = enclosingBracket(s, regions, before: start), s[opening] != "["
        else { return nil }
        if s[opening] == "(" {
            guard typed || (name == SourceFileBindings.word(s, from: start).0 && isJavaScriptParameterList(s, regions, opening: opening))
            else { return nil }
        } else {
            guard !typed, name == SourceFileBindings.word(s, from: start).0, isDestructuringPattern(s, regions, opening: opening)
            else { return nil }
        }
        var reader = code
        reader.position = i + 1
        guard let value = try? reader.value() else { return nil }
        guard let (scope, owner) = scope(of: code, regions: regions, opening: opening) else { return nil }
        return FunctionParameterDefault(
            name: name, value: value, scope: scope, owner: owner,
            isDestructured: ["const", "let", "var"].contains(word(s, before: opening).0))
    }

    static let reach = 4_000

    /// The rest element whose name starts at `start` (`...rest` in `const { duration = 0.7, ease,
    /// ...rest } = options`): the keys its pattern names before and after it, which the rest
    /// object does not hold. nil when `start` is no rest element of a destructuring pattern.
    static func restElement(in code: SourceCode, regions: SourceRegions, at start: Int) -> Set<String>? {
        let s = code.scalars
        guard start >= 3, s[start - 1] == ".", s[start - 2] == ".", s[start - 3] == ".",
            let opening = enclosingBracket(s, regions, before: start), s[opening] == "{",
            isDestructuringPattern(s, regions, opening: opening)
        else { return nil }
        let close = closing(s, regions, of: opening)
        var keys: Set<String> = []
        var index = opening + 1
        var depth = 0
        var atMember = true
        while index < close {
            guard regions.kinds[index] == .code else { index += 1; continue }
            let scalar = s[index]
            if ["(", "[", "{"].contains(scalar) { depth += 1 } else if [")", "]", "}"].contains(scalar) { depth -= 1 }
            if depth == 0, scalar == "," {
                atMember = true
            } else if atMember, depth == 0, SourceCode.isNameStart(scalar) {
                let (key, end) = SourceFileBindings.word(s, from: index)
                if index < 3 || s[index - 1] != "." { keys.insert(key) }
                atMember = false
                index = end
                continue
            } else if !SourceCode.isSpace(scalar), scalar != "." {
                atMember = false
            }
            index += 1
        }
        return keys.subtracting([SourceFileBindings.word(s, from: start).0])
    }

    /// The bracket that holds `offset`, outside comments and strings, nil at the top level.
    /// (A parameter list is looked for within ``reach`` scalars.)
    static func enclosingBracket(_ s: [Unicode.Scalar], _ regions: SourceRegions, before offset: Int) -> Int? {
        var depth = 0
        var index = offset - 1
        while index >= max(0, offset - reach) {
            if regions.kinds[index] == .code {
                switch s[index] {
                case ")", "]", "}": depth += 1
                case "(", "[", "{":
                    if depth == 0 { return index }
                    depth -= 1
                default: break
                }
            }
            index -= 1
        }
        return nil
    }

    /// Where the bracket opened at `opening` closes, or the end of the code.
    static func closing(_ s: [Unicode.Scalar], _ regions: SourceRegions, of opening: Int) -> Int {
        var depth = 0
        var index = opening
        while index < s.count {
            if regions.kinds[index] == .code {
                switch s[index] {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return s.count
    }

    /// The word just before `offset` (spaces skipped) and where it starts.
    static func word(_ s: [Unicode.Scalar], before offset: Int) -> (String, Int) {
        var end = offset
        while end > 0, SourceCode.isSpace(s[end - 1]) { end -= 1 }
        var start = end
        while start > 0, SourceCode.isNameScalar(s[start - 1]) { start -= 1 }
        return (String(scalars: s[start..<end]), start)
    }

    /// A JavaScript function's parameter list: after `function` (and the function's name), or
    /// before `=>`.
    static func isJavaScriptParameterList(_ s: [Unicode.Scalar], _ regions: SourceRegions, opening: Int) -> Bool {
        let (last, lastStart) = word(s, before: opening)
        if last == "function" || word(s, before: lastStart).0 == "function" { return true }
        var after = closing(s, regions, of: opening) + 1
        while after < s.count, SourceCode.isSpace(s[after]) { after += 1 }
        return after + 1 < s.count && s[after] == "=" && s[after + 1] == ">"
    }

    /// A destructuring pattern's brace: after `const`, `let` or `var`, or a parameter of a
    /// JavaScript function (`function f({ ease = 'power2.out' } = {})`).
    static func isDestructuringPattern(_ s: [Unicode.Scalar], _ regions: SourceRegions, opening: Int) -> Bool {
        if ["const", "let", "var"].contains(word(s, before: opening).0) { return true }
        guard let outer = enclosingBracket(s, regions, before: opening), s[outer] == "(" else { return false }
        return isJavaScriptParameterList(s, regions, opening: outer)
    }

    /// Where the parameter's name means it, and whose parameter it is: a parameter list's
    /// function body (a `{ … }` block after the list and its return type, or the expression after
    /// `=` or `=>`), or the block in which a pattern destructures.
    static func scope(of code: SourceCode, regions: SourceRegions, opening: Int) -> (Range<Int>, String)? {
        let s = code.scalars
        if s[opening] == "{" {
            if let outer = enclosingBracket(s, regions, before: opening), s[outer] == "(" {
                return scope(of: code, regions: regions, opening: outer)
            }
            let close = closing(s, regions, of: opening)
            var after = close + 1
            while after < s.count, SourceCode.isSpace(s[after]) { after += 1 }
            guard after < s.count, s[after] == "=" else { return nil }
            after += 1
            while after < s.count, SourceCode.isSpace(s[after]) { after += 1 }
            let source = SourceFileBindings.word(s, from: after).0
            let blockEnd = enclosingBracket(s, regions, before: opening).map { closing(s, regions, of: $0) } ?? s.count
            return (opening..<blockEnd, source.isEmpty ? "the object destructured" : source)
        }
        var (owner, _) = word(s, before: opening)
        if owner.isEmpty {
            // An arrow function bound to a name: `const rise = (el, ease = …) =>`.
            var before = opening - 1
            while before >= 0, SourceCode.isSpace(s[before]) { before -= 1 }
            if before >= 0, s[before] == "=" { owner = word(s, before: before).0 }
        }
        if owner.isEmpty || owner == "function" { owner = "the function" }
        var index = closing(s, regions, of: opening) + 1
        // The return type and anything else before the body, on to its `{`, `=` or `=>`.
        while index < s.count {
            guard regions.kinds[index] == .code else { index += 1; continue }
            switch s[index] {
            case "{":
                return (opening..<closing(s, regions, of: index), owner)
            case "=":
                if index + 1 < s.count, s[index + 1] == "=" { return nil }
                var reader = code
                reader.position = index + (index + 1 < s.count && s[index + 1] == ">" ? 2 : 1)
                reader.skipSpace()
                if reader.position < s.count, s[reader.position] == "{" {
                    return (opening..<closing(s, regions, of: reader.position), owner)
                }
                guard let body = try? reader.value() else { return nil }
                return (opening..<(body.offset + body.length), owner)
            case ";", "}", ")", "(":
                // No body: an interface's or a protocol's declaration, or a call, not a function.
                return nil
            default:
                index += 1
            }
        }
        return nil
    }
}
