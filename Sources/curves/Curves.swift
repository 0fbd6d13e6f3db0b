import ArgumentParser
import CurveKit
import Workbench

/// The `curves` command line: an interactive shell on a terminal, a script runner otherwise.
@main
struct Curves: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curves",
        abstract: "A workbench for easing curves: define, evaluate, compare and plot timing functions.",
        discussion: """
            With no FILE and no -e, and a terminal on standard input, curves starts an interactive \
            shell (prompt 'curves> ', Tab completion, history kept in $CURVES_HISTORY or \
            $XDG_STATE_HOME/curves/history). Otherwise it runs commands, one per line, from the \
            -e options, then FILE ('-' or a pipe: standard input), and stops at the first error \
            with exit status 1.

            A FILE that is a saved session (JSON, "format": "curves-session") is loaded instead, \
            then the shell starts (or, without a terminal, commands are read from standard input). \
            --replay FILE rebuilds a saved session from its history, printing each command and its \
            output, and exits with status 0 when the result equals the saved curves, 1 otherwise.

            The shell never loses work: after every change the session is written to its own \
            recovery file next to $CURVES_RECOVERY (else $XDG_STATE_HOME/curves/recovery.json), \
            recovery-PID-START.json, locked while the shell runs; save and a clean exit remove it. \
            If curves is killed with unsaved changes, the next shell says so and 'recover' brings \
            the work back ('recover' lists several; 'recover N', 'recover discard N'); the killed \
            shell's file stays until the recovered work is saved. 'save' does not overwrite a \
            session that another shell saved since this one read it ('save merge' keeps both).

            Shell commands: \(Self.commandList)
            Type 'help' in the shell, or run `curves -e help`, for what they do.

            Colours are used only on a terminal, and never with NO_COLOR set or TERM=dumb.
            """,
        version: "curves \(CurvesVersion.current)")

    static var commandList: String {
        CommandCatalog.entries.map { $0.name == "=" ? "NAME = …" : $0.name }.joined(separator: ", ")
    }

    @Argument(
        help: ArgumentHelp("A script of shell commands, one per line ('-' reads standard input).", valueName: "file"),
        completion: .file())
    var file: String?

    @Option(
        name: [.customShort("e"), .customLong("execute")],
        help: ArgumentHelp("Run a shell command (repeatable), then exit without starting the shell.", valueName: "command"),
        // The completion scripts offer the shell's command names here.
        completion: .list(CommandCatalog.entries.map(\.name).filter { $0 != "=" }))
    var execute: [String] = []

    @Flag(help: "Print exactly one JSON object per command, on one line of standard output.")
    var json = false

    @Flag(help: "In scripts, go on after a failing command (the exit status is still 1).")
    var keepGoing = false

    @Flag(help: "Draw plots with ASCII characters only (implied by TERM=dumb).")
    var ascii = false

    @Flag(name: .customLong("no-color"), help: "Never use colours (as when NO_COLOR is set).")
    var noColor = false

    @Option(
        help: ArgumentHelp(
            "Replay a saved session's history without a shell and check that it rebuilds the saved curves (exit status 1 if not).",
            valueName: "session.json"))
    var replay: String?

    @Flag(help: "Start the shell serving its live page in the browser, as if 'serve' were typed first.")
    var serve = false

    func validate() throws {
        if serve && (replay != nil || file != nil && !Self.looksLikeSession(file ?? "") || !execute.isEmpty) {
            throw ValidationError("--serve starts the interactive shell: give it no script, no -e and no --replay")
        }
        if replay != nil && (file != nil || !execute.isEmpty) {
            throw ValidationError("--replay runs on its own: give it no FILE and no -e")
        }
    }

    func run() throws {
        // A closed pipe (`curves … | head -1`) must fail a write with EPIPE, not kill us.
        System.ignoreBrokenPipes()
        // Likewise a write past a file size limit (`ulimit -f`) must fail with EFBIG, so that a
        // save reports it and leaves the previous file, instead of SIGXFSZ killing us.
        System.ignoreFileSizeLimitSignal()
        let terminal = Terminal.current()
        let sessionFile = file.flatMap { Self.looksLikeSession($0) ? $0 : nil }
        let scripted = replay != nil || !execute.isEmpty || (file != nil && sessionFile == nil) || !terminal.stdinIsTerminal
        let settings = terminal.settings(ascii: ascii, noColor: noColor, interactive: !scripted, json: json)
        let interpreter = Interpreter(settings: settings)
        let printer = ReplyPrinter(json: json, width: settings.terminalWidth)
        let status: Int32
        if let replay {
            status = Self.runReplay(replay, interpreter: interpreter, printer: printer)
        } else if scripted && serve {
            throw ValidationError("--serve needs the interactive shell on a terminal (standard input is not one)")
        } else if scripted {
            var runner = ScriptRunner(interpreter: interpreter, printer: printer, keepGoing: keepGoing)
            do {
                if let sessionFile { try runner.load(session: sessionFile) }
                try runner.run(commands: execute)
                if let file, sessionFile == nil {
                    try runner.run(script: file)
                } else if execute.isEmpty {
                    try runner.run(script: "-")
                }
                status = runner.status
            } catch {
                status = Output.status(after: error, statusSoFar: runner.status)
            }
        } else {
            var shell = Shell(interpreter: interpreter, printer: printer, terminal: terminal, sessionFile: sessionFile)
            shell.serveAtStart = serve
            status = shell.run()
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// `--replay FILE`: each command of the file's history as if typed, then the verdict; 0 when
    /// the replay rebuilt the saved curves, 1 when it did not (or the file cannot be read).
    static func runReplay(_ path: String, interpreter: Interpreter, printer: ReplyPrinter) -> Int32 {
        var interpreter = interpreter
        do {
            var replayer: Replayer
            do {
                replayer = try interpreter.makeReplayer(path: path)
            } catch {
                _ = try printer.show(.failure(error.message), line: 0, location: "curves")
                return 1
            }
            _ = try replayer.run { (number, command, reply) throws(OutputError) -> Replayer.Step in
                try printer.showReplayed(command, reply, number: number)
                return .goOn
            }
            let finished = interpreter.finishReplay(replayer, command: "replay " + TextFormat.quoted(path))
            _ = try printer.show(finished, line: 0, location: nil)
            return finished.json["matches"] == true ? 0 : 1
        } catch {
            return Output.status(after: error, statusSoFar: 1)
        }
    }

    /// Whether FILE is a saved session rather than a script: its first character other than
    /// white space (or a byte-order mark) is `{`, which no command starts with. Loading it then
    /// says exactly what is wrong if it is not a valid curves session.
    static func looksLikeSession(_ path: String) -> Bool {
        guard path != "-" else { return false }
        guard let descriptor = try? System.openFile(path, for: .reading) else { return false }
        defer { System.closeFile(descriptor) }
        // Only a regular file may be peeked at: reading a pipe (`curves <(…)`) would eat it.
        guard System.status(of: descriptor)?.kind == .regular else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        guard let count = try? System.readBytes(descriptor, into: &buffer), count > 0 else { return false }
        var bytes = buffer[0..<count]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "{")
    }
}
