/// A function's parameter, in a paste that holds the function: Kotlin's, Swift's and
/// TypeScript's `stiffness: Float = 500f` (Swift also with a label before it, `with duration:
/// TimeInterval = 0.3`), JavaScript's `(ease = 'power2.out') =>` and `function f(ease = …)`, and
/// a default in a destructuring pattern, `const { ease = 'power2.out', ...rest } = options`
/// (ECMAScript: the default is taken when the object has no such key). Inside the function its
/// name is what the paste's calls of the function give it: the argument of the one call the
/// paste holds (by label or position), or, when no call there gives one, its default. Each is
/// said in the definition's note (a caller elsewhere may pass another). A call's named argument
/// (`tween(durationMillis = 300)`) and a builder's assignment (`keyframes { durationMillis = 300 }`)
/// are no parameters.
struct FunctionParameter {
    /// The parameter's name.
    let name: String
    /// Swift's argument label, when it has one other than its name.
    let label: String?
    /// Where it stands in the parameter list (0 for the first).
    let position: Int
    /// Its default value, when it has one.
    let defaultValue: CodeNode?
    /// Where the name means the parameter: the function's parameters and body, or the rest of
    /// the block that destructures.
    let scope: Range<Int>
    /// The function it belongs to, or the object destructured, for the note.
    let owner: String
    /// Whether it is a default of a destructuring pattern (taken from `owner`'s key).
    let isDestructured: Bool

    /// The one parameter in `candidates` whose scope holds `offset`; nil when none or several do.
    static func only(_ candidates: [FunctionParameter], around offset: Int) -> FunctionParameter? {
        let holding = candidates.filter { $0.scope.contains(offset) }
        return holding.count == 1 ? holding[0] : nil
    }

    /// Where a parameter's value came from, said in the definition's note.
    enum Origin: Hashable {
        /// The argument of the paste's one call of the function (on that line), or of each of its calls.
        case calls(count: Int, line: Int)
        /// Its default, the paste's calls leaving it out (or there being none).
        case defaultValue(calls: Int)
        /// A destructuring pattern's default.
        case destructured
    }

    /// What the parameter is where the paste uses it: the argument that the calls of its function
    /// in the paste agree on, or its default when none of them gives one, with where it came
    /// from. nil when the calls give different values, or none gives one and it has no default.
    func binding(in code: SourceCode, regions: SourceRegions) -> (value: CodeNode, origin: Origin)? {
        let calls = isDestructured ? [] : Self.calls(of: owner, in: code, regions: regions, outside: scope)
        let given = calls.map(argument(in:))
        if let first = given.first, let argument = first ?? nil {
            let texts = Set(given.map { $0.map { code.text(of: $0) } ?? "" })
            guard texts.count == 1 else { return nil }
            return (argument, .calls(count: calls.count, line: code.line(of: calls[0].offset)))
        }
        guard let defaultValue, given.allSatisfy({ $0 == nil }) else { return nil }
        return (defaultValue, isDestructured ? .destructured : .defaultValue(calls: calls.count))
    }

    /// The note for the parameters `taken` from one `owner` by one `origin`, with their values.
    static func note(owner: String, origin: Origin, taken: [(name: String, value: String)]) -> String {
        let names = Formatting.list(taken.map(\.name))
        let values = taken.map(\.value).joined(separator: ", ")
        let one = taken.count == 1
        switch origin {
        case .calls(let count, let line):
            let calls = count == 1 ? "the call on line \(line) gives" : "each of its \(count) calls gives"
            return
                "\(names) \(one ? "is" : "are") \(owner)'s parameter\(one ? "" : "s"): \(calls) \(one ? "it" : "them") \(values), which \(one ? "is" : "are") read"
        case .defaultValue(let calls):
            let left = calls == 0 ? "given no value here" : "which the paste's calls leave out"
            return
                "\(names) \(one ? "is" : "are") \(owner)'s parameter\(one ? "" : "s"), \(left): \(one ? "its default" : "their defaults"), \(values), \(one ? "is" : "are") read (a caller may pass another)"
        case .destructured:
            return
                "\(names) \(one ? "is" : "are") taken from \(owner), whose value is not in the paste: \(one ? "its default" : "their defaults"), \(values), \(one ? "is" : "are") read (\(owner) may hold another)"
        }
    }

    /// The argument `call` gives this parameter: by its label (Kotlin's named argument, Swift's
    /// label), or among the unlabelled ones by position; nil when the call leaves it out.
    private func argument(in call: CodeNode) -> CodeNode? {
        guard case .call(_, _, let arguments) = call.value else { return nil }
        if let labelled = arguments.first(where: { $0.label != nil && ($0.label == label ?? name) }) { return labelled.node }
        // Swift's `_` label, Kotlin's and JavaScript's positional arguments.
        let positional = arguments.prefix { $0.label == nil }
        return position < positional.count ? positional[positional.startIndex + position].node : nil
    }

