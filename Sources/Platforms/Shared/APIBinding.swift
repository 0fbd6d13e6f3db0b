import CurveKit

/// Code bound against an ``APIDeclaration``: each parameter the code gives (by label, by
/// position or as an object's key), after the platform's precedence rules have dropped the keys
/// it ignores. Readers take typed values from it, with the declared defaults and bounds applied;
/// errors name the parameter, what was given and what is accepted. The keys dropped and the keys
/// the platform does not have are said in ``note``, never dropped in silence.
struct APIBinding {
    let declaration: APIDeclaration
    let code: SourceCode
    /// The call or object bound, for errors about it as a whole.
    let node: CodeNode
    /// The parameters given and not ignored, by name.
    private var given: [String: CodeNode] = [:]
    /// The given keys the precedence rules dropped, in the order the rules list them, each with its rule.
    private(set) var ignored: [(key: String, rule: APIPrecedence)] = []
    /// The keys the code gives that the declaration does not have (an object's only; a call refuses them).
    private(set) var unknown: [String] = []
    /// The keys a platform that animates its other keys (``APIDeclaration/animatesOtherKeys``)
    /// takes as properties although they are a typo away from a declared parameter, each with it.
    private(set) var misspelled: [(key: String, parameter: String)] = []
    /// The keys whose value is an object of their own that the declaration says the platform
    /// reads for that key alone (``APIDeclaration/ownObjects``).
    private(set) var own: [String] = []
    /// The objects spread in before every key read (`{ ...base, ease: "power2.out" }`), as written.
    private(set) var spreads: [String] = []
    /// The rest objects of destructuring patterns spread in (``CodeValue/restName``), as written,
    /// each with the keys its pattern took out, which it cannot hold.
    private(set) var restSpreads: [(spread: String, leftOut: [String])] = []
    /// What errors call a value given by a chain's setter (`setStiffness's argument`), by parameter.
    private var roles: [String: String] = [:]

    /// Binds `node` (a call for a ``APIDeclaration/Form/call``, an object literal for an
    /// ``APIDeclaration/Form/object``) against `declaration`.
    init(_ node: CodeNode, to declaration: APIDeclaration, _ code: SourceCode) throws(CommandError) {
        self.declaration = declaration
        self.code = code
        self.node = node
        switch declaration.form {
        case .object:
            guard case .object(let members) = node.value else {
                throw code.error("expected \(declaration.platform)'s \(declaration.name) { key: value, … }", at: node)
            }
            for (key, value) in members {
                if key == CodeValue.spreadKey {
                    // ECMAScript PropertyDefinitionEvaluation: a spread copies the other object's
                    // keys in its place, so it replaces the keys written before it and is
                    // replaced by those after it; what it holds is known only at run time.
                    let leftOut = CodeValue.keysLeftOut(by: value)
                    let replaced = declaration.parameters.map(\.name).filter { given[$0] != nil && !leftOut.contains($0) }
                    guard replaced.isEmpty else {
                        throw code.error(
                            "`...\(Names.shortened(code.text(of: value)))` is spread into \(declaration.platform)'s \(declaration.name) after \(replaced.map { "`\($0)`" }.joined(separator: ", ")): a later key replaces an earlier one, so whatever it holds at run time may replace \(replaced.count == 1 ? "it" : "them"), and that is not known here: the object and its keys are not read alone",
                            at: value)
                    }
                    if leftOut.isEmpty {
                        spreads.append(code.text(of: value))
                    } else {
                        restSpreads.append((code.text(of: value), leftOut.sorted()))
                    }
                    continue
                }
                if declaration.parameter(key) != nil {
                    given[key] = value
                } else if declaration.ownObjects != nil, case .object = value.value {
                    own.append(key)
                } else if declaration.otherKeys.contains(where: { $0.key == key }) {
                    continue
                } else if declaration.animatesOtherKeys {
                    if let parameter = Suggestions.closest(to: key, among: declaration.parameters.map(\.name)) {
                        misspelled.append((key, parameter))
                    }
                } else {
                    unknown.append(key)
                }
            }
            if let spread = spreads.first, given.isEmpty {
                throw code.error(
                    "\(declaration.platform)'s \(declaration.name) is `...\(Names.shortened(spread))` and no key of its own: what it holds is known only at run time: not read",
                    at: node)
            }
        case .chain:
            try bindChain(node)
        case .declaration:
            throw code.error(
                "\(declaration.platform)'s \(declaration.name): is a declaration, read by the platform's declaration reader", at: node)
        case .call:
            guard let (_, arguments) = node.call else {
                throw code.error("expected \(declaration.platform)'s \(declaration.name)(…)", at: node)
            }
            for (position, argument) in arguments.enumerated() {
                let parameter: APIParameter
                if let label = argument.label {
                    guard let named = declaration.parameter(label) else {
                        throw code.error(
                            "\(declaration.name) has no parameter '\(label)'; it takes \(declaration.parameters.map(\.name).joined(separator: ", "))",
                            at: argument.node)
                    }
                    parameter = named
                } else {
                    guard let positional = declaration.parameter(at: position) else {
                        guard declaration.parameters.contains(where: { $0.position != nil }) else {
                            throw code.error(
                                "\(declaration.name) takes its arguments by name (\(declaration.parameters.map(\.name).joined(separator: ", ")))",
                                at: argument.node)
                        }
                        throw code.error(
                            "\(declaration.name) takes \(declaration.parameters.filter { $0.position != nil }.count) arguments by position (\(Self.positional(declaration))); this is one more",
                            at: argument.node)
                    }
                    parameter = positional
                }
                guard given[parameter.name] == nil else {
                    throw code.error("\(declaration.name) is given \(parameter.name) twice", at: argument.node)
                }
                given[parameter.name] = argument.node
            }
        }
        for rule in declaration.precedence where rule.when.holds({ given[$0] }) {
            for key in rule.ignored {
                if given.removeValue(forKey: key) != nil { ignored.append((key, rule)) }
            }
        }
    }

