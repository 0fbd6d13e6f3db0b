/// Small helpers for user-supplied text (titles, series names).
enum PlotText {
    /// Drops control characters: a newline would break the layout, and an
    /// escape would defeat the "no escape codes when colours are off" promise.
    static func printable(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { scalar in
                    !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
                }))
    }

    /// `text` cut to at most `limit` characters, marking the cut with an ellipsis.
    static func truncated(_ text: String, to limit: Int, ascii: Bool) -> String {
        guard text.count > limit else { return text }
        let ellipsis = ascii ? "..." : "…"
        guard limit > ellipsis.count else { return String(text.prefix(max(0, limit))) }
        return String(text.prefix(limit - ellipsis.count)) + ellipsis
    }
}
