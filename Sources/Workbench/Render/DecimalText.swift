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
}
