import CurveKit
import Live
import Workbench

/// The interactive shell: prompt, line editing, history, completion, and the recovery file.
///
/// Ctrl-C abandons the line being typed; pressed while a command runs, it cancels the command
/// (the interpreter polls `Settings.isCancelled` in its long loops) or, when the command has
/// already finished, stops a long reply from being printed; during `play` it stops the motion
/// where it is. Ctrl-D on an empty line leaves; with unsaved changes the first Ctrl-D only warns
/// and a second one in a row leaves. `quit` is the interpreter's (it warns about unsaved changes
/// itself). Errors never end the shell: its status is 0. SIGHUP and SIGTERM end it with status
/// 128 + the signal, keeping the recovery file.
struct Shell {
    static let prompt = "curves> "

    var interpreter: Interpreter
    var printer: ReplyPrinter
    let terminal: Terminal
    /// A session to load before the first prompt (`curves FILE.json`).
    var sessionFile: String? = nil
    /// The recovery files the last command finished with (``Reply/finishedRecoveryFiles``).
    private var finishedRecoveryFiles: [String] = []
    /// A recovery file whose work the last command recovered (``Reply/heldRecoveryFile``).
    private var heldRecoveryFile: String?
    /// `serve`'s server while it runs, and what the page was last sent (see Shell+Serve.swift).
    var live: LiveServer?
    var liveSnapshot = LiveSnapshot()
    var livePublishedRevision = -1
    /// The page's token, made at the first `serve` and kept while the shell runs.
    var liveToken: String?
    /// `curves --serve`: run `serve` before the first prompt.
    var serveAtStart = false

    init(interpreter: Interpreter, printer: ReplyPrinter, terminal: Terminal, sessionFile: String? = nil) {
        self.interpreter = interpreter
        self.printer = printer
        self.terminal = terminal
        self.sessionFile = sessionFile
    }

    /// What the shell does after a command.
    private enum Next {
        case prompt
        /// Back to the prompt after a Ctrl-C stopped `play` or a replay: the rest of a
        /// multi-line paste is dropped too.
        case interrupted
        /// `quit`: a clean exit.
        case quit
        /// Leave with this status, keeping the recovery file (a signal, or stdout failed).
        case exit(Int32)
    }

    /// Runs until the user leaves; returns the exit status.
    mutating func run() -> Int32 {
        let editor = LineEditor()
        var history = HistoryFile(environment: terminal.environment)
        interpreter.settings.isCancelled = LineEditor.isCancelled
        printer.isInterrupted = LineEditor.isInterrupted
        printer.wrapsMessages = true
        var lineNumber = 0
        if let sessionFile {
            // `curves FILE.json`: as if the user had typed `load FILE` first; a file that
            // cannot be loaded ends the run before the shell starts.
            lineNumber += 1
            let reply = interpreter.execute(Self.loadCommand(sessionFile))
            do {
                if try printer.show(reply, line: lineNumber, location: nil) { return 1 }
            } catch {
                return Output.status(after: error, statusSoFar: 1)
            }
        }
        var recovery = RecoveryFile(environment: terminal.environment)
        if let file = recovery {
            let (candidates, notice) = file.earlierWork()
            if let notice { printer.notice(notice) }
            interpreter.settings.recoveryPath = file.path
            interpreter.settings.recoveryCandidates = candidates
            interpreter.settings.lastWriter = file.lastWriter
        }
        var warnedAboutEndOfInput = false
        defer { stopServing() }
        if serveAtStart {
            lineNumber += 1
            _ = perform("serve", number: lineNumber, editor: editor)
        }
        var paste = PasteContinuation()
        while true {
            let snapshot = interpreter
            LineEditor.completer = { line, wordStart in snapshot.completions(line: line, wordStart: wordStart) }
            let prompt = paste.isOpen ? PasteContinuation.prompt : Self.prompt
            guard case .input(let input) = editor.read(prompt: prompt, wakingOn: live?.hub.wakeUps.reader ?? -1) else {
                // The live page sent something: its commands run here as if typed.
                servePage(editor: editor, lineNumber: &lineNumber, history: &history, recovery: &recovery)
                continue
            }
            if editor.resized {
                interpreter.settings.terminalWidth = terminal.width
                printer.width = terminal.width
            }
            switch input {
            case .interrupted:
                paste = PasteContinuation()
                continue
            case .terminated(let signal):
                // The recovery file is up to date (it is written after every change): keep it.
                editor.restoreSignals()
                return 128 + signal
            case .terminalClosed:
                // As on SIGHUP: the work stays in the recovery file for the next shell.
                editor.restoreSignals()
                return 128 + System.hangUpSignal
            case .endOfInput:
                if !warnedAboutEndOfInput, let warning = interpreter.leavingWarning(again: "press Ctrl-D again") {
                    warnedAboutEndOfInput = true
                    printer.notice(warning)
                    continue
                }
                recovery?.closeOnExit()
                return 0
            case .line(let text):
                warnedAboutEndOfInput = false
                // A bracketed paste can bring several lines at once: run them one by one (until
                // a Ctrl-C or a terminating signal).
                let parts = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
                var index = 0
                lines: while index < parts.count {
                    let part = parts[index]
                    index += 1
                    // A paste of platform code goes on while its brackets are open (continuation prompt).
                    guard let line = paste.add(part) else { continue }
                    // The rest of a bracketed paste is here already: more statements of the pasted
                    // code go with it (as in a script), with the blank and comment lines between.
                    if let held = PasteContinuation.continuation(of: line, before: Array(parts[index...]), isCommand: Parser.isCommand) {
                        paste.resume(([line] + parts[index..<index + held]).joined(separator: "\n"))
                        index += held
                        continue
                    }
                    history?.add(line)
                    lineNumber += 1
                    let next = perform(line, number: lineNumber, editor: editor)
                    // The page first: the recovery file's fsyncs can take a while on a busy disk.
                    publishToPage()
                    recovery?.update(from: interpreter)
                    recovery?.saves.update(interpreter.savedFiles)
                    // Recovered work stays in its killed shell's file, locked by this shell, until
                    // it is saved (or discarded on purpose).
                    if let held = heldRecoveryFile { recovery?.hold(held) }
                    for finished in finishedRecoveryFiles { recovery?.finish(finished) }
                    (heldRecoveryFile, finishedRecoveryFiles) = (nil, [])
                    switch next {
                    case .prompt: break
                    case .interrupted: break lines
                    case .quit:
                        recovery?.closeOnExit()
                        return 0
                    case .exit(let status):
                        // The terminal is already restored (readline is not reading a line).
                        return status
                    }
                    if let signal = editor.terminationSignal { return 128 + signal }
                    if LineEditor.isInterrupted() { break }
                }
            }
        }
    }

