/// The part of a platform's code that curves reads as that platform's without its word
/// (`a = cubic-bezier(0.2, 0, 0, 1)` is CSS): the platform declares it
/// (``PlatformSpec/wordlessCode``), and the definition parser and the paste continuation ask.
public struct WordlessCode: Sendable {
    /// Functions that start such code, written before their `(`.
    public let functions: [String]
    /// Keywords that are such code.
    public let keywords: [String]
    /// How `help curves` shows the code.
    public let usage: String
    /// What `help curves` says of it.
    public let summary: String
}

extension Platform {
    /// The code of the platform that curves reads without its word, when there is such code.
    public var wordlessCode: WordlessCode? { spec.wordlessCode }
}
