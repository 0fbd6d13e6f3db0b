import Foundation
import Synchronization

@testable import Workbench

/// Files in a dictionary, so interpreter tests touch no disk; `./a.json` and `a.json` are one file.
final class InMemoryFileSystem: FileSystem {
    private let files: Mutex<[String: Data]>

    init(_ files: [String: String] = [:]) {
        self.files = Mutex(Dictionary(uniqueKeysWithValues: files.map { (Self.plain($0.key), Data($0.value.utf8)) }))
    }

    func contents(of path: String) throws(FileError) -> Data {
        guard let data = files.withLock({ $0[Self.plain(path)] }) else { throw FileError("cannot read \(path): no such file") }
        return data
    }

    func write(_ data: Data, to path: String) throws(FileError) {
        if path.hasPrefix("/missing/") { throw FileError("cannot save \(path): the directory /missing does not exist") }
        files.withLock { $0[Self.plain(path)] = data }
    }

    func fileExists(_ path: String) -> Bool {
        files.withLock { $0[Self.plain(path)] != nil }
    }

    func remove(_ path: String) {
        _ = files.withLock { $0.removeValue(forKey: Self.plain(path)) }
    }

    /// The paths of the files whose path starts with `prefix`, sorted.
    func paths(startingWith prefix: String) -> [String] {
        files.withLock { $0.keys.filter { $0.hasPrefix(prefix) }.sorted() }
    }

    func text(_ path: String) -> String? {
        files.withLock { $0[Self.plain(path)] }.map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Runs lines through an interpreter and records a transcript: each command after the
/// prompt, then its output or `error: …`.
struct Transcript {
    var interpreter: Interpreter
    let files: InMemoryFileSystem

    init(interactive: Bool = false, files: [String: String] = [:], width: Int = 60) {
        self.files = InMemoryFileSystem(files)
        interpreter = Interpreter(settings: Settings(interactive: interactive, terminalWidth: width), fileSystem: self.files)
    }

    /// The error `line` gets, and whether the session is as it was before it: a refused command
    /// changes nothing.
    mutating func refusal(_ line: String) -> (error: String?, unchanged: Bool) {
        let before = interpreter.session
        let error = reply(line).error
        return (error, interpreter.session == before)
    }

    /// Runs every line of `script` and returns the transcript.
    mutating func run(_ script: String) -> String {
        script.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let reply = interpreter.execute(String(line))
            var output = "curves> \(line)"
            if let error = reply.error { output += "\nerror: \(error)" }
            if !reply.text.isEmpty { output += "\n" + reply.text }
            return output
        }.joined(separator: "\n")
    }

    /// Runs one line and returns its reply.
    mutating func reply(_ line: String) -> Reply {
        interpreter.execute(line)
    }
}
