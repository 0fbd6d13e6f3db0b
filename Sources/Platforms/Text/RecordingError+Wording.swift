import CurveKit

/// A recording that could not be imported, in the shell's words: the `import` and `identify`
/// options that give the columns, frame rate, start and end (`columns=TIME,VALUE`, `fps=`,
/// `start=`, `end=`). CurveKit's ``RecordingError`` carries the values; this is the one place
/// they become the shell's text.
extension RecordingError {
    /// "after start=400", "before end=120", "between start=100 and end=400".
    static func between(start: Double?, end: Double?) -> String {
        let f = TextFormat.shortest
        return switch (start, end) {
        case (let start?, let end?): "between start=\(f(start)) and end=\(f(end))"
        case (let start?, nil): "after start=\(f(start))"
        case (nil, let end?): "before end=\(f(end))"
        case (nil, nil): "in the recording"
        }
    }

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
        case .boundOutside(let bound, let value, let first, let last, let unit):
            "\(bound.rawValue)=\(f(value)) is outside the recording: \(bound.rawValue)= takes a time in \(unit.word) from \(f(first)) to \(f(last)), its first and last frames"
        case .startNotBeforeEnd(let start, let end, let unit):
            "start= must come before end= (got start=\(f(start)) and end=\(f(end)), in \(unit.word))"
        case .startAndEndOneFrame(let start, let end, let frame, let unit):
            "start=\(f(start)) and end=\(f(end)) (\(unit.word)) are nearest the same frame, at \(Self.time(frame, unit)): leave at least one frame between them"
        case .stillWithin(let start, let end, let from, let to, let value, let spread, let unit):
            "no motion \(Self.between(start: start, end: end)): the frames from \(f(from)) to \(Self.time(to, unit)) stay within \(f(spread)) of \(f(value)); "
                + (start == nil
                    ? "give end= after the motion ends"
                    : end == nil ? "give start= before the motion begins" : "give start= and end= around the motion")
        case .endsWhereStarted(let rest, let farthest, let time, let unit):
            "no single motion: it ends where it started (\(f(rest))) after moving to \(f(farthest)) at \(Self.time(time, unit)); record one move, or give start= and end="
        case .restsBetweenMoves(let value, let percent, let from, let to, let unit):
            "no single motion: it rests at \(f(value)) (\(percent) % of the way) from \(f(from)) to \(f(to)) \(unit.word) between two moves; import one move with start= and end="
        }
    }
}
