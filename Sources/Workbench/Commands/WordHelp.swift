import CurveKit
import Platforms

/// `help WORD` for a word of the language that is not a command or a platform: a definition
/// keyword (`import`, `bezier`), a kind (`penner`), a built-in curve (`bounce-out`), or an option,
/// flag or keyword of commands and definitions (`samples`, `file=`, `as`). Everything it says
/// is read from the registries (``LanguageWords``).
enum WordHelp {
    static func text(for topic: String, width: Int) -> String? {
        let word = topic.hasSuffix("=") && topic.count > 1 ? String(topic.dropLast()) : topic
        var sections: [[String]] = []
        let usages = LanguageWords.definitionUsages(of: word)
        if CurveDefinitions.keywords.contains(word), !usages.isEmpty {
            var lines = ["\(word): a curve definition"]
            for entry in CurveCatalog.entries where entry.usage.components(separatedBy: " | ").contains(where: { usages.contains($0) }) {
                lines += Formatting.wrap("usage: NAME = \(entry.usage)", width: width, indent: 9, firstIndent: 2)
                lines += Formatting.wrap(entry.summary, width: width, indent: 4)
            }
            sections.append(lines)
        }
        if let spec = CurveKinds.spec(forKind: word) {
            sections.append(
                Formatting.wrap(
                    "\(word): a kind of curve, as list and show name it\(spec.isEditable ? " (edit moves its numbers)" : ""); "
                        + "help curves lists every way to make a curve", width: width, indent: 2, firstIndent: 0))
        }
        if let builtIn = CurveKinds.builtInCurve(named: word) {
            let what = Preset(named: word) != nil ? "a preset" : "one of Penner's curves"
            sections.append(
                Formatting.wrap(
                    "\(word): \(what), built in: \(CurveDescription.definition(builtIn)); any command that takes a curve takes it",
                    width: width, indent: 2, firstIndent: 0))
        }
        let commands = LanguageWords.commands(taking: word)
        let definitions = LanguageWords.definitions(taking: word)
        if !commands.isEmpty || !definitions.isEmpty {
            let spelled =
                LanguageWords.definitionOptions(of: definitions.first ?? "").contains(word + "=")
                || commands.contains { $0.usage.contains("\(word)=") }
            var lines = ["\(spelled ? word + "=" : word): a word that commands and definitions take"]
            for entry in commands {
                lines += Formatting.wrap("\(entry.usage)", width: width, indent: 4, firstIndent: 2)
            }
            // Every platform reads files alike: their line once, as help curves writes it.
            let platforms = Set(Platform.words)
            let keywords =
                definitions.filter { !platforms.contains($0) } + (definitions.contains(where: platforms.contains) ? ["PLATFORM"] : [])
            for keyword in keywords {
                let usages =
                    keyword == "PLATFORM"
                    ? CurveCatalog.entries.map(\.usage).filter { $0.hasPrefix("PLATFORM ") } : LanguageWords.definitionUsages(of: keyword)
                for usage in usages where LanguageWords.optionWords(in: usage).contains(where: { $0 == word || $0 == word + "=" }) {
                    lines += Formatting.wrap("NAME = \(usage)", width: width, indent: 4, firstIndent: 2)
                }
            }
            sections.append(lines)
        }
        guard !sections.isEmpty else { return nil }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n")
    }
}
