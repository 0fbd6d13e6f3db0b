import CurveKit
import Platforms

struct OscillationDefinition: DeclaredCurveDefinition {
    static let word = OscillationKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: OscillationKind.kind, usage: usage,
            summary: "SKBounceAnimation's decaying oscillation for a unit move, frame for frame (defaults 2, medium, yes, no, 0.5 s)")
    ]

    var bounces = 2
    /// As typed: light, medium, heavy or a number.
    var stiffness = "medium"
    var overshoot = true
    var shake = false
    var duration = Oscillation.defaultDuration

    /// SKBounceAnimation's named stiffnesses (any number is accepted too).
    static let stiffnessWords = ["light", "medium", "heavy"]

    /// Every option is written back, defaults too.
    static var arguments: [Argument<Self>] {
        [
            .option("bounces", "N", \.bounces, .integer(in: 1...Oscillation.maximumBounces), default: 2, written: { _ in true }),
            .option(
                "stiffness", (stiffnessWords + ["NUMBER"]).joined(separator: "|"), \.stiffness, .oscillationStiffness,
                default: "medium", written: { _ in true }),
            .option("overshoot", "yes|no", \.overshoot, .yesNo, default: true, written: { _ in true }),
            .option("shake", "yes|no", \.shake, .yesNo, default: false, written: { _ in true }),
            .option("duration", "S", \.duration, .number(), default: Oscillation.defaultDuration, written: { _ in true }),
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

extension ArgumentValue where Value == String {
    /// SKBounceAnimation's stiffness: a word (`light`, `medium`, `heavy`) or a number, kept as typed.
    fileprivate static var oscillationStiffness: Self {
        Self(
            read: { (token, _, _) throws(CommandError) in
                guard Oscillation.Stiffness(word: token.text) != nil else {
                    throw CommandError(OscillationKind.stiffnessProblem(token.text), at: token)
                }
                return token.text
            },
            write: TextFormat.quoted, completion: .words(OscillationDefinition.stiffnessWords))
    }
}
