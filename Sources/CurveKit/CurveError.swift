/// A curve could not be built from the parameters given. The message says what was wrong
/// and what is accepted.
public struct CurveError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    /// The parameter at fault, as the curve's session-file member names it (`stiffness`,
    /// `values` …), when one is; nil when the message is about the parameters together.
    public let parameter: String?
    /// The typed reason, for errors whose values the caller words itself (a ``Spring``'s);
    /// nil when ``message`` is the whole story.
    public let spring: SpringError?

    public init(_ message: String, parameter: String? = nil) {
        self.message = message
        self.parameter = parameter
        spring = nil
    }

    /// The error of a spring that could not be built; ``message`` describes it in CurveKit's
    /// own terms (its parameter names, no caller's syntax).
    public static func spring(_ reason: SpringError) -> CurveError { CurveError(reason) }

    private init(_ reason: SpringError) {
        message = reason.description
        parameter = nil
        spring = reason
    }

    public var description: String { message }

    /// Errors are equal when they say the same thing; the parameter only places it.
    public static func == (lhs: CurveError, rhs: CurveError) -> Bool { lhs.message == rhs.message && lhs.spring == rhs.spring }

    /// A long computation stopped because its `isCancelled` callback returned true.
    public static let cancelled = CurveError("cancelled")
}