    /// Binds `Name(a)` and the setters called on it, innermost first; a later setter replaces an
    /// earlier one, as running the chain does.
    private mutating func bindChain(_ node: CodeNode) throws(CommandError) {
        var calls: [CodeNode] = []
        var current: CodeNode? = node
        while let call = current {
            calls.insert(call, at: 0)
            if case .call(let inner, _, _) = call.value { current = inner } else { current = nil }
        }
        for call in calls {
            guard case .call(_, let fullName, let arguments) = call.value else { continue }
            let name = String(fullName.split(separator: ".").last ?? "")
            if name == declaration.name {
                for (position, argument) in arguments.enumerated() {
                    guard let parameter = declaration.parameter(at: position) else {
                        throw code.error(
                            "\(declaration.name) takes \(declaration.parameters.filter { $0.position != nil }.count) arguments by position (\(Self.positional(declaration))); this is one more",
                            at: argument.node)
                    }
                    given[parameter.name] = argument.node
                    roles[parameter.name] = nil
                }
            } else if declaration.receivers.contains(name) {
                continue
            } else if let parameter = declaration.parameter(setter: name), let argument = arguments.first {
                given[parameter.name] = argument.node
                roles[parameter.name] = "\(name)'s argument"
            } else {
                throw code.error(
                    "\(declaration.name) has no \(name)(); it takes \(declaration.parameters.map(\.setter).joined(separator: ", "))",
                    at: call)
            }
        }
    }

    private static func positional(_ declaration: APIDeclaration) -> String {
        declaration.parameters.filter { $0.position != nil }.sorted { ($0.position ?? 0) < ($1.position ?? 0) }.map(\.name)
            .joined(separator: ", ")
    }

    /// The node given for `name` and not ignored.
    func node(_ name: String) -> CodeNode? {
        precondition(declaration.parameter(name) != nil, "\(declaration.name) declares no \(name)")
        return given[name]
    }

    /// Whether the code gives `name` (and the platform reads it).
    func has(_ name: String) -> Bool { node(name) != nil }

    /// Whether the code gives any of `names`.
    func hasAny(_ names: [String]) -> Bool { names.contains(where: has) }

