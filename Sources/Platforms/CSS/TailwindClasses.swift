import CurveKit
import Foundation

/// Tailwind CSS's transition utilities in a class list (`class="transition-opacity ease-out
/// duration-300"`, a `className` string, `@apply …;`), read as the CSS they generate.
///
/// Tailwind's `ease-in`, `ease-out` and `ease-in-out` are not CSS's keywords of the same names:
/// they set `transition-timing-function` to the theme's `--ease-in: cubic-bezier(0.4, 0, 1, 1)`,
/// `--ease-out: cubic-bezier(0, 0, 0.2, 1)` and `--ease-in-out: cubic-bezier(0.4, 0, 0.2, 1)`;
/// `ease-linear` to `linear`; `ease-NAME` to the theme's `--ease-NAME` (v4's `@theme`) or the
/// `transitionTimingFunction` entry NAME of `tailwind.config.js` (v3); `ease-[VALUE]` to VALUE
/// (an underscore for each space) and `ease-(--NAME)` to `var(--NAME)`. With no `ease-*`
/// utility, the `transition` utilities ease with `--default-transition-timing-function:
/// cubic-bezier(0.4, 0, 0.2, 1)` over `--default-transition-duration: 150ms`; `duration-N` and
/// `delay-N` are N milliseconds (Tailwind CSS documentation, transition-timing-function,
/// transition-property and transition-duration; v4's theme.css). A utility behind a variant
/// (`hover:ease-in`, `md:`, `data-[open]:`) applies only in that state: the unprefixed one is
/// the element's own, and the variants are named in the note.
///
/// A class list is Tailwind's only when it holds a utility CSS has no word for: a `transition`
/// utility, `duration-*`, `delay-*`, `ease-linear`, `ease-[…]`, `ease-(…)` or an `ease-*` behind
/// a variant. `ease-in-out` alone, or CSS's own `transition: all 0.3s ease-in-out`, stays CSS.
enum TailwindClasses {
    /// The theme's easings by the name after `ease-`, as v3's defaults and v4's theme.css give them.
    static let themeEasings: [String: String] = [
        "linear": "linear", "in": "cubic-bezier(0.4, 0, 1, 1)", "out": "cubic-bezier(0, 0, 0.2, 1)",
        "in-out": "cubic-bezier(0.4, 0, 0.2, 1)",
    ]
    /// `--default-transition-timing-function`, the `transition` utilities' easing without an `ease-*`.
    static let defaultEasing = "cubic-bezier(0.4, 0, 0.2, 1)"
    /// `--default-transition-duration`, in seconds.
    static let defaultDuration = 0.15
    /// The `transition` utilities: `transition` and `transition-PROPERTIES`.
    static let transitionUtilities: Set<String> = [
        "transition", "transition-all", "transition-colors", "transition-opacity", "transition-shadow", "transition-transform",
    ]

    /// One class of a list: its variants (`hover`, `md`, `data-[open]`) and the utility.
    struct Utility: Equatable {
        var variants: [String]
        var name: String
        var text: String

        init(_ text: String) {
            self.text = text
            // Variants end at a colon outside brackets and parentheses (`data-[state=open]:`).
            var parts: [String] = [], current = "", depth = 0
            for character in text {
                if character == "[" || character == "(" { depth += 1 }
                if character == "]" || character == ")" { depth -= 1 }
                if character == ":", depth == 0 {
                    parts.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            }
            variants = parts
            // `!ease-out` (v3) and `ease-out!` (v4) mark the utility important: the same easing.
            name = current.trimmingCharacters(in: CharacterSet(charactersIn: "!"))
        }

        var isEase: Bool { name.hasPrefix("ease-") }
        var isDuration: Bool { name.hasPrefix("duration-") }
        var isDelay: Bool { name.hasPrefix("delay-") }
        var isTransition: Bool {
            TailwindClasses.transitionUtilities.contains(name) || (name.hasPrefix("transition-[") && name.hasSuffix("]"))
        }
        /// A class CSS has no word for: only Tailwind writes it.
        var marksTailwind: Bool {
            isTransition || isDuration || isDelay
                || (isEase && (!variants.isEmpty || name == "ease-linear" || name.hasPrefix("ease-[") || name.hasPrefix("ease-(")))
        }
    }

