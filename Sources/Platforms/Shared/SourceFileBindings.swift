/// What a file says about its names, so that a definition is read with everything the code
/// gives it: values declared once (`final desc = SpringDescription(…)`, then
/// `SpringSimulation(desc, 0, 600, 10)`), and properties set on an object after it is made
/// (`let anim = CASpringAnimation(keyPath: "position")`, then `anim.damping = 12` or
/// `spring.setStiffness(200f)` on the following lines). A property set twice, or a name
/// declared twice, is not guessed at: the reader refuses and says why.
struct SourceFileBindings {
    let code: SourceCode
    let regions: SourceRegions
    /// Each declared name's values, in order (`let`, `var`, `val`, `final`, `const`, or a Java
    /// type before the name).
    private(set) var declarations: [String: [CodeNode]] = [:]
    /// Offsets of declared values that were read as part of another definition.
    var consumed: Set<Int> = []
    /// `class X extends Y`: where each `extends` is, and Y, so that `super(…)` in a constructor
    /// after it is Y's constructor (Java: a subclass of `PathInterpolator` calling
    /// `super(0.3f, 0f, 0.1f, 1f)` plays that cubic). Empty when the file overrides
    /// `getInterpolation`: its curve is its own code, not the superclass's.
    private(set) var superclasses: [(offset: Int, name: String)] = []

    /// Properties that set an object's timing after it is made (the reading platform's
    /// ``PlatformSpec/settableTiming``).
    let settableTiming: [String: [String: Setting]]
    /// Methods called on a declared name that are read with the name's value as their receiver
    /// (the reading platform's ``PlatformSpec/callsOnDeclaredReceivers``).
    let callsOnDeclaredReceivers: Set<String>

    enum Setting: Equatable {
        case argument(String)
        case setter(String)
    }

    static let declaringWords: Set<String> = ["let", "var", "val", "final", "const"]
    static let javaPrimitives: Set<String> = ["float", "double", "int", "long"]

    init(
        code: SourceCode, regions: SourceRegions, settableTiming: [String: [String: Setting]] = [:],
        callsOnDeclaredReceivers: Set<String> = []
    ) {
        self.settableTiming = settableTiming
        self.callsOnDeclaredReceivers = callsOnDeclaredReceivers
        self.code = code
        self.regions = regions
        let s = code.scalars
        var index = 0
        while index < s.count {
            guard regions.kinds[index] == .code, SourceCode.isNameStart(s[index]),
                index == 0 || !SourceCode.isNameScalar(s[index - 1]) && s[index - 1] != "."
            else {
                if regions.kinds[index] == .code, SourceCode.isNameStart(s[index]), index >= 3, s[index - 1] == ".",
                    let rest = FunctionParameter.restElement(in: code, regions: regions, at: index)
                {
                    restElements[Self.word(s, from: index).0, default: []].append(rest)
                }
                index += 1
                continue
            }
            let (name, end) = Self.word(s, from: index)
            defer { index = max(end, index + 1) }
            if name == "getInterpolation" { overridesInterpolation = true }
            if name == "extends" {
                var i = end
                while i < s.count, SourceCode.isSpace(s[i]) { i += 1 }
                let (superclass, _) = Self.word(s, from: i)
                if !superclass.isEmpty { superclasses.append((index, superclass)) }
                continue
            }
            if Self.typeWords.contains(name), let (typeName, body) = Self.typeBody(code, regions, after: end) {
                typeBodies[typeName, default: []].append(body)
            }
            if name == "class", let (superclass, at) = Self.kotlinSupertype(s, regions, after: end) {
                superclasses.append((index, superclass))
                supertypeNames.insert(at)
                continue
            }
            if let parameter = FunctionParameter.find(in: code, regions: regions, at: index, wordEnd: end) {
                parameters[parameter.name, default: []].append(parameter)
                continue
            }
            guard let (declared, valueStart, isBody) = declaration(named: name, at: index, wordEnd: end) else {
                if let (assigned, valueStart) = assignment(of: name, at: index, wordEnd: end) {
                    var reader = code
                    reader.position = valueStart
                    reader.skipSpace()
                    assignments[assigned, default: []].append((index, reader.position))
                }
                continue
            }
            var reader = code
            reader.position = valueStart
            if let node = try? reader.value(), !isBody || Self.closesBody(after: reader, of: node) {
                declarations[declared, default: []].append(node)
            }
        }
        if overridesInterpolation { superclasses = [] }
        findReassigned()
    }

    private var overridesInterpolation = false

    /// The types the file declares (`enum Tuning { … }`, `object Motion { … }`, `class K { … }`)
    /// and where each one's body is: `Tuning.springStiffness` names the constant declared once
    /// in that body (``typeMember(_:)``).
    private(set) var typeBodies: [String: [Range<Int>]] = [:]
    static let typeWords: Set<String> = ["enum", "struct", "class", "object", "interface"]

