/// Every command's documentation, read from its declaration (``CommandRegistry``): `help`
/// prints from here, completion offers the names, and a test checks that the README's command
/// table says the same.
public enum CommandCatalog {
    public struct Entry: Sendable {
        public let name: String
        let aliases: [String]
        public let usage: String
        let summary: String
        /// Read when help asks, not when the catalogue is made: some commands' details ask the
        /// platforms' writers (``ExportHelpFacts``), which start-up must not pay for.
        let readDetails: @Sendable () -> String
        var details: String { readDetails() }
    }

    /// One entry per declaration of ``CommandRegistry``, in its order.
    public static let entries: [Entry] = CommandRegistry.all.map { declaration in
        Entry(
            name: declaration.name, aliases: declaration.aliases, usage: declaration.usage,
            summary: declaration.summary, readDetails: { declaration.details })
    }

    /// The entry for a command name or alias.
    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// Every word that starts a command.
    static var commandWords: [String] {
        entries.filter { $0.name != "=" }.flatMap { [$0.name] + $0.aliases }
    }
}
