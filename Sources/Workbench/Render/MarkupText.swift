/// Text and numbers as they go into SVG and HTML output: escaped for markup, and
/// formatted the same way on every machine (no locale, no Foundation).
import CurveKit

package enum MarkupText {
    /// `text` made safe for XML/HTML character data and for attribute values in either
    /// quote style. Characters XML 1.0 forbids even as references (C0 controls other than
    /// tab, newline and carriage return; U+FFFE, U+FFFF) are dropped, and so are the C1
    /// controls and the remaining control characters, which only cause trouble in a label.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
                    continue
                }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` cut to at most `limit` characters, the cut marked with an ellipsis.
    package static func truncated(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(max(0, limit - 1))) + "…"
    }

    /// A pixel coordinate: two decimals, a hundredth of a pixel.
    static func pixels(_ value: Double) -> String { TextFormat.trimmed(value, decimals: 2) }

    /// `value` as a CSS `<number>` that reads back as the same double: Swift's shortest
    /// round-trip form, without a trailing ".0" and never "-0". CSS accepts the exponent
    /// form Swift uses for very small and very large values (`1e-07`).
    static func cssNumber(_ value: Double) -> String {
        if value == 0 { return "0" }
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
