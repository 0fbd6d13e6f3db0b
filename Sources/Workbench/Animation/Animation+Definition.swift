import CurveKit

/// The `anim` command's words, the session file's JSON object, and the definition text that
/// reads back to the same animation.
extension Animation {
    public static let usage =
        "anim NAME KEYPATH FROM TO duration=SECONDS curve=CURVE [fps=60] [delay=SECONDS] [repeat=N] [autoreverse]\n"
        + "anim NAME KEYPATH [FROM TO] keyframes=CURVE duration=SECONDS [fps=60] [delay=SECONDS] [repeat=N] [autoreverse]"

    /// The options `anim` accepts, for completion and help.
    static let optionNames = ["duration", "curve", "keyframes", "fps", "delay", "repeat", "autoreverse"]

    // MARK: - Command words

    /// Builds an animation from the words after `anim`:
    /// `NAME KEYPATH FROM TO duration=SECONDS curve=CURVE [fps=N] [delay=SECONDS] [repeat=N] [autoreverse]`,
    /// or with `keyframes=CURVE` instead of `curve=` (then FROM and TO may be left out: the
    /// animation goes from 0 to 1 and takes the key values themselves).
    ///
    /// Lenient about word splitting: `duration = 0.5` (with `=` a word of its own) is read as
    /// `duration=0.5`, and a value split at spaces inside parentheses (`(150,` `32)`) is joined
    /// back. Seconds may carry a unit: `0.5`, `0.5s` or `500ms`. `autoreverse` may also be
    /// written `autoreverse=yes|no|true|false`. `resolveCurve` turns a curve name into a curve
    /// (nil for an unknown name).
    public static func parse(arguments words: [String], resolveCurve: (String) -> Curve?) throws(AnimationError) -> Animation {
        let read = try reading(arguments: words)
        guard let curve = resolveCurve(read.curveName) else {
            throw AnimationError.unknownCurve(read.curveName, option: read.keyframes ? "keyframes" : "curve")
        }
        return try Animation(
            name: read.name, keyPath: read.keyPath, from: read.from, to: read.to, duration: read.duration,
            curveName: read.curveName, curve: curve, keyframes: read.keyframes, fps: read.fps, delay: read.delay,
            repeatCount: read.repeatCount, autoreverses: read.autoreverses)
    }

    /// The words of `anim` read as far as they can be without the session: all but the curve.
    struct Reading {
        var name: String
        var keyPath: String
        var from: AnimationValue
        var to: AnimationValue
        var curveName: String
        var keyframes: Bool
        var duration: Double
        var delay: Double
        var fps: Int
        var repeatCount: Int
        var autoreverses: Bool
    }

