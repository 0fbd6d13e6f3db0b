import Foundation

extension Command: CustomStringConvertible {
    /// The command written in the language, in canonical form: parsing it gives back an
    /// equal command.
    public var description: String {
        switch self {
        case .define(let name, let definition): "\(name) = \(definition.description)"
        case .point(let curve, let index, let x, let y): "point \(curve) \(index) \(format(x)) \(format(y))"
        case .show(let curve): "show \(curve)"
        case .list: "list"
        case .delete(let curve): "delete \(curve)"
        case .rename(let old, let new): "rename \(old) \(new)"
        case .eval(let curve, let xs): (["eval", curve] + xs.map(format)).joined(separator: " ")
        case .sample(let curve, let intervals, let range): "sample \(curve) \(intervals)\(range.optionsText)"
        case .compare(let first, let second, let intervals, let range): "compare \(first) \(second) samples=\(intervals)\(range.optionsText)"
        case .plot(let curves, let options):
            (["plot"] + curves + options.words).joined(separator: " ")
        case .save(let path, let force):
            // A file called "force" is quoted so that it is not read as the option.
            (["save"] + (path.map { [$0 == "force" ? "\"force\"" : quoted($0)] } ?? []) + (force ? ["force"] : []))
                .joined(separator: " ")
        case .new: "new"
        case .replay(let path, let step, let delay):
            (["replay", quoted(path)] + (step ? ["step"] : []) + (delay > 0 ? ["delay=\(format(delay))"] : [])).joined(separator: " ")
        case .diff(let first, let second): (["diff", quoted(first)] + (second.map { [quoted($0)] } ?? [])).joined(separator: " ")
        case .recover(.only): "recover"
        case .recover(.number(let index)): "recover \(index)"
        case .recover(.discard(let index)): "recover discard \(index)"
        case .fit(let request):
            (["fit", request.target] + (request.name.map { ["as", $0] } ?? [])
                + (request.samples == Limits.defaultFitSamples ? [] : ["samples=\(request.samples)"])
                + (request.segments.map { ["segments=\($0)"] } ?? [])
                + (request.tolerance.map { ["tolerance=\(format($0))"] } ?? [])
                + (request.smooth ? ["smooth"] : [])
                + (request.digits.map { ["digits=\($0)"] } ?? [])).joined(separator: " ")
        case .linear(let target, let name, let tolerance):
            (["linear", target, "tolerance=\(format(tolerance))"] + (name.map { ["as", $0] } ?? [])).joined(separator: " ")
        case .animate(let words): (["anim"] + words.map(quoted)).joined(separator: " ")
        case .frames(let animation, let fps): (["frames", animation] + (fps.map { ["fps=\($0)"] } ?? [])).joined(separator: " ")
        case .export(let name, let format, let file, let digits):
            (["export", name, format] + (digits.map { ["digits=\($0)"] } ?? []) + (file.map { [">", quoted($0)] } ?? []))
                .joined(separator: " ")
        case .preview(let names, let file): (["preview"] + names + ["html=\(quoted(file))"]).joined(separator: " ")
        case .play(let names, let speed): (["play"] + names + (speed == 1 ? [] : ["speed=\(format(speed))"])).joined(separator: " ")
        case .describe(let curve, let text): (["describe"] + (curve.map { [$0] } ?? []) + [quoted(text)]).joined(separator: " ")
        case .target(let curve, let other): "target \(curve) \(other ?? "none")"
        case .load(let path): "load \(quoted(path))"
        case .undo: "undo"
        case .redo: "redo"
        case .history: "history"
        case .help(let topic): topic.map { "help \(quoted($0))" } ?? "help"
        case .quit: "quit"
        }
    }
}

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
public func quoted(_ text: String) -> String {
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
