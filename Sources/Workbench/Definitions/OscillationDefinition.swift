import CurveKit
import Platforms

struct OscillationDefinition: CurveDefinition {
    static let keyword: String? = OscillationKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: OscillationKind.kind,
            usage:
                "\(OscillationKind.kind) [bounces=N] [stiffness=light|medium|heavy|NUMBER] [overshoot=yes|no] [shake=yes|no] [duration=S]",
            summary: "SKBounceAnimation's decaying oscillation for a unit move, frame for frame (defaults 2, medium, yes, no, 0.5 s)")
    ]

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
            throw CommandError(OscillationKind.stiffnessProblem(stiffness.text), at: stiffness)
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
        guard let stiffness = Oscillation.Stiffness(word: stiffness) else {
            throw CommandError(OscillationKind.stiffnessProblem(stiffness))
        }
        return .oscillation(
            try Self.building { () throws(CurveError) in
                try Oscillation(bounces: bounces, stiffness: stiffness, overshoot: overshoot, shake: shake, duration: duration)
            })
    }
}
