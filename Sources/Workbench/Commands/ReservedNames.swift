import Platforms

/// Every word that cannot name a curve, put together where the registries meet: the commands
/// and their aliases, the curve kinds' keywords, the platforms' words, and the language's own
/// (``Names/languageWords``). The name rules below (``Names``, session files) are handed this
/// set; they do not reach up for it.
enum ReservedNames {
    static let words: Set<String> =
        Set(CommandCatalog.entries.flatMap { [$0.name] + $0.aliases })
        .union(CurveDefinitions.keywords)
        .union(Platform.words)
        .union(Names.languageWords)

    /// Why `name` cannot name a curve, or nil when it can (``Names/problem(with:reserved:)``).
    static func problem(with name: String) -> String? {
        Names.problem(with: name, reserved: words)
    }
}

extension SessionFile {
    /// Reads a session from parsed JSON with every reserved word of the shell refused as a
    /// curve's name (``ReservedNames/words``): for the executable and the tests, which stand
    /// above the registries.
    public init(json: JSONValue) throws(SessionFormatError) {
        try self.init(json: json, reservedNames: ReservedNames.words)
    }
}
