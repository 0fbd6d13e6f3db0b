import Foundation

/// An animation, a value or a frame request could not be made from what was given. The
/// message names what was wrong and what is accepted.
public struct AnimationError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// The error for a curve name the session does not know.
    public static func unknownCurve(_ name: String, option: String = "curve") -> AnimationError {
        AnimationError(
            "unknown curve \"\(name)\" for \(option)=: use a curve defined in this session, a preset "
                + "(linear, ease, ease-in, ease-out, ease-in-out) or a Penner easing (bounce-out, …)")
    }
}

/// Number text for animations and exports: the shortest form that reads back exactly, without
/// a trailing `.0`, or rounded to a number of decimals for display.
enum AnimationNumberText {
    static func exact(_ value: Double) -> String {
        if value == 0 { return "0" }  // also −0
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// A short statistic: 3 significant digits (`0.00123`, `12.3`, `1.5e-07`).
    static func short(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if value == 0 { return "0" }
        let magnitude = abs(value)
        if magnitude >= 1e-4 && magnitude < 1e7 {
            let digits = max(0, 2 - Int((log10(magnitude)).rounded(.down)))
            return DecimalText.trimmed(value, decimals: digits)
        }
        let exponent = Int((log10(magnitude)).rounded(.down))
        let mantissa = value / pow10(exponent)
        return DecimalText.trimmed(mantissa, decimals: 2) + "e" + (exponent < 0 ? "-" : "+") + (abs(exponent) < 10 ? "0" : "") + String(abs(exponent))
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }

}
