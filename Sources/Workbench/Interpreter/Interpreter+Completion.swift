import CurveKit

/// What the line editor should offer for the word being typed.
public enum Completions: Sendable, Equatable {
    /// These words (already filtered by the prefix typed so far).
    case words([String])
    /// File names: let the line editor complete paths.
    case files
}

extension Interpreter {
    /// Candidates for the word that starts at `wordStart` (a character offset into `line`)
    /// and runs to the end of `line`: command names first, then curve names and presets
    /// where a curve is expected, file paths after save and load.
    public func completions(line: String, wordStart: Int) -> Completions {
        let start = line.index(line.startIndex, offsetBy: max(0, min(wordStart, line.count)))
        let before = (try? Lexer.tokens(of: String(line[..<start]))) ?? []
        let prefix = String(line[start...])
        let curveNames = session.curves.map(\.name) + Preset.allNames
        let candidates: [String]
        let words = before.map(\.text)
        if words.isEmpty {
            candidates = CommandCatalog.commandWords + session.curves.map(\.name)
        } else if words.count >= 2 && words[1] == "=" {
            candidates = words.count == 2 ? ["bezier"] + curveNames : []
        } else {
            let command = CommandCatalog.entry(named: words[0])?.name
            let position = words.count
            switch command {
            case "save", "load": return position == 1 ? .files : .words([])
            case "help": candidates = position == 1 ? CommandCatalog.commandWords : []
            case "point", "delete", "rename":
                candidates = position == 1 ? session.curves.map(\.name) : (command == "point" && position == 2 ? ["1", "2"] : [])
            case "show", "eval", "sample": candidates = position == 1 ? curveNames : []
            case "compare": candidates = position <= 2 ? curveNames : ["samples="]
            case "plot": candidates = curveNames + ["handles", "width=", "height=", "title=", "svg="]
            default: candidates = []
            }
        }
        var seen = Set<String>()
        return .words(candidates.filter { $0.hasPrefix(prefix) && seen.insert($0).inserted })
    }
}
