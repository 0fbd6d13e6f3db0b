/// Multi-line pastes of platform code (`a = compose spring(` then `dampingRatio = 0.5f,` …):
/// a line that starts a platform paste whose brackets (or XML start tag, or JavaScript template
/// string) are still open waits for the next lines,
/// which join it (newlines kept, so a `//` comment ends at its line). The shell, scripts and
/// standard input feed their lines through one of these; the shell shows ``prompt`` while it waits.
public struct PasteContinuation: Sendable {
    /// What the shell shows while a paste is open.
    public static let prompt = "   ...> "
    /// A paste longer than this many lines is run as it is (and refused if still open), so that
    /// a stray bracket cannot swallow the rest of a script.
    public static let maximumLines = Limits.maximumPasteLines

    private var pending: [String] = []

    public init() {}

    /// Whether lines are waiting for their brackets to close.
    public var isOpen: Bool { !pending.isEmpty }

    /// The command `line` completes, or nil while the paste's brackets are open.
    public mutating func add(_ line: String) -> String? {
        pending.append(line)
        let text = pending.joined(separator: "\n")
        if pending.count < Self.maximumLines, Self.isOpenPaste(text) || Self.isUnfinishedStatement(text) { return nil }
        pending = []
        return text
    }

    /// Opens again a paste that ``add(_:)`` gave back as complete, because the line after it goes
    /// on with it (``continues(_:with:)``); the next lines join it as before.
    public mutating func resume(_ command: String) {
        pending = command.components(separatedBy: "\n")
    }

    /// A paste whose brackets are still open where its code ends, closed there: an excerpt copied
    /// from inside a block (a `transition: {` whose object goes on in the file, a closure's body
    /// cut before its `}`). Its code ends at the input's end or before the first line that is a
    /// command of the shell written at the start of its line (`isCommand`; the excerpt's own
    /// lines are indented under its first). Only an excerpt of two lines or more: one line with
    /// a bracket open is a typo, and its error says so. nil when it is no such excerpt, its
    /// brackets do not match, or an XML start tag or a template string is what is open.
    public static func closedExcerpt(_ command: String, isCommand: (String) -> Bool) -> ClosedExcerpt? {
        let lines = command.components(separatedBy: "\n")
        let end =
            lines.indices.dropFirst().first { lines[$0].first != " " && lines[$0].first != "\t" && isCommand(lines[$0]) } ?? lines.count
        let text = lines[..<end].joined(separator: "\n")
        let scalars = Array(text.unicodeScalars)
        guard end >= 2, let start = codeStart(in: scalars) else { return nil }
        let code = Array(scalars[start...])
        let kinds = SourceLexer.cLike(code, nestedComments: false)
        let brackets = BracketScan(code, kinds: kinds)
        guard brackets.matched, !brackets.open.isEmpty,
            code.indices.last(where: { !code[$0].properties.isWhitespace }).map({ kinds[$0] != .string }) ?? false
        else { return nil }
        let added = String(String.UnicodeScalarView(brackets.open.reversed().map { BracketScan.closer(of: code[$0]) }))
        return ClosedExcerpt(text: text + "\n" + added, added: added, rest: Array(lines[end...]))
    }

    /// An excerpt read as if closed where its code ends (``closedExcerpt(_:isCommand:)``).
    public struct ClosedExcerpt: Sendable, Equatable {
        /// The excerpt's code with the closing brackets added at its end, innermost first.
        public let text: String
        /// The brackets added (`}`, `)}`).
        public let added: String
        /// The lines after the excerpt's code, which are the input's own.
        public let rest: [String]

        /// What the reply to the excerpt says of how it was read.
        public var note: String {
            let count = added.unicodeScalars.count
            return "the paste ends with \(count) bracket\(count == 1 ? "" : "s") open: it was read as if '\(added)' closed "
                + "\(count == 1 ? "it" : "them") at its end"
        }
    }

    /// The brackets of pasted code (its `code` scalars, `kinds` from the lexer) that are still
    /// open at its end, outside comments and strings, and whether each closing bracket closed
    /// the one of its kind.
    struct BracketScan {
        /// The offsets of the brackets still open, outermost first.
        private(set) var open: [Int] = []
        /// How many brackets are open at the end: opened minus closed, so below 0 when more closed.
        private(set) var depth = 0
        /// Whether every closing bracket closed an open one of its kind.
        private(set) var matched = true

