import Platforms

/// Parses the right-hand side of `NAME = …`: a curve kind and its parameters, or the name of
/// a curve to copy. ``CurveCatalog`` documents each kind.
enum DefinitionParser {
    static func parse(kind: Token, _ words: inout Words, name: String = "NAME") throws(CommandError) -> Command.Definition {
        if !kind.quoted, let definition = CurveDefinitions.definition(keyword: kind.text) {
            words.usageTopic = definition.catalog.first?.usage
            let parsed = try definition.parse(&words)
            return Command.Definition(parsed)
        }
        var pasted = kind.text
        var rest = words
        while let next = rest.next() { pasted += " " + next.text }
        // A valid name stays a copy (a session may hold a curve called FastOutSlowInEasing);
        // anything else that a platform reads was pasted without its platform word.
        let isName = (try? Words.checkCurveReference(kind)) != nil && words.peek == nil
        if !kind.quoted, !isName, let hint = PlatformCollisions.pasteHint(pasted, name: name, definition: CurveDescription.definition) {
            throw CommandError(hint, at: kind)
        }
        // A copy is one name (`a = ease`); a word followed by parameters was meant as a kind.
        if !kind.quoted, words.peek != nil {
            var message = "unknown curve kind '\(Names.shortened(kind.text))'"
            if let suggestion = Suggestions.closest(to: kind.text, among: CurveDefinitions.keywords) {
                message += "; did you mean \(suggestion)?"
            }
            message += " (kinds: \(CurveDefinitions.keywords.joined(separator: ", ")); a copy is NAME = OTHER, one name)"
            throw CommandError(message, at: kind)
        }
        try Words.checkCurveReference(kind)
        return Command.Definition(CopyDefinition(other: kind.text))
    }
}
