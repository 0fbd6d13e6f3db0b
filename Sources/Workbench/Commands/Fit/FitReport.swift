import CurveKit
import Platforms

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

    /// `curve` as `platform`'s code, through export's pipeline (``ExportPipeline/code(_:named:format:digits:form:candidates:)``):
    /// the line `export NAME PLATFORM [digits=N] [form=F]` writes, with its own error beside it
    /// where the code is not the curve (a spring the platform runs until it settles, numbers
    /// rounded by digits=N), and the form when export would write another without it:
    /// `SwiftUI: .spring(…)  (max error 0.3 from NAME in progress 0…1; export NAME swiftui form=timing)`;
    /// or why there is none. `candidates` are shared by the lines of one curve.
    static func platformLine(
        _ curve: Curve, name: String, platform: Platform, label: String? = nil, digits: Digits = .fewest, form: ExportForm? = nil,
        candidates: ExportCandidates? = nil
    ) -> String {
        let label = label ?? "\(platform.title): "
        let candidates = candidates ?? ExportCandidates(curve, isCancelled: { false })
        func code(_ form: ExportForm?) throws(ExportError) -> PlatformCode {
            try ExportPipeline.code(curve, named: name, format: ExportFormat(platform), digits: digits, form: form, candidates: candidates)
        }
        let written: PlatformCode
        do { written = try code(form) } catch { return label + "(no \(platform.rawValue) code: \(error.message))" }
        // The code's error is from the fitted curve NAME, not from the fit's target.
        var notes =
            written.isExact ? [] : ["max error \(TextFormat.short(written.maxError)) from \(name) \(PlatformExport.progressUnitWords)"]
        if let form, (try? code(nil))?.line != written.line {
            let decimals = if case .decimals(let decimals) = digits { " digits=\(decimals)" } else { "" }
            notes.append("export \(name) \(platform.rawValue)\(decimals) form=\(form.rawValue)")
        }
        return label + written.line + (notes.isEmpty ? "" : "  (" + notes.joined(separator: "; ") + ")")
    }

    /// `curve`'s lines for `platforms` (``platformLine(_:name:platform:label:digits:form:candidates:)``)
    /// in the form asked, indented, its approximations fitted once for all of them.
    static func platformLines(_ curve: Curve, name: String, platforms: [Platform], form: ExportForm? = nil) -> [String] {
        let candidates = ExportCandidates(curve, isCancelled: { false })
        return platforms.map { "  " + platformLine(curve, name: name, platform: $0, form: form, candidates: candidates) }
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
        let css = platformLine(.linear(stops), name: name, platform: .css, label: "")
        lines.append("  \(css)")
        lines.append(Self.resultLine(name, replaced: replaced))
        lines = lines.flatMap { Formatting.fitting($0, width: width) }
        var members: [(key: String, value: JSONValue)] = [
            ("command", .string(LinearCommand.name)), ("target", .string(target)), ("curve", .string(name)), ("replaced", .bool(replaced)),
            ("stops", .array(stops.stops.map { .numbers([$0.x, $0.y]) })), ("max", .finite(stops.maxError)),
            ("at", .number(stops.maxErrorAt)), ("css", .string(css)),
        ]
        if let seconds { members.append(("seconds", .number(seconds))) }
        return FitReport(text: lines.joined(separator: "\n"), json: .object(members))
    }
}
