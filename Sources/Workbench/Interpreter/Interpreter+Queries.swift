import Foundation
import CurveKit

extension Interpreter {
    func show(_ name: String) throws(CommandError) -> Reply {
        let named = try resolve(name)
        var lines = ["\(name) = \(CurveDescription.definition(named.curve))"]
        if let description = named.description { lines.append("  \(description)") }
        lines.append("  \(CurveDescription.formula(named.curve))")
        if let css = CurveDescription.css(named.curve) { lines.append("  css:   \(css)") }
        if let swift = CurveDescription.coreAnimation(named.curve) { lines.append("  swift: \(swift)") }
        if let provenance = named.provenance {
            var line = "  fitted (\(provenance.method)) to \(provenance.target) on \(provenance.samples) samples:"
            if let rms = provenance.rms { line += " RMS \(Formatting.statistic(rms))," }
            lines.append(line + " max error \(Formatting.statistic(provenance.maxError))")
        }
        let targetReport = try targetReport(for: named)
        if let (line, _) = targetReport { lines.append(line) }
        lines.append(renderPlot([named], options: Command.PlotOptions(handles: true)))
        var json = curveJSON(command: "show", name: name, curve: named.curve)
        if case .object(var members) = json {
            members.append(("formula", .string(CurveDescription.formula(named.curve))))
            if let css = CurveDescription.css(named.curve) { members.append(("css", .string(css))) }
            if let description = named.description { members.append(("description", .string(description))) }
            if let provenance = named.provenance { members.append(("fitted", provenance.json)) }
            if let (_, report) = targetReport { members.append(("against", report)) }
            json = .object(members)
        }
        return Reply(text: lines.joined(separator: "\n"), json: json)
    }

    func list() -> Reply {
        let presets = "presets: " + Preset.allCases.map(\.name).joined(separator: ", ")
        guard !session.curves.isEmpty || !session.animations.isEmpty else {
            return Reply(
                text: "no curves yet; define one with NAME = bezier X1 Y1 X2 Y2\n\(presets)",
                json: ["command": "list", "curves": [], "animations": []])
        }
        var sections: [String] = []
        if !session.curves.isEmpty {
            sections.append(Formatting.table(session.curves.map { named in
                [named.name, CurveDescription.definition(named.curve), named.description ?? ""]
            }))
        }
        if !session.animations.isEmpty {
            sections.append("animations:\n" + Formatting.table(session.animations.map { ["  " + $0.name, $0.summary] }))
        }
        let json: JSONValue = .object([
            ("command", "list"),
            ("curves", .array(session.curves.map { curveJSON(command: "list", name: $0.name, curve: $0.curve).droppingCommand })),
            ("animations", .array(session.animations.map(\.json))),
        ])
        return Reply(text: (sections + [presets]).joined(separator: "\n"), json: json)
    }

    func evaluate(_ name: String, at xs: [Double]) throws(CommandError) -> Reply {
        let named = try resolve(name)
        let points = xs.map { (x: $0, y: named.curve.value(at: $0)) }
        let rows = [["x", "y"]] + points.map { [Formatting.parameter($0.x), Formatting.fixed($0.y)] }
        let json: JSONValue = .object([
            ("command", "eval"), ("curve", .string(name)),
            ("points", .array(points.map { .numbers([$0.x, $0.y]) })),
        ])
        return Reply(text: Formatting.table(rows), json: json)
    }

    /// `sample NAME N [from=A to=B]`. Up to a million points take a while, so the work is done
    /// in pieces of ``cancellationPiece`` points, asking `Settings.isCancelled` after each; the
    /// table is written as it is made (``SampleTable``), never held whole as text or JSON.
    func sample(_ name: String, intervals: Int, range: InputRange) throws(CommandError) -> Reply {
        let curve = try resolve(name).curve
        var points: [CurvePoint] = []
        if case .bezier = curve, range.isUnit {
            // One fast sweep (well under a second for the largest N).
            points = curve.sample(intervals: intervals)
        } else {
            points.reserveCapacity(intervals + 1)
            for index in 0...intervals {
                if index % Self.cancellationPiece == 0 { try checkCancelled() }
                let x = CurveComparison.input(index, of: intervals, from: range.from, to: range.to)
                points.append(CurvePoint(x: x, y: curve.value(at: x), slope: curve.slope(at: x)))
            }
        }
        try checkCancelled()
        let table = SampleTable(curve: name, points: points)
        var reply = Reply(text: "", json: .null)
        if points.count > SampleTable.rowsHeldWhole {
            reply.stream = table.stream
        } else {
            reply.text = table.stream.collectedText
            reply.json = table.json
        }
        return reply
    }

    /// How many points a long command computes between two looks at `Settings.isCancelled`.
    static let cancellationPiece = 4096

    /// Stops the running command when the user asked to cancel it (Ctrl-C).
    func checkCancelled() throws(CommandError) {
        if settings.isCancelled?() == true { throw CommandError("cancelled; the session is unchanged") }
    }

