import CurveKit

/// Rules for curve names: letters, digits, `-` and `_`, starting with a letter, at most
/// ``maximumLength`` characters, and not a word the language or the presets already use.
public enum Names {
    static let maximumLength = Limits.maximumNameLength

    /// Words of the language itself that cannot name a curve, beside the presets' names: what
    /// `list`, `delete` and `import` take, and CSS's `step-start` and `step-end` (`a = step-end`
    /// is CSS). The words of the commands, curve kinds and platforms come from the layers that
    /// register them (``ReservedNames`` puts them all together).
    package static let languageWords: Set<String> =
        Set(["none", "all", "curves", "normalize", "handles", "step-start", "step-end"])
        .union(Preset.allNames)
        .union(Penner.allNames)

    /// Why `name` cannot name a curve, or nil when it can. `reserved` holds the words of the
    /// layers above that cannot be names either (``ReservedNames/words``: the commands, curve
    /// kinds and platforms); ``languageWords`` and the presets are refused in any case.
    public static func problem(with name: String, reserved: Set<String>) -> String? {
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
        if reserved.contains(name) || languageWords.contains(name) {
            return "\"\(name)\" is a reserved word of the command language; choose another name"
        }
        return nil
    }

    /// What a name may be. ASCII only: names become identifiers in exported code (CSS custom
    /// properties, Swift and Kotlin names) and line up in the shell's columns.
    static let asciiRule = "a name starts with an ASCII letter (a–z, A–Z) and has only ASCII letters, digits, - and _"

    /// `word` after "a" or "an" as it sounds: "an elastic-out", "an expr", "a spring". Every
    /// kind and easing name that starts with a vowel letter starts with a vowel sound.
    package static func withArticle(_ word: String) -> String {
        (word.first.map { "aeiouAEIOU".contains($0) } ?? false ? "an " : "a ") + word
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }

    /// A long word cut to a readable length for error messages.
    package static func shortened(_ text: String, limit: Int = 40) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }

    /// Texts listed together, each cut as ``shortened(_:limit:)`` cuts it, at the shortest limit
    /// from `limit` up (by ten, to `longest`) at which texts that differ still read differently:
    /// `animationSpec: MaterialTheme.motionScheme.fastEffectsSpec()` beside
    /// `….defaultSpatialSpec()` must not both read `animationSpec: MaterialTheme.motionSchem…`.
    package static func shortened(_ texts: [String], limit: Int = 40, longest: Int = 120) -> [String] {
        var limit = limit
        while limit < longest, Set(texts.map { shortened($0, limit: limit) }).count < Set(texts).count { limit += 10 }
        return texts.map { shortened($0, limit: limit) }
    }
}
