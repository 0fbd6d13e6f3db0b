/// Kotlin's number literals.
enum Kotlin {
    /// A Float literal: `0.4f`, `0f`, `-0.55f`.
    static func float(_ text: String) -> String { text + "f" }

    /// The Float nearest `value` as a literal with the fewest digits that Kotlin and Java read
    /// back as that Float (`0.09602222f`, `236f`): the value exactly as a Float holds it, no
    /// digit more.
    static func nearestFloat(_ value: Double) -> String {
        var text = Float(value).description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return float(text)
    }

    /// A decimal number's text as short as the Float it reads into allows: the text itself
    /// when it is no longer than that Float's shortest text (`0.5`, `0.826`), else the Float's
    /// (`0.9563113` for `0.9563112945344674`, `0.5` for `0.49999999999999994`); either reads
    /// back as the same Float.
    static func shortestFloat(_ text: String) -> String {
        guard let value = Double(text) else { return text }
        var float = Float(value).description
        if float.hasSuffix(".0") { float.removeLast(2) }
        return float.count < text.count ? float : text
    }

    /// Whether a Float holds `value` without overflow or loss to subnormals: 0, or a magnitude
    /// from Float's least normal (1.2e-38) to its greatest finite (3.4e38).
    static func fitsFloat(_ value: Double) -> Bool {
        value == 0 || (value.magnitude >= Double(Float.leastNormalMagnitude) && value.magnitude <= Double(Float.greatestFiniteMagnitude))
    }
}
