/// A problem with a session file's content, with the JSON path where it was found
/// (`curves[3].points[1]`).
public struct SessionFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
