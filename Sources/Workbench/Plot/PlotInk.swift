/// What lit a cell. Dots of every ink merge; the highest-priority ink decides
/// the cell's colour (and its glyph in ASCII mode), so curves stay readable
/// over guide lines and handles.
enum PlotInk: Equatable, Sendable {
    /// Faint reference line at y = 0 or y = 1.
    case guide
    /// Faint straight Bézier handle.
    case handle
    /// A curve, by series index.
    case curve(Int)
    /// A Bézier control point, by series index; replaces the whole cell's glyph.
    case marker(Int)

    var priority: Int {
        switch self {
        case .guide: 0
        case .handle: 1
        case .curve: 2
        case .marker: 3
        }
    }
}
