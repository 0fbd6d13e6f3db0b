import CurveKit
import Platforms

extension FitReport {
    static let endpointsNote = "  note: the target does not run from 0 to 1 as a timing function does; it was fitted all the same"

    /// `fit … family=path`: the segments, the error figures and the path data.
    static func path(
        _ fit: PathFit, path: BezierPath, target: String, name: String, replaced: Bool, tolerance: Double?, endpointsAreZeroAndOne: Bool,
        seconds: Double?,
        width: Int
    ) -> FitReport {
        let count = path.segments.count
        var rows = [["segment", "x0", "x1", "y0", "y1", "handles", "max error"]]
        var segments: [JSONValue] = []
        for (index, segment) in path.segments.enumerated() {
            let handles =
                "(\(TextFormat.statistic(segment.x[1])), \(TextFormat.statistic(segment.y[1]))) "
                + "(\(TextFormat.statistic(segment.x[2])), \(TextFormat.statistic(segment.y[2])))"
            rows.append([
                "\(index + 1)", TextFormat.statistic(segment.x[0]), TextFormat.statistic(segment.x[3]), TextFormat.statistic(segment.y[0]),
                TextFormat.statistic(segment.y[3]), handles, TextFormat.statistic(fit.segmentErrors[index]),
            ])
            segments.append(.object([("x", .numbers(segment.x)), ("y", .numbers(segment.y)), ("max", .finite(fit.segmentErrors[index]))]))
        }
        var lines = [
            "fit \(target): a path of \(count) cubic Bézier segment\(count == 1 ? "" : "s")"
                + (tolerance.map { ", the fewest within \(TextFormat.shortest($0))" } ?? "")
        ]
        lines += segmentLines(rows, width: width, axes: ("x", "y"))
        lines += [
            "  rms of residuals   \(TextFormat.statistic(fit.rms)) (\(fit.samples + 1) samples)",
            "  max |error|        \(TextFormat.statistic(fit.maxError)) at x = \(TextFormat.statistic(fit.maxErrorAt)) (checked at about \(denseSamples) points)",
            "  R²                 \(TextFormat.statistic(fit.rSquared))",
        ]
        if let seconds { lines.append("  time               \(Self.milliseconds(seconds))") }
        let definition = PathKind.definition(path, words: PlatformKindWords.self)
        lines.append("  " + definition)
        if !endpointsAreZeroAndOne { lines.append(endpointsNote) }
        lines.append(Self.resultLine(name, replaced: replaced))
        lines = lines.flatMap { Formatting.fitting($0, width: width) }
        var members: [(key: String, value: JSONValue)] = [
            ("command", .string(FitCommand.name)), ("family", .string(FitFamily.path.rawValue)), ("target", .string(target)),
            ("curve", .string(name)), ("replaced", .bool(replaced)), ("segments", .array(segments)), ("path", .string(definition)),
            ("rms", .finite(fit.rms)), ("max", .finite(fit.maxError)), ("at", .number(fit.maxErrorAt)), ("r2", .finite(fit.rSquared)),
            ("samples", .number(Double(fit.samples + 1))), ("endpoints", .bool(endpointsAreZeroAndOne)),
        ]
        if let tolerance { members.append(("tolerance", .number(tolerance))) }
        if let seconds { members.append(("seconds", .number(seconds))) }
        return FitReport(text: lines.joined(separator: "\n"), json: .object(members))
    }

    /// `fit … family=all`: one row per family, the best marked.
    static func families(_ comparison: FitFamilies.Comparison, target: String, seconds: Double?, width: Int) -> FitReport {
        var rows = [["", "family", "rms", "max |error|", "at x", "size"]]
        var json: [JSONValue] = []
        for (index, row) in comparison.rows.enumerated() {
            let mark = index == comparison.best ? "*" : ""
            if let result = row.result {
                rows.append([
                    mark, row.family, TextFormat.statistic(result.rms), TextFormat.statistic(result.maxError),
                    TextFormat.statistic(result.at),
                    row.size,
                ])
                json.append(
                    .object([
                        ("family", .string(row.family)), ("rms", .finite(result.rms)), ("max", .finite(result.maxError)),
                        ("at", .number(result.at)),
                        ("numbers", .number(Double(row.numbers))), ("size", .string(row.size)), ("best", .bool(index == comparison.best)),
                        ("curve", .string(exactCSS(result.curve) ?? CurveDescription.definition(result.curve))),
                    ]))
            } else {
                rows.append([mark, row.family, "-", "-", "-", "none: " + (row.failure ?? "")])
                json.append(.object([("family", .string(row.family)), ("failure", .string(row.failure ?? ""))]))
            }
        }
        let pieces = comparison.segments.map { "path and keyframes with \($0) segments, " } ?? ""
        var lines = [
            "fit \(target): every family (nothing added); rms over \(comparison.samples) samples, max over \(comparison.checkPoints) points",
            "  \(pieces)path, keyframes and linear() within \(TextFormat.shortest(comparison.tolerance)) where they count pieces",
        ]
        lines = lines.flatMap { Formatting.fitting($0, width: width) }
        let table = Formatting.table(rows).split(separator: "\n").map { "  " + $0 }
        lines +=
            table.allSatisfy({ $0.count <= width })
            ? table
            : rows.dropFirst().flatMap { row in
                Formatting.wrap(
                    "\(row[0].isEmpty ? "" : "* ")\(row[1]): rms \(row[2]), max |error| \(row[3]) at x = \(row[4]), \(row[5])",
                    width: width, indent: 4, firstIndent: 2)
            }
        var closing = [String]()
        if let best = comparison.best, let result = comparison.rows[best].result {
            let row = comparison.rows[best]
            closing.append(
                result.maxError <= comparison.tolerance
                    ? "  * best: \(row.family), the smallest result within \(TextFormat.shortest(comparison.tolerance)): \(row.size)"
                    : "  * best: \(row.family), the smallest max error; none is within \(TextFormat.shortest(comparison.tolerance))")
        }
        if let seconds { closing.append("  time \(Self.milliseconds(seconds))") }
        lines += closing.flatMap { Formatting.fitting($0, width: width) }
        var members: [(key: String, value: JSONValue)] = [
            ("command", .string(FitCommand.name)), ("family", .string(FitFamily.all.rawValue)), ("target", .string(target)),
            ("families", .array(json)), ("tolerance", .number(comparison.tolerance)), ("samples", .number(Double(comparison.samples))),
            ("checked", .number(Double(comparison.checkPoints))),
        ]
        if let best = comparison.best { members.append(("best", .string(comparison.rows[best].family))) }
        if let seconds { members.append(("seconds", .number(seconds))) }
        return FitReport(text: lines.joined(separator: "\n"), json: .object(members))
    }
}

extension FitReport {
    /// The line `export NAME css [digits=N]` writes for `curve` when it is exact, else nil.
    static func exactCSS(_ curve: Curve, digits: Digits = .fewest) -> String? {
        ExportPipeline.exactLine(curve, named: "fit", platform: .css, digits: digits)
    }
}