    /// Reads the words after `anim` (see ``parse(arguments:resolveCurve:)``); the parser calls
    /// this, so that a mistake in them is an error of the line as typed.
    static func reading(arguments words: [String]) throws(AnimationError) -> Reading {
        let words = joined(words)
        guard words.count >= 2 else {
            throw AnimationError("anim needs a name and a key path; usage:\n" + usage)
        }
        let name = words[0], keyPath = words[1]
        if let problem = problem(withName: name) { throw AnimationError(problem) }
        if let problem = problem(withKeyPath: keyPath) { throw AnimationError(problem) }
        var values: [String] = []
        var options: [String: String] = [:]
        for word in words.dropFirst(2) {
            if let equals = word.firstIndex(of: "=") {
                let key = word[..<equals].lowercased()
                let value = String(word[word.index(after: equals)...])
                guard optionNames.contains(key) else {
                    throw AnimationError(
                        "unknown option \"\(key)=\"; anim accepts duration=, curve=, keyframes=, fps=, delay=, repeat= and autoreverse")
                }
                guard options[key] == nil else { throw AnimationError("\(key)= is given twice") }
                guard !value.isEmpty else { throw AnimationError("\(key)= needs a value") }
                options[key] = value
            } else if word.lowercased() == "autoreverse" {
                guard options["autoreverse"] == nil else { throw AnimationError("autoreverse is given twice") }
                options["autoreverse"] = "yes"
            } else {
                values.append(word)
            }
        }
        let keyframes = options["keyframes"] != nil
        if keyframes && options["curve"] != nil {
            throw AnimationError("give either curve=CURVE or keyframes=CURVE, not both")
        }
        guard let curveName = options["keyframes"] ?? options["curve"] else {
            throw AnimationError("anim needs curve=CURVE (or keyframes=CURVE for a keyframes curve); usage:\n" + usage)
        }
        guard let durationText = options["duration"] else {
            throw AnimationError("anim needs duration=SECONDS, e.g. duration=0.35")
        }
        let from: AnimationValue, to: AnimationValue
        switch values.count {
        case 2:
            from = try AnimationValue(parsing: values[0])
            to = try AnimationValue(parsing: values[1])
        case 0 where keyframes:
            (from, to) = (.number(0), .number(1))
        case 0:
            throw AnimationError("anim needs FROM and TO values after the key path; usage:\n" + usage)
        case 1:
            throw AnimationError("anim needs both FROM and TO (got only \(values[0]))")
        default:
            throw AnimationError(
                "anim takes two values, FROM and TO (got \(values.count): \(values.joined(separator: " "))); "
                    + "write each value as one word, like (150,32) or translate(10,0)rotate(45)")
        }
        let duration = try seconds(durationText, option: "duration")
        let delay = try options["delay"].map { (text) throws(AnimationError) in try seconds(text, option: "delay") } ?? 0
        let fps = try options["fps"].map { (text) throws(AnimationError) in try whole(text, option: "fps", meaning: "frames per second from 1 to 1000") } ?? defaultFPS
        let repeatCount = try options["repeat"].map { (text) throws(AnimationError) in try whole(text, option: "repeat", meaning: "how many times it plays, from 1") } ?? 1
        let autoreverses = try options["autoreverse"].map { (text) throws(AnimationError) in try flag(text, option: "autoreverse") } ?? false
        return Reading(
            name: name, keyPath: keyPath, from: from, to: to, curveName: curveName, keyframes: keyframes,
            duration: duration, delay: delay, fps: fps, repeatCount: repeatCount, autoreverses: autoreverses)
    }

    /// `duration = 0.5` → `duration=0.5`; `(150,` `32)` → `(150, 32)`.
    static func joined(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            var word = words[index]
            index += 1
            while depth(of: word) > 0, index < words.count {
                word += " " + words[index]
                index += 1
            }
            if word == "=", let last = result.last, !last.contains("="), index < words.count {
                result[result.count - 1] = last + "=" + words[index]
                index += 1
            } else if word.hasSuffix("="), word.count > 1, !word.dropLast().contains("="), index < words.count {
                result.append(word + words[index])
                index += 1
            } else if word.hasPrefix("="), word.count > 1, let last = result.last, !last.contains("=") {
                result[result.count - 1] = last + word
            } else {
                result.append(word)
            }
        }
        return result
    }

    private static func depth(of word: String) -> Int {
        word.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
    }

    /// Seconds: `0.5`, `0.5s` or `500ms`.
    static func seconds(_ text: String, option: String) throws(AnimationError) -> Double {
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
    static func whole(_ text: String, option: String, meaning: String) throws(AnimationError) -> Int {
        guard let number = AnimationValue.number(Substring(text)), number == number.rounded(), abs(number) <= 1e15 else {
            throw AnimationError("\(option) must be a whole number (\(meaning)); got \"\(text)\"")
        }
        return Int(number)
    }

    static func flag(_ text: String, option: String) throws(AnimationError) -> Bool {
        switch text.lowercased() {
        case "yes", "true", "on", "1": return true
        case "no", "false", "off", "0": return false
        default: throw AnimationError("\(option) is yes or no (got \"\(text)\")")
        }
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
    var summary: String {
        let (start, end) = usesRawKeyValues ? (firstValue, lastValue) : (from, to)
        var text = "\(keyPath) \(start) → \(end) in \(TextFormat.shortest(duration)) s, "
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
