import CurveKit
import Foundation
import PropertyBased
import Synchronization
import TestExpectations
import Testing

@testable import Workbench

/// No file is destroyed (issue 33): whatever command writes a file, a file that exists and that
/// this session did not write is never changed unless the command says `force` (or appends to
/// it with `>>`, which keeps it). The commands are drawn from ``CommandSource``, which reaches
/// every command of ``CommandRegistry`` (``CommandSourceCoverageTests``): a new command that
/// writes a file is run here without anyone listing it.
@Suite("No file the session did not write is replaced without force")
struct FileWritePropertyTests {
    /// 20 scripts in `swift test` (most commands drawn are not writers, and the fits and exports
    /// among them are slow unoptimised), 300 with CURVES_THOROUGH_TESTS=1 in .ci/run.
    @Test("an existing file the session did not write is never changed without force")
    func userFilesSurviveEveryCommand() async {
        await propertyCheck(count: Thorough.count(20, thorough: 300), input: CommandSource.generator { $0.fileWritingScript() }) { script in
            let files = UsersFiles()
            var interpreter = Interpreter(settings: Settings(terminalWidth: 60), fileSystem: files)
            for line in script {
                files.beginCommand()
                _ = interpreter.execute(line)
                let told = Self.isTold(line)
                for path in files.usersFilesChanged() where !told {
                    Issue.record("\(line.debugDescription) changed \(path.debugDescription), a file the session did not write")
                }
            }
        }
    }

    /// Draws up to 300 scripts, as many as it takes to see all four write: the commands drawn
    /// between the writers include fits, which cost seconds each unoptimised, and a script after
    /// the four were seen can only add to the set.
    @Test("every command that wrote a file in the property was drawn: plot, preview, export and save")
    func thePropertyReachesEveryWriter() {
        let expected: Set<String> = ["plot", "preview", "export", "save"]
        var source = CommandSource(random: CommandSource.Randomness(choices: []))
        var writers = Set<String>()
        for _ in 0..<300 where !writers.isSuperset(of: expected) {
            let files = UsersFiles(everyPathExists: false)
            var interpreter = Interpreter(settings: Settings(terminalWidth: 60), fileSystem: files)
            for line in source.fileWritingScript() {
                files.beginCommand()
                _ = interpreter.execute(line)
                if !files.writtenThisCommand.isEmpty, let name = try? Parser.parse(line)?.name { writers.insert(name) }
            }
        }
        #expect(writers.isSuperset(of: expected), "writers seen: \(writers.sorted())")
    }

    /// Whether the line asks to replace or add to a file whatever it holds.
    static func isTold(_ line: String) -> Bool {
        guard let command = try? Parser.parse(line) else { return false }
        return command.declaration.words.contains { $0 == "force" || $0 == ">>" }
    }
}

extension CommandSource {
    /// A few commands of any kind, with file-writing ones over-represented and naming the few
    /// paths they share, so that one command writes a file another reads or writes again.
    mutating func fileWritingScript() -> [String] {
        let paths = ["Card.swift", "styles.css", "./Card.swift", "plot.svg", "preview.html", "s.json"]
        return (0..<int(1...6)).map { _ in
            let file = TextFormat.quoted(pick(paths))
            let curve = pick(["ease", "ease-in-out", "linear"])
            switch int(0...9) {
            case 0: return "plot \(curve) svg=\(file)" + (chance(0.2) ? " force" : "")
            case 1: return "preview \(curve) html=\(file)" + (chance(0.2) ? " force" : "")
            case 2:
                return "export \(curve) \(pick(["css", "swiftui", "json"])) \(pick([">", ">>"])) \(file)" + (chance(0.2) ? " force" : "")
            case 3: return "save \(file)" + (chance(0.3) ? pick([" force", " merge"]) : "")
            default: return command().description
            }
        }
    }
}

/// A file system on which every path holds a file of the user's until the session writes it,
/// recording which files holding the user's text each command changed.
final class UsersFiles: FileSystem {
    private struct State {
        var written: [String: Data] = [:]
        var changedUsersFiles: [String] = []
        var writtenThisCommand: [String] = []
    }

    private let state = Mutex(State())
    let everyPathExists: Bool

    init(everyPathExists: Bool = true) {
        self.everyPathExists = everyPathExists
    }

    static let usersMark = Data("// the user's own file".utf8)
    static func usersContent(_ path: String) -> Data { usersMark + Data(" \(plain(path))\n".utf8) }

    func contents(of path: String) throws(FileError) -> Data {
        if let data = state.withLock({ $0.written[Self.plain(path)] }) { return data }
        guard everyPathExists else { throw FileError("cannot read \(path): no such file") }
        return Self.usersContent(path)
    }

    func write(_ data: Data, to path: String) throws(FileError) {
        let before = try? contents(of: path)
        state.withLock { state in
            let key = Self.plain(path)
            // A file that holds (some of) the user's text, changed.
            if let before, before != data, before.range(of: Self.usersMark) != nil { state.changedUsersFiles.append(key) }
            state.written[key] = data
            state.writtenThisCommand.append(key)
        }
    }

    func fileExists(_ path: String) -> Bool {
        everyPathExists || state.withLock { $0.written[Self.plain(path)] != nil }
    }

    func beginCommand() {
        state.withLock {
            $0.changedUsersFiles = []
            $0.writtenThisCommand = []
        }
    }

    func usersFilesChanged() -> [String] { state.withLock { $0.changedUsersFiles } }
    var writtenThisCommand: [String] { state.withLock { $0.writtenThisCommand } }
}
