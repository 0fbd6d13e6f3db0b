import CurveKit
import Foundation
import Platforms

/// `point NAME 1|2 X Y`: move a control point of a Bézier.
struct PointCommand: CommandDeclaration {
    static let name = "point"
    static let summary = "move control point 1 or 2 of a Bézier curve and show the effect"
    static let details = "Prints the new curve and how far it moved from the previous one (max and RMS difference)."
    static let changesSession = true

    var curve = ""
    var index = 1
    var x = 0.0
    var y = 0.0

    static var arguments: [Argument<Self>] {
        [
            .positional("NAME", \.curve, .curve(.ownCurves())),
            .positional("1|2", \.index, .integer(in: 1...2, completion: .words(["1", "2"])), role: "the control point number"),
            .positional("X", \.x, .number()),
            .positional("Y", \.y, .number()),
        ]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.movePoint(&interpreter, of: curve, index: index, x: x, y: y, text: context.text)
    }
}

extension PointCommand {
    static func movePoint(_ interpreter: inout Interpreter, of name: String, index: Int, x: Double, y: Double, text: String)
        throws(CommandError) -> Reply
    {
        let named = try interpreter.ownCurve(name, cannot: "change", usable: { $0.bezier != nil })
        guard let old = named.curve.bezier else {
            return try interpreter.fail("'\(name)' is not a Bézier curve; point moves the control points of Bézier curves")
        }
        var points = old.controlPoints
        points[2 * (index - 1)] = x
        points[2 * (index - 1) + 1] = y
        let moved: CubicBezier
        do {
            moved = try CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        } catch {
            throw CommandError(error.wording)
        }
        var updated = named
        updated.curve = .bezier(moved)
        updated.provenance = nil
        try interpreter.commit(.defineCurve(updated), command: text)
        let change = CurveComparison(.bezier(old), .bezier(moved), intervals: Limits.defaultComparisonIntervals)
        let lines = [
            "\(name) = \(CurveDescription.definition(updated.curve))",
            "  \(CurveDescription.summary(updated.curve))",
            "  moved control point \(index) from (\(TextFormat.shortest(old.controlPoints[2 * index - 2])), "
                + "\(TextFormat.shortest(old.controlPoints[2 * index - 1]))) to (\(TextFormat.shortest(x)), \(TextFormat.shortest(y)))",
            "  change: max \(TextFormat.statistic(change.maxAbsoluteDifference)) at x = \(TextFormat.statistic(change.at)),"
                + " RMS \(TextFormat.statistic(change.rmsDifference))",
        ]
        var json = CurveDescription.json(command: Self.name, name: name, curve: updated.curve)
        var text = lines.joined(separator: "\n")
        if case .object(var members) = json {
            members.append(
                ("change", ["max": .finite(change.maxAbsoluteDifference), "at": .number(change.at), "rms": .finite(change.rmsDifference)]))
            if let (line, target) = try interpreter.targetReport(for: updated) {
                text += "\n" + line
                members.append(("target", target))
            }
            json = .object(members)
        }
        return Reply(text: text, json: json)
    }
}

extension Command {
    /// `point NAME I X Y` (the live page's moves of a control point).
    package static func point(curve: String, index: Int, x: Double, y: Double) -> Command {
        Command(PointCommand(curve: curve, index: index, x: x, y: y))
    }
}
