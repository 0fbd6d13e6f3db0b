import Foundation
import Workbench

/// The interactive shell's unsaved work, kept on disk so that a shell that is killed (SIGKILL,
/// a crash, a power cut) loses nothing, and one file per running shell, so that two shells
/// never share one.
///
/// The base is `$CURVES_RECOVERY`, else `$XDG_STATE_HOME/curves/recovery.json`, else
/// `~/.local/state/curves/recovery.json`. A shell keeps its work in `recovery-PID-START.json`
/// next to it (PID and start time make it unique) and holds an exclusive `flock` on
/// `recovery-PID-START.lock` while it runs; the lock dies with the process, SIGKILL included.
/// After every command that changes the session the file is replaced atomically (a temporary
/// file in the same directory, fsync, rename), so it always holds a whole session. When the
/// session has no unsaved changes (after `save` or `load`) the file is removed, and a clean exit
/// (`quit`, Ctrl-D) removes it and the lock: the user was warned about unsaved changes. SIGHUP
/// and SIGTERM leave it, as does SIGKILL.
///
/// At start-up the shell offers `recover` the files of shells that are gone: those whose lock
/// it can take, and the single file of earlier versions (`recovery.json`,
/// `recovery-previous.json`). A file whose shell still runs is never offered, moved or touched.
/// A file is removed only when its work, recovered into another shell, is saved there, or when
/// it is discarded with `recover discard N`; until then the recovering shell holds its lock.
///
/// When the file cannot be written the shell still works; it says why once on stderr and keeps
/// trying after later changes.
struct RecoveryFile {
    /// This shell's own file.
    let path: String
    /// The base path (`…/recovery.json`): its directory holds every shell's file.
    let base: String
    /// The lock this shell holds while it runs (-1 when it could not be taken).
    private var lock: Int32 = -1
    /// The revision of the session that the file on disk holds; nil when this run has none there.
    private var writtenRevision: Int?
    private var reportedFailure = false
    /// The locks of killed shells' recovery files whose work was recovered here and is not saved
    /// yet, by file: held so that no other shell offers the same work.
    private var heldLocks: [String: Int32] = [:]
    /// Which session files this shell saved, for other shells (``SaveRecords``).
    var saves: SaveRecords

    /// Where the recovery files live, from the environment; nil when not even HOME is known.
    static func path(environment: [String: String]) -> String? {
        if let path = environment["CURVES_RECOVERY"], !path.isEmpty { return path }
        // The XDG spec says to ignore relative paths in its variables.
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/curves/recovery.json" }
        guard let home = environment["HOME"].flatMap({ $0.isEmpty ? nil : $0 }) ?? System.homeDirectoryOfUser() else {
            return nil
        }
        return home + "/.local/state/curves/recovery.json"
    }

    /// `…/recovery` for `…/recovery.json`: the start of every shell's file name.
    static func stem(of base: String) -> String {
        base.hasSuffix(".json") ? String(base.dropLast(5)) : base
    }

    init?(environment: [String: String]) {
        guard let base = Self.path(environment: environment) else {
            Output.diagnostic("curves: unsaved work will not be kept for recovery: neither CURVES_RECOVERY, XDG_STATE_HOME nor HOME is set")
            return nil
        }
        self.base = base
        let stem = Self.stem(of: base)
        let identity = "\(System.processIdentifier)-\(System.secondsSinceEpoch())"
        path = "\(stem)-\(identity).json"
        saves = SaveRecords(recoveryFile: path, stem: stem)
        lock = Self.takeLock(stem + "-" + identity + ".lock", create: true)
    }

    /// Says who saved a session file, from the other shells' records (``Settings/lastWriter``).
    var lastWriter: @Sendable (String, FileStamp) -> String? {
        let stem = Self.stem(of: base), own = saves.path
        return { path, stamp in SaveRecords.writer(of: path, stamp: stamp, stem: stem, own: own) }
    }

    /// Takes the lock of a killed shell's recovery file whose work was recovered here, so that
    /// no other shell offers it while this one runs; a clean exit lets it go and leaves the file.
    mutating func hold(_ file: String) {
        guard heldLocks[file] == nil else { return }
        let descriptor = Self.takeLock(Self.lockPath(of: file), create: true)
        if descriptor >= 0 { heldLocks[file] = descriptor }
    }

    /// The lock file that belongs to a shell's recovery file.
    static func lockPath(of file: String) -> String {
        (file.hasSuffix(".json") ? String(file.dropLast(5)) : file) + ".lock"
    }

    /// Opens `path` and takes an exclusive lock without waiting; the descriptor, or -1 when the
    /// file cannot be opened or another process holds the lock.
    ///
    /// Another shell starting at the same moment may find the new lock file free between its
    /// creation and its lock, take this shell for gone and tidy the file away; a lock on a file
    /// no longer at `path` protects nothing. So the lock is kept only when `path` is still the
    /// locked file, and taken again on a new file otherwise.
    private static func takeLock(_ path: String, create: Bool) -> Int32 {
        if create { _ = HistoryFile.makeDirectories(AtomicWrite.directory(of: path)) }
        for _ in 0..<50 {
            guard let descriptor = try? System.openFile(path, for: .readingAndWriting, creatingWith: create ? 0o600 : nil) else {
                return -1
            }
            guard System.lockExclusively(descriptor) else {
                System.closeFile(descriptor)
                // A new file of our own is held by another shell only while it tidies the file
                // away (``earlierWork()``): wait for that and make the file again.
                guard create else { return -1 }
                usleep(2000)
                continue
            }
            if let held = System.status(of: descriptor)?.identity, let named = System.status(ofFileAt: path)?.identity,
                held == named
            {
                return descriptor
            }
            System.closeFile(descriptor)
            guard create else { return -1 }
        }
        return -1
    }

