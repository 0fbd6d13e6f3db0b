import Foundation
import Workbench

/// A session file, loaded the way the `load` command loads it (through an in-memory file
/// system, so no disk is touched). A session that loads is listed, saved, and loaded again:
/// the second load must give an equal session and history.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let files = MemoryFiles(["in.json": Data(bytes: start, count: count)])
    var interpreter = Interpreter(fileSystem: files)
    let loaded = interpreter.execute("load in.json")
    if let error = loaded.error {
        precondition(!error.isEmpty && interpreter.session.curves.isEmpty, "a failed load changed the session")
        return 0
    }
    _ = interpreter.execute("list")
    _ = interpreter.execute("history")
    let saved = interpreter.execute("save out.json")
    precondition(saved.error == nil, "a loaded session does not save: \(saved.error ?? "")")
    var again = Interpreter(fileSystem: files)
    let reloaded = again.execute("load out.json")
    precondition(reloaded.error == nil, "a saved session does not load again: \(reloaded.error ?? "")")
    precondition(again.session == interpreter.session, "the session changed on a save and load")
    precondition(again.journal == interpreter.journal, "the history changed on a save and load")
    return 0
}

/// Files in a dictionary. The fuzzer runs one input at a time, but FileSystem is Sendable.
final class MemoryFiles: FileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Data]

    init(_ files: [String: Data]) { self.files = files }

    func contents(of path: String) throws(FileError) -> Data {
        guard let data = lock.withLock({ files[path] }) else { throw FileError("cannot read \(path): no such file") }
        return data
    }

    func write(_ data: Data, to path: String) throws(FileError) {
        lock.withLock { files[path] = data }
    }

    func fileExists(_ path: String) -> Bool {
        lock.withLock { files[path] != nil }
    }
}
