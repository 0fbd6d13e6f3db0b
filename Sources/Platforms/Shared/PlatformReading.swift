import CurveKit
import Foundation

/// What a platform reader makes of a paste: the curve, exactly as the code describes it, and a
/// note when the platform itself renders it only approximately (or when the paste was read
/// with a caveat), for the reply and `show`.
package struct ReadCurve {
    package var curve: Curve
    package var note: String? = nil
    /// For a definition read from a file: where, and the code that stands for it on its own.
    package var source: CodeProvenance? = nil
    /// The duration and delay the code gives beside the curve, kept with its name.
    package var timing: CurveTiming? = nil
}

/// Reads one platform's code. One type per platform, in the platform's folder; its
/// ``PlatformSpec`` names it.
protocol PlatformReader {
    /// Reads the value the paste is; errors speak the platform's terms.
    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve
    /// The named presets the platform knows, spelled as the platform spells them (for
    /// did-you-mean and the name-collision help).
    static var names: [String] { get }
    /// Names written before a block that make one form of the platform (Compose's
    /// `keyframes { … }`): the file scanner reads the form whole (``readBlockForm``) instead of
    /// the easings inside it as curves of their own.
    static var blockForms: Set<String> { get }
    /// The curve of `name { body }`, one of ``blockForms``; `node` spans the whole form.
    static func readBlockForm(_ name: String, body: CodeNode, _ code: SourceCode, at node: CodeNode) throws(CommandError)
        -> ReadCurve
    /// A style sheet's declaration that starts at `index` (CSS's `transition: …`), read whole
    /// with the rule around it: its definitions, or its refusal, and where it ends; nil when no
    /// declaration the platform declares starts there. `declared` keeps, across one scan, the
    /// values the text gives by name.
    static func readDeclaration(at index: Int, _ code: SourceCode, end: Int, declared: inout DeclaredValues?) -> DeclarationReading?
    /// The definitions one value holds when the platform reads it as several (GSAP's
    /// `tl.to(…).to(…)`: each tween, added to the same timeline): for each, the value the
    /// reader reads and the part of the code that stands for it; nil when the value is one
    /// definition or none.
    static func definitions(in node: CodeNode, _ code: SourceCode) -> [(read: CodeNode, at: CodeNode)]?
    /// A form read whole, as text, before anything else (Motion's keyframes function that
    /// `export` writes, Tailwind's class list in CSS): its curve, and the line (1-based) and code
    /// that stand for it; nil when `text` holds none; an error when it holds one that is not read.
    static func readWholeForm(_ text: String, column: Int) throws(CommandError) -> (curve: ReadCurve, line: Int, code: String)?
    /// The value of a Sass variable declaration (``SassVariableDeclaration``): CSS's value
    /// syntax, where the platform spells its values otherwise (Material's tokens); by default
    /// the platform's own reading.
    static func readSassValue(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve
}

/// The values a text gives by name (CSS's `--ease: …`, Sass's `$ease: …`), each where it starts.
typealias DeclaredValues = [String: [(text: String, offset: Int)]]

/// What a platform's declaration reader made of one declaration (``PlatformReader/readDeclaration``).
struct DeclarationReading {
    struct Definition {
        var curve: ReadCurve
        var offset: Int
        /// The declaration as written, or the one transition of its list that this is.
        var code: String
        /// The definition as it reads on its own (its variables replaced).
        var paste: String
    }