    /// Whether the shell that wrote `file` is gone: its lock file is missing or free.
    static func shellIsGone(_ file: String) -> Bool {
        let lockFile = lockPath(of: file)
        let descriptor: Int32
        do throws(SystemError) {
            descriptor = try System.openFile(lockFile, for: .readingAndWriting)
        } catch {
            return error.isMissingFile
        }
        defer { System.closeFile(descriptor) }
        return System.lockExclusively(descriptor)  // released by close: the shell is gone
    }

    /// The recovery files of shells that are gone, oldest first, and the notice to show (nil
    /// when there are none).
    func earlierWork() -> (candidates: [RecoveryCandidate], notice: String?) {
        let directory = AtomicWrite.directory(of: base)
        let stem = (Self.stem(of: base) as NSString).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return ([], nil) }
        // A killed shell that had nothing unsaved leaves only its lock file (and the record of
        // its saves): tidy those.
        for name in names where name.hasPrefix(stem + "-") && name.hasSuffix(".lock") {
            let lockFile = directory + "/" + name
            let file = String(lockFile.dropLast(5)) + ".json"
            // Removed while its lock is held here, so that a shell creating that file at this
            // moment cannot lock it in between (``takeLock(_:create:)`` makes it again).
            if !System.fileExists(file) {
                let held = Self.takeLock(lockFile, create: false)
                if held >= 0 {
                    try? System.removeFile(lockFile)
                    try? System.removeFile(SaveRecords.recordPath(of: file))
                    System.closeFile(held)
                }
            }
        }
        var found: [(path: String, written: (seconds: Int, nanoseconds: Int))] = []
        for name in names where name.hasPrefix(stem) && name.hasSuffix(".json") {
            let file = directory + "/" + name
            guard file != path else { continue }
            let rest = name.dropFirst(stem.count).dropLast(5)
            let ownFile = rest.hasPrefix("-") && rest.dropFirst().allSatisfy { $0.isNumber || $0 == "-" }
            let oldFile = rest.isEmpty || rest == "-previous"
            guard ownFile || oldFile else { continue }
            // A running shell holds the lock of its own file, and of any file whose work it recovered.
            if !Self.shellIsGone(file) { continue }
            guard let status = System.status(ofFileAt: file) else { continue }
            found.append((file, status.modified))
        }
        found.sort { ($0.written.seconds, $0.written.nanoseconds, $0.path) < ($1.written.seconds, $1.written.nanoseconds, $1.path) }
        let candidates = found.map { RecoveryCandidate(path: $0.path, written: Self.localTime($0.written.seconds)) }
        switch candidates.count {
        case 0: return (candidates, nil)
        case 1:
            let only = candidates[0]
            return (
                candidates,
                "curves was stopped with unsaved changes on \(only.written)\(Self.describe(only.path)); type recover to bring them back"
            )
        default:
            return (candidates, "\(candidates.count) shells were stopped with unsaved changes; type recover to list them")
        }
    }

    /// Removes a recovery file whose work was saved here or discarded, with its lock file.
    mutating func finish(_ file: String) {
        do throws(SystemError) {
            try System.removeFile(file)
        } catch {
            if !error.isMissingFile { Output.diagnostic("curves: cannot remove \(file): \(error.message)") }
        }
        try? System.removeFile(Self.lockPath(of: file))
        try? System.removeFile(SaveRecords.recordPath(of: file))
        if let descriptor = heldLocks.removeValue(forKey: file) { System.closeFile(descriptor) }
    }

    /// On a clean exit: removes this shell's file (when it has one), its record of saves and its
    /// lock; recovered work that was not saved stays in its killed shell's file for the next shell.
    mutating func closeOnExit() {
        remove()
        saves.remove()
        for descriptor in heldLocks.values { System.closeFile(descriptor) }
        heldLocks = [:]
        guard lock >= 0 else { return }
        try? System.removeFile(Self.lockPath(of: path))
        System.closeFile(lock)
        lock = -1
    }

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
        do throws(SystemError) {
            try System.removeFile(path)
        } catch {
            if !error.isMissingFile && !reportedFailure {
                reportedFailure = true
                Output.diagnostic("curves: cannot remove \(path): \(error.message)")
            }
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

    /// " (N curves and M animations, from FILE)" for a readable recovery file, or a hint that
    /// it is damaged.
    private static func describe(_ path: String) -> String {
        guard let text = contents(of: path), let json = try? JSONValue(parsing: text),
            let file = try? SessionFile(json: json)
        else { return " (the recovery file looks damaged: recover will say what is wrong)" }
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var held = counted(file.session.curves.count, "curve")
        if !file.session.animations.isEmpty { held += " and " + counted(file.session.animations.count, "animation") }
        let names = file.session.names(within: 40)
        let from = file.file.map { ", from \($0)" } ?? ""
        return " (\(held)\(names.isEmpty ? "" : ": " + names)\(from))"
    }

    /// The text of a file of at most `Limits.maximumFileSize` bytes, or nil.
    private static func contents(of path: String) -> String? {
        guard let descriptor = try? System.openFile(path, for: .reading) else { return nil }
        defer { System.closeFile(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= Limits.maximumFileSize {
            guard let count = try? System.readBytes(descriptor, into: &buffer) else { return nil }
            if count == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes += buffer[0..<count]
        }
        return nil
    }

    /// A file time as local date and time, e.g. `2025-03-14 at 09:26`.
    private static func localTime(_ seconds: Int) -> String {
        System.localTime(seconds, format: "%Y-%m-%d at %H:%M") ?? "an unknown date"
    }
}
