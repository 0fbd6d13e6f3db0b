import CurveKit
import Foundation

extension TextFormat {
    /// A path as a word: quoted when it holds spaces, quotes, `#` or `=`, or is empty. Checked and
    /// escaped scalar by scalar, as the lexer reads it: a quote followed by a combining mark is
    /// one `Character`, but still a quote.
    public static func quoted(_ text: String) -> String {
        let special: Set<Unicode.Scalar> = ["\"", "\\", "#", "="]
        let needsQuotes = text.isEmpty || text.unicodeScalars.contains { $0.properties.isWhitespace || special.contains($0) }
        return needsQuotes ? TextFormat.inQuotes(text) : text
    }

    /// `text` in double quotes, with `\` and `"` escaped: the lexer reads it back as one quoted
    /// word whose text is `text`.
    package static func inQuotes(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { escaped.append("\\") }
            escaped.append(scalar)
        }
        return "\"\(String(escaped))\""
    }
}
