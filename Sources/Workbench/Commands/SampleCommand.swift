import CurveKit
import Foundation

/// `sample NAME [N] [from=A] [to=B]`: evenly spaced points.
struct SampleCommand: CommandDeclaration {
    static let name = "sample"
    static let usage = "sample NAME [N] [from=A] [to=B]"
    static let summary = "N+1 evenly spaced points on [0, 1] or [A, B] (default N = 10): x, y and slope dy/dx"
    static let details = "N is a whole number from 1 to \(Limits.maximumIntervals). Outside [0, 1] Béziers and linear() continue as CSS Easing says; the other kinds hold their end values (help curves)."
    static let isRecordedQuery = true

    var curve: String
    var intervals: Int
    var range: InputRange

    static func parse(_ words: inout Words) throws(CommandError) -> SampleCommand {
        let curve = try words.curveName("NAME")
        let intervals = words.isAtEnd || words.peekIsOption
            ? Limits.defaultSampleIntervals
            : try words.integer("N", in: 1...Limits.maximumIntervals)
        var options = try words.options(allowed: ["from", "to"])
        return SampleCommand(curve: curve, intervals: intervals, range: try options.inputRange())
    }

    var words: [String] { [Self.name, curve, "\(intervals)"] + range.optionWords }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? interpreter.allCurveNames : ["from=", "to="]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.sample(interpreter, curve, intervals: intervals, range: range)
    }
}

extension SampleCommand {
    /// `sample NAME N [from=A to=B]`. Up to a million points take a while, so the work is done
    /// in pieces of ``cancellationPiece`` points, asking `Settings.isCancelled` after each; the
    /// table is written as it is made (``SampleTable``), never held whole as text or JSON.
    static func sample(_ interpreter: Interpreter, _ name: String, intervals: Int, range: InputRange) throws(CommandError) -> Reply {
        let curve = try interpreter.resolve(name).curve
        var points: [CurvePoint] = []
        if case .bezier = curve, range.isUnit {
            // One fast sweep (well under a second for the largest N).
            points = curve.sample(intervals: intervals)
        } else {
            points.reserveCapacity(intervals + 1)
            for index in 0...intervals {
                if index % Interpreter.cancellationPiece == 0 { try interpreter.checkCancelled() }
                let x = CurveComparison.input(index, of: intervals, from: range.from, to: range.to)
                points.append(CurvePoint(x: x, y: curve.value(at: x), slope: curve.slope(at: x)))
            }
        }
        try interpreter.checkCancelled()
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
}