    /// The name after a type keyword and the range of its body's braces; nil when no `{` opens
    /// it before a `;`, an `=` or the end of the declaration's few lines.
    static func typeBody(_ code: SourceCode, _ regions: SourceRegions, after keyword: Int) -> (String, Range<Int>)? {
        let s = code.scalars
        var i = keyword
        while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
        guard i < s.count, SourceCode.isNameStart(s[i]) else { return nil }
        let (name, nameEnd) = word(s, from: i)
        i = nameEnd
        var depth = 0
        while i < s.count, i < nameEnd + 400 {
            if regions.kinds[i] == .code {
                switch s[i] {
                case "(", "<": depth += 1
                case ")", ">": depth -= 1
                case ";", "=":
                    if depth == 0 { return nil }
                case "{":
                    guard depth == 0 else { break }
                    return code.closingBrace(from: i).map { (name, i..<($0 + 1)) }
                default: break
                }
            }
            i += 1
        }
        return nil
    }

    /// `Tuning.springStiffness`: the one value declared under the member's name inside the body
    /// of the type the file declares once under the first name (Swift's `static let` in an
    /// enum, Kotlin's `const val` in an object, Java's `static final`, Dart's `static const`).
    func typeMember(_ path: String) -> CodeNode? {
        guard let (type, member) = Self.declaredReceiver(of: path), let bodies = typeBodies[type], bodies.count == 1,
            let values = declarations[member]
        else { return nil }
        let inside = values.filter { bodies[0].contains($0.offset) }
        return inside.count == 1 ? inside[0] : nil
    }

    /// The parameters of the functions the code declares, and the defaults of destructuring
    /// patterns (``FunctionParameter``), by name: inside the function, unless the file declares
    /// the name otherwise, a name is what the paste's calls give it, or its default.
    private(set) var parameters: [String: [FunctionParameter]] = [:]
    /// The rest elements of destructuring patterns (`...rest`), by name: the keys each pattern
    /// took out before it, which the rest object cannot hold.
    private(set) var restElements: [String: [Set<String>]] = [:]
    /// The parameters the definition being assembled took a value for (a call's argument or a
    /// default), said in its notes.
    private var parametersTaken: [(parameter: FunctionParameter, origin: FunctionParameter.Origin, value: String)] = []

    /// Each name's assignments after its declaration, as statements (`_picked = choice['curve']`,
    /// `this.ease = next`): where the statement starts and where its value starts.
    private(set) var assignments: [String: [(statement: Int, value: Int)]] = [:]

    /// `NAME = ` or `this.NAME = ` (`self.`) as a statement of its own (after a line break, `;`,
    /// a brace, a condition's `)` or `=>`), not a named argument (`tween(easing = …)`) nor a
    /// property of another object (`bounds.interpolator = …`): the name and where its value starts.
    private func assignment(of word: String, at start: Int, wordEnd: Int) -> (String, Int)? {
        let s = code.scalars
        var before = start - 1
        while before >= 0, SourceCode.isSpace(s[before]) { before -= 1 }
        let isStatement =
            before < 0 || ["\n", ";", "{", "}", ")"].contains(s[before]) || (before >= 1 && s[before] == ">" && s[before - 1] == "=")
        guard isStatement, !Self.declaringWords.contains(word) else { return nil }
        var name = word, i = wordEnd
        if word == "this" || word == "self", i + 1 < s.count, s[i] == ".", SourceCode.isNameStart(s[i + 1]) {
            (name, i) = Self.word(s, from: i + 1)
        }
        let nameEnd = i
        while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
        guard i + 1 < s.count, s[i] == "=", s[i + 1] != "=", s[i + 1] != ">" else { return nil }
        // A JSX attribute (`transition={transition}`, `ease="linear"`) is written without spaces.
        if i == nameEnd, ["{", "\"", "'"].contains(s[i + 1]) { return nil }
        return (name, i + 1)
    }

    /// The first assignment of a declared name, when the value at `offset` is one of its values:
    /// its declaration's initial value or a value assigned to it later. Either may be what plays,
    /// depending on the code that runs (a dropdown's `onChanged` assigning the curve a widget
    /// plays). Nil when the name is not assigned after its declaration.
    func reassignment(ofValueAt offset: Int) -> (name: String, statement: Int)? { reassigned[offset] }

    /// ``reassignment(ofValueAt:)`` for every value it answers, by the value's offset.
    private(set) var reassigned: [Int: (name: String, statement: Int)] = [:]

    private mutating func findReassigned() {
        for (name, assigned) in assignments {
            guard let declared = declarations[name], !declared.isEmpty, let first = assigned.first else { continue }
            for value in declared { reassigned[value.offset] = (name, first.statement) }
            for value in assigned {
                reassigned[value.value] = (name, assigned.first { $0.value != value.value }?.statement ?? first.statement)
            }
        }
    }

    /// Where a Kotlin class header names its supertype without calling its constructor
    /// (`class Wobble : OvershootInterpolator {`, whose constructors call `super(…)`): a type
    /// there, never a value.
    private(set) var supertypeNames: Set<Int> = []

