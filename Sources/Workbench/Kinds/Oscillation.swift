import CurveKit

/// `oscillation …`: SKBounceAnimation's decaying oscillation for a unit move.
struct OscillationKind: CurveKindSpec {
    static let kind = "oscillation"

    static func shape(of curve: Curve) -> Oscillation? {
        if case .oscillation(let oscillation) = curve { oscillation } else { nil }
    }

    static func definition(_ oscillation: Oscillation) -> String {
        "\(kind) bounces=\(oscillation.bounces) stiffness=\(oscillation.stiffness.word) "
            + "overshoot=\(oscillation.overshoot ? "yes" : "no") shake=\(oscillation.shake ? "yes" : "no") "
            + "duration=\(TextFormat.shortest(oscillation.duration))"
    }

    static func formula(_ oscillation: Oscillation) -> String { "y = " + oscillation.formula }

    static func members(_ oscillation: Oscillation) -> [(key: String, value: JSONValue)] {
        [
            ("bounces", .number(Double(oscillation.bounces))), ("stiffness", .string(oscillation.stiffness.word)),
            ("overshoot", .bool(oscillation.overshoot)), ("shake", .bool(oscillation.shake)),
            ("duration", .number(oscillation.duration)),
        ]
    }

    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let bounces = try element.required("bounces").integer()
        let word = try element.required("stiffness").string()
        guard let stiffness = Oscillation.Stiffness(word: word) else {
            throw SessionFormatError(path: element.path + ".stiffness", message: OscillationDefinition.stiffnessProblem(word))
        }
        let overshoot = try element.required("overshoot").bool()
        let shake = try element.required("shake").bool()
        let duration = try element.required("duration").number()
        return .oscillation(
            try located(element, "bounces") { () throws(CurveError) in
                try Oscillation(bounces: bounces, stiffness: stiffness, overshoot: overshoot, shake: shake, duration: duration)
            })
    }
}

struct OscillationDefinition: CurveDefinition {
    static let keyword: String? = OscillationKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: OscillationKind.kind,
            usage:
                "\(OscillationKind.kind) [bounces=N] [stiffness=light|medium|heavy|NUMBER] [overshoot=yes|no] [shake=yes|no] [duration=S]",
            summary: "SKBounceAnimation's decaying oscillation for a unit move, frame for frame (defaults 2, medium, yes, no, 0.5 s)")
    ]

    /// What is wrong with a stiffness word: said the same way when typed and when read from a file.
    static func stiffnessProblem(_ word: String) -> String {
        "stiffness must be light, medium, heavy or a positive number (got '\(Names.shortened(word))')"
    }

    var bounces: Int
    /// As typed: light, medium, heavy or a number.
    var stiffness: String
    var overshoot: Bool
    var shake: Bool
    var duration: Double

    static func parse(_ words: inout Words) throws(CommandError) -> OscillationDefinition {
        var options = try words.options(allowed: ["bounces", "stiffness", "overshoot", "shake", "duration"])
        let bounces = try options.integer("bounces", default: 2, in: 1...Oscillation.maximumBounces)
        let stiffness = options.take("stiffness")
        if let stiffness, Oscillation.Stiffness(word: stiffness.text) == nil {
            throw CommandError(stiffnessProblem(stiffness.text), at: stiffness)
        }
        let overshoot = try options.yesNo("overshoot", default: true)
        let shake = try options.yesNo("shake", default: false)
        let duration = try options.number("duration", default: Oscillation.defaultDuration)
        return OscillationDefinition(
            bounces: bounces, stiffness: stiffness?.text ?? "medium", overshoot: overshoot, shake: shake, duration: duration)
    }

    var words: [String] {
        [
            OscillationKind.kind, "bounces=\(bounces)", "stiffness=\(TextFormat.quoted(stiffness))",
            "overshoot=\(overshoot ? "yes" : "no")",
            "shake=\(shake ? "yes" : "no")", "duration=\(TextFormat.shortest(duration))",
        ]
    }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        guard let stiffness = Oscillation.Stiffness(word: stiffness) else { throw CommandError(Self.stiffnessProblem(stiffness)) }
        return .oscillation(
            try Self.building { () throws(CurveError) in
                try Oscillation(bounces: bounces, stiffness: stiffness, overshoot: overshoot, shake: shake, duration: duration)
            })
    }
}
