import CurveKit
import Platforms

/// What the line editor should offer for the word being typed.
public enum Completions: Sendable, Equatable {
    /// These words (already filtered by the prefix typed so far).
    case words([String])
    /// File names: let the line editor complete paths.
    case files
}

extension Interpreter {
    /// Candidates for the word that starts at `wordStart` (a character offset into `line`)
    /// and runs to the end of `line`: command names first; then, at each position, what the
    /// command takes there: curve names (the session's, presets and Penner's), animation
    /// names where animations are taken, export formats, option keys (`samples=`, `as` …), and
    /// after `key=` what the option takes: all as each command's arguments declare
    /// (``ArgumentDeclaring/completion(after:in:)``), and after `NAME = KEYWORD` what a declared
    /// definition's arguments declare.
    public func completions(line: String, wordStart: Int) -> Completions {
        let start = line.index(line.startIndex, offsetBy: max(0, min(wordStart, line.count)))
        let head = String(line[..<start])
        let prefix = String(line[start...])
        let words = ((try? Lexer.tokens(of: head)) ?? []).map(\.text)
        let candidates: [String]
        // readline breaks words at '=': the word after `key=` completes the key's value.
        if !head.hasSuffix(" "), let last = words.last, last.hasSuffix("=") {
            let offered: Completions
            if words.count >= 4, words[1] == "=", let declared = CurveDefinitions.declared(keyword: words[2]) {
                offered = declared.completion(ofOption: String(last.dropLast()), in: self)
            } else {
                if words.count >= 3, words[1] == "=" { return last == "file=" ? .files : .words([]) }
                guard let declaration = CommandRegistry.declaration(named: words[0]) else { return .words([]) }
                offered = declaration.completion(ofOption: String(last.dropLast()), in: self)
            }
            guard case .words(let values) = offered else { return offered }
            candidates = values
        } else if words.isEmpty {
            candidates = CommandCatalog.commandWords + session.curves.map(\.name)
        } else if words.count >= 3, words[1] == "=", let declared = CurveDefinitions.declared(keyword: words[2]) {
            let offered = declared.completion(after: Array(words.dropFirst(3)), in: self)
            guard case .words(let values) = offered else { return offered }
            candidates = values
        } else if words.count >= 2 && words[1] == "=" {
            if words.count == 3 && words[2] == ImportDefinition.keyword { return .files }
            candidates =
                words.count == 2
                ? CurveDefinitions.keywords + Platform.words + allCurveNames : LanguageWords.definitionOptions(of: words[2])
        } else {
            guard let declaration = CommandRegistry.declaration(named: words[0]) else { return .words([]) }
            let offered = declaration.completion(after: Array(words.dropFirst()), in: self)
            guard case .words(let values) = offered else { return offered }
            candidates = values
        }
        var seen = Set<String>()
        return .words(candidates.filter { $0.hasPrefix(prefix) && seen.insert($0).inserted })
    }

    /// The session's curves, the presets and Penner's curves: every name a curve is taken by.
    var allCurveNames: [String] {
        session.curves.map(\.name) + Preset.allNames + Penner.all.map(\.name)
    }

    /// The session's own curves: the names `point`, `delete` and `describe` take.
    var ownCurveNames: [String] { session.curves.map(\.name) }

    /// The session's animations.
    var animationNames: [String] { session.animations.map(\.name) }
}
