import Platforms

/// Running a line: the parser makes it a ``Command``, its declaration runs it.
extension Interpreter {
    /// Parses and runs one line. Blank lines and comments give ``Reply/empty``.
    public mutating func execute(_ line: String) -> Reply {
        if line.utf8.count > Limits.maximumLineLength {
            return .failure(
                "the line is longer than the limit of \(Limits.maximumLineLength) bytes for a command line; nothing was run")
        }
        let command: Command
        do {
            guard let parsed = try Parser.parse(line) else { return .empty }
            command = parsed
        } catch {
            return .failure(error)
        }
        let confirming = pendingConfirmation == command.description
        pendingConfirmation = nil
        do {
            let revisionBefore = revision
            let reply = try run(command, confirmed: confirming)
            // A query that changed the session (identify … as NAME) was journaled with its change.
            if command.isRecordedQuery && revision == revisionBefore {
                journal.append(JournalEntry(command.description, isQuery: true))
            }
            return reply
        } catch {
            // A command that fails as it runs fails because of the session, not a word: no span.
            return .failure(error)
        }
    }

    mutating func run(_ command: Command, confirmed: Bool) throws(CommandError) -> Reply {
        var reply = try command.declaration.run(&self, RunContext(confirmed: confirmed, text: command.description))
        reply.json = reply.json.naming(command: command.name)
        return reply
    }
}
