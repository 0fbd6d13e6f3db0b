/// Which columns of a ``RecordingTable`` hold the time and the value, and what unit the time
/// is in: guessed from the header and the numbers, or given (`columns=`, `fps=`).
public struct RecordingLayout: Sendable, Equatable {
    /// A column given by its header name or its 1-based number.
    public enum Column: Sendable, Equatable {
        /// By its header name.
        case name(String)
        /// By its 1-based number.
        case number(Int)
    }

    /// The unit of the time column.
    public enum TimeUnit: Sendable, Equatable {
        /// Milliseconds.
        case milliseconds
        /// Seconds.
        case seconds
        /// Frame numbers at this many frames per second.
        case frames(Double)

        /// Seconds in one unit.
        public var seconds: Double {
            switch self {
            case .milliseconds: 0.001
            case .seconds: 1
            case .frames(let fps): 1 / fps
            }
        }

        /// The unit as reports write it: `ms`, `s`, `frames`.
        public var word: String {
            switch self {
            case .milliseconds: "ms"
            case .seconds: "s"
            case .frames: "frames"
            }
        }
    }

    /// The time column (0-based), or nil when rows are frames in order (then `fps=` gives the unit).
    public var time: Int?
    /// One value column, or two (x, y of a moving point).
    public var values: [Int]
    /// The time column's unit.
    public var unit: TimeUnit
    /// How the layout was decided, for the report ("columns t, x, y; time in ms (guessed)").
    public var description: String

    /// Chooses the columns of `table`: `columns` (time first, then one or two values) when
    /// given, else by the header's names (t, time, ms, frame …; x and y) and the number of
    /// columns (1: values; 2: t, value; 3: t, x, y). `fps` makes the time column frame numbers
    /// (or, without one, the rows consecutive frames).
    public static func choose(_ table: RecordingTable, columns: [Column]?, fps: Double?) throws(CurveError) -> RecordingLayout {
        let count = table.columnCount
        let names = table.header.count == count ? table.header : []
        func index(_ column: Column) throws(CurveError) -> Int {
            switch column {
            case .number(let number):
                guard (1...count).contains(number) else { throw .recording(.noColumnNumber(number, count: count)) }
                return number - 1
            case .name(let name):
                if let found = names.firstIndex(where: { $0.lowercased() == name.lowercased() }) { return found }
                throw .recording(.noColumnName(name, names: names, count: count))
            }
        }
        var time: Int?
        var values: [Int]
        if let columns {
            guard (1...3).contains(columns.count) else {
                throw .recording(.columnsGiven(columns.count))
            }
            var indices: [Int] = []
            for column in columns { indices.append(try index(column)) }
            if columns.count == 1 {
                guard fps != nil else {
                    throw .recording(.valuesOnlyGiven)
                }
                values = indices
            } else {
                time = indices[0]
                values = Array(indices.dropFirst())
            }
        } else {
            let lowered = names.map { $0.lowercased() }
            let timeByName = lowered.firstIndex(where: Self.isTimeName)
            let x = lowered.firstIndex(of: "x"), y = lowered.firstIndex(of: "y")
            switch count {
            case 1:
                guard fps != nil else { throw .recording(.valuesOnlyFound) }
                values = [0]
            case 2:
                let column = timeByName ?? 0
                time = column
                values = [1 - column]
            case 3 where timeByName ?? 0 == 0:
                time = 0
                values = if let x, let y { [x, y] } else { [1, 2] }
            default:
                guard let timeByName else {
                    throw .recording(.unclearColumns(names: names, count: count))
                }
                time = timeByName
                if let x, let y {
                    values = [x, y]
                } else {
                    let others = (0..<count).filter { $0 != timeByName }
                    guard others.count == 1 else {
                        throw .recording(.unclearValue(names: names, count: count))
                    }
                    values = others
                }
            }
        }
        guard time.map({ !values.contains($0) }) ?? true, Set(values).count == values.count else {
            throw .recording(.columnTwice)
        }
        let unit = try Self.unit(table, time: time, names: names, fps: fps)
        func label(_ index: Int) -> String { names.isEmpty ? "\(index + 1)" : names[index] }
        let columnText = (time.map { [label($0)] } ?? ["frame order"]) + values.map(label)
        let guessed = columns == nil ? " (guessed)" : ""
        let unitText =
            switch unit.unit {
            case .frames(let rate): "frames at \(TextFormat.shortest(rate)) fps"
            default: "time in \(unit.unit.word)\(unit.guessed ? " (guessed from \(unit.reason))" : "")"
            }
        return RecordingLayout(
            time: time, values: values, unit: unit.unit,
            description: "columns \(columnText.joined(separator: ", "))\(guessed); \(unitText)")
    }

    static func isTimeName(_ name: String) -> Bool {
        let bare = name.filter { $0.isLetter }
        return ["t", "ms", "s", "sec", "secs", "seconds", "millis", "timestamp", "frame", "frames"].contains(bare)
            || bare.hasPrefix("time") || bare.hasPrefix("frame") || bare.hasSuffix("time")
    }

    /// The time unit: frames when `fps` is given; else the header's word (ms, s, frame); else
    /// milliseconds when frames are at least 1 apart, seconds when less.
    static func unit(
        _ table: RecordingTable, time: Int?, names: [String], fps: Double?
    ) throws(CurveError) -> (unit: TimeUnit, guessed: Bool, reason: String) {
        if let fps {
            guard fps.isFinite, fps > 0 else { throw .recording(.frameRate(fps)) }
            return (.frames(fps), false, "")
        }
        guard let time else { throw .recording(.noTimeColumn) }
        let name = names.isEmpty ? "" : names[time].lowercased()
        if name.contains("ms") || name.contains("milli") { return (.milliseconds, false, "") }
        if name.contains("frame") { throw .recording(.timeCountsFrames(column: names[time])) }
        if name.contains("sec") || name.hasSuffix("(s)") || name.hasSuffix("_s") || name == "s" { return (.seconds, false, "") }
        let times = table.rows.map { $0[time] }
        var steps: [Double] = []
        for index in times.indices.dropFirst() where times[index] > times[index - 1] { steps.append(times[index] - times[index - 1]) }
        let typical = Robust.median(steps) ?? 0
        return typical >= 1
            ? (.milliseconds, true, "\(TextFormat.shortest(typical)) between frames")
            : (.seconds, true, "\(TextFormat.shortest(typical)) between frames")
    }
}