    /// The calls of `function` in the code, outside `scope` (its own declaration and body).
    static func calls(of function: String, in code: SourceCode, regions: SourceRegions, outside scope: Range<Int>) -> [CodeNode] {
        let s = code.scalars
        let word = Array(function.unicodeScalars)
        guard !word.isEmpty, s.count > word.count else { return [] }
        var found: [CodeNode] = []
        var index = 0
        while index + word.count < s.count {
            defer { index += 1 }
            guard s[index] == word[0], regions.kinds[index] == .code, !scope.contains(index),
                index == 0 || !SourceCode.isNameScalar(s[index - 1]),
                s[index..<(index + word.count)].elementsEqual(word), !SourceCode.isNameScalar(s[index + word.count])
            else { continue }
            // Not its declaration (`fun bezier(` on a line whose scope starts later).
            let (before, _) = Self.word(s, before: index)
            guard !["fun", "func", "function"].contains(before) else { continue }
            var reader = code
            reader.position = index
            guard let call = try? reader.value(), case .call(nil, function, _) = call.value else { continue }
            found.append(call)
        }
        return found
    }

    /// The parameter whose name starts at `start` (its first word ends at `wordEnd`): one with a
    /// default, or one without in a function the paste declares (`fun`, `func`, `function`).
    static func find(in code: SourceCode, regions: SourceRegions, at start: Int, wordEnd: Int) -> FunctionParameter? {
        let s = code.scalars
        var before = start - 1
        while before >= 0, SourceCode.isSpace(s[before]) { before -= 1 }
        guard before >= 0, ["(", ",", "{"].contains(s[before]) else { return nil }
        var i = wordEnd
        func skipBlanks() { while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 } }
        skipBlanks()
        let first = SourceFileBindings.word(s, from: start).0
        var name = first
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
        let hasDefault = i + 1 < s.count && s[i] == "=" && s[i + 1] != "=" && s[i + 1] != ">"
        // Only now, when the words could be a parameter's, the bracket they stand in.
        guard hasDefault || (typed && i < s.count && [",", ")"].contains(s[i])),
            let opening = enclosingBracket(s, regions, before: start), s[opening] != "["
        else { return nil }
        if s[opening] == "(" {
            if hasDefault {
                guard typed || (name == first && isJavaScriptParameterList(s, regions, opening: opening)) else { return nil }
            } else {
                guard isDeclaredFunction(s, opening: opening) else { return nil }
            }
        } else {
            guard hasDefault, !typed, name == first, isDestructuringPattern(s, regions, opening: opening) else { return nil }
        }
        var value: CodeNode?
        if hasDefault {
            var reader = code
            reader.position = i + 1
            guard let read = try? reader.value() else { return nil }
            value = read
        }
        guard let (scope, owner) = scope(of: code, regions: regions, opening: opening) else { return nil }
        return FunctionParameter(
            name: name, label: name == first ? nil : first, position: position(s, regions, of: start, in: opening),
            defaultValue: value, scope: scope, owner: owner,
            isDestructured: ["const", "let", "var"].contains(word(s, before: opening).0))
    }

    /// How many parameters stand before `start` in the list opened at `opening`.
    static func position(_ s: [Unicode.Scalar], _ regions: SourceRegions, of start: Int, in opening: Int) -> Int {
        var depth = 0
        var commas = 0
        for index in (opening + 1)..<start where regions.kinds[index] == .code {
            switch s[index] {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where s[index - 1] != "-" && s[index - 1] != "=": depth -= 1
            case "," where depth == 0: commas += 1
            default: break
            }
        }
        return commas
    }

    /// Whether the parameter list opened at `opening` is a function's that the code declares on
    /// that line: `fun`, `func` or `function` before its name (`private fun bezier(`, `fun <T>
    /// pop(`, `fun View.springy(`).
    static func isDeclaredFunction(_ s: [Unicode.Scalar], opening: Int) -> Bool {
        let lineStart = s[..<opening].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        let words = String(scalars: s[lineStart..<opening]).split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.dropLast().contains { ["fun", "func", "function"].contains($0) }
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
        // The scope starts at the function's name, so that its declaration is no call of it.
        var (owner, start) = word(s, before: opening)
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
                return (start..<closing(s, regions, of: index), owner)
            case "=":
                if index + 1 < s.count, s[index + 1] == "=" { return nil }
                var reader = code
                reader.position = index + (index + 1 < s.count && s[index + 1] == ">" ? 2 : 1)
                reader.skipSpace()
                if reader.position < s.count, s[reader.position] == "{" {
                    return (start..<closing(s, regions, of: reader.position), owner)
                }
                guard let body = try? reader.value() else { return nil }
                // A call's trailing lambda is part of the body (`= lazy { … }`).
                var end = body.offset + body.length
                while end < s.count, s[end] == " " || s[end] == "\t" { end += 1 }
                if end < s.count, s[end] == "{" { return (start..<closing(s, regions, of: end), owner) }
                return (start..<(body.offset + body.length), owner)
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
