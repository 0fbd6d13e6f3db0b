import CurveKit

/// How `anim` reads seconds and whole numbers, the session file's JSON object, and the
/// definition text that reads back to the same animation.
extension Animation {
    // MARK: - Command words

    /// Seconds: `0.5`, `0.5s` or `500ms`.
    package static func seconds(_ text: String, option: String) throws(AnimationError) -> Double {
        let lower = text.lowercased()
        var scale = 1.0
        var digits = Substring(lower)
        if lower.hasSuffix("ms") {
            (scale, digits) = (0.001, digits.dropLast(2))
        } else if lower.hasSuffix("s") {
            digits = digits.dropLast()
        }
        guard let value = AnimationValue.number(digits) else {
            throw AnimationError("\(option) must be a number of seconds, like 0.35, 0.35s or 350ms (got \"\(text)\")")
        }
        return value * scale
    }

    /// A whole number written as any number the other commands take (`60`, `6e1`).
    package static func whole(_ text: String, option: String, meaning: String) throws(AnimationError) -> Int {
        guard let number = AnimationValue.number(Substring(text)), number == number.rounded(), abs(number) <= 1e15 else {
            throw AnimationError("\(option) must be a whole number (\(meaning)); got \"\(text)\"")
        }
        return Int(number)
    }

    /// The `anim` command that makes this animation again (options at their defaults left out).
    public var definition: String {
        var words = ["anim", name, keyPath]
        if !(usesKeyframes && from == .number(0) && to == .number(1)) {
            words += [from.description, to.description]
        }
        words.append(usesKeyframes ? "keyframes=\(curveName)" : "duration=\(TextFormat.shortest(duration))")
        words.append(usesKeyframes ? "duration=\(TextFormat.shortest(duration))" : "curve=\(curveName)")
        if fps != Self.defaultFPS { words.append("fps=\(fps)") }
        if delay != 0 { words.append("delay=\(TextFormat.shortest(delay))") }
        if repeatCount != 1 { words.append("repeat=\(repeatCount)") }
        if autoreverses { words.append("autoreverse") }
        return words.joined(separator: " ")
    }

    /// One line for people: `position (150,32) → (300,32) in 0.5 s, ease-out, 60 fps`.
    package var summary: String {
        let (start, end) = usesRawKeyValues ? (firstValue, lastValue) : (from, to)
        var text =
            "\(keyPath) \(start) → \(end) in \(TextFormat.shortest(duration)) s, "
            + (usesKeyframes ? "keyframes \(curveName)" : curveName) + ", \(fps) fps"
        if delay != 0 { text += ", delay \(TextFormat.shortest(delay)) s" }
        if repeatCount != 1 { text += ", \(repeatCount) times" }
        if autoreverses { text += ", autoreverses" }
        return text
    }

    // MARK: - Session file

    /// The session file's object: `{"name", "keyPath", "from", "to", "duration", "curve",
    /// ["keyframes": true,] "fps", "delay", "repeat", "autoreverse"}`, values as their canonical
    /// text, numbers in shortest round-trip form.
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(name)), ("keyPath", .string(keyPath)),
            ("from", .string(from.description)), ("to", .string(to.description)),
            ("duration", .number(duration)), ("curve", .string(curveName)),
        ]
        if usesKeyframes { members.append(("keyframes", true)) }
        members += [
            ("fps", .number(Double(fps))), ("delay", .number(delay)),
            ("repeat", .number(Double(repeatCount))), ("autoreverse", .bool(autoreverses)),
        ]
        return .object(members)
    }

    /// Reads the object `json` writes. `fps`, `delay`, `repeat`, `autoreverse` and
    /// `keyframes` may be missing (defaults); `resolveCurve` turns the curve's name into the
    /// curve. Errors name the animation and the member.
    public init(json: JSONValue, resolveCurve: (String) -> Curve?) throws(AnimationError) {
        guard case .object = json else { throw AnimationError("an animation must be a JSON object") }
        guard case .string(let name)? = json["name"] else {
            throw AnimationError("an animation needs a \"name\" string")
        }
        func fail(_ message: String) -> AnimationError { AnimationError("animation \"\(name)\": \(message)") }
        func string(_ key: String) throws(AnimationError) -> String {
            guard case .string(let value)? = json[key] else { throw fail("\"\(key)\" must be a string") }
            return value
        }
        func number(_ key: String, default value: Double? = nil) throws(AnimationError) -> Double {
            switch (json[key], value) {
            case (.number(let number)?, _): return number
            case (nil, let value?): return value
            default: throw fail("\"\(key)\" must be a number")
            }
        }
        func integer(_ key: String, default value: Int) throws(AnimationError) -> Int {
            let number = try number(key, default: Double(value))
            guard number == number.rounded(), abs(number) < 1e9 else { throw fail("\"\(key)\" must be a whole number") }
            return Int(number)
        }
        func bool(_ key: String) throws(AnimationError) -> Bool {
            switch json[key] {
            case .bool(let value)?: return value
            case nil: return false
            default: throw fail("\"\(key)\" must be true or false")
            }
        }
        let keyPath = try string("keyPath")
        let from: AnimationValue, to: AnimationValue
        do {
            from = try AnimationValue(parsing: try string("from"))
            to = try AnimationValue(parsing: try string("to"))
        } catch {
            throw fail(error.message)
        }
        let curveName = try string("curve")
        guard let curve = resolveCurve(curveName) else {
            throw fail("unknown curve \"\(curveName)\"; define it before the animation that uses it")
        }
        do {
            try self.init(
                name: name, keyPath: keyPath, from: from, to: to, duration: try number("duration"),
                curveName: curveName, curve: curve, keyframes: try bool("keyframes"),
                fps: try integer("fps", default: Self.defaultFPS), delay: try number("delay", default: 0),
                repeatCount: try integer("repeat", default: 1), autoreverses: try bool("autoreverse"))
        } catch {
            throw error.message.hasPrefix("animation \"") ? error : fail(error.message)
        }
    }
}
