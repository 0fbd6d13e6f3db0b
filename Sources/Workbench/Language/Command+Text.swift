import Foundation

extension Command.Definition: CustomStringConvertible {
    /// The right-hand side in canonical form.
    public var description: String {
        switch self {
        case .bezier(let x1, let y1, let x2, let y2): "bezier \(format(x1)) \(format(y1)) \(format(x2)) \(format(y2))"
        // A curve named like a kind (`a = "steps"`) stays quoted, or it would read as that kind.
        case .copy(let other): CurveCatalog.kinds.contains(other) ? inQuotes(other) : other
        case .exponentialDecay(let rate): "expo-decay \(format(rate))"
        case .secondOrder(let damping, let frequency): "second-order \(format(damping)) \(format(frequency))"
        case .steps(let count, let position): (["steps", "\(count)"] + (position.map { [$0] } ?? [])).joined(separator: " ")
        case .keyframes(let keys, let curves):
            (["keyframes"] + zip(keys, curves + [""]).flatMap { key, curve in
                ["\(format(key.time)):\(format(key.value))"] + (curve.isEmpty ? [] : [curve])
            }).joined(separator: " ")
        case .importCSV(let path, let normalize): "import \(quoted(path))" + (normalize ? " normalize" : "")
        case .sampled(let other, let intervals): "sampled \(other) \(intervals)"
        case .expression(let formula): "expr \(formula)"
        case .spring(let parameters):
            (["spring"] + parameters.map { "\($0.key)=\(format($0.value))" }).joined(separator: " ")
        case .oscillation(let bounces, let stiffness, let overshoot, let shake, let duration):
            "oscillation bounces=\(bounces) stiffness=\(quoted(stiffness)) overshoot=\(overshoot ? "yes" : "no") "
                + "shake=\(shake ? "yes" : "no") duration=\(format(duration))"
        }
    }
}

extension Command.PlotOptions {
    var words: [String] {
        var words: [String] = []
        if let width { words.append("width=\(width)") }
        if let height { words.append("height=\(height)") }
        if handles { words.append("handles") }
        if let svg { words.append("svg=\(quoted(svg))") }
        if let title { words.append("title=\(quoted(title))") }
        return words
    }
}

/// Shortest round-trip form of a number, without a trailing `.0`.
func format(_ value: Double) -> String {
    JSONValue.format(value)
}

/// A path as a word: quoted when it holds spaces, quotes, `#` or `=`, or is empty. Checked and
/// escaped scalar by scalar, as the lexer reads it: a quote followed by a combining mark is
/// one `Character`, but still a quote.
func quoted(_ text: String) -> String {
    let special: Set<Unicode.Scalar> = ["\"", "\\", "#", "="]
    let needsQuotes = text.isEmpty || text.unicodeScalars.contains { $0.properties.isWhitespace || special.contains($0) }
    return needsQuotes ? inQuotes(text) : text
}

/// `text` in double quotes, with `\` and `"` escaped: the lexer reads it back as one quoted
/// word whose text is `text`.
func inQuotes(_ text: String) -> String {
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        if scalar == "\\" || scalar == "\"" { escaped.append("\\") }
        escaped.append(scalar)
    }
    return "\"\(String(escaped))\""
}
