import Foundation

/// The duration and delay of a pasted `transition:` or `animation:` shorthand (CSS Transitions
/// §2.5, CSS Animations §3.11: "the first value that can be parsed as a time is assigned to the
/// duration, the second … to the delay"), kept with the easing read from it.
enum CSSShorthandTiming {
    /// The timing of `text` when it is one transition or animation declaration with a time in
    /// it; nil otherwise (a list of several, or no time).
    static func timing(_ text: String) -> CurveTiming? {
        var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard let colon = body.firstIndex(of: ":") else { return nil }
        let property = body[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        guard ["transition", "animation", "-webkit-transition", "-webkit-animation"].contains(property) else { return nil }
        body = body[body.index(after: colon)...]
        while let last = body.last, last == ";" || last == "}" || last == " " { body = body.dropLast() }
        var words: [String] = []
        var word = ""
        var depth = 0
        for character in body {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, character == "," { return nil }
            if depth == 0, character == " " || character == "\t" || character == "\n" {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        let times = words.compactMap(seconds)
        return CurveTiming(duration: times.first, delay: times.count > 1 ? times[1] : nil)
    }

    /// A CSS `<time>` (`300ms`, `.3s`, `0.3S`) in seconds (milliseconds divided by 1000, so that
    /// 300ms is 0.3 to the last bit).
    static func seconds(_ word: String) -> Double? {
        let lower = word.lowercased()
        let (digits, divisor) =
            lower.hasSuffix("ms") ? (lower.dropLast(2), 1000.0) : lower.hasSuffix("s") ? (lower.dropLast(), 1.0) : ("", 0)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }), let value = Double(digits) else {
            return nil
        }
        return value / divisor
    }
}