    /// Kotlin's `class Name<T>(params) : Supertype`: the supertype's name and where it starts;
    /// nil when no `:` follows the class's name and primary constructor.
    static func kotlinSupertype(_ s: [Unicode.Scalar], _ regions: SourceRegions, after keyword: Int) -> (String, Int)? {
        var i = keyword
        func skipSpace() { while i < s.count, SourceCode.isSpace(s[i]) { i += 1 } }
        skipSpace()
        let (className, nameEnd) = word(s, from: i)
        guard !className.isEmpty else { return nil }
        i = nameEnd
        // Type parameters, modifiers before the primary constructor, and the constructor's parameters.
        for closing: Unicode.Scalar in [">", ")"] {
            skipSpace()
            let (modifier, modifierEnd) = word(s, from: i)
            if ["private", "internal", "protected", "public", "constructor"].contains(modifier) { i = modifierEnd; skipSpace() }
            let opening: Unicode.Scalar = closing == ">" ? "<" : "("
            guard i < s.count, s[i] == opening else { continue }
            var depth = 0
            while i < s.count {
                if regions.kinds[i] == .code, s[i] == opening { depth += 1 }
                if regions.kinds[i] == .code, s[i] == closing { depth -= 1 }
                i += 1
                if depth == 0 { break }
            }
        }
        skipSpace()
        guard i < s.count, s[i] == ":", regions.kinds[i] == .code else { return nil }
        i += 1
        skipSpace()
        let (supertype, _) = word(s, from: i)
        return supertype.isEmpty ? nil : (supertype, i)
    }

    /// What a definition took from elsewhere in the file that its reply should say (a property
    /// set twice, the last value taken; a name that names another declared value), by where the
    /// definition starts.
    var notes: [Int: [String]] = [:]

    /// Where each declared value starts.
    var declaredValueOffsets: Set<Int> { Set(declarations.values.flatMap { $0.map(\.offset) }) }

    /// Each name declared exactly once, with its value (a name declared twice is not guessed at).
    var declaredOnce: [String: CodeNode] {
        declarations.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }

    /// The class whose constructor `super(…)` at `offset` calls.
    func superclass(at offset: Int) -> String? {
        superclasses.last { $0.offset < offset }?.name
    }

    /// CSS custom properties declared in the file (`--ease-out: cubic-bezier(…);`), as names
    /// that `var(--ease-out)` resolves, and Sass variables (`$ease-out: …;`), whose uses the
    /// style sheet's own declarations resolve: so a value declared and used by none of the code
    /// is known as such. One declared twice (a theme overriding it) stays unresolved.
    mutating func declareCustomProperties() {
        let s = code.scalars
        var index = 0
        while index + 2 < s.count {
            let sass = s[index] == "$" && SourceCode.isNameStart(s[index + 1]) && s[index + 1] != "$"
            guard regions.kinds[index] == .code, sass || (s[index] == "-" && s[index + 1] == "-" && SourceCode.isNameStart(s[index + 2])),
                index == 0 || !(SourceCode.isNameScalar(s[index - 1]) || s[index - 1] == "-" || s[index - 1] == "(")
            else {
                index += 1
                continue
            }
            var end = index + (sass ? 1 : 2)
            while end < s.count, SourceCode.isNameScalar(s[end]) || s[end] == "-" { end += 1 }
            let name = String(scalars: s[index..<end])
            var i = end
            while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
            index = end
            guard i < s.count, s[i] == ":" else { continue }
            var reader = code
            reader.position = i + 1
            if let node = try? reader.value() { declarations[name, default: []].append(node) }
        }
    }

    static func word(_ s: [Unicode.Scalar], from start: Int) -> (String, Int) {
        var end = start
        var word = String.UnicodeScalarView()
        while end < s.count, SourceCode.isNameScalar(s[end]) { word.append(s[end]); end += 1 }
        return (String(word), end)
    }

    /// Whether the getter's body ends after the value `reader` read: one expression, then `}`
    /// (a trailing closure of the value's call, `UIViewPropertyAnimator(…) { }`, passed over).
    static func closesBody(after reader: SourceCode, of value: CodeNode) -> Bool {
        var reader = reader
        reader.skipSpace()
        if reader.current == "{", case .call = value.value {
            guard let end = reader.closingBrace(from: reader.position) else { return false }
            reader.position = end + 1
            reader.skipSpace()
        }
        return reader.current == "}"
    }

