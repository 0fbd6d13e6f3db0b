import CurveKit
import Foundation
import Platforms

/// `NAME = PLATFORM CODE` (the rest of the line, the platform's code as pasted),
/// `NAME = PLATFORM file=PATH [at=N]` (the Nth timing definition found in a source file), and CSS
/// as written without the word `css` (the functions and keywords CSS declares as its
/// ``Platforms/WordlessCode``). The parser hands over the raw rest of the line
/// (``PlatformCodeDefinition/parse(line:)``), so quotes, `#` and commas reach the reader as written.
struct PlatformCodeDefinition: CurveDefinition {
    static let keyword: String? = nil
    static let catalog = [
        CurveCatalog.Entry(
            kind: "PLATFORM", usage: "PLATFORM CODE (PLATFORM: \(Platform.words.joined(separator: ", ")))",
            summary: "a platform's own code pasted as is: "
                + [Platform.swiftui, .compose, .flutter].map { "\($0.rawValue) \($0.examples[0])" }.joined(separator: ", ")
                + " (help PLATFORM)"
        ),
        CurveCatalog.Entry(
            kind: "PLATFORM file", usage: "PLATFORM file=PATH [at=N]",
            summary: "the first (or Nth) timing definition in a source file; the reply says which line"),
        CurveCatalog.Entry(kind: "CSS", usage: wordlessCSS.usage, summary: wordlessCSS.summary),
    ]

    enum Source: Sendable, Equatable {
        case code(String)
        case file(path: String, occurrence: Int)
    }