    /// Runs one command and prints its reply, with Ctrl-C let through (see
    /// ``LineEditor/beginCommand()``); paces a replay when the command asks for one.
    private mutating func perform(_ line: String, number: Int, editor: LineEditor) -> Next {
        editor.beginCommand()
        let revision = interpreter.revision
        let reply = interpreter.execute(line)
        finishedRecoveryFiles = reply.finishedRecoveryFiles
        heldRecoveryFile = reply.heldRecoveryFile
        // Ctrl-C while a command that does not poll for it ran: the command went through.
        let tooLate = reply.error == nil && LineEditor.isInterrupted()
        do {
            _ = try printer.show(reply, line: number, location: nil, source: line)
            if tooLate && interpreter.revision != revision {
                printer.notice("note: the command had finished before Ctrl-C; undo reverts it")
            }
        } catch {
            editor.endCommand()
            return .exit(Output.status(after: error, statusSoFar: 0))
        }
        editor.endCommand()
        if let request = reply.serve {
            serve(request)
            return .prompt
        }
        if let request = reply.replay { return replay(request, editor: editor) }
        if let request = reply.play { return play(request, editor: editor) }
        if let state = reply.edit { return edit(state, editor: editor, number: number) }
        return reply.quit ? .quit : .prompt
    }

    /// `play`: the tracks in motion until they end (the final frame stays) or Ctrl-C stops
    /// them; the session is not touched either way. Tracks that do not fit the screen's height
    /// are left out, with a note, since a frame taller than the screen cannot be redrawn in place.
    private func play(_ request: PlayRequest, editor: LineEditor) -> Next {
        var request = request
        if let height = terminal.height {
            let fitting = max(1, (height - 2) / 3)
            if request.tracks.count > fitting {
                printer.notice(
                    "the terminal has room for \(fitting) of the \(request.tracks.count) tracks; playing the first \(fitting)")
                request = PlayRequest(tracks: Array(request.tracks.prefix(fitting)), speed: request.speed)
            }
        }
        let player = TerminalPlayer(
            frame: PlayerFrame(request), terminal: terminal,
            colors: interpreter.settings.colors, ascii: interpreter.settings.ascii)
        do {
            switch try player.run(editor: editor) {
            case .finished:
                return .prompt
            case .interrupted(let time):
                printer.notice("stopped at \(PlayerFrame.seconds(time)) s of \(PlayerFrame.seconds(request.duration)) s")
                return .interrupted
            case .terminated(let signal):
                return .exit(128 + signal)
            }
        } catch {
            return .exit(Output.status(after: error, statusSoFar: 0))
        }
    }