    /// `let NAME = `, `val NAME: Type = `, `SpringForce force = `: the name and where its value
    /// starts. Swift's computed property whose getter is one expression, `static var NAME: Type {
    /// return VALUE }` (or `{ VALUE }`), declares that value too (`isBody`: its `}` must follow).
    private func declaration(named word: String, at start: Int, wordEnd: Int) -> (String, Int, isBody: Bool)? {
        let s = code.scalars
        var i = wordEnd
        func skipSpace() { while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 } }
        let isKeyword = Self.declaringWords.contains(word)
        // Objective-C writes a pointer's type first: `CASpringAnimation *spring = …`,
        // `NSArray<NSNumber *> *keyTimes = @[…]`.
        if !isKeyword, word.first?.isUppercase == true {
            if i < s.count, s[i] == "<" {
                var depth = 0
                while i < s.count {
                    if s[i] == "<" { depth += 1 } else if s[i] == ">" { depth -= 1 }
                    i += 1
                    if depth == 0 || s[i - 1] == "\n" { break }
                }
            }
            skipSpace()
            while i < s.count, s[i] == "*" { i += 1 }
        }
        skipSpace()
        guard i < s.count, SourceCode.isNameStart(s[i]) else { return nil }
        // A Java declaration names its type first, capitalised (`SpringForce force = …`) or a
        // primitive (`private static final float SETTLE_STIFFNESS = 800f;`).
        guard isKeyword || word.first?.isUppercase == true || Self.javaPrimitives.contains(word) else { return nil }
        let (name, nameEnd) = Self.word(s, from: i)
        i = nameEnd
        skipSpace()
        if isKeyword, i < s.count, s[i] == ":" {
            // A type annotation, up to the `=` on the same line.
            while i < s.count, s[i] != "=", s[i] != "\n", s[i] != "{", s[i] != "(" { i += 1 }
            if word == "var", i < s.count, s[i] == "{" {
                i += 1
                while i < s.count, SourceCode.isSpace(s[i]) { i += 1 }
                let (first, firstEnd) = Self.word(s, from: i)
                if first == "return" { i = firstEnd }
                // A getter of statements, or `get`/`set` blocks, is not one value.
                guard !["get", "set", "let", "var", "if", "guard", "switch"].contains(first) else { return nil }
                return (name, i, true)
            }
        }
        guard i + 1 < s.count, s[i] == "=", s[i + 1] != "=", s[i + 1] != ">" else { return nil }
        return (name, i + 1, false)
    }

    /// `node` with its arguments' declared names replaced by their values and, for a definition
    /// bound to a name, the properties set on it later added.
    mutating func assembled(_ node: CodeNode, isTopLevel: Bool) throws(CommandError) -> CodeNode {
        parametersTaken = []
        defer {
            for note in parameterNotes() where notes[node.offset]?.contains(note) != true { notes[node.offset, default: []].append(note) }
            parametersTaken = []
        }
        if isTopLevel, let (alias, value) = aliased(node) {
            notes[node.offset, default: []].append(
                "\(alias) is declared as \(code.text(of: node)), whose value (line \(code.line(of: value.offset))) is read")
            return resolved((try? withPropertiesSet(value)) ?? value, depth: 1)
        }
        var result = resolved(node, depth: 0)
        // A property set to a declared name (`spring.stiffness = stiff`) takes its value too. An
        // object configured by a closure (`configure(CASpringAnimation(…)) { $0.damping = 10 }`)
        // is one wherever it stands.
        if isTopLevel || configuringClosure(of: node) != nil { result = resolved(try withPropertiesSet(result), depth: 0) }
        return result
    }

    /// The notes for the parameters the definition took, one for each function and origin.
    private func parameterNotes() -> [String] {
        var groups: [(owner: String, origin: FunctionParameter.Origin, taken: [(name: String, value: String)])] = []
        for (parameter, origin, value) in parametersTaken {
            if let index = groups.firstIndex(where: { $0.owner == parameter.owner && $0.origin == origin }) {
                if !groups[index].taken.contains(where: { $0.name == parameter.name }) {
                    groups[index].taken.append((parameter.name, value))
                }
            } else {
                groups.append((parameter.owner, origin, [(parameter.name, value)]))
            }
        }
        return groups.map { FunctionParameter.note(owner: $0.owner, origin: $0.origin, taken: $0.taken) }
    }

    /// A declaration whose whole value names another value declared once in the file
    /// (`static const calm = lively;`, `val fade = Quick`): a definition of its own, with the
    /// value it names (followed through names that name names); the name declared, and that value.
    /// The value named stays a definition of its own too.
    private func aliased(_ node: CodeNode) -> (alias: String, value: CodeNode)? {
        guard case .name = node.value,
            let alias = declarations.first(where: { $0.value.count == 1 && $0.value[0].offset == node.offset })?.key
        else { return nil }
        var value = node
        for _ in 0..<8 {
            guard case .name(let word) = value.value, !word.unicodeScalars.contains("."), let values = declarations[word], values.count == 1
            else { break }
            value = values[0]
        }
        return value.offset == node.offset ? nil : (alias, value)
    }

    /// The values of declared names used as arguments (a name declared twice stays a name).
    private mutating func resolved(_ node: CodeNode, depth: Int) -> CodeNode {
        guard depth < 4 else { return node }
        switch node.value {
        case .object(let members):
            // `{ ease: "steps(" + FRAMES + ")" }`, `{ stiffness: STIFFNESS }`: members take declared values too.
            let replaced = members.map { member in
                if member.key == CodeValue.spreadKey, case .name(let word) = member.value.value, let rests = restElements[word],
                    rests.count == 1
                {
                    let keys = rests[0].sorted().map {
                        CodeArgument(label: nil, node: CodeNode(value: .string($0), offset: member.value.offset, length: 0))
                    }
                    let rest = CodeArgument(label: nil, node: member.value)
                    return (
                        key: member.key,
                        value: CodeNode(
                            value: .call(receiver: nil, name: CodeValue.restName, arguments: keys + [rest]), offset: member.value.offset,
                            length: member.value.length)
                    )
                }
                return (key: member.key, value: resolvedOperand(member.value, depth: depth))
            }
            return CodeNode(value: .object(replaced), offset: node.offset, length: node.length)
        case .array(let elements):
            // `timingFunctions = [squeeze, squeeze]`: the elements take declared values too; a
            // spread of a declared array (`[...CURVE.standOut]`) is that array's elements.
            let replaced = elements.flatMap { element -> [CodeNode] in
                if case .call(nil, CodeValue.spreadKey, let arguments) = element.value, arguments.count == 1 {
                    let spread = resolvedOperand(arguments[0].node, depth: depth)
                    if case .array(let items) = spread.value { return items }
                }
                return [resolvedOperand(element, depth: depth)]
            }
            return CodeNode(value: .array(replaced), offset: node.offset, length: node.length)
        case .call(let receiver, let name, let arguments):
            let replaced = arguments.map { argument -> CodeArgument in
                var argument = argument
                argument.node = resolvedOperand(argument.node, depth: depth)
                return argument
            }
            // A builder chain's earlier calls take declared names too (`.setStiffness(K).setDampingRatio(…)`).
            var receiver = receiver.map { resolved($0, depth: depth) }
            var callee = receiver == nil && name == "super" ? superclass(at: node.offset) ?? name : name
            // `tl.to(…)`, where the platform reads the method with its receiver: the declared value is the receiver.
            if receiver == nil, let (head, method) = Self.declaredReceiver(of: name), callsOnDeclaredReceivers.contains(method),
                declarations[head]?.count == 1
            {
                receiver = resolvedOperand(
                    CodeNode(value: .name(head), offset: node.offset, length: head.unicodeScalars.count), depth: depth)
                callee = method
            }
            // `"steps(" + frameCount + ")"` with its names resolved: the string it makes.
            let call = CodeNode(
                value: .call(receiver: receiver, name: callee, arguments: replaced), offset: node.offset, length: node.length)
            // `DURATION_MS / 1000` with its names resolved: the number it makes.
            return CodeArithmetic.folded(call.folded, in: code)
        default:
            return node
        }
    }

    /// `tl.to` as the name `tl` and the method `to`; nil for a name without one dot.
    static func declaredReceiver(of name: String) -> (head: String, method: String)? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// An argument or member: a declared name's one value (resolved in turn), or `node` resolved.
    private mutating func resolvedOperand(_ node: CodeNode, depth: Int) -> CodeNode {
        if case .name(let path) = node.value, let member = declaredMember(path) ?? typeMember(path) {
            consumed.insert(member.offset)
            return resolvedOperand(member, depth: depth + 1)
        }
        if case .name(let word) = node.value, !word.unicodeScalars.contains("."), let values = declarations[word], values.count == 1 {
            consumed.insert(values[0].offset)
            // A declared object takes the properties set on it later too (`kf.setInterpolator(…)`).
            return resolved((try? withPropertiesSet(values[0])) ?? values[0], depth: depth + 1)
        }
        if case .name(let word) = node.value, declarations[word] == nil,
            let parameter = FunctionParameter.only(parameters[word] ?? [], around: node.offset)
        {
            // A parameter the paste does not settle stays a name: what it stands for (a view, a
            // value known at run time) is the reader's to judge.
            if let (value, origin) = parameter.binding(in: code, regions: regions) {
                parametersTaken.append((parameter, origin, Names.shortened(code.text(of: value))))
                consumed.insert(value.offset)
                return resolved(value, depth: depth + 1)
            }
        }
        return resolved(node, depth: depth + 1)
    }

    /// The member `path` names in an object literal the file declares once (`CURVES.STANDARD`
    /// of `const CURVES = { STANDARD: [0.26, 0.08, 0.25, 1], … }`, nested keys too); nil when the
    /// path is no declared object's member.
    func declaredMember(_ path: String) -> CodeNode? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let values = declarations[parts[0]], values.count == 1 else { return nil }
        var node = values[0]
        for key in parts.dropFirst() {
            // A spread after the key may set it again: not guessed at.
            guard case .object(let members) = node.value, let index = members.lastIndex(where: { $0.key == key }),
                !members[index...].contains(where: { $0.key == CodeValue.spreadKey })
            else { return nil }
            node = members[index].value
        }
        return node
    }

    /// The name a definition at `offset` is bound to: the identifier just before an `=` in front of it.
    private func boundName(before offset: Int) -> String? {
        let s = code.scalars
        var i = offset - 1
        while i >= 0, s[i] == " " || s[i] == "\t" { i -= 1 }
        // Java and Dart write `new` before the type.
        if i >= 2, String(scalars: s[(i - 2)...i]) == "new" {
            i -= 3
            while i >= 0, s[i] == " " || s[i] == "\t" { i -= 1 }
        }
        guard i >= 1, s[i] == "=", s[i - 1] != "=", s[i - 1] != "!" else { return nil }
        i -= 1
        while i >= 0, s[i] == " " || s[i] == "\t" { i -= 1 }
        var end = i + 1
        // `let anim: CASpringAnimation = …`: step back over the annotation.
        var j = i
        while j >= 0, s[j] != ":", s[j] != "\n", s[j] != ";", s[j] != "{" { j -= 1 }
        if j >= 0, s[j] == ":" {
            i = j - 1
            while i >= 0, s[i] == " " || s[i] == "\t" { i -= 1 }
            end = i + 1
        }
        var start = end
        while start > 0, SourceCode.isNameScalar(s[start - 1]) { start -= 1 }
        guard start < end, SourceCode.isNameStart(s[start]), start == 0 || s[start - 1] != "." else { return nil }
        return String(scalars: s[start..<end])
    }

    /// Where the block around `offset` closes (its `}`), or the end of the code.
    private func endOfScope(from offset: Int) -> Int {
        let s = code.scalars
        var depth = 0
        var index = offset
        while index < s.count {
            if regions.kinds[index] == .code {
                if s[index] == "{" {
                    depth += 1
                } else if s[index] == "}" {
                    if depth == 0 { return index }
                    depth -= 1
                }
            }
            index += 1
        }
        return s.count
    }

    /// `[name setProperty:value]` at the name at `index`: the property's setting (when the
    /// platform declares `property` settable), its value and where the message starts and ends.
    private func objectiveCSetter(on name: String, at index: Int, settable: [String: Setting]) -> (
        setting: Setting, selector: String, value: CodeNode, start: Int, end: Int, line: Int
    )? {
        let s = code.scalars
        var open = index - 1
        while open >= 0, SourceCode.isSpace(s[open]) { open -= 1 }
        guard open >= 0, s[open] == "[" else { return nil }
        var reader = code
        reader.position = open
        // ``SourceCode/objectiveCMessage(from:)`` reads a message to a name as the call `name.selector(…)`.
        guard let message = try? reader.value(), case .call(nil, let called, let arguments) = message.value,
            let (receiver, selector) = Self.declaredReceiver(of: called), receiver == name, arguments.count == 1,
            selector.hasPrefix("set"), selector.count > 3
        else { return nil }
        let rest = selector.dropFirst(3)
        let property = rest.prefix(1).lowercased() + rest.dropFirst()
        guard let setting = settable[property] else { return nil }
        return (setting, selector, arguments[0].node, open, message.offset + message.length, code.line(of: open))
    }

    private func typeName(_ node: CodeNode) -> String? {
        guard case .call(nil, let name, _) = node.value else { return nil }
        return String(name.split(separator: ".").last ?? "")
    }

    /// The closure that configures the object `node` makes, handed to it right after it is made:
    /// `configure(CASpringAnimation(…)) { $0.damping = 10 }` or `make(…) { anim in anim.damping = 10 }`
    /// (a helper that runs the closure on its one argument and returns it).
    /// The name the closure calls the object (`$0`, or the parameter before `in`) and where its
    /// body starts and ends; nil when no closure follows.
    func configuringClosure(of node: CodeNode) -> (name: String, start: Int, end: Int)? {
        let s = code.scalars
        func skipSpace(_ i: inout Int) { while i < s.count, SourceCode.isSpace(s[i]) { i += 1 } }
        var i = node.offset + node.length
        skipSpace(&i)
        if i < s.count, s[i] == ")" {
            // The helper's one argument: `(` just before it, after the helper's name.
            var before = node.offset - 1
            while before >= 0, SourceCode.isSpace(s[before]) { before -= 1 }
            guard before >= 1, s[before] == "(", SourceCode.isNameScalar(s[before - 1]) else { return nil }
            i += 1
        } else {
            return nil
        }
        skipSpace(&i)
        guard i < s.count, s[i] == "{", regions.kinds[i] == .code else { return nil }
        let end = endOfScope(from: i + 1)
        var j = i + 1
        skipSpace(&j)
        if j < s.count, s[j] == "(" { j += 1 }
        let (parameter, parameterEnd) = Self.word(s, from: j)
        var k = parameterEnd
        if k < s.count, s[k] == ")" { k += 1 }
        skipSpace(&k)
        if !parameter.isEmpty, !parameter.hasPrefix("$"), Self.word(s, from: k).0 == "in" { return (parameter, k + 2, end) }
        return ("$0", i + 1, end)
    }

    /// The definition with the timing properties set on its name after it, or in the closure
    /// that configures it (``configuringClosure(of:)``).
    private mutating func withPropertiesSet(_ node: CodeNode) throws(CommandError) -> CodeNode {
        guard let type = typeName(node), let settable = settableTiming[type] else { return node }
        let name: String
        var index: Int
        let scopeEnd: Int
        var inClosure = false
        if let closure = configuringClosure(of: node) {
            (name, index, scopeEnd) = closure
            inClosure = true
            // A paste cut inside the closure (a line typed alone) does not show what it sets.
            guard scopeEnd < code.scalars.count else {
                throw code.error(
                    "\(code.text(of: node)) is configured by the closure after it, which ends before its '}': what it sets is not known here; not read (paste the closure whole)",
                    at: node)
            }
        } else if let bound = boundName(before: node.offset) {
            name = bound
            index = node.offset + node.length
            // A variable lives until the block it is declared in closes: a name declared again in
            // another function (`CABasicAnimation *animation` in each of two methods) is another variable.
            scopeEnd = endOfScope(from: index)
        } else {
            return node
        }
        let s = code.scalars
        var settings = PropertySettings(name: name, regions: regions, scalars: s)
        while index < scopeEnd {
            // A closure's `$0` is its own inside a closure nested in it.
            if inClosure, s[index] == "{", regions.kinds[index] == .code {
                index = endOfScope(from: index + 1) + 1
                continue
            }
            guard regions.kinds[index] == .code, SourceCode.isNameStart(s[index]), !SourceCode.isNameScalar(s[index - 1]),
                s[index - 1] != "."
            else {
                index += 1
                continue
            }
            let (word, end) = Self.word(s, from: index)
            if Self.declaringWords.contains(word) {
                // A new declaration of the same name ends what we may read about this one.
                var i = end
                while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
                if Self.word(s, from: i).0 == name { break }
            }
            guard word == name else { index = end; continue }
            var i = end
            while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
            // `anim = …` (or `CABasicAnimation *anim = …` again): the name now holds another object.
            if i + 1 < s.count, s[i] == "=", s[i + 1] != "=" { break }
            // The object itself handed on (`layer.add(anim, forKey: nil)`, `[heart addAnimation:beat …]`),
            // not a message to it nor a property of it: what is set after this is not what that call took.
            var before = index - 1
            while before >= 0, SourceCode.isSpace(s[before]) { before -= 1 }
            if !(i < s.count && (s[i] == "." || s[i] == "?" || s[i] == "!")), !(before >= 0 && s[before] == "[") {
                settings.lastUse = index
            }
            // Objective-C's setter message, `[anim setTimingFunction:…]`: a property `name` is set
            // by the message `setName:` (The Objective-C Programming Language, "Declared Properties").
            if let message = objectiveCSetter(on: name, at: index, settable: settable) {
                consumed.insert(message.value.offset)
                consumed.insert(message.start)
                try settings.set(
                    message.setting, to: message.value, at: message.start, line: message.line, written: "[\(name) \(message.selector):]",
                    code)
                index = max(message.end, end)
                continue
            }
            i = end
            if i < s.count, s[i] == "?" || s[i] == "!" { i += 1 }
            guard i + 1 < s.count, s[i] == ".", SourceCode.isNameStart(s[i + 1]) else { index = end; continue }
            var (property, propertyEnd) = Self.word(s, from: i + 1)
            // `anim.spring.stiffness = …`: a property of the object a property gives, when the
            // platform declares the path.
            while settable[property] == nil, propertyEnd + 1 < s.count, s[propertyEnd] == ".", SourceCode.isNameStart(s[propertyEnd + 1]) {
                let (inner, innerEnd) = Self.word(s, from: propertyEnd + 1)
                let longer = property + "." + inner
                guard settable.keys.contains(where: { $0 == longer || $0.hasPrefix(longer + ".") }) else { break }
                property = longer
                propertyEnd = innerEnd
            }
            i = propertyEnd
            while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
            guard let setting = settable[property] else { index = propertyEnd; continue }
            var reader = code
            if i + 1 < s.count, s[i] == "=", s[i + 1] != "=" {
                reader.position = i + 1
            } else if i < s.count, s[i] == "(" {
                reader.position = i + 1
            } else {
                index = propertyEnd
                continue
            }
            guard let value = try? reader.value() else { index = propertyEnd; continue }
            let line = code.line(of: index)
            // The value set is part of this definition, not one of its own (`anim.timingFunction = …`),
            // nor is the statement that sets it (`anim.setInterpolator(…)`).
            consumed.insert(value.offset)
            consumed.insert(index)
            try settings.set(setting, to: value, at: index, line: line, written: "\(name).\(property)", code)
            index = reader.position
            // `force.setDampingRatio(…)⏎    .setStiffness(…)`: the setters chained after it in the same statement.
            var j = reader.position
            func skipSpace() { while j < s.count, SourceCode.isSpace(s[j]) { j += 1 } }
            skipSpace()
            guard case .setter = setting, j < s.count, s[j] == ")" else { continue }
            j += 1
            while true {
                skipSpace()
                guard j + 1 < s.count, s[j] == ".", SourceCode.isNameStart(s[j + 1]) else { break }
                let (method, methodEnd) = Self.word(s, from: j + 1)
                guard let chained = settable[method], case .setter = chained, methodEnd < s.count, s[methodEnd] == "(" else { break }
                reader.position = methodEnd + 1
                guard let next = try? reader.value() else { break }
                consumed.insert(next.offset)
                try settings.set(chained, to: next, at: next.offset, line: line, written: "\(name).\(method)", code)
                j = reader.position
                skipSpace()
                guard j < s.count, s[j] == ")" else { break }
                j += 1
            }
            index = max(index, j)
        }
        if !settings.notes.isEmpty { notes[node.offset, default: []] += settings.notes }
        try settings.checkReadsOfItself(code)
        guard !settings.values.isEmpty else { return node }
        var result = node
        for (setting, value, _, _) in settings.values {
            switch setting {
            case .argument(let label):
                guard case .call(let receiver, let callee, let arguments) = result.value else { continue }
                let kept = arguments.filter { $0.label != label }
                result.value = .call(receiver: receiver, name: callee, arguments: kept + [CodeArgument(label: label, node: value)])
            case .setter(let setter):
                result = CodeNode(
                    value: .call(receiver: result, name: setter, arguments: [CodeArgument(label: nil, node: value)]),
                    offset: node.offset, length: node.length)
            }
        }
        return result
    }
}

