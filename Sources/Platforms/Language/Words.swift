/// The words after a command, consumed left to right with errors that say which argument
/// was expected and what was found.
import CurveKit

package struct Words {
    private var tokens: [Token]
    private var position = 0
    private let command: Token
    /// The command's usage line, for errors.
    private let commandUsage: String
    /// The usage line to show in errors when it is not the command's own (a curve kind's).
    package var usageTopic: String?

    package init(tokens: [Token], command: Token, usage: String = "") {
        self.tokens = tokens
        self.command = command
        self.commandUsage = usage
    }

    var isAtEnd: Bool { position >= tokens.count }
    /// How many words are left.
    package var remaining: Int { max(0, tokens.count - position) }
    package var peek: Token? { isAtEnd ? nil : tokens[position] }

    package mutating func advance() { position += 1 }

    /// Replaces the words not read yet with what `transform` makes of them (a grammar that joins
    /// words, as `anim`'s `duration = 0.5`).
    package mutating func rejoin(_ transform: ([Token]) -> [Token]) {
        tokens = Array(tokens[..<min(position, tokens.count)]) + transform(Array(tokens[min(position, tokens.count)...]))
    }

    package mutating func next() -> Token? {
        defer { position += 1 }
        return peek
    }

    package var usage: String {
        if let usageTopic { return "usage: NAME = \(usageTopic)" }
        return commandUsage.isEmpty ? "" : "usage: \(commandUsage)"
    }

    package func missing(_ what: String) -> CommandError {
        CommandError("missing \(what); \(usage)", span: placeOfMissingWord)
    }

    /// Where a word that is missing should have been: the next word when there is one, else
    /// just after the last word (see ``SourceSpan``).
    package var placeOfMissingWord: SourceSpan {
        if let next = peek { return next.span }
        return SourceSpan(column: (tokens.last ?? command).end, length: 1)
    }

    package mutating func expectEnd() throws(CommandError) {
        guard let extra = peek else { return }
        throw CommandError("unexpected '\(Names.shortened(extra.text))' after the last argument; \(usage)", at: extra)
    }

    package mutating func curveName(_ role: String) throws(CommandError) -> String {
        guard let token = next() else { throw missing("curve \(role)") }
        try Self.checkCurveReference(token)
        return token.text
    }

    /// A word that should name an existing curve or preset: it must at least look like a name.
    package static func checkCurveReference(_ token: Token) throws(CommandError) {
        // Too long is a problem of the form, whatever words are reserved.
        if token.text.count > Names.maximumLength, let problem = Names.problem(with: token.text, reserved: []) {
            throw CommandError(problem, at: token)
        }
        let looksLikeName =
            token.text.unicodeScalars.first.map(Names.isASCIILetter) == true
            && token.text.unicodeScalars.allSatisfy(Names.isNameScalar)
            && token.text.count <= Names.maximumLength
        if !looksLikeName {
            throw CommandError(
                "expected a curve name (letters, digits, - and _), got '\(Names.shortened(token.text))'",
                at: token)
        }
    }

    package mutating func number(_ role: String, in range: ClosedRange<Double>? = nil) throws(CommandError) -> Double {
        splitNumberList()
        guard let token = next() else { throw missing(role) }
        return try Self.number(token, role: role, in: range, usage: usage)
    }

    /// Numbers may be listed with commas (`bezier 0.1, 0.2, 0.3, 0.4`, `bezier 0.1,0.2,0.3,0.4`):
    /// the next word, when it is a number followed by a comma, is split there.
    package mutating func splitNumberList() {
        guard let token = peek, !token.quoted, let comma = token.text.firstIndex(of: ","),
            Double(token.text[..<comma]) != nil
        else { return }
        let head = String(token.text[..<comma])
        let tail = String(token.text[token.text.index(after: comma)...])
        let headCount = head.unicodeScalars.count
        tokens[position] = Token(text: head, column: token.column, length: headCount)
        if !tail.isEmpty { tokens.insert(token.part(tail, at: headCount + 1), at: position + 1) }
    }

    package static func number(_ token: Token, role: String, in range: ClosedRange<Double>?, usage: String) throws(CommandError) -> Double {
        let text = token.text.hasSuffix(",") && !token.quoted ? String(token.text.dropLast()) : token.text
        let lowered = text.lowercased()
        if ["nan", "-nan", "+nan", "inf", "-inf", "+inf", "infinity", "-infinity", "+infinity"].contains(lowered) {
            throw CommandError("\(role) must be a finite number; NaN and infinity are not accepted (got '\(text)')", at: token)
        }
        let isDecimal = !lowered.contains("x") && !lowered.isEmpty
        guard isDecimal, let value = Double(text) else {
            throw CommandError("expected a number for \(role), got '\(Names.shortened(text))'; \(usage)", at: token)
        }
        guard value.isFinite else {
            throw CommandError("\(role) is out of range: '\(Names.shortened(text))' does not fit in a double", at: token)
        }
        if let range, !range.contains(value) {
            throw CommandError(
                "\(role) must lie in [\(TextFormat.shortest(range.lowerBound)), \(TextFormat.shortest(range.upperBound))] (got \(text))",
                at: token)
        }
        return value + 0
    }

    package mutating func integer(_ role: String, in range: ClosedRange<Int>) throws(CommandError) -> Int {
        splitNumberList()
        guard let token = next() else { throw missing(role) }
        return try Self.integer(token, role: role, in: range, usage: usage)
    }

    package static func integer(_ token: Token, role: String, in range: ClosedRange<Int>, usage: String) throws(CommandError) -> Int {
        let value = try number(token, role: role, in: nil, usage: usage)
        guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw CommandError(
                "\(role) must be a whole number from \(range.lowerBound) to \(range.upperBound) (got \(Names.shortened(token.text)))",
                at: token)
        }
        return Int(value)
    }

    /// A `key=value` word whose key is one of `allowed`, or nil when the next word has no `=`
    /// outside quotes. The value may be quoted (`html="my page.html"`), the key and `=` not.
    package mutating func option(allowed: [String]) throws(CommandError) -> Option? {
        guard let token = peek, let equals = token.text.unicodeScalars.firstIndex(of: "="),
            token.isUnquoted(before: token.text.unicodeScalars.distance(from: token.text.unicodeScalars.startIndex, to: equals) + 1)
        else { return nil }
        position += 1
        let key = String(token.text.unicodeScalars[..<equals])
        guard allowed.contains(key) else {
            throw CommandError(OptionSpelling.message(for: key, accepted: allowed), at: token)
        }
        let valueText = String(token.text.unicodeScalars[token.text.unicodeScalars.index(after: equals)...])
        return Option(key: key, value: token.part(valueText, at: key.unicodeScalars.count + 1), usage: usage)
    }

    /// Every remaining word as `key=value` options with keys from `allowed`, each at most once.
    package mutating func options(allowed: [String]) throws(CommandError) -> Options {
        var found: [String: Token] = [:]
        while let token = peek {
            guard let option = try option(allowed: allowed) else {
                throw CommandError(
                    "expected an option KEY=VALUE, got '\(Names.shortened(token.text))'; accepted: \(allowed.map { "\($0)=" }.joined(separator: ", "))",
                    at: token)
            }
            if found[option.key] != nil {
                throw CommandError("\(option.key)= is given twice", at: token)
            }
            found[option.key] = option.value
        }
        return Options(values: found, usage: usage)
    }

    /// Whether the next word is a `key=value` option (not a positional number).
    var peekIsOption: Bool {
        guard let token = peek else { return false }
        return token.text.contains("=")
    }

    package mutating func path() throws(CommandError) -> String {
        guard let token = next() else { throw missing("FILE") }
        return token.text
    }

    package struct Option {
        package let key: String
        package let value: Token
        let usage: String

        func integer(in range: ClosedRange<Int>) throws(CommandError) -> Int {
            try Words.integer(value, role: key, in: range, usage: usage)
        }
    }

    /// Options given as `key=value`, read once each with defaults.
    package struct Options {
        var values: [String: Token]
        let usage: String

        package mutating func take(_ key: String) -> Token? {
            values.removeValue(forKey: key)
        }

        package mutating func number(_ key: String, default fallback: Double) throws(CommandError) -> Double {
            guard let token = take(key) else { return fallback }
            return try Words.number(token, role: key, in: nil, usage: usage)
        }

        package mutating func optionalNumber(_ key: String) throws(CommandError) -> Double? {
            guard let token = take(key) else { return nil }
            return try Words.number(token, role: key, in: nil, usage: usage)
        }

        package mutating func integer(_ key: String, default fallback: Int, in range: ClosedRange<Int>) throws(CommandError) -> Int {
            guard let token = take(key) else { return fallback }
            return try Words.integer(token, role: key, in: range, usage: usage)
        }

        package mutating func yesNo(_ key: String, default fallback: Bool) throws(CommandError) -> Bool {
            guard let token = take(key) else { return fallback }
            switch token.text {
            case "yes", "true", "on": return true
            case "no", "false", "off": return false
            default: throw CommandError("\(key) must be yes or no (got '\(Names.shortened(token.text))')", at: token)
            }
        }
    }
}
