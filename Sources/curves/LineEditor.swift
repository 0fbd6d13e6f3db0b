import CReadline
import Workbench

/// GNU readline, used through its callback interface so that the shell, not readline, waits for
/// keys and handles signals: Ctrl-C abandons the line and shows a fresh prompt instead of
/// killing the program, and a window resize is passed on to readline. The signal flags and
/// readline's state live in CReadline's shim.c, one copy for the program.
final class LineEditor {
    /// What reading a line gave.
    enum Input: Equatable {
        case line(String)
        /// Ctrl-D on an empty line.
        case endOfInput
        /// The terminal went away (a hang-up without SIGHUP, or a read error): the shell
        /// should end keeping its recovery file, as on SIGHUP.
        case terminalClosed
        /// Ctrl-C: the line was abandoned.
        case interrupted
        /// SIGHUP or SIGTERM: the shell should end (the terminal is already restored).
        case terminated(signal: Int32)
    }

    /// The completion candidates for (line before the cursor, character offset of the word).
    /// Readline calls a C function pointer that cannot capture context; the shell is single
    /// threaded and sets this before each line.
    nonisolated(unsafe) static var completer: (String, Int) -> Completions = { _, _ in .words([]) }

    /// Whether the window changed size since the last call (then the width is worth re-reading).
    private(set) var resized = false

    init() {
        curves_install_signal_handlers()
        curves_configure_readline { text, start, _ in LineEditor.complete(text: text, start: Int(start)) }
    }

    /// Shows `prompt` and reads one line with editing, history and completion.
    func read(prompt: String) -> Input {
        switch read(prompt: prompt, wakingOn: -1) {
        case .input(let input): input
        case .wake: .terminalClosed  // unreachable: no descriptor to wake on
        }
    }

    /// What waiting for a line gave: the line (or how reading ended), or a wake-up.
    enum Event: Equatable {
        case input(Input)
        /// `wake` became readable (the live page sent something). The line being typed stays as
        /// it is; ``hideLine()`` takes it off the screen for output, and the next `read` goes on
        /// with it (drawing it again if it was hidden).
        case wake
    }

    /// Whether a wake-up interrupted a line being typed (the next `read` goes on with it).
    private var suspended = false
    /// Whether ``hideLine()`` took the prompt and the line off the screen.
    private var hidden = false
    /// When the shell last turned to the wake-up (the live page's messages).
    private var lastWake = 0.0
    /// Keys waiting are read before the page's messages, but not for longer than this: a
    /// paste or a held key must not keep the page waiting without end.
    static let longestPageWait = 0.05

    /// ``read(prompt:)`` that also returns when the descriptor `wake` is readable (-1: never).
    func read(prompt: String, wakingOn wake: Int32) -> Event {
        resized = false
        // A Ctrl-C pressed while the last command ran must not wipe this prompt.
        curves_discard_pending_interrupt()
        if suspended {
            suspended = false
            if hidden { curves_show_line() }
            hidden = false
        } else {
            prompt.withCString { curves_begin_line($0) }
        }
        guard let input = readLine(wakingOn: wake) else {
            suspended = true
            return .wake
        }
        return .input(input)
    }

    /// Feeds readline until the line is done; nil when `wake` became readable first (the line is
    /// then hidden, still being edited).
    private func readLine(wakingOn wake: Int32) -> Input? {
        while true {
            // The handled signals are blocked here, so checking the flags cannot race with them;
            // they are only let through while waiting for input.
            let signal = curves_termination_signal()
            if signal != 0 {
                curves_end_editing()
                return .terminated(signal: signal)
            }
            if curves_take_interrupt() != 0 {
                curves_abandon_line()
                return .interrupted
            }
            if curves_take_resize() != 0 {
                curves_resize_terminal()
                resized = true
            }
            var ready = curves_wait_for_input_or(wake)
            if ready == 3 { ready = System.monotonicSeconds() - lastWake >= Self.longestPageWait ? 2 : 1 }
            switch ready {
            case 2:
                lastWake = System.monotonicSeconds()
                return nil
            case 1:
                guard curves_read_character() != 0 else { continue }
                guard let line = curves_take_line() else {
                    if curves_input_closed() != 0 {
                        curves_end_editing()
                        return .terminalClosed
                    }
                    // Leave the prompt's line, unless readline did (then it printed a newline).
                    if curves_readline_ends_line_at_eof() == 0 { _ = try? Output.line("") }
                    return .endOfInput
                }
                defer { System.freeMemory(line) }
                return .line(String(cString: line))
            case 0:
                continue
            default:
                curves_end_editing()
                return .terminalClosed
            }
        }
    }

