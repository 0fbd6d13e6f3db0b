#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library, for the rest of the executable: every libc call of `curves` is made here (and
/// in System+Sockets.swift, its sockets), so these are the files that import Glibc (Linux) or
/// Darwin (macOS) and the only places where the two differ. Only the Linux branches are compiled and tested on this project's machines.
enum System {
    // MARK: - Descriptors and files

    static let standardInput = STDIN_FILENO
    static let standardOutput = STDOUT_FILENO
    static let standardError = STDERR_FILENO

    /// What a file is opened for. Every descriptor is closed on exec.
    enum Access {
        case reading
        case readingAndWriting
        case appending
    }

    /// Opens `path`; with `permissions` (e.g. 0o600), creates it first when it is missing.
    static func openFile(_ path: String, for access: Access, creatingWith permissions: Int? = nil) throws(SystemError) -> Int32 {
        var flags = O_CLOEXEC
        switch access {
        case .reading: flags |= O_RDONLY
        case .readingAndWriting: flags |= O_RDWR
        case .appending: flags |= O_WRONLY | O_APPEND
        }
        let descriptor = if let permissions { open(path, flags | O_CREAT, mode_t(permissions)) } else { open(path, flags) }
        guard descriptor >= 0 else { throw .last }
        return descriptor
    }

