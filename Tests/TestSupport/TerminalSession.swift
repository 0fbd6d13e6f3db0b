import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A program running on a pseudo-terminal, driven as a person at a keyboard would drive it.
///
/// The child is started with posix_spawn (never fork() in the test process) in a new session,
/// with the pty's slave end as its controlling terminal on stdin, stdout and stderr, so that a
/// typed Ctrl-C reaches it as SIGINT from the terminal driver. Every wait has a deadline, so a
/// hanging child fails the test instead of hanging the run; the child is killed when the
/// session ends.
public final class TerminalSession {
    public let pid: pid_t
    private let master: Int32
    /// Everything the program wrote so far.
    public private(set) var transcript: [UInt8] = []
    /// How much of the transcript earlier expectations have used up.
    private var consumed = 0
    private var exitStatus: Int32?
    private var masterClosed = false

    public init(executable: String, arguments: [String] = [], environment: [String: String]) throws {
        guard let openpt = PTY.posixOpenpt, let grantpt = PTY.grantpt, let unlockpt = PTY.unlockpt,
            let ptsname = PTY.ptsnameR
        else { throw TestFailure("the C library lacks posix_openpt, grantpt, unlockpt or ptsname_r") }
        master = openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw TestFailure("posix_openpt: \(String(cString: strerror(errno)))") }
        var name = [CChar](repeating: 0, count: 256)
        guard grantpt(master) == 0, unlockpt(master) == 0, ptsname(master, &name, name.count) == 0 else {
            close(master)
            throw TestFailure("cannot set up the pseudo-terminal")
        }
        let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid (no O_NOCTTY), the slave becomes the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGINT, SIGPIPE, SIGTERM, SIGHUP, SIGWINCH, SIGQUIT] { sigaddset(&defaultSignals, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        let setSession: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc ≥ 2.26)
        posix_spawnattr_setflags(&attributes, Int16(setSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            close(master)
            throw TestFailure("posix_spawn \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
    }

    deinit { finish() }

    /// Kills the child if it is still running, reaps it, and closes the terminal.
    public func finish() {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            if waitpid(pid, &status, 0) == pid { exitStatus = -1 }
        }
        if !masterClosed {
            close(master)
            masterClosed = true
        }
    }

    /// Closes the terminal's master side, as a terminal window that goes away does.
    public func hangUp() {
        guard !masterClosed else { return }
        close(master)
        masterClosed = true
    }

    /// Types `keys` (control characters included: "\u{03}" is Ctrl-C, "\t" is Tab, "\r" Enter).
    public func send(_ keys: String) throws {
        var bytes = Array(keys.utf8)
        while !bytes.isEmpty {
            let written = write(master, bytes, bytes.count)
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw TestFailure("writing to the terminal: \(String(cString: strerror(errno)))")
            }
            bytes.removeFirst(written)
        }
    }

    /// Sets the terminal's size, as a window resize does (the program gets SIGWINCH).
    public func resize(columns: Int, rows: Int) throws {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else {
            throw TestFailure("TIOCSWINSZ: \(String(cString: strerror(errno)))")
        }
    }

    /// Waits until the program prints `text` (after what earlier expectations matched) and
    /// returns everything up to and including it; throws with the transcript after `timeout`.
    @discardableResult
    public func expect(_ text: String, timeout: TimeInterval = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        let needle = Array(text.utf8)
        while true {
            if let range = find(needle) {
                let matched = String(decoding: transcript[consumed..<range.upperBound], as: UTF8.self)
                consumed = range.upperBound
                return matched
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || !readMore(waitingAtMost: remaining) {
                throw TestFailure(
                    """
                    expected \(text.debugDescription) within \(timeout) s; the terminal showed after the last match:
                    \(String(decoding: transcript[consumed...], as: UTF8.self).debugDescription)
                    """)
            }
        }
    }

    /// Everything printed since the last match, after waiting `quiet` seconds for more.
    public func pending(quiet: TimeInterval = 0.3) -> String {
        let deadline = Date().addingTimeInterval(quiet)
        while deadline.timeIntervalSinceNow > 0, readMore(waitingAtMost: deadline.timeIntervalSinceNow) {}
        return String(decoding: transcript[consumed...], as: UTF8.self)
    }

    /// Reads whatever the program printed that is waiting, without waiting, and forgets it with
    /// everything else not yet matched (a long run's output must not block the program, and a
    /// later ``expect(_:timeout:)`` should look only at what comes after).
    public func discardPending() {
        while readMore(waitingAtMost: 0) {}
        consumed = transcript.count
    }

    /// Waits for the child to exit (reading its output meanwhile); its exit status, or nil
    /// when it did not exit in time or was killed by a signal.
    /// Leaves with unsaved changes: Ctrl-D warns, and a second Ctrl-D, once the prompt is back,
    /// leaves. (Between two lines the terminal is briefly in canonical mode, where the line
    /// discipline itself would take a Ctrl-D as end of file, so the test waits for the prompt
    /// as a person would.) Returns the exit status.
    public func leaveDiscardingChanges() throws -> Int32? {
        try send("\u{04}")
        try expect("unsaved changes")
        try expect("curves> ")
        try send("\u{04}")
        return waitForExit()
    }

    public func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while deadline.timeIntervalSinceNow > 0 {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid {
                // WIFEXITED / WEXITSTATUS are macros Swift cannot import.
                let exited = (status & 0x7F) == 0
                exitStatus = exited ? (status >> 8) & 0xFF : -(status & 0x7F)
                return exited ? exitStatus : nil
            }
            if reaped < 0 { return nil }
            if !readMore(waitingAtMost: 0.05) { usleep(20_000) }
        }
        return nil
    }

    private func find(_ needle: [UInt8]) -> Range<Int>? {
        guard !needle.isEmpty, transcript.count - consumed >= needle.count else { return nil }
        for start in consumed...(transcript.count - needle.count)
        where transcript[start] == needle[0] && transcript[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }

    /// Reads whatever the program printed, waiting at most `seconds`; false when nothing came
    /// (timeout, or the slave side closed).
    private func readMore(waitingAtMost seconds: TimeInterval) -> Bool {
        guard !masterClosed else { return false }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(0, min(seconds * 1000, 60_000))))
        guard ready > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }  // EIO: every slave descriptor is closed
        transcript += buffer[0..<count]
        return true
    }
}

/// The pty functions of the C library. Swift's Glibc module does not reliably declare them
/// (they hide behind _XOPEN_SOURCE and _GNU_SOURCE), so they are looked up at run time.
private enum PTY {
    typealias OpenFunction = @convention(c) (Int32) -> Int32
    typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    static let posixOpenpt = function("posix_openpt", as: OpenFunction.self)
    static let grantpt = function("grantpt", as: OpenFunction.self)
    static let unlockpt = function("unlockpt", as: OpenFunction.self)
    static let ptsnameR = function("ptsname_r", as: NameFunction.self)

    private static func function<T>(_ name: String, as type: T.Type) -> T? {
        // A null handle is RTLD_DEFAULT: search the program and its libraries.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }
}

extension String {
    /// The terminal's text with the shell's wrapped lines joined again: a message wrapped to the
    /// screen's width goes on in lines indented by two spaces.
    public var unwrapped: String { replacingOccurrences(of: "\r\n  ", with: " ") }
}
