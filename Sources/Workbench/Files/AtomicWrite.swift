import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file without ever leaving a partial one: write a temporary file in the same
/// directory, flush it to disk, rename it over the target, then flush the directory.
public enum AtomicWrite {
    /// Why an atomic replacement failed; no temporary file is left behind.
    public struct Failure: Error, Sendable {
        /// The system's reason (`Permission denied`).
        public let reason: String
        /// Whether it failed already at creating the temporary file (then nothing was written).
        public let creatingTemporaryFile: Bool
    }

    /// `save`'s replacement: the directory must exist; errors say the previous file is unchanged.
    static func replace(_ path: String, with data: Data) throws(FileError) {
        let folder = directory(of: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FileError("cannot save \(path): the directory \(folder) does not exist")
        }
        do {
            try write(data, to: path, permissions: 0o644)
        } catch {
            throw FileError("cannot save \(path): \(error.reason); the previous file is unchanged")
        }
    }

    /// Writes `data` to a temporary file with `permissions` beside `path`, flushes it, renames
    /// it over `path` and flushes the directory; on failure removes the temporary file.
    public static func write(_ data: Data, to path: String, permissions: mode_t) throws(Failure) {
        let folder = directory(of: path)
        let name = (path as NSString).lastPathComponent
        // A fresh name, created exclusively: never a file (or a link) someone else left there,
        // nor the temporary file of another save of the same path running at the same time.
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<100 where descriptor < 0 {
            temporary = "\(folder)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
            if descriptor < 0 && errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw Failure(reason: String(cString: strerror(errno)), creatingTemporaryFile: true)
        }
        var failure: String?
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }  // no bytes, nothing to write
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw Failure(reason: failure, creatingTemporaryFile: false)
        }
        let directoryDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// The directory `path` is in ("." for a bare name).
    public static func directory(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }
}
