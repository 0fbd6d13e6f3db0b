/// How `plot` draws: the size, the handles, an SVG file instead of the terminal, a title.
public struct PlotOptions: Sendable, Equatable {
    public var width: Int?
    public var height: Int?
    public var handles: Bool
    /// Write an SVG figure to this file instead of drawing in the terminal.
    var svg: String?
    /// A line above the plot (and the SVG figure's title).
    public var title: String?

    public init(width: Int? = nil, height: Int? = nil, handles: Bool = false, svg: String? = nil, title: String? = nil) {
        self.width = width
        self.height = height
        self.handles = handles
        self.svg = svg
        self.title = title
    }
}
