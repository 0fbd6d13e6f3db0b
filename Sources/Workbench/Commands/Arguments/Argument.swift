import CurveKit
import Platforms

/// One argument of a command, declared once in the command's ``CommandDeclaration/arguments``
/// list, as swift-argument-parser's `@Argument`, `@Option` and `@Flag` are: where it stands
/// (``Form``), the word that stands for its value in the usage line, the command's property it
/// fills, how its value is read and written back (``ArgumentValue``) and what completion offers.
/// The usage line, the parser, the canonical words and tab completion are all read off the list.
struct Argument<Declared> {
    enum Form: Equatable {
        /// A word in its place: `NAME`.
        case positional
        /// A word that may be left out: `[N]`. It is taken when the words left are more than the
        /// required positionals after it need, and it is not a word the command declares.
        case optionalPositional
        /// One word or more: `NAME [NAME …]`.
        case repeated
        /// Every word left, joined by spaces: `"TEXT"`.
        case rest
        /// `key=VALUE`, anywhere after the command's name.
        case option(String)
        /// A word alone that turns something on: `smooth`. `smooth=no` is also read.
        case flag(String)
        /// A word followed by a value: `as NAME`.
        case keyword(String)
        /// A word that is the whole command on its own: `serve stop`.
        case alone(String)
        /// Words the command reads itself (``Argument/custom(usage:read:words:)``).
        case custom
    }

    /// Arguments of one group: at most one of `oneOf` is given (`[segments=K | tolerance=E]`);
    /// `together` are given both or neither (`[FROM TO]`).
    enum Group: Equatable {
        case oneOf(Int)
        case together(Int)
    }

    var form: Form
    /// The word for the value in the usage line: `NAME`, `N`, `1|2`.
    var placeholder: String
    /// What the argument is called in errors: `X`, `the control point number`, `samples`.
    var role: String
    /// An option that must be given (`linear`'s `tolerance=E`).
    var isRequired = false
    var group: Group?
    var completion: ArgumentCompletion
    /// How an error says that the value is missing: `curve NAME`, `the NEW name`.
    var missing: String
    /// The whole message when it is missing, from the command's usage line, when the command
    /// words it its own way (``missing(saying:)``).
    var missingMessage: ((String) -> String)?
    /// Reads the value's word into the command.
    var read: (inout Declared, Token, _ usage: String) throws(CommandError) -> Void
    /// The canonical words for the command's value (none when it is the default).
    var words: (Declared) -> [String]
    /// How many values a repeated argument holds (for its limit).
    var count: (Declared) -> Int = { _ in 0 }
    /// The most values a repeated argument takes, and what to say past it.
    var limit: (count: Int, message: String)?
    /// How a ``Form/custom`` argument reads its words.
    var readWords: ((inout Declared, inout Words) throws(CommandError) -> Void)?
    /// Whether its word may be one of a list written with commas (``ArgumentValue/isListed``).
    var isListed = false

    /// The word that names this argument on the line, if it has one.
    var name: String? {
        switch form {
        case .option(let key): key
        case .flag(let word), .keyword(let word), .alone(let word): word
        default: nil
        }
    }

    var isPositional: Bool {
        [.positional, .optionalPositional, .repeated, .rest].contains(form)
    }
}

// MARK: - Declaring

extension Argument {
    /// The same argument, with `message` (given the command's usage line) as the whole error
    /// when it is missing.
    func missing(saying message: @escaping (String) -> String) -> Argument {
        var argument = self
        argument.missingMessage = message
        return argument
    }
}

extension Argument {
    /// A word in its place, filling `property`.
    static func positional<Value>(
        _ placeholder: String, _ property: WritableKeyPath<Declared, Value>, _ value: ArgumentValue<Value>,
        role: String? = nil, completion: ArgumentCompletion? = nil
    ) -> Argument {
        let role = role ?? placeholder
        var argument = Argument(
            form: .positional, placeholder: value.usage(placeholder), role: role, completion: completion ?? value.completion,
            missing: value.missing(role),
            read: { (command, token, usage) throws(CommandError) in command[keyPath: property] = try value.read(token, role, usage) },
            words: { [value.write($0[keyPath: property])] })
        argument.isListed = value.isListed
        return argument
    }

    /// A word that may be left out; nil when it is.
    static func optional<Value>(
        _ placeholder: String, _ property: WritableKeyPath<Declared, Value?>, _ value: ArgumentValue<Value>,
        role: String? = nil, group: Group? = nil
    ) -> Argument {
        let role = role ?? placeholder
        return Argument(
            form: .optionalPositional, placeholder: value.usage(placeholder), role: role, group: group, completion: value.completion,
            missing: value.missing(role),
            read: { (command, token, usage) throws(CommandError) in command[keyPath: property] = try value.read(token, role, usage) },
            words: { $0[keyPath: property].map { [value.write($0)] } ?? [] })
    }

    /// A word that may be left out for a default, written back always (`sample`'s N).
    static func optional<Value>(
        _ placeholder: String, _ property: WritableKeyPath<Declared, Value>, _ value: ArgumentValue<Value>, role: String? = nil
    ) -> Argument {
        let role = role ?? placeholder
        return Argument(
            form: .optionalPositional, placeholder: value.usage(placeholder), role: role, completion: value.completion,
            missing: value.missing(role),
            read: { (command, token, usage) throws(CommandError) in command[keyPath: property] = try value.read(token, role, usage) },
            words: { [value.write($0[keyPath: property])] })
    }

