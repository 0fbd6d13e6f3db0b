import Platforms

/// What one command of the language is, declared once in its own file: its name and help, how
/// it reads its words and writes itself back (side by side, so that they agree), what
/// completion offers for it, and what it does to the session. ``CommandRegistry`` lists every
/// declaration; help, the README's table, completion and the parser derive from that list.
///
/// To add a command: write a type conforming to this protocol in a new file of this folder
/// and add it to ``CommandRegistry/all`` (docs/architecture.md walks through an example).
protocol CommandDeclaration: Sendable, Equatable, ArgumentDeclaring {
    /// The word that starts the command (`=` for a definition).
    static var name: String { get }
    /// Other words that start it (`ls` for `list`).
    static var aliases: [String] { get }
    /// One line of what it does.
    static var summary: String { get }
    /// More, for `help COMMAND`; may be empty.
    static var details: String { get }
    /// Whether it can change the session (then a successful run is journaled and undoable).
    static var changesSession: Bool { get }
    /// A query kept in the history: it says something about the session's curves and a replay
    /// runs it again.
    static var isRecordedQuery: Bool { get }

    /// The command with every argument at its default, for the parser to fill in.
    init()
    /// The command's arguments, each declared once (``Argument``): the usage line, the parser,
    /// the canonical words and completion are read off this list.
    static var arguments: [Argument<Self>] { get }
    /// The synopsis, as `help` prints it: `fit TARGET [as NAME] …` (read off ``arguments``).
    static var usage: String { get }
    /// Checks that concern several arguments together (`segments=` and `family=spring`);
    /// `given` holds the word that gave each argument, to point at.
    static func check(_ command: Self, given: [String: Token]) throws(CommandError)
    /// The error for an option key the command does not take.
    static func unknownOption(_ key: String, at token: Token, accepted: [String]) -> CommandError
    /// What to say when two arguments of which only one may be given are both there.
    static func conflict(between first: String, and second: String) -> String

    /// Reads the words after the command's name (all of them: the parser checks that none is
    /// left over). Read off ``arguments``.
    static func parse(_ words: inout Words) throws(CommandError) -> Self
    /// The command written in canonical form, its name first: parsing these words gives back
    /// an equal command. Read off ``arguments``.
    var words: [String] { get }
    /// Carries the command out. A command that throws leaves the session as it was.
    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply
}

extension CommandDeclaration {
    static var aliases: [String] { [] }
    static var details: String { "" }
    static var changesSession: Bool { false }
    static var isRecordedQuery: Bool { false }
    static var arguments: [Argument<Self>] { [] }

    /// Whether `other` is the same command with the same arguments.
    func isEqual(to other: any CommandDeclaration) -> Bool {
        (other as? Self) == self
    }
}

/// What a running command may need to know besides its own arguments.
struct RunContext {
    /// The same command was refused once for unsaved changes and is now repeated: go ahead.
    var confirmed: Bool
    /// The command's canonical text, as it goes into the journal.
    var text: String
}