        init(_ code: [Unicode.Scalar], kinds: [SourceRegions.Kind]) {
            for (offset, (scalar, kind)) in zip(code, kinds).enumerated() where kind == .code {
                switch scalar {
                case "(", "[", "{":
                    depth += 1
                    open.append(offset)
                case ")", "]", "}":
                    depth -= 1
                    if open.popLast().map({ Self.closer(of: code[$0]) }) != scalar { matched = false }
                default: break
                }
            }
        }

        /// Drops the innermost open bracket (one that opens no block of the paste).
        mutating func dropInnermost() {
            depth -= 1
            _ = open.popLast()
        }

        /// The bracket that closes `opening`.
        static func closer(of opening: Unicode.Scalar) -> Unicode.Scalar {
            switch opening {
            case "(": ")"
            case "[": "]"
            default: "}"
            }
        }
    }

    /// Whether `next`, the line after the paste `command` that has just closed, is more of the
    /// same code, when the input can be read ahead (a script, standard input, the rest of one
    /// paste into the shell): a line that starts with `.name` goes on with a builder chain
    /// (`Tween(…)` then `.animate(…)` on the next line, Java's `YoYo.with(…)` then
    /// `.duration(1200)`), and another statement of the code goes on with it
    /// (``continuesStatements(_:regions:with:)``). (Typed at the prompt a line stands alone: the shell
    /// cannot wait for a line that may never come.)
    ///
    /// A paste that already went over several lines (a whole function, several declarations)
    /// goes on with every line after it that is not a command of the shell (`isCommand`): the
    /// next declaration, a closing brace. So does a paste whose block has not started or ended
    /// yet (``opensBlock(_:regions:with:)``).
    public static func continues(_ command: String, with next: String, isCommand: (String) -> Bool = { _ in true }) -> Bool {
        let scalars = Array(command.unicodeScalars)
        guard let start = codeStart(in: scalars) else { return false }
        let trimmed = next.drop { $0 == " " || $0 == "\t" }
        if trimmed.first == ".", let after = trimmed.dropFirst().unicodeScalars.first, SourceCode.isNameStart(after) { return true }
        let code = Array(scalars[start...].drop { !$0.properties.isWhitespace })
        let regions = SourceRegions(code, language: .cLike(nestedComments: true))
        // `import androidx.compose.…` looks like a mistyped `export`; no command starts with a file's head word.
        let isShellLine = isCommand(next) && !isJavaScriptExport(trimmed) && !isFileHeadLine(trimmed)
        if command.contains("\n") || opensBlock(code, regions: regions, with: trimmed) || isOnlyImports(code, kinds: regions.kinds),
            !isShellLine
        {
            return true
        }
        let nextLine = Array(trimmed.unicodeScalars)
        if !isShellLine,
            endsList(code, kinds: regions.kinds) || (isDeclarationLine(code) && isDeclarationLine(nextLine)) || startsMemberCall(nextLine)
                || opensBlockOfItsOwn(nextLine)
        {
            return true
        }
        return continuesStatements(code, regions: regions, with: Array(trimmed.unicodeScalars))
    }

    /// Whether `line` starts with a call of a member, `gsap.to(…`, `ScrollTrigger.create(…`,
    /// `view.animate()`: another statement of pasted code (`gsap.registerPlugin(ScrollTrigger);`
    /// then the tween). No line of the shell does: its first word is a command or a name.
    static func startsMemberCall(_ line: [Unicode.Scalar]) -> Bool {
        var index = 0
        var dots = 0
        while index < line.count, SourceCode.isNameStart(line[index]) {
            while index < line.count, SourceCode.isNameScalar(line[index]) { index += 1 }
            guard index < line.count, line[index] == "." else { break }
            dots += 1
            index += 1
        }
        while index < line.count, line[index] == " " { index += 1 }
        return dots > 0 && index < line.count && line[index] == "("
    }

