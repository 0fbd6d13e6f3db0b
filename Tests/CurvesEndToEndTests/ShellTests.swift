import Foundation
import TestSupport
import Testing

/// The interactive shell on a pseudo-terminal: prompt, completion, Ctrl-C, Ctrl-D, history.
@Suite("Interactive shell on a pseudo-terminal", .tags(.binary, .terminal))
struct ShellTests {
    /// A home directory, state directory and inputrc of the shell's own, and the environment
    /// that points at them.
    final class Sandbox {
        let directory: TemporaryDirectory
        var environment: [String: String]

        init(history: String? = nil, bracketedPaste: Bool = false) throws {
            directory = try TemporaryDirectory()
            // readline 8 turns on bracketed paste, which sprinkles ESC[?2004h into the output:
            // off unless a test pastes.
            let inputrc = try directory.file("inputrc", "set enable-bracketed-paste \(bracketedPaste ? "on" : "off")\n")
            environment = [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                "HOME": directory.url.path,
                "XDG_STATE_HOME": directory.url.appendingPathComponent("state").path,
                "TERM": "xterm",
                "INPUTRC": inputrc,
                "NO_COLOR": "1",
                "LANG": "C.UTF-8",
                "COLUMNS": "80",
                "LINES": "24",
                "SWIFT_BACKTRACE": "enable=no",
            ]
            if let history { environment["CURVES_HISTORY"] = history }
        }

        /// Where the shell keeps history by default with this environment.
        var defaultHistoryPath: String { directory.url.appendingPathComponent("state/curves/history").path }

        func start() throws -> TerminalSession {
            let path = try #require(CurvesBinary.path, "the curves executable is built next to the tests")
            return try TerminalSession(executable: path, environment: environment)
        }
    }

    @Test func completionInterruptDefinitionAndLeaving() throws {
        let sandbox = try Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")

        // Tab completes a command name…
        try shell.send("sho\t")
        try shell.expect("show ")
        try shell.send("ease-in-out\r")
        try shell.expect("cubic-bezier(0.42, 0, 0.58, 1)")
        try shell.expect("curves> ")

        // …and Penner's names where a curve is taken…
        try shell.send("fit elastic-o\t")
        try shell.expect("fit elastic-out ")
        try shell.send("\u{15}")  // Ctrl-U: clear the line

        // …Ctrl-C abandons a half-typed line, which is not run, and gives a fresh prompt…
        try shell.send("junk = bezier 0 0 1 1")
        try shell.expect("1 1")
        try shell.send("\u{03}")
        try shell.expect("\ncurves> ")
        try shell.send("list\r")
        let listing = try shell.expect("curves> ")
        #expect(!listing.contains("junk"), "the interrupted line was not run: \(listing.debugDescription)")

        // …also in the middle of a reverse history search.
        try shell.send("\u{12}lis")
        try shell.expect("lis")
        try shell.send("\u{03}")
        try shell.expect("\ncurves> ")

        // A definition prints the curve.
        try shell.send("tick = bezier 1 0 0.75 1\r")
        try shell.expect("cubic-bezier(1, 0, 0.75, 1)")
        try shell.expect("curves> ")

        // Tab completes a curve name of the session.
        try shell.send("show ti\t")
        try shell.expect("show tick ")
        try shell.send("\r")
        try shell.expect("cubic-bezier(1, 0, 0.75, 1)")
        try shell.expect("curves> ")

        // With unsaved changes the first Ctrl-D only warns; the second leaves.
        #expect(try shell.leaveDiscardingChanges() == 0)

        let history = try String(contentsOfFile: sandbox.defaultHistoryPath, encoding: .utf8)
        let lines = history.split(separator: "\n").map(String.init)
        #expect(lines.contains("tick = bezier 1 0 0.75 1"), "history: \(history.debugDescription)")
        #expect(!lines.contains { $0.contains("junk") }, "an interrupted line is not history")
    }

    @Test func historyIsRecalledInTheNextRun() throws {
        let sandbox = try Sandbox()
        let historyPath = try sandbox.directory.file("my-history", "tock = bezier 0.5 0 0.5 1\n")
        sandbox.environment["CURVES_HISTORY"] = historyPath
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("\u{10}\r")  // Ctrl-P: the previous line
        try shell.expect("cubic-bezier(0.5, 0, 0.5, 1)")
        try shell.expect("curves> ")
        try shell.send("quit\r")
        try shell.expect("unsaved changes")
        try shell.send("quit\r")
        #expect(shell.waitForExit() == 0)
        let history = try String(contentsOfFile: historyPath, encoding: .utf8)
        #expect(history.split(separator: "\n").map(String.init) == ["tock = bezier 0.5 0 0.5 1", "quit"])
    }

