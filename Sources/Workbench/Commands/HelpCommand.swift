import CurveKit
import Foundation
import Platforms

/// `help [COMMAND]`: the list of commands, the details of one, `help curves`, or what any other
/// word of the language is (``WordHelp``).
struct HelpCommand: CommandDeclaration {
    static let name = "help"
    static let aliases = ["?"]
    static let summary = "this list, or the details of one command or any other word of the language"

    var topic: String?

    static var arguments: [Argument<Self>] {
        [.optional("COMMAND", \.topic, .text(.commandWords(extra: ["curves"] + LanguageWords.all)))]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.help(interpreter, topic)
    }
}

extension HelpCommand {
    static func help(_ interpreter: Interpreter, _ topic: String?) throws(CommandError) -> Reply {
        guard let topic else {
            let width = interpreter.settings.terminalWidth
            let rows = CommandCatalog.entries.map { (label: $0.usage, text: $0.summary) }
            let text =
                (["commands:"] + Formatting.wrappedTable(rows, width: width)
                + Formatting.wrap("# starts a comment. Names are letters, digits, - and _. help COMMAND for details.", width: width)
                + Formatting.wrap(
                    "Paste a platform's code: NAME = PLATFORM CODE, PLATFORM one of \(Platform.words.joined(separator: ", ")) (help PLATFORM); CSS works as written.",
                    width: width))
                .joined(separator: "\n")
            return Reply(text: text, json: ["text": .string(text)])
        }
        if topic == "curves" {
            let text = CurveCatalog.helpText(width: interpreter.settings.terminalWidth)
            return Reply(text: text, json: ["topic": "curves", "text": .string(text)])
        }
        // A word that is not a command: what the platforms mean by it, and what it is in curves.
        let width = interpreter.settings.terminalWidth
        let about = [
            PlatformCollisions.help(topic, width: width, definition: CurveDescription.definition), WordHelp.text(for: topic, width: width),
        ].compactMap { $0 }
        if CommandCatalog.entry(named: topic) == nil, !about.isEmpty {
            let text = about.joined(separator: "\n")
            return Reply(text: text, json: ["topic": .string(topic), "text": .string(text)])
        }
        guard let entry = CommandCatalog.entry(named: topic) else {
            var message = "no help for '\(Names.shortened(topic))': not a word of the language"
            if let suggestion = Suggestions.closest(to: topic, among: CommandCatalog.commandWords + LanguageWords.all) {
                message += "; did you mean '\(suggestion)'?"
            }
            return try interpreter.fail(message)
        }
        var lines = Formatting.wrap("usage: \(entry.usage)", width: width, indent: 7, firstIndent: 0)
        lines += Formatting.wrap(entry.summary, width: width, indent: 2)
        if !entry.aliases.isEmpty { lines += Formatting.wrap("aliases: \(entry.aliases.joined(separator: ", "))", width: width, indent: 2) }
        if !entry.details.isEmpty { lines += Formatting.reflow(entry.details, width: width, indent: 2) }
        let text = lines.joined(separator: "\n")
        return Reply(text: text, json: ["topic": .string(entry.name), "text": .string(text)])
    }
}
