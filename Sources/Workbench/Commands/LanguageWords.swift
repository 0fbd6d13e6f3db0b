import CurveKit
import Platforms

/// Every word of the language besides the command names, read off the registries: the
/// definition keywords and the options each takes (from their usage lines in
/// ``CurveCatalog``), the kinds (``CurveKinds``), the platforms (``PlatformRegistry``) and the
/// commands' own options, flags and keywords (their declared ``Argument``s). `help WORD` and
/// completion after `NAME =` read them from here.
enum LanguageWords {
    /// The usage lines a definition that starts with `keyword` is typed by (a platform word's
    /// are the `PLATFORM …` lines with the platform's word in place of `PLATFORM`).
    static func definitionUsages(of keyword: String) -> [String] {
        let isPlatform = Platform(rawValue: keyword) != nil
        return CurveCatalog.entries.flatMap { entry in
            entry.usage.components(separatedBy: " | ").compactMap { usage -> String? in
                let first = usage.split(separator: " ").first.map(String.init)
                if first == keyword { return usage }
                if isPlatform, first == "PLATFORM" { return keyword + usage.dropFirst("PLATFORM".count) }
                return nil
            }
        }
    }

    /// The option keys (`stiffness=`) and flags (`normalize`) a definition that starts with
    /// `keyword` takes, as its usage lines write them.
    static func definitionOptions(of keyword: String) -> [String] {
        var seen = Set<String>()
        return definitionUsages(of: keyword).flatMap(optionWords).filter { seen.insert($0).inserted }
    }

    /// `key=` for each `key=VALUE` of a usage line, and each bracketed lowercase word
    /// (`[normalize]`), in the order written.
    static func optionWords(in usage: String) -> [String] {
        usage.split(whereSeparator: { " []|()".contains($0) }).compactMap { part -> String? in
            let word = String(part)
            if let equals = word.firstIndex(of: "=") {
                let key = word[..<equals]
                return !key.isEmpty && key.allSatisfy(isKeyCharacter) ? key + "=" : nil
            }
            let bracketed = usage.contains("[\(word)]")
            return bracketed && word.allSatisfy(isKeyCharacter) ? word : nil
        }
    }

    static func isKeyCharacter(_ character: Character) -> Bool {
        character.isLowercase || character == "-"
    }

    /// The commands whose arguments have names: all but `help`, whose completion offers these
    /// words (asking it would ask itself).
    static var namingCommands: [any CommandDeclaration.Type] {
        CommandRegistry.all.filter { $0 != HelpCommand.self }
    }

    /// The commands that take `word` as an option key, a flag or a keyword.
    static func commands(taking word: String) -> [CommandCatalog.Entry] {
        namingCommands.filter { $0.argumentWords.contains(word) }.compactMap { CommandCatalog.entry(named: $0.name) }
    }

    /// The definition keywords (and platform words) whose definitions take `word` (`file`, `fps`).
    static func definitions(taking word: String) -> [String] {
        (CurveDefinitions.keywords + Platform.words).filter { keyword in
            definitionOptions(of: keyword).contains { $0 == word || $0 == word + "=" }
        }
    }

    /// Every word help knows besides the command names.
    static var all: [String] {
        let options = namingCommands.flatMap { $0.argumentWords }
        let definitionOptions = (CurveDefinitions.keywords + Platform.words).flatMap(definitionOptions).map {
            $0.hasSuffix("=") ? String($0.dropLast()) : $0
        }
        return CurveDefinitions.keywords + CurveKinds.all.map { $0.kind } + Platform.words + options + definitionOptions
    }
}

extension CommandDeclaration {
    /// The words that name its arguments on a line: option keys (`samples`), flags and keywords (`as`).
    static var argumentWords: [String] { arguments.compactMap(\.name) }
}
