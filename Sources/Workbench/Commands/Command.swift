import Platforms

/// One command of the `curves` language, parsed and checked for form (not yet against the
/// session). See ``CommandCatalog`` for what each does.
public struct Command: Sendable, Equatable, CustomStringConvertible {
    /// The command's declaration, with its arguments.
    let declaration: any CommandDeclaration

    init(_ declaration: any CommandDeclaration) {
        self.declaration = declaration
    }

    public static func == (a: Command, b: Command) -> Bool {
        a.declaration.isEqual(to: b.declaration)
    }

    /// The catalogue name of the command (`=` for a definition).
    public var name: String { type(of: declaration).name }

    /// Whether the command can change the session (and so is journaled and undoable).
    var changesSession: Bool { type(of: declaration).changesSession }

    /// Queries worth keeping in the history: they say something about the session's curves
    /// and can be run again by a replay.
    var isRecordedQuery: Bool { type(of: declaration).isRecordedQuery }

    /// The command written in the language, in canonical form: parsing it gives back an
    /// equal command.
    public var description: String { declaration.words.joined(separator: " ") }
}

extension Command {
    /// The names these types had when they were nested here (the tests still write them so).
    typealias FitRequest = Workbench.FitRequest
    typealias FitFamily = Workbench.FitFamily
    typealias PlotOptions = Workbench.PlotOptions
}