    /// The curve of the first Tailwind class list in `text` that times a transition, with its
    /// line (1-based) and the list; nil when `text` holds none.
    static func read(_ text: String, column: Int) throws(CommandError) -> (curve: ReadCurve, line: Int, code: String)? {
        let lists = classLists(in: text).filter { list in list.utilities.contains(where: \.marksTailwind) }
        guard let first = lists.first(where: { list in list.utilities.contains { $0.isEase || $0.isTransition } }) else { return nil }
        let scalars = Array(text.unicodeScalars)
        let declared = CSSCustomValues.declared(in: scalars)
        let configured = configuredEasings(in: text)
        let span = SourceSpan(column: column, length: max(scalars.count, 1))
        var reading: ReadCurve
        do {
            reading = try read(first.utilities, declared: declared, configured: configured)
        } catch {
            throw CommandError("the Tailwind CSS classes '\(Names.shortened(first.text, limit: 60))': \(error.message)", span: span)
        }
        let others = lists.filter { $0.text != first.text && $0.utilities.contains { $0.isEase || $0.isTransition } }
        if !others.isEmpty {
            let named = others.map { "'\(Names.shortened($0.text, limit: 40))' (line \($0.line))" }.joined(separator: ", ")
            reading.note = AnimationTimingNote.joined(
                reading.note, "other class lists in the paste, not read: \(named) (paste one alone to read it)")
        }
        return (reading, first.line, first.text)
    }

    struct ClassList {
        var text: String
        var line: Int
        var utilities: [Utility]
    }

    /// The class lists of `text`: each string literal ('…', "…", `…`), each `@apply …;`, and the
    /// whole text when it has neither.
    static func classLists(in text: String) -> [ClassList] {
        var lists: [ClassList] = []
        let characters = Array(text)
        var line = 1, index = 0
        func add(_ body: String, at line: Int) {
            let words = body.split(whereSeparator: \.isWhitespace).map(String.init)
            guard !words.isEmpty else { return }
            lists.append(ClassList(text: words.joined(separator: " "), line: line, utilities: words.map(Utility.init)))
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\n" { line += 1 }
            if character == "\"" || character == "'" || character == "`" {
                var end = index + 1
                var lines = 0
                while end < characters.count, characters[end] != character {
                    if characters[end] == "\n" { lines += 1 }
                    // A newline ends a quoted string except a template literal's.
                    if characters[end] == "\n", character != "`" { break }
                    end += 1
                }
                add(String(characters[(index + 1)..<min(end, characters.count)]), at: line)
                line += lines
                index = end + 1
                continue
            }
            if character == "@", String(characters[index...].prefix(7)) == "@apply " {
                var end = index + 7
                while end < characters.count, characters[end] != ";", characters[end] != "\n", characters[end] != "}" { end += 1 }
                add(String(characters[(index + 7)..<end]), at: line)
                index = end
                continue
            }
            index += 1
        }
        // A style sheet's rule or declaration (`;`, braces) is CSS, never a bare class list, even
        // where a word of it (`transition` in a comment) is also a utility's name.
        if lists.isEmpty, !text.contains(where: { $0 == ";" || $0 == "{" || $0 == "}" }) { add(text, at: 1) }
        return lists
    }

    /// The easing, duration and delay one class list gives.
    static func read(_ utilities: [Utility], declared: DeclaredValues, configured: [String: String]) throws(CommandError) -> ReadCurve {
        let own = utilities.filter(\.variants.isEmpty)
        let eases = own.filter(\.isEase)
        var notes: [String] = []
        let easing: String
        if let ease = eases.last {
            // Of two in one list, the one later in Tailwind's generated CSS wins; they are rarely
            // both there, and which is later is the build's, not the list's: said, not guessed.
            if Set(eases.map(\.name)).count > 1 {
                throw CommandError(
                    "it holds \(eases.count) easing utilities (\(eases.map(\.name).joined(separator: ", "))): which one wins depends on the order of Tailwind's generated CSS; keep one"
                )
            }
            easing = try value(ofEase: ease.name, declared: declared, configured: configured)
            notes.append("\(ease.name) sets transition-timing-function to \(easing)")
        } else if own.contains(where: \.isTransition) {
            easing = defaultEasing
            notes.append(
                "no ease-* utility: the transition utilities ease with Tailwind's --default-transition-timing-function, \(defaultEasing)")
        } else {
            let varied = utilities.filter { !$0.variants.isEmpty && $0.isEase }.map(\.text)
            throw CommandError(
                "it sets no easing of the element's own: no ease-* or transition utility without a variant"
                    + (varied.isEmpty ? "" : " (\(varied.joined(separator: ", ")) applies only in its state)")
                    + "; paste the classes the element has")
        }
        let varied = utilities.filter { !$0.variants.isEmpty && ($0.isEase || $0.isDuration) }
        if !varied.isEmpty {
            notes.append("behind a variant, only in that state, not read: " + varied.map(\.text).joined(separator: ", "))
        }
        var code = SourceCode(try resolved(easing, declared: declared))
        var reading: ReadCurve
        do {
            let node = try code.onlyValue()
            reading = try CSSReader.read(node, code)
        } catch {
            throw CommandError("\(easing) is no CSS easing function: \(error.message)")
        }
        let duration = try own.last(where: \.isDuration).map { utility throws(CommandError) in
            try seconds(utility.name.dropFirst("duration-".count), declared: declared)
        }
        let delay = try own.last(where: \.isDelay).map { utility throws(CommandError) in
            try seconds(utility.name.dropFirst("delay-".count), declared: declared)
        }
        let transitions = own.contains(where: \.isTransition)
        reading.timing = CurveTiming(duration: duration ?? (transitions ? defaultDuration : nil), delay: delay)
        if duration == nil, transitions { notes.append("no duration-* utility: Tailwind's --default-transition-duration, 150ms") }
        reading.note = AnimationTimingNote.joined("Tailwind CSS: " + notes.joined(separator: "; "), reading.note)
        return reading
    }

