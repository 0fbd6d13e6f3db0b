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
        return String(format: "%.6f", value)
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
