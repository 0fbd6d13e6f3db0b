import Foundation
import TestExpectations
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Sessions that never lose work: the recovery file, `recover`, session files on the command
/// line, `--replay`, paced replays in the shell, and saves that fail part way.
@Suite("Sessions that never lose work", .tags(.binary))
struct SessionRecoveryTests {
    /// The repository's `sessions` directory.
    static let sessions = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("sessions")
    static var coreAnimation: String { sessions.appendingPathComponent("core-animation.json").path }
    static let coreAnimationNames = ["css-linear", "css-ease", "css-ease-in", "css-ease-out", "css-ease-in-out", "tick"]

    /// Where the shells keep their recovery files with the sandbox's XDG_STATE_HOME.
    static func recoveryDirectory(_ sandbox: ShellTests.Sandbox) -> String {
        sandbox.directory.url.appendingPathComponent("state/curves").path
    }

    /// Every shell's recovery file (`STEM-PID-START.json`) in `directory`, sorted; with
    /// `locks`, the lock files (`.lock`) instead.
    static func recoveryFiles(in directory: String, stem: String = "recovery", locks: Bool = false) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix(stem + "-") && $0.hasSuffix(locks ? ".lock" : ".json") }.sorted()
            .map { directory + "/" + $0 }
    }

    /// The lock file of a shell's recovery file (`….json` → `….lock`).
    static func lockPath(_ file: String) -> String {
        String(file.dropLast(".json".count)) + ".lock"
    }

    /// The one recovery file in the sandbox (fails the test when there is not exactly one).
    static func onlyRecoveryFile(_ sandbox: ShellTests.Sandbox) throws -> String {
        let files = recoveryFiles(in: recoveryDirectory(sandbox))
        try #require(files.count == 1, "one recovery file: \(files)")
        return files[0]
    }

    /// The curves of a session file, by name, with their JSON.
    static func curves(inSessionFile path: String) throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["format"] as? String == "curves-session")
        let curves = try #require(root["curves"] as? [[String: Any]])
        var byName: [String: [String: Any]] = [:]
        for curve in curves {
            byName[try #require(curve["name"] as? String)] = curve
        }
        return byName
    }

    // MARK: - The recovery file

    @Test func aKilledShellLeavesItsWorkAndRecoverBringsItBack() throws {
        let sandbox = try ShellTests.Sandbox()
        let directory = Self.recoveryDirectory(sandbox)
        let recovery: String
        do {
            let shell = try sandbox.start()
            defer { shell.finish() }
            try shell.expect("curves> ")
            #expect(Self.recoveryFiles(in: directory).isEmpty, "no changes yet, no recovery file")
            #expect(Self.recoveryFiles(in: directory, locks: true).count == 1, "the running shell holds its lock")
            try shell.send("tick = bezier 1 0 0.75 1\r")
            try shell.expect("cubic-bezier(1, 0, 0.75, 1)")
            try shell.expect("curves> ")
            // The file is written before the next prompt.
            recovery = try Self.onlyRecoveryFile(sandbox)
            let curves = try Self.curves(inSessionFile: recovery)
            let tick = try #require(curves["tick"], "the recovery file holds the new curve: \(curves)")
            #expect(tick["kind"] as? String == "bezier")
            #expect(tick["points"] as? [Double] == [1, 0, 0.75, 1])
            #expect(curves.count == 1)
            kill(shell.pid, SIGKILL)
            #expect(shell.waitForExit() == nil, "killed by the signal")
        }
        #expect(FileManager.default.fileExists(atPath: recovery), "SIGKILL leaves the recovery file")

        let shell = try sandbox.start()
        defer { shell.finish() }
        let greeting = try shell.expect("curves> ")
        // The notice wraps within the screen's width.
        #expect(greeting.unwrapped.contains("curves was stopped with unsaved changes on "), "\(greeting.debugDescription)")
        #expect(greeting.unwrapped.contains("(1 curve: tick); type recover to bring them back"), "\(greeting.debugDescription)")
        // Left where it is: this shell writes a file of its own.
        #expect(FileManager.default.fileExists(atPath: recovery))

        try shell.send("list\r")
        let before = try shell.expect("curves> ")
        #expect(!before.contains("tick"), "a fresh shell starts empty: \(before.debugDescription)")
        try shell.send("recover\r")
        try shell.expect("recovered 1 curve")
        try shell.expect("curves> ")
        try shell.send("list\r")
        let after = try shell.expect("curves> ")
        #expect(after.contains("tick") && after.contains("bezier 1 0 0.75 1"), "\(after.debugDescription)")
        // The recovered work is unsaved, so it is in this shell's recovery file, and the
        // killed shell's file stays until the work is saved.
        let files = Self.recoveryFiles(in: directory)
        #expect(files.count == 2 && files.contains(recovery), "\(files)")
        let own = try #require(files.first { $0 != recovery })
        #expect(try Self.curves(inSessionFile: own)["tick"] != nil)

        // A clean exit removes this shell's recovery file and lock (quit warned about the unsaved
        // changes); leaving without saving leaves the recovered work where it was.
        try shell.send("quit\r")
        try shell.expect("unsaved changes")
        try shell.expect("curves> ")
        try shell.send("quit\r")
        #expect(shell.waitForExit() == 0)
        #expect(Self.recoveryFiles(in: directory) == [recovery])
        #expect(Self.recoveryFiles(in: directory, locks: true) == [Self.lockPath(recovery)])
    }

    /// The issue's story: recover, undo, quit. The killed shell's file stays until the work is
    /// saved, quit warns while it is not, and after leaving anyway the next shell offers it again.
    @Test func recoverUndoQuitWarnsAndLosesNothing() throws {
        let sandbox = try ShellTests.Sandbox()
        let directory = Self.recoveryDirectory(sandbox)
        do {
            let killed = try sandbox.start()
            defer { killed.finish() }
            try killed.expect("curves> ")
            try killed.send("tick = bezier 1 0 0.75 1\r")
            try killed.expect("curves> ")
            kill(killed.pid, SIGKILL)
            _ = killed.waitForExit()
        }
        let recovery = try Self.onlyRecoveryFile(sandbox)
        let shell = try sandbox.start()
        defer { shell.finish() }
        #expect(try shell.expect("curves> ").unwrapped.contains("(1 curve: tick); type recover to bring them back"))
        try shell.send("recover\r")
        try shell.expect("recovered 1 curve (tick)")
        try shell.expect("curves> ")
        // While this shell holds the work, another shell does not offer it.
        do {
            let other = try sandbox.start()
            defer { other.finish() }
            let hello = try other.expect("curves> ")
            #expect(!hello.contains("stopped with unsaved changes"), "\(hello.debugDescription)")
            try other.send("\u{04}")
            #expect(other.waitForExit() == 0)
        }
        try shell.send("undo\r")
        try shell.expect("undid: recover")
        try shell.expect("curves> ")
        #expect(FileManager.default.fileExists(atPath: recovery), "the killed shell's file stays")
        try shell.send("quit\r")
        let warning = try shell.expect("curves> ")
        #expect(
            warning.contains("the work recovered from a killed shell, 1 curve (tick), is not in the session any more"),
            "\(warning.debugDescription)")
        try shell.send("quit\r")
        #expect(shell.waitForExit() == 0)
        #expect(Self.recoveryFiles(in: directory) == [recovery])

        // The next shell offers it again; recover and save keep it, and only then is the file removed.
        let next = try sandbox.start()
        defer { next.finish() }
        #expect(try next.expect("curves> ").unwrapped.contains("(1 curve: tick); type recover to bring them back"))
        try next.send("recover\r")
        try next.expect("recovered 1 curve (tick)")
        try next.expect("curves> ")
        let saved = sandbox.directory.url.appendingPathComponent("kept.json").path
        try next.send("save \(saved)\r")
        try next.expect("saved 1 curve")
        try next.expect("curves> ")
        #expect(Self.recoveryFiles(in: directory).isEmpty, "saved: the killed shell's file is finished")
        try next.send("quit\r")
        #expect(next.waitForExit() == 0, "nothing unsaved: quit leaves at once")
        #expect(Self.recoveryFiles(in: directory, locks: true).isEmpty)
    }

    /// The issue's lost update: two shells load one file; A saves; B's plain save is refused
    /// (naming A's process), A's curve stays in the file, and B's save merge keeps both.
    @Test func twoShellsOneFileLoseNoUpdate() throws {
        let sandbox = try ShellTests.Sandbox()
        let shared = sandbox.directory.url.appendingPathComponent("shared.json").path
        let made = try CurvesBinary.run(["-e", "base = ease", "-e", "save \(shared)"])
        #expect(made.status == 0, "\(made.stderr)")
        let first = try sandbox.start()
        defer { first.finish() }
        let second = try sandbox.start()
        defer { second.finish() }
        for shell in [first, second] {
            try shell.expect("curves> ")
            try shell.send("load \(shared)\r")
            try shell.expect("loaded 1 curve")
            try shell.expect("curves> ")
        }
        try first.send("fromA = ease-in\r")
        try first.expect("curves> ")
        try first.send("save\r")
        try first.expect("saved 2 curves")
        try first.expect("curves> ")
        try second.send("fromB = ease-out\r")
        try second.expect("curves> ")
        try second.send("save\r")
        // The shell wraps its errors within the screen: compared with the lines joined.
        let refused = try second.expect("curves> ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            refused.contains(
                "\(shared) changed on disk since this shell read it: another curves shell (process \(first.pid), still running) saved it; not overwriting it."
            ),
            "\(refused.debugDescription)")
        #expect(refused.contains("merge keeps the curves of both"), "\(refused.debugDescription)")
        #expect(try Self.curves(inSessionFile: shared).keys.sorted() == ["base", "fromA"])
        try second.send("save merge\r")
        try second.expect("merged from \(shared): fromA")
        try second.expect("saved 3 curves")
        try second.expect("curves> ")
        #expect(try Self.curves(inSessionFile: shared).keys.sorted() == ["base", "fromA", "fromB"])
        // A's plain save is now the one refused (B saved since), with B's process named.
        try first.send("save\r")
        let refusedAgain = try first.expect("curves> ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(refusedAgain.contains("another curves shell (process \(second.pid), still running) saved it"), "\(refusedAgain)")
        for shell in [first, second] {
            try shell.send("quit\r")
            #expect(shell.waitForExit() == 0, "each was told; nothing it reported saved is lost")
        }
    }

    /// Two shells at once keep two files; each is offered only once its shell is gone, and
    /// neither's work is lost, whichever is killed first.
    @Test(arguments: [true, false])
    func twoShellsKeepTheirOwnWork(killFirstShellFirst: Bool) throws {
        let sandbox = try ShellTests.Sandbox()
        let directory = Self.recoveryDirectory(sandbox)
        let first = try sandbox.start()
        defer { first.finish() }
        try first.expect("curves> ")
        let second = try sandbox.start()
        defer { second.finish() }
        let greeting = try second.expect("curves> ")
        #expect(!greeting.contains("stopped with unsaved changes"), "a running shell's work is not offered: \(greeting.debugDescription)")
        try first.send("alpha = ease\r")
        try first.expect("curves> ")
        try second.send("beta = bounce-out\r")
        try second.expect("curves> ")
        try first.send("gamma = ease-in\r")
        try first.expect("curves> ")
        #expect(Self.recoveryFiles(in: directory).count == 2)
        // A third shell while both run: nothing to recover.
        do {
            let third = try sandbox.start()
            defer { third.finish() }
            let hello = try third.expect("curves> ")
            #expect(!hello.contains("stopped with unsaved changes"))
            try third.send("recover\r")
            try third.expect("nothing to recover")
            try third.expect("curves> ")
            try third.send("\u{04}")
            #expect(third.waitForExit() == 0)
        }
        for shell in killFirstShellFirst ? [first, second] : [second, first] {
            kill(shell.pid, SIGKILL)
            #expect(shell.waitForExit() == nil)
        }
        let shell = try sandbox.start()
        defer { shell.finish() }
        let notice = try shell.expect("curves> ")
        #expect(
            notice.unwrapped.contains("2 shells were stopped with unsaved changes; type recover to list them"), "\(notice.debugDescription)"
        )
        try shell.send("recover\r")
        let listing = try shell.expect("curves> ")
        #expect(listing.contains("  1  ") && listing.contains("1 curve"), "\(listing.debugDescription)")
        #expect(listing.contains("  2  ") && listing.contains("2 curves"), "\(listing.debugDescription)")
        // Each with its curves' names, so the two can be told apart.
        #expect(listing.contains("\n      beta\r\n") && listing.contains("\n      alpha, gamma\r\n"), "\(listing.debugDescription)")
        // The second shell wrote last before the first's gamma: it comes first.
        try shell.send("recover 1\r")
        try shell.expect("recovered 1 curve")
        try shell.expect("curves> ")
        try shell.send("save \(sandbox.directory.url.appendingPathComponent("b.json").path)\r")
        try shell.expect("curves> ")
        try shell.send("recover\r")
        try shell.expect("recovered 2 curves")
        try shell.expect("curves> ")
        try shell.send("list\r")
        let after = try shell.expect("curves> ")
        #expect(after.contains("alpha") && after.contains("gamma") && !after.contains("beta"), "\(after.debugDescription)")
        // The file whose work was saved in b.json is gone; the other stays until its work is
        // saved (it is also in this shell's own file meanwhile).
        let files = Self.recoveryFiles(in: directory)
        #expect(files.count == 2, "\(files)")
        #expect(try files.filter { try Self.curves(inSessionFile: $0)["alpha"] != nil }.count == 2)
        #expect(try Self.curves(inSessionFile: sandbox.directory.url.appendingPathComponent("b.json").path)["beta"] != nil)
        #expect(try shell.leaveDiscardingChanges() == 0)
        let left = Self.recoveryFiles(in: directory)
        #expect(left.count == 1, "the recovered, unsaved work is left for the next shell: \(left)")
        #expect(Self.recoveryFiles(in: directory, locks: true) == left.map(Self.lockPath), "no other lock files left behind")
    }

    /// A shell killed with nothing unsaved leaves only its lock file; the next start removes it.
    @Test func aStaleLockFileIsTidiedAway() throws {
        let sandbox = try ShellTests.Sandbox()
        let directory = Self.recoveryDirectory(sandbox)
        do {
            let shell = try sandbox.start()
            defer { shell.finish() }
            try shell.expect("curves> ")
            kill(shell.pid, SIGKILL)
            _ = shell.waitForExit()
        }
        let stale = Self.recoveryFiles(in: directory, locks: true)
        #expect(stale.count == 1)
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        let locks = Self.recoveryFiles(in: directory, locks: true)
        #expect(locks.count == 1 && locks != stale, "only the new shell's lock: \(locks)")
        try shell.send("\u{04}")
        #expect(shell.waitForExit() == 0)
    }

    /// A terminal that goes away makes reading end as Ctrl-D twice would; the shell must keep
    /// the work (it once took it for "leave without saving" and removed the recovery file).
    @Test func aTerminalThatGoesAwayKeepsTheRecoveryFile() throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("alpha = ease\r")
        try shell.expect("cubic-bezier(0.25, 0.1, 0.25, 1)")
        try shell.expect("curves> ")
        shell.hangUp()
        _ = shell.waitForExit()
        let curves = try Self.curves(inSessionFile: try Self.onlyRecoveryFile(sandbox))
        #expect(curves["alpha"] != nil, "\(curves)")
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func terminationSignalKeepsTheRecoveryFile(_ signal: Int32) throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("a = ease\r")
        try shell.expect("cubic-bezier(0.25, 0.1, 0.25, 1)")
        try shell.expect("curves> ")
        try shell.send("half a line")
        try shell.expect("line")
        kill(shell.pid, signal)
        #expect(shell.waitForExit() == 128 + signal)
        let curves = try Self.curves(inSessionFile: try Self.onlyRecoveryFile(sandbox))
        #expect(curves["a"]?["points"] as? [Double] == [0.25, 0.1, 0.25, 1], "\(curves)")
    }

    @Test func saveRemovesTheRecoveryFileAndQuitLeavesNone() throws {
        let sandbox = try ShellTests.Sandbox()
        // CURVES_RECOVERY overrides the place, like CURVES_HISTORY: the shell's own file is
        // my-recovery-PID-START.json next to it.
        let elsewhere = sandbox.directory.url.appendingPathComponent("elsewhere").path
        sandbox.environment["CURVES_RECOVERY"] = elsewhere + "/my-recovery.json"
        var recovery: String { Self.recoveryFiles(in: elsewhere, stem: "my-recovery").first ?? elsewhere + "/none" }
        let saved = sandbox.directory.url.appendingPathComponent("work.json").path
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("a = ease\r")
        try shell.expect("cubic-bezier(0.25, 0.1, 0.25, 1)")
        try shell.expect("curves> ")
        #expect(try Self.curves(inSessionFile: recovery)["a"] != nil)
        try shell.send("save \(saved)\r")
        try shell.expect("saved 1 curve")
        try shell.expect("curves> ")
        #expect(!FileManager.default.fileExists(atPath: recovery), "nothing unsaved: no recovery file")
        // undo makes a change again; redo brings back the saved state.
        try shell.send("undo\r")
        try shell.expect("undid: a = ease")
        try shell.expect("curves> ")
        #expect(try Self.curves(inSessionFile: recovery).isEmpty, "the recovery file follows undo")
        try shell.send("redo\r")
        try shell.expect("redid: a = ease")
        try shell.expect("curves> ")
        #expect(!FileManager.default.fileExists(atPath: recovery))
        try shell.send("quit\r")
        #expect(shell.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: recovery))
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: sandbox.directory.url.appendingPathComponent("elsewhere").path)
        #expect(leftovers.isEmpty, "no temporary files left: \(leftovers)")
    }

    @Test func anUnwritableRecoveryFileIsReportedOnceAndTheShellWorks() throws {
        let sandbox = try ShellTests.Sandbox()
        let notADirectory = try sandbox.directory.file("plain-file", "")
        sandbox.environment["CURVES_RECOVERY"] = notADirectory + "/recovery.json"
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("a = ease\r")
        let first = try shell.expect("curves> ")
        #expect(first.contains("cannot keep unsaved work"), "\(first.debugDescription)")
        try shell.send("b = ease-in\r")
        let second = try shell.expect("curves> ")
        #expect(second.contains("cubic-bezier(0.42, 0, 1, 1)"))
        #expect(!second.contains("cannot keep"), "said only once: \(second.debugDescription)")
        try shell.send("quit\r")
        try shell.expect("unsaved changes")
        try shell.send("quit\r")
        #expect(shell.waitForExit() == 0)
    }

    // MARK: - Ctrl-C while a command runs

    /// `fit … segments=200` and `linear … tolerance=1e-9` on an elastic easing take a minute or
    /// more in a debug build; the interpreter polls `Settings.isCancelled` while they run.
    @Test(Thorough.only) func ctrlCCancelsALongCommandAndTheSessionIsUnchanged() throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        for command in ["fit easeInOutElastic segments=200", "linear easeInOutElastic tolerance=0.000000001"] {
            try shell.send(command + "\r")
            try shell.expect(command)
            let running = shell.pending(quiet: 1)
            #expect(!running.contains("curves> "), "still running: \(running.debugDescription)")
            try shell.send("\u{03}")
            let reply = try shell.expect("curves> ", timeout: 20)
            #expect(reply.contains("error: ") && reply.contains("cancelled"), "\(reply.debugDescription)")
        }
        try shell.send("list\r")
        let listing = try shell.expect("curves> ")
        #expect(listing.contains("no curves yet"), "\(listing.debugDescription)")
        #expect(Self.recoveryFiles(in: Self.recoveryDirectory(sandbox)).isEmpty, "nothing changed")

        // SIGTERM during a long command cancels it too, and the shell ends promptly.
        try shell.send("fit easeInOutElastic segments=200\r")
        try shell.expect("segments=200")
        _ = shell.pending(quiet: 1)
        kill(shell.pid, SIGTERM)
        #expect(shell.waitForExit(timeout: 20) == 128 + SIGTERM)
    }

    @Test func ctrlCStopsALongReply() throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("sample ease 100000\r")
        try shell.expect("slope", timeout: 60)
        try shell.send("\u{03}")
        try shell.expect("interrupted: the rest of the reply is not shown", timeout: 60)
        try shell.expect("curves> ")
        try shell.send("eval ease 1\r")
        let reply = try shell.expect("curves> ")
        #expect(reply.contains("1"), "the shell goes on: \(reply.debugDescription)")
        try shell.send("\u{04}")
        #expect(shell.waitForExit() == 0)
    }

    // MARK: - Paced replays in the shell

    @Test func replayStepWaitsForEnterAndCtrlCLeavesTheSession() throws {
        let sandbox = try ShellTests.Sandbox()
        let file = sandbox.directory.url.appendingPathComponent("core-animation.json").path
        try FileManager.default.copyItem(atPath: Self.coreAnimation, toPath: file)
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("mine = bezier 0.1 0.2 0.3 0.4\r")
        try shell.expect("cubic-bezier(0.1, 0.2, 0.3, 0.4)")
        try shell.expect("curves> ")

        // Unsaved changes: the first replay only asks for confirmation.
        try shell.send("replay \(file) step\r")
        try shell.expect("type the same replay again")
        try shell.expect("curves> ")
        try shell.send("replay \(file) step\r")
        try shell.expect("Enter runs the next one, Ctrl-C stops")
        try shell.expect("(1/6) css-linear = linear  [Enter] ")
        let waiting = shell.pending(quiet: 0.5)
        #expect(!waiting.contains("cubic-bezier"), "nothing runs before Enter: \(waiting.debugDescription)")
        try shell.send("\r")
        try shell.expect("curves> css-linear = linear")
        try shell.expect("cubic-bezier(0, 0, 1, 1)")
        try shell.expect("(2/6) css-ease = ease  [Enter] ")
        try shell.send("\u{03}")
        try shell.expect("replay stopped after 1 of 6 commands; the session is unchanged")
        try shell.expect("curves> ")
        try shell.send("list\r")
        let listing = try shell.expect("curves> ")
        #expect(listing.contains("mine"), "\(listing.debugDescription)")
        #expect(!listing.contains("css-linear"), "\(listing.debugDescription)")

        // With delay=, Ctrl-C during a pause stops too.
        try shell.send("replay \(file) delay=30\r")
        try shell.expect("type the same replay again")
        try shell.send("replay \(file) delay=30\r")
        try shell.expect("curves> css-linear = linear")
        try shell.expect("cubic-bezier(0, 0, 1, 1)")
        try shell.send("\u{03}")
        try shell.expect("replay stopped after 1 of 6 commands; the session is unchanged")
        try shell.expect("curves> ")

        // Stepping to the end adopts the replayed session and prints the verdict.
        try shell.send("replay \(file) step\r")
        try shell.expect("type the same replay again")
        try shell.send("replay \(file) step\r")
        for (index, name) in Self.coreAnimationNames.enumerated() {
            try shell.expect("(\(index + 1)/6) \(name) = ")
            try shell.send("\r")
            try shell.expect("curves> \(name) = ")
        }
        try shell.expect("replay reproduced \(file): 6 curves equal to the saved ones")
        try shell.expect("curves> ")
        try shell.send("list\r")
        let replayed = try shell.expect("curves> ")
        #expect(!replayed.contains("mine"), "\(replayed.debugDescription)")
        for name in Self.coreAnimationNames { #expect(replayed.contains(name)) }
        try shell.send("quit\r")
        #expect(shell.waitForExit() == 0, "the replayed session matches its file: nothing unsaved")
    }

    // MARK: - The command line

    @Test func aSessionFileArgumentIsLoadedThenStdinRead() throws {
        let result = try CurvesBinary.run([Self.coreAnimation], input: "list\n")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("loaded 6 curves from \(Self.coreAnimation)"), "\(result.stdout)")
        let listed = result.lines.compactMap { $0.split(separator: " ").first.map(String.init) }
        for name in Self.coreAnimationNames { #expect(listed.contains(name), "\(result.stdout)") }

        // With -e, the commands run after the load and stdin is left alone.
        let executed = try CurvesBinary.run(["-e", "show tick", Self.coreAnimation], input: "nonsense\n")
        #expect(executed.status == 0, "stderr: \(executed.stderr)")
        #expect(executed.stdout.contains("cubic-bezier(1, 0, 0.75, 1)"))

        // JSON that is not a session says so, instead of running `{` as a command.
        let directory = try TemporaryDirectory()
        let other = try directory.file("package.json", #"{"name": "not a session"}"#)
        let refused = try CurvesBinary.run([other], input: "list\n")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("not a curves session"), "stderr: \(refused.stderr)")
        #expect(!refused.stdout.contains("presets"), "the run stopped: \(refused.stdout)")

        // Any other file is still a script.
        let script = try directory.file("script.curves", "show ease\n")
        let scripted = try CurvesBinary.run([script])
        #expect(scripted.status == 0)
        #expect(scripted.stdout.contains("cubic-bezier(0.25, 0.1, 0.25, 1)"))
    }

    @Test func replayOptionChecksThatTheHistoryRebuildsTheFile() throws {
        let result = try CurvesBinary.run(["--replay", Self.coreAnimation])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("curves> css-ease = ease\n"), "\(result.stdout)")
        #expect(result.stdout.contains("curves> tick = bezier 1 0 0.75 1\n"))
        #expect(result.lines.last == "replay reproduced \(Self.coreAnimation): 6 curves equal to the saved ones")

        // Change one history entry: the replay no longer matches the saved curves.
        let directory = try TemporaryDirectory()
        let original = try String(contentsOfFile: Self.coreAnimation, encoding: .utf8)
        let tamperedText = original.replacingOccurrences(of: "\"tick = bezier 1 0 0.75 1\"", with: "\"tick = bezier 1 0 0.7 1\"")
        try #require(tamperedText != original)
        let tampered = try directory.file("tampered.json", tamperedText)
        let failed = try CurvesBinary.run(["--replay", tampered])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("replay of \(tampered) differs from the saved session:"), "\(failed.stdout)")
        #expect(failed.stdout.contains("tick: saved bezier 1 0 0.75 1, replayed bezier 1 0 0.7 1"), "\(failed.stdout)")

        let json = try CurvesBinary.run(["--json", "--replay", tampered])
        #expect(json.status == 1)
        try #require(json.lines.count == 7, "six commands and the verdict: \(json.stdout)")
        #expect(try jsonObject(json.lines[0])["command"] as? String == "define")
        let verdict = try jsonObject(json.lines[6])
        #expect(verdict["command"] as? String == "replay")
        #expect(verdict["matches"] as? Bool == false)
        #expect((verdict["differences"] as? [String])?.count == 1)

        let missing = try CurvesBinary.run(["--replay", directory.url.appendingPathComponent("nothing.json").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no such file"), "stderr: \(missing.stderr)")
    }

    @Test func aSaveThatFailsPartWayLeavesThePreviousFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("work.json").path
        let first = try CurvesBinary.run(["-e", "a = ease", "-e", "save \(path)"])
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(before.count < 1024)

        // Twenty curves make a file of several KiB; `ulimit -f 1` allows 1 KiB (bash counts in
        // KiB), so the write fails part way with EFBIG (SIGXFSZ is ignored).
        var arguments = ["-c", #"ulimit -f 1; exec "$0" "$@" >/dev/null"#, try #require(CurvesBinary.path)]
        for index in 1...20 { arguments += ["-e", "curve\(index) = bezier 0.\(index % 10) 0.1 0.2 1"] }
        arguments += ["-e", "save \(path) force"]  // onto the file the first run saved
        let limited = try CurvesBinary.run(arguments, shell: true)
        #expect(limited.status == 1, "the save failed; stderr: \(limited.stderr)")
        #expect(limited.stderr.contains("cannot save \(path)"), "stderr: \(limited.stderr)")
        #expect(limited.stderr.contains("the previous file is unchanged"), "stderr: \(limited.stderr)")
        let after = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(after == before, "byte for byte")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(files == ["work.json"], "no temporary file left behind")
    }
}
