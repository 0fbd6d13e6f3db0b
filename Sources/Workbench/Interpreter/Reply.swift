import Platforms

/// What a command produced: text for people, one JSON object for programs, or an error.
public struct Reply: Sendable, Equatable {
    public static func == (a: Reply, b: Reply) -> Bool {
        a.text == b.text && a.json == b.json && a.error == b.error && a.errorSpan == b.errorSpan && a.quit == b.quit && a.replay == b.replay
            && a.stream?.collectedText == b.stream?.collectedText && a.stream?.collectedJSON == b.stream?.collectedJSON
    }

    /// Human-readable output; may be empty.
    public var text: String
    /// The machine-readable result (`--json`); always an object with a "command" member.
    public var json: JSONValue
    /// The error message when the command failed (the session is then unchanged).
    public var error: String?
    /// Where on the command line the error is, when it is about a word (a parse error); the
    /// front end shows the line with a caret under it (``CaretText``).
    public var errorSpan: SourceSpan?
    /// The shell should exit.
    public var quit: Bool
    /// The front end should pace a replay (set by `replay FILE step` or `delay=`).
    public var replay: ReplayRequest?
    /// The front end should play these on the terminal (set by `play`).
    public var play: PlayRequest?
    /// The front end should open the full-screen editor on this curve (set by `edit`).
    public var edit: EditorState?
    /// The front end should start or stop the live page's server (set by `serve`).
    public var serve: ServeRequest?
    /// A long reply made piece by piece as it is written, instead of `text` and `json` (which
    /// are then empty): the rows of a large `sample`.
    public var stream: ReplyStream?
    /// Recovery files whose work was saved (`save` after `recover`) or discarded on purpose
    /// (`recover discard`): the front end removes them once its own recovery file is up to date.
    public var finishedRecoveryFiles: [String] = []
    /// A recovery file whose work `recover` brought into this shell: it stays until the work is
    /// saved, and the front end holds its lock meanwhile so that no other shell offers it.
    public var heldRecoveryFile: String?

    public init(text: String, json: JSONValue, error: String? = nil, quit: Bool = false) {
        self.text = text
        self.json = json
        self.error = error
        self.quit = quit
    }

    /// The reply to a blank line or a comment: nothing at all.
    public static let empty = Reply(text: "", json: .null)

    public static func failure(_ message: String) -> Reply {
        Reply(text: "", json: .object([("error", .string(message))]), error: message)
    }

    /// A failed command: the error's message, and its place when it has one.
    public static func failure(_ error: some UserFacingError) -> Reply {
        var reply = Reply.failure(error.message)
        reply.errorSpan = error.span
        return reply
    }

    /// `{"error": MESSAGE, "line": N}` as `--json` prints a failed command, with
    /// `"column": C, "length": L` after the line when the error is about a word.
    public func errorJSON(line: Int) -> String {
        var members: [(key: String, value: JSONValue)] = [("error", .string(error ?? "")), ("line", .number(Double(line)))]
        if let errorSpan {
            members += [("column", .number(Double(errorSpan.column))), ("length", .number(Double(errorSpan.length)))]
        }
        return JSONValue.object(members).serialized
    }

    public var isEmpty: Bool { json == .null && error == nil && text.isEmpty && stream == nil }

    /// The reply to an excerpt read as if its brackets closed where its code ends, with what was
    /// added said under its text and as its JSON's `"excerpt"`.
    public func noting(excerpt note: String) -> Reply {
        var noted = self
        noted.text += "\n  (\(note))"
        if case .object(let members) = json { noted.json = .object(members + [("excerpt", .string(note))]) }
        return noted
    }

    /// The text for people, whether it was made at once or is streamed.
    var wholeText: String { stream?.collectedText ?? text }
    /// The JSON line, whether it was made at once or is streamed.
    var wholeJSON: String { stream?.collectedJSON ?? json.serialized }
}

extension JSONValue {
    /// The object with `"command": name` as its first member, unless it names a command
    /// already; anything else unchanged. Every reply's JSON names its command this way.
    func naming(command name: String) -> JSONValue {
        guard case .object(let members) = self, !members.contains(where: { $0.key == "command" }) else { return self }
        return .object([("command", .string(name))] + members)
    }
}

extension JSONValue {
    /// The object without its "command" member.
    var droppingCommand: JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { $0.key != "command" })
    }
}
