import CurveKit

/// A recording that could not be imported, in the shell's words: the `import` and `identify`
/// options that give the columns, frame rate, start and end (`columns=TIME,VALUE`, `fps=`,
/// `start=`, `end=`). CurveKit's ``RecordingError`` carries the values; this is the one place
/// they become the shell's text.
extension RecordingError {
    var wording: String {
        let f = TextFormat.shortest
        return switch self {
        case .noColumnNumber, .noColumnName: description
        case .columnsGiven:
            "columns= takes a time column and one or two value columns (TIME,VALUE or TIME,X,Y), or one value column with fps="
        case .valuesOnlyGiven: "one column is values only: give fps= for the frame rate, or name a time column first"
        case .valuesOnlyFound: "one column is values only: give fps= for the frame rate, or add a time column"
        case .unclearColumns(let names, let count):
            "cannot tell which of the \(count) columns (\(Self.listing(names, count: count))) are time and value: give columns=TIME,VALUE or columns=TIME,X,Y"
        case .unclearValue(let names, let count):
            "cannot tell which of the columns \(Self.listing(names, count: count)) is the value: give columns=TIME,VALUE or columns=TIME,X,Y"
        case .columnTwice: "columns= names a column twice"
        case .frameRate: "fps= must be a positive number of frames per second"
        case .noTimeColumn: "without a time column, give fps="
        case .timeCountsFrames(let column): "the time column '\(column)' counts frames: give fps= for the frame rate"
        case .startNotBeforeEnd(let start, let end): "start= must come before end= (frames \(start) and \(end))"
        case .endsWhereStarted(let rest, let farthest, let time, let unit):
            "no single motion: it ends where it started (\(f(rest))) after moving to \(f(farthest)) at \(Self.time(time, unit)); record one move, or give start= and end="
        case .movingAtFirstFrame(let time, let unit):
            "the recording is already moving at its first frame (\(Self.time(time, unit))): record from before the motion starts, or give start="
        case .movingAtLastFrame(let time, let unit):
            "the motion has not come to rest by the last frame (\(Self.time(time, unit))): record until it stops, or give end="
        case .restsBetweenMoves(let value, let percent, let from, let to, let unit):
            "no single motion: it rests at \(f(value)) (\(percent) % of the way) from \(f(from)) to \(f(to)) \(unit.word) between two moves; import one move with start= and end="
        }
    }
}