    /// Where the declaration starts, and where the scan goes on.
    var start: Int
    var end: Int
    var found: [Definition] = []
    /// Why the declaration is not read (the platform rejects it, or a value it names is not known).
    var refusal: CommandError?
    /// Where the declared values it took start: parts of it, not definitions of their own.
    var consumed: [Int] = []
}

extension PlatformReader {
    static var blockForms: Set<String> { [] }
    static func readDeclaration(at index: Int, _ code: SourceCode, end: Int, declared: inout DeclaredValues?) -> DeclarationReading? {
        nil
    }
    static func definitions(in node: CodeNode, _ code: SourceCode) -> [(read: CodeNode, at: CodeNode)]? { nil }
    static func readWholeForm(_ text: String, column: Int) throws(CommandError) -> (curve: ReadCurve, line: Int, code: String)? {
        nil
    }
    static func readSassValue(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve { try read(node, code) }
    static func readBlockForm(_ name: String, body: CodeNode, _ code: SourceCode, at node: CodeNode) throws(CommandError)
        -> ReadCurve
    {
        throw code.error("\(name) { … } is not read", at: node)
    }
}

extension Platform {
    /// The curve `text` (the whole of it) describes; `column` is where the text starts in the
    /// command line, for carets.
    package func read(_ text: String, column: Int = 1) throws(CommandError) -> ReadCurve {
        if let whole = try reader.readWholeForm(text, column: column) { return whole.curve }
        // A function form (`export … form=function`) is read whole, before the value syntax. Code
        // that holds some other function (a paste of several declarations) is read as code; the
        // function form's error stands when the code says nothing better.
        if let function = spec.functionWriter {
            do {
                if let read = try FunctionFormReader.read(text, function.reading, column: column) { return read }
            } catch {
                return try readAsCode(text, column: column, otherwise: error, refusalFirst: true)
            }
        }
        var code = SourceCode(text, column: column)
        code.wholeNumberDivision = spec.wholeNumberDivision
        // A style sheet's declaration (`transition-timing-function: var(--ease, ease-out)`) is
        // read whole by the platform's declaration reader, never as the value after its colon.
        if spec.isStyleSheet, holdsDeclaration(code) { return try readAsCode(text, column: column, otherwise: nil) }
        let node: CodeNode
        do {
            node = try code.onlyValue()
        } catch {
            // Not one value (`"s": {…}`, a property with its key): a refusal of the value inside
            // says more than the syntax error. Code whose first value is no curve the platform
            // reads (`public extension CALayer {`, `if (withWheel) {`) is not "a curve" with
            // something after it: when nothing in it is read, the paste holds no definition.
            var otherwise = error
            // A comment where the value reader stopped (a paste that opens with `/** … */`) is
            // never the reason: the code after it is what was not read.
            let regions = SourceRegions(code.scalars, language: spec.sourceLanguage)
            let stoppedAt = (error.span?.column).map { $0 - column } ?? -1
            let stoppedInComment = regions.kinds.indices.contains(stoppedAt) && regions.kinds[stoppedAt] == .comment
            if stoppedInComment || code.trailingCode.map({ (try? reader.read($0, code)) == nil }) == true {
                let opening = String(String.UnicodeScalarView(regions.masked)).split(separator: "\n").first {
                    !$0.allSatisfy(\.isWhitespace)
                }.map { $0.trimmingCharacters(in: .whitespaces) }
                otherwise = CommandError(
                    "the paste holds no \(title) timing definition: it is code (from '\(Names.shortened(opening ?? text, limit: 40))'), and none of its values is a curve \(title) plays",
                    span: SourceSpan(column: column, length: max(text.unicodeScalars.count, 1)))
            }
            return try readAsCode(text, column: column, otherwise: otherwise, refusalFirst: true)
        }
        do {
            var reading = try reader.read(node, code)
            if let others = othersInCallbacks(of: node, in: text, code) { reading.note = AnimationTimingNote.joined(reading.note, others) }
            return reading
        } catch {
            // An object or a call refused as a whole (a Lottie layer, no keyframe itself; a tween
            // call, no ease itself) says less than the refusal of a value inside it (its
            // property, rewritten by an expression; its vars, whose ease GSAP does not know).
            let holdsValues = if case .object = node.value { true } else if case .call = node.value { true } else { false }
            return try readAsCode(text, column: column, otherwise: error, refusalFirst: holdsValues)
        }
    }

    /// What the code blocks inside a value that was read start of their own (a listener's
    /// `onAnimationEnd` that animates the view again, after this animation): named, not read;
    /// nil when its blocks hold no definition.
    private func othersInCallbacks(of node: CodeNode, in text: String, _ code: SourceCode) -> String? {
        func blocks(in node: CodeNode) -> [CodeNode] {
            if case .block = node.value { return node.length > 2 ? [node] : [] }
            return node.children.flatMap(blocks)
        }
        let others = blocks(in: node).flatMap { block in
            SourceFileScanner.definitions(self, in: code.text(of: block).dropFirst().dropLast().description, path: "").found
        }
        guard !others.isEmpty else { return nil }
        let named = others.map { Names.shortened($0.code, limit: 50) }.joined(separator: ", ")
        return "code inside it (a callback, a block) starts another animation (\(named)): not read (paste it alone to read it)"
    }