    /// The CSS value `ease-NAME` sets transition-timing-function to.
    static func value(ofEase name: String, declared: DeclaredValues, configured: [String: String]) throws(CommandError) -> String {
        let rest = String(name.dropFirst("ease-".count))
        if rest.hasPrefix("["), rest.hasSuffix("]") {
            return String(rest.dropFirst().dropLast()).replacingOccurrences(of: "_", with: " ")
        }
        if rest.hasPrefix("("), rest.hasSuffix(")") { return "var(\(rest.dropFirst().dropLast()))" }
        // The theme's own variable, where the text declares it (v4's @theme), wins over the defaults.
        if declared["--ease-\(rest)"] != nil { return "var(--ease-\(rest))" }
        if let value = configured[rest] { return value }
        if let value = themeEasings[rest] { return value }
        throw CommandError(
            "\(name) names a theme easing this paste does not define (--ease-\(rest) in @theme, or '\(rest)' under transitionTimingFunction in tailwind.config.js); Tailwind's own are ease-linear, ease-in, ease-out and ease-in-out: paste the definition with the classes"
        )
    }

    /// `value` with every `var()` replaced by what the text declares (or its fallback).
    static func resolved(_ value: String, declared: DeclaredValues) throws(CommandError) -> String {
        let scalars = Array(value.unicodeScalars)
        var consumed: [Int] = []
        do {
            let components = try CSSCustomValues.resolved(
                CSSValueTokens.components(scalars, from: 0, to: scalars.count), declared, depth: 0, consumed: &consumed)
            return components.map(\.text).joined(separator: " ")
        } catch {
            switch error {
            case .variable(let message): throw CommandError(message)
            default: throw CommandError("\(value) is not read: a var() in it is no custom property")
            }
        }
    }

    /// Seconds of `duration-N` / `delay-N` (N milliseconds), `duration-[…]` or `duration-(--…)`.
    static func seconds(_ value: Substring, declared: DeclaredValues) throws(CommandError) -> Double {
        if let milliseconds = Double(value), milliseconds >= 0 { return milliseconds / 1000 }
        var text = String(value)
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("("), text.hasSuffix(")") { text = "var(\(text.dropFirst().dropLast()))" }
        let time = try resolved(text, declared: declared).trimmingCharacters(in: .whitespaces)
        if let seconds = CSSValueTokens.seconds(time), seconds >= 0 { return seconds }
        throw CommandError("'\(value)' is no time Tailwind's duration-* and delay-* take (a number of milliseconds, or [250ms] / [0.25s])")
    }

    /// The entries of a `transitionTimingFunction: { NAME: 'VALUE', … }` object (tailwind.config.js, v3).
    static func configuredEasings(in text: String) -> [String: String] {
        guard let key = text.range(of: "transitionTimingFunction"),
            let open = text[key.upperBound...].firstIndex(of: "{"),
            text[key.upperBound..<open].allSatisfy({ $0 == ":" || $0.isWhitespace }),
            let close = text[open...].firstIndex(of: "}")
        else { return [:] }
        var entries: [String: String] = [:]
        let body = text[text.index(after: open)..<close]
        for entry in body.split(whereSeparator: { $0 == "\n" }) {
            // `'in-expo': 'cubic-bezier(0.95, 0.05, 0.795, 0.035)',`
            let parts = entry.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let quotes = CharacterSet(charactersIn: "'\"` ,")
            let name = parts[0].trimmingCharacters(in: quotes.union(.whitespaces))
            let value = parts[1].trimmingCharacters(in: quotes.union(.whitespaces))
            if !name.isEmpty, !value.isEmpty { entries[name] = value }
        }
        return entries
    }
}
