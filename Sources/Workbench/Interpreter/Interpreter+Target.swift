import CurveKit

extension Interpreter {
    mutating func setTarget(of name: String, to other: String?, text: String) throws(CommandError) -> Reply {
        var named = try ownCurve(name, cannot: "have a target")
        if let other {
            _ = try resolve(other)
            if other == name { return try fail("a curve cannot be its own target") }
        }
        named.target = other
        try commit(.defineCurve(named), command: text)
        guard other != nil, let (line, report) = try targetReport(for: named) else {
            return Reply(text: "\(name) has no target now", json: ["command": "target", "curve": .string(name), "target": .null])
        }
        return Reply(text: line, json: ["command": "target", "curve": .string(name), "against": report])
    }

    /// `against OTHER: RMS …, max … at x = …` for a curve with a target; nil without one.
    /// A target that no longer exists is reported as such rather than failing the command.
    func targetReport(for named: NamedCurve) throws(CommandError) -> (String, JSONValue)? {
        guard let targetName = named.target else { return nil }
        guard let target = try? resolve(targetName) else {
            return ("  against \(targetName): no such curve any more", ["target": .string(targetName), "missing": true])
        }
        let comparison = CurveComparison(named.curve, target.curve, intervals: Limits.defaultComparisonIntervals)
        let line = "  against \(targetName): RMS \(Formatting.statistic(comparison.rmsDifference)), "
            + "max \(Formatting.statistic(comparison.maxAbsoluteDifference)) at x = \(Formatting.statistic(comparison.at))"
        let json: JSONValue = [
            "target": .string(targetName), "rms": .finite(comparison.rmsDifference),
            "max": .finite(comparison.maxAbsoluteDifference), "at": .number(comparison.at),
        ]
        return (line, json)
    }
}

extension Interpreter {
    mutating func describe(_ name: String?, as text: String, command: String) throws(CommandError) -> Reply {
        let edit: SessionEdit
        if let name {
            guard var named = session.curve(named: name) else {
                _ = try resolve(name)
                return try fail("'\(name)' is not a curve of the session; only the session's curves have descriptions")
            }
            named.description = text
            edit = .defineCurve(named)
        } else {
            edit = .describeSession(text)
        }
        try commit(edit, command: command)
        return Reply(
            text: "\(name ?? "the session"): \(text)",
            json: ["command": "describe", "curve": name.map(JSONValue.string) ?? .null, "text": .string(text)])
    }
}
