import CurveKit
import Platforms

/// How the value of an argument is read from its word and written back into the canonical
/// text, and what completion offers for it. The readers are ``Words``' own, so every command
/// reads numbers, names and paths by the same rules and says the same things about them.
struct ArgumentValue<Value> {
    /// Reads the word; `role` names the argument in errors, `usage` is the command's usage line.
    var read: (Token, _ role: String, _ usage: String) throws(CommandError) -> Value
    var write: (Value) -> String
    var completion: ArgumentCompletion = .nothing
    /// How an error says the value is missing, from the argument's role.
    var missing: (String) -> String = { $0 }
    /// Words also accepted besides the value (`none`): shown in the usage line as `OTHER|none`.
    var literals: [String] = []
    /// Whether the value may be one of a list written with commas (`bezier 0.1,0.2,0.3,0.4`):
    /// the word is split after its first number (``Words/splitNumberList()``) before it is read.
    var isListed = false

    func usage(_ placeholder: String) -> String {
        ([placeholder] + literals).joined(separator: "|")
    }
}

extension ArgumentValue where Value == String {
    /// A word that refers to a curve (or an animation): it must look like a name.
    static func curve(_ completion: ArgumentCompletion) -> Self {
        Self(
            read: { (token, _, _) throws(CommandError) in
                try Words.checkCurveReference(token)
                return token.text
            },
            write: { $0 }, completion: completion, missing: { "curve \($0)" })
    }

    /// A file's path: any word, quoted when written back if the lexer would split it.
    static var file: Self {
        Self(
            read: { (token, _, _) throws(CommandError) in token.text }, write: TextFormat.quoted, completion: .files,
            missing: { _ in "FILE" })
    }

    /// A file's path that cannot be empty (`svg=`, `html=`).
    static var nonEmptyFile: Self {
        Self(
            read: { (token, role, _) throws(CommandError) in
                guard !token.text.isEmpty else { throw CommandError("\(role)= needs a FILE name", at: token) }
                return token.text
            },
            write: TextFormat.quoted, completion: .files, missing: { _ in "FILE" })
    }

    /// Any word, written back in quotes when the lexer would split it.
    static func text(_ completion: ArgumentCompletion = .nothing) -> Self {
        Self(read: { (token, _, _) throws(CommandError) in token.text }, write: TextFormat.quoted, completion: completion)
    }

    /// A text that cannot be empty (`title=`).
    static func nonEmptyText(_ message: String) -> Self {
        Self(
            read: { (token, _, _) throws(CommandError) in
                guard !token.text.isEmpty else { throw CommandError(message, at: token) }
                return token.text
            },
            write: TextFormat.quoted)
    }

    /// Any word, written back as it is (`export`'s format, checked when the command runs).
    static func word(_ completion: ArgumentCompletion) -> Self {
        Self(read: { (token, _, _) throws(CommandError) in token.text }, write: { $0 }, completion: completion)
    }
}

extension ArgumentValue where Value == String? {
    /// A curve name, or `none` for nil.
    static func curveOrNone(_ completion: ArgumentCompletion) -> Self {
        let curve = ArgumentValue<String>.curve(completion)
        return Self(
            read: { (token, role, usage) throws(CommandError) in
                let name = try curve.read(token, role, usage)
                return name == "none" ? nil : name
            },
            write: { $0 ?? "none" }, completion: completion.adding(["none"]), missing: curve.missing, literals: ["none"])
    }
}

extension ArgumentValue where Value == Double {
    /// A finite decimal number, in `range` when one is given.
    static func number(in range: ClosedRange<Double>? = nil) -> Self {
        Self(
            read: { (token, role, usage) throws(CommandError) in try Words.number(token, role: role, in: range, usage: usage) },
            write: TextFormat.shortest)
    }

    /// A number that may be one of a list written with commas (a curve's parameters).
    static var listedNumber: Self {
        var value = number()
        value.isListed = true
        return value
    }
}

extension ArgumentValue where Value == Int {
    /// A whole number in `range`, written as any number (`6e1`).
    static func integer(in range: ClosedRange<Int>, completion: ArgumentCompletion = .nothing) -> Self {
        Self(
            read: { (token, role, usage) throws(CommandError) in try Words.integer(token, role: role, in: range, usage: usage) },
            write: { "\($0)" }, completion: completion)
    }

    /// A whole number that may be one of a list written with commas (a curve's parameters).
    static func listedInteger(in range: ClosedRange<Int>) -> Self {
        var value = integer(in: range)
        value.isListed = true
        return value
    }
}

extension ArgumentValue where Value == Bool {
    /// `yes` or `no` (or true/false, on/off, 1/0).
    static var yesNo: Self {
        Self(
            read: { (token, role, _) throws(CommandError) in
                switch token.text.lowercased() {
                case "yes", "true", "on", "1": return true
                case "no", "false", "off", "0": return false
                default: throw CommandError("\(role) must be yes or no (got '\(Names.shortened(token.text))')", at: token)
                }
            },
            write: { $0 ? "yes" : "no" }, completion: .words(["yes", "no"]))
    }
}

extension ArgumentValue where Value: RawRepresentable<String> & CaseIterable {
    /// One of a type's cases by its raw word; an error lists them and suggests the closest.
    static func choice(_ what: String, plural: String) -> Self {
        let names = Value.allCases.map(\.rawValue)
        return Self(
            read: { (token, _, _) throws(CommandError) in
                if let value = Value(rawValue: token.text) { return value }
                var message = "unknown \(what) '\(Names.shortened(token.text))'"
                if let suggestion = Suggestions.closest(to: token.text, among: names) { message += "; did you mean \(suggestion)?" }
                throw CommandError(message + " (\(plural): \(names.joined(separator: ", ")))", at: token)
            },
            write: \.rawValue, completion: .words(names))
    }

    /// The placeholder that lists every case: `bezier|spring|path`.
    static var cases: String { Value.allCases.map(\.rawValue).joined(separator: "|") }
}
