import Platforms

/// One reading of a command's words against its declared arguments (see
/// ``ArgumentDeclaring/parseDeclared(_:)``).
///
/// Words are read left to right: a word the command declares (`smooth`, `as`, `samples=…`) is
/// read as that argument wherever it stands; any other word fills the next positional argument.
/// A required positional takes the next word whatever it is. Each named argument may be given
/// once, and one of a ``Argument/Group/oneOf`` group only.
struct ArgumentReading<Declared: ArgumentDeclaring> {
    let arguments: [Argument<Declared>]
    let usage: String
    /// The word that gave each argument, by its name (or placeholder), for checks that point
    /// at one of them.
    var given: [String: Token] = [:]

    init(arguments: [Argument<Declared>], usage: String) {
        self.arguments = arguments
        self.usage = usage
    }

    mutating func read(_ words: inout Words) throws(CommandError) -> Declared {
        var command = Declared()
        if let first = words.peek, !first.quoted, let alone = arguments.first(where: { $0.form == .alone(first.text) }) {
            words.advance()
            try alone.read(&command, first, usage)
            return command
        }
        let positionals = arguments.filter(\.isPositional)
        var slot = 0
        var customTried = false
        while true {
            let current = slot < positionals.count ? positionals[slot] : nil
            if current?.isListed == true { words.splitNumberList() }
            guard let token = words.peek else { break }
            if let current, current.form == .positional {
                words.advance()
                try read(current, token, into: &command)
                slot += 1
                continue
            }
            if try readNamed(token, &words, into: &command) { continue }
            if !customTried, let custom = arguments.first(where: { $0.form == .custom }), let readWords = custom.readWords {
                customTried = true
                try readWords(&command, &words)
                continue
            }
            if let key = token.optionKey, arguments.contains(where: { if case .option = $0.form { true } else { false } }) {
                throw Declared.unknownOption(
                    key, at: token, accepted: arguments.compactMap { if case .option(let key) = $0.form { key } else { nil } })
            }
            guard let current else { break }
            switch current.form {
            case .optionalPositional:
                let needed = positionals[(slot + 1)...].filter { $0.form == .positional || $0.form == .rest }.count
                slot += 1
                if words.remaining > needed {
                    words.advance()
                    try read(current, token, into: &command)
                }
            case .repeated, .rest:
                if let limit = current.limit, current.count(command) == limit.count { throw CommandError(limit.message, at: token) }
                words.advance()
                try read(current, token, into: &command)
            default:
                slot += 1
            }
        }
        for argument in positionals[min(slot, positionals.count)...] {
            let isEmpty =
                argument.form == .positional
                || ((argument.form == .repeated || argument.form == .rest) && argument.count(command) == 0
                    && given[argument.role] == nil)
            if isEmpty { throw missing(argument, words) }
        }
        // A required option of a group is there when one of the group is.
        if let absent = arguments.first(where: { argument in
            argument.isRequired
                && !arguments.contains {
                    ($0.name == argument.name || ($0.group != nil && $0.group == argument.group)) && given[$0.name ?? $0.role] != nil
                }
        }) {
            throw missing(absent, words)
        }
        if let extra = words.peek, !arguments.isEmpty,
            arguments.allSatisfy({ argument in
                switch argument.form {
                case .option, .alone: true
                default: argument.isPositional
                }
            }),
            arguments.contains(where: { !$0.isPositional })
        {
            let accepted = arguments.compactMap { if case .option(let key) = $0.form { "\(key)=" } else { nil } }
            throw CommandError(
                "expected an option KEY=VALUE, got '\(Names.shortened(extra.text))'; accepted: \(accepted.joined(separator: ", "))",
                at: extra)
        }
        return command
    }

    private func missing(_ argument: Argument<Declared>, _ words: Words) -> CommandError {
        guard let message = argument.missingMessage else { return words.missing(argument.missing) }
        return CommandError(message(Declared.usage), span: words.placeOfMissingWord)
    }

    private mutating func read(_ argument: Argument<Declared>, _ token: Token, into command: inout Declared) throws(CommandError) {
        try argument.read(&command, token, usage)
        given[argument.role] = given[argument.role] ?? token
    }

    /// Reads `token` when it names a declared option, flag or keyword; false when it does not.
    private mutating func readNamed(_ token: Token, _ words: inout Words, into command: inout Declared) throws(CommandError) -> Bool {
        guard !token.quoted || token.optionKey != nil else { return false }
        let key = token.optionKey
        guard
            let argument = arguments.first(where: { argument in
                switch argument.form {
                case .option(let name): name == key
                case .flag(let word): word == token.text || word == key
                case .keyword(let word): word == token.text
                default: false
                }
            }), let name = argument.name
        else { return false }
        if given[name] != nil {
            let written = if case .option = argument.form { "\(name)=" } else { name }
            throw CommandError("\(written) is given twice", at: token)
        }
        if let group = argument.group, case .oneOf = group,
            let other = arguments.first(where: { $0.group == group && $0.name.map { $0 != name && given[$0] != nil } ?? false })
        {
            let (first, second) =
                arguments.firstIndex(where: { $0.name == other.name }) ?? 0 < arguments.firstIndex(where: { $0.name == name }) ?? 0
                ? (other, argument) : (argument, other)
            throw CommandError(Declared.conflict(between: first.bareUsage, and: second.bareUsage), at: token)
        }
        words.advance()
        switch argument.form {
        case .keyword:
            guard let value = words.next() else { throw missing(argument, words) }
            try argument.read(&command, value, usage)
        case .flag where key == nil:
            try argument.read(&command, token.part("yes", at: 0), usage)
        default:
            try argument.read(&command, token.optionValue, usage)
        }
        given[name] = token
        return true
    }
}

extension Token {
    /// The key of a `key=value` word (the key and `=` outside quotes), or nil.
    var optionKey: String? {
        let scalars = text.unicodeScalars
        guard let equals = scalars.firstIndex(of: "="), isUnquoted(before: scalars.distance(from: scalars.startIndex, to: equals) + 1)
        else { return nil }
        return String(scalars[..<equals])
    }

    /// The value part of a `key=value` word, with its place in the line.
    var optionValue: Token {
        let scalars = text.unicodeScalars
        guard let equals = scalars.firstIndex(of: "=") else { return self }
        let key = scalars.distance(from: scalars.startIndex, to: equals)
        return part(String(scalars[scalars.index(after: equals)...]), at: key + 1)
    }
}
