import Foundation

/// Where a definition read from a source file came from, and the code that stands for it on
/// its own: what history records instead of `file=`, so that a session replays without the file
/// and after it changes.
///
/// The code is the definition as it was read: a value declared elsewhere in the file and used
/// by name is written in its place, properties set on later lines become the arguments or setter
/// calls they stand for (`CASpringAnimation(keyPath: "x", stiffness: 180)`,
/// `SpringForce().setStiffness(200f)`), and comments and line breaks are gone. The file and line
/// follow in a comment of the file's language.
package struct CodeProvenance: Sendable, Equatable {
    var path: String
    var line: Int
    /// The definition's code on one line, as it reads on its own.
    var code: String
    /// The file's language, for the comment.
    var language: SourceLanguage

    package init(path: String, line: Int, code: String, language: SourceLanguage) {
        self.path = path
        self.line = line
        self.code = code
        self.language = language
    }

    /// The code followed by where it was found, in a comment of the file's language (JSON has
    /// none; a Lottie paste reads past a `//` one).
    package var commented: String {
        let place = "from \(path) line \(line)"
        switch language {
        case .xml: return "\(code) <!-- \(place) -->"
        case .cLike where Self.isStylesheet(path): return "\(code) /* \(place) */"
        case .cLike, .json: return "\(code) // \(place)"
        }
    }

    package var json: JSONValue {
        .object([("file", .string(path)), ("line", .number(Double(line))), ("code", .string(code))])
    }

    static func isStylesheet(_ path: String) -> Bool {
        ["css", "scss", "sass", "less"].contains(path.lowercased().split(separator: ".").last.map(String.init) ?? "")
    }

    /// `node` as code on one line: its own text where nothing was put into it, else rebuilt from
    /// its parts (a call's receiver, name and arguments), with `separator` between a label and
    /// its value (` = ` in Kotlin, `: ` in Swift, Dart and JavaScript).
    static func code(of node: CodeNode, in code: SourceCode, separator: String) -> String {
        if isAsWritten(node) { return collapsed(code.text(of: node)) }
        guard case .call(let receiver, let name, let arguments) = node.value else { return collapsed(code.text(of: node)) }
        let callee = receiver.map { Self.code(of: $0, in: code, separator: separator) + "." } ?? ""
        let list = arguments.map { argument in
            (argument.label.map { $0 + separator } ?? "") + Self.code(of: argument.node, in: code, separator: separator)
        }
        return callee + name + "(" + list.joined(separator: ", ") + ")"
    }

    /// The label separator of a file's calls, by its extension.
    static func labelSeparator(path: String) -> String {
        ["kt", "kts"].contains(path.lowercased().split(separator: ".").last.map(String.init) ?? "") ? " = " : ": "
    }

    /// Whether every value inside `node` is written inside it: nothing declared elsewhere or set
    /// on a later line was put in, so its text says all of it.
    private static func isAsWritten(_ node: CodeNode) -> Bool {
        let span = node.offset..<(node.offset + node.length)
        func inside(_ child: CodeNode) -> Bool {
            guard span.contains(child.offset), child.offset + child.length <= span.upperBound else { return false }
            if case .call(let receiver, _, _) = child.value, let receiver, receiver.offset == child.offset, receiver.length == child.length
            {
                return false
            }
            return child.children.allSatisfy(inside)
        }
        if case .call(let receiver, _, _) = node.value, let receiver, receiver.offset == node.offset, receiver.length == node.length {
            return false
        }
        return node.children.allSatisfy(inside)
    }

    /// `text` on one line: each run of spaces, tabs and line breaks becomes one space.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// One line: runs of white space become one space, and the spaces and trailing comma a
    /// call spread over lines leaves (`spring(⏎ a = 1,⏎)`, `)⏎ .setStiffness`) go.
    private static func collapsed(_ text: String) -> String {
        var line = oneLine(text)
        for (spread, tight) in [("( ", "("), (", )", ")"), (" )", ")"), (") .", ").")] {
            line = line.replacingOccurrences(of: spread, with: tight)
        }
        return line
    }
}
