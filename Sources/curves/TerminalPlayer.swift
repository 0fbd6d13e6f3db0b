import Workbench

/// Plays a `play` request on the terminal in real time: about 60 frames a second on the
/// monotonic clock, each drawn over the previous one (cursor up, clear line), the cursor
/// hidden meanwhile and the width re-read every frame, so a resized window is followed (after
/// a window narrows, the previous frame is taken to have been re-wrapped, as tmux, VTE, iTerm2
/// and kitty do; on a terminal that cuts lines instead, the redrawn frame covers a few rows above it).
///
/// Keys typed during playback are not echoed (they would break the drawing) but stay typed
/// ahead for the next prompt. Ctrl-C stops playback where it is; SIGHUP and SIGTERM stop it
/// too and end the shell. At the end the final frame stays on the screen. Frame timing comes
/// from the clock, not from counting frames, so a slow terminal drops frames instead of
/// slowing the animation down.
struct TerminalPlayer {
    enum Outcome: Equatable {
        case finished
        /// Ctrl-C, this many animation seconds after the start.
        case interrupted(at: Double)
        case terminated(signal: Int32)
    }

    static let framesPerSecond = 60.0
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"

    let frame: PlayerFrame
    let terminal: Terminal
    let colors: Bool
    let ascii: Bool

    func run(editor: LineEditor) throws(OutputError) -> Outcome {
        let echo = System.TerminalMode.echoOff(System.standardInput)
        defer {
            // Whatever happened, the cursor and the echo come back before the next prompt.
            Output.raw(Self.showCursor)
            echo?.restore()
        }
        try Output.text(Self.hideCursor)
        let start = Terminal.monotonicClock()
        let end = frame.request.realDuration
        var drawn: [String] = []
        var slot = 0
        while true {
            let elapsed = Terminal.monotonicClock() - start
            let finished = elapsed >= end
            let width = terminal.width
            let lines = frame.lines(elapsed: min(elapsed, end), width: width, colors: colors, ascii: ascii)
            try draw(lines, over: PlayerFrame.rows(of: drawn, width: width))
            drawn = lines
            if finished { return .finished }
            // The next frame is due at the next 1/60 s slot after now (late frames are
            // skipped), and the final one exactly at the end.
            slot = max(slot + 1, Int((elapsed * Self.framesPerSecond).rounded(.down)) + 1)
            let due = min(Double(slot) / Self.framesPerSecond, end)
            switch editor.pause(seconds: due - (Terminal.monotonicClock() - start)) {
            case .elapsed: continue
            case .interrupted: return .interrupted(at: min(elapsed, end) * frame.request.speed)
            case .terminated(let signal): return .terminated(signal: signal)
            }
        }
    }

    /// Writes `lines` over the previous frame, which takes `previousRows` rows of the screen
    /// (more than its lines when a narrowed window re-wrapped them), in one write so that the
    /// terminal never shows half a frame.
    private func draw(_ lines: [String], over previousRows: Int) throws(OutputError) {
        var text = previousRows > 0 ? "\r\u{1B}[\(previousRows)A" : ""
        for line in lines { text += "\u{1B}[2K" + line + "\n" }
        // Clears what is left below of a previous frame that took more rows.
        text += "\u{1B}[J"
        try Output.text(text)
    }
}