/// The timing properties set on one name after its definition, in the order the code sets them.
/// A property set again replaces its value, as an assignment does: the object keeps the last
/// value set (Core Animation copies an animation when it is added to a layer, so only what was
/// set before `add(_:forKey:)` runs). The earlier value is not guessed away when it may be the
/// one that runs: when the object was handed on between the two settings (added to a layer, a
/// view animated with it) or a brace lies between them (an `if … else` may set one or the other).
struct PropertySettings {
    let name: String
    let regions: SourceRegions
    let scalars: [Unicode.Scalar]
    var values: [(setting: SourceFileBindings.Setting, value: CodeNode, start: Int, line: Int)] = []
    /// Where the object was last handed on as a whole.
    var lastUse: Int?
    /// What the reply says about the settings taken.
    var notes: [String] = []

    mutating func set(
        _ setting: SourceFileBindings.Setting, to value: CodeNode, at start: Int, line: Int, written: String, _ code: SourceCode
    ) throws(CommandError) {
        guard let earlier = values.firstIndex(where: { $0.setting == setting }) else {
            values.append((setting, value, start, line))
            return
        }
        let first = values[earlier]
        let handedOn = lastUse.map { $0 > first.start && $0 < start } ?? false
        let branches = (first.start..<start).contains { regions.kinds[$0] == .code && (scalars[$0] == "{" || scalars[$0] == "}") }
        if handedOn {
            throw code.error(
                "\(written) is set twice (lines \(first.line) and \(line)) with \(name) handed on between them: each hand-over takes the value set before it, so the object is not read as one definition (not read); the values set are listed on their own",
                at: value)
        }
        if branches {
            throw code.error(
                "\(written) is set twice (lines \(first.line) and \(line)) in different blocks: not sure which one the animation runs with, so neither is guessed (not read); paste the definition with the values it runs with",
                at: value)
        }
        values.remove(at: earlier)
        values.append((setting, value, start, line))
        notes.append("\(written) is set twice (lines \(first.line) and \(line)): the object keeps the last value set, line \(line)'s")
    }

