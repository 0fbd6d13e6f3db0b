import CurveKit
import Platforms

/// What reads its words off a declared list of ``Argument``s: a command (``CommandDeclaration``)
/// or a curve definition (``DeclaredCurveDefinition``). ``ArgumentReading`` parses the words,
/// and the usage line, the canonical words and completion are read off the same list.
protocol ArgumentDeclaring {
    /// Every argument at its default, for the parser to fill in.
    init()
    /// The arguments, each declared once.
    static var arguments: [Argument<Self>] { get }
    /// The usage line, read off ``arguments``.
    static var usage: String { get }
    /// Checks that concern several arguments together; `given` holds the word that gave each.
    static func check(_ declared: Self, given: [String: Token]) throws(CommandError)
    /// The error for an option key that is not declared.
    static func unknownOption(_ key: String, at token: Token, accepted: [String]) -> CommandError
    /// What to say when two arguments of which only one may be given are both there.
    static func conflict(between first: String, and second: String) -> String
}

extension ArgumentDeclaring {
    static func check(_ declared: Self, given: [String: Token]) throws(CommandError) {}

    static func unknownOption(_ key: String, at token: Token, accepted: [String]) -> CommandError {
        CommandError(OptionSpelling.message(for: key, accepted: accepted), at: token)
    }

    static func conflict(between first: String, and second: String) -> String {
        "give \(first) or \(second), not both"
    }

    /// `head` (the command's name, a definition's keyword) and each argument as the usage line
    /// shows it: `[N]`, `samples=N`, `[as NAME]`, `[segments=K | tolerance=E]`, then `| head word`
    /// for each word that is the whole command.
    static func usage(after head: String) -> String {
        let arguments = Self.arguments
        var parts = [head]
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
        let alone = arguments.compactMap { argument in if case .alone(let word) = argument.form { " | \(head) \(word)" } else { nil } }
        return parts.joined(separator: " ") + alone.joined()
    }

    /// The canonical words after `head`: each argument's words in the order declared. A word
    /// that a declared flag or keyword would take is quoted where a value stands.
    func words(after head: String) -> [String] {
        let arguments = Self.arguments
        for argument in arguments {
            if case .alone = argument.form, let word = argument.words(self).first { return [head, word] }
        }
        let named = Set(arguments.filter { !$0.isPositional }.compactMap(\.name))
        return [head]
            + arguments.flatMap { argument -> [String] in
                let words = argument.words(self)
                guard argument.isPositional, argument.form != .positional else { return words }
                return words.map { named.contains($0) ? TextFormat.inQuotes($0) : $0 }
            }
    }

    /// Reads the words as the arguments declare, then ``check(_:given:)``.
    static func parseDeclared(_ words: inout Words) throws(CommandError) -> Self {
        var reading = ArgumentReading<Self>(arguments: arguments, usage: words.usage)
        let declared = try reading.read(&words)
        try check(declared, given: reading.given)
        return declared
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