    /// After a wake-up: clears the prompt and the half-typed line from the screen so that output
    /// can go where they were; the next `read` draws them again below it.
    func hideLine() {
        guard suspended, !hidden else { return }
        curves_hide_line()
        hidden = true
    }

    /// What a pause between replayed commands ended with.
    enum Pause: Equatable {
        case elapsed
        /// Ctrl-C.
        case interrupted
        /// SIGHUP or SIGTERM: the shell should end.
        case terminated(signal: Int32)
    }

    /// Whether the running command should stop (Ctrl-C, SIGHUP or SIGTERM since
    /// ``beginCommand()``): the interpreter's `Settings.isCancelled`. Only reads flags, so any
    /// thread may call it, as often as it likes.
    static let isCancelled: @Sendable () -> Bool = { curves_command_cancelled() != 0 }

    /// Whether Ctrl-C was pressed since ``beginCommand()`` (the flag stays set).
    static let isInterrupted: @Sendable () -> Bool = { curves_interrupt_caught() != 0 }

    /// Before running a command: forgets earlier Ctrl-Cs and lets Ctrl-C, SIGHUP and SIGTERM
    /// through, so that pressing Ctrl-C while the command runs (or its reply is printed) sets
    /// the flag ``isCancelled`` reads. Call ``endCommand()`` before reading or pausing again.
    func beginCommand() {
        curves_begin_command()
    }

    /// After a command: blocks the handled signals again (the flags stay as they are).
    func endCommand() {
        curves_end_command()
    }

    /// The terminating signal caught (SIGHUP or SIGTERM), or nil.
    var terminationSignal: Int32? {
        let signal = curves_termination_signal()
        return signal == 0 ? nil : signal
    }

    /// Sleeps `seconds` (between replayed commands); Ctrl-C, SIGHUP and SIGTERM cut it short.
    /// A Ctrl-C pressed before the pause (while a command ran) counts too.
    func pause(seconds: Double) -> Pause {
        let deadline = Terminal.monotonicClock() + seconds
        while true {
            if let signal = terminationSignal { return .terminated(signal: signal) }
            if curves_take_interrupt() != 0 { return .interrupted }
            let remaining = deadline - Terminal.monotonicClock()
            if remaining <= 0 { return .elapsed }
            // A resize is noticed here but handled at the next prompt (the flag stays set).
            if curves_wait_for_signal(remaining) < 0 { return .elapsed }
        }
    }

    /// Restores the terminal and default signal handling (before exiting on a signal).
    func restoreSignals() {
        curves_restore_signal_handlers()
    }

    /// readline's attempted-completion function: asks ``completer`` and hands readline a
    /// freshly allocated array of strdup'd matches (readline frees them).
    private static func complete(text: UnsafePointer<CChar>?, start: Int) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        curves_completion_over()
        guard let text, let buffer = curves_line_buffer() else { return nil }
        let cursor = max(0, Int(curves_cursor()))
        let bytes = UnsafeRawBufferPointer(start: buffer, count: min(cursor, System.length(ofCString: buffer)))
        let line = String(decoding: bytes, as: UTF8.self)
        let wordStart = String(decoding: bytes.prefix(max(0, start)), as: UTF8.self).count
        switch completer(line, wordStart) {
        case .files:
            return curves_complete_file_names(text)
        case .words(let words):
            if words.isEmpty { return nil }
            // `width=` waits for its value: no space after it.
            if words.allSatisfy({ $0.hasSuffix("=") }) { curves_suppress_append() }
            let copies = words.map(System.duplicateCString)
            defer { for copy in copies { System.freeMemory(copy) } }
            var pointers = copies.map { UnsafePointer<CChar>($0) }
            return pointers.withUnsafeMutableBufferPointer {
                curves_complete_words(text, $0.baseAddress, Int32($0.count))
            }
        }
    }
}
