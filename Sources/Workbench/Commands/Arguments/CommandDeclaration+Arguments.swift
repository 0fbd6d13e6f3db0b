import CurveKit
import Platforms

/// A command's usage line, parser, canonical words and completion, read off its
/// ``CommandDeclaration/arguments``.
extension CommandDeclaration {
    /// `name` and each argument as the usage line shows it: `[N]`, `samples=N`, `[as NAME]`,
    /// `[segments=K | tolerance=E]`, then `| name word` for each word that is the whole command.
    static var usage: String {
        let arguments = Self.arguments
        var parts = [name]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard let group = argument.group else {
                if let part = argument.usagePart { parts.append(part) }
                index += 1
                continue
            }
            let members = arguments[index...].prefix { $0.group == group }
            index += members.count
            switch group {
            case .oneOf:
                let inner = members.map(\.bareUsage).joined(separator: " | ")
                parts.append(members.contains(where: \.isRequired) ? "(\(inner))" : "[\(inner)]")
            case .together:
                parts.append("[\(members.map(\.bareUsage).joined(separator: " "))]")
            }
        }
        let alone = arguments.compactMap { argument in if case .alone(let word) = argument.form { " | \(name) \(word)" } else { nil } }
        return parts.joined(separator: " ") + alone.joined()
    }

    /// The canonical words: the name, then each argument's words in the order declared. A word
    /// that a declared flag or keyword would take is quoted where a value stands.
    var words: [String] {
        let arguments = Self.arguments
        for argument in arguments {
            if case .alone = argument.form, let word = argument.words(self).first { return [Self.name, word] }
        }
        let named = Set(arguments.filter { !$0.isPositional }.compactMap(\.name))
        return [Self.name]
            + arguments.flatMap { argument -> [String] in
                let words = argument.words(self)
                guard argument.isPositional, argument.form != .positional else { return words }
                return words.map { named.contains($0) ? TextFormat.inQuotes($0) : $0 }
            }
    }

    /// Reads the words after the name as the arguments declare, then ``check(_:given:)``.
    static func parse(_ words: inout Words) throws(CommandError) -> Self {
        var reading = ArgumentReading<Self>(arguments: arguments, usage: words.usage)
        let command = try reading.read(&words)
        try check(command, given: reading.given)
        return command
    }

    /// What completion offers for the word after `typed` (the words after the command's name).
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

extension Argument {
    /// How the argument shows in the usage line on its own.
    var usagePart: String? {
        switch form {
        case .positional, .rest, .custom: placeholder
        case .optionalPositional: "[\(placeholder)]"
        case .repeated: "\(placeholder) [\(placeholder) …]"
        case .option(let key): isRequired ? "\(key)=\(placeholder)" : "[\(key)=\(placeholder)]"
        case .flag, .keyword: "[\(placeholder)]"
        case .alone: nil
        }
    }

    /// How it shows inside a group's brackets.
    var bareUsage: String {
        switch form {
        case .option(let key): "\(key)=\(placeholder)"
        case .repeated: "\(placeholder) [\(placeholder) …]"
        default: placeholder
        }
    }
}
