/// What the front end decided about its surroundings, passed down once: the interpreter
/// itself never looks at the terminal or the environment.
public struct Settings: Sendable {
    /// ANSI colours in text output (only on a terminal, never with NO_COLOR or TERM=dumb).
    public var colors: Bool
    /// Plain ASCII plots instead of Unicode braille.
    public var ascii: Bool
    /// A person is typing: confirmations (unsaved changes) are asked by repeating the command.
    public var interactive: Bool
    /// Columns available for plots.
    public var terminalWidth: Int
    /// Where the interactive shell keeps the recovery file (`recover` reads it); nil when none.
    public var recoveryPath: String?
    /// Seconds on a monotonic clock, for reporting how long a fit took; nil leaves times out
    /// (so transcripts stay deterministic).
    public var clock: (@Sendable () -> Double)?
    /// Whether the user asked to cancel the running command (Ctrl-C); long commands poll it
    /// and stop, leaving the session unchanged.
    public var isCancelled: (@Sendable () -> Bool)?
    /// Why `play` cannot animate here (a script, a pipe, `--json`, TERM=dumb …): it then shows
    /// the frames with this reason. nil when the front end plays ``Reply/play`` on a terminal.
    public var playUnavailableReason: String? = Settings.noTerminal

    /// The reason `play` gives when nobody said there is a terminal to animate on.
    public static let noTerminal = "there is no terminal to play it on"

    public init(
        colors: Bool = false, ascii: Bool = false, interactive: Bool = false, terminalWidth: Int = 80,
        recoveryPath: String? = nil
    ) {
        self.recoveryPath = recoveryPath
        self.colors = colors
        self.ascii = ascii
        self.interactive = interactive
        self.terminalWidth = terminalWidth
    }
}
