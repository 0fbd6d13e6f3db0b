import CurveKit
import Foundation

/// Names and numbers as the exported languages write them.
package enum CodeText {
    /// A number for code: its shortest exact form when that has at most 6 decimals, else
    /// rounded to 6 decimals (so computed values lose their floating-point noise).
    static func number(_ value: Double) -> String {
        let exact = TextFormat.shortest(value)
        if let dot = exact.firstIndex(of: "."), !exact.contains("e") {
            let decimals = exact.distance(from: dot, to: exact.endIndex) - 1
            if decimals <= 6 { return exact }
            return TextFormat.trimmed(value, decimals: 6)
        }
        if exact.contains("e"), abs(value) < 1e-6 { return "0" }
        return exact
    }

    /// A floating-point literal of Swift or Dart (``number(_:)`` with a `.` or exponent always), for
    /// contexts where an integer literal would become an `Int` (Swift's `Any`, a keyframe's value;
    /// Dart's `Tween<double>`).
    static func doubleLiteral(_ value: Double) -> String {
        let text = number(value)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// A Swift `Double` literal of a number's shortest exact form (for numbers already rounded
    /// by ``PasteDecimals``).
    static func swiftDoubleExact(_ value: Double) -> String {
        let text = TextFormat.shortest(value)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// `opacity` → `Opacity`: a word as the suffix of an identifier.
    static func capitalised(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// `ease-out-back` → `easeOutBack`; `my_curve` stays.
    static func camelCase(_ name: String) -> String {
        let parts = name.split(separator: "-", omittingEmptySubsequences: true)
        guard let first = parts.first else { return "value" }
        var result = String(first)
        for part in parts.dropFirst() {
            result += part.prefix(1).uppercased() + part.dropFirst()
        }
        if let firstScalar = result.unicodeScalars.first, ("0"..."9").contains(firstScalar) { result = "_" + result }
        return result
    }

    /// A name a language does not take as typed, and what the code declares instead.
    package struct Renaming: Equatable {
        /// The name camel-cased, as the language would otherwise declare it.
        let word: String
        /// What the code declares: the word escaped (`` `class` ``) or renamed (`class_`).
        let identifier: String
        let language: String

        /// For the export's header: what was done, and why.
        var note: String { "\(word) is a reserved word in \(language), so the code declares it as \(identifier)" }

        /// The renaming of `name` by `rule` (a language's identifier function), nil when it
        /// declares the name as typed.
        init?(_ name: String, language: String, camelCased: Bool = true, _ rule: (String) -> String) {
            word = camelCased ? CodeText.camelCase(name) : name
            identifier = rule(name)
            self.language = language
            if identifier == word { return nil }
        }
    }

    /// A Swift identifier for `name` followed by `suffix` (`Spec`, `Opacity`), in backticks when
    /// it is a keyword.
    static func swiftIdentifier(_ name: String, suffix: String = "") -> String {
        let base = camelCase(name) + suffix
        return swiftKeywords.contains(base) ? "`\(base)`" : base
    }

    /// A Kotlin identifier for `name` followed by `suffix` (Compose, Android), in backticks when it is a hard keyword
    /// (Kotlin's grammar lets any name stand in backticks).
    static func kotlinIdentifier(_ name: String, suffix: String = "") -> String {
        let base = camelCase(name) + suffix
        return kotlinKeywords.contains(base) ? "`\(base)`" : base
    }

    /// A JavaScript or TypeScript identifier for `name` followed by `suffix` (Motion, GSAP), with a trailing `_` when
    /// it is a reserved word (JavaScript has no way to quote one).
    static func javaScriptIdentifier(_ name: String, suffix: String = "") -> String {
        let base = camelCase(name) + suffix
        return javaScriptReservedWords.contains(base) ? base + "_" : base
    }

    /// A JavaScript property name: `x`, `opacity`, `translateX`, or the name in quotes when it is not an identifier.
    static func javaScriptPropertyName(_ name: String) -> String {
        name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } ? name : "\"\(name)\""
    }

    /// A colour as a CSS colour in a JavaScript string (Motion, GSAP): `"rgba(51, 102, 153, 1)"`.
    static func cssColourString(_ colour: AnimationValue) -> String {
        let c = colour.components
        return "\"rgba(\(CodeText.number(c[0])), \(CodeText.number(c[1])), \(CodeText.number(c[2])), \(CodeText.number(c[3])))\""
    }

    /// A Dart identifier for `name` followed by `suffix` (Flutter), with a trailing `_` when it is a reserved word (a
    /// leading `_` would make it private to its library).
    static func dartIdentifier(_ name: String, suffix: String = "") -> String {
        let base = camelCase(name) + suffix
        return dartReservedWords.contains(base) ? base + "_" : base
    }

    /// An Objective-C identifier for `name`, with a trailing `_` when it is a keyword.
    static func objcIdentifier(_ name: String) -> String {
        let base = camelCase(name)
        return objcKeywords.contains(base) ? base + "_" : base
    }

    /// A CSS identifier for an @keyframes name or class: the name itself (letters, digits, `-`,
    /// `_`, starting with a letter), with `-animation` added to a CSS-wide keyword.
    static func cssIdentifier(_ name: String) -> String {
        let reserved: Set = ["none", "initial", "inherit", "unset", "revert", "revert-layer", "default", "auto"]
        return reserved.contains(name.lowercased()) ? name + "-animation" : name
    }

    /// `cornerRadius` → `corner-radius`, `transform.rotation.z` → `transform-rotation-z`.
    static func kebabCase(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "." || character == "_" {
                result += "-"
            } else if character.isUppercase {
                if !result.isEmpty && result.last != "-" { result += "-" }
                result += character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A text for a comment of `style`: no `*/` inside a CSS comment, one line.
    static func commentSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "\n", with: " ")
    }

    /// A string literal body for Swift or Objective-C: key paths are plain names, so only
    /// escaping quotes and backslashes matters.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "consume", "borrowing", "consuming", "copy", "discard", "each",
        "package", "some", "any", "macro",
    ]

    /// Kotlin's hard keywords, which no name may be without backticks (kotlinlang.org, "Keywords
    /// and operators"), and `yield`, which kotlinc reserves where a statement calls it.
    static let kotlinKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while", "yield",
    ]

    /// JavaScript's reserved words, those of strict mode and modules (where exported code runs)
    /// included, and the names strict mode will not bind (ECMA-262, "Reserved Words").
    static let javaScriptReservedWords: Set<String> = [
        "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new",
        "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with",
        "yield", "let", "static", "implements", "interface", "package", "private", "protected", "public", "arguments",
        "eval",
    ]

    /// Dart's reserved words, which no identifier may be (dart.dev, "Keywords").
    static let dartReservedWords: Set<String> = [
        "assert", "break", "case", "catch", "class", "const", "continue", "default", "do", "else", "enum", "extends",
        "false", "final", "finally", "for", "if", "in", "is", "new", "null", "rethrow", "return", "super", "switch",
        "this", "throw", "true", "try", "var", "void", "while", "with",
    ]

    static let objcKeywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
        "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
        "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
        "volatile", "while", "_Bool", "_Complex", "_Imaginary", "id", "self", "super", "nil", "Nil", "YES",
        "NO", "BOOL", "SEL", "Class", "IMP", "in", "out", "inout", "bycopy", "byref", "oneway", "instancetype",
        "bool", "true", "false", "NULL", "asm", "typeof", "alignas", "alignof",
    ]
}
