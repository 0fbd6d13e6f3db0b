import CReadline
import Workbench

/// Runs `edit` on the terminal: the alternate screen (the prompt and scrollback come back
/// untouched), raw mode, SGR mouse reports, one write per frame. Every key and mouse report is
/// turned into actions by Workbench's ``EditorInput`` and applied to the ``EditorState``; all
/// the input already there (a burst of arrow presses) is applied, then one frame is drawn. A
/// resize redraws at the new size. SIGHUP and SIGTERM restore the terminal and end the shell.
struct TerminalEditor {
    enum Outcome: Equatable {
        /// Enter: the command that makes the edited curve (nil: nothing changed).
        case kept(String?)
        /// Esc or Ctrl-C.
        case abandoned
        case terminated(signal: Int32)
        /// The terminal went away.
        case closed
    }

    static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h"
    static let leave = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?25h\u{1B}[?1049l"

    var state: EditorState
    let terminal: Terminal
    let colors: Bool
    let ascii: Bool
    /// Whether the window changed size while editing.
    private(set) var resized = false

    private var screen: EditorScreen {
        EditorScreen(width: terminal.width, height: terminal.height ?? 24, colors: colors, ascii: ascii)
    }

    mutating func run(editor: LineEditor) throws(OutputError) -> Outcome {
        let mode = System.TerminalMode.raw(System.standardInput)
        defer {
            Output.raw(Self.leave)
            mode?.restore()
        }
        try Output.text(Self.enter + screen.frame(&state))
        var input = EditorInput()
        var byte: [UInt8] = [0]
        while true {
            if let signal = editor.terminationSignal { return .terminated(signal: signal) }
            // Ctrl-C arrives as a key in raw mode; a SIGINT sent from elsewhere abandons too.
            if curves_take_interrupt() != 0 { return .abandoned }
            if curves_take_resize() != 0 {
                resized = true
                try Output.text(screen.frame(&state))
            }
            switch curves_wait_for_input() {
            case 1: break
            case 0: continue
            default: return .closed
            }
            // One byte at a time, so that keys typed after Enter or Esc stay for the prompt; all
            // that is there already is applied before the frame is drawn (a burst of arrows),
            // up to a limit, so that a stream of mouse reports still shows frames.
            var unread = 4096
            repeat {
                unread -= 1
                do { if try System.readBytes(System.standardInput, into: &byte) == 0 { return .closed } } catch { return .closed }
                var actions = input.actions(from: byte)
                // An Esc with nothing after it within 30 ms is the Esc key, not a sequence's start.
                if input.awaitsEscape && !System.hasInput(System.standardInput, within: 0.03) { actions += input.endOfEscape() }
                for action in actions {
                    if let outcome = try perform(action, editor: editor) { return outcome }
                }
            } while unread > 0 && System.hasInput(System.standardInput)
            try Output.text(screen.frame(&state))
        }
    }

    /// Applies one action; the outcome when it closes the editor.
    private mutating func perform(_ action: EditorAction, editor: LineEditor) throws(OutputError) -> Outcome? {
        switch state.apply(action) {
        case .redraw: return nil
        case .keep(let command): return .kept(command)
        case .abandon: return .abandoned
        case .play: return try play(editor: editor).map { .terminated(signal: $0) }
        }
    }

    /// `p`: the curve plays once as a dot next to a linear one, under the plot, at about 60
    /// frames a second; keys typed meanwhile wait. Returns a terminating signal that cut it short.
    private mutating func play(editor: LineEditor) throws(OutputError) -> Int32? {
        let frame = PlayerFrame(PlayRequest(tracks: [PlayTrack(curve: state.curve, named: state.name)], speed: 1))
        let start = Terminal.monotonicClock()
        let end = frame.request.realDuration
        while true {
            let elapsed = min(Terminal.monotonicClock() - start, end)
            let lines = frame.lines(elapsed: elapsed, width: terminal.width, colors: colors, ascii: ascii)
            try Output.text(screen.frame(&state, playing: lines))
            if elapsed >= end { return nil }
            switch editor.pause(seconds: min(1 / TerminalPlayer.framesPerSecond, end - elapsed)) {
            case .elapsed, .interrupted: continue
            case .terminated(let signal): return signal
            }
        }
    }
}
