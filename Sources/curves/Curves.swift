import ArgumentParser
import Glibc
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

            Shell commands: \(Self.commandList)
            Type 'help' in the shell, or run `curves -e help`, for what they do.

            Colours are used only on a terminal, and never with NO_COLOR set or TERM=dumb.
            """,
        version: "curves 0.1.0")

    static var commandList: String {
        CommandCatalog.entries.map { $0.name == "=" ? "NAME = …" : $0.name }.joined(separator: ", ")
    }

    @Argument(help: ArgumentHelp("A script of shell commands, one per line ('-' reads standard input).", valueName: "file"))
    var file: String?

    @Option(name: [.customShort("e"), .customLong("execute")],
            help: ArgumentHelp("Run a shell command (repeatable), then exit without starting the shell.", valueName: "command"))
    var execute: [String] = []

    @Flag(help: "Print exactly one JSON object per command, on one line of standard output.")
    var json = false

    @Flag(help: "In scripts, go on after a failing command (the exit status is still 1).")
    var keepGoing = false

    @Flag(help: "Draw plots with ASCII characters only (implied by TERM=dumb).")
    var ascii = false

    @Flag(name: .customLong("no-color"), help: "Never use colours (as when NO_COLOR is set).")
    var noColor = false

    func run() throws {
        // A closed pipe (`curves … | head -1`) must fail a write with EPIPE, not kill us.
        signal(SIGPIPE, SIG_IGN)
        let terminal = Terminal.current()
        let scripted = !execute.isEmpty || file != nil || !terminal.stdinIsTerminal
        let settings = terminal.settings(ascii: ascii, noColor: noColor, interactive: !scripted)
        let interpreter = Interpreter(settings: settings)
        let printer = ReplyPrinter(json: json)
        let status: Int32
        if scripted {
            var runner = ScriptRunner(interpreter: interpreter, printer: printer, keepGoing: keepGoing)
            do {
                try runner.run(commands: execute)
                if let file {
                    try runner.run(script: file)
                } else if execute.isEmpty {
                    try runner.run(script: "-")
                }
                status = runner.status
            } catch {
                status = Output.status(after: error, statusSoFar: runner.status)
            }
        } else {
            var shell = Shell(interpreter: interpreter, printer: printer, terminal: terminal)
            status = shell.run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