    /// Whether a declaration the platform's declaration reader reads starts anywhere in `code`.
    private func holdsDeclaration(_ code: SourceCode) -> Bool {
        var declared: DeclaredValues?
        for index in code.scalars.indices where reader.readDeclaration(at: index, code, end: code.scalars.count, declared: &declared) != nil
        {
            return true
        }
        return false
    }

    /// What people copy around the value — a trailing comment, `;` or `,`, the property or call
    /// around it, a whole CSS declaration, an XML element — read as the platform's code: one
    /// definition in it is the paste; of several, the first is read and the others named. `otherwise` is the
    /// value syntax's error, said when the code holds nothing better; with `refusalFirst` (the
    /// text is no one value), a value in it that the reader refused says why first.
    private func readAsCode(_ text: String, column: Int, otherwise error: CommandError?, refusalFirst: Bool = false) throws(CommandError)
        -> ReadCurve
    {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        // An element is XML, unless an attribute's value is a JSX expression in braces
        // (`<motion.div transition={{ type: "spring" }} />`): XML quotes every attribute value,
        // so `={` says the element is JSX, script code read as the script's language.
        let language: SourceLanguage? = trimmed.hasPrefix("<") && !Self.isJSXElement(trimmed) ? .xml : nil
        let (found, _, refused) = SourceFileScanner.definitions(self, in: text, path: "", language: language)
        // A choice the code makes when it runs, beside other definitions (the value a variable
        // starts with, a guard's fallback): which animation plays is not in the paste.
        if !found.isEmpty, let choice = refused.first(where: \.isRunTimeChoice) {
            let others = found.map { "\(Names.shortened($0.code, limit: 50)) (line \($0.line))" }.joined(separator: ", ")
            throw CommandError(
                "line \(choice.line): \(choice.message); the paste also holds \(others), which the choice may replace or which may run only on another path",
                span: SourceSpan(column: column, length: max(text.unicodeScalars.count, 1)))
        }
        // A definition that is only the start of a call chain in the paste
        // (`SpringForce()` of `SpringForce().setStiffness(-200f)`) is not what was pasted:
        // the chain's own error stands.
        if found.count == 1, !Self.isReceiverOfAChain(found[0].code, in: text) {
            var reading = found[0].curve
            if found[0].code != text.trimmingCharacters(in: .whitespacesAndNewlines) {
                var took = "read \(Names.shortened(found[0].code, limit: 60)) from the paste"
                // What the paste also holds and was refused (an animation whose timing function
                // this is) is named, never passed over.
                if !refused.isEmpty {
                    took +=
                        " (also in the paste, not read: " + refused.map { "line \($0.line): \($0.message)" }.joined(separator: "; ") + ")"
                }
                reading.note = reading.note.map { took + "; " + $0 } ?? took
            } else if let other = refused.first(where: { $0.line != found[0].line }) {
                // What else the paste holds and was not read is said, not passed over.
                reading.note = AnimationTimingNote.joined(
                    reading.note, "also in the paste, line \(other.line), not read: \(other.message)")
            }
            return reading
        }
        // Values declared by name that no code in the paste uses, beside code that plays another
        // (an object of easings and the tween that eases with one of them): the code plays what
        // it uses; the others are named, not read.
        let played = found.filter { $0.unusedDeclaration == nil }
        if found.count > 1, !played.isEmpty, played.count < found.count,
            played.dropFirst().allSatisfy({ $0.curve.curve == played[0].curve.curve })
        {
            let unused = found.compactMap(\.unusedDeclaration)
            var reading =
                played.count == 1
                ? played[0].curve
                : Self.oneCurve(
                    played.map(\.curve),
                    named: PasteArgumentLabels.named(played.map(\.paste), in: text).map { Names.shortened($0, limit: 60) })
            let took =
                "read \(Names.shortened(played[0].code, limit: 60)), what the code in the paste uses; also declared there and used by none of it, not read: "
                + unused.joined(separator: ", ")
            reading.note = reading.note.map { took + "; " + $0 } ?? took
            return reading
        }
        if found.count > 1 {
            let named = PasteArgumentLabels.named(found.map(\.paste), in: text)
            // `AnimatedSwitcher(switchInCurve: Curves.easeOut, switchOutCurve: Curves.easeOut)`:
            // one curve given to several parameters is that curve.
            if found.dropFirst().allSatisfy({ $0.curve.curve == found[0].curve.curve }) {
                return Self.oneCurve(found.map(\.curve), named: named.map { Names.shortened($0, limit: 60) })
            }
            // Definitions whose pastes start alike for longer than a name shows (the tweens of one
            // timeline, each pasted with the chain before it) are named by their own code.
            var labels = Names.shortened(named)
            if Set(labels).count < labels.count { labels = Names.shortened(found.map(\.code)) }
            let language = language ?? SourceLanguage.of(path: "", platform: self)
            if let why = SeveralDefinitions.whyNotTheFirst(in: text, language: language, found: found, refused: refused) {
                throw CommandError(
                    "the paste holds \(found.count) \(title) definitions (\(labels.joined(separator: ", "))), and \(why): paste one of them",
                    span: SourceSpan(column: column, length: max(text.unicodeScalars.count, 1)))
            }
            return Self.first(of: found, labels: labels, refused: refused, title: title)
        }
        // (A refusal that says what the error says gives way to it: the error points at the value.)
        if found.isEmpty, let form = refused.first(where: \.isBlockForm) ?? (refusalFirst ? refused.first : nil),
            form.message != error?.message
        {
            throw CommandError(form.message, span: SourceSpan(column: column, length: max(text.unicodeScalars.count, 1)))
        }
        // `// the named curves, one at a time` with the code on the lines after it: a comment is
        // never the reason a paste is refused.
        if found.isEmpty, language == nil, spec.sourceLanguage != .json {
            let scalars = Array(text.unicodeScalars)
            let regions = SourceRegions(scalars, language: spec.sourceLanguage)
            if !scalars.indices.contains(where: { regions.kinds[$0] != .comment && !SourceCode.isSpace(scalars[$0]) }) {
                throw CommandError(
                    "the paste holds only a comment, no \(title) code: paste the code too (in a script, the lines after a comment that hold the code go with it)",
                    span: SourceSpan(column: column, length: max(text.unicodeScalars.count, 1)))
            }
        }
        throw error
            ?? CommandError(
                "the paste holds no \(title) definition", span: SourceSpan(column: column, length: max(text.unicodeScalars.count, 1)))
    }
}

extension Platform {
    /// A paste of several definitions with different curves (a transition list, the constants of
    /// a module, two animators played together) is read as its first, as `file=` reads a file —
    /// the first that code in the paste plays (a value declared by name, where the code first
    /// uses it), when some are only declared, and when all are,
    /// the first that animates rather than a curve kept under a name: the note says so and
    /// names every other one, and what was refused, so that none is passed over; each can be
    /// pasted alone.
    static func first(of found: [SourceFileScanner.Found], labels: [String], refused: [SourceFileScanner.Refused], title: String)
        -> ReadCurve
    {
        let played = found.indices.filter { found[$0].unusedDeclaration == nil }.min { found[$0].playedAt < found[$1].playedAt }
        let chosen =
            played ?? found.firstIndex { !$0.isPassedOverMember && !$0.isCurveAlone } ?? found.firstIndex { !$0.isPassedOverMember } ?? 0
        var reading = found[chosen].curve
        let lines = Set(found.map(\.line)).count > 1
        func named(_ index: Int) -> String {
            // A member passed over is named by its path (`SPRINGS.IOS`), which says why.
            let label = found[index].isPassedOverMember ? (found[index].unusedDeclaration ?? labels[index]) + ", unused" : labels[index]
            return label + (lines ? " (line \(found[index].line))" : "")
        }
        let which =
            chosen == 0
            ? "the first"
            : found[chosen].unusedDeclaration == nil
                ? (found[..<chosen].contains { $0.unusedDeclaration == nil }
                    ? "the one the code in it uses first" : "the first that the code in it plays")
                : found[..<chosen].contains(where: \.isCurveAlone)
                    ? "the first that animates (those before it are curves kept under a name)"
                    : "the first that is no member the code passes over for another"
        var took =
            "the paste holds \(found.count) \(title) definitions: read \(which), \(named(chosen)); not read: "
            + found.indices.filter { $0 != chosen }.map(named).joined(separator: ", ") + " (paste one alone to read it)"
        if !refused.isEmpty {
            took += "; also in the paste, refused: " + refused.map { "line \($0.line): \($0.message)" }.joined(separator: "; ")
        }
        reading.note = reading.note.map { took + "; " + $0 } ?? took
        return reading
    }