    @Test func jsonInTheShell() throws {
        let sandbox = try Sandbox()
        let path = try #require(CurvesBinary.path)
        let shell = try TerminalSession(executable: path, arguments: ["--json"], environment: sandbox.environment)
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("eval ease 1\r")
        try shell.expect(#"{"command":"eval","curve":"ease","points":[[1,1]]}"#)
        try shell.expect("curves> ")
        try shell.send("nonsense\r")
        // A parse error's place is in the object (no caret lines in --json).
        try shell.expect(#""line":2,"column":1,"length":8}"#)
        try shell.expect("curves> ")
        try shell.send("quit\r")
        try shell.expect(#""quit":true"#)
        #expect(shell.waitForExit() == 0)
    }

    @Test func aParseErrorShowsTheLineWithACaretUnderTheWord() throws {
        let sandbox = try Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("x = bezier 0.1 0.2 abc 0.4\r")
        let reply = try shell.expect("curves> ")
        #expect(
            reply.contains("x = bezier 0.1 0.2 abc 0.4\r\n                   ^^^\r\nerror: expected a number for X2, got 'abc'"),
            "\(reply.debugDescription)")
        try shell.send("quit\r")
        #expect(shell.waitForExit() == 0)
    }

    /// An error as long as the accepted options' list breaks between words within the screen,
    /// under its caret line, and says every word.
    @Test func aLongErrorWrapsWithinTheScreen() throws {
        let sandbox = try Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.resize(columns: 60, rows: 24)
        try shell.expect("curves> ")
        try shell.send("a = spring response=0.55 dampingFraction=0.7\r")
        let reply = try shell.expect("curves> ")
        let error = reply.components(separatedBy: "error: ").dropFirst().joined().components(separatedBy: "curves> ")[0]
        let lines = ("error: " + error).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 60 }, "\(reply.debugDescription)")
        #expect(
            lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
                == "error: unknown option 'dampingFraction'; curves spells it damping-fraction=; accepted: mass=, stiffness=, damping=, velocity=, duration=, response=, damping-fraction=, bounce=",
            "\(reply.debugDescription)")
        try shell.send("quit\r")
        #expect(shell.waitForExit() == 0)
    }

    @Test func terminationSignalRestoresTheTerminalAndExits() throws {
        let sandbox = try Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("half a line")
        try shell.expect("line")
        kill(shell.pid, SIGTERM)
        #expect(shell.waitForExit() == 128 + SIGTERM)
    }

    @Test func unwritableHistoryIsReportedOnceAndTheShellWorks() throws {
        let sandbox = try Sandbox()
        let notADirectory = try sandbox.directory.file("plain-file", "")
        sandbox.environment["CURVES_HISTORY"] = notADirectory + "/history"
        let shell = try sandbox.start()
        defer { shell.finish() }
        let greeting = try shell.expect("curves> ")
        #expect(greeting.contains("history will not be kept"), "\(greeting.debugDescription)")
        try shell.send("eval ease 0 1\r")
        let reply = try shell.expect("curves> ")
        #expect(reply.contains("1.0000") || reply.contains("1\r\n") || reply.contains(" 1"), "\(reply.debugDescription)")
        #expect(!reply.contains("history"), "said only once")
        try shell.send("nonsense\r")
        let error = try shell.expect("curves> ")
        #expect(error.contains("error: "))
        try shell.send("\u{04}")
        #expect(shell.waitForExit() == 0)
    }

    /// /dev/full opens but every write fails (ENOSPC): the first line typed finds out.
    @Test func historyThatStopsBeingWritableIsReportedOnce() throws {
        let sandbox = try Sandbox(history: "/dev/full")
        let shell = try sandbox.start()
        defer { shell.finish() }
        let greeting = try shell.expect("curves> ")
        #expect(!greeting.contains("history"), "\(greeting.debugDescription)")
        try shell.send("eval ease 1\r")
        let first = try shell.expect("curves> ")
        #expect(first.contains("history will not be kept in /dev/full any more: No space left on device"), "\(first.debugDescription)")
        try shell.send("eval ease 0\r")
        let second = try shell.expect("curves> ")
        #expect(!second.contains("history"), "said only once: \(second.debugDescription)")
        #expect(second.contains("0.0000") || second.contains(" 0"), "the shell goes on: \(second.debugDescription)")
        try shell.send("\u{04}")
        #expect(shell.waitForExit() == 0)
    }

    /// readline reads a whole history file: one of 1 GiB (sparse) is left alone instead.
    @Test func aHistoryFileOverTheSizeLimitIsNotRead() throws {
        let sandbox = try Sandbox()
        let history = sandbox.directory.url.appendingPathComponent("huge-history").path
        #expect(FileManager.default.createFile(atPath: history, contents: Data("eval ease 1\n".utf8)))
        #expect(truncate(history, 1 << 30) == 0)
        sandbox.environment["CURVES_HISTORY"] = history
        let shell = try sandbox.start()
        defer { shell.finish() }
        let greeting = try shell.expect("curves> ")
        #expect(
            greeting.contains(
                "history will not be kept in \(history): it is 1073741824 bytes, more than the limit of 67108864 bytes for files"),
            "\(greeting.debugDescription)")
        try shell.send("eval ease 0\r")
        let reply = try shell.expect("curves> ")
        #expect(!reply.contains("history"), "said only once: \(reply.debugDescription)")
        try shell.send("\u{04}")
        #expect(shell.waitForExit() == 0)
        var status = stat()
        #expect(stat(history, &status) == 0 && status.st_size == 1 << 30, "the file is left as it was")
    }
}
