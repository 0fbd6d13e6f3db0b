import Foundation

/// Numbers as text: the one namespace every renderer, export, reply and the shell use. No
/// locale and no Foundation number formatting where the text is stored or compared (shortest
/// round-trip forms, decimals by exact integer arithmetic); C's `%g`/`%e` only for the
/// statistics shown to people.
public enum TextFormat {
    /// The shortest text that reads back as exactly `value` (command text, JSON, messages):
    /// no trailing `.0`, no leading zeros or `+` in an exponent (`0.25`, `2`, `1e-7`, `1e21`),
    /// `-0` for negative zero; "nan", "inf", "-inf" for non-finite values.
    public static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var bytes: [UInt8] = []
        appendShortest(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``shortest(_:)``'s text of a finite `value` to `bytes` (streamed replies write
    /// millions).
    public static func appendShortest(_ value: Double, to bytes: inout [UInt8]) {
        if value == value.rounded(), abs(value) < 9.007_199_254_740_992e15 {
            if value == 0 && value.sign == .minus { return bytes.append(contentsOf: "-0".utf8) }
            return bytes.append(contentsOf: String(Int64(value)).utf8)
        }
        // Swift writes 1e-09; the exponent's leading zeros add nothing.
        var text = value.description
        text.withUTF8 { utf8 in
            guard let e = utf8.firstIndex(of: UInt8(ascii: "e")) else { return bytes.append(contentsOf: utf8) }
            bytes.append(contentsOf: utf8[...e])
            var index = e + 1
            if utf8[index] == UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
            if utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") { index += 1 }
            while index < utf8.count - 1, utf8[index] == UInt8(ascii: "0") { index += 1 }
            bytes.append(contentsOf: utf8[index...])
        }
    }

    // 10⁰ … 10²², each exact in Double, made by multiplying (pow(10, k) may become exp10, which
    // need not be exact, in an optimised build).
    private static let powers: [Double] = (0...22).reduce(into: []) { powers, k in powers.append(k == 0 ? 1 : powers[k - 1] * 10) }

    /// `value` rounded to `decimals` places (0 ... 15): the text, trailing zeros dropped, and
    /// the double it denotes. Nil when the scaled value would not be an exact integer.
    public static func rounded(_ value: Double, decimals: Int) -> (text: String, value: Double)? {
        guard let scaled = scaled(value, decimals: decimals) else { return nil }
        return (text(scaled.integer, decimals: decimals), scaled.value)
    }

    /// `value` rounded to `decimals` places (0 ... 15) as an integer count of 10^−decimals,
    /// and the double that decimal denotes.
    public static func scaled(_ value: Double, decimals: Int) -> (integer: Int64, value: Double)? {
        guard decimals >= 0, decimals <= 15 else { return nil }
        let scaled = (value * powers[decimals]).rounded()
        guard scaled.magnitude < 0x1p53 else { return nil }
        let integer = Int64(scaled)
        // Both operands are exact, so the quotient is the correctly rounded value of the
        // decimal, as parsing the text would give.
        return (integer, Double(integer) / powers[decimals])
    }

    /// The decimal with the fewest places (0 … 15) within `tolerance` of `value`, and the double
    /// it denotes; nil when none is (a tolerance of 0 and a value no decimal denotes).
    public static func fewestDecimals(_ value: Double, within tolerance: Double) -> (text: String, value: Double)? {
        for decimals in 0...15 {
            if let candidate = rounded(value, decimals: decimals), (candidate.value - value).magnitude <= tolerance {
                return candidate
            }
        }
        return nil
    }

    /// The shortest decimal text that denotes exactly `value`.
    public static func exact(_ value: Double) -> String {
        if value == 0 { return "0" }
        for decimals in 0...15 {
            if let candidate = rounded(value, decimals: decimals), candidate.value == value {
                return candidate.text
            }
        }
        return plain(value.description)
    }

    /// The percentage text for the fraction written `unit`, by moving the point two places
    /// ("0.125" → "12.5", "1" → "100", "-0.00005" → "-0.005"): no rounding on the way. A text in
    /// exponent form goes through a double instead.
    public static func percent(fromUnit unit: String) -> String {
        guard !unit.contains("e"), !unit.contains("E") else {
            return Double(unit).map { shortest($0 * 100) } ?? unit
        }
        var negative = false
        var digits = Substring(unit)
        if digits.hasPrefix("-") {
            negative = true
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        var whole = String(parts[0])
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        while fraction.count < 2 { fraction += "0" }
        whole += fraction.prefix(2)
        fraction = String(fraction.dropFirst(2))
        return assemble(negative: negative, whole: whole, fraction: fraction)
    }

    /// The fraction written as the percentage `percent`, by moving the point two places the
    /// other way ("3.6" → "0.036", "100" → "1", "-0.5" → "-0.005"): no rounding on the way, so
    /// the double it reads as is the one nearest the fraction meant, and `exactPercent(_:)`
    /// gives the percentage back as typed. A text in exponent form is returned as
    /// its value over 100 in shortest form.
    public static func unit(fromPercent percent: String) -> String {
        guard !percent.contains("e"), !percent.contains("E") else {
            return Double(percent).map { shortest($0 / 100) } ?? percent
        }
        var negative = false
        var digits = Substring(percent)
        if digits.hasPrefix("-") || digits.hasPrefix("+") {
            negative = digits.hasPrefix("-")
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        var whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        while whole.count < 3 { whole = "0" + whole }
        let split = whole.index(whole.endIndex, offsetBy: -2)
        return assemble(negative: negative, whole: String(whole[..<split]), fraction: String(whole[split...]) + fraction)
    }

    /// The shortest percentage text whose fraction is exactly `value`.
    static func exactPercent(_ value: Double) -> String {
        percent(fromUnit: exact(value))
    }

    /// The decimal `integer` × 10^(−`decimals`) as text, without trailing zeros: `text(1250,
    /// decimals: 3)` is `1.25`.
    public static func text(_ integer: Int64, decimals: Int) -> String {
        if integer == 0 { return "0" }
        var digits = String(integer.magnitude)
        if digits.count <= decimals {
            digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
        }
        let split = digits.index(digits.endIndex, offsetBy: -decimals)
        return assemble(
            negative: integer < 0, whole: String(digits[..<split]), fraction: String(digits[split...]))
    }

    private static func assemble(negative: Bool, whole: String, fraction: String) -> String {
        var whole = Substring(whole)
        while whole.count > 1, whole.first == "0" { whole = whole.dropFirst() }
        if whole.isEmpty { whole = "0" }
        var fraction = Substring(fraction)
        while fraction.last == "0" { fraction = fraction.dropLast() }
        let body = fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
        return negative && body != "0" ? "-" + body : body
    }

    /// Swift's shortest round-trip description ("1.5e-07", "0.1", "100.0") as plain decimal.
    public static func plain(_ description: String) -> String {
        var text = Substring(description)
        var negative = false
        if text.hasPrefix("-") {
            negative = true
            text = text.dropFirst()
        }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = text[..<e]
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = whole + fraction
        var point = whole.count + exponent
        if point < 0 {
            digits = String(repeating: "0", count: -point) + digits
            point = 0
        }
        if point > digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        }
        let split = digits.index(digits.startIndex, offsetBy: point)
        return assemble(negative: negative, whole: String(digits[..<split]), fraction: String(digits[split...]))
    }

    /// `value` rounded to `decimals` places with trailing zeros and a bare point dropped
    /// (`12.5`, `0.3333`, `-2`), never "-0". "nan", "inf" and "-inf" for non-finite values;
    /// values too large to round that way (|value|·10^decimals ≥ 1e15) in Swift's shortest
    /// round-trip form.
    public static func trimmed(_ value: Double, decimals: Int) -> String {
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
    public static func fixed(_ value: Double, decimals: Int) -> String {
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

    /// A statistic: up to 6 significant digits, scientific notation when very small or large
    /// (up to 5 significant digits, no padding zeros: `2e-08`, not `2.0000e-08`).
    public static func statistic(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if value == 0 { return "0" }
        let magnitude = abs(value)
        if magnitude >= 1e-3 && magnitude < 1e6 {
            return trimmingZeros(String(format: "%.6g", value))
        }
        let text = String(format: "%.4e", value)
        guard let e = text.firstIndex(of: "e") else { return text }
        return trimmingZeros(String(text[..<e])) + text[e...]
    }

    /// A value in a table column: fixed point with 6 decimals, or scientific when out of range.
    public static func fixed(_ value: Double) -> String {
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
    public static func appendFixed(_ value: Double, to bytes: inout [UInt8]) {
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
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
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

    private static func trimmingZeros(_ text: String) -> String {
        guard text.contains("."), !text.contains("e") else { return text }
        var result = text
        while result.hasSuffix("0") { result.removeLast() }
        if result.hasSuffix(".") { result.removeLast() }
        return result
    }

    /// A short statistic: 3 significant digits (`0.00123`, `12.3`, `1.5e-07`).
    public static func short(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if value == 0 { return "0" }
        let magnitude = abs(value)
        if magnitude >= 1e-4 && magnitude < 1e7 {
            let digits = max(0, 2 - Int((log10(magnitude)).rounded(.down)))
            return trimmed(value, decimals: digits)
        }
        let exponent = Int((log10(magnitude)).rounded(.down))
        let mantissa = value / pow10(exponent)
        return trimmed(mantissa, decimals: 2) + "e" + (exponent < 0 ? "-" : "+") + (abs(exponent) < 10 ? "0" : "") + String(abs(exponent))
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
