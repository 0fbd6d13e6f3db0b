/// A command that cannot be carried out: what was wrong and what is accepted. The session is
/// never changed by a command that fails.
///
/// Errors the parser finds are about a word and carry its place; errors from running a command
/// carry none. Inside the parser a span counts Unicode scalars, as ``Token``s do;
/// ``Parser/parse(_:)`` hands it out counting `Character`s.
public struct CommandError: UserFacingError, Equatable, CustomStringConvertible {
    public let message: String
    public let span: SourceSpan?

    public init(_ message: String, span: SourceSpan? = nil) {
        self.message = message
        self.span = span
    }

    /// An error about `token`, the word that is wrong.
    package init(_ message: String, at token: Token) {
        self.init(message, span: token.span)
    }

    /// 1-based column of the offending word, when there is one.
    public var column: Int? { span?.column }

    public var description: String { message }

    /// The same error with its span counted in `Character`s of `line` instead of scalars.
    package func countingCharacters(of line: String) -> CommandError {
        CommandError(message, span: span?.countingCharacters(of: line))
    }
}
