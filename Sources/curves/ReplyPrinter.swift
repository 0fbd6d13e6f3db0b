import Workbench

/// Shows replies the way the user asked: text for people, or exactly one JSON object per
/// command on one line of stdout (`--json`).
struct ReplyPrinter {
    var json: Bool
    /// Whether the user asked to stop the output (Ctrl-C in the shell); nil in scripts. A long
    /// reply stops part way, with a note on stderr.
    var isInterrupted: (@Sendable () -> Bool)? = nil
    /// The screen's width: a command line shown above an error is cut to fit it.
    var width = 80
    /// Whether errors and notices wrap within ``width`` (the interactive shell's); a script's
    /// error stays one line (`FILE:LINE: error: …`, as editors and build logs read it).
    var wrapsMessages = false

    /// Prints one reply. `location` is `FILE:LINE` in scripts (errors then read
    /// `FILE:LINE: error: …`), nil in the shell; `line` numbers the command in `--json` errors.
    /// `source` is the command line as the user wrote it: an error about one of its words shows
    /// it first, with a caret line under the word (in `--json` the place is in the object).
    /// Returns whether the command failed.
    func show(_ reply: Reply, line: Int, location: String?, source: String? = nil) throws(OutputError) -> Bool {
        if reply.isEmpty { return false }
        if let stream = reply.stream {
            try write(json ? stream.json : stream.text)
            return false
        }
        if json {
            try text(reply.error == nil ? reply.json.serialized : reply.errorJSON(line: line))
            // Scripts also explain a failure on stderr, for the person reading the log; in the
            // shell stderr is the same screen, so the JSON says it once.
            if let error = reply.error, let location { Output.diagnostic("\(location): error: \(error)") }
        } else {
            if !reply.text.isEmpty { try text(reply.text) }
            if let error = reply.error {
                if let span = reply.errorSpan, let source {
                    Output.diagnostic(CaretText.renderSource(source, span: span, width: width))
                }
                let message = location.map { "\($0): error: \(error)" } ?? "error: \(error)"
                notice(message)
            }
        }
        return reply.error != nil
    }

    /// A message for the person at the screen (stderr), wrapped within ``width`` in the shell.
    func notice(_ message: String) {
        Output.diagnostic(wrapsMessages ? Formatting.prose(message, width: width).joined(separator: "\n") : message)
    }

    /// Writes a streamed reply piece by piece, then a newline; stops early when interrupted.
    private func write(_ pieces: (_ emit: (String) -> Bool) -> Void) throws(OutputError) {
        var failure: OutputError?
        var stopped = false
        pieces { piece in
            do throws(OutputError) { try Output.text(piece) } catch { failure = error; return false }
            stopped = isInterrupted?() ?? false
            return !stopped
        }
        if let failure { throw failure }
        if stopped {
            Output.diagnostic("\ninterrupted: the rest of the reply is not shown")
        } else {
            try Output.text("\n")
        }
    }

    /// Writes a reply's text (or JSON) to stdout; stops early when interrupted.
    private func text(_ text: String) throws(OutputError) {
        guard let isInterrupted else { return try Output.line(text) }
        if try !Output.line(text, until: isInterrupted) {
            Output.diagnostic("\ninterrupted: the rest of the reply is not shown")
        }
    }
}
