/// Numbers as decimal text, the same on every machine (no locale, no Foundation formatting):
/// the one implementation behind plot labels, SVG coordinates, exported code, animation
/// reports, frame tables and the player's status line.
enum DecimalText {
    /// `value` rounded to `decimals` places with trailing zeros and a bare point dropped
    /// (`12.5`, `0.3333`, `-2`), never "-0". "nan", "inf" and "-inf" for non-finite values;
    /// values too large to round that way (|value|·10^decimals ≥ 1e15) in Swift's shortest
    /// round-trip form.
    static func trimmed(_ value: Double, decimals: Int) -> String {
        var text = fixed(value, decimals: decimals)
        guard value.isFinite, text.contains("."), !text.contains("e") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `value` with exactly `decimals` digits after the point (`0.500`, `-2.000`), a value
    /// that rounds to zero without a sign. "nan", "inf" and "-inf" for non-finite values;
    /// values too large to round that way (|value|·10^decimals ≥ 1e15) in Swift's shortest
    /// round-trip form.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "\(value)" }
        let units = Int64(scaled)
        let magnitude = units.magnitude
        let divisor = UInt64(scale)
        var text = (units < 0 ? "-" : "") + String(magnitude / divisor)
        if decimals > 0 {
            let fraction = String(magnitude % divisor)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }

    /// The percentage for the fraction written `unit`, by moving the point two places
    /// ("0.125" → "12.5", "1" → "100", "-0.00005" → "-0.005"): no rounding on the way. A text
    /// in exponent form goes through a double instead.
    static func percent(fromUnit unit: String) -> String {
        guard !unit.contains("e"), !unit.contains("E") else {
            return Double(unit).map { AnimationNumberText.exact($0 * 100) } ?? unit
        }
        let negative = unit.hasPrefix("-")
        let digits = negative ? unit.dropFirst() : Substring(unit)
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        while fraction.count < 2 { fraction += "0" }
        var whole = String(parts[0]) + fraction.prefix(2)
        fraction = String(fraction.dropFirst(2))
        while whole.count > 1, whole.first == "0" { whole.removeFirst() }
        while fraction.last == "0" { fraction.removeLast() }
        let body = fraction.isEmpty ? whole : whole + "." + fraction
        return negative && body != "0" ? "-" + body : body
    }
}
