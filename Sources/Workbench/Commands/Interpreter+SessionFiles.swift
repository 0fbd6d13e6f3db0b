import Foundation
import Platforms

/// Reading session files, here where the reserved words are put together (``ReservedNames``):
/// a file's curve may not be called by a command, a curve kind or a platform.
extension Interpreter {
    /// Reads and checks a session file; the error names the file and where in it.
    func readSession(_ path: String) throws(CommandError) -> SessionFile {
        try readStampedSession(path).file
    }

    /// Reads and checks a session file, with the stamp of the content read.
    func readStampedSession(_ path: String) throws(CommandError) -> (file: SessionFile, stamp: FileStamp) {
        let data: Data
        do {
            data = try fileSystem.contents(of: path)
        } catch {
            throw CommandError(error.message)
        }
        return (try parseSession(data, path: path), FileStamp(of: data))
    }

    /// Checks the bytes of the session file at `path`.
    func parseSession(_ data: Data, path: String) throws(CommandError) -> SessionFile {
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError("cannot load \(path): not UTF-8 text, so not a curves session")
        }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: text)
        } catch {
            throw CommandError("cannot load \(path): not valid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        do {
            return try SessionFile(json: json, reservedNames: ReservedNames.words)
        } catch {
            throw CommandError("cannot load \(path): \(error.description)")
        }
    }
}
