import CurveKit
import Platforms

/// How a curve is typed, `NAME = KEYWORD …`, declared once per keyword: its usage and summary
/// (``CurveCatalog``, `help curves`, the README), how it reads its words and writes itself
/// back, and how it builds its curve. ``CurveDefinitions`` lists them all.
protocol CurveDefinition: Sendable, Equatable {
    /// The word after `=` that starts the definition; nil for a copy (`NAME = OTHER`).
    static var keyword: String? { get }
    /// Its lines of `help curves`: usage and summary (a kind may be typed several ways).
    static var catalog: [CurveCatalog.Entry] { get }
    /// Reads the words after the keyword (all of them: the parser checks that none is left).
    static func parse(_ words: inout Words) throws(CommandError) -> Self
    /// The right-hand side in canonical form, keyword first: parsing it gives back an equal
    /// definition.
    var words: [String] { get }
    /// Builds the curve, resolving the curves it names and reading the files it imports.
    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve
}

/// What a definition needs from the shell to build its curve (the interpreter gives it): the
/// curves it names and the files it imports.
protocol CurveBuildContext {
    /// The curve called `name`: the session's, a preset or one of Penner's; else an error that
    /// suggests the closest name.
    func curve(named name: String) throws(CommandError) -> Curve
    var fileSystem: any FileSystem { get }
    /// What reads the videos `import` is given.
    var videoDecoder: any VideoDecoder { get }
}

extension CurveBuildContext {
    var videoDecoder: any VideoDecoder { FFmpegVideoDecoder() }
}

extension CurveDefinition {
    func isEqual(to other: any CurveDefinition) -> Bool { (other as? Self) == self }

    /// Turns a CurveKit error into the command's error.
    static func building<T>(_ make: () throws(CurveError) -> T) throws(CommandError) -> T {
        do {
            return try make()
        } catch {
            throw CommandError(error.wording)
        }
    }
}
