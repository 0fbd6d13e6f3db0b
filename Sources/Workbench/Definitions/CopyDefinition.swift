import CurveKit
import Platforms

/// `NAME = OTHER`: a copy of a preset, one of Penner's curves or another curve of the session.
struct CopyDefinition: CurveDefinition {
    static let keyword: String? = nil
    static let catalog = [
        CurveCatalog.Entry(
            kind: "PRESET / OTHER", usage: "PRESET | FAMILY-in | FAMILY-out | FAMILY-in-out | OTHER",
            summary: "a copy of a preset, of one of Penner's 30 curves (bounce-out, …) or of another curve")
    ]

    var other: String

    static func parse(_ words: inout Words) throws(CommandError) -> CopyDefinition {
        throw CommandError("a copy is NAME = OTHER")
    }

    /// A curve named like a kind (`a = "steps"`) stays quoted, or it would read as that kind.
    var words: [String] { [CurveDefinitions.keywords.contains(other) ? TextFormat.inQuotes(other) : other] }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        do {
            return try context.curve(named: other)
        } catch {
            // `a = FastOutSlowInEasing`: a platform's name, typed without its platform.
            if let hint = PlatformCollisions.pasteHint(other, name: "NAME", definition: CurveDescription.definition) {
                throw CommandError(error.message + "\n" + hint)
            }
            throw error
        }
    }
}
