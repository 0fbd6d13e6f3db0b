/// An error meant for the person at the keyboard: a message that says what was wrong and what
/// is accepted, and, when the error is about a word of the command line, where that word is (so
/// that the front end can point at it, see ``CaretText``).
public protocol UserFacingError: Error, Sendable {
    /// What was wrong and what is accepted; shown as it is, after `error: `.
    var message: String { get }
    /// The part of the line the error is about, or nil when it is about no word in particular
    /// (a session error from running a command: an unknown curve, nothing to undo).
    var span: SourceSpan? { get }
}
