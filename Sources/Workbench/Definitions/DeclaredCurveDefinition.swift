import Platforms

/// A curve definition whose words after its keyword are declared as ``Argument``s, as a
/// command's are: its parser, its canonical words, its usage line (in `help curves` and in its
/// errors) and what completion offers after `NAME = KEYWORD` are read off ``arguments``.
protocol DeclaredCurveDefinition: CurveDefinition, ArgumentDeclaring {
    /// The word after `=` (a declared definition always has one).
    static var word: String { get }
}

extension DeclaredCurveDefinition {
    static var keyword: String? { word }

    /// `KEYWORD` and each argument as the usage line shows it: `steps N [jump-start|…]`.
    static var usage: String { usage(after: word) }

    static func parse(_ words: inout Words) throws(CommandError) -> Self { try parseDeclared(&words) }

    var words: [String] { words(after: Self.word) }
}
