/// A curve could not be built from the parameters given. The message says what was wrong
/// and what is accepted.
public struct CurveError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// A long computation stopped because its `isCancelled` callback returned true.
    public static let cancelled = CurveError("cancelled")
}
