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
    /// Where this interactive shell keeps its recovery file; nil when none is kept (scripts).
    public var recoveryPath: String?
    /// The recovery files of shells that are gone, oldest first: what `recover` offers. The
    /// shell finds them at start (a file whose shell still runs is never among them).
    public var recoveryCandidates: [RecoveryCandidate] = []
    /// Who saved the session file at a path with content of that stamp, as a `save` that finds the
    /// file changed names it: "another curves shell (process 4242, still running)"; nil when the
    /// front end cannot tell (or keeps no records).
    public var lastWriter: (@Sendable (_ path: String, _ stamp: FileStamp) -> String?)?
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
    static let noTerminal = "there is no terminal to play it on"

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

/// A recovery file left by a shell that is gone: where, and when it was last written (as the
/// front end words it, e.g. `2026-11-25 at 03:50`).
public struct RecoveryCandidate: Sendable, Equatable {
    public let path: String
    public let written: String

    public init(path: String, written: String) {
        self.path = path
        self.written = written
    }
}
