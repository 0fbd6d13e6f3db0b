import Platforms

/// What completion offers after a command's name or a definition's keyword, read off the
/// declared arguments (``ArgumentDeclaring``) and the session.
extension ArgumentDeclaring {
    /// What completion offers for the word after `typed` (the words after the name or keyword).
    static func completion(after typed: [String], in interpreter: Interpreter) -> Completions {
        let arguments = Self.arguments
        let positionals = arguments.filter(\.isPositional)
        var slot = 0
        var index = 0
        while index < typed.count {
            let word = typed[index]
            index += 1
            if let argument = arguments.first(where: { !$0.isPositional && $0.name == word }) {
                if case .alone = argument.form { return .words([]) }
                if case .keyword = argument.form {
                    if index == typed.count { return interpreter.candidates(for: argument.completion).map(Completions.words) ?? .files }
                    index += 1
                }
            } else if let equals = word.firstIndex(of: "="), arguments.contains(where: { $0.form == .option(String(word[..<equals])) }) {
                continue
            } else if slot < positionals.count, positionals[slot].form != .repeated, positionals[slot].form != .rest {
                slot += 1
            }
        }
        let current = slot < positionals.count ? positionals[slot] : nil
        let offered = current.map { interpreter.candidates(for: $0.completion) }
        if let offered, offered == nil { return .files }
        let values = (offered ?? []) ?? []
        if current?.form == .positional { return .words(values) }
        let named = arguments.compactMap { argument -> String? in
            switch argument.form {
            case .option(let key): "\(key)="
            case .flag(let word), .keyword(let word): word
            case .alone(let word): typed.isEmpty ? word : nil
            default: nil
            }
        }
        return .words(values + named)
    }

    /// What completion offers after `key=`.
    static func completion(ofOption key: String, in interpreter: Interpreter) -> Completions {
        guard let option = arguments.first(where: { $0.form == .option(key) }) else { return .words([]) }
        return interpreter.candidates(for: option.completion).map(Completions.words) ?? .files
    }
}
