import Foundation
import Workbench

/// A session file, loaded the way the `load` command loads it (through an in-memory file
/// system, so no disk is touched). A session that loads is listed, its first curves are shown
/// and evaluated, and it is saved and loaded again: the second load must give an equal
/// session and history.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let files = MemoryFiles(["in.json": Data(bytes: start, count: count)])
    var interpreter = Interpreter(fileSystem: files)
    let loaded = interpreter.execute("load in.json")
    if let error = loaded.error {
        require(!error.isEmpty && interpreter.session.curves.isEmpty, "a failed load changed the session")
        return 0
    }
    _ = interpreter.execute("list")
    _ = interpreter.execute("history")
    // The loaded curves must also work: a few of them are shown and evaluated.
    for named in interpreter.session.curves.prefix(4) {
        _ = interpreter.execute("show \(named.name)")
        _ = interpreter.execute("eval \(named.name) 0 0.25 0.5 1")
    }
    for animation in interpreter.session.animations.prefix(2) {
        _ = interpreter.execute("show \(animation.name)")
    }
    let saved = interpreter.execute("save out.json")
    require(saved.error == nil, "a loaded session does not save: \(saved.error ?? "")")
    var again = Interpreter(fileSystem: files)
    let reloaded = again.execute("load out.json")
    require(reloaded.error == nil, "a saved session does not load again: \(reloaded.error ?? "")")
    require(again.session == interpreter.session, "the session changed on a save and load")
    require(again.journal == interpreter.journal, "the history changed on a save and load")
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

/// Like `precondition`, but the message is printed in release builds too (the fuzzers are
/// built with -O, where `precondition` drops it).
func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
    if !condition { fatalError(message()) }
}
