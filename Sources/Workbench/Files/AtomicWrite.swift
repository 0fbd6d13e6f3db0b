import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file without ever leaving a partial one: write a temporary file in the same
/// directory, flush it to disk, rename it over the target, then flush the directory.
enum AtomicWrite {
    static func replace(_ path: String, with data: Data) throws(FileError) {
        let directory = (path as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FileError("cannot save \(path): the directory \(folder) does not exist")
        }
        let name = (path as NSString).lastPathComponent
        // A fresh name, created exclusively: never a file (or a link) someone else left there,
        // nor the temporary file of another save of the same path running at the same time.
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<100 where descriptor < 0 {
            temporary = "\(folder)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0 && errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw FileError("cannot save \(path): \(String(cString: strerror(errno))); the previous file is unchanged")
        }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
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
            throw FileError("cannot save \(path): \(failure); the previous file is unchanged")
        }
        let directoryDescriptor = open(folder, O_RDONLY)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }
}
