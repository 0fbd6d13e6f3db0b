import CurveKit

extension Interpreter {
    mutating func define(_ name: String, _ definition: Command.Definition, text: String) throws(CommandError) -> Reply {
        try ensureRoom(forCurve: name)
        let curve = try makeCurve(definition)
        var source: String?
        if case .copy(let other) = definition { source = other }
        try ensureKeyframesAnimationsKeepKeyframes(name, curve)
        let previous = session.curve(named: name)
        let replaced = previous != nil
        try commit(.defineCurve(NamedCurve(name: name, curve: curve, description: previous?.description, target: previous?.target)),
               command: text)
        var line = "\(name) = \(CurveDescription.definition(curve))"
        if let source { line += "  (copy of \(source))" }
        line += "\n  \(CurveDescription.summary(curve))"
        if replaced { line += "\n  (replaced the previous \(name); undo brings it back)" }
        return Reply(text: line, json: curveJSON(command: "define", name: name, curve: curve))
    }

    /// The session's own curve called `name`, for a command that changes it. A preset or one
    /// of Penner's curves is built in: the error says so and, unless `copy` is empty, how to
    /// copy it (`copy`, default `my-NAME`, = NAME); any other name gets ``resolve(_:)``'s
    /// unknown-curve message.
    func ownCurve(_ name: String, cannot change: String, copy: String? = nil) throws(CommandError) -> NamedCurve {
        if let named = session.curve(named: name) { return named }
        if Interpreter.builtInCurve(named: name) != nil {
            let what = Preset(named: name) != nil ? "a preset" : "one of Penner's curves, built in,"
            let copying = copy == "" ? "" : "; copy it first: \(copy ?? "my-\(name)") = \(name)"
            return try fail("'\(name)' is \(what) and cannot \(change)\(copying)")
        }
        _ = try resolve(name)
        return try fail("unknown curve '\(name)'")
    }

    mutating func movePoint(of name: String, index: Int, x: Double, y: Double, text: String) throws(CommandError) -> Reply {
        let named = try ownCurve(name, cannot: "change")
        guard case .bezier(let old) = named.curve else {
            return try fail("'\(name)' is not a Bézier curve; point moves the control points of Bézier curves")
        }
        var points = old.controlPoints
        points[2 * (index - 1)] = x
        points[2 * (index - 1) + 1] = y
        let moved: CubicBezier
        do {
            moved = try CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        } catch {
            throw CommandError(error.message)
        }
        var updated = named
        updated.curve = .bezier(moved)
        updated.provenance = nil
        try commit(.defineCurve(updated), command: text)
        let change = CurveComparison(.bezier(old), .bezier(moved), intervals: Limits.defaultComparisonIntervals)
        let lines = [
            "\(name) = \(CurveDescription.definition(updated.curve))",
            "  \(CurveDescription.summary(updated.curve))",
            "  moved control point \(index) from (\(Formatting.parameter(old.controlPoints[2 * index - 2])), "
                + "\(Formatting.parameter(old.controlPoints[2 * index - 1]))) to (\(Formatting.parameter(x)), \(Formatting.parameter(y)))",
            "  change: max \(Formatting.statistic(change.maxAbsoluteDifference)) at x = \(Formatting.statistic(change.at)),"
                + " RMS \(Formatting.statistic(change.rmsDifference))",
        ]
        var json = curveJSON(command: "point", name: name, curve: updated.curve)
        var text = lines.joined(separator: "\n")
        if case .object(var members) = json {
            members.append(("change", ["max": .finite(change.maxAbsoluteDifference), "at": .number(change.at), "rms": .finite(change.rmsDifference)]))
            if let (line, target) = try targetReport(for: updated) {
                text += "\n" + line
                members.append(("target", target))
            }
            json = .object(members)
        }
        return Reply(text: text, json: json)
    }

    mutating func delete(_ name: String, text: String) throws(CommandError) -> Reply {
        _ = try ownCurve(name, cannot: "be deleted", copy: "")
        let users = session.animations(using: name)
        if !users.isEmpty {
            let (noun, pronoun) = users.count == 1 ? ("animation", users[0]) : ("animations", "them")
            return try fail("\(name) is used by \(noun) \(users.joined(separator: ", ")); "
                + "delete \(pronoun) first or point \(users.count == 1 ? "it" : "them") at another curve")
        }
        try commit(.removeCurve(named: name), command: text)
        return Reply(text: "deleted \(name)", json: ["command": "delete", "curve": .string(name)])
    }

    mutating func rename(_ old: String, to new: String, text: String) throws(CommandError) -> Reply {
        _ = try ownCurve(old, cannot: "be renamed", copy: new)
        if old == new { return try fail("'\(old)' already has that name") }
        if session.curve(named: new) != nil {
            return try fail("a curve called '\(new)' already exists; delete it first or choose another name")
        }
        let users = session.animations(using: old)
        var next = session
        next.rename(old, to: new)
        try commit(.replaceSession(next), command: text)
        var reply = "renamed \(old) to \(new)"
        if !users.isEmpty {
            reply += "\n  \(users.count == 1 ? "animation" : "animations") \(users.joined(separator: ", ")) now \(users.count == 1 ? "uses" : "use") \(new)"
        }
        var members: [(key: String, value: JSONValue)] = [("command", "rename"), ("from", .string(old)), ("to", .string(new))]
        if !users.isEmpty { members.append(("animations", .array(users.map(JSONValue.string)))) }
        return Reply(text: reply, json: .object(members))
    }

    /// Refuses to make `name` a curve that is not keyframes while an animation written
    /// `keyframes=NAME` uses it (such an animation needs a keyframes curve).
    func ensureKeyframesAnimationsKeepKeyframes(_ name: String, _ curve: Curve) throws(CommandError) {
        if case .keyframes = curve { return }
        let users = session.animations(using: name).filter { session.animation(named: $0)?.usesKeyframes == true }
        guard !users.isEmpty else { return }
        return try fail("\(name) is used by keyframes animation\(users.count == 1 ? "" : "s") \(users.joined(separator: ", ")), "
            + "which needs a keyframes curve; keep \(name) a keyframes curve, or give the new curve another name")
    }

    func curveJSON(command: String, name: String, curve: Curve) -> JSONValue {
        .object([("command", .string(command)), ("curve", .string(name))] + CurveDescription.jsonMembers(curve))
    }
}
