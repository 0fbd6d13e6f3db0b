import CurveKit
import Foundation

/// Names and numbers as the exported languages write them.
enum CodeText {
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

    /// A Swift identifier for `name`, in backticks when it is a keyword.
    static func swiftIdentifier(_ name: String) -> String {
        let base = camelCase(name)
        return swiftKeywords.contains(base) ? "`\(base)`" : base
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

    static let objcKeywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
        "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
        "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
        "volatile", "while", "_Bool", "_Complex", "_Imaginary", "id", "self", "super", "nil", "Nil", "YES",
        "NO", "BOOL", "SEL", "Class", "IMP", "in", "out", "inout", "bycopy", "byref", "oneway", "instancetype",
        "bool", "true", "false", "NULL", "asm", "typeof", "alignas", "alignof",
    ]
}