    /// One word or more, in order; options and flags may come between them.
    static func repeated<Value>(
        _ placeholder: String, _ property: WritableKeyPath<Declared, [Value]>, _ value: ArgumentValue<Value>,
        role: String? = nil, missing: String? = nil, completion: ArgumentCompletion? = nil, limit: (count: Int, message: String)? = nil
    ) -> Argument {
        let role = role ?? placeholder
        return Argument(
            form: .repeated, placeholder: value.usage(placeholder), role: role, completion: completion ?? value.completion,
            missing: missing ?? value.missing(role),
            read: { (command, token, usage) throws(CommandError) in command[keyPath: property].append(try value.read(token, role, usage)) },
            words: { $0[keyPath: property].map(value.write) }, count: { $0[keyPath: property].count }, limit: limit)
    }

    /// Every word left, joined by single spaces.
    static func rest(_ placeholder: String, role: String, _ property: WritableKeyPath<Declared, String>) -> Argument {
        Argument(
            form: .rest, placeholder: placeholder, role: role, completion: .nothing, missing: role,
            read: { (command, token, _) throws(CommandError) in
                let text = command[keyPath: property]
                command[keyPath: property] = text.isEmpty ? token.text : text + " " + token.text
            },
            words: { [TextFormat.quoted($0[keyPath: property])] })
    }

    /// `key=VALUE`, left out for `defaultValue` (and then not written back), unless `written`
    /// says otherwise.
    static func option<Value: Equatable>(
        _ key: String, _ placeholder: String, _ property: WritableKeyPath<Declared, Value>, _ value: ArgumentValue<Value>,
        default defaultValue: Value, group: Group? = nil, written: ((Declared) -> Bool)? = nil
    ) -> Argument {
        Argument(
            form: .option(key), placeholder: value.usage(placeholder), role: key, group: group,
            completion: value.completion, missing: "\(key)=\(placeholder)",
            read: { (command, token, usage) throws(CommandError) in command[keyPath: property] = try value.read(token, key, usage) },
            words: { command in
                let isWritten = written?(command) ?? (command[keyPath: property] != defaultValue)
                return isWritten ? ["\(key)=\(value.write(command[keyPath: property]))"] : []
            })
    }

    /// `key=VALUE`, nil when left out; `required` when the command needs it.
    static func option<Value>(
        _ key: String, _ placeholder: String, _ property: WritableKeyPath<Declared, Value?>, _ value: ArgumentValue<Value>,
        required: Bool = false, group: Group? = nil
    ) -> Argument {
        Argument(
            form: .option(key), placeholder: value.usage(placeholder), role: key, isRequired: required, group: group,
            completion: value.completion, missing: "\(key)=\(placeholder)",
            read: { (command, token, usage) throws(CommandError) in command[keyPath: property] = try value.read(token, key, usage) },
            words: { command in command[keyPath: property].map { ["\(key)=\(value.write($0))"] } ?? [] })
    }

    /// A word that sets `property` (written back when it is set).
    static func flag(_ word: String, _ property: WritableKeyPath<Declared, Bool>, group: Group? = nil) -> Argument {
        Argument(
            form: .flag(word), placeholder: word, role: word, group: group, completion: .nothing, missing: word,
            read: { (command, token, _) throws(CommandError) in command[keyPath: property] = try ArgumentValue.yesNo.read(token, word, "")
            },
            words: { $0[keyPath: property] ? [word] : [] })
    }

    /// `word VALUE`, nil when left out.
    static func keyword<Value>(
        _ word: String, _ placeholder: String, _ property: WritableKeyPath<Declared, Value?>, _ value: ArgumentValue<Value>,
        role: String? = nil, group: Group? = nil
    ) -> Argument {
        let role = role ?? placeholder
        return Argument(
            form: .keyword(word), placeholder: "\(word) \(value.usage(placeholder))", role: role, group: group,
            completion: value.completion, missing: value.missing(role),
            read: { (command, token, usage) throws(CommandError) in command[keyPath: property] = try value.read(token, role, usage) },
            words: { command in command[keyPath: property].map { [word, value.write($0)] } ?? [] })
    }

    /// A word that is the whole command on its own (`serve stop`): `property` says whether it
    /// was given.
    static func alone(_ word: String, _ property: WritableKeyPath<Declared, Bool>) -> Argument {
        Argument(
            form: .alone(word), placeholder: word, role: word, completion: .words([word]), missing: word,
            read: { (command, _, _) throws(CommandError) in command[keyPath: property] = true },
            words: { $0[keyPath: property] ? [word] : [] })
    }

    /// A part the command reads and writes itself (`export`'s `> FILE`), shown in the usage line as
    /// `usage`. It is tried where the words run out of options and flags.
    static func custom(
        usage: String, read: @escaping (inout Declared, inout Words) throws(CommandError) -> Void, words: @escaping (Declared) -> [String]
    ) -> Argument {
        var argument = Argument(
            form: .custom, placeholder: usage, role: usage, completion: .nothing, missing: usage,
            read: { (_, _, _) throws(CommandError) in }, words: words)
        argument.readWords = read
        return argument
    }
}
