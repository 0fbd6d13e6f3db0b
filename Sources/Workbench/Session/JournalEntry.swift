import Platforms

/// One command of a session's history: a change that built the session, or a query whose
/// result is part of the story (a comparison, a sample), kept and marked as such so that a
/// replay shows it too.
public struct JournalEntry: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var command: String
    var isQuery: Bool

    public init(_ command: String, isQuery: Bool = false) {
        self.command = command
        self.isQuery = isQuery
    }

    public init(stringLiteral command: String) {
        self.init(command)
    }

    public var description: String { command }

    /// A change is written as a plain string, a query as `{"query": "…"}`.
    var json: JSONValue {
        isQuery ? .object([("query", .string(command))]) : .string(command)
    }

    init(reading reader: JSONReader) throws(SessionFormatError) {
        if case .string(let command) = reader.value {
            self.init(command)
        } else if let query = reader.member("query") {
            self.init(try query.string(), isQuery: true)
        } else {
            throw reader.failure("expected a command string or {\"query\": COMMAND}")
        }
    }
}
