import CurveKit
import Workbench

/// One animation as the live page shows it: its `anim` line, its ends and its values at each
/// tenth of its duration, its duration, delay and curve, and the CSS timing function of the curve
/// (exact or `linear()`), with which the browser's own engine plays its preview.
///
/// ```json
/// {"name": "slide", "definition": "anim slide position (0,0) (300,0) duration=0.5 curve=pop",
///  "key_path": "position", "kind": "pair", "from": "(0,0)", "to": "(300,0)",
///  "duration": 0.5, "delay": 0, "curve": "pop", "keyframes": false,
///  "css": "cubic-bezier(0.3, 0.1, 0.2, 1)", "exact": true,
///  "values": ["(0,0)", …, "(300,0)"], "colours": null}
/// ```
///
/// `colours` holds the two ends as CSS colours when the value is a colour, so the preview can
/// paint them.
enum LiveAnimationPart {
    /// The values listed: at 0, 0.1, …, 1 of the duration.
    static let valueCount = 10

    static func part(_ animation: Animation) -> JSONValue {
        let timing = try? CSSTiming.of(animation.curve, tolerance: 0.5 / LiveSnapshot.trackLength)
        let values: [JSONValue] = (0...valueCount).map { index in
            .string(animation.value(atTime: animation.duration * Double(index) / Double(valueCount)).formatted(decimals: 4))
        }
        var colours: JSONValue = .null
        if case .colour = animation.firstValue, case .colour = animation.lastValue {
            colours = .array([.string(css(animation.firstValue)), .string(css(animation.lastValue))])
        }
        return .object([
            ("name", .string(animation.name)),
            ("definition", .string(animation.definition)),
            ("key_path", .string(animation.keyPath)),
            ("kind", .string(animation.from.kind)),
            ("from", .string(animation.from.description)),
            ("to", .string(animation.to.description)),
            ("duration", .number(animation.duration)),
            ("delay", .number(animation.delay)),
            ("curve", .string(animation.curveName)),
            ("keyframes", .bool(animation.usesKeyframes)),
            ("css", timing.map { .string($0.css) } ?? .null),
            ("exact", .bool(timing?.source == .exact)),
            ("values", .array(values)),
            ("colours", colours),
        ])
    }

    /// `rgba(r, g, b, a)` for a colour value.
    static func css(_ value: AnimationValue) -> String {
        guard case .colour(let red, let green, let blue, let alpha) = value else { return "" }
        let channels = [red, green, blue].map { TextFormat.shortest(min(255, max(0, $0))) }
        return "rgba(\(channels.joined(separator: ", ")), \(TextFormat.shortest(min(1, max(0, alpha)))))"
    }
}

extension Animation {
    /// This animation with the page's changes: its other options (key path, fps, repeat,
    /// autoreverse, the keyframes form) as they are. Throws what is wrong with a new value.
    func changed(_ change: LiveRequest.AnimationChange, in interpreter: Interpreter) throws(AnimationError) -> Animation {
        func value(_ text: String?, _ label: String, _ current: AnimationValue) throws(AnimationError) -> AnimationValue {
            guard let text else { return current }
            do { return try AnimationValue(parsing: text) } catch { throw AnimationError("\(label): \(error.message)") }
        }
        let curveName = change.curve ?? self.curveName
        guard let curve = (try? interpreter.resolve(curveName))?.curve else {
            throw AnimationError.unknownCurve(curveName, option: usesKeyframes ? "keyframes" : "curve")
        }
        return try Animation(
            name: name, keyPath: keyPath, from: try value(change.from, "FROM", from), to: try value(change.to, "TO", to),
            duration: change.duration ?? duration, curveName: curveName, curve: curve, keyframes: usesKeyframes, fps: fps,
            delay: change.delay ?? delay, repeatCount: repeatCount, autoreverses: autoreverses)
    }
}
