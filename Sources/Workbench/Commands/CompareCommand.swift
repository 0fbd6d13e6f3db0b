import CurveKit
import Foundation
import Platforms

/// `compare A B [samples=N] [from=X0] [to=X1]`: how far apart two curves (or two animations) are.
package struct CompareCommand: CommandDeclaration {
    static let name = "compare"
    static let aliases = ["diff-curves"]
    static let summary = "max absolute difference and where, RMS and mean absolute difference"
    static let details = "Measured at N+1 evenly spaced x on [0, 1] or [X0, X1] (default N = \(Limits.defaultComparisonIntervals))."
    static let isRecordedQuery = true

    var first = ""
    var second = ""
    var intervals = Limits.defaultComparisonIntervals
    var range = InputRange.unit

    static var arguments: [Argument<Self>] {
        let names = ArgumentCompletion.curves(animations: true)
        return [
            .positional("A", \.first, .curve(names)),
            .positional("B", \.second, .curve(names)),
            .option(
                "samples", "N", \.intervals, .integer(in: 1...Limits.maximumIntervals), default: Limits.defaultComparisonIntervals,
                written: { _ in true }),
        ] + InputRange.arguments(\.range, from: "X0", to: "X1")
    }

    static func check(_ command: CompareCommand, given: [String: Token]) throws(CommandError) {
        try command.range.check(given)
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        if interpreter.session.animation(named: first) != nil || interpreter.session.animation(named: second) != nil {
            return try Self.compareAnimations(interpreter, first, second)
        }
        return try Self.compare(interpreter, first, second, intervals: intervals, range: range)
    }
}

extension CompareCommand {
    /// The figures of two curves (and, with `plot`, the terminal plot of both).
    package static func compare(
        _ interpreter: Interpreter, _ first: String, _ second: String, intervals: Int, range: InputRange, plot: Bool = true
    ) throws(CommandError) -> Reply {
        let a = try interpreter.resolve(first)
        let b = try interpreter.resolve(second)
        let comparison = CurveComparison(a.curve, b.curve, intervals: intervals, from: range.from, to: range.to)
        let span = range.isUnit ? "" : " from \(TextFormat.shortest(range.from)) to \(TextFormat.shortest(range.to))"
        let lines =
            [
                "\(first) vs \(second) at \(intervals + 1) evenly spaced x\(span):",
                "  max |difference|   \(TextFormat.statistic(comparison.maxAbsoluteDifference)) at x = \(TextFormat.statistic(comparison.at))",
                "  RMS difference     \(TextFormat.statistic(comparison.rmsDifference))",
                "  mean |difference|  \(TextFormat.statistic(comparison.meanAbsoluteDifference))",
            ] + (plot ? [interpreter.settings.renderComparisonPlot(a, b)] : [])
        let json: JSONValue = .object([
            ("a", .string(first)), ("b", .string(second)),
            ("samples", .number(Double(intervals + 1))),
            ("max", .finite(comparison.maxAbsoluteDifference)), ("at", .number(comparison.at)),
            ("rms", .finite(comparison.rmsDifference)), ("mean", .finite(comparison.meanAbsoluteDifference)),
        ])
        return Reply(text: lines.joined(separator: "\n"), json: json)
    }

    static func compareAnimations(_ interpreter: Interpreter, _ first: String, _ second: String) throws(CommandError) -> Reply {
        let a = try interpreter.resolveAnimation(first)
        let b = try interpreter.resolveAnimation(second)
        do {
            let comparison = try AnimationComparison(a, b)
            return Reply(text: comparison.text, json: comparison.json)
        } catch {
            throw CommandError(error.message)
        }
    }
}
