import CurveKit
import Foundation
import Platforms

/// `sample NAME [N] [from=A] [to=B]`: evenly spaced points.
struct SampleCommand: CommandDeclaration {
    static let name = "sample"
    static let summary = "N+1 evenly spaced points on [0, 1] or [A, B] (default N = 10): x, y and slope dy/dx"
    static let details =
        "N is a whole number from 1 to \(Limits.maximumIntervals). Outside [0, 1] Béziers and linear() continue as CSS Easing says; the other kinds hold their end values (help curves)."
    static let isRecordedQuery = true

    var curve = ""
    var intervals = Limits.defaultSampleIntervals
    var range = InputRange.unit

    static var arguments: [Argument<Self>] {
        [
            .positional("NAME", \.curve, .curve(.curves())),
            .optional("N", \.intervals, .integer(in: 1...Limits.maximumIntervals)),
        ] + InputRange.arguments(\.range, from: "A", to: "B")
    }

    static func check(_ command: SampleCommand, given: [String: Token]) throws(CommandError) {
        try command.range.check(given)
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
        if curve.hasFastSampling, range.isUnit {
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
