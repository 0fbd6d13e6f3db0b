import CurveKit
import Foundation

/// Every limit that keeps a command's cost bounded, in one place.
///
/// Input beyond a limit is refused with an error that names the limit and its value; it never
/// crashes the program, exhausts memory or changes the session. The limits of the pure math
/// (formula length and nesting, keyframe and step counts, …) are declared next to the math in
/// CurveKit, which cannot see this module; they are listed here too, so that ``table`` (and the
/// README's "Limits" section, which a test checks against it) covers every one.
public enum Limits {
    // MARK: - Input

    /// The longest command line, in bytes of UTF-8. Script lines read from a file or a pipe
    /// are cut after this many bytes (the rest of the line is skipped without being kept), so a
    /// file without line breaks cannot fill memory.
    public static let maximumLineLength = 256 << 10
    /// The largest file `load`, `replay`, `diff` and `import` read; bigger ones are refused
    /// before reading.
    public static let maximumFileSize = 64 << 20

    // MARK: - Session

    /// How many curves a session holds.
    package static let maximumCurves = 10_000
    /// How many animations a session holds.
    package static let maximumAnimations = 10_000
    /// The longest curve or animation name, in characters.
    static let maximumNameLength = 100
    /// How many changes `undo` can take back; older ones are forgotten.
    package static let maximumUndoSteps = 1000
    /// The longest animation duration and delay, in seconds.
    static let maximumAnimationSeconds = 3600.0
    /// How many frames `frames` makes at most.
    static let maximumFrameCount = 1_000_000

    // MARK: - Commands

    /// The largest N of `sample NAME N`, `compare … samples=N` and `NAME = sampled OTHER N`.
    package static let maximumIntervals = 1_000_000
    package static let defaultSampleIntervals = 10
    package static let defaultComparisonIntervals = 1000
    package static let maximumPlotWidth = 400
    package static let maximumPlotHeight = 200
    /// How many x values one `eval` takes.
    package static let maximumEvalPoints = 10_000
    public static let defaultFitSamples = 1000
    /// The N of `fit … samples=N`.
    package static let fitSamples = 4...100_000
    /// The most keyframe segments `fit … segments=K` (or `tolerance=E`) makes.
    package static let maximumSegments = 200
    /// A paste longer than this many lines is run as it is (``PasteContinuation``), so that a stray
    /// bracket cannot swallow the rest of a script.
    public static let maximumPasteLines = 500
    /// How deeply pasted or loaded platform code may nest its values (``SourceCode``): a line of ten
    /// thousand brackets must not exhaust the stack.
    static let maximumCodeDepth = 64
    /// The tolerances `fit … tolerance=E` and `linear … tolerance=E` accept.
    package static let toleranceRange: ClosedRange<Double> = 1e-9...1

    /// One documented limit: what it bounds and its value, as the README lists it.
    public struct Entry: Sendable {
        public let what: String
        public let value: String
    }

    /// Every limit, for the README's "Limits" section.
    public static let table: [Entry] = [
        Entry(what: "command line length (bytes)", value: count(maximumLineLength)),
        Entry(
            what: "file size for `load`, `replay`, `diff`, `import`, and the session file given to `curves` (bytes)",
            value: count(maximumFileSize)),
        Entry(what: "curves in a session", value: count(maximumCurves)),
        Entry(what: "animations in a session", value: count(maximumAnimations)),
        Entry(what: "name length (characters)", value: count(maximumNameLength)),
        Entry(what: "changes `undo` can take back", value: count(maximumUndoSteps)),
        Entry(what: "N of `sample`, `compare … samples=N`, `sampled`", value: count(maximumIntervals)),
        Entry(what: "x values of one `eval`", value: count(maximumEvalPoints)),
        Entry(what: "N of `fit … samples=N`", value: "\(count(fitSamples.lowerBound)) … \(count(fitSamples.upperBound))"),
        Entry(what: "segments of a keyframe fit", value: count(maximumSegments)),
        Entry(what: "tolerance of `fit` and `linear`", value: "1e-9 … 1"),
        Entry(what: "plot width × height (characters)", value: "\(maximumPlotWidth) × \(maximumPlotHeight)"),
        Entry(what: "formula length (characters)", value: count(Formula.maximumLength)),
        Entry(what: "formula nesting depth", value: count(Formula.maximumNestingDepth)),
        Entry(what: "keys of a keyframes curve", value: count(Keyframes.maximumKeys)),
        Entry(what: "levels of `steps`", value: count(Steps.maximumCount)),
        Entry(what: "rows of an imported CSV file", value: count(CSVImport.maximumRows)),
        Entry(what: "K of `expo-decay`", value: "|K| ≤ \(count(Int(ExponentialDecay.maximumRate)))"),
        Entry(
            what: "bounces and duration of `oscillation`",
            value: "\(count(Oscillation.maximumBounces)), \(JSONValue.format(Oscillation.maximumDuration)) s"),
        Entry(what: "frames of `frames` and `play`", value: count(maximumFrameCount)),
        Entry(what: "animation duration and delay (seconds)", value: count(Int(maximumAnimationSeconds))),
        Entry(what: "nesting depth of pasted or loaded platform code", value: count(maximumCodeDepth)),
        Entry(what: "lines of one pasted definition", value: count(maximumPasteLines)),
        Entry(what: "JSON nesting depth of a session file", value: count(JSONValue.maximumDepth)),
    ]

    /// The README's "Limits" table (a test checks the README contains exactly this).
    static var markdownTable: String {
        let rows = table.map { entry in
            "| \(entry.what) | \(entry.value.replacingOccurrences(of: "|", with: "\\|")) |"
        }
        return (["| limit | value |", "|---|---|"] + rows).joined(separator: "\n")
    }

    /// A count with thin groups of three digits, as the README writes them: 262,144.
    static func count(_ value: Int) -> String {
        var digits = String(value)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        return ([digits] + groups).joined(separator: ",")
    }
}
