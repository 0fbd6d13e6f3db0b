import Platforms

/// Turns a line of text into a ``Command``, or a ``CommandError`` that names the word that
/// is wrong and what is accepted. Blank lines and comments parse to nil.
public enum Parser {
    /// The command on `line`; an error names the word that is wrong and where it is
    /// (``CommandError/span``, counting the line's `Character`s).
    public static func parse(_ line: String) throws(CommandError) -> Command? {
        do {
            return try parseTokens(of: line)
        } catch {
            throw error.countingCharacters(of: line)
        }
    }

    private static func parseTokens(of line: String) throws(CommandError) -> Command? {
        if let paste = try PlatformCodeDefinition.parse(line: line), paste.name.text != HelpCommand.name {
            if let problem = ReservedNames.problem(with: paste.name.text) { throw CommandError(problem, at: paste.name) }
            return Command(DefineCommand(curve: paste.name.text, definition: Command.Definition(paste.definition)))
        }
        var tokens = try Lexer.tokens(of: line)
        guard let first = tokens.first else { return nil }
        if let equals = first.text.firstIndex(of: "="), !first.quoted {
            // `name=…` written without spaces: split it into `name = …`.
            let name = String(first.text[..<equals])
            let rest = String(first.text[first.text.index(after: equals)...])
            tokens.removeFirst()
            let nameLength = name.unicodeScalars.count
            var split = [first.part(name, at: 0), first.part("=", at: nameLength)]
            if !rest.isEmpty { split.append(first.part(rest, at: nameLength + 1)) }
            tokens.insert(contentsOf: split, at: 0)
        }
        // `help =` asks about definitions; any other `WORD = …` defines a curve.
        let declaration = first.quoted ? nil : CommandRegistry.declaration(named: first.text)
        if tokens.count >= 2, tokens[1].text == "=", !tokens[1].quoted, declaration != HelpCommand.self {
            var words = Words(tokens: Array(tokens.dropFirst(2)), command: tokens[1], usage: DefineCommand.usage)
            let definition = try DefineCommand.parse(name: tokens[0], equals: tokens[1], &words)
            try words.expectEnd()
            return Command(definition)
        }
        guard let declaration, declaration != DefineCommand.self else { throw unknownCommand(first) }
        var words = Words(tokens: Array(tokens.dropFirst()), command: first, usage: declaration.usage)
        let command = try declaration.parse(&words)
        try words.expectEnd()
        return Command(command)
    }

    /// Whether `line` is written as a command of the shell: a comment, a command's word first,
    /// a paste of platform code (`NAME = PLATFORM CODE`, open or not), a line that parses
    /// (`NAME = KIND …`) or a mistyped command (``isMistypedCommand(_:)``). A blank line is not
    /// one, nor code such as `duration = 500` or `val spec = spring()`: a paste of several lines
    /// goes on over them (``PasteContinuation/continues(_:with:isCommand:)``).
    public static func isCommand(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty { return false }
        if trimmed.first == "#" || PasteContinuation.isPaste(line) { return true }
        if let word = trimmed.split(separator: " ").first, CommandRegistry.declaration(named: String(word)) != nil { return true }
        return (try? parse(line)) != nil || isMistypedCommand(trimmed)
    }

    /// Whether `line` reads as a command whose word is mistyped (`shwo a`, `exprot a css`): plain
    /// words, the first within two edits of a command's word, and none of code's brackets,
    /// `;`, `:`, `@`, `*`, ` = ` or `.name` (`case .linear:` is Swift's). It stands alone after a
    /// paste, so its error says what was meant instead of the paste taking it as code.
    static func isMistypedCommand(_ line: Substring) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first, first.allSatisfy(\.isLetter), !words.contains("="),
            !line.contains(where: { "(){}[];:<>@*".contains($0) }), !words.contains(where: { $0.first == "." }), line.last != ","
        else { return false }
        return Suggestions.closest(to: String(first), among: CommandCatalog.commandWords) != nil
    }

    private static func unknownCommand(_ token: Token) -> CommandError {
        var message = "unknown command '\(Names.shortened(token.text))'"
        if let suggestion = Suggestions.closest(to: token.text, among: CommandCatalog.commandWords) {
            message += "; did you mean '\(suggestion)'?"
        }
        message += " (type help for the list of commands)"
        return CommandError(message, at: token)
    }
}
