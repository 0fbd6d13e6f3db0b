import CurveKit
import Platforms

/// A command's usage line, parser and canonical words, read off its
/// ``CommandDeclaration/arguments`` (completion is ``ArgumentDeclaring``'s).
extension CommandDeclaration {
    /// `name` and each argument as the usage line shows it: `[N]`, `samples=N`, `[as NAME]`,
    /// `[segments=K | tolerance=E]`, then `| name word` for each word that is the whole command.
    static var usage: String { usage(after: name) }

    /// The canonical words: the name, then each argument's words in the order declared.
    var words: [String] { words(after: Self.name) }

    /// Reads the words after the name as the arguments declare, then ``check(_:given:)``.
    static func parse(_ words: inout Words) throws(CommandError) -> Self { try parseDeclared(&words) }
}
