/// A reply too long to hold in memory as text and as JSON at once (`sample ease 1000000`):
/// the front end asks for the form it prints, and receives it in pieces as they are made.
public struct ReplyStream: Sendable {
    /// Calls `emit` with consecutive pieces of the text (together: the whole text, without a
    /// final newline); stops early when `emit` returns false (Ctrl-C, or the reader went away).
    public let text: @Sendable (_ emit: (String) -> Bool) -> Void
    /// The same for the JSON object (one line).
    public let json: @Sendable (_ emit: (String) -> Bool) -> Void

    /// The whole text at once (tests; short replies).
    var collectedText: String { Self.collect(text) }
    /// The whole JSON line at once.
    var collectedJSON: String { Self.collect(json) }

    private static func collect(_ pieces: (_ emit: (String) -> Bool) -> Void) -> String {
        var whole = ""
        pieces {
            whole += $0; return true
        }
        return whole
    }
}
