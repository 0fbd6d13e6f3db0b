/// A command that cannot be carried out: what was wrong and what is accepted. The session is
/// never changed by a command that fails.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    /// 1-based column of the offending word, when there is one.
    public let column: Int?

    public init(_ message: String, column: Int? = nil) {
        self.message = message
        self.column = column
    }

    public var description: String { message }
}