    /// Refuses a property set to a value read from the object itself (`hop.duration =
    /// hop.settlingDuration`) before other timing properties of it are set: the value is the
    /// one the object gives for its settings when that line runs (Core Animation's
    /// `settlingDuration` "is evaluated for the current animation parameters"), not for the
    /// settings the animation runs with, so what it gives is not this definition's.
    func checkReadsOfItself(_ code: SourceCode) throws(CommandError) {
        for (index, setting) in values.enumerated() {
            guard let read = setting.value.call?.name, read.hasPrefix(name + "."), values.count > index + 1 else { continue }
            let later = values[(index + 1)...]
            let lines = Set(later.map { $0.line }).sorted().map(String.init).joined(separator: ", ")
            let set = later.map { Self.property(of: $0.setting) }.joined(separator: ", ")
            throw code.error(
                "\(name).\(Self.property(of: setting.setting)) is set to \(read) on line \(setting.line), before line\(later.count == 1 ? "" : "s") \(lines) set\(later.count == 1 ? "s" : "") \(name)'s \(set): it is the value for \(name)'s settings when line \(setting.line) runs, not for those the animation runs with, so what it gives the animation is not known here (not read); set it after the other properties, or give the number",
                at: setting.value)
        }
    }

    private static func property(of setting: SourceFileBindings.Setting) -> String {
        switch setting {
        case .argument(let label): label
        case .setter(let setter): setter
        }
    }
}
