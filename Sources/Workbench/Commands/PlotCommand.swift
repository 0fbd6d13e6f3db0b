import CurveKit
import Foundation

/// `plot NAME … [width=W] [height=H] [handles] [title=TEXT] [svg=FILE]`.
struct PlotCommand: CommandDeclaration {
    static let name = "plot"
    static let summary = "a terminal plot of one or more curves, or an SVG figure with svg=FILE"
    static let details = "handles draws the control points and handles of Bézier curves; title=\"TEXT\" puts a title above the plot."

    var curves: [String] = []
    var options = PlotOptions()

    static var arguments: [Argument<Self>] {
        [
            .repeated("NAME", \.curves, .curve(.curves()), missing: "at least one curve NAME"),
            .option("width", "W", \.options.width, .integer(in: 20...Limits.maximumPlotWidth)),
            .option("height", "H", \.options.height, .integer(in: 5...Limits.maximumPlotHeight)),
            .flag("handles", \.options.handles),
            .option(
                "title", "TEXT", \.options.title, .nonEmptyText("title= needs a text; quote it if it has spaces: title=\"ease vs bounce\"")),
            .option("svg", "FILE", \.options.svg, .nonEmptyFile),
        ]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.plot(interpreter, curves, options: options)
    }
}

extension PlotCommand {
    static func plot(_ interpreter: Interpreter, _ names: [String], options: PlotOptions) throws(CommandError) -> Reply {
        var curves: [NamedCurve] = []
        for name in names { curves.append(try interpreter.resolve(name)) }
        if let file = options.svg {
            let svg = SVGPlot.render(curves, handles: options.handles, title: options.title)
            do { try interpreter.fileSystem.write(Data(svg.utf8), to: file) } catch { throw CommandError(error.message) }
            return Reply(
                text: "wrote an SVG plot of \(names.joined(separator: ", ")) to \(file)",
                json: ["curves": .array(names.map(JSONValue.string)), "file": .string(file)])
        }
        let text = interpreter.settings.renderPlot(curves, options: options)
        return Reply(text: text, json: ["curves": .array(names.map(JSONValue.string)), "text": .string(text)])
    }
}
