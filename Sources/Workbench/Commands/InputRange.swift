import CurveKit
import Platforms

/// The inputs `sample` and `compare` cover: `from=A to=B`, [0, 1] unless given. Outside [0, 1]
/// Béziers and linear() continue as CSS Easing says; the other kinds hold their end values.
public struct InputRange: Sendable, Equatable {
    public var from: Double
    public var to: Double

    public init(from: Double = 0, to: Double = 1) {
        self.from = from
        self.to = to
    }

    public static let unit = InputRange()
    var isUnit: Bool { self == .unit }
}

extension InputRange {
    /// `from=A to=B` as a command declares them (`from` and `to` name the values in its usage
    /// line): each optional, both written back unless the range is [0, 1].
    static func arguments<Command>(_ range: WritableKeyPath<Command, InputRange>, from: String, to: String) -> [Argument<Command>] {
        let written = { (command: Command) in !command[keyPath: range].isUnit }
        return [
            .option("from", from, range.appending(path: \.from), .number(), default: 0, written: written),
            .option("to", to, range.appending(path: \.to), .number(), default: 1, written: written),
        ]
    }

    /// The range runs upwards; the error points at the value of `to=` (or `from=`) as given.
    func check(_ given: [String: Token]) throws(CommandError) {
        guard from < to else {
            throw CommandError(
                "from= must be below to= (got from=\(TextFormat.shortest(from)) to=\(TextFormat.shortest(to))); the inputs run from A to B",
                span: (given["to"] ?? given["from"])?.optionValue.span)
        }
    }
}