    /// nil for CSS written without its word.
    var platform: Platform?
    var source: Source
    /// Where the code starts in the line (for carets when it is built); not part of its identity.
    var column: Int = 1

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.platform == rhs.platform && lhs.source == rhs.source }

    static func parse(_ words: inout Words) throws(CommandError) -> PlatformCodeDefinition {
        throw CommandError("a platform paste is NAME = PLATFORM CODE")
    }

    /// The CSS that is read without the word `css`, as CSS declares it.
    static var wordlessCSS: WordlessCode {
        guard let code = Platform.css.wordlessCode else { preconditionFailure("CSS declares no code read without its word") }
        return code
    }

    /// Whether the text starts with CSS read without the word `css`: one of its keywords, or
    /// one of its functions before `(` (after at most one space), or before a space when
    /// curves has no definition or curve by that word (`cubic-bezier 0.2` is CSS written wrong;
    /// `steps 4` is curves' own steps).
    static func isCSSAsWritten(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return wordlessCSS.keywords.contains { lowered.hasPrefix($0) }
            || wordlessCSS.functions.contains { function in
                lowered.hasPrefix(function + "(") || lowered.hasPrefix(function + " (")
                    || (lowered.hasPrefix(function + " ") && CurveDefinitions.definition(keyword: function) == nil
                        && CurveKinds.builtInCurve(named: function) == nil)
            }
    }

    /// The definition when `line` is `NAME = PLATFORM …` or `NAME = <CSS as written>`; nil
    /// otherwise (the ordinary parser reads it). Columns count Unicode scalars.
    static func parse(line: String) throws(CommandError) -> (name: Token, equals: Token, definition: PlatformCodeDefinition)? {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        func skipSpace() { while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 } }
        skipSpace()
        let nameStart = index
        while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != "=", scalars[index] != "\"" { index += 1 }
        guard index > nameStart else { return nil }
        let name = Token(text: String(scalars: scalars[nameStart..<index]), column: nameStart + 1)
        skipSpace()
        guard index < scalars.count, scalars[index] == "=" else { return nil }
        let equals = Token(text: "=", column: index + 1)
        index += 1
        skipSpace()
        let restStart = index
        let rest = String(scalars: scalars[restStart...])
        if isCSSAsWritten(rest) {
            let definition = PlatformCodeDefinition(platform: nil, source: .code(trimmed(rest)), column: restStart + 1)
            _ = try definition.read(trimmed(rest), platform: .css)
            return (name, equals, definition)
        }
        // The word ends at a space or at a `#` comment: `a = flutter#…` is `a = flutter` (refused alike).
        while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != "#" { index += 1 }
        let word = String(scalars: scalars[restStart..<index])
        guard let platform = Platform(rawValue: word) else { return nil }
        skipSpace()
        let codeStart = index
        let code = trimmed(String(scalars: scalars[codeStart...]))
        guard !code.isEmpty else {
            throw CommandError(
                "missing the \(platform.title) code after '\(word)'; for example: \(name.text) = \(word) \(platform.examples[0])",
                span: SourceSpan(column: index + 1, length: 1))
        }
        if code.hasPrefix("file=") {
            var tokens = try Lexer.tokens(of: String(scalars: scalars[codeStart...]))
            for i in tokens.indices { tokens[i].column += codeStart }
            var words = Words(tokens: tokens, command: Token(text: word, column: restStart + 1))
            words.usageTopic = "\(word) file=PATH [at=N]"
            var options = try words.options(allowed: ["file", "at"])
            guard let path = options.take("file")?.text else { throw CommandError("\(word) file=PATH needs the file's path") }
            let occurrence = try options.integer("at", default: 1, in: 1...10_000)
            return (
                name, equals,
                PlatformCodeDefinition(platform: platform, source: .file(path: path, occurrence: occurrence), column: codeStart + 1)
            )
        }
        let definition = PlatformCodeDefinition(platform: platform, source: .code(code), column: codeStart + 1)
        // Parsing checks the code at once (a paste is read instantly), so errors come before running.
        _ = try definition.read(code, platform: platform)
        return (name, equals, definition)
    }

    /// The text without the shell's comments (`#` after a space, outside quotes, as the shell
    /// reads comments: to the end of its line) and surrounding spaces. A `#` that is the pasted
    /// code's own is kept: a directive (``startsDirective(_:)``) or a hex colour (`#fafafa;`).
    private static func trimmed(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var quote: Unicode.Scalar?
        var previous: Unicode.Scalar = " "
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open && previous != "\\" { quote = nil }
            } else if scalar == "\"" || scalar == "'" || scalar == "`" {
                quote = scalar
            } else if scalar == "#", previous.properties.isWhitespace, !Self.startsDirective(scalars[index...]),
                !Lexer.startsColour(scalars, at: index, inCode: true)
            {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            kept.append(scalar)
            previous = scalar
            index += 1
        }
        return String(kept).trimmingCharacters(in: .whitespaces)
    }

    /// Whether the text at a `#` is a directive of the pasted language, Swift's `#keyPath(…)` or
    /// `#selector(…)`: a name written against the `#` and a bracket after it, which a comment of
    /// the shell's (`# the entrance curve`) is not.
    private static func startsDirective(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        let name = text.dropFirst().prefix { $0.properties.isAlphabetic || $0 == "_" }
        guard let first = name.first, first.properties.isAlphabetic else { return false }
        return text.dropFirst(1 + name.count).first == "("
    }

    var words: [String] {
        switch source {
        case .code(let code): (platform.map { [$0.rawValue] } ?? []) + [code]
        case .file(let path, let occurrence):
            [platform?.rawValue ?? "css", "file=\(TextFormat.quoted(path))"] + (occurrence == 1 ? [] : ["at=\(occurrence)"])
        }
    }

    func read(_ code: String, platform: Platform) throws(CommandError) -> ReadCurve {
        try platform.readAsWritten(code, column: column)
    }

    /// The curve and its note (for the reply and `show`).
    func reading(_ context: some CurveBuildContext) throws(CommandError) -> ReadCurve {
        switch source {
        case .code(let code):
            return try read(code, platform: platform ?? .css)
        case .file(let path, let occurrence):
            let data: Data
            do {
                data = try context.fileSystem.contents(of: path)
            } catch {
                throw CommandError(error.message)
            }
            guard let text = String(data: data, encoding: .utf8) else { throw CommandError("cannot read \(path): not UTF-8 text") }
            let (found, all, refused) = try SourceFileScanner.find(platform ?? .css, in: text, occurrence: occurrence, path: path)
            var reading = found.curve
            var took = "took line \(found.line) of \(path): \(Names.shortened(found.code))"
            if all.count > 1 {
                // Every definition, so that at=N can pick another.
                let list = all.enumerated().map { "at=\($0.offset + 1) line \($0.element.line) \(Names.shortened($0.element.code))" }
                took += " (\(occurrence) of \(all.count): " + list.joined(separator: ", ") + ")"
            }
            if !refused.isEmpty {
                took += " (also in the file, not read: " + refused.map { "line \($0.line): \($0.message)" }.joined(separator: "; ") + ")"
            }
            reading.note = reading.note.map { took + "; " + $0 } ?? took
            // History keeps the code itself when it reads back to the same curve on its own.
            let source = CodeProvenance(
                path: path, line: found.line, code: found.paste, language: SourceLanguage.of(path: path, platform: platform ?? .css))
            if let again = try? (platform ?? .css).read(source.commented), again.curve == found.curve.curve {
                reading.source = source
            }
            return reading
        }
    }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        try reading(context).curve
    }
}