    /// `edit`: the full-screen editor. Enter runs the command that makes the edited curve as if it
    /// had been typed (so it is journaled, undoable, replayable and in the recovery file); Esc
    /// and Ctrl-C leave the session as it was.
    private mutating func edit(_ state: EditorState, editor: LineEditor, number: Int) -> Next {
        var screen = TerminalEditor(
            state: state, terminal: terminal, colors: interpreter.settings.colors, ascii: interpreter.settings.ascii)
        do {
            let outcome = try screen.run(editor: editor)
            if screen.resized {
                interpreter.settings.terminalWidth = terminal.width
                printer.width = terminal.width
            }
            switch outcome {
            case .kept(nil):
                printer.notice("no change; \(state.name) is as it was")
            case .kept(let command?):
                editor.beginCommand()
                defer { editor.endCommand() }
                _ = try printer.show(interpreter.execute(command), line: number, location: nil, source: command)
            case .abandoned:
                printer.notice("edit abandoned; \(state.name) is unchanged")
            case .terminated(let signal):
                return .exit(128 + signal)
            case .closed:
                return .exit(128 + System.hangUpSignal)
            }
            return .prompt
        } catch {
            return .exit(Output.status(after: error, statusSoFar: 0))
        }
    }

    /// `replay FILE step` or `delay=S`: runs the file's history one command at a time, waiting
    /// for Enter before each (step) or pausing between them (delay). Ctrl-C (or Ctrl-D at a
    /// step) stops the replay and leaves the session as it was; at the end the replayed session
    /// becomes the current one and the verdict is printed.
    private mutating func replay(_ request: ReplayRequest, editor: LineEditor) -> Next {
        do {
            var replayer: Replayer
            do {
                replayer = try interpreter.makeReplayer(path: request.path)
            } catch {
                _ = try printer.show(.failure(error.message), line: 0, location: nil)
                return .prompt
            }
            let total = replayer.commands.count
            if request.step && total > 0 {
                printer.notice(
                    "replaying \(total) command\(total == 1 ? "" : "s") from \(request.path): Enter runs the next one, Ctrl-C stops")
            }
            // How the replay ended early, if it did.
            var ending: Next?
            let finished = try replayer.run(
                before: { (number, command) throws(OutputError) -> Replayer.Step in
                    if request.step {
                        switch editor.read(prompt: "(\(number)/\(total)) \(command)  [Enter] ") {
                        case .line: break
                        case .interrupted: ending = .interrupted
                        case .endOfInput: ending = .prompt
                        case .terminated(let signal): ending = .exit(128 + signal)
                        case .terminalClosed: ending = .exit(128 + System.hangUpSignal)
                        }
                    } else if request.delay > 0 && number > 1 {
                        switch editor.pause(seconds: request.delay) {
                        case .elapsed: break
                        case .interrupted: ending = .interrupted
                        case .terminated(let signal): ending = .exit(128 + signal)
                        }
                    }
                    if ending != nil { return .stop }
                    editor.beginCommand()
                    return .goOn
                },
                after: { (number, command, reply) throws(OutputError) -> Replayer.Step in
                    defer { editor.endCommand() }
                    try printer.showReplayed(command, reply, number: number)
                    if let signal = editor.terminationSignal {
                        ending = .exit(128 + signal)
                    } else if LineEditor.isInterrupted() {
                        ending = .interrupted
                    }
                    return ending == nil ? .goOn : .stop
                })
            if !finished, let ending {
                if case .exit = ending { return ending }
                _ = stopped(replayer, total: total)
                return ending
            }
            let reply = interpreter.finishReplay(replayer, command: request.command)
            _ = try printer.show(reply, line: 0, location: nil)
            return .prompt
        } catch {
            return .exit(Output.status(after: error, statusSoFar: 0))
        }
    }

    /// Says that the replay stopped part way (Ctrl-C); the session is left as it was.
    private func stopped(_ replayer: Replayer, total: Int) -> Next {
        printer.notice("replay stopped after \(replayer.position) of \(total) command\(total == 1 ? "" : "s"); the session is unchanged")
        return .interrupted
    }

    /// `load FILE`, with the path quoted as the command language needs.
    static func loadCommand(_ path: String) -> String {
        "load " + TextFormat.quoted(path)
    }
}

extension ReplyPrinter {
    /// One command of a replay as if it had been typed: `curves> COMMAND`, then its reply (in
    /// `--json` mode just the reply's JSON). `number` counts the file's history from 1.
    func showReplayed(_ command: String, _ reply: Reply, number: Int) throws(OutputError) {
        if !json { try Output.line(Shell.prompt + command) }
        _ = try show(reply, line: number, location: nil, source: command)
    }
}