    /// Several definitions of one curve, read once. When they keep different timings (a GSAP
    /// timeline's tweens, each with its own duration, all eased by the timeline's `defaults`),
    /// the curve is still one, y over each animation's own duration; no one duration is kept, and
    /// the note names them.
    static func oneCurve(_ readings: [ReadCurve], named names: [String]) -> ReadCurve {
        var reading = readings[0]
        var same = "\(names.dropLast().joined(separator: ", ")) and \(names[names.count - 1]) are one curve, read once"
        if readings.dropFirst().contains(where: { $0.timing != reading.timing }) {
            // The first's own timing note goes with the timing it spoke of.
            if let kept = AnimationTimingNote.note(reading.timing), let note = reading.note {
                let rest = note.replacingOccurrences(of: "; " + kept, with: "").replacingOccurrences(of: kept, with: "")
                reading.note = rest.isEmpty ? nil : rest
            }
            reading.timing = nil
            let timings = readings.map { $0.timing.map(\.words) ?? "no timing" }
            same += " (each over its own timing: \(timings.joined(separator: "; ")); none is kept with the curve)"
        }
        reading.note = reading.note.map { same + "; " + $0 } ?? same
        return reading
    }

    /// Whether an element's attributes hold a JSX expression, `name={…}` (React's JSX: an
    /// attribute's value is a quoted string or an expression in braces; XML has only the former).
    static func isJSXElement(_ text: Substring) -> Bool {
        var quote: Character?
        var previous: Character = " "
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "{", previous == "=" {
                return true
            }
            if !character.isWhitespace { previous = character }
        }
        return false
    }

