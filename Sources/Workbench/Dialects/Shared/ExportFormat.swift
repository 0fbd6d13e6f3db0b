import CurveKit

/// A word `export` takes for a platform: the dialect's own word, or another of the platform's
/// languages (UIKit's `swift` and `objc`). Each has its curve writer and its animation writer.
struct ExportFormat {
    let word: String
    /// Other spellings of the word (`objective-c` for `objc`).
    let aliases: [String]
    let dialect: Dialect
    let writer: any DialectWriter.Type
    let animationWriter: any AnimationWriter.Type

    /// Every platform's formats, in the registry's order: each dialect's own word, then its
    /// other languages.
    static var all: [ExportFormat] {
        Dialect.allCases.flatMap { dialect in
            [
                ExportFormat(
                    word: dialect.rawValue, aliases: [], dialect: dialect, writer: dialect.writer,
                    animationWriter: dialect.spec.animationWriter)
            ]
                + dialect.spec.otherLanguages.map {
                    ExportFormat(
                        word: $0.word, aliases: $0.aliases, dialect: dialect, writer: $0.writer, animationWriter: $0.animationWriter)
                }
        }
    }

    /// The format a word names, in any letter case.
    init?(named name: String) {
        let lower = name.lowercased()
        guard let format = Self.all.first(where: { $0.word == lower || $0.aliases.contains(lower) }) else { return nil }
        self = format
    }

    init(word: String, aliases: [String], dialect: Dialect, writer: any DialectWriter.Type, animationWriter: any AnimationWriter.Type) {
        self.word = word
        self.aliases = aliases
        self.dialect = dialect
        self.writer = writer
        self.animationWriter = animationWriter
    }

    /// The dialect's own format.
    init(_ dialect: Dialect) {
        self.init(
            word: dialect.rawValue, aliases: [], dialect: dialect, writer: dialect.writer, animationWriter: dialect.spec.animationWriter)
    }
}

/// Another language a platform's code is written in, with its own `export` word.
struct ExportLanguage {
    let word: String
    let aliases: [String]
    let writer: any DialectWriter.Type
    let animationWriter: any AnimationWriter.Type
}
