/// Writing to stdout failed, and why (EPIPE when the reader went away).
struct OutputError: Error {
    let cause: SystemError

    /// The reader closed the pipe (`curves … | head -1`): not worth a message.
    var readerWentAway: Bool { cause.isBrokenPipe }
}

/// Writes replies to stdout and diagnostics to stderr, straight to the file descriptors (each
/// reply in one go, so replies and diagnostics appear in order; readline flushes its own
/// stdio output after every redisplay). SIGPIPE is ignored (see ``Curves``), so a write to a
/// closed pipe fails with EPIPE and surfaces here as an ``OutputError`` instead of killing
/// the process.
enum Output {
    /// Writes `text` and a newline to stdout.
    static func line(_ text: String) throws(OutputError) {
        if let failure = write(text + "\n", to: System.standardOutput) { throw OutputError(cause: failure) }
    }

    /// Writes `text` and a newline to stdout in pieces of 64 KiB, checking `stop` after each
    /// (Ctrl-C while a long reply is printed); returns false when it stopped early. The first
    /// piece is always written, so a short reply is never lost to a Ctrl-C pressed too late.
    static func line(_ text: String, until stop: () -> Bool) throws(OutputError) -> Bool {
        var stopped = false
        if let failure = write(
            text + "\n", to: System.standardOutput,
            until: {
                stopped = stop(); return stopped
            })
        {
            throw OutputError(cause: failure)
        }
        return !stopped
    }

    /// Writes `text` as it is (escape sequences, no newline) to stdout.
    static func text(_ text: String) throws(OutputError) {
        if let failure = write(text, to: System.standardOutput) { throw OutputError(cause: failure) }
    }

    /// Writes `text` as it is to stdout, ignoring failures (restoring the terminal on the way out).
    static func raw(_ text: String) {
        _ = write(text, to: System.standardOutput)
    }

    /// Writes `text` and a newline to stderr; failures there have nowhere to be reported.
    static func diagnostic(_ text: String) {
        _ = write(text + "\n", to: System.standardError)
    }

    /// The exit status for a failed stdout: quiet for a closed pipe, a message otherwise.
    static func status(after error: OutputError, statusSoFar: Int32) -> Int32 {
        if error.readerWentAway { return statusSoFar }
        diagnostic("curves: cannot write output: \(error.cause.message)")
        return 1
    }

    /// Writes all of `text` (or until `stop` says so, asked between pieces of 64 KiB and after a
    /// signal interrupted a write); the failure, or nil.
    private static func write(_ text: String, to descriptor: Int32, until stop: () -> Bool = { false }) -> SystemError? {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                if offset > 0 && stop() { return nil }
                let piece = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[offset..<min(bytes.count, offset + (1 << 16))])
                do throws(SystemError) {
                    offset += try System.writeBytes(descriptor, piece)
                } catch {
                    if error.isInterruption { continue }
                    return error
                }
            }
            return nil
        }
    }
}