    /// Whether `line` is a call or a declaration that opens a block at its end
    /// (`LaunchedEffect(toggled) {`, `override fun onStart() {`): code that goes on on the lines
    /// after it. No line of the shell ends in a brace. (Control flow, `if (other) {`, goes on
    /// only over a name the paste declared: ``continuesStatements(_:regions:with:)``.)
    static func opensBlockOfItsOwn(_ line: [Unicode.Scalar]) -> Bool {
        let kinds = SourceLexer.cLike(line, nestedComments: false)
        guard let first = line.indices.first(where: { kinds[$0] == .code && !line[$0].properties.isWhitespace }),
            SourceCode.isNameStart(line[first]) || line[first] == "@",
            !controlWords.union(["else", "do", "try"]).contains(SourceFileBindings.word(line, from: first).0),
            let last = line.indices.last(where: { kinds[$0] == .code && !line[$0].properties.isWhitespace })
        else { return false }
        return line[last] == "{"
    }

    /// Whether the code's last scalar, outside comments and strings, is a comma: a list (a CSS
    /// selector list, arguments, a transition list) goes on on the next line.
    static func endsList(_ code: [Unicode.Scalar], kinds: [SourceRegions.Kind]) -> Bool {
        code.indices.last { kinds[$0] == .code && !code[$0].properties.isWhitespace }.map { code[$0] == "," } == true
    }

    /// Whether the last line of `code` is a style sheet's declaration, `property: value;`
    /// (`-webkit-backface-visibility: hidden;`, `--ease: ease-out;`): a rule's declarations
    /// copied without their selector go on while each line is one. No line of the shell is.
    static func isDeclarationLine(_ code: [Unicode.Scalar]) -> Bool {
        let line = code.split(separator: "\n", omittingEmptySubsequences: false).last.map(Array.init) ?? []
        let text = line.drop { $0 == " " || $0 == "\t" }
        var index = text.startIndex
        while index < text.endIndex, SourceCode.isNameScalar(text[index]) || text[index] == "-" { index += 1 }
        guard index > text.startIndex, text[text.startIndex] != "-" || text.count > 1 else { return false }
        while index < text.endIndex, text[index] == " " || text[index] == "\t" { index += 1 }
        guard index < text.endIndex, text[index] == ":", index + 1 < text.endIndex, text[index + 1] != ":" else { return false }
        return text.last { !$0.properties.isWhitespace } == ";"
    }

    /// The words a file's head starts its lines with: JavaScript's, Kotlin's, Java's, Dart's and
    /// Swift's `import`, Kotlin's and Java's `package`, Dart's `part` and `library`.
    static let fileHeadWords: Set<String> = ["import", "package", "part", "library"]

    /// Whether `code`, outside comments, is only a file's head (`import { makeStyles } from
    /// '@material-ui/core/styles'`, `package com.example.ui.theme`, `import androidx.compose.…`):
    /// nobody pastes imports alone, so what they import for is on the lines after them.
    static func isOnlyImports(_ code: [Unicode.Scalar], kinds: [SourceRegions.Kind]) -> Bool {
        var text = String.UnicodeScalarView()
        for (scalar, kind) in zip(code, kinds) { text.append(kind == .comment ? " " : scalar) }
        let lines = String(text).split(separator: "\n").map { $0.drop { $0 == " " || $0 == "\t" } }.filter { !$0.isEmpty }
        return !lines.isEmpty && lines.allSatisfy(isFileHeadLine)
    }

