import CurveKit

/// Rules for curve names: letters, digits, `-` and `_`, starting with a letter, at most
/// ``maximumLength`` characters, and not a word the language or the presets already use.
public enum Names {
    static let maximumLength = Limits.maximumNameLength

    /// Words that cannot name a curve: commands, curve kinds, dialects and presets. Built once: every
    /// name a session file or command defines is checked against it.
    static let reserved: Set<String> =
        Set(CommandCatalog.entries.flatMap { [$0.name] + $0.aliases })
        .union(CurveDefinitions.keywords)
        .union(["none", "all", "curves", "normalize", "handles"])
        // `a = css …` reads a paste and `a = step-end` is CSS: neither can be a curve's name.
        .union(Dialect.words).union(["step-start", "step-end"])
        .union(Preset.allNames)
        .union(Penner.allNames)

    /// Why `name` cannot name a curve, or nil when it can.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "a curve name cannot be empty" }
        if name.count > maximumLength {
            return "a curve name can be at most \(maximumLength) characters (this one has \(name.count))"
        }
        guard let first = name.unicodeScalars.first, isASCIILetter(first) else {
            return "invalid name \"\(shortened(name))\": \(asciiRule)"
        }
        if let bad = name.unicodeScalars.first(where: { !isNameScalar($0) }) {
            return "invalid name \"\(shortened(name))\": '\(bad)' is not allowed; \(asciiRule)"
        }
        if Preset(named: name) != nil || Penner(named: name) != nil {
            return "\"\(name)\" is a preset name and cannot be redefined; choose another name"
        }
        if reserved.contains(name) {
            return "\"\(name)\" is a reserved word of the command language; choose another name"
        }
        return nil
    }

    /// What a name may be. ASCII only: names become identifiers in exported code (CSS custom
    /// properties, Swift and Kotlin names) and line up in the shell's columns.
    static let asciiRule = "a name starts with an ASCII letter (a–z, A–Z) and has only ASCII letters, digits, - and _"

    /// `word` after "a" or "an" as it sounds: "an elastic-out", "an expr", "a spring". Every
    /// kind and easing name that starts with a vowel letter starts with a vowel sound.
    static func withArticle(_ word: String) -> String {
        (word.first.map { "aeiouAEIOU".contains($0) } ?? false ? "an " : "a ") + word
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }

    /// A long word cut to a readable length for error messages.
    static func shortened(_ text: String, limit: Int = 40) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }
}
