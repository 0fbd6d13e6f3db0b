/// A curve could not be built from the parameters given. The message says what was wrong
/// and what is accepted.
public struct CurveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong and what is accepted, as one sentence for the user.
    public let message: String
    /// The parameter at fault, as the curve's session-file member names it (`stiffness`,
    /// `values` …), when one is; nil when the message is about the parameters together.
    public let parameter: String?
    /// The typed reason, for errors whose values the caller words itself (a ``Spring``'s, a
    /// catalogue curve's, a recording's); nil when ``message`` is the whole story.
    public let reason: Reason?

    /// What a typed error is about.
    public enum Reason: Equatable, Sendable {
        /// A spring's parameters (``Spring``).
        case spring(SpringError)
        /// A catalogue curve's parameters (``Steps``, ``SecondOrderResponse``, ``ExponentialDecay``).
        case catalogue(CatalogueError)
        /// A recording's frames (``RecordingImport``).
        case recording(RecordingError)
    }

    /// The spring's typed reason, if the error is a spring's.
    public var spring: SpringError? {
        if case .spring(let reason) = reason { return reason }
        return nil
    }

    /// The catalogue curve's typed reason, if the error is one's.
    public var catalogue: CatalogueError? {
        if case .catalogue(let reason) = reason { return reason }
        return nil
    }

    /// The recording's typed reason, if the error is a recording's.
    public var recording: RecordingError? {
        if case .recording(let reason) = reason { return reason }
        return nil
    }

    /// An error with its message and, when one is at fault, the parameter's name; no typed reason.
    public init(_ message: String, parameter: String? = nil) {
        self.message = message
        self.parameter = parameter
        reason = nil
    }

    /// The error of a spring that could not be built; ``message`` describes it in CurveKit's
    /// own terms (its parameter names, no caller's syntax).
    public static func spring(_ reason: SpringError) -> CurveError { CurveError(.spring(reason), reason.description) }

    /// The error of a catalogue curve that could not be built; ``message`` describes it in
    /// CurveKit's own terms.
    public static func catalogue(_ reason: CatalogueError) -> CurveError { CurveError(.catalogue(reason), reason.description) }

    /// The error of a recording that could not be read as one motion; ``message`` describes
    /// it in CurveKit's own terms.
    public static func recording(_ reason: RecordingError) -> CurveError { CurveError(.recording(reason), reason.description) }

    private init(_ reason: Reason, _ message: String) {
        self.message = message
        parameter = nil
        self.reason = reason
    }

    public var description: String { message }

    /// Errors are equal when they say the same thing; the parameter only places it.
    public static func == (lhs: CurveError, rhs: CurveError) -> Bool { lhs.message == rhs.message && lhs.reason == rhs.reason }

    /// A long computation stopped because its `isCancelled` callback returned true.
    public static let cancelled = CurveError("cancelled")
}
