extension RecordingError: CustomStringConvertible {
    /// The error in CurveKit's terms: the layout's columns, frame rate, start and end.
    public var description: String {
        let f = TextFormat.shortest
        return switch self {
        case .noColumnNumber(let number, let count): "there is no column \(number): the recording has \(count)"
        case .noColumnName(let name, let names, let count):
            "there is no column '\(name)'; the columns are \(Self.listing(names, count: count))"
        case .columnsGiven(let count):
            "the columns are a time column and one or two value columns, or one value column with a frame rate (got \(count))"
        case .valuesOnlyGiven: "one column is values only: give the frame rate, or name a time column first"
        case .valuesOnlyFound: "one column is values only: give the frame rate, or add a time column"
        case .unclearColumns(let names, let count):
            "cannot tell which of the \(count) columns (\(Self.listing(names, count: count))) are time and value: name the time column, then one or two value columns"
        case .unclearValue(let names, let count):
            "cannot tell which of the columns \(Self.listing(names, count: count)) is the value: name the time column, then one or two value columns"
        case .columnTwice: "the time and value columns name one column twice"
        case .frameRate(let fps): "the frame rate must be a positive number of frames per second (got \(f(fps)))"
        case .noTimeColumn: "without a time column, give the frame rate"
        case .timeCountsFrames(let column): "the time column '\(column)' counts frames: give the frame rate"
        case .boundOutside(let bound, let value, let first, let last, let unit):
            "the \(bound.rawValue) \(Self.time(value, unit)) lies outside the recording, whose frames run from \(Self.time(first, unit)) to \(Self.time(last, unit))"
        case .startNotBeforeEnd(let start, let end, let unit):
            "the start (\(Self.time(start, unit))) must come before the end (\(Self.time(end, unit)))"
        case .startAndEndOneFrame(let start, let end, let frame, let unit):
            "the start (\(Self.time(start, unit))) and the end (\(Self.time(end, unit))) are nearest the same frame (\(Self.time(frame, unit))): leave at least one frame between them"
        case .stillWithin(_, _, let from, let to, let value, let spread, let unit):
            "no motion between the given start and end: the frames from \(f(from)) to \(Self.time(to, unit)) stay within \(f(spread)) of \(f(value))"
        case .endsWhereStarted(let rest, let farthest, let time, let unit):
            "no single motion: it ends where it started (\(f(rest))) after moving to \(f(farthest)) at \(Self.time(time, unit)); record one move, or give its start and end"
        case .restsBetweenMoves(let value, let percent, let from, let to, let unit):
            "no single motion: it rests at \(f(value)) (\(percent) % of the way) from \(f(from)) to \(f(to)) \(unit.word) between two moves; give the start and end of one move"
        }
    }
}
