import CurveKit
import Foundation
import Platforms

/// `show NAME`: a curve's definition, CSS form and plot, or an animation's definition.
struct ShowCommand: CommandDeclaration {
    static let name = "show"
    static let summary = "a curve's definition, its CSS form and a plot"
    static let details = """
        NAME may be a curve of the session or a preset. css: and swift: are the timing code export NAME css form=timing
        and export NAME uikit form=timing write, where it is exact in one line, in numbers where export writes the
        platform's name for the curve (for keyframes, which export writes as a whole document, the one exact line
        the platform has for them).
        """
    static let isRecordedQuery = true

    var curve = ""

    static var arguments: [Argument<Self>] {
        [.positional("NAME", \.curve, .curve(.curves(animations: true)))]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        if let animation = interpreter.session.animation(named: curve) {
            let ending = animation.finalJumpText.map { "\n  \($0)" } ?? ""
            return Reply(text: "\(curve): \(animation.summary)\n  \(animation.definition)" + ending, json: animation.json)
        }
        return try Self.show(interpreter, curve)
    }
}

extension ShowCommand {
    static func show(_ interpreter: Interpreter, _ name: String) throws(CommandError) -> Reply {
        let named = try interpreter.resolve(name)
        // Code (the definition, css:, swift:) stays on one line to be copied whole; prose wraps
        // within the terminal's width.
        let width = interpreter.settings.terminalWidth
        let prose = { (text: String) in Formatting.prose(text, width: width) }
        var lines = ["\(name) = \(CurveDescription.definition(named.curve))"]
        if let description = named.description { lines += prose("  \(description)") }
        lines += prose("  \(CurveDescription.formula(named.curve))")
        let css = Self.exactCode(named.curve, name: name, in: .css)
        if let css { lines.append("  css:   \(css)") }
        if let swift = Self.exactCode(named.curve, name: name, in: .uikit) { lines.append("  swift: \(swift)") }
        if let provenance = named.provenance {
            var line = "  fitted (\(provenance.method)) to \(provenance.target) on \(provenance.samples) samples:"
            if let rms = provenance.rms { line += " RMS \(TextFormat.statistic(rms))," }
            lines += prose(line + " max error \(TextFormat.statistic(provenance.maxError))")
        }
        let targetReport = try interpreter.targetReport(for: named)
        if let (line, _) = targetReport { lines += prose(line) }
        lines.append(interpreter.settings.renderPlot([named], options: PlotOptions(handles: true)))
        var json = CurveDescription.json(command: Self.name, name: name, curve: named.curve)
        if case .object(var members) = json {
            members.append(("formula", .string(CurveDescription.formula(named.curve))))
            if let css { members.append(("css", .string(css))) }
            if let description = named.description { members.append(("description", .string(description))) }
            if let provenance = named.provenance { members.append(("fitted", provenance.json)) }
            if let (_, report) = targetReport { members.append(("against", report)) }
            json = .object(members)
        }
        return Reply(text: lines.joined(separator: "\n"), json: json)
    }
}

extension ShowCommand {
    /// The curve's code in `platform` when `export NAME PLATFORM form=timing` writes it exactly in one line
    /// (``ExportPipeline/exactLine(_:named:platform:digits:byName:)``), in numbers where export
    /// writes the platform's name for it.
    static func exactCode(_ curve: Curve, name: String, in platform: Platform) -> String? {
        ExportPipeline.exactLine(curve, named: name, platform: platform, byName: false)
    }
}
