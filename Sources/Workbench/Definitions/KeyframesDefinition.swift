import CurveKit
import Platforms

struct KeyframesDefinition: CurveDefinition {
    static let keyword: String? = KeyframesKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: KeyframesKind.kind, usage: "\(KeyframesKind.kind) T0:V0 CURVE T1:V1 CURVE … Tn:Vn",
            summary: "values at key times, each segment paced by its own curve; times 0 … 1, increasing")
    ]

    /// A key time and the value there, written `T:V`.
    struct Key: Sendable, Equatable {
        var time: Double
        var value: Double
    }

    var keys: [Key]
    /// The curve of each segment, by name: one fewer than the keys.
    var curves: [String]

    /// `T0:V0 CURVE T1:V1 CURVE … Tn:Vn`.
    static func parse(_ words: inout Words) throws(CommandError) -> KeyframesDefinition {
        var keys: [Key] = []
        var curves: [String] = []
        var expectingKey = true
        while let token = words.peek {
            if expectingKey {
                keys.append(try key(token, usage: words.usage))
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
        return KeyframesDefinition(keys: keys, curves: curves)
    }

    static func key(_ token: Token, usage: String) throws(CommandError) -> Key {
        let parts = token.text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw CommandError("expected a keyframe TIME:VALUE (like 0.5:1), got '\(Names.shortened(token.text))'; \(usage)", at: token)
        }
        let time = try Words.number(token.part(String(parts[0]), at: 0), role: "the key time", in: 0...1, usage: usage)
        let value = try Words.number(
            token.part(String(parts[1]), at: parts[0].unicodeScalars.count + 1), role: "the key value", in: nil, usage: usage)
        return Key(time: time, value: value)
    }

    var words: [String] {
        [KeyframesKind.kind]
            + zip(keys, curves + [""]).flatMap { key, curve in
                ["\(TextFormat.shortest(key.time)):\(TextFormat.shortest(key.value))"] + (curve.isEmpty ? [] : [curve])
            }
    }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        var segments: [Keyframes.Segment] = []
        for name in curves { segments.append(Keyframes.Segment(name: name, curve: try context.curve(named: name))) }
        return .keyframes(
            try Self.building { () throws(CurveError) in
                try Keyframes(times: keys.map(\.time), values: keys.map(\.value), segments: segments)
            })
    }
}
