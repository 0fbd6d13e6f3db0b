import Glibc
import Workbench

/// The interactive shell: prompt, line editing, history, completion.
///
/// Ctrl-C abandons the line being typed. Ctrl-D on an empty line leaves; with unsaved changes
/// the first Ctrl-D only warns and a second one in a row leaves. `quit` is the interpreter's
/// (it warns about unsaved changes itself). Errors never end the shell: its status is 0.
struct Shell {
    static let prompt = "curves> "

    var interpreter: Interpreter
    let printer: ReplyPrinter
    let terminal: Terminal

    /// Runs until the user leaves; returns the exit status.
    mutating func run() -> Int32 {
        let editor = LineEditor()
        var history = HistoryFile(environment: terminal.environment)
        var lineNumber = 0
        var warnedAboutEndOfInput = false
        while true {
            let snapshot = interpreter
            LineEditor.completer = { line, wordStart in snapshot.completions(line: line, wordStart: wordStart) }
            let input = editor.read(prompt: Self.prompt)
            if editor.resized { interpreter.settings.terminalWidth = terminal.width }
            switch input {
            case .interrupted:
                continue
            case .terminated(let signal):
                editor.restoreSignals()
                return 128 + signal
            case .endOfInput:
                if interpreter.hasUnsavedChanges && !warnedAboutEndOfInput {
                    warnedAboutEndOfInput = true
                    Output.diagnostic("the session has unsaved changes; press Ctrl-D again to leave without saving, or save first")
                    continue
                }
                return 0
            case .line(let text):
                warnedAboutEndOfInput = false
                // A bracketed paste can bring several lines at once: run them one by one.
                for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                    let line = String(line)
                    history?.add(line)
                    lineNumber += 1
                    let reply = interpreter.execute(line)
                    do {
                        _ = try printer.show(reply, line: lineNumber, location: nil)
                    } catch {
                        return Output.status(after: error, statusSoFar: 0)
                    }
                    if reply.quit { return 0 }
                }
            }
        }
    }
}