    /// Whether `code`, where it stands in `text`, is followed by `.name`: the receiver of a
    /// member call or property, so a part of a larger value rather than a value of its own.
    static func isReceiverOfAChain(_ code: String, in text: String) -> Bool {
        var searchFrom = text.startIndex
        while let range = text.range(of: code, range: searchFrom..<text.endIndex) {
            let after = text[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if after.hasPrefix("."), after.dropFirst().first.map({ $0.isLetter || $0 == "_" }) == true { return true }
            searchFrom = range.upperBound
        }
        return false
    }
}

/// A call's arguments, looked up by label or by position among the unlabelled ones.
struct CodeArguments {
    let arguments: [CodeArgument]
    let code: SourceCode
    /// The call, for errors about a missing argument.
    let call: CodeNode
    let callName: String

    init(_ node: CodeNode, _ code: SourceCode) {
        self.code = code
        self.call = node
        let parts = node.call
        self.callName = parts?.name ?? code.text(of: node)
        self.arguments = parts?.arguments ?? []
    }

    /// The argument labelled `label`, else the `position`th unlabelled one.
    func node(_ label: String?, _ position: Int?) -> CodeNode? {
        if let label, let found = arguments.first(where: { $0.label == label }) { return found.node }
        guard let position else { return nil }
        let unlabelled = arguments.filter { $0.label == nil }
        return position < unlabelled.count ? unlabelled[position].node : nil
    }

    /// What a platform accepts for a number it checks itself (a spring's stiffness, mass and
    /// damping: AOSP SpringForce, androidx SpringSimulation and Apple's CASpringAnimation refuse
    /// the others), so that a refusal names the argument as written, not the spring's own terms.
    enum Bound {
        case any, positive, nonNegative

        func allows(_ value: Double) -> Bool {
            switch self {
            case .any: true
            case .positive: value > 0
            case .nonNegative: value >= 0
            }
        }

        var words: String {
            switch self {
            case .any: "a number"
            case .positive: "greater than 0"
            case .nonNegative: "0 or more"
            }
        }
    }

    /// A number argument; names are looked up in `constants` (by full name or last part); one
    /// outside `bound` is refused at the argument, by its label.
    func number(_ label: String?, _ position: Int?, default fallback: Double? = nil, constants: [String: Double] = [:], bound: Bound = .any)
        throws(CommandError) -> Double
    {
        guard let node = node(label, position) else {
            if let fallback { return fallback }
            throw code.error("\(callName) needs \(label ?? "argument \((position ?? 0) + 1)")", at: call)
        }
        let ordinal = arguments.count == 1 ? "" : " \((position ?? 0) + 1)"
        return try CodeArguments.number(
            node, code, role: label ?? "\(callName)'s argument\(ordinal)", constants: constants, bound: bound)
    }

