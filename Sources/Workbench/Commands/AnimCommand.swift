import CurveKit
import Foundation
import Platforms

/// `anim NAME KEYPATH FROM TO duration=… curve=… …`: define an animation. The words are read
/// when the line is parsed, by the same declarations and number rules as every command, with
/// anim's own leniencies (``joined(_:)``: `duration = 0.5`, `(150, 32)`; seconds as `0.5s` or
/// `500ms`); each mistake points at its word. The curve is looked up when the command runs.
struct AnimCommand: CommandDeclaration {
    static let name = "anim"
    static let summary = "define an animation: a property moving from one value to another, paced by a curve"
    static let details = """
        Values: a number 32, a point or size (150,32), a rect (x,y,w,h), a colour #rrggbb, #rrggbbaa or
        rgba(r,g,b,a), a transform scale(s), rotate(deg), translate(x,y) or a combination in one word.
        keyframes=CURVE (a keyframes curve) instead of curve= gives \(Platform.uikit.term(.keyframeAnimation))'s form; then
        FROM and TO may be left out (the key values are the property's values). Without duration= (delay=),
        the curve's own is taken: the one kept from the code it was pasted from (tween(300, …), .easeInOut(duration: 0.4),
        { duration: 0.6, delay: 0.1, … }), else a spring's span or a recording's, to the millisecond.
        """
    static let changesSession = true

    var animation = ""
    var keyPath = ""
    var from: AnimationValue?
    var to: AnimationValue?
    /// `duration=`; nil takes the curve's own (kept from its code, a spring's span, a recording's duration).
    var duration: Double?
    var curve: String?
    var keyframes: String?
    var fps = Animation.defaultFPS
    /// `delay=`; nil takes the one kept from the curve's code, else 0.
    var delay: Double?
    var repeatCount = 1
    var autoreverses = false

    static var arguments: [Argument<Self>] {
        let needsNameAndKeyPath = { (usage: String) in "anim needs a name and a key path; usage:\n\(usage)" }
        return [
            Argument.positional("NAME", \.animation, .animationName).missing(saying: needsNameAndKeyPath),
            Argument.positional("KEYPATH", \.keyPath, .keyPath).missing(saying: needsNameAndKeyPath),
            .optional("FROM", \.from, .animationValue, group: .together(1)),
            .optional("TO", \.to, .animationValue, group: .together(1)),
            .option("duration", "SECONDS", \.duration, .seconds(check: Animation.checkDuration)),
            Argument.option("curve", "CURVE", \.curve, .curveWord(.curves()), required: true, group: .oneOf(2))
                .missing(saying: { "anim needs curve=CURVE (or keyframes=CURVE for a keyframes curve); usage:\n\($0)" }),
            .option("keyframes", "CURVE", \.keyframes, .curveWord(.keyframesCurves), required: true, group: .oneOf(2)),
            .option(
                "fps", "N", \.fps, .whole(meaning: "frames per second from 1 to 1000", check: Animation.checkFPS),
                default: Animation.defaultFPS),
            .option("delay", "SECONDS", \.delay, .seconds(check: Animation.checkDelay)),
            .option(
                "repeat", "N", \.repeatCount, .whole(meaning: "how many times it plays, from 1", check: Animation.checkRepeat), default: 1),
            .flag("autoreverse", \.autoreverses),
        ]
    }

    static func parse(_ words: inout Words) throws(CommandError) -> AnimCommand {
        words.rejoin(joined)
        try checkValueCount(words)
        var reading = ArgumentReading<Self>(arguments: arguments, usage: words.usage)
        let command = try reading.read(&words)
        try check(command, given: reading.given)
        return command
    }

    /// At most two values after the name and key path, FROM and TO: a third is pointed at.
    private static func checkValueCount(_ words: Words) throws(CommandError) {
        let named = Set(arguments.compactMap(\.name))
        var rest = words
        var values: [Token] = []
        while let token = rest.next() {
            if token.optionKey == nil && !(named.contains(token.text) && !token.quoted) { values.append(token) }
        }
        guard values.count > 4 else { return }
        let given = values.dropFirst(2)
        throw CommandError(
            "anim takes two values, FROM and TO (got \(given.count): \(given.map(\.text).joined(separator: " "))); "
                + "write each value as one word, like (150,32) or translate(10,0)rotate(45)",
            at: values[4])
    }

    /// FROM and TO both or neither (neither only with keyframes=), of one kind; at most a
    /// million frames.
    static func check(_ command: AnimCommand, given: [String: Token]) throws(CommandError) {
        switch (command.from, command.to) {
        case (nil, nil) where command.keyframes == nil:
            let afterKeyPath = given["KEYPATH"].map { SourceSpan(column: $0.end, length: 1) }
            throw CommandError("anim needs FROM and TO values after the key path; usage:\n\(usage)", span: afterKeyPath)
        case (let from?, nil):
            throw CommandError("anim needs both FROM and TO (got only \(from))", span: given["FROM"]?.span)
        case (let from?, let to?):
            do { try Animation.checkValues(from: from, to: to) } catch { throw CommandError(error.message, span: given["TO"]?.span) }
        default: break
        }
        do {
            if let duration = command.duration { try Animation.checkFrames(duration: duration, fps: command.fps) }
        } catch {
            throw CommandError(error.message, span: (given["fps"] ?? given["duration"])?.span)
        }
    }

