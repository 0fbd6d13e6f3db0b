import CurveKit
import Foundation

/// Finds timing definitions in a source file, read as the language it is (``SourceLexer``):
/// values start only in code — never in a comment, an import line or inside a string — and a
/// name that is a label (`default:`), a switch pattern (`case .linear`), a comparison's operand
/// or an assignment's target is not a definition. A definition bound to a name
/// (`let anim = CASpringAnimation(…)`) takes the properties set on that name afterwards
/// (``SourceFileBindings``); an argument that names a value declared once in the file is
/// that value. In XML, element text and interpolator elements are read (``XMLInterpolators``).
/// Every definition is found, with its line; `at=` picks one.
package enum SourceFileScanner {
    package struct Found {
        package var curve: ReadCurve
        package var line: Int
        /// The code at the line, as the file has it (on one line).
        package var code: String
        /// The definition as it reads on its own (``CodeProvenance``).
        package var paste: String
        /// The name the definition's value is declared under, when no code in the text uses that
        /// name (`val emphasizedDecelerate = CubicBezierEasing(…)` beside a tween that eases
        /// with another): a value kept for use elsewhere, not one this code plays.
        package var unusedDeclaration: String? = nil
        /// The unused declaration is a member of an object whose other members the code uses
        /// (`SPRINGS.IOS` beside `transition: SPRINGS.SHEET`): passed over for them, never taken
        /// as the paste's curve.
        package var isPassedOverMember = false
        /// Where the code plays the definition: where it stands, or for a declared value that
        /// the code uses by name, its first use (`static const Curve bounceOut = …` then
        /// `Spec(curve: bounceOut)`), so that of several the one used first is the first played.
        package var playedAt = 0
        /// The unused declaration's value is the curve alone (`static const Curve smooth =
        /// Cubic(0.4, 0.0, 0.2, 1.0)`, `const EASE = [0.4, 0, 0.2, 1]`): an entry of a table of
        /// curves, where a value given a curve with other settings (`MotionConfig(duration: slow,
        /// curve: bounceOut)`, `{ duration: 1, ease: … }`) animates.
        package var isCurveAlone = false
    }

    /// A definition the reader refused on purpose (a value out of the platform's range, a form
    /// not read): not counted by at=, but named beside the others so none is passed over silently.
    package struct Refused {
        package var line: Int
        package var message: String
        /// A platform form read whole: a name and a block (``PlatformReader/readBlockForm``) or a
        /// style sheet's declaration (``PlatformReader/readDeclaration``); a paste refused so
        /// gives this reason.
        var isBlockForm = false
        /// A conditional expression whose branches are different curves: the code picks one
        /// when it runs (``ConditionalValue``).
        var isRunTimeChoice = false
    }

    /// All definitions in `text`, and the first refusal worth reporting when none is found.
    static func definitions(_ platform: Platform, in text: String, path: String, language known: SourceLanguage? = nil) -> (
        found: [Found], refusal: CommandError?, refused: [Refused]
    ) {
        // A form read whole (Motion's keyframes function) or a function form (`export …
        // form=function > FILE`) is the file's one definition.
        do {
            if let whole = try platform.reader.readWholeForm(text, column: 1) {
                return ([Found(curve: whole.curve, line: whole.line, code: whole.code, paste: whole.code)], nil, [])
            }
        } catch {
            return ([], error, [])
        }
        if let function = platform.spec.functionWriter, let read = try? FunctionFormReader.read(text, function.reading, column: 1),
            let line = FunctionFormReader.returnLine(in: text, function.reading)
        {
            return ([Found(curve: read, line: line.number, code: line.code, paste: line.code)], nil, [])
        }
        let source = Array(text.unicodeScalars)
        let language = known ?? SourceLanguage.of(path: path, platform: platform)
        let regions = SourceRegions(source, language: language)
        var code = SourceCode(scalars: regions.masked)
        code.wholeNumberDivision = platform.spec.wholeNumberDivision
        var scan = Scan(platform: platform, code: code, regions: regions, labelSeparator: CodeProvenance.labelSeparator(path: path))
        scan.valuesRunToLineEnd = Scan.proseExtensions.contains(path.lowercased().split(separator: ".").last.map(String.init) ?? "")
        // A Sass file, or a paste that is a Sass variable's declaration (what a definition read
        // from one records). CSS reads Sass variables in its own declarations (CSSCustomValues).
        let isSass =
            Scan.sassExtensions.contains(path.lowercased().split(separator: ".").last.map(String.init) ?? "")
            || (path.isEmpty && text.first { !$0.isWhitespace } == "$")
        if !platform.spec.isStyleSheet, isSass { scan.sassVariables = [] }
        CodeCurves.$suggestsNames.withValue(false) {
            if language == .xml {
                scan.scanXML()
            } else {
                scan.bindings = SourceFileBindings(
                    code: code, regions: regions, settableTiming: platform.spec.settableTiming,
                    callsOnDeclaredReceivers: platform.spec.callsOnDeclaredReceivers)
                if platform.spec.isStyleSheet { scan.bindings?.declareCustomProperties() }
                DeclaredNames.$scope.withValue(DeclaredNames.Scope(scan.bindings?.declaredOnce ?? [:])) {
                    scan.scan(from: 0, to: source.count)
                }
            }
        }
        // The nearest unknown name, now with its did-you-mean, when nothing better was found.
        if scan.refusal == nil, let (node, reader) = scan.firstUnknown {
            do { _ = try platform.reader.read(node, reader) } catch {
                if Scan.bytes(of: error.message, contain: "did you mean") { scan.refusal = error }
            }
        }
        // A declared value read as part of another definition is not a definition of its own.
        let consumed = scan.bindings?.consumed ?? []
        var kept = scan.found.filter { !consumed.contains($0.offset) }.sorted { $0.offset < $1.offset }
        for index in kept.indices { kept[index].found.playedAt = kept[index].offset }
        if let declared = scan.bindings?.declaredOnce, !declared.isEmpty {
            for index in kept.indices {
                // The declaration whose value the definition is (`new SpringForce()` starts at
                // `new`), or in whose statement it stands (a style sheet's `--quick: 150ms ease;`).
                let offset = kept[index].offset
                guard
                    let (name, value) = declared.first(where: {
                        $0.value.holds(offset) || platform.spec.isStyleSheet && declares($0.key, $0.value, at: offset, in: source)
                    })
                else { continue }
                // Its uses: the name as a whole word (the declaration counts once), but not code
                // that only sets the value up (`force.setStiffness(…)`, `force.stiffness = …`),
                // nor the name inside its own value: `const easeInOut = Curves.easeInOut` names
                // the platform's curve, since a value cannot use itself.
                let length = name.unicodeScalars.count
                let ends = wordEnds(of: name, in: source, regions).filter { !value.holds($0 - length) }
                let uses = ends.filter { !isSetUp(after: $0, in: source) }
                if uses.count < 2 {
                    kept[index].found.unusedDeclaration = name
                    kept[index].found.isCurveAlone = value.offset == offset && isCurveAlone(value)
                } else if let key = unusedMember(value, at: offset, usedAt: ends, in: source) {
                    kept[index].found.unusedDeclaration = name + "." + key
                    kept[index].found.isPassedOverMember = true
                } else {
                    // The name written last before the value declares it; the others use it.
                    let declaration = uses.filter { $0 <= value.offset }.max()
                    if let firstUse = uses.filter({ $0 != declaration }).min() { kept[index].found.playedAt = firstUse - length }
                }
            }
        }
        return (kept.map(\.found), scan.refusal, scan.refused)
    }

    /// Whether the definition at `offset` lies in the statement that declares `name` as `value`,
    /// written `name: value` or `name = value` up to its `;`, `}` or line end: a style sheet's
    /// `--quick: 150ms ease;`, whose value is read from its words, the first alone being `value`.
    static func declares(_ name: String, _ value: CodeNode, at offset: Int, in source: [Unicode.Scalar]) -> Bool {
        var start = value.offset
        while start > 0, source[start - 1] == ":" || source[start - 1] == "=" || SourceCode.isSpace(source[start - 1]) { start -= 1 }
        start -= name.unicodeScalars.count
        guard start >= 0, start <= offset, source[start..<(start + name.unicodeScalars.count)].elementsEqual(name.unicodeScalars)
        else { return false }
        var end = value.offset + value.length
        while end < source.count, !";}\n".unicodeScalars.contains(source[end]) { end += 1 }
        return offset < end
    }

    /// Whether a declared value is a curve and nothing else: a name, a number, a string, a list,
    /// or a call given only positional arguments (`Cubic(0.4, 0.0, 0.2, 1.0)`), not an object or
    /// a call given settings by name (`CurveTween(curve: …)`, `tween(300, easing = …)`).
    static func isCurveAlone(_ value: CodeNode) -> Bool {
        switch value.value {
        case .number, .percent, .string, .name, .array, .sequence: true
        case .call(_, _, let arguments): arguments.allSatisfy { $0.label == nil }
        case .object, .block: false
        }
    }

    /// The key of the member of the declared object `value` that holds the definition at
    /// `offset`, when the code uses the object only through other members (`SPRINGS.SHEET`
    /// beside an unused `SPRINGS.IOS`): a value kept for use elsewhere. `ends` are where the
    /// object's name is written (``wordEnds(of:in:_:)``), its declaration among them. Nil when the
    /// object is used whole anywhere (passed, spread, destructured) or the member is used.
    static func unusedMember(_ value: CodeNode, at offset: Int, usedAt ends: [Int], in source: [Unicode.Scalar]) -> String? {
        guard case .object(let members) = value.value, let member = members.first(where: { $0.value.holds(offset) }),
            member.key != CodeValue.spreadKey
        else { return nil }
        var accessed: Set<String> = []
        var wholeUses = 0
        for end in ends {
            guard end + 1 < source.count, source[end] == ".", SourceCode.isNameStart(source[end + 1]) else {
                wholeUses += 1
                continue
            }
            var keyEnd = end + 1
            while keyEnd < source.count, SourceCode.isNameScalar(source[keyEnd]) { keyEnd += 1 }
            accessed.insert(String(String.UnicodeScalarView(source[(end + 1)..<keyEnd])))
        }
        // The declaration is the one use of the name on its own.
        guard wholeUses <= 1, !accessed.isEmpty, !accessed.contains(member.key) else { return nil }
        return member.key
    }

    /// Where each whole-word use of `name` in the code of `source` ends. A name with a hyphen
    /// (`--ease-out`, `$toggle-easing`) is whole only where no hyphen goes on from it either.
    static func wordEnds(of name: String, in source: [Unicode.Scalar], _ regions: SourceRegions) -> [Int] {
        let word = Array(name.unicodeScalars)
        guard !word.isEmpty, source.count >= word.count else { return [] }
        let hyphenated = word.contains("-")
        func isPartOfName(_ scalar: Unicode.Scalar) -> Bool { SourceCode.isNameScalar(scalar) || (hyphenated && scalar == "-") }
        var ends: [Int] = []
        for start in 0...(source.count - word.count) where regions.kinds[start] == .code && source[start] == word[0] {
            guard source[start..<(start + word.count)].elementsEqual(word),
                start == 0 || !isPartOfName(source[start - 1]),
                start + word.count == source.count || !isPartOfName(source[start + word.count])
            else { continue }
            ends.append(start + word.count)
        }
        return ends
    }

    /// Whether `.member` at `index` sets a property up: a `setX(…)` call or `member = …`.
    static func isSetUp(after index: Int, in source: [Unicode.Scalar]) -> Bool {
        guard index < source.count, source[index] == "." else { return false }
        var end = index + 1
        while end < source.count, SourceCode.isNameScalar(source[end]) { end += 1 }
        let member = String(String.UnicodeScalarView(source[(index + 1)..<end]))
        if member.hasPrefix("set"), member.dropFirst(3).first?.isUppercase == true { return true }
        while end < source.count, source[end] == " " || source[end] == "\t" { end += 1 }
        return end + 1 < source.count && source[end] == "=" && source[end + 1] != "="
    }

    package static func find(_ platform: Platform, in text: String, occurrence: Int, path: String) throws(CommandError) -> (
        found: Found, all: [Found], refused: [Refused]
    ) {
        let (all, refusal, refused) = definitions(platform, in: text, path: path)
        if occurrence <= all.count { return (all[occurrence - 1], all, refused) }
        var message =
            all.isEmpty
            ? "no \(platform.title) timing definition found in \(path)"
            : "\(path) holds \(all.count) \(platform.title) timing definition\(all.count == 1 ? "" : "s"), not \(occurrence)"
        if let refusal { message += all.isEmpty ? " (nearest: \(refusal.message))" : " (also found, not read: \(refusal.message))" }
        throw CommandError(message)
    }

    /// The state of one file's scan.
    struct Scan {
        let platform: Platform
        let code: SourceCode
        let regions: SourceRegions
        /// Between a label and its value when a call is written anew (``CodeProvenance``).
        let labelSeparator: String
        var bindings: SourceFileBindings?
        var found: [(offset: Int, found: Found)] = []
        var refusal: CommandError?
        var refused: [Refused] = []
        /// The first value refused for an unknown name (read again for its did-you-mean).
        var firstUnknown: (CodeNode, SourceCode)?
        /// The code's conditional expressions (``ConditionalValue``), found when a value is first
        /// considered, and what was made of each: whether its branches were taken together.
        var conditionals: [ConditionalValue]?
        var conditionalsTaken: [Int: Bool] = [:]

        var scalars: [Unicode.Scalar] { code.scalars }

        /// Files whose values are written unquoted to the end of the line (Markdown, YAML, text).
        static let proseExtensions: Set<String> = ["md", "markdown", "txt", "yaml", "yml", "rst"]
        var valuesRunToLineEnd = false

        static let sassExtensions: Set<String> = ["scss", "sass"]
        /// In a Sass file, the variables declared with a value the platform reads (each one a
        /// definition, at its declaration); nil in other files.
        var sassVariables: Set<String>?

        /// A Sass variable's declaration: a definition named by its variable when the platform
        /// reads its value; a value that is not timing code (`$duration: 175ms`) is passed over.
        mutating func readSassDeclaration(_ declaration: SassVariableDeclaration) {
            var reader = code
            reader.position = declaration.valueStart
            guard let node = try? reader.value(), node.offset + node.length == declaration.valueEnd else { return }
            do {
                let curve = try platform.reader.readSassValue(node, reader)
                let text = CodeProvenance.oneLine(reader.text(of: node))
                let found = Found(
                    curve: curve, line: line(of: declaration.start), code: "\(declaration.name): \(text)",
                    paste: "\(declaration.name): " + CodeProvenance.code(of: node, in: reader, separator: labelSeparator))
                self.found.append((declaration.start, found))
                sassVariables?.insert(declaration.name)
            } catch {
                note(error)
            }
        }

        /// In prose and YAML, `- md.sys.motion.easing.emphasized: M 0,0 C 0.05, 0, …`: the key's value
        /// is the rest of its line, so what is written there is read, never the key's own name
        /// (a token's name beside a value that differs is not that value). Where the scan goes
        /// on; nil when `node` is not such a key.
        mutating func unquotedValue(of node: CodeNode) -> Int? {
            guard valuesRunToLineEnd, node.isName else { return nil }
            let colon = node.offset + node.length
            guard colon + 1 < scalars.count, scalars[colon] == ":", scalars[colon + 1] == " " || scalars[colon + 1] == "\t" else {
                return nil
            }
            var start = colon + 1
            while start < scalars.count, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
            var end = start
            while end < scalars.count, scalars[end] != "\n" { end += 1 }
            var last = end
            while last > start, [" ", "\t", "\r", ",", ";"].contains(scalars[last - 1]) { last -= 1 }
            guard start < last else { return end }
            // One value that fills the line (`cubic-bezier(0.2, 0, 0, 1)`) is read as written.
            var reader = code
            reader.position = start
            if let value = try? reader.value(), value.offset + value.length >= last { return start }
            consider(CodeNode(value: .string(String(scalars: scalars[start..<last])), offset: start, length: last - start), code)
            return end
        }

        func line(of offset: Int) -> Int { code.line(of: offset) }

        /// A string whose text is read as code (CSS inside a JavaScript string).
        var codeInString: Range<Int>?

        func isCode(_ index: Int) -> Bool { regions.kinds[index] == .code || codeInString?.contains(index) == true }

        /// Whether a value may start at `index`: code that starts a name, a number's sign is not
        /// enough; or the opening quote of a string.
        func startsValue(_ index: Int) -> Bool {
            let scalar = scalars[index]
            if regions.kinds[index] == .string, codeInString?.contains(index) != true {
                return (index == 0 || regions.kinds[index - 1] != .string) && (scalar == "\"" || scalar == "'" || scalar == "`")
            }
            guard isCode(index) else { return false }
            guard SourceCode.isNameStart(scalar) || scalar == "{" || scalar == "[" || scalar == "." else { return false }
            let previous = index > 0 ? scalars[index - 1] : " "
            return !(SourceCode.isNameScalar(previous) || previous == "." || previous == "-")
        }

        /// The values the text gives by name, for the platform's declaration reader.
        var declared: DeclaredValues?

        mutating func scan(from start: Int, to end: Int) {
            var index = start
            while index < end {
                if platform.spec.isStyleSheet, isCode(index),
                    let reading = platform.reader.readDeclaration(at: index, code, end: end, declared: &declared)
                {
                    record(reading)
                    index = max(reading.end, index + 1)
                    continue
                }
                // A style sheet's rule block (`{ transition-timing-function: … }`) is looked into,
                // not read as an object literal whose values would be taken without their properties.
                // (A JavaScript style object, `{ transform: …, transition: "…" }`, likewise when any
                // of its keys is a declaration the platform reads.)
                if platform.spec.isStyleSheet, scalars[index] == "{", blockHoldsDeclaration(from: index, end: end) {
                    index += 1
                    continue
                }
                if sassVariables != nil, isCode(index), let declaration = SassVariableDeclaration.at(index, scalars) {
                    readSassDeclaration(declaration)
                    index = max(declaration.end, index + 1)
                    continue
                }
                guard startsValue(index) else { index += 1; continue }
                var reader = code
                reader.position = index
                guard let node = try? reader.value(), node.offset + node.length <= end else {
                    // Code nested past the limit fails from every start inside the nest too: one
                    // read per nest, not one per bracket (a pasted line of ten thousand `[`s).
                    index = max(reader.tooDeepAt ?? index, index + 1)
                    continue
                }
                // A block of statements is looked into, not read as one value.
                if case .block = node.value { index += 1; continue }
                if let next = unquotedValue(of: node) {
                    index = max(next, index + 1)
                    continue
                }
                if let skipped = endOfCasePattern(after: node) ?? notADefinition(node) {
                    index = skipped
                    continue
                }
                if let skipped = blockForm(node) {
                    index = skipped
                    continue
                }
                consider(node, reader)
                index = max(reader.position, index + 1)
            }
        }

        /// Whether a declaration the platform's declaration reader reads starts a member of the
        /// block or object whose `{` is at `open`: at its first code, or after a `,`, `;` or line
        /// break at its own level.
        mutating func blockHoldsDeclaration(from open: Int, end: Int) -> Bool {
            var index = open + 1
            var depth = 0
            var startsMember = true
            while index < end {
                let scalar = scalars[index]
                if isCode(index) {
                    if scalar == "{" || scalar == "(" || scalar == "[" { depth += 1 }
                    if scalar == "}" || scalar == ")" || scalar == "]" {
                        if depth == 0 { return false }
                        depth -= 1
                    }
                }
                if startsMember, !SourceCode.isSpace(scalar) {
                    startsMember = false
                    if depth == 0, isCode(index), platform.reader.readDeclaration(at: index, code, end: end, declared: &declared) != nil {
                        return true
                    }
                }
                if depth == 0, isCode(index), scalar == "," || scalar == ";" || scalar == "\n" { startsMember = true }
                index += 1
            }
            return false
        }

        /// Where to go on when `node` is a name used as a label, a pattern, an operand of a
        /// comparison or an assignment's target; nil when it may be a definition.
        func notADefinition(_ node: CodeNode) -> Int? {
            // `if (withWheel) { … }`, `while (…)`: a statement's keyword, read as a call; what its
            // brackets hold is looked into.
            if case .call(nil, let keyword, _) = node.value, Self.statementKeywords.contains(keyword) {
                return node.offset + keyword.unicodeScalars.count
            }
            guard case .name(let name) = node.value else { return nil }
            if Self.statementKeywords.contains(name) { return node.offset + node.length }
            // A Sass variable declared in the file: its definition is its declaration.
            if sassVariables?.contains(name) == true { return node.offset + node.length }
            let after = nextSignificant(from: node.offset + node.length)
            let before = previousWord(before: node.offset)
            let next = after.map { scalars[$0] }
            let second = after.flatMap { $0 + 1 < scalars.count ? scalars[$0 + 1] : nil }
            let end = node.offset + node.length
            // `default:`, `ease:` — a label or key; `.easeIn :` in a ternary is still a value.
            if next == ":", second != ":", !name.hasPrefix("."), !name.contains(".") { return end }
            // `anim.damping = 12`, `val spring = …`: the target of an assignment.
            if next == "=", second != "=", second != ">" { return end }
            // `SpringForce force = …`: a Java or Dart declaration's type (CSS lists keywords one after another).
            if !platform.spec.isStyleSheet, let after, let next, SourceCode.isNameStart(next), after > end { return end }
            if Self.wordsBeforeNoDefinition.contains(where: { $0.elementsEqual(before) }) { return end }
            if bindings?.supertypeNames.contains(node.offset) == true { return end }
            return nil
        }

        /// The C-like languages' statement keywords that take a condition in brackets: never a
        /// value, whatever a platform names its curves.
        static let statementKeywords: Set<String> = ["if", "while", "for", "switch", "catch", "when", "guard"]

        /// Where a switch pattern that starts at `node` ends (`case .linear, .easeIn, .easeOut:`,
        /// Java's `case A, B ->`): past its `:` or `->`, or at the end of a line that does not end
        /// with a comma (a list of patterns may go on over several lines). Every name in it is a
        /// pattern, not a definition; nil when `node` does not follow `case`.
        func endOfCasePattern(after node: CodeNode) -> Int? {
            guard Array("case".unicodeScalars).elementsEqual(previousWord(before: node.offset)) else { return nil }
            var index = node.offset
            var depth = 0
            var last: Unicode.Scalar = " "
            while index < scalars.count {
                if scalars[index] == "\n", depth == 0, last != "," { return index }
                if !SourceCode.isSpace(scalars[index]) { last = scalars[index] }
                switch scalars[index] {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case ":" where depth == 0 && index + 1 < scalars.count && scalars[index + 1] != ":": return index + 1
                case "-" where depth == 0 && index + 1 < scalars.count && scalars[index + 1] == ">": return index + 2
                default: break
                }
                if depth < 0 { return index }
                index += 1
            }
            return index
        }

        /// A name followed by a block that the platform reads as a form of its own (Compose's
        /// `keyframes { … }`, ``PlatformReader/readBlockForm``): read whole, or refused with the
        /// reader's reason, and the block skipped either way, since the easings inside are parts
        /// of it, not curves of their own. Where the scan goes on; nil when `node` is no such name.
        mutating func blockForm(_ node: CodeNode) -> Int? {
            // A name, or a call with its block after it (SwiftUI's `KeyframeTimeline(initialValue: 0) { … }`).
            let name: String
            switch node.value {
            case .name(let word): name = word
            case .call(nil, let called, _): name = called
            default: return nil
            }
            guard platform.reader.blockForms.contains(name) else { return nil }
            var index = node.offset + node.length
            // Kotlin's type argument, `keyframes<Float> { … }`.
            if index < scalars.count, scalars[index] == "<" {
                while index < scalars.count, scalars[index] != ">", scalars[index] != "\n" { index += 1 }
                index += 1
            }
            // CSS's `@keyframes NAME { … }`: the rule's own name before its block, and the rule
            // is its code from the `@` on.
            var start = node.offset
            if node.offset > 0, scalars[node.offset - 1] == "@", let named = nextSignificant(from: index),
                SourceCode.isNameStart(scalars[named])
            {
                start = node.offset - 1
                index = named
                while index < scalars.count, SourceCode.isNameScalar(scalars[index]) || scalars[index] == "-" { index += 1 }
            }
            // Kotlin's return type, `getInterpolation(input: Float): Float { … }`.
            if case .call = node.value, let colon = nextSignificant(from: index), scalars[colon] == ":",
                let type = nextSignificant(from: colon + 1), SourceCode.isNameStart(scalars[type])
            {
                index = type
                while index < scalars.count, SourceCode.isNameScalar(scalars[index]) || scalars[index] == "?" { index += 1 }
            }
            guard let open = nextSignificant(from: index), scalars[open] == "{" else { return nil }
            var reader = code
            reader.position = open
            guard let block = try? reader.value(), case .block = block.value else { return nil }
            let whole = CodeNode(value: .block, offset: start, length: block.offset + block.length - start)
            do {
                DeclaredNames.scope?.used = []
                let curve = try platform.reader.readBlockForm(name, body: block, code, at: whole)
                record(curve, whole, as: whole, code)
                bindings?.consumed.formUnion(DeclaredNames.scope?.used ?? [])
            } catch {
                // A platform's form refused whole says why, whatever its words.
                if refusal == nil { refusal = error }
                refuse(error.message, at: node.offset, isBlockForm: true)
            }
            return whole.offset + whole.length
        }

        func nextSignificant(from index: Int) -> Int? {
            var i = index
            while i < scalars.count, SourceCode.isSpace(scalars[i]) { i += 1 }
            return i < scalars.count ? i : nil
        }

        /// The word or operator just before `index` (`case`, `==`), as scalars of the code.
        func previousWord(before index: Int) -> ArraySlice<Unicode.Scalar> {
            var end = index - 1
            while end >= 0, SourceCode.isSpace(scalars[end]) { end -= 1 }
            guard end >= 0 else { return [] }
            var start = end
            if SourceCode.isNameScalar(scalars[end]) {
                while start > 0, SourceCode.isNameScalar(scalars[start - 1]) { start -= 1 }
            } else {
                while start > 0, "=!<>".unicodeScalars.contains(scalars[start - 1]) { start -= 1 }
                guard "=!<>".unicodeScalars.contains(scalars[end]) else { return [] }
            }
            return scalars[start...end]
        }

        /// The words before a name that make it a pattern or a comparison's operand, not a definition.
        /// `extends LinearInterpolator`, `implements Interpolator`: a class's supertype, not a value
        /// (its constructor call, `super(…)`, is read as the supertype's; ``SourceFileBindings``).
        static let wordsBeforeNoDefinition: [[Unicode.Scalar]] = ["case", "==", "!=", "===", "!==", "is", "extends", "implements"].map {
            Array($0.unicodeScalars)
        }

        /// Reads `node` (and, where the reader does not take it whole, the values inside it).
        mutating func consider(_ node: CodeNode, _ reader: SourceCode) {
            var pending = [node]
            while !pending.isEmpty {
                let candidate = pending.removeFirst()
                // A platform's block form given as an argument (`animationSpec = keyframes { … }`):
                // read whole or refused whole, never the easings inside it as curves of their own.
                if case .sequence(let items) = candidate.value, items.count == 2, items[0].isName, case .block = items[1].value,
                    blockForm(items[0]) != nil
                {
                    continue
                }
                if takenByConditional(candidate, reader) { continue }
                // A destructuring pattern (`const { ease = 'power2.out', ...rest } = options`,
                // `({ duration, easing }) =>`) names values; it is none: only its defaults are values.
                if case .object(let members) = candidate.value, scalars.indices.contains(candidate.offset),
                    scalars[candidate.offset] == "{", FunctionParameter.isDestructuringPattern(scalars, regions, opening: candidate.offset)
                {
                    pending += members.filter { $0.key != CodeValue.spreadKey && !$0.value.isName }.map(\.value)
                    continue
                }
                // A value assigned later counts only when the name's declared value is a curve too
                // (not `spring = [CASpringAnimation …]` after a lookup that may find none).
                if let again = bindings?.reassignment(ofValueAt: candidate.offset),
                    let declared = bindings?.declarations[again.name],
                    declared.contains(where: { $0.offset == candidate.offset })
                        || declared.contains(where: { (try? platform.reader.read($0, reader)) != nil })
                {
                    let statement = String(scalars: scalars[again.statement...].prefix { $0 != "\n" && $0 != ";" })
                    let error = code.error(
                        "\(again.name) is assigned \(Names.shortened(code.text(of: candidate), limit: 40)) here and again on line \(line(of: again.statement)) (\(Names.shortened(statement, limit: 40))): which value plays depends on the code that runs: not read; paste the value it runs with",
                        at: candidate)
                    refuse(error.message, at: candidate.offset)
                    if refusal == nil { refusal = error }
                    continue
                }
                if let fallback = fallbackRefusal(candidate) {
                    refuse(fallback.message, at: candidate.offset)
                    if refusal == nil { refusal = fallback }
                    continue
                }
                let consumedBefore = bindings?.consumed
                let assembled: CodeNode
                do {
                    assembled = try bindings?.assembled(candidate, isTopLevel: candidate.offset == node.offset) ?? candidate
                } catch {
                    // Refused whole (a property set twice where either value may run): named beside
                    // the definitions; the values it would have taken stay definitions of their own
                    // (an animation added once with each, as each was set).
                    if let consumedBefore { bindings?.consumed = consumedBefore }
                    note(error)
                    refuse(error.message, at: candidate.offset)
                    continue
                }
                // A value the platform reads as several definitions (a timeline's chain of tweens): each of them.
                if let parts = platform.reader.definitions(in: assembled, reader) {
                    for part in parts {
                        do {
                            record(try platform.reader.read(part.read, reader), part.at, as: part.read, reader)
                        } catch {
                            note(error)
                            if Self.bytes(of: error.message, contain: "not read") { refuse(error.message, at: part.at.offset) }
                        }
                    }
                    continue
                }
                do {
                    DeclaredNames.scope?.used = []
                    var curve = try platform.reader.read(assembled, reader)
                    // What the definition took from elsewhere in the file, said (a property set twice, an alias).
                    if let taken = bindings?.notes[candidate.offset], !taken.isEmpty {
                        curve.note = AnimationTimingNote.joined(taken.joined(separator: "; "), curve.note)
                    }
                    record(curve, candidate, as: assembled, reader)
                    // The declarations a block inside it named (`using SpinnerEasing`) are parts of it.
                    bindings?.consumed.formUnion(DeclaredNames.scope?.used ?? [])
                } catch {
                    let refusedWhole = Self.bytes(of: error.message, contain: "not read")
                    // A call refused whole keeps the declared values it took (a group's animations and
                    // its pacing, each declared by name): parts of what is refused, not definitions of
                    // their own. A value set on a later line stays one, named beside the refusal.
                    if let consumedBefore, let taken = bindings?.consumed.subtracting(consumedBefore) {
                        let isCall = if case .call = candidate.value { true } else { false }
                        bindings?.consumed = consumedBefore
                        if refusedWhole, isCall, let declared = bindings?.declaredValueOffsets {
                            bindings?.consumed.formUnion(taken.intersection(declared))
                        }
                    }
                    // A value an earlier definition took as its own (`anim.timingFunctions = […]`)
                    // was read there: refused alone, it is not left unread.
                    if bindings?.consumed.contains(candidate.offset) == true { continue }
                    // A definition refused whole for a value known only at run time: the declared
                    // values it names (the SpringForce an animation plays) are parts of it, refused with it.
                    if Self.bytes(of: error.message, contain: "at run time") {
                        bindings?.consumed.formUnion(DeclaredNames.scope?.used ?? [])
                    }
                    if firstUnknown == nil, error.message.utf8.starts(with: "unknown ".utf8) { firstUnknown = (assembled, reader) }
                    note(error)
                    if refusedWhole || Self.bytes(of: error.message, contain: "must lie in") { refuse(error.message, at: candidate.offset) }
                    // `tween(900, easing = Gravity)` where the text declares `Gravity` itself, as
                    // code the reader does not read (`Easing { f -> f * f }`): the definition is
                    // refused, named beside the others, never passed over.
                    if let name = Self.unknownName(in: error.message), let values = bindings?.declarations[name], !values.isEmpty {
                        // `transition={PANEL_T}` where PANEL_T's one value was read: a use of that
                        // definition, not a value of its own left unread.
                        if values.count == 1, found.contains(where: { $0.offset == values[0].offset }) { continue }
                        refuse("\(name), declared in the text, is not read as a curve (\(error.message))", at: candidate.offset)
                    }
                    // A call refused as a whole (`UIView.animate(…usingSpringWithDamping:…options: .curveEaseOut)`,
                    // `.spring(…).speed(2)`): its arguments and receiver are parts of it, not definitions of their own.
                    // (A JSON object refused whole, a Lottie property whose dimensions move apart, is
                    // still searched: each of its keyframes is an easing of its own.)
                    if case .call = candidate.value, refusedWhole { continue }
                    // An array refused whole (a keyframe animation's timing functions) likewise, and an
                    // object whose parts would each be read wrong alone (a Lottie property's keyframes).
                    if Self.bytes(of: error.message, contain: "not read alone") {
                        if case .array = candidate.value { continue }
                        if case .object = candidate.value { continue }
                    }
                    // A closure among the arguments (`Button(action: { withAnimation(.snappy) { … } })`) is code of its own.
                    for child in candidate.children {
                        if case .block = child.value, child.length > 2 { scan(from: child.offset + 1, to: child.offset + child.length - 1) }
                    }
                    pending.insert(contentsOf: candidate.children.filter { if case .block = $0.value { false } else { true } }, at: 0)
                    // `transition: "transform 300ms ease-out"`: CSS written inside a JavaScript string.
                    if platform.spec.isStyleSheet, case .string = candidate.value, codeInString == nil, candidate.length > 2 {
                        codeInString = (candidate.offset + 1)..<(candidate.offset + candidate.length - 1)
                        scan(from: candidate.offset + 1, to: candidate.offset + candidate.length - 1)
                        codeInString = nil
                    }
                }
            }
        }

        /// Whether `candidate` is a branch of a conditional expression (or inside one) whose
        /// branches read as curves: they are read together, once: one curve when every branch is
        /// the same curve, else refused with the condition and each branch named. False when no
        /// branch reads as a curve (`animated ? 0.3 : 0`): the candidate is read as any value.
        mutating func takenByConditional(_ candidate: CodeNode, _ reader: SourceCode) -> Bool {
            if conditionals == nil { conditionals = ConditionalValue.all(in: code, regions: regions) }
            guard let conditionals, !conditionals.isEmpty,
                let index = conditionals.firstIndex(where: { conditional in
                    conditional.branches.contains { $0.offset <= candidate.offset && candidate.offset < $0.offset + $0.length }
                })
            else { return false }
            if let taken = conditionalsTaken[index] { return taken }
            let conditional = conditionals[index]
            let curves = conditional.branches.map { branch -> ReadCurve? in
                let assembled = (try? bindings?.assembled(branch, isTopLevel: false)) ?? branch
                return try? platform.reader.read(assembled, reader)
            }
            let read = curves.compactMap { $0 }
            guard !read.isEmpty else {
                conditionalsTaken[index] = false
                return false
            }
            conditionalsTaken[index] = true
            let start = conditional.branches[0].offset
            if read.count == curves.count, read.dropFirst().allSatisfy({ $0.curve == read[0].curve }) {
                // Branches that time the curve differently keep no one timing (``Platform/oneCurve``).
                var curve = Platform.oneCurve(
                    read, named: conditional.branches.map { Names.shortened(CodeProvenance.oneLine(reader.text(of: $0)), limit: 40) })
                curve.note = AnimationTimingNote.joined(
                    "every branch of the conditional on \(Names.shortened(conditional.condition, limit: 50)) is this curve", curve.note)
                record(curve, conditional.branches[0], as: conditional.branches[0], reader)
                return true
            }
            let error = code.error(conditional.refusal(code, curves: curves), at: start, length: conditional.end - start)
            // Refused whole, like a platform's form: a paste that holds it gives this reason.
            refuse(error.message, at: start, isBlockForm: true, isRunTimeChoice: true)
            if refusal == nil { refusal = error }
            return true
        }

        /// Why `node` is not read when it is the fallback of a value the code gives at run time:
        /// the right side of `??` (Swift, Kotlin's `?:`, Dart, JavaScript) or `||`
        /// (`ease: opts?.ease ?? 'power2.out'`). The left side wins whenever it has a value, and the
        /// code that calls this code gives it, so the curve is not known here. Nil for other values.
        func fallbackRefusal(_ node: CodeNode) -> CommandError? {
            var end = node.offset - 1
            while end >= 0, SourceCode.isSpace(scalars[end]) { end -= 1 }
            guard end >= 1, SourceCode.fallbackOperators.contains(String(scalars: scalars[(end - 1)...end])) else { return nil }
            // Kotlin's `?:` stands after a space, as the value reader takes it (``SourceCode/value()``):
            // TypeScript's optional parameter or member, `options?: gsap.TweenVars`, is a type, no fallback.
            if scalars[end] == ":", end < 2 || !SourceCode.isSpace(scalars[end - 2]) { return nil }
            var start = end - 2
            while start >= 0, SourceCode.isSpace(scalars[start]) { start -= 1 }
            let leftEnd = start + 1
            while start >= 0, SourceCode.isNameScalar(scalars[start]) || scalars[start] == "." || scalars[start] == "?" { start -= 1 }
            let left = String(scalars: scalars[(start + 1)..<max(leftEnd, start + 1)])
            let operation = String(scalars: scalars[(end - 1)...end])
            return code.error(
                SourceCode.fallbackRefusal(
                    left: left.isEmpty ? "the value before \(operation)" : left, operation: operation, fallback: code.text(of: node)),
                at: node)
        }

        /// A definition found at `node`, read as `assembled` (with the values and properties the
        /// file gives it elsewhere).
        mutating func record(_ curve: ReadCurve, _ node: CodeNode, as assembled: CodeNode, _ reader: SourceCode) {
            let text = CodeProvenance.oneLine(reader.text(of: node))
            let paste = CodeProvenance.code(of: assembled, in: reader, separator: labelSeparator)
            found.append((node.offset, Found(curve: curve, line: line(of: node.offset), code: text, paste: paste)))
        }

        /// A declaration's definitions, or its refusal, named beside the others.
        mutating func record(_ reading: DeclarationReading) {
            for definition in reading.found {
                let found = Found(
                    curve: definition.curve, line: line(of: definition.offset), code: definition.code, paste: definition.paste)
                self.found.append((definition.offset, found))
            }
            bindings?.consumed.formUnion(reading.consumed)
            if let error = reading.refusal {
                if refusal == nil { refusal = error }
                refuse(error.message, at: reading.start, isBlockForm: true)
            }
        }

        /// A definition refused whole at `offset`, named beside the definitions read: the first
        /// refusal on its line.
        mutating func refuse(_ message: String, at offset: Int, isBlockForm: Bool = false, isRunTimeChoice: Bool = false) {
            let line = line(of: offset)
            if !refused.contains(where: { $0.line == line }) {
                refused.append(Refused(line: line, message: message, isBlockForm: isBlockForm, isRunTimeChoice: isRunTimeChoice))
            }
        }

        /// `Gravity` of "unknown Compose easing 'Gravity' (…)": the name an unknown-name error quotes.
        static func unknownName(in message: String) -> String? {
            guard message.hasPrefix("unknown "), let open = message.firstIndex(of: "'") else { return nil }
            let rest = message[message.index(after: open)...]
            guard let close = rest.firstIndex(of: "'") else { return nil }
            let name = rest[..<close]
            return name.isEmpty || name.contains(" ") ? nil : String(name)
        }

        /// Keeps the first refusal worth reporting: a form the reader knew but would not take (a
        /// value out of the platform's bounds, a curve that is not a timing curve, a guess it
        /// will not make), not the many values that are simply not timing code.
        static let reasonsWorthReporting = [
            "did you mean", "not read", "not a timing curve", "not sure", "never settles", " must be ", " must lie ",
        ]

        mutating func note(_ error: CommandError) {
            // Searched as UTF-8 bytes: a file scan notes thousands of refusals, most of them
            // names the platform does not have, which are never worth reporting here (a scan
            // suggests no names; the first is kept aside for its did-you-mean).
            guard refusal == nil, !error.message.utf8.starts(with: "unknown ".utf8) else { return }
            if Self.reasonsWorthReporting.contains(where: { Self.bytes(of: error.message, contain: $0) }) {
                refusal = error
            }
        }

        /// Whether `text` holds `part`, compared as UTF-8 bytes (plain loops: Foundation's and
        /// the generic searchers cost more than the whole read of a file).
        static func bytes(of text: String, contain part: String) -> Bool {
            var text = text, part = part
            return text.withUTF8 { hay in
                part.withUTF8 { needle in
                    guard needle.count <= hay.count else { return false }
                    for start in 0...(hay.count - needle.count) {
                        var index = 0
                        while index < needle.count, hay[start + index] == needle[index] { index += 1 }
                        if index == needle.count { return true }
                    }
                    return false
                }
            }
        }

        /// XML: the elements the platform reads as definitions (``PlatformSpec/markup``), and the
        /// text of every element read as code.
        mutating func scanXML() {
            if let markup = platform.spec.markup {
                for element in MarkupElement.elements(scalars, regions.kinds) {
                    if let call = markup.call(for: element) {
                        var reader = SourceCode(call)
                        do {
                            let node = try reader.onlyValue()
                            let curve = try platform.reader.read(node, reader)
                            let line = line(of: element.offset)
                            let text = CodeProvenance.oneLine(String(scalars: scalars[element.offset..<element.end]))
                            found.append((element.offset, Found(curve: curve, line: line, code: text, paste: text)))
                        } catch {
                            note(error)
                        }
                    }
                    // A reference on an element that is no definition (an animation's interpolator).
                    for (value, code, offset, rule) in markup.references(in: element) {
                        let reader = SourceCode("\"\(value.replacingOccurrences(of: "\"", with: ""))\"")
                        do {
                            var curve = try platform.reader.read(
                                CodeNode(value: .string(value), offset: 0, length: reader.scalars.count), reader)
                            curve.note = AnimationTimingNote.joined(rule, curve.note)
                            found.append((offset, Found(curve: curve, line: line(of: offset), code: code, paste: code)))
                        } catch {
                            note(error)
                        }
                    }
                }
            }
            var index = 0
            while index < scalars.count {
                guard isCode(index) else { index += 1; continue }
                var end = index
                while end < scalars.count, isCode(end) { end += 1 }
                scan(from: index, to: end)
                index = end
            }
        }
    }
}
