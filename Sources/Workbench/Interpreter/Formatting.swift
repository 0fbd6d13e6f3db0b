import Foundation

/// Number formats for text output. JSON output always uses the shortest round-trip form.
enum Formatting {
    /// A statistic: up to 6 significant digits, scientific notation when very small or large.
    static func statistic(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if value == 0 { return "0" }
        let magnitude = abs(value)
        if magnitude >= 1e-3 && magnitude < 1e6 {
            return trimmed(String(format: "%.6g", value))
        }
        return String(format: "%.4e", value)
    }

    /// A value in a table column: fixed point with 6 decimals, or scientific when out of range.
    static func fixed(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if value != 0 && (abs(value) < 1e-6 || abs(value) >= 1e9) { return String(format: "%.6e", value) }
        return fastFixed(value) ?? String(format: "%.6f", value)
    }

    /// `String(format: "%.6f", value)` for |value| < 1e9 without the C formatter (about 20×
    /// faster: a million-row `sample` formats three million numbers), or nil where it cannot be
    /// sure of the same text. printf rounds the exact binary value; value·10⁶ in Double is
    /// within half an ulp of the exact product, so rounding it to an integer gives printf's
    /// digits unless the product lies within an ulp of a half-way point: those go to printf.
    static func fastFixed(_ value: Double) -> String? {
        var bytes: [UInt8] = []
        guard appendFastFixed(value, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``fixed(_:)``'s text of `value` to `bytes` (the fast path where it applies).
    static func appendFixed(_ value: Double, to bytes: inout [UInt8]) {
        let magnitude = abs(value)
        if value == 0 || (magnitude >= 1e-6 && magnitude < 1e9), appendFastFixed(value, to: &bytes) { return }
        bytes.append(contentsOf: fixed(value).utf8)
    }

    /// The digits of `%.6f` for |value| < 1e9, or false (nothing appended) near a tie.
    private static func appendFastFixed(_ value: Double, to bytes: inout [UInt8]) -> Bool {
        let scaled = abs(value) * 1e6
        let whole = scaled.rounded(.down)
        let fraction = scaled - whole  // exact: both below 2⁵³, and whole ≤ scaled < whole + 1
        if abs(fraction - 0.5) <= scaled.ulp { return false }
        let units = UInt64(fraction > 0.5 ? whole + 1 : whole)
        if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
        appendDecimal(units / 1_000_000, minimumDigits: 1, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        appendDecimal(units % 1_000_000, minimumDigits: 6, to: &bytes)
        return true
    }

    private static func appendDecimal(_ value: UInt64, minimumDigits: Int, to bytes: inout [UInt8]) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0 || count < minimumDigits
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// A parameter the user typed or will paste: shortest round-trip form.
    static func parameter(_ value: Double) -> String { format(value) }

    private static func trimmed(_ text: String) -> String {
        guard text.contains("."), !text.contains("e") else { return text }
        var result = text
        while result.hasSuffix("0") { result.removeLast() }
        if result.hasSuffix(".") { result.removeLast() }
        return result
    }

    /// Columns padded to their widest entry, separated by two spaces.
    static func table(_ rows: [[String]], rightAligned: Set<Int> = []) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if rightAligned.contains(column) { return padding + cell }
                return column == row.count - 1 ? cell : cell + padding
            }.joined(separator: "  ").trimmingTrailingSpaces
        }.joined(separator: "\n")
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
