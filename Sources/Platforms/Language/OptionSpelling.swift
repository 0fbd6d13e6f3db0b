/// What an unknown `key=` most likely meant: one of the accepted options spelt the way a
/// platform spells it (`dampingFraction`, `damping_fraction`, `Damping-Fraction`), under a
/// platform's own name for the same quantity (Compose's `dampingRatio` is SwiftUI's damping
/// fraction ζ; Core Animation's `initialVelocity` is `velocity=`), or mistyped by an edit or two.
/// Every command and definition words its unknown-option error through ``message(for:accepted:)``.
package enum OptionSpelling {
    /// Platform names of a quantity that the language spells otherwise, by their folded form.
    static let platformNames: [String: String] = [
        "dampingratio": "damping-fraction",
        "initialvelocity": "velocity",
    ]

    /// `text` without case, `-` or `_`: `dampingFraction`, `damping_fraction` and
    /// `damping-fraction` fold to one word.
    static func folded(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
    }

    /// The accepted option `key` is another spelling or a platform name of, when it is one.
    static func respelling(of key: String, among accepted: [String]) -> String? {
        let folded = folded(key)
        if let same = accepted.first(where: { Self.folded($0) == folded }), same != key { return same }
        if let name = platformNames[folded], accepted.contains(name) { return name }
        return nil
    }

    /// What the key most likely meant, in words with their closing mark (`curves spells it
    /// damping-fraction=;`, `did you mean stiffness=?`), or nil when no accepted option is near it.
    package static func hint(for key: String, among accepted: [String]) -> String? {
        if let option = respelling(of: key, among: accepted) { return "curves spells it \(option)=;" }
        return Suggestions.closest(to: key, among: accepted).map { "did you mean \($0)=?" }
    }

    /// The unknown-option error's text: the key as typed, the option the language uses when
    /// the key is a respelling or a near miss of one, and every option accepted.
    package static func message(for key: String, accepted: [String]) -> String {
        "unknown option '\(Names.shortened(key))'; " + (hint(for: key, among: accepted).map { $0 + " " } ?? "")
            + "accepted: \(accepted.map { "\($0)=" }.joined(separator: ", "))"
    }
}
