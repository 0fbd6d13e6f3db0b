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
            name: "fit", aliases: [], usage: "fit TARGET [as NAME] [samples=N] [segments=K | tolerance=E] [smooth] [digits=N]",
            summary: "the least-squares cubic Bézier closest to any curve (global optimum), or a keyframe fit",
            details: """
                Minimises Σ (bezier(xᵢ) − target(xᵢ))² at xᵢ = i/N (default N = 1000), x1, x2 in [0, 1].
                Reports the control points, RMS, max error and where, R², evaluations and cubic-bezier(…).
                segments=K: K keyframe segments with the smallest max error; tolerance=E: the fewest
                segments whose max error (checked densely) is at most E; smooth: equal slopes at the keys.
                The result is added as NAME (default TARGET-fit) and remembers what it was fitted to.
                Its cubic-bezier(…) has the fewest decimals that keep the curve within 1e-7 of the fit (the
                session keeps every digit); digits=N writes N decimals instead.
                """),
        Entry(
            name: "linear", aliases: [], usage: "linear TARGET tolerance=E [as NAME]",
            summary: "the fewest CSS linear() stops within E of the target everywhere",
            details: "The max vertical error is checked densely between stops. The result is added as NAME (default TARGET-linear)."),
        Entry(
            name: "anim", aliases: [],
            usage: "anim NAME KEYPATH FROM TO duration=SECONDS curve=CURVE [fps=60] [delay=SECONDS] [repeat=N] [autoreverse]",
            summary: "define an animation: a property moving from one value to another, paced by a curve",
            details: """
                Values: a number 32, a point or size (150,32), a rect (x,y,w,h), a colour #rrggbb, #rrggbbaa or
                rgba(r,g,b,a), a transform scale(s), rotate(deg), translate(x,y) or a combination in one word.
                keyframes=CURVE (a keyframes curve) instead of curve= gives CAKeyframeAnimation's form.
                """),
        Entry(
            name: "frames", aliases: [], usage: "frames ANIM [fps=N]",
            summary: "the frame table: frame, time, progress and value, first and last frame included",
            details: "Frame i is at i / fps; the last frame is at exactly the duration."),
        Entry(
            name: "play", aliases: [], usage: "play ANIM|CURVE … [speed=F]",
            summary: "play animations or curves in the terminal, next to a dot moving at linear pace",
            details: """
                Each track shows the curve's dot and, under it, a dot moving at linear pace; the 0 and 1 marks line up
                across tracks, and a dotted margin past them shows overshoot. A curve plays over one second, an
                animation with its delay, repeats and autoreverse; speed=0.5 plays at half speed. Ctrl-C stops.
                In a script, a pipe, with --json or TERM=dumb it prints the frame table instead and says why.
                """),
        Entry(
            name: "export", aliases: [], usage: "export CURVE|ANIM css|swift|swiftui|objc|json [digits=N] [> FILE]",
            summary: "code to paste: CSS, Core Animation in Swift or Objective-C, SwiftUI, or the frames as JSON",
            details: """
                A curve that the format cannot express exactly is exported as its best approximation, with the max error in a comment.
                Control points, key times and key values have the fewest decimals that keep the curve within 1e-7 of the
                exact one; digits=N rounds them to N decimals instead. linear() stops are the approximation's own exact
                stops; json keeps every digit.
                """),
        Entry(
            name: "describe", aliases: [], usage: "describe [NAME] \"TEXT\"",
            summary: "a one-line description of a curve, or of the whole session (saved with it)",
            details: "Quote the text: describe tick \"the clock hand snaps into place\"."),
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
            summary: "y at the given x values (any x: outside [0, 1] see help curves)", details: ""),
        Entry(
            name: "sample", aliases: [], usage: "sample NAME [N] [from=A] [to=B]",
            summary: "N+1 evenly spaced points on [0, 1] or [A, B] (default N = 10): x, y and slope dy/dx",
            details: "N is a whole number from 1 to \(Limits.maximumIntervals). Outside [0, 1] Béziers and linear() continue as CSS Easing says; the other kinds hold their end values (help curves)."),
        Entry(
            name: "compare", aliases: ["diff-curves"], usage: "compare A B [samples=N] [from=X0] [to=X1]",
            summary: "max absolute difference and where, RMS and mean absolute difference",
            details: "Measured at N+1 evenly spaced x on [0, 1] or [X0, X1] (default N = \(Limits.defaultComparisonIntervals))."),
        Entry(
            name: "plot", aliases: [], usage: "plot NAME [NAME …] [width=W] [height=H] [handles] [title=TEXT] [svg=FILE]",
            summary: "a terminal plot of one or more curves, or an SVG figure with svg=FILE",
            details: "handles draws the control points and handles of Bézier curves; title=\"TEXT\" puts a title above the plot."),
        Entry(
            name: "preview", aliases: [], usage: "preview NAME [NAME …] [html=FILE]",
            summary: "a self-contained web page that plays each curve next to a linear one (default preview.html)",
            details: "Curves that are exactly cubic-bezier(), steps() or linear() use that CSS; others use linear() stops within half a pixel."),
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
            name: "recover", aliases: [], usage: "recover [N | discard N]",
            summary: "bring back the unsaved work of a curves that was killed (several: recover lists them)",
            details: "Each shell keeps its own recovery file while it runs; a file is offered only once its shell is gone. recover N brings back the Nth of the list; recover discard N deletes it on purpose."),
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