    /// The number given for `name`, else its declared default (or `fallback`, for a form of the
    /// platform that defaults it otherwise); refused outside its bound, clamped where the
    /// platform clamps it.
    func number(_ name: String, default fallback: Double? = nil) throws(CommandError) -> Double {
        guard let parameter = declaration.parameter(name) else { preconditionFailure("\(declaration.name) declares no \(name)") }
        guard let node = given[name] else {
            guard let value = fallback ?? parameter.defaultValue else {
                throw code.error("\(declaration.name) needs \(name)", at: self.node)
            }
            return parameter.clamp.map { min(max(value, $0.lowerBound), $0.upperBound) } ?? value
        }
        let role = roles[name] ?? name
        let value = try CodeArguments.number(node, code, role: role, constants: parameter.constants)
        guard parameter.bound.allows(value) else {
            let accepted =
                parameter.refusal.map { "\(declaration.platform)'s \(name) is \($0)" } ?? "\(role) must be \(parameter.bound.words)"
            throw code.error("\(accepted) (got \(TextFormat.shortest(value)))", at: node)
        }
        return parameter.clamp.map { min(max(value, $0.lowerBound), $0.upperBound) } ?? value
    }

    /// The number given for `name` if it is written as one (a duration kept with the curve), else nil.
    func literal(_ name: String) -> Double? { node(name)?.number }

    /// The number given for `name` when the code gives one the platform accepts; nil when it
    /// gives none, or one it computes elsewhere (a timing kept with the curve only when known).
    func given(_ name: String) -> Double? {
        guard has(name) else { return nil }
        return try? number(name)
    }

    /// The word given for `name`, checked against the words the platform accepts.
    func word(_ name: String) throws(CommandError) -> String? {
        guard let parameter = declaration.parameter(name), case .word(let words) = parameter.kind else {
            preconditionFailure("\(declaration.name) declares no word \(name)")
        }
        guard let node = given[name] else { return nil }
        guard let word = node.word, words.contains(word) else {
            throw code.error(
                "\(declaration.platform)'s \(name) is \(Self.alternatives(words)) (got \(Names.shortened(code.text(of: node))))", at: node)
        }
        return word
    }

    /// The word given for `name` as written, without checking it.
    func writtenWord(_ name: String) -> String? { node(name)?.word }

    static func alternatives(_ words: [String]) -> String {
        let quoted = words.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
    }

    /// What the reply says about the code it was given: the keys the platform ignores (rule by
    /// rule, in the declaration's order) and the keys it does not have; nil when there are none.
    var note: String? {
        var notes: [String] = []
        for rule in declaration.precedence {
            let keys = ignored.filter { $0.rule.reason == rule.reason }.map { "`\($0.key)`" }
            guard !keys.isEmpty else { continue }
            notes.append("\(declaration.platform) ignores \(keys.joined(separator: ", ")) \(rule.reason)")
        }
        if !spreads.isEmpty {
            notes.append(
                spreads.map { "`...\(Names.shortened($0))`" }.joined(separator: ", ")
                    + " is spread in first: the keys written after it replace its own; a key it alone holds is not known here, and each such key is read at its default"
            )
        }
        for (spread, leftOut) in restSpreads {
            notes.append(
                "`...\(Names.shortened(spread))` holds none of the keys its pattern took out (\(leftOut.joined(separator: ", "))), so it replaces none of them; a key it alone holds is not known here, and each such key is read at its default"
            )
        }
        if !own.isEmpty, let meaning = declaration.ownObjects {
            notes.append(own.map { "`\(Names.shortened($0))`" }.joined(separator: ", ") + " " + meaning)
        }
        for (key, parameter) in misspelled {
            notes.append(
                "\(declaration.platform) animates `\(Names.shortened(key))` as a property of the target, not as \(parameter) (did you mean \(parameter)?)"
            )
        }
        if !unknown.isEmpty {
            let keys = unknown.map { "`\(Names.shortened($0))`" }.joined(separator: ", ")
            var note = "\(declaration.platform)'s \(declaration.name) has no \(unknown.count == 1 ? "key" : "keys") \(keys): not read"
            if unknown.count == 1, let near = Suggestions.closest(to: unknown[0], among: declaration.parameters.map(\.name)) {
                note += " (did you mean \(near)?)"
            }
            notes.append(note)
        }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }
}
