import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A directory under /tmp, removed when the value goes away.
public final class TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("curves-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to a file called `name` in the directory; returns its path.
    public func file(_ name: String, _ text: String) throws -> String {
        let path = url.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Copies the program at `path` into the directory as `name` (mode 755); returns its path.
    /// The copy is written through a descriptor closed on exec: a child that another test spawns
    /// meanwhile must not inherit it open for writing, or running the copy fails with ETXTBSY
    /// ("Text file busy") for as long as that child lives.
    public func copyProgram(_ path: String, as name: String) throws -> String {
        let copy = url.appendingPathComponent(name).path
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let descriptor = open(copy, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw TestFailure("cannot create \(copy): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw TestFailure("cannot write \(copy): \(String(cString: strerror(errno)))")
            }
            offset += written
        }
        return copy
    }
}

/// A failure of the test's own machinery (a child that cannot start, a page that never loads),
/// thrown with what went wrong.
public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
