import Glibc

/// Writing to stdout failed; `code` is the errno value (EPIPE when the reader went away).
struct OutputError: Error {
    let code: Int32

    /// The reader closed the pipe (`curves … | head -1`): not worth a message.
    var readerWentAway: Bool { code == EPIPE }
}

/// Writes replies to stdout and diagnostics to stderr, straight to the file descriptors (each
/// reply in one go, so replies and diagnostics appear in order; readline flushes its own
/// stdio output after every redisplay). SIGPIPE is ignored (see ``Curves``), so a write to a
/// closed pipe fails with EPIPE and surfaces here as an ``OutputError`` instead of killing
/// the process.
enum Output {
    /// Writes `text` and a newline to stdout.
    static func line(_ text: String) throws(OutputError) {
        if let code = write(text + "\n", to: STDOUT_FILENO) { throw OutputError(code: code) }
    }

    /// Writes `text` and a newline to stdout in pieces of 64 KiB, checking `stop` after each
    /// (Ctrl-C while a long reply is printed); returns false when it stopped early. The first
    /// piece is always written, so a short reply is never lost to a Ctrl-C pressed too late.
    static func line(_ text: String, until stop: () -> Bool) throws(OutputError) -> Bool {
        var stopped = false
        if let code = write(text + "\n", to: STDOUT_FILENO, until: { stopped = stop(); return stopped }) {
            throw OutputError(code: code)
        }
        return !stopped
    }

    /// Writes `text` as it is (escape sequences, no newline) to stdout.
    static func text(_ text: String) throws(OutputError) {
        if let code = write(text, to: STDOUT_FILENO) { throw OutputError(code: code) }
    }

    /// Writes `text` as it is to stdout, ignoring failures (restoring the terminal on the way out).
    static func raw(_ text: String) {
        _ = write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` and a newline to stderr; failures there have nowhere to be reported.
    static func diagnostic(_ text: String) {
        _ = write(text + "\n", to: STDERR_FILENO)
    }

    /// The exit status for a failed stdout: quiet for a closed pipe, a message otherwise.
    static func status(after error: OutputError, statusSoFar: Int32) -> Int32 {
        if error.readerWentAway { return statusSoFar }
        diagnostic("curves: cannot write output: \(SystemError(code: error.code).message)")
        return 1
    }

    /// Writes all of `text` (or until `stop` says so, asked between pieces of 64 KiB); the
    /// errno value of a failure, or nil.
    private static func write(_ text: String, to descriptor: Int32, until stop: () -> Bool = { false }) -> Int32? {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                if offset > 0 && stop() { return nil }
                let piece = min(bytes.count - offset, 1 << 16)
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, piece)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}
