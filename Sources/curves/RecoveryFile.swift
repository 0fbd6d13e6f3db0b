import Foundation
import Glibc
import Workbench

/// The interactive shell's unsaved work, kept on disk so that a shell that is killed (SIGKILL,
/// a crash, a power cut) loses nothing.
///
/// The file is `$CURVES_RECOVERY`, else `$XDG_STATE_HOME/curves/recovery.json`, else
/// `~/.local/state/curves/recovery.json`. After every command that changes the session it is
/// replaced atomically (a temporary file in the same directory, fsync, rename), so it always
/// holds a whole session: the current one. When the session has no unsaved changes (after
/// `save` or `load`) the file is removed, and a clean exit (`quit`, Ctrl-D) removes it too: the
/// user was warned about unsaved changes. SIGHUP and SIGTERM leave it, as does SIGKILL.
///
/// At start-up, a recovery file left by an earlier shell is moved aside to
/// `recovery-previous.json` next to it, so that the new shell's changes cannot overwrite that
/// work before the user types `recover` (which reads it from there). It stays there until a
/// later crash's file replaces it.
///
/// When the file cannot be written the shell still works; it says why once on stderr and keeps
/// trying after later changes.
struct RecoveryFile {
    let path: String
    /// Where the previous run's file is kept: what `recover` reads.
    let previousPath: String
    /// The revision of the session that the file on disk holds; nil when this run has none there.
    private var writtenRevision: Int?
    private var reportedFailure = false

    /// Where the recovery file lives, from the environment; nil when not even HOME is known.
    static func path(environment: [String: String]) -> String? {
        if let path = environment["CURVES_RECOVERY"], !path.isEmpty { return path }
        // The XDG spec says to ignore relative paths in its variables.
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/curves/recovery.json" }
        guard let home = environment["HOME"].flatMap({ $0.isEmpty ? nil : $0 }) ?? HistoryFile.passwordHome() else {
            return nil
        }
        return home + "/.local/state/curves/recovery.json"
    }

    /// `DIR/recovery-previous.json` for `DIR/recovery.json`; `NAME.previous` for other names.
    static func previousPath(for path: String) -> String {
        path.hasSuffix(".json") ? String(path.dropLast(5)) + "-previous.json" : path + ".previous"
    }

    init?(environment: [String: String]) {
        guard let path = Self.path(environment: environment) else {
            Output.diagnostic("curves: unsaved work will not be kept for recovery: neither CURVES_RECOVERY, XDG_STATE_HOME nor HOME is set")
            return nil
        }
        self.path = path
        previousPath = Self.previousPath(for: path)
        recoveryPath = previousPath
    }

    /// Moves the file an earlier shell left behind to ``previousPath``; returns the notice to
    /// show, or nil when there was none. `recover` should then read ``recoveryPath``.
    mutating func setAsideEarlierWork() -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let when = Self.localTime(status.st_mtim.tv_sec)
        let contents = Self.describe(path)
        if rename(path, previousPath) != 0 {
            // Leave it where it is: `recover` reads it there, and this run will not remove it.
            Output.diagnostic("curves: cannot move \(path) aside to \(previousPath): \(SystemError(code: errno).message)")
            recoveryPath = path
        }
        return "curves was stopped with unsaved changes on \(when)\(contents); type recover to bring them back"
    }

    /// The file `recover` reads: ``previousPath``, unless the earlier file could not be moved.
    private(set) var recoveryPath: String

    /// Brings the file up to date after a command: writes the session when it has unsaved
    /// changes the file does not hold yet, removes the file when there are none.
    mutating func update(from interpreter: Interpreter) {
        guard interpreter.hasUnsavedChanges else {
            remove()
            return
        }
        guard writtenRevision != interpreter.revision else { return }
        if let problem = Self.replace(path, with: interpreter.recoveryJSON) {
            if !reportedFailure {
                reportedFailure = true
                Output.diagnostic("curves: cannot keep unsaved work in \(path) (\(problem)); the shell goes on, but a crash would lose it")
            }
            return
        }
        writtenRevision = interpreter.revision
    }

    /// Removes this run's file (on a clean exit, or when nothing is unsaved).
    mutating func remove() {
        guard writtenRevision != nil else { return }
        if unlink(path) != 0 && errno != ENOENT && !reportedFailure {
            reportedFailure = true
            Output.diagnostic("curves: cannot remove \(path): \(SystemError(code: errno).message)")
        }
        writtenRevision = nil
    }

    /// Replaces the file at `path` with `text` without ever leaving a partial file (readable
    /// by its owner only), creating its directory first. Returns why it failed, or nil.
    static func replace(_ path: String, with text: String) -> String? {
        let directory = AtomicWrite.directory(of: path)
        if let problem = HistoryFile.makeDirectories(directory) { return problem }
        do {
            try AtomicWrite.write(Data(text.utf8), to: path, permissions: 0o600)
        } catch {
            return error.creatingTemporaryFile ? "cannot create a file in \(directory): \(error.reason)" : error.reason
        }
        return nil
    }

    /// " (N curves)" for a readable recovery file, or a hint that it is damaged.
    private static func describe(_ path: String) -> String {
        guard let text = contents(of: path), let json = try? JSONValue(parsing: text),
            let file = try? SessionFile(json: json)
        else { return " (the recovery file looks damaged: recover will say what is wrong)" }
        let count = file.session.curves.count
        let from = file.file.map { ", from \($0)" } ?? ""
        return " (\(count) curve\(count == 1 ? "" : "s")\(from))"
    }

    /// The text of a file of at most `Limits.maximumFileSize` bytes, or nil.
    private static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= Limits.maximumFileSize {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes += buffer[0..<count]
        }
        return nil
    }

    /// A file time as local date and time, e.g. `2025-03-14 at 09:26`.
    private static func localTime(_ seconds: time_t) -> String {
        var time = seconds
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return "an unknown date" }
        var buffer = [CChar](repeating: 0, count: 64)
        let length = strftime(&buffer, buffer.count, "%Y-%m-%d at %H:%M", &parts)
        return length > 0 ? String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self) : "an unknown date"
    }
}
