import CurveKit
import Platforms

struct StepsDefinition: DeclaredCurveDefinition {
    static let word = StepsKind.kind
    static let catalog = [
        CurveCatalog.Entry(kind: StepsKind.kind, usage: usage, summary: "CSS steps(): N levels, jumping at the end by default")
    ]

    var count = 1
    /// The position as typed (`start` or `jump-start`), nil for the default.
    var position: String?

    static var arguments: [Argument<Self>] {
        [
            .positional("N", \.count, .listedInteger(in: 1...Steps.maximumCount)),
            .optional(Steps.Position.allCases.map(\.rawValue).joined(separator: "|"), \.position, .stepPosition),
        ]
    }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        let position = position.flatMap(Steps.Position.init(word:)) ?? .jumpEnd
        return .steps(try Self.building { () throws(CurveError) in try Steps(count: count, position: position) })
    }
}

extension ArgumentValue where Value == String {
    /// A step position, as CSS spells it (`jump-start`, or the older `start`), kept as typed.
    fileprivate static var stepPosition: Self {
        Self(
            read: { (token, _, _) throws(CommandError) in
                guard Steps.Position(word: token.text) != nil else {
                    throw CommandError("unknown step position '\(Names.shortened(token.text))'; \(StepsKind.positions)", at: token)
                }
                return token.text
            },
            write: { $0 }, completion: .words(Steps.Position.allCases.map(\.rawValue)))
    }
}