    static func conflict(between first: String, and second: String) -> String {
        "give either \(first) or \(second), not both"
    }

    static func unknownOption(_ key: String, at token: Token, accepted: [String]) -> CommandError {
        let names = arguments.compactMap { argument -> String? in
            switch argument.form {
            case .option(let key): "\(key)="
            case .flag(let word): word
            default: nil
            }
        }
        let options = names.filter { $0.hasSuffix("=") }.map { String($0.dropLast()) }
        let hint = OptionSpelling.hint(for: key, among: options).map { $0 + " " } ?? ""
        return CommandError(
            "unknown option \"\(Names.shortened(key))=\"; \(hint)anim accepts \(names.dropLast().joined(separator: ", ")) and \(names.last ?? "")",
            at: token)
    }

    /// An argument as it is typed: an option `KEY=VALUE` stays bare when its value needs no
    /// quotes (the lexer reads it as one word); anything else is quoted where the lexer would
    /// split it.
    static func word(_ argument: String) -> String {
        if let equals = argument.firstIndex(of: "="), !argument[..<equals].isEmpty, argument[..<equals].allSatisfy(\.isLetter) {
            let value = String(argument[argument.index(after: equals)...])
            if !value.isEmpty, TextFormat.quoted(value) == value { return argument }
        }
        return TextFormat.quoted(argument)
    }

    /// `duration = 0.5`, `duration= 0.5` and `duration =0.5` → `duration=0.5`; a value split at
    /// spaces inside parentheses (`(150,` `32)`) → `(150, 32)`. A joined word spans the words it
    /// was made of. An option in quotes as a whole (`"duration=1"`, as older histories wrote
    /// them) is an option.
    static func joined(_ tokens: [Token]) -> [Token] {
        let keys = Set(arguments.compactMap(\.name))
        let tokens = tokens.map { token in
            guard token.quoted, let equals = token.text.firstIndex(of: "="), keys.contains(String(token.text[..<equals])) else {
                return token
            }
            return Token(text: token.text, column: token.column, length: token.length)
        }
        func depth(of word: String) -> Int { word.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) } }
        func join(_ first: Token, _ second: Token, separator: String) -> Token {
            Token(text: first.text + separator + second.text, column: first.column, length: second.end - first.column)
        }
        var result: [Token] = []
        var index = 0
        while index < tokens.count {
            var token = tokens[index]
            index += 1
            while depth(of: token.text) > 0, index < tokens.count {
                token = join(token, tokens[index], separator: " ")
                index += 1
            }
            let word = token.text
            if word == "=", let last = result.last, !last.text.contains("="), index < tokens.count {
                result[result.count - 1] = join(join(last, token, separator: ""), tokens[index], separator: "")
                index += 1
            } else if word.hasSuffix("="), word.count > 1, !word.dropLast().contains("="), index < tokens.count {
                result.append(join(token, tokens[index], separator: ""))
                index += 1
            } else if word.hasPrefix("="), word.count > 1, let last = result.last, !last.text.contains("=") {
                result[result.count - 1] = join(last, token, separator: "")
            } else {
                result.append(token)
            }
        }
        return result
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.animate(&interpreter, self, text: context.text)
    }

    /// The animation these words make, with the curve `resolveCurve` finds for its name and the
    /// timing `timing` finds kept with it (``NamedCurve/timing``), which a `duration=` or
    /// `delay=` given here overrides.
    func animation(resolveCurve: (String) -> Curve?, timing: (String) -> CurveTiming? = { _ in nil }) throws(AnimationError)
        -> Animation
    {
        let curveName = keyframes ?? curve ?? ""
        guard let resolved = resolveCurve(curveName) else {
            throw AnimationError.unknownCurve(curveName, option: keyframes == nil ? "curve" : "keyframes")
        }
        let kept = timing(curveName)
        guard let duration = duration ?? Self.ownDuration(kept?.duration ?? resolved.knownDuration) else {
            throw AnimationError(
                "anim needs duration=SECONDS, e.g. duration=0.35 (\(curveName) does not know its own: one kept from pasted code, a spring's or a recording's is taken when duration= is left out)"
            )
        }
        let delay = self.delay ?? kept?.delay ?? 0
        if self.duration == nil { try Animation.checkFrames(duration: duration, fps: fps) }
        return try Animation(
            name: animation, keyPath: keyPath, from: from ?? .number(0), to: to ?? .number(1), duration: duration,
            curveName: curveName, curve: resolved, keyframes: keyframes != nil, fps: fps, delay: delay,
            repeatCount: repeatCount, autoreverses: autoreverses)
    }
}

extension AnimCommand {
    /// The seconds an animation lasts when `duration=` is left out, the curve's own (kept from
    /// its code, ``NamedCurve/timing``, else ``CurveKit/Curve/knownDuration``: a spring's span, a
    /// recording's duration), to the millisecond, as platforms take durations; nil for none.
    static func ownDuration(_ seconds: Double?) -> Double? {
        seconds.map(CurveTiming.toTheMillisecond)
    }

