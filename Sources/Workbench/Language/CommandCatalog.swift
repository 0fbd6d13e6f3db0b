/// Every command of the language, documented once: `help` prints from here, the parser
/// recognises these names and aliases, completion offers them, and a test checks that the
/// README's command table says the same.
public enum CommandCatalog {
    public struct Entry: Sendable {
        public let name: String
        public let aliases: [String]
        public let usage: String
        public let summary: String
        public let details: String
    }

    public static let entries: [Entry] = [
        Entry(
            name: "=", aliases: [], usage: "NAME = bezier X1 Y1 X2 Y2 | NAME = PRESET | NAME = OTHER",
            summary: "define or replace a curve: a cubic Bézier, or a copy of a preset or another curve",
            details: """
                X1 and X2 must lie in [0, 1] so that time runs forward; Y1 and Y2 are free (overshoot).
                Presets: linear, ease, ease-in, ease-out, ease-in-out, and the Core Animation names
                default, easeIn, easeOut, easeInEaseOut.
                Example: tick = bezier 1 0 0.75 1
                """),
        Entry(
            name: "point", aliases: [], usage: "point NAME 1|2 X Y",
            summary: "move control point 1 or 2 of a Bézier curve and show the effect",
            details: "Prints the new curve and how far it moved from the previous one (max and RMS difference)."),
        Entry(
            name: "target", aliases: [], usage: "target NAME OTHER|none",
            summary: "from now on, point NAME and show NAME report the error against OTHER",
            details: "target NAME none stops it."),
        Entry(
            name: "show", aliases: [], usage: "show NAME",
            summary: "a curve's definition, its CSS form and a plot",
            details: "NAME may be a curve of the session or a preset."),
        Entry(
            name: "list", aliases: ["ls"], usage: "list",
            summary: "the curves of the session, in the order they were defined", details: ""),
        Entry(
            name: "delete", aliases: ["rm"], usage: "delete NAME",
            summary: "remove a curve from the session (undo brings it back)", details: ""),
        Entry(
            name: "rename", aliases: ["mv"], usage: "rename OLD NEW",
            summary: "give a curve a new name", details: ""),
        Entry(
            name: "eval", aliases: [], usage: "eval NAME X [X …]",
            summary: "y at the given x values (x in [0, 1])", details: ""),
        Entry(
            name: "sample", aliases: [], usage: "sample NAME [N]",
            summary: "N+1 evenly spaced points on [0, 1] (default N = 10): x, y and slope dy/dx",
            details: "N is a whole number from 1 to \(Limits.maximumIntervals)."),
        Entry(
            name: "compare", aliases: ["diff-curves"], usage: "compare A B [samples=N]",
            summary: "max absolute difference and where, RMS and mean absolute difference",
            details: "Measured at N+1 evenly spaced x (default N = \(Limits.defaultComparisonIntervals))."),
        Entry(
            name: "plot", aliases: [], usage: "plot NAME [NAME …] [width=W] [height=H] [handles]",
            summary: "a terminal plot of one or more curves",
            details: "handles draws the control points and handles of Bézier curves."),
        Entry(
            name: "save", aliases: [], usage: "save [FILE] [force]",
            summary: "write the session to a JSON file (without FILE: the file it came from)",
            details: """
                Saves are atomic: a crash mid-save leaves the old file or the new one, never a mix.
                save refuses to overwrite a file that is not a curves session unless you add force.
                """),
        Entry(
            name: "load", aliases: [], usage: "load FILE",
            summary: "replace the session with one read from a JSON file",
            details: "With unsaved changes, the first load only warns; repeat it to discard them."),
        Entry(
            name: "new", aliases: [], usage: "new",
            summary: "start an empty session (warns once about unsaved changes)", details: ""),
        Entry(
            name: "replay", aliases: [], usage: "replay FILE [step] [delay=SECONDS]",
            summary: "rebuild a saved session from its history, showing each command and its output",
            details: """
                At the end it checks that the curves equal the ones saved in the file.
                step waits for Enter before each command (Ctrl-C stops); delay pauses between commands.
                """),
        Entry(
            name: "diff", aliases: [], usage: "diff FILE [FILE2]",
            summary: "which curves differ between the session and a file (or two files), side by side",
            details: ""),
        Entry(
            name: "recover", aliases: [], usage: "recover",
            summary: "bring back the session of a curves that was killed with unsaved changes",
            details: ""),
        Entry(name: "undo", aliases: [], usage: "undo", summary: "take back the last change", details: ""),
        Entry(name: "redo", aliases: [], usage: "redo", summary: "make an undone change again", details: ""),
        Entry(
            name: "history", aliases: [], usage: "history",
            summary: "the commands that built this session", details: ""),
        Entry(
            name: "help", aliases: ["?"], usage: "help [COMMAND]",
            summary: "this list, or the details of one command", details: ""),
        Entry(
            name: "quit", aliases: ["exit"], usage: "quit",
            summary: "leave the shell (warns once about unsaved changes)", details: ""),
    ]

    /// The entry for a command name or alias.
    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// Every word that starts a command.
    public static var commandWords: [String] {
        entries.filter { $0.name != "=" }.flatMap { [$0.name] + $0.aliases }
    }
}

/// Limits that keep every command's cost bounded.
public enum Limits {
    public static let maximumIntervals = 1_000_000
    public static let defaultSampleIntervals = 10
    public static let defaultComparisonIntervals = 1000
    public static let maximumPlotWidth = 400
    public static let maximumPlotHeight = 200
    public static let maximumEvalPoints = 10_000
}
