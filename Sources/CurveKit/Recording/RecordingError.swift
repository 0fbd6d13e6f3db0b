/// Why a recording could not be read as one motion: the columns, frame rate or bounds at
/// fault, with the values found. The caller words the error for its own users, naming its own
/// way of giving the columns, frame rate, start and end (``CurveError/recording(_:)`` carries it).
public enum RecordingError: Equatable, Sendable {
    /// A column was given by a 1-based number outside 1 … `count`.
    case noColumnNumber(Int, count: Int)
    /// A column was given by a name that no header name matches; `names` is the header (empty
    /// when the table has none) and `count` its number of columns.
    case noColumnName(String, names: [String], count: Int)
    /// `Int` columns were given: accepted are a time column and one or two value columns, or
    /// one value column with a frame rate.
    case columnsGiven(Int)
    /// One value column was given, without a time column or a frame rate.
    case valuesOnlyGiven
    /// The table has one column, values only, and no frame rate was given.
    case valuesOnlyFound
    /// The table's `count` columns (header `names`, empty when it has none) do not tell which
    /// are time and value.
    case unclearColumns(names: [String], count: Int)
    /// A time column was found but the other columns do not tell which one is the value.
    case unclearValue(names: [String], count: Int)
    /// The time and value columns name one column twice.
    case columnTwice
    /// The frame rate is not a finite number above 0.
    case frameRate(Double)
    /// Rows are frames in order (no time column) but no frame rate was given.
    case noTimeColumn
    /// The time column, named `column` in the header, counts frames but no frame rate was given.
    case timeCountsFrames(column: String)
    /// A given start or end (`value`, in `unit`) lies outside the recording's times, which run
    /// from `first` to `last` in the same unit.
    case boundOutside(Bound, value: Double, first: Double, last: Double, unit: RecordingLayout.TimeUnit)
    /// The given start is at or after the given end, both in `unit`.
    case startNotBeforeEnd(start: Double, end: Double, unit: RecordingLayout.TimeUnit)
    /// The given start and end, both before `end`, are nearest the same frame, at `frame` in `unit`.
    case startAndEndOneFrame(start: Double, end: Double, frame: Double, unit: RecordingLayout.TimeUnit)
    /// No frame moves between the given start and end (or the first and last frames where one
    /// is not given): the frames from `from` to `to` (in `unit`) stay within `spread` of
    /// `value` (four significant digits).
    case stillWithin(start: Double?, end: Double?, from: Double, to: Double, value: Double, spread: Double, unit: RecordingLayout.TimeUnit)
    /// The values end where they started: the resting value and the farthest value (both to
    /// four significant digits), reached at `time` in `unit`.
    case endsWhereStarted(rest: Double, farthest: Double, time: Double, unit: RecordingLayout.TimeUnit)
    /// The values already move in the first frames; the first frame's `time` in `unit`.
    case movingAtFirstFrame(time: Double, unit: RecordingLayout.TimeUnit)
    /// The values still move in the last frames; the last frame's `time` in `unit`.
    case movingAtLastFrame(time: Double, unit: RecordingLayout.TimeUnit)
    /// The values rest at `value` (four significant digits), `percent` of the way, from `from`
    /// to `to` in `unit`, between two moves.
    case restsBetweenMoves(value: Double, percent: Int, from: Double, to: Double, unit: RecordingLayout.TimeUnit)

    /// Which of the given bounds of the motion.
    public enum Bound: String, Sendable, Equatable {
        /// The start given (`start=`).
        case start
        /// The end given (`end=`).
        case end
    }

    /// The columns of a table as a message lists them: the header's names, or their numbers.
    public static func listing(_ names: [String], count: Int) -> String {
        names.isEmpty ? "numbered 1 to \(count)" : names.joined(separator: ", ")
    }

    /// A time in a unit as a message writes it (`0.5 s`, `12 frames`).
    public static func time(_ time: Double, _ unit: RecordingLayout.TimeUnit) -> String {
        TextFormat.shortest(time) + " " + unit.word
    }
}
