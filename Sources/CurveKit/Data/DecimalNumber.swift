/// Plain decimal numbers as people type them: digits, one optional sign, a decimal point
/// and an exponent (`-1.5e-3`, `.5`). No hexadecimal, no `nan`, no `inf`.
public enum DecimalNumber {
    /// The number written in `text`, or nil when it is not a plain decimal number. The
    /// result may be infinite when the text overflows a double (check `isFinite`).
    public static func parse<S: StringProtocol>(_ text: S) -> Double? {
        guard !text.isEmpty, text.utf8.count <= 400,
            text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
            text.contains(where: \.isNumber)
        else { return nil }
        return Double(String(text))
    }
}
