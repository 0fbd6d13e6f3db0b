/// A curve could not be built from the parameters given. The message says what was wrong
/// and what is accepted.
public struct CurveError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    /// The parameter at fault, as the curve's session-file member names it (`stiffness`,
    /// `values` …), when one is; nil when the message is about the parameters together.
    public let parameter: String?

    public init(_ message: String, parameter: String? = nil) {
        self.message = message
        self.parameter = parameter
    }

    public var description: String { message }

    /// Errors are equal when they say the same thing; the parameter only places it.
    public static func == (lhs: CurveError, rhs: CurveError) -> Bool { lhs.message == rhs.message }

    /// A long computation stopped because its `isCancelled` callback returned true.
    public static let cancelled = CurveError("cancelled")
}