    /// Whether `line` starts with a file's head word and something after it (``fileHeadWords``).
    static func isFileHeadLine(_ line: Substring) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        return words.count > 1 && fileHeadWords.contains(String(words[0]))
    }

    /// Whether `line` is JavaScript's `export` of a declaration (`export default makeStyles((theme)
    /// => ({`, `export const ease = …`), not the shell's `export NAME PLATFORM`: a declaring word
    /// after `export` and a bracket or `=` in the line.
    static func isJavaScriptExport(_ line: Substring) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count > 1, words[0] == "export" else { return false }
        let declaring: Set<Substring> = ["default", "const", "let", "var", "function", "class", "async", "{"]
        return declaring.contains(words[1]) && line.contains(where: { "({=".contains($0) })
    }

    /// Words that declare a type, whose body follows its name (`public extension CALayer`, then
    /// `{` on the next line; `class _DemoState extends State<Demo>`, then `with Mixin {`).
    static let typeDeclaringWords: Set<String> = ["class", "struct", "extension", "enum", "interface", "object", "protocol", "mixin"]

    /// Whether `code`, outside comments, is only annotations (`@Composable`, `@Override`,
    /// `@Preview(showBackground = true)`): what they annotate is on the lines after them.
    static func isOnlyAnnotations(_ code: [Unicode.Scalar], kinds: [SourceRegions.Kind]) -> Bool {
        var index = 0, annotations = 0
        while index < code.count {
            if kinds[index] != .code || code[index].properties.isWhitespace {
                index += 1
                continue
            }
            guard code[index] == "@", index + 1 < code.count, SourceCode.isNameStart(code[index + 1]) else { return false }
            index += 1
            while index < code.count, SourceCode.isNameScalar(code[index]) || code[index] == "." { index += 1 }
            if index < code.count, code[index] == "(" {
                var depth = 0
                repeat {
                    if kinds[index] == .code, code[index] == "(" { depth += 1 }
                    if kinds[index] == .code, code[index] == ")" { depth -= 1 }
                    index += 1
                } while index < code.count && depth > 0
            }
            annotations += 1
        }
        return annotations > 0
    }

    /// Whether the pasted code `code` (after its platform word) opens a block that its first line
    /// does not hold: it ends at a `{` outside comments and strings (a call's trailing closure,
    /// `LaunchedEffect(Unit) {`, `if (ready) {`, `.overlay(alignment: .bottom) {`, which the
    /// bracket count leaves closed so that one typed line stands alone), it is only annotations
    /// (``isOnlyAnnotations(_:kinds:)``), it declares a type whose `{` is still to come, or the
    /// next line starts with `{` (a brace on its own line).
    static func opensBlock(_ code: [Unicode.Scalar], regions: SourceRegions, with next: Substring) -> Bool {
        if next.first == "{" { return true }
        let kinds = regions.kinds
        if let last = code.indices.last(where: { kinds[$0] == .code && !code[$0].properties.isWhitespace }), code[last] == "{" {
            return true
        }
        if isOnlyAnnotations(code, kinds: kinds) { return true }
        var words = String(String.UnicodeScalarView(code)).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        while let word = words.first, typeModifiers.contains(word) { words.removeFirst() }
        return words.first.map(typeDeclaringWords.contains) == true && !code.contains("{")
    }

    /// How many of `upcoming` (the lines after the paste `command`, which has just closed, as far
    /// as they are known) go with it before the line that continues it (``continues(_:with:)``):
    /// the blank and comment lines between its statements, 0 when the very next line continues
    /// it; nil when the next line of code is the input's own.
    public static func continuation(of command: String, before upcoming: [String], isCommand: (String) -> Bool = { _ in true }) -> Int? {
        guard mayContinue(command) else { return nil }
        var index = 0
        while index < upcoming.count, isCommentOrBlank(upcoming[index]) { index += 1 }
        guard index < upcoming.count else { return nil }
        let longer = ([command] + upcoming[..<index]).joined(separator: "\n")
        return continues(longer, with: upcoming[index], isCommand: isCommand) ? index : nil
    }

    /// Whether `line` is blank or a comment of pasted code (`//`, `/*`, or a block comment's `*`
    /// line): it goes with the paste when the code after it does (``continues(_:with:)``).
    public static func isCommentOrBlank(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        return trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*")
    }

    /// Words written before a declaration that do not change what it declares.
    static let declarationModifiers: Set<String> = [
        "private", "public", "internal", "fileprivate", "open", "static", "lazy", "override", "late", "protected", "export",
    ]

    /// Words written before a type's declaration word (`final class`, `data class`, `sealed
    /// interface`): the declaration modifiers and those only a type takes. (Dart's `final`
    /// declares a value, so it is no declaration modifier.)
    static let typeModifiers = declarationModifiers.union(["final", "abstract", "sealed", "data"])

    /// Whether `next` is another statement of the pasted code `code` (the paste after its
    /// platform word), whose brackets have closed: a declaration (`let pulse = CAKeyframeAnimation(…)`,
    /// `CABasicAnimation *beat = …`), a statement on a name the code declared (`pulse.keyTimes =
    /// […]`, `[beat setDuration:0.35]`, `[heart addAnimation:beat forKey:@"beat"]`), or, after
    /// a paste that holds only a comment so far, code that starts with a call or a chain. A line
    /// of the shell never looks so: its first word is a command or a name, followed by a space
    /// or `=`, never by `.`, `[` or another name and `=`.
    static func continuesStatements(_ code: [Unicode.Scalar], regions: SourceRegions, with next: [Unicode.Scalar]) -> Bool {
        guard let first = next.first else { return false }
        var words = String(String.UnicodeScalarView(next)).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let word = words.first, declarationModifiers.contains(word) { words.removeFirst() }
        if let word = words.first, SourceFileBindings.declaringWords.contains(word), words.count > 1,
            words[1].unicodeScalars.first.map(SourceCode.isNameStart) == true
        {
            return true
        }
        // `CABasicAnimation *beat = …`, `SpringForce force = …`: a type, then the name declared.
        if words.first?.first?.isUppercase == true, !declared(in: next).isEmpty { return true }
        if !code.indices.contains(where: { regions.kinds[$0] == .code && !SourceCode.isSpace(code[$0]) }) {
            // Only a comment so far: the code after it (a call, a chain), never a shell line.
            let (word, end) = SourceFileBindings.word(next, from: 0)
            return first == "." || first == "[" || (!word.isEmpty && end < next.count && (next[end] == "(" || next[end] == "."))
        }
        // A JSX element's attributes, one a line: `initial={{ … }}`, then `animate={{ … }}`.
        if let start = code.firstIndex(where: { !SourceCode.isSpace($0) }), isJSXAttribute(Array(code[start...])), isJSXAttribute(next) {
            return true
        }
        let names = declared(in: code, regions: regions)
        guard !names.isEmpty else { return false }
        let (word, end) = SourceFileBindings.word(next, from: 0)
        if names.contains(word), end < next.count, [".", "?", "!", "["].contains(next[end]) { return true }
        // Control flow over a declared name: `if (glow) {` after `const glow = …;`.
        if controlWords.contains(word), mentions(names, in: next) { return true }
        // An Objective-C message to or about a declared object.
        return first == "[" && mentions(names, in: next)
    }

    /// Words that start a statement of control flow, whose condition or subject follows.
    static let controlWords: Set<String> = ["if", "while", "for", "switch", "when", "guard"]

    /// Whether `line` holds one of `names` as a whole word.
    static func mentions(_ names: Set<String>, in line: [Unicode.Scalar]) -> Bool {
        var index = 0
        while index < line.count {
            let (word, after) = SourceFileBindings.word(line, from: index)
            if !word.isEmpty, names.contains(word), index == 0 || !SourceCode.isNameScalar(line[index - 1]) { return true }
            index = max(after, index + 1)
        }
        return false
    }

    /// Whether `line` starts with a JSX attribute whose value is an expression: `animate={`.
    static func isJSXAttribute(_ line: [Unicode.Scalar]) -> Bool {
        let (word, end) = SourceFileBindings.word(line, from: 0)
        return !word.isEmpty && line.dropFirst(end).starts(with: ["=", "{"])
    }

    /// The names `code` declares (``SourceFileBindings``), its regions found again unless given.
    static func declared(in code: [Unicode.Scalar], regions known: SourceRegions? = nil) -> Set<String> {
        let regions = known ?? SourceRegions(code, language: .cLike(nestedComments: true))
        return Set(SourceFileBindings(code: SourceCode(scalars: regions.masked), regions: regions).declarations.keys)
    }

    /// Whether the code of a `NAME = PLATFORM CODE` paste stops where its statement cannot end,
    /// outside comments and strings: after `=`, `:`, `->` or `=>` (`private val spec =`,
    /// `transition:`, a Kotlin function's `fun f() =`), or with nothing but comments after the
    /// platform word (the comment above a pasted declaration). The next line goes on with it. (A
    /// `,` at the end does not hold a paste open: an argument copied with its comma is whole.)
    static func isUnfinishedStatement(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let start = codeStart(in: scalars) else { return false }
        let code = Array(scalars[start...])
        let kinds = SourceLexer.cLike(code, nestedComments: false)
        let word = code.prefix { !$0.properties.isWhitespace && $0 != "(" }.count
        var last: [Unicode.Scalar] = []
        var lastOffset = 0
        var hasComment = false
        for (offset, (scalar, kind)) in zip(code, kinds).enumerated() where offset >= word {
            if kind == .comment { hasComment = true }
            if kind == .code || kind == .string, !scalar.properties.isWhitespace {
                last = Array((last + [scalar]).suffix(2))
                lastOffset = offset
            }
        }
        guard let end = last.last else { return hasComment }
        if end == "=" || end == ":" { return true }
        // `let squashed = (a.x > b.x) ?`, `ready &&`: a conditional or a logical operator whose
        // right side is on the next line (an optional type's `?` touches its name).
        if end == "?", lastOffset > 0, code[lastOffset - 1] == " " || code[lastOffset - 1] == ")" { return true }
        if last == ["&", "&"] || last == ["|", "|"] { return true }
        return end == ">" && (last.first == "-" || last.first == "=")
    }

    /// Whether the line after `command` may go on with it (``continues(_:with:)``): `command` is a
    /// paste, and no line of it was cut at the line limit (whose rest is still being skipped).
    public static func mayContinue(_ command: String) -> Bool {
        command.utf8.count <= Limits.maximumLineLength && isPaste(command)
    }

    /// Whether `text` is `NAME = PLATFORM CODE` (or a platform's function written as a command).
    public static func isPaste(_ text: String) -> Bool {
        codeStart(in: Array(text.unicodeScalars)) != nil
    }

    /// Where the code of a `NAME = PLATFORM CODE` paste starts, nil when `scalars` is no paste.
    private static func codeStart(in scalars: [Unicode.Scalar]) -> Int? {
        var index = 0
        func skipSpace() { while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 } }
        skipSpace()
        while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != "=" { index += 1 }
        skipSpace()
        guard index < scalars.count, scalars[index] == "=" else { return nil }
        index += 1
        skipSpace()
        let start = index
        while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != "(" { index += 1 }
        let word = String(scalars: scalars[start..<index]).lowercased()
        guard Platform(word: word) != nil || Platform.allCases.contains(where: { $0.wordlessCode?.functions.contains(word) == true }) else {
            return nil
        }
        return start
    }

    /// What is waiting, at the end of the input (run as it is: its error says what is open).
    public mutating func flush() -> String? {
        guard isOpen else { return nil }
        defer { pending = [] }
        return pending.joined(separator: "\n")
    }

    /// Whether `text` is `NAME = PLATFORM CODE` (or CSS as written) with a bracket of its code
    /// still open, outside comments and strings.
    public static func isOpenPaste(_ text: String) -> Bool {
        openBracket(in: text) != nil
    }

    /// The bracket of a `NAME = PLATFORM CODE` paste that is still open at the end of `text`
    /// (the innermost, outside comments and strings): its line (0 for the first) and its place
    /// on that line. nil when `text` is no paste or its brackets are closed.
    public static func openBracket(in text: String) -> (line: Int, span: SourceSpan)? {
        let scalars = Array(text.unicodeScalars)
        guard let start = codeStart(in: scalars) else { return nil }
        let code = Array(scalars[start...])
        let kinds = SourceLexer.cLike(code, nestedComments: false)
        var brackets = BracketScan(code, kinds: kinds)
        var last: Unicode.Scalar = " ", beforeLast: Unicode.Scalar = " "
        // An XML element's start tag (`<pathInterpolator` after a space or at the start) open until its `>`.
        var openTag: Int?
        // A JavaScript template string (`styled.span` + a backtick) runs over lines: one still open
        // at the end holds the paste open. Its backticks come in pairs, nested ones too.
        var openTemplate: Int?
        for (offset, (scalar, kind)) in zip(code, kinds).enumerated() where kind == .string && scalar == "`" {
            guard offset == 0 || code[offset - 1] != "\\" else { continue }
            openTemplate = openTemplate == nil ? start + offset : nil
        }
        for (offset, (scalar, kind)) in zip(code, kinds).enumerated() where kind == .code {
            if scalar == "<", offset + 1 < code.count, code[offset + 1].properties.isAlphabetic,
                offset == 0 || code[offset - 1].properties.isWhitespace || code[offset - 1] == ">"
            {
                openTag = start + offset
            } else if scalar == ">" {
                openTag = nil
            }
            if !scalar.properties.isWhitespace { beforeLast = last; last = scalar }
        }
        // `withAnimation(.spring(…)) {`: a trailing closure's brace opens Swift code, not the paste;
        // a declaration's (`void slideBack(View button) {`, `fun pulse() {`) opens its body, the paste.
        if last == "{", beforeLast == ")", !opensDeclaredBody(code, brace: brackets.open.last ?? 0) {
            brackets.dropInnermost()
        }
        guard
            let bracket = brackets.depth > 0
                ? brackets.open.last.map({ start + $0 }) : openTag ?? openTemplate ?? openElement(in: code).map({ start + $0 })
        else { return nil }
        let lineStart = scalars[..<bracket].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        let line = scalars[..<bracket].filter { $0 == "\n" }.count
        let lineText = String(String.UnicodeScalarView(scalars[lineStart...].prefix { $0 != "\n" }))
        let span = SourceSpan(column: bracket - lineStart + 1).countingCharacters(of: lineText)
        return (line, span)
    }

    /// A resource pasted as XML (`a = android <set …>`, its children on the next lines): the
    /// offset in `code` of the innermost element whose end tag has not come yet (or of the
    /// document's start while no element has started), nil when every
    /// element is closed or `code` (after the platform word) is no XML: the platform has no XML
    /// files, or the element is JSX (`<motion.div animate={{…}}>`, an excerpt that may stop
    /// before its children).
    static func openElement(in code: [Unicode.Scalar]) -> Int? {
        let word = String(String.UnicodeScalarView(code.prefix { !$0.properties.isWhitespace && $0 != "(" })).lowercased()
        let markup = Array(code.drop { !$0.properties.isWhitespace })
        guard Platform(word: word)?.spec.markup != nil,
            let first = markup.firstIndex(where: { !$0.properties.isWhitespace }), markup[first] == "<",
            !Platform.isJSXElement(Substring(String(String.UnicodeScalarView(markup))))
        else { return nil }
        let skipped = code.count - markup.count
        let kinds = SourceLexer.xml(markup)
        // Before its root element (after `<?xml …?>` or a comment alone) the document goes on.
        guard kinds.contains(.markup) else { return skipped + first }
        var open: [Int] = []
        var tagStart: Int?
        for (offset, (scalar, kind)) in zip(markup, kinds).enumerated() where kind == .markup {
            if scalar == "<" {
                tagStart = offset
            } else if scalar == ">", let start = tagStart {
                if markup[start + 1] == "/" {
                    _ = open.popLast()
                } else if markup[start + 1] != "!", markup[offset - 1] != "/" {  // `<![CDATA[…]]>` is no element
                    open.append(start)
                }
                tagStart = nil
            }
        }
        return open.last.map { skipped + $0 }
    }

    /// Whether the `{` at `brace` in `code` (after `)`) opens the body of a function declared on
    /// its line, where words stand before the name called (`public void slideBack(View button) {`,
    /// `fun pulse() {`, `func wobble() {`), not a trailing closure after a call
    /// (`withAnimation(.spring()) {`, `UIView.animate(withDuration: 0.3) {`).
    private static func opensDeclaredBody(_ code: [Unicode.Scalar], brace: Int) -> Bool {
        let lineStart = code[..<brace].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        guard let open = code[lineStart..<brace].firstIndex(of: "(") else { return false }
        // The paste's first line starts with the platform word.
        let words = String(String.UnicodeScalarView(code[lineStart..<open])).split { $0 == " " || $0 == "\t" }
        let declared = lineStart == 0 ? words.dropFirst() : words[...]
        return declared.count >= 2 && !declared.contains { $0.contains("=") || ["return", "try", "await", "throw"].contains($0) }
    }

    /// The error for a paste still open when the input ended (or after ``maximumLines``
    /// lines): it names the bracket never closed and how many lines it took.
    public static func unclosedMessage(_ text: String, bracket: (line: Int, span: SourceSpan)) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = bracket.line < lines.count ? lines[bracket.line] : ""
        let character = Array(line).dropFirst(bracket.span.column - 1).first.map(String.init) ?? "("
        let taken = lines.count - 1
        let took = taken == 0 ? "" : " (the paste took the next \(taken) line\(taken == 1 ? "" : "s") as its code)"
        return "this '\(character)' is never closed\(took); close it where the code ends"
    }
}
