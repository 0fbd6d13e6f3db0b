import Foundation
import PropertyBased
import Testing

@testable import Platforms
@testable import Workbench

/// Two shells on one file and one state directory, against a model of what each has seen:
/// random definitions, saves (plain, merge, force), loads, undos, kills, recoveries and quits.
///
/// The invariant is the issue's: every curve a shell reported saved is in some file, or that
/// shell was told it was not. Here that means
/// - a plain save succeeds only onto the content this shell last read or wrote (or no file):
///   otherwise another shell's reported save would be lost without a word;
/// - a merge keeps every curve the file held, except those this shell had read and then
///   changed or deleted itself;
/// - a refused save leaves the file as it was;
/// - a shell leaves at the first `quit` only when it has nothing unsaved and no recovered work
///   that is not saved; a killed shell's recovery file is removed only when a save kept its
///   work (or it was discarded).
///
/// The front end's part (writing each shell's recovery file after a command, holding and
/// removing recovered files as the replies say, offering the files of shells that are gone) is
/// played here as the executable plays it, on the in-memory disk.
@Suite("two shells sharing a file, against a model of what each has seen")
struct TwoShellsModelTests {
    static let file = "s.json"
    static let names = ["p", "q", "r"]

    /// The command of `code`, and which shell (0 or 1) types it; nil for a kill.
    static func step(_ code: Int) -> (shell: Int, command: String?) {
        let shell = code % 2
        let name = names[(code / 22) % names.count]
        let command: String? =
            switch (code / 2) % 11 {
            case 0: "\(name) = ease"
            case 1: "\(name) = bezier 0.\(shell + 1) 0 1 1"
            case 2: "save \(file)"
            case 3: "save"
            case 4: "save merge"
            case 5: "load \(file)"
            case 6: "undo"
            case 7: nil
            case 8: "recover 1"
            case 9: "quit"
            default: "save \(file) force"
            }
        return (shell, command)
    }

    /// One running shell as the front end sees it.
    struct Shell {
        var interpreter: Interpreter
        let id: Int
        /// Killed shells' recovery files whose work it recovered (it holds their locks).
        var held: Set<String> = []
        var recoveryFile: String { "state/recovery-\(id).json" }
    }

    /// What the file held when each shell (by id) last read or wrote it, as far as the shell knows.
    struct Seen {
        var content: [Int: String] = [:]
    }

    static func curves(_ text: String?) -> [String: NamedCurve] {
        guard let text, let json = try? JSONValue(parsing: text), let file = try? SessionFile(json: json) else { return [:] }
        return Dictionary(file.session.curves.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Runs the script; returns the first broken promise, or nil.
    static func check(_ codes: [Int]) -> String? {
        let files = InMemoryFileSystem()
        var nextID = 0
        var seen = Seen()
        func start(_ all: [Shell]) -> Shell {
            nextID += 1
            var settings = Settings(interactive: true, recoveryPath: "state/recovery-\(nextID).json")
            let inUse = Set(all.flatMap { [$0.recoveryFile] + $0.held })
            settings.recoveryCandidates = files.paths(startingWith: "state/").filter { !inUse.contains($0) }
                .map { RecoveryCandidate(path: $0, written: "earlier") }
            return Shell(interpreter: Interpreter(settings: settings, fileSystem: files), id: nextID)
        }
        var shells: [Shell] = []
        shells.append(start(shells))
        shells.append(start(shells))
        var script: [String] = []
        /// Whether each shell's last command was a quit that only warned (the next one leaves).
        var warned = [false, false]
        for code in codes {
            let (index, typed) = step(code)
            let id = shells[index].id
            script.append("\(index): \(typed ?? "kill -9")")
            let place = "after\n" + script.joined(separator: "\n")
            guard let command = typed else {
                // kill -9: the recovery file stays; the locks it held are free; a new shell starts.
                let others = shells.enumerated().filter { $0.offset != index }.map(\.element)
                shells[index] = start(others)
                warned[index] = false
                continue
            }
            let before = files.text(file)
            let candidates = shells[index].interpreter.settings.recoveryCandidates
            let reply = shells[index].interpreter.execute(command)
            let after = files.text(file)
            let saved = command.hasPrefix("save") && reply.error == nil
            defer { warned[index] = command == "quit" && !reply.quit }

            if command.hasPrefix("save") && reply.error != nil && before != after {
                return "a refused save changed the file \(place)"
            }
            if saved && !command.hasSuffix("force") && !command.hasSuffix("merge"), let before, before != seen.content[id] {
                return "a plain save replaced content the shell had not seen (another shell's save is lost) \(place)"
            }
            if saved && command.hasSuffix("merge") {
                let base = curves(seen.content[id]), kept = curves(after)
                for (name, curve) in curves(before) where kept[name] != curve && base[name] != curve {
                    return "the merge lost '\(name)', which this shell had never seen \(place)"
                }
            }
            if saved { seen.content[id] = after }
            if command.hasPrefix("load"), reply.error == nil, reply.json["loaded"] == true { seen.content[id] = before }
            if command.hasPrefix("recover"), reply.error == nil, let path = reply.heldRecoveryFile {
                guard candidates.contains(where: { $0.path == path }) else { return "recovered a file not on offer \(place)" }
                let killed = Int(path.dropFirst("state/recovery-".count).dropLast(".json".count)) ?? -1
                seen.content[id] = seen.content[killed]
                shells[index].held.insert(path)
            }
            for finished in reply.finishedRecoveryFiles {
                guard saved || command.contains("discard") else { return "\(finished) was finished by '\(command)' \(place)" }
                files.remove(finished)
                shells[index].held.remove(finished)
            }
            if reply.quit {
                let interpreter = shells[index].interpreter
                if !warned[index] && (interpreter.hasUnsavedChanges || !interpreter.recoveredWork.isEmpty) {
                    return "quit left at once with unsaved work \(place)"
                }
                files.remove(shells[index].recoveryFile)
                let others = shells.enumerated().filter { $0.offset != index }.map(\.element)
                shells[index] = start(others)
                continue
            }
            // The front end keeps the recovery file up to date after every command.
            let shell = shells[index]
            if shell.interpreter.hasUnsavedChanges {
                try? files.write(Data(shell.interpreter.recoveryJSON.utf8), to: shell.recoveryFile)
            } else {
                files.remove(shell.recoveryFile)
            }
        }
        return nil
    }

    @Test("random scripts of two shells never lose a reported save without a word")
    func randomScripts() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...(22 * 3 - 1)).array(of: 1...30)) { codes in
            let problem = Self.check(codes)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    /// The issue's three stories, written out: they must stay in what the generator makes.
    @Test("the generator reaches the issue's stories")
    func stories() {
        // A and B load; A defines and saves; B defines and saves (refused), then merges.
        let loadA = 5 * 2, loadB = 5 * 2 + 1, defineA = 0, defineB = 22 + 2 + 1, saveA = 3 * 2, saveB = 3 * 2 + 1, mergeB = 4 * 2 + 1
        #expect(Self.step(defineB).command == "q = bezier 0.2 0 1 1")
        #expect(Self.check([2 * 2, loadA, loadB, defineA, saveA, defineB, saveB, mergeB]) == nil)
        // A defines, is killed; the new A recovers, undoes, quits twice.
        let killA = 7 * 2, recoverA = 8 * 2, undoA = 6 * 2, quitA = 9 * 2
        #expect(Self.step(killA).command == nil)
        #expect(Self.check([defineA, killA, recoverA, undoA, quitA, quitA]) == nil)
    }
}
