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
    /// and runs to the end of `line`: command names first; then, at each position, what the
    /// command takes there: curve names (the session's, presets and Penner's), animation
    /// names where animations are taken, export formats, option keys (`samples=`, `as` …),
    /// curve names after `curve=`, keyframes curves after `keyframes=`, file paths after
    /// `save`, `load`, `replay`, `diff`, `svg=` and `html=`.
    public func completions(line: String, wordStart: Int) -> Completions {
        let start = line.index(line.startIndex, offsetBy: max(0, min(wordStart, line.count)))
        let head = String(line[..<start])
        let prefix = String(line[start...])
        let words = ((try? Lexer.tokens(of: head)) ?? []).map(\.text)
        let candidates: [String]
        // readline breaks words at '=': the word after `key=` completes the key's value.
        if !head.hasSuffix(" "), let last = words.last, last.hasSuffix("=") {
            switch String(last.dropLast()) {
            case "curve": candidates = allCurveNames
            case "keyframes": candidates = session.curves.filter { if case .keyframes = $0.curve { true } else { false } }.map(\.name)
            case "svg", "html": return .files
            default: candidates = []
            }
        } else if words.isEmpty {
            candidates = CommandCatalog.commandWords + session.curves.map(\.name)
        } else if words.count >= 2 && words[1] == "=" {
            if words.count == 3 && words[2] == "import" { return .files }
            candidates = words.count == 2 ? CurveCatalog.kinds + allCurveNames : []
        } else {
            let command = CommandCatalog.entry(named: words[0])?.name
            if let command, Self.fileCommands[command].map({ words.count <= $0 }) == true { return .files }
            candidates = Self.arguments(of: command, at: words.count, after: words, in: self)
        }
        var seen = Set<String>()
        return .words(candidates.filter { $0.hasPrefix(prefix) && seen.insert($0).inserted })
    }

    /// The session's curves, the presets and Penner's curves: every name a curve is taken by.
    var allCurveNames: [String] {
        session.curves.map(\.name) + Preset.allNames + Penner.all.map(\.name)
    }

    /// Commands whose first N words are files.
    private static let fileCommands = ["save": 1, "load": 1, "replay": 1, "diff": 2]

    /// What `command` takes at word `position` (1 is the first after the command's name).
    private static func arguments(of command: String?, at position: Int, after words: [String], in interpreter: Interpreter) -> [String] {
        let curves = interpreter.allCurveNames
        let ownCurves = interpreter.session.curves.map(\.name)
        let animations = interpreter.session.animations.map(\.name)
        switch command {
        case "help": return position == 1 ? CommandCatalog.commandWords + ["curves"] : []
        case "point": return position == 1 ? ownCurves : (position == 2 ? ["1", "2"] : [])
        case "delete", "rename": return position == 1 ? ownCurves + animations : []
        case "describe": return position == 1 ? ownCurves : []
        case "target": return position == 1 ? ownCurves : (position == 2 ? curves + ["none"] : [])
        case "show": return position == 1 ? curves + animations : []
        case "eval": return position == 1 ? curves : []
        case "sample": return position == 1 ? curves : ["from=", "to="]
        case "compare": return position <= 2 ? curves + animations : ["samples=", "from=", "to="]
        case "plot": return curves + ["handles", "width=", "height=", "title=", "svg="]
        case "fit": return position == 1 ? curves : ["as", "samples=", "segments=", "tolerance=", "smooth", "digits="]
        case "linear": return position == 1 ? curves : ["tolerance=", "as"]
        case "export":
            if position == 1 { return curves + animations }
            return position == 2 ? Exporter.Format.allCases.map(\.rawValue) : ["digits="]
        case "preview": return curves + animations + ["html="]
        case "play": return curves + animations + ["speed="]
        case "frames": return position == 1 ? animations : ["fps="]
        case "anim": return position >= 3 ? Animation.optionNames.map { $0 == "autoreverse" ? $0 : $0 + "=" } : []
        case "recover": return position == 1 ? ["discard"] : []
        default: return []
        }
    }
}
