import CurveKit
import Foundation
import Platforms

/// `plot NAME … [width=W] [height=H] [handles] [title=TEXT] [svg=FILE [force]]`.
struct PlotCommand: CommandDeclaration {
    static let name = "plot"
    static let summary = "a terminal plot of one or more curves, or an SVG figure with svg=FILE"
    static let details = """
        handles draws the control points and handles of Bézier curves; title="TEXT" puts a title above the plot.
        svg=FILE replaces a file that exists only when this session wrote it (or it is empty) unless you add force.
        """

    var curves: [String] = []
    var options = PlotOptions()
    /// Replace an svg= file this session did not write.
    var force = false

    static var arguments: [Argument<Self>] {
        [
            .repeated("NAME", \.curves, .curve(.curves()), missing: "at least one curve NAME"),
            .option("width", "W", \.options.width, .integer(in: 20...Limits.maximumPlotWidth)),
            .option("height", "H", \.options.height, .integer(in: 5...Limits.maximumPlotHeight)),
            .flag("handles", \.options.handles),
            .option(
                "title", "TEXT", \.options.title, .nonEmptyText("title= needs a text; quote it if it has spaces: title=\"ease vs bounce\"")),
            .option("svg", "FILE", \.options.svg, .nonEmptyFile),
            .flag("force", \.force),
        ]
    }

    /// `force` says to replace the svg= file: without one there is nothing to replace.
    static func check(_ command: PlotCommand, given: [String: Token]) throws(CommandError) {
        if command.force, command.options.svg == nil {
            throw CommandError("force replaces the svg=FILE a plot writes; add svg=FILE, or leave force out", span: given["force"]?.span)
        }
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.plot(&interpreter, curves, options: options, force: force, forced: text(forcing: \.force))
    }
}

extension PlotCommand {
    static func plot(_ interpreter: inout Interpreter, _ names: [String], options: PlotOptions, force: Bool, forced: String)
        throws(CommandError) -> Reply
    {
        var curves: [NamedCurve] = []
        for name in names { curves.append(try interpreter.resolve(name)) }
        if let file = options.svg {
            let svg = SVGPlot.render(curves, handles: options.handles, title: options.title)
            try interpreter.replaceFile(file, with: Data(svg.utf8), force: force, forced: forced)
            return Reply(
                text: "wrote an SVG plot of \(names.joined(separator: ", ")) to \(file)",
                json: ["curves": .array(names.map(JSONValue.string)), "file": .string(file)])
        }
        let text = interpreter.settings.renderPlot(curves, options: options)
        return Reply(text: text, json: ["curves": .array(names.map(JSONValue.string)), "text": .string(text)])
    }
}