    /// The words of an `anim` line after its name, read as ``parse(_:)`` reads them.
    init(arguments: [String]) throws(CommandError) {
        let line = arguments.map(Self.word).joined(separator: " ")
        var words = Words(tokens: try Lexer.tokens(of: line), command: Token(text: Self.name, column: 0), usage: Self.usage)
        self = try Self.parse(&words)
        try words.expectEnd()
    }
}

extension Animation {
    /// Builds an animation from the words after `anim` (see ``AnimCommand``); `resolveCurve`
    /// turns a curve name into a curve (nil for an unknown name).
    public static func parse(arguments words: [String], resolveCurve: (String) -> Curve?) throws(AnimationError) -> Animation {
        let command: AnimCommand
        do {
            command = try AnimCommand(arguments: words)
        } catch {
            throw AnimationError(error.message)
        }
        return try command.animation(resolveCurve: resolveCurve)
    }
}

extension ArgumentValue where Value == String {
    /// An animation's name.
    static var animationName: Self {
        Self(
            read: { (token, _, _) throws(CommandError) in
                if let problem = Animation.problem(withName: token.text) { throw CommandError(problem, at: token) }
                return token.text
            },
            write: { $0 })
    }

    /// A property's key path: `opacity`, `bounds.size`.
    static var keyPath: Self {
        Self(
            read: { (token, _, _) throws(CommandError) in
                if let problem = Animation.problem(withKeyPath: token.text) { throw CommandError(problem, at: token) }
                return token.text
            },
            write: { $0 })
    }

    /// The name of the curve that paces an animation, looked up when the command runs.
    static func curveWord(_ completion: ArgumentCompletion) -> Self {
        Self(
            read: { (token, role, _) throws(CommandError) in
                guard !token.text.isEmpty else { throw CommandError("\(role)= needs a value", at: token) }
                return token.text
            },
            write: { $0 }, completion: completion)
    }
}

extension ArgumentValue where Value == AnimationValue {
    /// A value an animation moves between.
    static var animationValue: Self {
        Self(
            read: { (token, _, _) throws(CommandError) in
                do throws(AnimationError) { return try AnimationValue(parsing: token.text) } catch {
                    throw CommandError(error.message, at: token)
                }
            },
            write: \.description)
    }
}

extension ArgumentValue where Value == Double {
    /// Seconds (`0.5`, `0.5s`, `500ms`), checked by `check`.
    static func seconds(check: @escaping (Double) throws(AnimationError) -> Void) -> Self {
        Self(
            read: { (token, role, _) throws(CommandError) in
                do throws(AnimationError) {
                    let seconds = try Animation.seconds(token.text, option: role)
                    try check(seconds)
                    return seconds
                } catch {
                    throw CommandError(error.message, at: token)
                }
            },
            write: TextFormat.shortest)
    }
}

extension ArgumentValue where Value == Int {
    /// A whole number written as any number, checked by `check`.
    static func whole(meaning: String, check: @escaping (Int) throws(AnimationError) -> Void) -> Self {
        Self(
            read: { (token, role, _) throws(CommandError) in
                do throws(AnimationError) {
                    let number = try Animation.whole(token.text, option: role, meaning: meaning)
                    try check(number)
                    return number
                } catch {
                    throw CommandError(error.message, at: token)
                }
            },
            write: { "\($0)" })
    }
}

extension AnimCommand {
    static func animate(_ interpreter: inout Interpreter, _ command: AnimCommand, text: String) throws(CommandError) -> Reply {
        let animation: Animation
        do {
            animation = try command.animation(
                resolveCurve: { name in (try? interpreter.resolve(name))?.curve },
                timing: { name in interpreter.session.curve(named: name)?.timing })
        } catch {
            throw CommandError(error.message)
        }
        if ReservedNames.words.contains(animation.name) {
            return try interpreter.fail("\"\(animation.name)\" is a reserved word; choose another name")
        }
        let replaced = interpreter.session.animation(named: animation.name) != nil
        if !replaced && interpreter.session.animationCount >= Limits.maximumAnimations {
            return try interpreter.fail(
                "the session already holds \(interpreter.session.animationCount) animations, the limit of animations per session; delete some or start a new session"
            )
        }
        try interpreter.commit(.defineAnimation(animation), command: text)
        var lines = ["\(animation.name): \(animation.summary)"]
        if replaced { lines.append("  (replaced the previous \(animation.name); undo brings it back)") }
        var json = animation.json
        // Paced by a recording over its own (visible) duration, while identify found its curve lasts longer.
        if command.duration == nil, let note = interpreter.slowTailNote(of: animation.curveName) {
            lines += Formatting.wrap("note: " + note, width: interpreter.settings.terminalWidth, indent: 2, firstIndent: 2)
            if case .object(let members) = json { json = .object(members + [("note", .string(note))]) }
        }
        return Reply(text: lines.joined(separator: "\n"), json: json)
    }
}