    func compare(_ first: String, _ second: String, intervals: Int, range: InputRange) throws(CommandError) -> Reply {
        let a = try resolve(first)
        let b = try resolve(second)
        let comparison = CurveComparison(a.curve, b.curve, intervals: intervals, from: range.from, to: range.to)
        let span = range.isUnit ? "" : " from \(Formatting.parameter(range.from)) to \(Formatting.parameter(range.to))"
        let lines = [
            "\(first) vs \(second) at \(intervals + 1) evenly spaced x\(span):",
            "  max |difference|   \(Formatting.statistic(comparison.maxAbsoluteDifference)) at x = \(Formatting.statistic(comparison.at))",
            "  RMS difference     \(Formatting.statistic(comparison.rmsDifference))",
            "  mean |difference|  \(Formatting.statistic(comparison.meanAbsoluteDifference))",
            renderComparisonPlot(a, b),
        ]
        let json: JSONValue = .object([
            ("command", "compare"), ("a", .string(first)), ("b", .string(second)),
            ("samples", .number(Double(intervals + 1))),
            ("max", .finite(comparison.maxAbsoluteDifference)), ("at", .number(comparison.at)),
            ("rms", .finite(comparison.rmsDifference)), ("mean", .finite(comparison.meanAbsoluteDifference)),
        ])
        return Reply(text: lines.joined(separator: "\n"), json: json)
    }

    func plot(_ names: [String], options: Command.PlotOptions) throws(CommandError) -> Reply {
        var curves: [NamedCurve] = []
        for name in names { curves.append(try resolve(name)) }
        if let file = options.svg {
            let svg = SVGPlot.render(curves, handles: options.handles, title: options.title)
            do { try fileSystem.write(Data(svg.utf8), to: file) } catch { throw CommandError(error.message) }
            return Reply(text: "wrote an SVG plot of \(names.joined(separator: ", ")) to \(file)",
                         json: ["command": "plot", "curves": .array(names.map(JSONValue.string)), "file": .string(file)])
        }
        let text = renderPlot(curves, options: options)
        return Reply(text: text, json: ["command": "plot", "curves": .array(names.map(JSONValue.string)), "text": .string(text)])
    }

    func renderPlot(_ curves: [NamedCurve], options: Command.PlotOptions) -> String {
        TerminalPlot.render(curves.map { plotSeries($0, handles: options.handles) }, style: plotStyle(options))
    }

    /// The two curves, and below them their difference on its own scale (half as tall).
    func renderComparisonPlot(_ first: NamedCurve, _ second: NamedCurve) -> String {
        let style = plotStyle(Command.PlotOptions())
        return TerminalPlot.renderComparison(
            plotSeries(first, handles: false), plotSeries(second, handles: false), style: style,
            differenceHeight: max(PlotStyle.heightRange.lowerBound, style.height / 2))
    }

    private func plotSeries(_ named: NamedCurve, handles: Bool) -> PlotSeries {
        let curve = named.curve
        var controlPoints: [(x: Double, y: Double)]?
        if handles, case .bezier(let bezier) = curve {
            controlPoints = [(bezier.x1, bezier.y1), (bezier.x2, bezier.y2)]
        }
        return PlotSeries(name: named.name, values: { curve.value(at: $0) }, controlPoints: controlPoints)
    }

    private func plotStyle(_ options: Command.PlotOptions) -> PlotStyle {
        let width = min(options.width ?? min(settings.terminalWidth, 72), Limits.maximumPlotWidth)
        return PlotStyle(
            width: width, height: options.height ?? 12, colors: settings.colors, ascii: settings.ascii,
            showHandles: options.handles, title: options.title)
    }

    func history() -> Reply {
        let rows = journal.enumerated().map { ["\($0.offset + 1)", $0.element.command + ($0.element.isQuery ? "   (query)" : "")] }
        let text = journal.isEmpty ? "no changes yet" : Formatting.table(rows, rightAligned: [0])
        return Reply(text: text, json: ["command": "history", "history": .array(journal.map(\.json))])
    }

    func help(_ topic: String?) throws(CommandError) -> Reply {
        guard let topic else {
            let width = settings.terminalWidth
            let rows = CommandCatalog.entries.map { (label: $0.usage, text: $0.summary) }
            let text = (["commands:"] + Formatting.wrappedTable(rows, width: width)
                + Formatting.wrap("# starts a comment. Names are letters, digits, - and _. help COMMAND for details.", width: width))
                .joined(separator: "\n")
            return Reply(text: text, json: ["command": "help", "text": .string(text)])
        }
        if topic == "curves" {
            let text = CurveCatalog.helpText(width: settings.terminalWidth)
            return Reply(text: text, json: ["command": "help", "topic": "curves", "text": .string(text)])
        }
        guard let entry = CommandCatalog.entry(named: topic) else {
            var message = "no help for '\(Names.shortened(topic))': not a command"
            if let suggestion = Suggestions.closest(to: topic, among: CommandCatalog.commandWords) {
                message += "; did you mean '\(suggestion)'?"
            }
            return try fail(message)
        }
        let width = settings.terminalWidth
        var lines = Formatting.wrap("usage: \(entry.usage)", width: width, indent: 7, firstIndent: 0)
        lines += Formatting.wrap(entry.summary, width: width, indent: 2)
        if !entry.aliases.isEmpty { lines += Formatting.wrap("aliases: \(entry.aliases.joined(separator: ", "))", width: width, indent: 2) }
        if !entry.details.isEmpty { lines += Formatting.reflow(entry.details, width: width, indent: 2) }
        let text = lines.joined(separator: "\n")
        return Reply(text: text, json: ["command": "help", "topic": .string(entry.name), "text": .string(text)])
    }
}

extension JSONValue {
    /// The object without its "command" member.
    var droppingCommand: JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { $0.key != "command" })
    }
}
