extension Interpreter {
    /// `diff FILE`: the session against a file; `diff FILE1 FILE2`: two files.
    func diff(_ first: String, _ second: String?) throws(CommandError) -> Reply {
        let (leftName, left, rightName, right): (String, Session, String, Session)
        if let second {
            (leftName, left, rightName, right) = (first, try readSession(first).session, second, try readSession(second).session)
        } else {
            (leftName, left, rightName, right) = ("session", session, first, try readSession(first).session)
        }
        var rows = [["curve", leftName, rightName]]
        var entries: [JSONValue] = []
        var same = 0
        let names = left.curves.map(\.name) + right.curves.map(\.name).filter { left.curve(named: $0) == nil }
        for name in names {
            let a = left.curve(named: name)?.curve
            let b = right.curve(named: name)?.curve
            if a == b {
                same += 1
                continue
            }
            let describe = { (curve: CurveKit.Curve?) in curve.map(CurveDescription.definition) ?? "—" }
            rows.append([name, describe(a), describe(b)])
            entries.append(.object([
                ("curve", .string(name)),
                ("left", a.map { .object(CurveDescription.jsonMembers($0)) } ?? .null),
                ("right", b.map { .object(CurveDescription.jsonMembers($0)) } ?? .null),
            ]))
        }
        let summary = "\(same) curve\(same == 1 ? "" : "s") identical, \(rows.count - 1) different"
        let text = rows.count == 1 ? "no differences: \(summary)" : Formatting.table(rows) + "\n" + summary
        return Reply(
            text: text,
            json: .object([("command", "diff"), ("left", .string(leftName)), ("right", .string(rightName)),
                           ("identical", .number(Double(same))), ("differences", .array(entries))]))
    }
}

import CurveKit
