import Glibc

/// Reads lines from a C stream without a line-length limit, decoding UTF-8 lossily (invalid
/// bytes become U+FFFD, NUL bytes are kept as they are) so that no input can crash the reader.
struct LineReader: ~Copyable {
    private let stream: UnsafeMutablePointer<FILE>
    private let ownsStream: Bool
    private var buffer: UnsafeMutablePointer<CChar>? = nil
    private var capacity = 0
    /// The errno of a read failure (e.g. EISDIR for a directory), once reading has stopped.
    private(set) var failure: Int32? = nil

    /// Standard input (its own stdio stream: Swift 6 will not touch the `stdin` global).
    init() throws(SystemError) {
        guard let file = fdopen(STDIN_FILENO, "r") else { throw SystemError(code: errno) }
        stream = file
        ownsStream = false
    }

    /// The file at `path`; throws when it cannot be opened.
    init(path: String) throws(SystemError) {
        guard let file = fopen(path, "r") else { throw SystemError(code: errno) }
        stream = file
        ownsStream = true
    }

    deinit {
        free(buffer)
        if ownsStream { fclose(stream) }
    }

    /// The next line without its line break (a trailing CR from a Windows file is dropped too),
    /// or nil at the end of the input or after a read error (see ``failure``).
    mutating func next() -> String? {
        errno = 0
        let length = getline(&buffer, &capacity, stream)
        guard length >= 0, let buffer else {
            if ferror(stream) != 0 { failure = errno == 0 ? EIO : errno }
            return nil
        }
        var bytes = UnsafeRawBufferPointer(start: buffer, count: length)
        if bytes.last == UInt8(ascii: "\n") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
        if bytes.last == UInt8(ascii: "\r") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A failed system call: its errno value, and the system's words for it.
struct SystemError: Error {
    let code: Int32
    var message: String { String(cString: strerror(code)) }
}
