/// The language family a source file is written in, as far as finding timing code needs: where
/// comments, strings and import lines are.
package enum SourceLanguage: Sendable, Equatable {
    /// Swift, Kotlin, Java, JavaScript/TypeScript, Dart, CSS/Sass/Less, Objective-C: `//` and
    /// `/* */` comments, quoted strings, JavaScript template strings, `import`/`package` lines.
    case cLike(nestedComments: Bool)
    /// Android resources and layouts: `<!-- -->` comments, tags with attributes, element text.
    case xml
    /// Lottie files: no comments; strings and values.
    case json

    /// The language of `path`, by its extension; `platform` decides when the extension says nothing.
    package static func of(path: String, platform: Platform) -> SourceLanguage {
        let lowered = path.lowercased()
        let ext = lowered.split(separator: ".").last.map(String.init) ?? ""
        switch ext {
        case "xml": return .xml
        case "json", "lottie": return .json
        case "swift", "kt", "kts", "dart": return .cLike(nestedComments: true)
        case "java", "js", "jsx", "mjs", "cjs", "ts", "tsx", "css", "scss", "sass", "less", "m", "mm", "h", "vue", "svelte":
            return .cLike(nestedComments: false)
        default: return platform.spec.sourceLanguage
        }
    }
}

/// What each scalar of a source file is: code, a comment, inside a string, or part of an import
/// (or package) line. ``masked`` is the text with comments and imports blanked (newlines kept),
/// so that offsets and line numbers stay those of the file and a value read from it never sees
/// a comment's words.
struct SourceRegions: Sendable {
    enum Kind: UInt8, Sendable {
        case code, comment, string, directive
        /// XML markup: tag names, attribute names, `=`, `<`, `>`.
        case markup
    }

    let kinds: [Kind]
    /// The source with comments and directives replaced by spaces (newlines kept).
    let masked: [Unicode.Scalar]

    init(_ scalars: [Unicode.Scalar], language: SourceLanguage) {
        var kinds: [Kind]
        switch language {
        case .cLike(let nested): kinds = SourceLexer.cLike(scalars, nestedComments: nested)
        case .xml: kinds = SourceLexer.xml(scalars)
        case .json: kinds = SourceLexer.json(scalars)
        }
        self.kinds = kinds
        var masked = scalars
        for index in masked.indices where (kinds[index] == .comment || kinds[index] == .directive) && masked[index] != "\n" {
            masked[index] = " "
        }
        self.masked = masked
    }
}

/// One lexer per language family, each a single pass that labels every scalar.
enum SourceLexer {
    /// C-like code: `//` to the end of the line, `/* … */` (nested in Swift, Kotlin and Dart),
    /// strings in `"`, `'` and backticks (a template's `${…}` is code), triple-quoted strings,
    /// and lines that start with `import`, `package`, `#import`, `#include` or `@import` (to their
    /// end, or through a `{ … }` list of names that opens on them).
    static func cLike(_ s: [Unicode.Scalar], nestedComments: Bool) -> [SourceRegions.Kind] {
        var kinds = [SourceRegions.Kind](repeating: .code, count: s.count)
        var index = 0
        var lineStart = true
        /// Open template strings: the brace depth of each `${` we are inside.
        var templateBraces: [Int] = []
        func at(_ i: Int) -> Unicode.Scalar? { i < s.count ? s[i] : nil }
        func mark(_ from: Int, _ to: Int, _ kind: SourceRegions.Kind) {
            for i in from..<min(to, s.count) { kinds[i] = kind }
        }
        func stringEnd(from start: Int, quote: Unicode.Scalar) -> Int {
            // Triple quotes: Swift, Kotlin and Dart multi-line strings.
            if at(start + 1) == quote, at(start + 2) == quote, quote != "`" {
                var i = start + 3
                while i < s.count {
                    if s[i] == "\\" { i += 2; continue }
                    if s[i] == quote, at(i + 1) == quote, at(i + 2) == quote { return i + 3 }
                    i += 1
                }
                return s.count
            }
            var i = start + 1
            while i < s.count {
                if s[i] == "\\" { i += 2; continue }
                if s[i] == quote { return i + 1 }
                // An ordinary string ends at the line's end at the latest (a stray apostrophe in
                // code must not swallow the file); template strings run on.
                if s[i] == "\n", quote != "`" { return i }
                if quote == "`", s[i] == "$", at(i + 1) == "{" { return i }
                i += 1
            }
            return s.count
        }
        while index < s.count {
            let scalar = s[index]
            if scalar == "\n" { lineStart = true; index += 1; continue }
            if scalar == " " || scalar == "\t" || scalar == "\r" { index += 1; continue }
            if scalar == "/", at(index + 1) == "/" {
                var end = index
                while end < s.count, s[end] != "\n" { end += 1 }
                mark(index, end, .comment)
                index = end
                continue
            }
            if scalar == "/", at(index + 1) == "*" {
                var depth = 1
                var end = index + 2
                while end < s.count, depth > 0 {
                    if s[end] == "*", at(end + 1) == "/" { depth -= 1; end += 2; continue }
                    if nestedComments, s[end] == "/", at(end + 1) == "*" { depth += 1; end += 2; continue }
                    end += 1
                }
                mark(index, end, .comment)
                index = end
                continue
            }
            if lineStart, let end = directiveEnd(s, from: index) {
                mark(index, end, .directive)
                index = end
                lineStart = false
                continue
            }
            lineStart = false
            if scalar == "}", let depth = templateBraces.last {
                if depth == 0 {
                    // The end of a template's `${…}`: the string goes on.
                    templateBraces.removeLast()
                    let end = stringEnd(from: index, quote: "`")
                    mark(index + 1, end, .string)
                    if end < s.count, s[end] == "$" { templateBraces.append(0); index = end + 2; continue }
                    index = end
                    continue
                }
                templateBraces[templateBraces.count - 1] -= 1
            } else if scalar == "{", !templateBraces.isEmpty {
                templateBraces[templateBraces.count - 1] += 1
            }
            if scalar == "\"" || scalar == "'" || scalar == "`" {
                let end = stringEnd(from: index, quote: scalar)
                mark(index, end, .string)
                if scalar == "`", end < s.count, s[end] == "$" {
                    templateBraces.append(0)
                    index = end + 2
                    continue
                }
                index = max(end, index + 1)
                continue
            }
            index += 1
        }
        return kinds
    }

