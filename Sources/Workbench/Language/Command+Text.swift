import Foundation

extension Command: CustomStringConvertible {
    /// The command written in the language, in canonical form: parsing it gives back an
    /// equal command.
    public var description: String {
        switch self {
        case .define(let name, .bezier(let x1, let y1, let x2, let y2)):
            "\(name) = bezier \(format(x1)) \(format(y1)) \(format(x2)) \(format(y2))"
        case .define(let name, .copy(let other)): "\(name) = \(other)"
        case .point(let curve, let index, let x, let y): "point \(curve) \(index) \(format(x)) \(format(y))"
        case .show(let curve): "show \(curve)"
        case .list: "list"
        case .delete(let curve): "delete \(curve)"
        case .rename(let old, let new): "rename \(old) \(new)"
        case .eval(let curve, let xs): (["eval", curve] + xs.map(format)).joined(separator: " ")
        case .sample(let curve, let intervals): "sample \(curve) \(intervals)"
        case .compare(let first, let second, let intervals): "compare \(first) \(second) samples=\(intervals)"
        case .plot(let curves, let options):
            (["plot"] + curves + options.words).joined(separator: " ")
        case .save(let path): "save \(quoted(path))"
        case .load(let path): "load \(quoted(path))"
        case .undo: "undo"
        case .redo: "redo"
        case .history: "history"
        case .help(let topic): topic.map { "help \($0)" } ?? "help"
        case .quit: "quit"
        }
    }
}

extension Command.PlotOptions {
    var words: [String] {
        var words: [String] = []
        if let width { words.append("width=\(width)") }
        if let height { words.append("height=\(height)") }
        if handles { words.append("handles") }
        return words
    }
}

/// Shortest round-trip form of a number, without a trailing `.0`.
func format(_ value: Double) -> String {
    JSONValue.format(value)
}

/// A path as a word: quoted when it holds spaces, quotes, `#` or `=`, or is empty.
func quoted(_ text: String) -> String {
    let needsQuotes = text.isEmpty || text.contains { $0.isWhitespace || "\"\\#=".contains($0) }
    guard needsQuotes else { return text }
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return "\"\(escaped)\""
}