    static func number(_ node: CodeNode, _ code: SourceCode, role: String, constants: [String: Double] = [:], bound: Bound = .any)
        throws(CommandError) -> Double
    {
        let value = try number(node, code, role: role, constants: constants)
        guard bound.allows(value) else {
            throw code.error("\(role) must be \(bound.words) (got \(TextFormat.shortest(value)))", at: node)
        }
        return value
    }

    private static func number(_ node: CodeNode, _ code: SourceCode, role: String, constants: [String: Double]) throws(CommandError)
        -> Double
    {
        switch node.value {
        case .number(let value): return value
        case .name(let name):
            if let value = constants[name] ?? constants[String(name.split(separator: ".").last ?? "")] { return value }
            // `stiffness: stiffness`: a parameter or variable, whose value the code gets at run time.
            if !name.contains("."), name.first?.isLowercase == true {
                throw code.error(
                    "'\(Names.shortened(name))' for \(role) is a parameter or a variable, whose value the code gets elsewhere: not read; paste the numbers it runs with",
                    at: node)
            }
            var message = "unknown constant '\(Names.shortened(name))' for \(role)"
            let last = String(name.split(separator: ".").last ?? "")
            if CodeCurves.suggestsNames, let suggestion = Suggestions.closest(to: last, among: Array(constants.keys)) {
                message += "; did you mean \(suggestion)?"
            }
            throw code.error(message, at: node)
        default:
            throw code.error("expected a number for \(role), got '\(Names.shortened(code.text(of: node)))'", at: node)
        }
    }

    /// The first `count` unlabelled arguments as numbers (`cubic-bezier(x1, y1, x2, y2)`).
    /// The nodes of the unlabelled arguments, for errors about one of them.
    var unlabelled: [CodeNode] { arguments.filter { $0.label == nil }.map(\.node) }

    func numbers(_ count: Int) throws(CommandError) -> [Double] {
        var numbers: [Double] = []
        for index in 0..<count { numbers.append(try number(nil, index)) }
        return numbers
    }

    /// Refuses labels other than `allowed`.
    func check(labels allowed: [String]) throws(CommandError) {
        for argument in arguments {
            if let label = argument.label, !allowed.contains(label) {
                throw code.error(
                    "\(callName) has no parameter '\(label)'; it takes \(allowed.joined(separator: ", "))", at: argument.node)
            }
        }
    }
}

/// The curves the readers make, with errors in the platforms' terms.
enum CodeCurves {
    /// Whether an unknown name's error looks for the nearest known one. The file scanner turns
    /// it off while it tries every value in a file (most are not timing code, and the search
    /// dominated the scan), and asks again only for the refusal it reports.
    @TaskLocal static var suggestsNames = true

    /// A cubic Bézier from pasted numbers; an x outside [0, 1] is pointed at in `points` (the
    /// four numbers' nodes, when they were written one by one) or else at `node`.
    static func bezier(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ code: SourceCode, at node: CodeNode, platform: String,
        points: [CodeNode] = []
    ) throws(CommandError) -> Curve {
        for (index, name, x) in [(0, "x1", x1), (2, "x2", x2)] where !(0...1).contains(x) {
            throw code.error(
                "invalid \(platform) cubic Bézier: \(name) must lie in [0, 1] (got \(TextFormat.shortest(x))), or time would run backwards",
                at: points.count == 4 ? points[index] : node)
        }
        do {
            return .bezier(try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
        } catch {
            throw code.error(error.wording, at: node)
        }
    }

    /// A spring of mass `mass`, stiffness k and damping ratio ζ, from rest unless `velocity`.
    static func spring(
        stiffness: Double, dampingRatio: Double, mass: Double = 1, velocity: Double = 0, span: Double? = nil, _ code: SourceCode,
        at node: CodeNode
    ) throws(CommandError) -> Curve {
        try spring(
            mass: mass, stiffness: stiffness, damping: SpringConversions.damping(ratio: dampingRatio, stiffness: stiffness, mass: mass),
            velocity: velocity, span: span, code, at: node)
    }

    /// `span`: the seconds the platform plays the spring for (Core Animation's `duration`),
    /// nil when it plays it until it settles.
    static func spring(
        mass: Double, stiffness: Double, damping: Double, velocity: Double = 0, span: Double? = nil, _ code: SourceCode,
        at node: CodeNode
    ) throws(CommandError) -> Curve {
        do {
            return .spring(try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity, duration: span))
        } catch {
            throw code.error(error.wording, at: node)
        }
    }

