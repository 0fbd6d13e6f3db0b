import CurveKit
import Workbench

/// The session as the live page draws it, pushed after every change: each curve with its
/// definition, its values at ``sampleCount`` + 1 evenly spaced times (the page draws the exact
/// curve from them), the CSS timing function the browser animates it with, its `edit` views
/// (what can be dragged or typed), and its target's values and error when a target is set;
/// and each animation (``LiveAnimationPart``).
///
/// Two messages come out of every ``update(for:)``: the whole session (``LiveUpdate/full``, for
/// a page that connects or lost track) and the change since the last update
/// (``LiveUpdate/change``), which carries only the parts that changed. Both name every curve and
/// animation in order (`curve_names`, `animation_names`), so a part that is not named any more
/// is gone; `sequence` counts updates and a change's `base` is the sequence it applies to (null
/// in a whole session), so a page that missed one asks for the whole session again.
///
/// ```json
/// {"type": "session", "sequence": 4, "base": 3, "revision": 3, "undo": "point pop 1 0.3 0.1",
///  "redo": null, "curve_names": ["pop"], "animation_names": [],
///  "curves": [{"name": "pop", "kind": "bezier", "definition": "bezier 0.3 0.1 0.2 1",
///              "samples": [0, …, 1], "css": "cubic-bezier(0.3, 0.1, 0.2, 1)", "exact": true,
///              "views": [{"name": "control points", "parameters": [{"name": "x1", "value": 0.3,
///                          "min": 0, "max": 1, "whole": false}, …],
///                         "points": [{"name": "P1", "x": 0, "y": 1}, …]}],
///              "note": null, "target": null}],
///  "animations": []}
/// ```
///
/// A part is kept, as JSON text, while what it shows stays the same, so a change to one curve
/// of fifty costs one curve's work and a message of one curve.
public struct LiveSnapshot: Sendable {
    /// Intervals between the samples of each curve.
    public static let sampleCount = 200
    /// The track the page's preview squares run along, in CSS pixels: `linear()` stops are
    /// fitted within half a pixel of it.
    public static let trackLength = 400.0

    /// What a part shows: a part with the same key is the same text.
    private struct CacheKey: Hashable {
        var name: String
        var definition: String
        var detail: String
        /// A recording's slow-tail note (``NamedCurve/slowTail``), or empty.
        var note = ""
    }

    private var curveParts: [CacheKey: String] = [:]
    private var animationParts: [CacheKey: String] = [:]
    /// The keys the last update sent, by name.
    private var sentCurves: [String: CacheKey] = [:]
    private var sentAnimations: [String: CacheKey] = [:]
    private var sequence = 0

    public init() {}

    /// The whole session's message (an update: the sequence moves on).
    public mutating func message(for interpreter: Interpreter) -> String {
        update(for: interpreter).full
    }

    /// The session now, whole and as a change since the last update.
    public mutating func update(for interpreter: Interpreter) -> LiveUpdate {
        sequence += 1
        var curves: [(key: CacheKey, text: String)] = []
        var keptCurves: [CacheKey: String] = [:]
        for named in interpreter.session.curves {
            let target = named.target.flatMap { try? interpreter.resolve($0) }
            let key = CacheKey(
                name: named.name, definition: CurveDescription.definition(named.curve),
                detail: target.map { $0.name + "=" + CurveDescription.definition($0.curve) } ?? "",
                note: Self.note(named) ?? "")
            let text = curveParts[key] ?? Self.part(named, target: target).serialized
            keptCurves[key] = text
            curves.append((key, text))
        }
        curveParts = keptCurves
        var animations: [(key: CacheKey, text: String)] = []
        var keptAnimations: [CacheKey: String] = [:]
        for animation in interpreter.session.animations {
            let key = CacheKey(name: animation.name, definition: animation.definition, detail: CurveDescription.definition(animation.curve))
            let text = animationParts[key] ?? LiveAnimationPart.part(animation).serialized
            keptAnimations[key] = text
            animations.append((key, text))
        }
        animationParts = keptAnimations
        let changedCurves = curves.filter { sentCurves[$0.key.name] != $0.key }.map(\.text)
        let changedAnimations = animations.filter { sentAnimations[$0.key.name] != $0.key }.map(\.text)
        sentCurves = Dictionary(curves.map { ($0.key.name, $0.key) }, uniquingKeysWith: { $1 })
        sentAnimations = Dictionary(animations.map { ($0.key.name, $0.key) }, uniquingKeysWith: { $1 })
        func message(base: Int?, curveTexts: [String], animationTexts: [String]) -> String {
            let head: JSONValue = .object([
                ("type", "session"),
                ("sequence", .number(Double(sequence))),
                ("base", base.map { .number(Double($0)) } ?? .null),
                ("revision", .number(Double(interpreter.revision))),
                ("undo", interpreter.undoableCommand.map { .string($0) } ?? .null),
                ("redo", interpreter.redoableCommand.map { .string($0) } ?? .null),
                ("curve_names", .array(curves.map { .string($0.key.name) })),
                ("animation_names", .array(animations.map { .string($0.key.name) })),
            ])
            var text = head.serialized
            text.removeLast()  // the closing brace: the parts follow
            text += ",\"curves\":[" + curveTexts.joined(separator: ",") + "],\"animations\":["
            text += animationTexts.joined(separator: ",") + "]}"
            return text
        }
        return LiveUpdate(
            sequence: sequence,
            full: message(base: nil, curveTexts: curves.map(\.text), animationTexts: animations.map(\.text)),
            change: message(base: sequence - 1, curveTexts: changedCurves, animationTexts: changedAnimations))
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
            ("note", note(named).map(JSONValue.string) ?? .null),
        ]
        if let target {
            let comparison = CurveComparison(named.curve, target.curve, intervals: Limits.defaultComparisonIntervals)
            members.append(
                (
                    "target",
                    [
                        "name": .string(target.name), "samples": samples(target.curve),
                        "max_error": .finite(comparison.maxAbsoluteDifference), "at": .finite(comparison.at),
                    ]
                ))
        } else {
            members.append(("target", .null))
        }
        return .object(members)
    }

    /// What the shell notes under exporting or animating the curve: a recording's slow tail
    /// (``NamedCurve/slowTail``), which the card shows under its definition.
    static func note(_ named: NamedCurve) -> String? { named.slowTail?.note(recording: named.name) }

    /// The curve's values at x = i / sampleCount, to 6 decimals (a thousandth of a pixel on
    /// any plot); a value that is not a finite number is null.
    static func samples(_ curve: Curve) -> JSONValue {
        .array(
            (0...sampleCount).map { index in
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

extension LiveSnapshot {
    /// Several messages the page handles as one, in order, in one task: an edit's change of the
    /// session with its reply, so the page shows both in the same frame.
    public static func batch(_ messages: [String]) -> String {
        "{\"type\":\"batch\",\"messages\":[" + messages.joined(separator: ",") + "]}"
    }
}

/// One update of the page: the whole session, and the change since the update before.
public struct LiveUpdate: Sendable, Equatable {
    /// The update's number (``LiveSnapshot``).
    public var sequence: Int
    /// The whole session, for a page that connects or asks for it.
    public var full: String
    /// Only what changed since update `sequence − 1`.
    public var change: String
}
