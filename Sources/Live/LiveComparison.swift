import CurveKit
import Workbench

/// The live page's compare row: the figures `compare A B` gives for two curves (max |difference|
/// and where, RMS and mean, over the same evenly spaced x), as one message the page shows over
/// the two curves drawn on one scale.
public enum LiveComparison {
    /// `{"type": "comparison", "id", "a", "b", "samples", "max", "at", "rms", "mean", "text"}`, or
    /// a reply with the error when a curve is missing.
    public static func message(id: Int, a: String, b: String, in interpreter: Interpreter) -> String {
        let reply: Reply
        do throws(CommandError) {
            reply = try CompareCommand.compare(interpreter, a, b, intervals: Limits.defaultComparisonIntervals, range: .unit, plot: false)
        } catch {
            return LiveSnapshot.reply(id: id, command: nil, text: "", error: error.message)
        }
        var members: [(key: String, value: JSONValue)] = [("type", "comparison"), ("id", .number(Double(id)))]
        if case .object(let figures) = reply.json { members += figures }
        members.append(("text", .string(reply.text)))
        return JSONValue.object(members).serialized
    }
}
