import CurveKit
import Platforms

extension FitReport {
    /// The report of a Bézier fit whose curve is kept as `fit.bezier`: its numbers as kept, and
    /// its CSS as `export NAME css [digits=N]` writes it.
    static func bezier(_ fit: BezierFit, target: String, name: String, replaced: Bool, seconds: Double?, digits: Digits, width: Int)
        -> FitReport
    {
        let points = fit.bezier.controlPoints
        // The y column starts at one place on both lines.
        let xs = [points[0], points[2]].map(TextFormat.shortest)
        let xWidth = xs.map(\.count).max() ?? 0
        func padded(_ text: String) -> String { text + String(repeating: " ", count: xWidth - text.count) }
        var lines = [
            "fit \(target): one cubic Bézier, least squares on \(fit.samples + 1) samples",
            "  x1 = \(padded(xs[0]))   y1 = \(TextFormat.shortest(points[1]))",
            "  x2 = \(padded(xs[1]))   y2 = \(TextFormat.shortest(points[3]))",
            "  rms of residuals   \(TextFormat.statistic(fit.rms))",
            "  max |error|        \(TextFormat.statistic(fit.maxError)) at x = \(TextFormat.statistic(fit.maxErrorAt))",
            "  R²                 \(TextFormat.statistic(fit.rSquared))",
            "  evaluations        \(fit.evaluations)",
        ]
        if let seconds { lines.append("  time               \(Self.milliseconds(seconds))") }
        lines.append("  " + platformLine(.bezier(fit.bezier), name: name, platform: .css, label: "", digits: digits))
        if !fit.endpointsAreZeroAndOne {
            lines.append(endpointsNote)
        }
        lines.append(Self.resultLine(name, replaced: replaced))
        lines = lines.flatMap { Formatting.fitting($0, width: width) }
        var members: [(key: String, value: JSONValue)] = [
            ("command", .string(FitCommand.name)), ("target", .string(target)), ("curve", .string(name)), ("replaced", .bool(replaced)),
            ("points", .numbers(points)), ("rms", .finite(fit.rms)), ("max", .finite(fit.maxError)),
            ("at", .number(fit.maxErrorAt)), ("r2", .finite(fit.rSquared)), ("evaluations", .number(Double(fit.evaluations))),
            ("samples", .number(Double(fit.samples + 1))), ("endpoints", .bool(fit.endpointsAreZeroAndOne)),
        ]
        if let seconds { members.append(("seconds", .number(seconds))) }
        return FitReport(text: lines.joined(separator: "\n"), json: .object(members))
    }

    /// The report of a keyframe fit whose curve is kept as `fit.keyframes`: each segment's
    /// timing as `export SEGMENT css [digits=N]` writes it (where CSS has it exactly; else its definition).
    static func keyframes(_ fit: KeyframeFit, target: String, name: String, replaced: Bool, seconds: Double?, digits: Digits, width: Int)
        -> FitReport
    {
        let keyframes = fit.keyframes
        var rows = [["segment", "t0", "t1", "v0", "v1", "css", "max error"]]
        var segments: [JSONValue] = []
        for index in keyframes.segments.indices {
            let (t0, t1) = (keyframes.times[index], keyframes.times[index + 1])
            let (v0, v1) = (keyframes.values[index], keyframes.values[index + 1])
            let curve = keyframes.segments[index].curve
            let points = curve.equivalentBezier?.controlPoints ?? []
            let timing = exactCSS(curve, digits: digits) ?? CurveDescription.definition(curve)
            let error = index < fit.segmentErrors.count ? fit.segmentErrors[index] : .nan
            rows.append([
                "\(index + 1)", TextFormat.statistic(t0), TextFormat.statistic(t1), TextFormat.statistic(v0), TextFormat.statistic(v1),
                timing, TextFormat.statistic(error),
            ])
            segments.append(
                .object([
                    ("t0", .number(t0)), ("t1", .number(t1)), ("v0", .number(v0)), ("v1", .number(v1)),
                    ("points", .numbers(points)), ("max", .finite(error)),
                ]))
        }
        var lines = [
            "fit \(target): \(keyframes.segments.count) keyframe segment\(keyframes.segments.count == 1 ? "" : "s"), one cubic Bézier each"
        ]
        lines += segmentLines(rows, width: width)
        lines.append(
            "  max |error|  \(TextFormat.statistic(fit.maxError)) at x = \(TextFormat.statistic(fit.maxErrorAt)) (checked at about \(denseSamples) points)"
        )
        if let seconds { lines.append("  time         \(Self.milliseconds(seconds))") }
        lines.append(Self.resultLine(name, replaced: replaced))
        lines = lines.flatMap { Formatting.fitting($0, width: width) }
        var members: [(key: String, value: JSONValue)] = [
            ("command", .string(FitCommand.name)), ("target", .string(target)), ("curve", .string(name)), ("replaced", .bool(replaced)),
            ("segments", .array(segments)), ("max", .finite(fit.maxError)), ("at", .number(fit.maxErrorAt)),
        ]
        if let seconds { members.append(("seconds", .number(seconds))) }
        return FitReport(text: lines.joined(separator: "\n"), json: .object(members))
    }

    /// The segments as a table when it fits in `width`, else one wrapped line per segment
    /// (`segment 1: t 0 … 0.363636, v 0 … 1, cubic-bezier(…), max error 6.6613e-16`);
    /// `axes` name the columns in the wrapped form (t and v for keyframes, x and y for paths).
    static func segmentLines(_ rows: [[String]], width: Int, axes: (String, String) = ("t", "v")) -> [String] {
        let table = Formatting.table(rows).split(separator: "\n").map { "  " + $0 }
        if table.allSatisfy({ $0.count <= width }) { return table }
        return rows.dropFirst().flatMap { row in
            Formatting.wrap(
                "segment \(row[0]): \(axes.0) \(row[1]) … \(row[2]), \(axes.1) \(row[3]) … \(row[4]), \(row[5]), max error \(row[6])",
                width: width, indent: 4, firstIndent: 2)
        }
    }
}
