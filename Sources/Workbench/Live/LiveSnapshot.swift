import CurveKit

/// The session as the live page draws it, one JSON message pushed after every change: each
/// curve with its definition, its values at ``sampleCount`` + 1 evenly spaced times (the page
/// draws the exact curve from them), the CSS timing function the browser animates it with,
/// its `edit` views (what can be dragged or typed), and its target's values and error when a
/// target is set.
///
/// ```json
/// {"type": "session", "revision": 3, "undo": "point pop 1 0.3 0.1", "redo": null,
///  "curves": [{"name": "pop", "kind": "bezier", "definition": "bezier 0.3 0.1 0.2 1",
///              "samples": [0, …, 1], "css": "cubic-bezier(0.3, 0.1, 0.2, 1)", "exact": true,
///              "views": [{"name": "control points", "parameters": [{"name": "x1", "value": 0.3,
///                          "min": 0, "max": 1, "whole": false}, …],
///                         "points": [{"name": "P1", "x": 0, "y": 1}, …]}],
///              "target": null}]}
/// ```
///
/// A curve's part is kept between snapshots while its definition and target stay the same, so
/// a change to one curve of fifty costs one curve's work.
public struct LiveSnapshot: Sendable {
    /// Intervals between the samples of each curve.
    public static let sampleCount = 200
    /// The track the page's preview squares run along, in CSS pixels: `linear()` stops are
    /// fitted within half a pixel of it.
    public static let trackLength = 400.0

    private struct CacheKey: Hashable {
        var name: String
        var definition: String
        var target: String
    }

    private var cache: [CacheKey: JSONValue] = [:]

    public init() {}

    /// The whole session's message.
    public mutating func message(for interpreter: Interpreter) -> String {
        var kept: [CacheKey: JSONValue] = [:]
        var curves: [JSONValue] = []
        for named in interpreter.session.curves {
            let target = named.target.flatMap { try? interpreter.resolve($0) }
            let key = CacheKey(
                name: named.name, definition: CurveDescription.definition(named.curve),
                target: target.map { $0.name + "=" + CurveDescription.definition($0.curve) } ?? "")
            let part = cache[key] ?? Self.part(named, target: target)
            kept[key] = part
            curves.append(part)
        }
        cache = kept
        let message: JSONValue = .object([
            ("type", "session"),
            ("revision", .number(Double(interpreter.revision))),
            ("undo", interpreter.undoStack.last.map { .string($0.command) } ?? .null),
            ("redo", interpreter.redoStack.last.map { .string($0.command) } ?? .null),
            ("curves", .array(curves)),
        ])
        return message.serialized
    }

    /// One curve's part of the message.
    static func part(_ named: NamedCurve, target: NamedCurve?) -> JSONValue {
        let timing = try? CSSTiming.of(named.curve, tolerance: 0.5 / trackLength)
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(named.name)),
            ("kind", .string(named.curve.kind)),
            ("definition", .string(CurveDescription.definition(named.curve))),
            ("samples", samples(named.curve)),
            ("css", timing.map { .string($0.css) } ?? .null),
            ("exact", .bool(timing?.source == .exact)),
            ("views", .array(EditableCurve.views(of: named.curve).map(view))),
        ]
        if let target {
            let comparison = CurveComparison(named.curve, target.curve, intervals: Limits.defaultComparisonIntervals)
            members.append(("target", [
                "name": .string(target.name), "samples": samples(target.curve),
                "max_error": .finite(comparison.maxAbsoluteDifference), "at": .finite(comparison.at),
            ]))
        } else {
            members.append(("target", .null))
        }
        return .object(members)
    }

    /// The curve's values at x = i / sampleCount, to 6 decimals (a thousandth of a pixel on
    /// any plot); a value that is not a finite number is null.
    static func samples(_ curve: Curve) -> JSONValue {
        .array((0...sampleCount).map { index in
            let value = curve.value(at: Double(index) / Double(sampleCount))
            return value.isFinite ? .number((value * 1e6).rounded() / 1e6) : .null
        })
    }

    static func view(_ editable: EditableCurve) -> JSONValue {
        let parameters: [JSONValue] = editable.parameters.map { parameter in
            .object([
                ("name", .string(parameter.name)), ("value", .number(parameter.value)),
                ("min", parameter.bounds.lowerBound.isFinite ? .number(parameter.bounds.lowerBound) : .null),
                ("max", parameter.bounds.upperBound.isFinite ? .number(parameter.bounds.upperBound) : .null),
                ("whole", .bool(parameter.isWhole)),
            ])
        }
        let points: [JSONValue] = editable.items.compactMap { item in
            guard case .point(let name, let x, let y) = item else { return nil }
            return ["name": .string(name), "x": .number(Double(x)), "y": .number(Double(y))]
        }
        return ["name": .string(editable.view), "parameters": .array(parameters), "points": .array(points)]
    }

    /// The reply to one of the page's messages: the command it became (nil for an export or a
    /// refused message), the shell's reply text, and the error if it failed.
    public static func reply(id: Int?, command: String?, text: String, error: String?) -> String {
        JSONValue.object([
            ("type", "reply"),
            ("id", id.map { .number(Double($0)) } ?? .null),
            ("command", command.map(JSONValue.string) ?? .null),
            ("text", .string(text)),
            ("error", error.map(JSONValue.string) ?? .null),
        ]).serialized
    }
}