    /// Apple's perceptual parameters (reference §0, Flutter's `withDurationAndBounce`):
    /// k = (2π/d)², ζ = 1 − bounce for bounce > 0, else 1/(1 + bounce); mass 1.
    static func perceptualSpring(
        duration: Double, bounce: Double, velocity: Double = 0, span: Double? = nil, _ code: SourceCode, at node: CodeNode
    ) throws(CommandError) -> Curve {
        guard duration > 0 else {
            throw code.error("a spring's duration must be greater than 0 (got \(TextFormat.shortest(duration)))", at: node)
        }
        guard bounce > -1, bounce <= 1 else {
            throw code.error("bounce must lie in (−1, 1] (got \(TextFormat.shortest(bounce)))", at: node)
        }
        return try spring(
            stiffness: SpringConversions.stiffness(period: duration), dampingRatio: SpringConversions.dampingRatio(bounce: bounce),
            velocity: velocity, span: span, code, at: node)
    }

    /// A Penner curve that a platform's table names (a constant, checked by the platforms' tests).
    static func penner(_ name: String) -> Curve {
        guard let penner = Penner(named: name) else { preconditionFailure("'\(name)' is not a Penner curve") }
        return .penner(penner)
    }

    static func platform(
        _ formula: PlatformEasing.Formula, _ direction: PlatformEasing.Direction = .in, _ parameters: [Double] = [], _ code: SourceCode,
        at node: CodeNode
    ) throws(CommandError) -> Curve {
        do {
            return .platform(try PlatformEasing(formula, direction, parameters))
        } catch {
            throw code.error(error.wording, at: node)
        }
    }

    static let linear = bezier([0, 0, 1, 1])

    /// A preset's control points (from a table, so within [0, 1] in x).
    static func bezier(_ p: [Double]) -> Curve { .bezier(CubicBezier(constant: p[0], p[1], p[2], p[3])) }

    /// The unknown-name error: the nearest of `names` as did-you-mean.
    /// `names` is only listed when a did-you-mean is asked for (``suggestsNames``): a file scan
    /// refuses thousands of names and asks for none.
    static func unknown(
        _ what: String, _ name: String, among names: @autoclosure () -> [String], _ code: SourceCode, at node: CodeNode,
        accepted: String
    ) -> CommandError {
        // `isOpen ? CGRect(…) : CGRect.zero`: a choice between values, none of them a curve here.
        if case .call(nil, SourceCode.conditionalName, let arguments) = node.value, arguments.count == 3 {
            let branches = arguments.dropFirst().map { Names.shortened(CodeProvenance.oneLine(code.text(of: $0.node)), limit: 30) }
            return code.error(
                "a conditional that chooses between \(branches[0]) and \(branches[1]) when the code runs, no \(what) (\(accepted))",
                at: node)
        }
        var message = "unknown \(what) '\(Names.shortened(name))'"
        if suggestsNames, let suggestion = Suggestions.closest(to: name, among: names()) ?? closestByCase(name, names()) {
            message += "; did you mean \(suggestion)?"
        }
        return code.error(message + " (\(accepted))", at: node)
    }

    /// A name that differs only in case or prefix (`easeoutback` → `Curves.easeOutBack`).
    private static func closestByCase(_ name: String, _ names: [String]) -> String? {
        let last = name.split(separator: ".").last.map(String.init)?.lowercased() ?? name.lowercased()
        return names.first { ($0.split(separator: ".").last.map(String.init)?.lowercased() ?? "") == last }
            ?? Suggestions.closest(to: last, among: names.map { String($0.split(separator: ".").last ?? "") })
            .flatMap { short in names.first { $0.hasSuffix(short) } }
    }

    /// How far a platform that solves x(t) = x only to within `xTolerance` may be from the exact
    /// curve: the steepest slope times the tolerance.
    static func bisectionError(_ curve: Curve, xTolerance: Double) -> Double {
        var steepest = 0.0
        for index in 0...1000 {
            let slope = abs(curve.slope(at: Double(index) / 1000))
            if slope.isFinite { steepest = max(steepest, slope) }
        }
        return steepest * xTolerance
    }
}
