/// How a plot is laid out and which characters and colours it may use.
/// Sizes are requests: `TerminalPlot` clamps them to `widthRange`/`heightRange`.
public struct PlotStyle: Sendable {
    /// Total columns of every output line, labels and box included (default 64).
    public var width: Int
    /// Rows of the canvas inside the box (default 16).
    public var height: Int
    /// Emit ANSI colour codes; when false the output contains no escape codes at all.
    public var colors: Bool
    /// Plain ASCII (`+-|` box, one point per cell) instead of braille and box drawing.
    public var ascii: Bool
    /// Draw Bézier control points and their handles P0→P1 and P3→P2.
    var showHandles: Bool
    /// Optional line centred above the box.
    public var title: String?

    /// Accepted output widths; smaller or larger requests are clamped.
    static let widthRange = 20...400
    /// Accepted canvas heights; smaller or larger requests are clamped.
    static let heightRange = 5...200

    /// Creates a style; every parameter has a terminal-friendly default.
    public init(
        width: Int = 64,
        height: Int = 16,
        colors: Bool = false,
        ascii: Bool = false,
        showHandles: Bool = false,
        title: String? = nil
    ) {
        self.width = width
        self.height = height
        self.colors = colors
        self.ascii = ascii
        self.showHandles = showHandles
        self.title = title
    }
}