    static func closeFile(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// Reads at most `buffer.count` bytes into the start of `buffer`: how many, 0 at the end of
    /// the file. A read that a signal interrupts is tried again.
    static func readBytes(_ descriptor: Int32, into buffer: inout [UInt8]) throws(SystemError) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return count }
            let error = SystemError.last
            if !error.isInterruption { throw error }
        }
    }

    /// Writes some of `bytes` (all of them unless the descriptor takes less): how many. A
    /// signal that interrupts the write throws ``SystemError/isInterruption``, so that the
    /// caller can ask whether to go on.
    static func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
        let written = write(descriptor, bytes.baseAddress, bytes.count)
        guard written >= 0 else { throw .last }
        return written
    }

    /// A pipe whose ends never block and are closed on exec (the live page's wake-up for the
    /// shell's wait for keys).
    static func makeWakePipe() throws(SystemError) -> (reading: Int32, writing: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .last }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Whether `descriptor` has input to read within `seconds` (0: already there). Signals stay
    /// as they are (blocked while the shell is not waiting for a key).
    static func hasInput(_ descriptor: Int32, within seconds: Double = 0) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, Int32(seconds * 1000)) > 0
    }

    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// What `stat` says about a file.
    struct FileStatus {
        enum Kind { case regular, directory, other }
        var kind: Kind
        var size: Int
        /// The last modification, in seconds and nanoseconds since the epoch.
        var modified: (seconds: Int, nanoseconds: Int)
        /// Device and inode: which file this is, whatever its name.
        var identity: (device: UInt64, inode: UInt64)
    }

    /// The status of the file at `path` (following symbolic links), or nil when there is none.
    static func status(ofFileAt path: String) -> FileStatus? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileStatus(status)
    }

    /// The status of the open file `descriptor`, or nil.
    static func status(of descriptor: Int32) -> FileStatus? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return FileStatus(status)
    }

    /// Whether anything (a file, a directory, a dangling link's target aside) is at `path`.
    static func fileExists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    static func makeDirectory(_ path: String, permissions: Int) throws(SystemError) {
        guard mkdir(path, mode_t(permissions)) == 0 else { throw .last }
    }

    static func removeFile(_ path: String) throws(SystemError) {
        guard unlink(path) == 0 else { throw .last }
    }

    /// Takes an exclusive advisory lock on the open file without waiting (flock LOCK_EX |
    /// LOCK_NB); false when another process holds it. The lock goes with the descriptor and dies
    /// with the process.
    static func lockExclusively(_ descriptor: Int32) -> Bool {
        flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }

    // MARK: - The process

    /// The process's environment, decoded as UTF-8 (invalid bytes become U+FFFD).
    static func environment() -> [String: String] {
        var environment: [String: String] = [:]
        #if canImport(Glibc)
        var entry = environ
        #else
        guard var entry = _NSGetEnviron().pointee else { return environment }  // Darwin does not declare `environ` to Swift
        #endif
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return environment
    }

    /// The home directory in the password database, for when HOME is not set.
    static func homeDirectoryOfUser() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }

    static var processIdentifier: Int32 { getpid() }

    /// Whole seconds since the epoch, on the wall clock.
    static func secondsSinceEpoch() -> Int {
        Int(time(nil))
    }

    /// Seconds on the monotonic clock (CLOCK_MONOTONIC): never jumps when the date is set.
    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Sleeps `seconds`, going back to sleep for the rest when a signal interrupts.
    static func sleep(seconds: Double) {
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&time, &remaining) != 0 && errno == EINTR { time = remaining }
    }

    /// `seconds` since the epoch as local date and time in a `strftime` format, or nil.
    static func localTime(_ seconds: Int, format: String) -> String? {
        var time = time_t(seconds)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return nil }
        var buffer = [CChar](repeating: 0, count: 64)
        let length = strftime(&buffer, buffer.count, format, &parts)
        return length > 0 ? String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }

    // MARK: - Signals

    /// SIGHUP: the terminal hung up.
    static let hangUpSignal = SIGHUP

    /// A closed pipe (`curves … | head -1`) then fails a write with EPIPE instead of killing us.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// A write past a file size limit (`ulimit -f`) then fails with EFBIG instead of SIGXFSZ
    /// killing us.
    static func ignoreFileSizeLimitSignal() {
        signal(SIGXFSZ, SIG_IGN)
    }

    // MARK: - C strings (readline's)

    /// The length in bytes of a NUL-terminated string.
    static func length(ofCString text: UnsafePointer<CChar>) -> Int {
        strlen(text)
    }

    /// A copy of `text` in memory from `malloc`, for C code that keeps or frees it; release it
    /// with ``freeMemory(_:)``.
    static func duplicateCString(_ text: String) -> UnsafeMutablePointer<CChar>? {
        strdup(text)
    }

    /// Frees memory from `malloc` (a line readline returned, a ``duplicateCString(_:)``).
    static func freeMemory(_ pointer: UnsafeMutableRawPointer?) {
        free(pointer)
    }

    // MARK: - The terminal's modes

    /// A terminal's settings changed (echo off during playback, raw mode in the editor) and
    /// restored afterwards.
    struct TerminalMode {
        private let descriptor: Int32
        private let saved: termios

        /// Turns echo off on `descriptor`; nil when it is not a terminal (nothing to restore).
        static func echoOff(_ descriptor: Int32) -> TerminalMode? {
            changing(descriptor) { $0.c_lflag &= ~tcflag_t(ECHO) }
        }

        /// Raw mode for the editor: every key as it is typed (Ctrl-C a byte, not SIGINT), no
        /// echo, no flow control, CR not turned into NL; output still translates NL into CR NL.
        static func raw(_ descriptor: Int32) -> TerminalMode? {
            changing(descriptor) { settings in
                settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
                settings.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | ISTRIP)
                withUnsafeMutableBytes(of: &settings.c_cc) { characters in
                    characters[Int(VMIN)] = 1
                    characters[Int(VTIME)] = 0
                }
            }
        }

        private static func changing(_ descriptor: Int32, _ change: (inout termios) -> Void) -> TerminalMode? {
            var settings = termios()
            guard tcgetattr(descriptor, &settings) == 0 else { return nil }
            let mode = TerminalMode(descriptor: descriptor, saved: settings)
            change(&settings)
            guard tcsetattr(descriptor, TCSANOW, &settings) == 0 else { return nil }
            return mode
        }

        func restore() {
            var settings = saved
            _ = tcsetattr(descriptor, TCSANOW, &settings)
        }
    }
}

extension System.FileStatus {
    fileprivate init(_ status: stat) {
        identity = (UInt64(status.st_dev), UInt64(status.st_ino))
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        default: kind = .other
        }
        size = Int(status.st_size)
        #if canImport(Glibc)
        let modified = status.st_mtim
        #else
        let modified = status.st_mtimespec
        #endif
        self.modified = (Int(modified.tv_sec), Int(modified.tv_nsec))
    }
}

/// A failed system call: its errno value, and the system's words for it.
struct SystemError: Error, Equatable {
    let code: Int32

    /// The error the last failed call left in errno.
    static var last: SystemError { SystemError(code: errno) }

    var message: String { String(cString: strerror(code)) }

    /// A signal arrived before the call did anything (EINTR): worth trying again.
    var isInterruption: Bool { code == EINTR }
    /// No such file or directory (ENOENT).
    var isMissingFile: Bool { code == ENOENT }
    /// The file exists already (EEXIST).
    var isExistingFile: Bool { code == EEXIST }
    /// The reader closed the pipe (EPIPE).
    var isBrokenPipe: Bool { code == EPIPE }
    /// Another socket listens on the address (EADDRINUSE).
    var isAddressInUse: Bool { code == EADDRINUSE }
}
