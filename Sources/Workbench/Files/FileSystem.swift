import Foundation
import Platforms

/// A file operation failed; the message names the file and says why.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The files the interpreter reads and writes. The executable passes ``LocalFileSystem``;
/// tests may pass an in-memory one.
public protocol FileSystem: Sendable {
    func contents(of path: String) throws(FileError) -> Data
    /// Replaces the file at `path` with `data` atomically: afterwards the file holds either
    /// its old content or all of the new, never a mix.
    func write(_ data: Data, to path: String) throws(FileError)
    func fileExists(_ path: String) -> Bool
    /// Whether two paths name the same file (`shared.json` and `./shared.json`).
    func samePlace(_ first: String, _ second: String) -> Bool
}

extension FileSystem {
    public func samePlace(_ first: String, _ second: String) -> Bool {
        Self.plain(first) == Self.plain(second)
    }

    /// `path` without `.` components and repeated slashes (`./a//b.json` is `a/b.json`).
    static func plain(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}

/// Files on disk, relative paths resolved against the working directory.
public struct LocalFileSystem: FileSystem {
    /// The largest file `contents(of:)` reads; anything bigger is refused before reading.
    public let maximumFileSize: Int

    public init(maximumFileSize: Int = Limits.maximumFileSize) {
        self.maximumFileSize = maximumFileSize
    }

    public func contents(of path: String) throws(FileError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileError("cannot read \(path): no such file")
        }
        if isDirectory.boolValue { throw FileError("cannot read \(path): it is a directory") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > maximumFileSize { throw tooLarge(path, "it is \(size) bytes, more than") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FileError("cannot read \(path): permission denied")
        }
        defer { try? handle.close() }
        do {
            // A device or a pipe has no size to check beforehand (`load /dev/zero`).
            let data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
            if data.count > maximumFileSize { throw tooLarge(path, "it holds more than") }
            return data
        } catch let error as FileError {
            throw error
        } catch {
            throw FileError("cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// "cannot read PATH: it is N bytes, more than the limit of M bytes for files".
    private func tooLarge(_ path: String, _ size: String) -> FileError {
        FileError("cannot read \(path): \(size) the limit of \(maximumFileSize) bytes for files")
    }

    public func write(_ data: Data, to path: String) throws(FileError) {
        try AtomicWrite.replace(path, with: data)
    }

    public func fileExists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Relative paths are taken from the working directory, and links are followed.
    public func samePlace(_ first: String, _ second: String) -> Bool {
        Self.absolute(first) == Self.absolute(second)
    }

    /// `path` from the root, without `.`, `..` or symbolic links (those that exist).
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
