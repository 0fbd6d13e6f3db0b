/// Parses the right-hand side of `NAME = …`: a curve kind and its parameters, or the name of
/// a curve to copy. ``CurveCatalog`` documents each kind.
enum DefinitionParser {
    static func parse(kind: Token, _ words: inout Words) throws(CommandError) -> Command.Definition {
        words.usageTopic = kind.quoted ? nil : CurveCatalog.entry(named: kind.text)?.usage
        switch kind.quoted ? "" : kind.text {
        case "bezier":
            return .bezier(
                x1: try words.number("X1"), y1: try words.number("Y1"),
                x2: try words.number("X2"), y2: try words.number("Y2"))
        case "expo-decay":
            return .exponentialDecay(rate: try words.number("K"))
        case "second-order":
            return .secondOrder(damping: try words.number("ZETA"), frequency: try words.number("OMEGA"))
        case "steps":
            let count = try words.integer("N", in: 1...Steps.maximumCountForParsing)
            var position: String?
            if let word = words.peek {
                guard Steps.Position(word: word.text) != nil else {
                    throw CommandError(
                        "unknown step position '\(Names.shortened(word.text))'; accepted: jump-start, jump-end, jump-none, jump-both (or start, end)",
                        at: word)
                }
                position = word.text
                words.advance()
            }
            return .steps(count: count, position: position)
        case "keyframes":
            return try parseKeyframes(&words)
        case "import":
            let path = try words.path()
            var normalize = false
            if words.peek?.text == "normalize" {
                normalize = true
                words.advance()
            }
            return .importCSV(path: path, normalize: normalize)
        case "sampled":
            let other = try words.curveName("OTHER")
            return .sampled(of: other, intervals: try words.integer("N", in: 1...Limits.maximumIntervals))
        case "expr":
            var parts: [String] = []
            // A quoted word stays quoted (and escaped), so that the command prints as it parses.
            while let token = words.next() { parts.append(token.quoted ? inQuotes(token.text) : token.text) }
            guard !parts.isEmpty else { throw words.missing("FORMULA") }
            return .expression(parts.joined(separator: " "))
        case "spring":
            let keys = ["mass", "stiffness", "damping", "velocity", "duration", "response", "damping-fraction", "bounce"]
            var options = try words.options(allowed: keys)
            var parameters: [Command.SpringParameter] = []
            for key in keys {
                if let value = try options.optionalNumber(key) { parameters.append(Command.SpringParameter(key, value)) }
            }
            return .spring(parameters)
        case "oscillation":
            var options = try words.options(allowed: ["bounces", "stiffness", "overshoot", "shake", "duration"])
            let bounces = try options.integer("bounces", default: 2, in: 1...Oscillation.maximumBounces)
            let stiffness = options.take("stiffness")?.text ?? "medium"
            let overshoot = try options.yesNo("overshoot", default: true)
            let shake = try options.yesNo("shake", default: false)
            let duration = try options.number("duration", default: Oscillation.defaultDuration)
            return .oscillation(bounces: bounces, stiffness: stiffness, overshoot: overshoot, shake: shake, duration: duration)
        default:
            // A copy is one name (`a = ease`); a word followed by parameters was meant as a kind.
            if !kind.quoted, words.peek != nil {
                var message = "unknown curve kind '\(Names.shortened(kind.text))'"
                if let suggestion = Suggestions.closest(to: kind.text, among: CurveCatalog.kinds) {
                    message += "; did you mean \(suggestion)?"
                }
                message += " (kinds: \(CurveCatalog.kinds.joined(separator: ", ")); a copy is NAME = OTHER, one name)"
                throw CommandError(message, at: kind)
            }
            try Words.checkCurveReference(kind)
            return .copy(of: kind.text)
        }
    }

    /// `T0:V0 CURVE T1:V1 CURVE … Tn:Vn`.
    static func parseKeyframes(_ words: inout Words) throws(CommandError) -> Command.Definition {
        var keys: [Command.Keyframe] = []
        var curves: [String] = []
        var expectingKey = true
        while let token = words.peek {
            if expectingKey {
                keys.append(try keyframe(token, usage: words.usage))
            } else {
                try Words.checkCurveReference(token)
                curves.append(token.text)
            }
            words.advance()
            expectingKey.toggle()
        }
        if keys.count < 2 || expectingKey {
            throw words.missing(keys.count < 2 ? "at least two keyframes T:V" : "the last keyframe T:V after \(curves.last ?? "")")
        }
        return .keyframes(keys, curves: curves)
    }

    static func keyframe(_ token: Token, usage: String) throws(CommandError) -> Command.Keyframe {
        let parts = token.text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw CommandError("expected a keyframe TIME:VALUE (like 0.5:1), got '\(Names.shortened(token.text))'; \(usage)", at: token)
        }
        let time = try Words.number(token.part(String(parts[0]), at: 0), role: "the key time", in: 0...1, usage: usage)
        let value = try Words.number(
            token.part(String(parts[1]), at: parts[0].unicodeScalars.count + 1), role: "the key value", in: nil, usage: usage)
        return Command.Keyframe(time: time, value: value)
    }
}

import CurveKit

extension Steps {
    /// Counts above the limit still parse, so that the curve reports the limit with context.
    static var maximumCountForParsing: Int { maximumCount }
}