    /// Where an import-like line that starts at `start` ends, or nil when it is not one.
    static func directiveEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var word = ""
        var i = start
        if i < s.count, s[i] == "#" || s[i] == "@" { word.unicodeScalars.append(s[i]); i += 1 }
        while i < s.count, s[i].properties.isAlphabetic { word.unicodeScalars.append(s[i]); i += 1 }
        guard ["import", "package", "#import", "#include", "@import", "@use", "@forward", "using"].contains(word),
            i < s.count, s[i] == " " || s[i] == "\t" || s[i] == "{" || s[i] == "\""
        else { return nil }
        // `import { a, b } from "x"` may run over several lines: through the closing brace.
        var braces = 0
        while i < s.count {
            if s[i] == "{" { braces += 1 } else if s[i] == "}" { braces -= 1 }
            if s[i] == "\n", braces <= 0 { return i }
            if s[i] == ";", braces <= 0 { return i + 1 }
            i += 1
        }
        return s.count
    }

    /// XML: `<!-- -->` comments, `<? ?>` and `<!DOCTYPE …>` declarations, tags (markup) whose
    /// attribute values are strings, and element text (code: it is what a resource holds).
    static func xml(_ s: [Unicode.Scalar]) -> [SourceRegions.Kind] {
        var kinds = [SourceRegions.Kind](repeating: .code, count: s.count)
        var index = 0
        func startsWith(_ text: String, at i: Int) -> Bool {
            let t = Array(text.unicodeScalars)
            guard i + t.count <= s.count else { return false }
            return Array(s[i..<(i + t.count)]) == t
        }
        func end(of closing: String, from i: Int) -> Int {
            var j = i
            while j < s.count, !startsWith(closing, at: j) { j += 1 }
            return min(j + closing.unicodeScalars.count, s.count)
        }
        while index < s.count {
            if startsWith("<!--", at: index) {
                let stop = end(of: "-->", from: index + 4)
                for i in index..<stop { kinds[i] = .comment }
                index = stop
            } else if startsWith("<![CDATA[", at: index) {
                let stop = end(of: "]]>", from: index)
                for i in index..<stop { kinds[i] = .markup }
                for i in (index + 9)..<max(index + 9, stop - 3) { kinds[i] = .code }
                index = stop
            } else if startsWith("<?", at: index) || startsWith("<!", at: index) {
                let stop = end(of: ">", from: index)
                for i in index..<stop { kinds[i] = .directive }
                index = stop
            } else if s[index] == "<" {
                var i = index
                while i < s.count, s[i] != ">" {
                    if s[i] == "\"" || s[i] == "'" {
                        let quote = s[i]
                        kinds[i] = .markup
                        i += 1
                        while i < s.count, s[i] != quote { kinds[i] = .string; i += 1 }
                        if i < s.count { kinds[i] = .markup; i += 1 }
                        continue
                    }
                    kinds[i] = .markup
                    i += 1
                }
                if i < s.count { kinds[i] = .markup; i += 1 }
                index = i
            } else {
                index += 1
            }
        }
        return kinds
    }

    /// JSON: strings and everything else; JSON has no comments.
    static func json(_ s: [Unicode.Scalar]) -> [SourceRegions.Kind] {
        var kinds = [SourceRegions.Kind](repeating: .code, count: s.count)
        var index = 0
        while index < s.count {
            guard s[index] == "\"" else { index += 1; continue }
            var i = index + 1
            while i < s.count, s[i] != "\"" { i += s[i] == "\\" ? 2 : 1 }
            for j in index..<min(i + 1, s.count) { kinds[j] = .string }
            index = i + 1
        }
        return kinds
    }
}
