import Workbench

/// Runs commands without a person at the keyboard: the `-e` commands, a script file, or
/// standard input. No prompt, no history, no line editing.
///
/// The first failing command stops the run with exit status 1 (`FILE:LINE: error: …` on
/// stderr); with `--keep-going` the run goes on and still ends with status 1. `quit` ends the
/// run early.
struct ScriptRunner {
    var interpreter: Interpreter
    let printer: ReplyPrinter
    let keepGoing: Bool
    private(set) var failed = false
    private(set) var stopped = false

    init(interpreter: Interpreter, printer: ReplyPrinter, keepGoing: Bool) {
        self.interpreter = interpreter
        self.printer = printer
        self.keepGoing = keepGoing
    }

    var status: Int32 { failed ? 1 : 0 }

    /// Runs the `-e` commands; each is reported as line N of the file `-e`, N counting the -e
    /// options from 1.
    mutating func run(commands: [String]) throws(OutputError) {
        for (index, command) in commands.enumerated() where !stopped {
            try run(command, file: "-e", line: index + 1)
        }
    }

    /// Loads a session file (`curves FILE.json`): `load FILE`, reported as coming from `curves`.
    mutating func load(session path: String) throws(OutputError) {
        if try printer.show(interpreter.execute(Shell.loadCommand(path)), line: 0, location: "curves") {
            failed = true
            stopped = true
        }
    }

    /// Runs a script file, or standard input for `-`.
    mutating func run(script path: String) throws(OutputError) {
        guard !stopped else { return }
        let name = path == "-" ? "<stdin>" : path
        var reader: LineReader
        do throws(SystemError) {
            reader = path == "-" ? LineReader() : try LineReader(path: path)
        } catch {
            fail("curves: cannot read \(name): \(error.message)")
            return
        }
        try run(&reader, name: name)
    }

    private mutating func run(_ reader: inout LineReader, name: String) throws(OutputError) {
        var number = 0
        var paste = PasteContinuation()
        var first = 1
        while !stopped {
            guard let line = reader.next() else {
                guard let rest = paste.flush() else { break }
                let back = try run(paste: rest, file: name, line: first)
                reader.giveBack(back)
                number = Self.lastLineRun(of: rest, from: first, givenBack: back.count)
                continue
            }
            number += 1
            if !paste.isOpen { first = number }
            // A multi-line paste of platform code runs once its brackets close (reported at its
            // first line), unless the next line goes on with it (a builder chain's `.next(…)`, or
            // more code after a paste of several lines).
            guard let command = paste.add(line) else { continue }
            // Blank and comment lines between statements of pasted code go with it when more of
            // its code follows them; else they are read again as the script's own.
            if PasteContinuation.mayContinue(command) {
                var held: [String] = []
                while let line = reader.peek(), PasteContinuation.isCommentOrBlank(line), let taken = reader.next() { held.append(taken) }
                if let following = reader.peek(),
                    PasteContinuation.continuation(of: command, before: held + [following], isCommand: Parser.isCommand) != nil
                {
                    number += held.count
                    paste.resume(([command] + held).joined(separator: "\n"))
                    continue
                }
                reader.giveBack(held)
            }
            // The lines a paste that never closed took from the script are read again.
            let back = try run(paste: command, file: name, line: first)
            if !back.isEmpty {
                reader.giveBack(back)
                number = Self.lastLineRun(of: command, from: first, givenBack: back.count)
            }
        }
        if let failure = reader.failure, !stopped {
            fail("curves: cannot read \(name): \(failure.message)")
        }
    }

    /// The number of the last line of the paste `command` (its first at line `first`) that ran,
    /// when `givenBack` of its lines are to be read again.
    private static func lastLineRun(of command: String, from first: Int, givenBack: Int) -> Int {
        first + command.components(separatedBy: "\n").count - givenBack - 1
    }

    /// Runs a command (one line, or a paste of several); a paste whose bracket never closed is
    /// read as an excerpt closed where its code ends when it is one
    /// (``PasteContinuation/closedExcerpt(_:isCommand:)``), the lines after its code given back;
    /// else it is not run: the error points at that bracket, on its own line, and the lines the
    /// paste took after its first are given back to be read again.
    private mutating func run(paste command: String, file: String, line number: Int) throws(OutputError) -> [String] {
        guard command.contains("\n") || PasteContinuation.isOpenPaste(command), let bracket = PasteContinuation.openBracket(in: command)
        else {
            try run(command, file: file, line: number)
            return []
        }
        let lines = command.components(separatedBy: "\n")
        // An excerpt cut inside a block: read as if closed where its code ends, and said so.
        if let closed = PasteContinuation.closedExcerpt(command, isCommand: Parser.isCommand) {
            let reply = interpreter.execute(closed.text)
            if reply.error == nil {
                try show(reply.noting(excerpt: closed.note), line: number, file: file, source: lines[0])
                return closed.rest
            }
        }
        var reply = Reply.failure(PasteContinuation.unclosedMessage(command, bracket: bracket))
        reply.errorSpan = bracket.span
        try show(reply, line: number + bracket.line, file: file, source: lines[bracket.line])
        return Array(lines.dropFirst())
    }

    private mutating func run(_ line: String, file: String, line number: Int) throws(OutputError) {
        let reply = interpreter.execute(line)
        try show(reply, line: number, file: file, source: line)
        if reply.quit { stopped = true }
        if let request = reply.replay { try replay(request, file: file, line: number) }
    }

    /// Shows the reply to the command at `file`:`number` (`source` its line); a failure fails
    /// the run, and stops it unless it keeps going.
    private mutating func show(_ reply: Reply, line number: Int, file: String, source: String? = nil) throws(OutputError) {
        if try printer.show(reply, line: number, location: "\(file):\(number)", source: source) {
            failed = true
            if !keepGoing { stopped = true }
        }
    }

    /// `replay FILE step` or `delay=S` in a script: nobody is at the keyboard to press Enter, so
    /// the commands run one after another (`delay` still pauses between them), each shown as if
    /// typed; then the verdict.
    private mutating func replay(_ request: ReplayRequest, file: String, line number: Int) throws(OutputError) {
        var replayer: Replayer
        do {
            replayer = try interpreter.makeReplayer(path: request.path)
        } catch {
            try show(.failure(error.message), line: number, file: file)
            return
        }
        _ = try replayer.run(
            before: { (number, _) throws(OutputError) -> Replayer.Step in
                if request.delay > 0 && number > 1 { System.sleep(seconds: request.delay) }
                return .goOn
            },
            after: { (number, command, reply) throws(OutputError) -> Replayer.Step in
                try printer.showReplayed(command, reply, number: number)
                return .goOn
            })
        _ = try printer.show(interpreter.finishReplay(replayer, command: request.command), line: number, location: nil)
    }

    private mutating func fail(_ message: String) {
        Output.diagnostic(message)
        failed = true
        stopped = true
    }
}
