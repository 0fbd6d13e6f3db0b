import CurveKit
import Foundation

/// `plot NAME … [width=W] [height=H] [handles] [title=TEXT] [svg=FILE]`.
struct PlotCommand: CommandDeclaration {
    static let name = "plot"
    static let usage = "plot NAME [NAME …] [width=W] [height=H] [handles] [title=TEXT] [svg=FILE]"
    static let summary = "a terminal plot of one or more curves, or an SVG figure with svg=FILE"
    static let details = "handles draws the control points and handles of Bézier curves; title=\"TEXT\" puts a title above the plot."

    var curves: [String]
    var options: Command.PlotOptions

    static func parse(_ words: inout Words) throws(CommandError) -> PlotCommand {
        var curves: [String] = []
        var options = Command.PlotOptions()
        while !words.isAtEnd {
            if words.peek?.text == "handles" {
                words.advance()
                options.handles = true
            } else if let option = try words.option(allowed: ["width", "height", "svg", "title"]) {
                if option.key == "svg" {
                    guard !option.value.text.isEmpty else { throw CommandError("svg= needs a FILE name", at: option.value) }
                    options.svg = option.value.text
                } else if option.key == "title" {
                    guard !option.value.text.isEmpty else {
                        throw CommandError("title= needs a text; quote it if it has spaces: title=\"ease vs bounce\"", at: option.value)
                    }
                    options.title = option.value.text
                } else if option.key == "width" {
                    options.width = try option.integer(in: 20...Limits.maximumPlotWidth)
                } else {
                    options.height = try option.integer(in: 5...Limits.maximumPlotHeight)
                }
            } else {
                curves.append(try words.curveName("NAME"))
            }
        }
        if curves.isEmpty { throw words.missing("at least one curve NAME") }
        return PlotCommand(curves: curves, options: options)
    }

    var words: [String] { [Self.name] + curves + options.words }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        interpreter.allCurveNames + ["handles", "width=", "height=", "title=", "svg="]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.plot(interpreter, curves, options: options)
    }
}

extension PlotCommand {
    static func plot(_ interpreter: Interpreter, _ names: [String], options: Command.PlotOptions) throws(CommandError) -> Reply {
        var curves: [NamedCurve] = []
        for name in names { curves.append(try interpreter.resolve(name)) }
        if let file = options.svg {
            let svg = SVGPlot.render(curves, handles: options.handles, title: options.title)
            do { try interpreter.fileSystem.write(Data(svg.utf8), to: file) } catch { throw CommandError(error.message) }
            return Reply(text: "wrote an SVG plot of \(names.joined(separator: ", ")) to \(file)",
                         json: ["curves": .array(names.map(JSONValue.string)), "file": .string(file)])
        }
        let text = interpreter.settings.renderPlot(curves, options: options)
        return Reply(text: text, json: ["curves": .array(names.map(JSONValue.string)), "text": .string(text)])
    }
}
