import CReadline
import Workbench

/// What the shell learns about its surroundings once, at start-up: whether a person is at a
/// terminal, whether colours are welcome, how wide the screen is. The Workbench library never
/// looks at any of this itself; it gets a ``Settings`` value.
struct Terminal {
    var stdinIsTerminal: Bool
    var stdoutIsTerminal: Bool
    var environment: [String: String]

    /// The real process surroundings.
    static func current() -> Terminal {
        Terminal(
            stdinIsTerminal: System.isTerminal(System.standardInput),
            stdoutIsTerminal: System.isTerminal(System.standardOutput), environment: System.environment())
    }

    /// TERM=dumb: no escape sequences at all, and no Unicode drawing either.
    var isDumb: Bool { environment["TERM"] == "dumb" }

    /// Colours only on a terminal, never with NO_COLOR (any value, even empty) or TERM=dumb.
    func colors(disabled: Bool) -> Bool {
        stdoutIsTerminal && !disabled && environment["NO_COLOR"] == nil && !isDumb
    }

    /// The width of the screen: the terminal's own, else COLUMNS, else 80.
    var width: Int {
        let columns = Int(curves_terminal_columns(System.standardOutput))
        if columns > 0 { return columns }
        if let text = environment["COLUMNS"], let value = Int(text.trimmingSpaces), value > 0 { return value }
        return 80
    }

    /// The number of lines of the screen, or nil when stdout is not a terminal that says.
    var height: Int? {
        let rows = Int(curves_terminal_rows(System.standardOutput))
        return rows > 0 ? rows : nil
    }

    /// Why `play` cannot animate here, or nil when it can: only in the interactive shell, with
    /// a terminal on stdout that can redraw in place, and without `--json` (whose output is one
    /// JSON object per command).
    func playUnavailableReason(interactive: Bool, json: Bool) -> String? {
        if json { return "--json prints data, not motion" }
        if !interactive { return "commands from a script, -e or a pipe are not animated" }
        if !stdoutIsTerminal { return "standard output is not a terminal" }
        if isDumb { return "TERM=dumb cannot redraw in place" }
        return nil
    }

    /// The interpreter's settings. Timings (how long a fit took) are reported only when a
    /// person watches: in the shell, or when stdout is a terminal; never in a pipe or file, so
    /// transcripts stay the same from run to run.
    func settings(ascii: Bool, noColor: Bool, interactive: Bool, json: Bool) -> Settings {
        var settings = Settings(
            colors: colors(disabled: noColor), ascii: ascii || isDumb, interactive: interactive,
            terminalWidth: width)
        settings.playUnavailableReason = playUnavailableReason(interactive: interactive, json: json)
        if interactive || stdoutIsTerminal { settings.clock = Self.monotonicClock }
        return settings
    }

    /// Seconds on the monotonic clock (CLOCK_MONOTONIC): never jumps when the date is set.
    static let monotonicClock: @Sendable () -> Double = { System.monotonicSeconds() }
}

extension String {
    var trimmingSpaces: Substring {
        let trimmed = drop { $0 == " " || $0 == "\t" }
        return trimmed.dropLast(trimmed.reversed().prefix { $0 == " " || $0 == "\t" }.count)
    }
}
