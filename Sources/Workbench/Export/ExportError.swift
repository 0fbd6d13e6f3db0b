/// An export could not be made; the message says why and what is accepted.
public struct ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    static let cancelled = ExportError("export cancelled")
}
