import CurveKit

/// The reports of `fit` and `linear`, gnuplot-style for people and one object for programs.
struct FitReport {
    let text: String
    let json: JSONValue

    /// About how many points a keyframe fit's dense check uses over [0, 1] (the fitter checks
    /// at least 40,000 per unit of x, and 64 per segment).
    static let denseSamples = 40_001

    /// How long a fit took, to three significant digits (`11.6 ms`): a time measured on a busy
    /// machine has no more to tell.
    static func milliseconds(_ seconds: Double) -> String {
        TextFormat.short(seconds * 1000) + " ms"
    }

    /// `curve` as `dialect`'s code, through export's pipeline (``ExportPipeline/code(_:named:dialect:digits:isCancelled:)``),
    /// with its own error beside it where the code is not the curve (a spring the platform runs
    /// until it settles, numbers rounded by digits=N): `SwiftUI: .spring(…)`.
    static func platformLine(_ curve: Curve, name: String, dialect: Dialect, label: String? = nil, digits: Digits = .fewest) -> String? {
        guard let code = try? ExportPipeline.code(curve, named: name, dialect: dialect, digits: digits) else { return nil }
        return (label ?? "\(dialect.platform): ") + code.line
            + (code.isExact ? "" : "  (max error \(TextFormat.short(code.maxError)) \(DialectExport.progressUnitWords))")
    }

    /// The report's last line: where the result went, and whether it replaced a curve.
    static func resultLine(_ name: String, replaced: Bool) -> String {
        replaced ? "  replaced \(name) (undo brings it back)" : "  added as \(name)"
    }

    static func linear(_ stops: LinearStops, target: String, name: String, replaced: Bool, tolerance: Double, seconds: Double?, width: Int)
        -> FitReport
    {
        var lines = [
            "linear \(target): \(stops.stops.count) stops within \(TextFormat.shortest(tolerance))",
            "  max |error|  \(TextFormat.statistic(stops.maxError)) at x = \(TextFormat.statistic(stops.maxErrorAt))",
        ]
        if let seconds { lines.append("  time         \(Self.milliseconds(seconds))") }
        lines.append("  \(stops.css)")
        lines.append(Self.resultLine(name, replaced: replaced))
        lines = lines.flatMap { Formatting.fitting($0, width: width) }
        var members: [(key: String, value: JSONValue)] = [
            ("command", .string(LinearCommand.name)), ("target", .string(target)), ("curve", .string(name)), ("replaced", .bool(replaced)),
            ("stops", .array(stops.stops.map { .numbers([$0.x, $0.y]) })), ("max", .finite(stops.maxError)),
            ("at", .number(stops.maxErrorAt)), ("css", .string(stops.css)),
        ]
        if let seconds { members.append(("seconds", .number(seconds))) }
        return FitReport(text: lines.joined(separator: "\n"), json: .object(members))
    }
}
