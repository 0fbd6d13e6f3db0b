import CurveKit

/// A value in a platform's code as the platform readers see it: the common shape of a CSS
/// function, a Swift or Kotlin call with labels, a Dart constructor, a JavaScript object or
/// array and a JSON object. Each value knows where it is in the pasted text (``span``), so an
/// error can point at it.
indirect enum CodeValue: Sendable {
    case number(Double)
    /// A number followed by `%`, as the fraction it means: the double nearest the decimal
    /// typed with its point moved two places (`3.6%` is 0.036, not 3.6 / 100 =
    /// 0.036000000000000004), so that it prints back as typed.
    case percent(Double)
    case string(String)
    /// A name, dots included: `Curves.easeOutBack`, `.snappy`, `ease-in-out`.
    case name(String)
    /// `callee(arguments)`, where callee is a name or a value followed by `.name` (a chain:
    /// `SpringForce().setStiffness(200f)`).
    case call(receiver: CodeNode?, name: String, arguments: [CodeArgument])
    /// `{ key: value, … }` (keys plain or quoted); a spread `...value` is a member whose key is
    /// ``CodeValue/spreadKey``, in its place among the others.
    case object([(key: String, value: CodeNode)])
    case array([CodeNode])
    /// Values written one after another without a comma (`0.25 25% 75%` in CSS `linear()`).
    case sequence([CodeNode])
    /// Braces that are not an object literal: a closure or a block of statements given as an
    /// argument (`animations: { self.box.alpha = 0 }`), kept whole so that the call around it
    /// is read as one; the file scanner looks inside it for definitions of its own.
    case block

    /// The key an object's spread member (`...defaults`) stands under: no name a key can have.
    static let spreadKey = "..."

    /// A spread of a destructuring pattern's rest element (`const { ease = …, ...rest } = options`,
    /// then `{ …, ...rest }`), as the bindings resolve it: `.call(nil, restName, arguments)` whose
    /// arguments are the keys the pattern took out before it, as strings, and then the name
    /// spread. A rest object holds none of those keys (ECMAScript RestBindingInitialization
    /// copies the object's properties but the excluded names).
    static let restName = "...rest"

    /// The keys a spread value cannot hold: those its destructuring pattern took out (``restName``).
    static func keysLeftOut(by spread: CodeNode) -> Set<String> {
        guard case .call(nil, restName, let arguments) = spread.value else { return [] }
        return Set(arguments.compactMap { if case .string(let key) = $0.node.value { key } else { nil } })
    }
}

/// A value and where it is.
struct CodeNode: Sendable {
    var value: CodeValue
    /// Scalar offset into the code, and length.
    var offset: Int
    var length: Int

    /// Whether the value's text holds the scalar at `offset` (an empty value, its own place).
    func holds(_ offset: Int) -> Bool { self.offset <= offset && offset < self.offset + max(length, 1) }

    /// The number, when the value is one.
    var number: Double? {
        if case .number(let value) = value { value } else { nil }
    }

    /// The name, or the text of a string (GSAP and Motion name eases in strings).
    var word: String? {
        switch value {
        case .name(let name), .string(let name): name
        default: nil
        }
    }

    /// The call's name and arguments (a name alone is a call without arguments).
    var call: (name: String, arguments: [CodeArgument])? {
        switch value {
        case .call(_, let name, let arguments): (name, arguments)
        case .name(let name): (name, [])
        default: nil
        }
    }

    /// The object's value for `key`.
    func member(_ key: String) -> CodeNode? {
        if case .object(let members) = value { return members.first { $0.key == key }?.value }
        return nil
    }
}

/// One argument of a call: `0.4f`, `duration: 0.5`, `stiffness = Spring.StiffnessLow`.
struct CodeArgument: Sendable {
    var label: String?
    var node: CodeNode
}

/// Pasted code and the column where it starts in the command line, so that errors point into
/// the line. Reads values with ``value()``; the readers of each platform interpret them.
struct SourceCode: Sendable {
    let text: String
    let scalars: [Unicode.Scalar]
    /// The 1-based column (in scalars) of the code's first scalar in the line.
    let column: Int
    var position = 0
    /// How deeply values nest at the moment; refused beyond ``maximumDepth`` (a pasted line of
    /// ten thousand brackets must not exhaust the stack).
    private var depth = 0
    static let maximumDepth = Limits.maximumCodeDepth
    /// Where the code first nested past ``maximumDepth``, if it did: a value read from any start
    /// before it, inside the same nest, fails there too (``SourceFileScanner`` goes on after it).
    private(set) var tooDeepAt: Int?
    /// The `[`s already found not to start an Objective-C message send: each is tried once, so
    /// that nested arrays (`[[[…]]]`) do not try every level again after each failure below it,
    /// which doubles the work per level.
    var notMessages: Set<Int> = []
    /// Right operands of `*` and `/` read on trial (``multiplied(_:)``) and not taken: kept by
    /// where they start and at what depth, so that the reading that goes on instead takes them
    /// as read rather than reading them again — once per level, that doubles the work per level
    /// (`f(a: n / [a: n / [a: n / …`).
    private var trials: [ReadPlace: (result: Result<CodeNode, CommandError>, end: Int)] = [:]
    /// Every operand read (``operand()``), kept by where it starts and at what depth.
    private var operands: [ReadPlace: (result: Result<CodeNode, CommandError>, end: Int)] = [:]
    /// Where a reading started and at what depth. The same text may be reached at several depths
    /// (`const var x` reads `var x` one level down, `x` two): each is kept, as keeping only the
    /// latest made readings at the other depths start again, which doubled the work per nest
    /// (`[const var in/[const var in/…`, found by fuzzing: 13 of them took 2.5 s).
    private struct ReadPlace: Hashable {
        let position: Int
        let depth: Int
    }
    /// Where a value with a fallback was refused (``value()``), if one was: braces around it are
    /// still an object, refused for it, not a block of code.
    private(set) var refusedFallbackAt: Int?
    /// The value read before more code that ``onlyValue()`` refused, if it refused some: the
    /// paste is code, whose first value may be no curve at all (`public extension CALayer`).
    private(set) var trailingCode: CodeNode?
    /// Where the code's braces close, shared by this code's copies.
    private let braces: BraceMatches
    /// What `/` makes of two whole numbers in the platform's language (``CodeArithmetic``).
    var wholeNumberDivision = CodeArithmetic.WholeNumberDivision.real

    init(_ text: String, column: Int = 1) {
        self.text = text
        self.scalars = Array(text.unicodeScalars)
        self.column = column
        braces = BraceMatches(scalars)
    }

    /// Code given as scalars (a file with its comments blanked).
    init(scalars: [Unicode.Scalar], column: Int = 1) {
        self.text = String(scalars: scalars)
        self.scalars = scalars
        self.column = column
        braces = BraceMatches(scalars)
    }

    /// The index of the `}` that closes the `{` at `start`, strings skipped; nil when it is not
    /// closed (``BraceMatches``, shared by the code's copies).
    func closingBrace(from start: Int) -> Int? { braces.closingBrace(from: start) }

    /// An error about the code from `offset`, `length` scalars long. One where the code has
    /// ended (a missing `)` or `}`) points at its last scalar, never past the code.
    func error(_ message: String, at offset: Int, length: Int = 1) -> CommandError {
        let offset = min(offset, max(scalars.count - 1, 0))
        let length = min(max(length, 1), max(scalars.count - offset, 1))
        return CommandError(message, span: SourceSpan(column: column + offset, length: length))
    }

    func error(_ message: String, at node: CodeNode) -> CommandError {
        error(message, at: node.offset, length: node.length)
    }

    /// The code of a node, as written.
    func text(of node: CodeNode) -> String {
        String(scalars: scalars[node.offset..<min(node.offset + node.length, scalars.count)])
    }

    /// The line, counted from 1, that the scalar at `offset` is on.
    func line(of offset: Int) -> Int {
        var count = 1
        for index in 0..<min(offset, scalars.count) where scalars[index] == "\n" { count += 1 }
        return count
    }

    // MARK: Reading

    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private func scalarAt(_ index: Int) -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func skipSpace() {
        while let scalar = current, Self.isSpace(scalar) || scalar == ";" { position += 1 }
    }

    var isAtEnd: Bool {
        var copy = self
        copy.skipSpace()
        return copy.current == nil
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == "$" }
        return scalar.properties.isAlphabetic
    }

    /// White space, with a fast answer for ASCII (a file scan asks for every scalar).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
        }
        return scalar.properties.isWhitespace
    }

    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || ("0"..."9").contains(scalar)
    }

    /// The whole code as one value; anything after it is an error.
    mutating func onlyValue() throws(CommandError) -> CodeNode {
        skipSpace()
        guard current != nil else { throw error("nothing to read: paste the platform's code after the platform word", at: 0) }
        var node = try value()
        skipSpace()
        // `property: value`, `animationSpec = spring(…)`, `ease: "power2.out"`: the value is what counts.
        if node.isName, current == ":" || current == "=" {
            position += 1
            if current == "=" { position += 1 }
            node = try value()
            skipSpace()
        }
        try skipTypeAssertion()
        // A comma after the value, as it stands in a list or an object it was copied from.
        if current == ",", scalars[(position + 1)...].allSatisfy(Self.isSpace) { position = scalars.count }
        if current != nil {
            trailingCode = node
            throw error(
                "unexpected '\(Names.shortened(String(scalars: scalars[position...])))' after the curve", at: position,
                length: scalars.count - position)
        }
        return node
    }

    /// TypeScript's `[0.05, 0.7, 0.1, 1] as const`, `… satisfies Transition` (and a cast's
    /// `as CGFloat`): a type after the value, not a value; passed over with the space after it.
    private mutating func skipTypeAssertion() throws(CommandError) {
        skipSpace()
        for keyword in ["as", "satisfies"] where remainder(startsWith: keyword + " ") {
            position += keyword.unicodeScalars.count
            _ = try value()
            skipSpace()
        }
    }

    /// Whether a spread's `...` (ECMAScript SpreadElement, PropertyDefinition) starts here.
    private var atSpread: Bool { current == "." && scalarAt(position + 1) == "." && scalarAt(position + 2) == "." }

    private func remainder(startsWith prefix: String) -> Bool {
        let wanted = Array(prefix.unicodeScalars)
        return position + wanted.count <= scalars.count && Array(scalars[position..<(position + wanted.count)]) == wanted
    }

    /// The C, Objective-C and Java floating-point types whose cast, `(float)0.72`, keeps the value.
    static let floatingCastTypes: Set<String> = ["float", "double", "CGFloat", "CFTimeInterval", "NSTimeInterval"]

    /// Whether `scalar` can start the operand of a cast: a number, a name, a bracket or a sign.
    static func startsCastOperand(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || ("0"..."9").contains(scalar) || ["(", "[", "-", "."].contains(scalar)
    }

    /// One value: an operand (``operand()``), and any operands a string concatenation adds to it.
    /// A fallback after it (`opts?.ease ?? 'power2.out'`) is refused (``fallbackRefusal``).
    mutating func value() throws(CommandError) -> CodeNode {
        let node = concatenated(try operand())
        // A space before it, as these are written: TypeScript's optional member `ease?: string` is no Kotlin `?:`.
        if let operation = nextAfterSpace(), operation > position, operation + 1 < scalars.count,
            case let pair = String(scalars: scalars[operation...(operation + 1)]), Self.fallbackOperators.contains(pair)
        {
            position = operation + 2
            let fallback = try? operand()
            refusedFallbackAt = node.offset
            throw error(
                Self.fallbackRefusal(left: text(of: node), operation: pair, fallback: fallback.map(text(of:)) ?? "…"), at: node.offset,
                length: position - node.offset)
        }
        return try conditional(after: node) ?? node
    }

    /// The name a conditional expression is read under: a call of `?:` with the condition and
    /// the two branches.
    static let conditionalName = "?:"

    /// `condition ? a : b` after `condition` (Swift, Java, Dart, JavaScript; `a ? b : c ? d : e`
    /// chains to the right): a call of ``conditionalName`` with the condition and the branches,
    /// a value the code picks when it runs. The `?` stands between spaces or starts a line, as
    /// the languages' formatters write it (`Type? = nil`, `a?.b`, `a ?? b` and Kotlin's `?:` are
    /// no conditional); nil, with the position unchanged, when no `? value : value` follows.
    private mutating func conditional(after condition: CodeNode) throws(CommandError) -> CodeNode? {
        guard let mark = nextAfterSpace(), mark > position, scalars[mark] == "?", let after = scalarAt(mark + 1), Self.isSpace(after)
        else { return nil }
        let save = position
        position = mark + 1
        guard let then = try? value() else {
            position = save
            return nil
        }
        skipSpace()
        guard current == ":", scalarAt(position + 1) != ":" else {
            position = save
            return nil
        }
        position += 1
        let otherwise = try value()
        return CodeNode(
            value: .call(
                receiver: nil, name: Self.conditionalName,
                arguments: [condition, then, otherwise].map { CodeArgument(label: nil, node: $0) }),
            offset: condition.offset, length: position - condition.offset)
    }

    /// The operators whose right side is used only when the left side has no value: Swift's,
    /// Dart's and JavaScript's `??`, Kotlin's `?:`, JavaScript's `||`.
    static let fallbackOperators: Set<String> = ["??", "?:", "||"]

    /// Why `left OPERATION fallback` is not read: the value is the left side, which the code is
    /// given when it runs (`opts?.ease`, a caller's option), and the fallback plays only when it
    /// is missing.
    static func fallbackRefusal(left: String, operation: String, fallback: String) -> String {
        let left = Names.shortened(left, limit: 40), fallback = Names.shortened(fallback, limit: 40)
        return
            "\(left) \(operation) \(fallback): the value is \(left), which the code is given when it runs; \(fallback) plays only when that is missing: not read (paste \(fallback) alone to read the fallback)"
    }

    /// One value, then any `.name(…)` chain after it and any multiplication or division: read
    /// once per start and depth (``operands``), so that an operand one reading tried and gave
    /// up (a `+ …` that turned out not to be a concatenation) is taken as read by the reading
    /// that goes on instead, rather than read again: once per level, that doubled the work per
    /// level (`$a+01+F($a+01+F(…`, `1+1+( [ 1+1+( [ …`).
    private mutating func operand() throws(CommandError) -> CodeNode {
        skipSpace()
        let start = position
        if let read = operands[ReadPlace(position: start, depth: depth)] {
            position = read.end
            return try read.result.get()
        }
        let depthHere = depth
        let result = Result { () throws(CommandError) in try readOperand() }
        operands[ReadPlace(position: start, depth: depthHere)] = (result, position)
        return try result.get()
    }

    private mutating func readOperand() throws(CommandError) -> CodeNode {
        let start = position
        var node = try primary()
        while true {
            // A builder chain may go on on the next line: `SpringForce()⏎    .setStiffness(200f)`.
            if current != ".", case .call = node.value, let dot = nextAfterSpace(), scalars[dot] == ".",
                let next = scalarAt(dot + 1), Self.isNameStart(next)
            {
                position = dot
            }
            // A chain may start on the next line too: `gsap⏎    .timeline({ … })⏎    .to(…)`
            // (a name, then a method called on the following line).
            // A keyword that ends what stands before an expression (Swift's closure `{ phase in`,
            // `return`) is never a receiver: the member on the next line starts a value of its own.
            if current != ".", case .name(let base) = node.value, !base.hasPrefix("."), !Self.precedesExpressions.contains(base),
                let dot = nextAfterSpace(), dot > position,
                scalars[dot] == ".", scalars[position..<dot].contains("\n"), callFollows(dot: dot)
            {
                position = dot
            }
            // JavaScript's and Kotlin's optional chaining, `opts?.ease`: a member as `.` reads it.
            if current == "?", scalarAt(position + 1) == ".", let next = scalarAt(position + 2), Self.isNameStart(next) { position += 1 }
            // `.spring (dampingFraction: 0.5)`: an implicit or dotted member's arguments.
            if case .name(let path) = node.value, path.unicodeScalars.contains("."), let arguments = spacedArguments() {
                node = CodeNode(value: .call(receiver: nil, name: path, arguments: arguments), offset: start, length: position - start)
                continue
            }
            guard current == "." || (current == "(" && node.isName) else { break }
            if current == "(" {
                guard case .name(let name) = node.value else { break }
                position += 1
                let arguments = try argumentList(closing: ")")
                node = CodeNode(value: .call(receiver: nil, name: name, arguments: arguments), offset: start, length: position - start)
                continue
            }
            guard let next = scalarAt(position + 1), Self.isNameStart(next) else { break }
            position += 1
            let name = readName()
            skipTypeArguments()
            var called: [CodeArgument]? = spacedArguments()
            if called == nil, current == "(" {
                position += 1
                called = try argumentList(closing: ")")
            }
            if let arguments = called {
                // `Curves.easeOutBack()`, `elastic.out(1, 0.3)`: a dotted name called; a call's chain keeps its receiver.
                let call: CodeValue =
                    if case .name(let base) = node.value {
                        .call(receiver: nil, name: base + "." + name, arguments: arguments)
                    } else {
                        .call(receiver: node, name: name, arguments: arguments)
                    }
                node = CodeNode(value: call, offset: start, length: position - start)
            } else if case .name(let base) = node.value {
                node = CodeNode(value: .name(base + "." + name), offset: start, length: position - start)
            } else {
                node = CodeNode(value: .call(receiver: node, name: name, arguments: []), offset: start, length: position - start)
            }
        }
        return ranged(multiplied(node))
    }

    /// `lower...upper`, `lower..<upper` (Swift) or `lower..upper` (Kotlin): a range, one value
    /// (`.random(in: 0.1...0.15)`), read as the call of its operator on its bounds; a reader
    /// that needs a number finds none in it.
    private mutating func ranged(_ lower: CodeNode) -> CodeNode {
        guard current == ".", scalarAt(position + 1) == "." else { return lower }
        let save = position
        let spelling = scalarAt(position + 2) == "." ? "..." : scalarAt(position + 2) == "<" ? "..<" : ".."
        position += spelling.unicodeScalars.count
        guard let upper = try? readOperand() else {
            position = save
            return lower
        }
        let call = CodeValue.call(
            receiver: nil, name: spelling, arguments: [CodeArgument(label: nil, node: lower), CodeArgument(label: nil, node: upper)])
        return CodeNode(value: call, offset: lower.offset, length: position - lower.offset)
    }

    /// Kotlin's, Java's and Dart's type arguments on a method called, `fastEffectsSpec<Float>()`,
    /// `<IntSize>`, `<Map<String, Float?>>`: passed over when a `(` follows them on their line (a
    /// `<` that is a comparison never closes before a `(` so).
    private mutating func skipTypeArguments() {
        guard current == "<" else { return }
        var index = position, depth = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<" {
                depth += 1
            } else if scalar == ">" {
                depth -= 1
            } else if !(Self.isNameScalar(scalar) || scalar == " " || scalar == "," || scalar == "." || scalar == "?" || scalar == "*") {
                return
            }
            index += 1
            if depth == 0 { break }
        }
        if depth == 0, index < scalars.count, scalars[index] == "(" { position = index }
    }

    /// Swift, Kotlin, Java, Dart and JavaScript allow spaces between a member's name and its
    /// arguments on one line (`.spring (dampingFraction: 0.5)` is `.spring(dampingFraction: 0.5)`):
    /// the arguments are the call's, never dropped. Only after a member: a bare name before a
    /// parenthesis may be a keyword (`if (…)`), and a CSS function never has a space before it.
    /// Nil, with nothing read, when no space and `(` follow, or when what the parentheses hold
    /// is no argument list (a comment in prose, `token  (damping ratio 0.9, …)`).
    private mutating func spacedArguments() -> [CodeArgument]? {
        var index = position
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index > position, index < scalars.count, scalars[index] == "(" else { return nil }
        let save = position
        position = index + 1
        guard let arguments = try? argumentList(closing: ")") else {
            position = save
            return nil
        }
        return arguments
    }

    /// The comparisons and `&&` of the C-like languages, longest first.
    static let comparisonOperators = ["===", "!==", "==", "!=", ">=", "<=", "&&", ">", "<"]

    /// The comparison or `&&` at `index` when white space stands on both sides of it (a generic
    /// type's `<` and `>` touch their names); nil otherwise.
    private func comparisonOperator(at index: Int) -> String? {
        guard index > 0, Self.isSpace(scalars[index - 1]) else { return nil }
        for spelling in Self.comparisonOperators {
            let operatorScalars = Array(spelling.unicodeScalars)
            let end = index + operatorScalars.count
            guard end < scalars.count, scalars[index..<end].elementsEqual(operatorScalars), Self.isSpace(scalars[end]) else { continue }
            return spelling
        }
        return nil
    }

    /// Keywords of the C-like languages after which an expression starts (Swift's closure
    /// parameters end at `in`; `return`, `else`, `try`, `await`, `throw`, `yield` come before a
    /// value): a member on the line after one is an implicit member or a new statement, not a
    /// member of the keyword.
    static let precedesExpressions: Set<String> = ["in", "return", "else", "try", "await", "throw", "yield", "do"]

    /// `node * …` or `node / …` with a number written on one side (``CodeArithmetic``),
    /// folded when its operands are numbers; else `node` with the position where it was.
    private mutating func multiplied(_ left: CodeNode) -> CodeNode {
        var node = left
        while let operation = nextAfterSpace(), scalars[operation] == "*" || scalars[operation] == "/",
            let after = scalarAt(operation + 1), after != "/", after != "*", after != "="
        {
            let isArithmetic = if case .call(nil, let name, _) = node.value { CodeArithmetic.isOperator(name) } else { false }
            guard node.number != nil || node.isName || isArithmetic else { break }
            let save = position
            position = operation + 1
            skipSpace()
            let trialStart = position
            let trial = Result { () throws(CommandError) in try primary() }
            trials[ReadPlace(position: trialStart, depth: depth)] = (trial, position)
            // A parenthesised right side (`outside * (dx < 0 ? -1 : 1)`) is an expression too;
            // `Type *name` (an Objective-C declaration) has a name there.
            let isParenthesised = trialStart < scalars.count && scalars[trialStart] == "("
            guard case .success(let right) = trial,
                right.number != nil || isParenthesised || (right.isName && (node.number != nil || isArithmetic))
            else {
                position = save
                break
            }
            let call = CodeValue.call(
                receiver: nil, name: String(scalars[operation]),
                arguments: [CodeArgument(label: nil, node: node), CodeArgument(label: nil, node: right)])
            node = CodeArithmetic.folded(CodeNode(value: call, offset: node.offset, length: position - node.offset), in: self)
        }
        return node
    }

    /// `node + … + …` when it is a string concatenation (a string among the operands), else
    /// `node` with the position where it was. Read in a loop, not by recursion: a file may
    /// concatenate thousands of strings in one expression.
    private mutating func concatenated(_ node: CodeNode) -> CodeNode {
        let afterFirst = position
        var operands = [node]
        while let plus = nextAfterSpace(), scalars[plus] == "+", let after = scalarAt(plus + 1), after != "+", after != "=" {
            let save = position
            position = plus + 1
            guard let right = try? operand() else {
                position = save
                break
            }
            operands.append(right)
        }
        guard operands.count > 1 else {
            position = afterFirst
            return node
        }
        if operands.contains(where: { $0.isString || $0.isConcatenation }) { return CodeNode.concatenation(operands).folded }
        // A sum (`delay: 0.2 + i * 0.15`): its number when every operand is one, else the `+`
        // of its operands, a value the code computes when it runs.
        let numbers = operands.compactMap(\.number)
        let last = operands[operands.count - 1]
        guard numbers.count == operands.count else { return CodeNode.concatenation(operands) }
        return CodeNode(value: .number(numbers.reduce(0, +) + 0), offset: node.offset, length: last.offset + last.length - node.offset)
    }

    /// Whether a member name follows the `.` at `dot` after digits (`48.dp`), rather than a
    /// float's suffix (`1.f`, `2.0.f` is not written).
    private func memberFollows(dot: Int) -> Bool {
        guard let next = scalarAt(dot + 1), Self.isNameStart(next) else { return false }
        let isSuffix = ["f", "F", "d", "D"].contains(next) && !(scalarAt(dot + 2).map(Self.isNameScalar) ?? false)
        return !isSuffix
    }

    /// The index of the next scalar that is not white space (new lines included), if any.
    /// Whether `.name(` starts at `dot`: a method called.
    private func callFollows(dot: Int) -> Bool {
        var index = dot + 1
        guard index < scalars.count, Self.isNameStart(scalars[index]) else { return false }
        while index < scalars.count, Self.isNameScalar(scalars[index]) { index += 1 }
        return index < scalars.count && scalars[index] == "("
    }

    /// Whether a sign at `index` starts an operand: what stands before it, past spaces, opens a
    /// bracket or ends an argument or an assignment (`(`, `[`, `,`, `=`, `:`), so it is no
    /// subtraction.
    private func startsUnaryOperand(at index: Int) -> Bool {
        var before = index - 1
        while before >= 0, Self.isSpace(scalars[before]) { before -= 1 }
        return before >= 0 && ["(", "[", ",", "=", ":"].contains(scalars[before])
    }

    private func nextAfterSpace() -> Int? {
        var index = position
        while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
        return index < scalars.count ? index : nil
    }

    private mutating func readName() -> String {
        var name = ""
        while let scalar = current {
            if Self.isNameScalar(scalar) {
                name.unicodeScalars.append(scalar)
            } else if scalar == "-", let next = self.scalarAt(position + 1), Self.isNameStart(next), !name.isEmpty {
                name.unicodeScalars.append(scalar)
            } else if scalar == ".", let next = self.scalarAt(position + 1), Self.isNameStart(next) || ("0"..."9").contains(next),
                name.hasPrefix("md.") || name == "md"
            {
                // Material token names run on with dots and digits: md.sys.motion.duration.short1.
                name.unicodeScalars.append(scalar)
            } else {
                break
            }
            position += 1
        }
        return name
    }

    /// `{ key: value, … }` from the brace at `start`; `...value` spreads another object's keys
    /// in (ECMAScript PropertyDefinition: `... AssignmentExpression`).
    private mutating func objectLiteral(from start: Int) throws(CommandError) -> CodeNode {
        position = start + 1
        var members: [(key: String, value: CodeNode)] = []
        while true {
            skipSpace()
            if current == "}" { position += 1; break }
            if atSpread {
                position += 3
                members.append((CodeValue.spreadKey, try value()))
                skipSpace()
                if current == "," { position += 1; continue }
                guard current == "}" else { throw error("expected ',' or '}' in the object", at: position) }
                position += 1
                break
            }
            let keyNode = try primary()
            guard let key = keyNode.word else { throw error("expected a key in the object", at: keyNode) }
            skipSpace()
            // JavaScript's shorthand member, `{ dampingRatio, stiffness }`: the key is also the
            // name of its value.
            if keyNode.isName, current == "," || current == "}", !key.contains(".") {
                members.append((key, keyNode))
                if current == "," { position += 1; continue }
                position += 1
                break
            }
            guard current == ":" || current == "=" else { throw error("expected ':' after \(key)", at: position) }
            position += 1
            members.append((key, try value()))
            try skipTypeAssertion()
            if current == "," { position += 1; continue }
            guard current == "}" else { throw error("expected ',' or '}' in the object", at: position) }
            position += 1
            break
        }
        return CodeNode(value: .object(members), offset: start, length: position - start)
    }

    private mutating func primary() throws(CommandError) -> CodeNode {
        skipSpace()
        let start = position
        if let trial = trials[ReadPlace(position: start, depth: depth)] {
            position = trial.end
            return try trial.result.get()
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            tooDeepAt = tooDeepAt ?? start
            throw error("the code nests more than \(Self.maximumDepth) levels deep", at: start)
        }
        guard let scalar = current else { throw error("the code ends where a value should be", at: max(start - 1, 0)) }
        func node(_ value: CodeValue) -> CodeNode { CodeNode(value: value, offset: start, length: position - start) }
        switch scalar {
        case "\"", "'", "`":
            position += 1
            var text = ""
            while let next = current, next != scalar {
                if next == "\\", let escaped = self.scalarAt(position + 1) {
                    // `\n`, `\t` and `\r` are the characters they stand for (a Lottie expression's
                    // lines); any other escaped character is itself (`\"`, `\\`).
                    let standsFor: [Unicode.Scalar: Unicode.Scalar] = ["n": "\n", "t": "\t", "r": "\r"]
                    text.unicodeScalars.append(standsFor[escaped] ?? escaped)
                    position += 2
                } else {
                    text.unicodeScalars.append(next)
                    position += 1
                }
            }
            guard current == scalar else { throw error("unterminated string", at: start, length: position - start) }
            position += 1
            return node(.string(text))
        case "{":
            do {
                return try objectLiteral(from: start)
            } catch {
                guard let end = braces.closingBrace(from: start), !(refusedFallbackAt.map { $0 > start && $0 < end } ?? false) else {
                    throw error
                }
                position = end + 1
                return node(.block)
            }
        case "[":
            if let message = try objectiveCMessage(from: start) { return message }
            position += 1
            let elements = try argumentList(closing: "]").map(\.node)
            return node(.array(elements))
        case "(":
            if let body = closureBody(parametersFrom: start) {
                position = body
                return try closure(from: start)
            }
            position += 1
            let inner = try value()
            skipSpace()
            // An Objective-C cast, `(CASpringAnimation *)[layer animationForKey:@"spring"]`: the value after it.
            if inner.isName, current == "*" {
                while current == "*" || current.map(Self.isSpace) == true { position += 1 }
                guard current == ")" else { throw error("expected ')'", at: position) }
                position += 1
                // The operand only: the value this one stands in adds any `+ …` after it once.
                return try operand()
            }
            // A C or Java cast to a floating type, `(float)0.72`, `(CGFloat) 0.5`: the value after
            // it, unchanged (a cast to an integer type truncates, and stays unread).
            if case .name(let type) = inner.value, Self.floatingCastTypes.contains(type), current == ")" {
                var next = position + 1
                while next < scalars.count, Self.isSpace(scalars[next]) { next += 1 }
                if next < scalars.count, Self.startsCastOperand(scalars[next]) {
                    position += 1
                    return try operand()
                }
            }
            // `(1 - Double(index) / Double(count))`: an expression over several operands, kept as
            // the sequence of them (a reader that needs its value says it is computed at run time).
            var items = [inner]
            while let next = current, next != ")", next != ",", next != ";" {
                items.append(try value())
                skipSpace()
            }
            guard current == ")" else { throw error("expected ')'", at: position) }
            position += 1
            return items.count == 1 ? inner : node(.sequence(items))
        default:
            break
        }
        // A CSS custom property's name, `--md-sys-motion-easing-standard` (in `var(…)`).
        if scalar == "-", scalarAt(position + 1) == "-", let next = scalarAt(position + 2), Self.isNameStart(next) {
            position += 2
            return node(.name("--" + readName()))
        }
        // A binary `-` or `+` written between spaces before a name, a number or a bracket
        // (`1 - Double(i)`, `0.5 + 0.1 * slot`): the operator as a name of its own, like `/` below
        // (a sign is written against its number: `-0.5`).
        if scalar == "-" || scalar == "+", let next = scalarAt(position + 1), Self.isSpace(next) {
            var index = position + 1
            while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
            if index < scalars.count, Self.isNameStart(scalars[index]) || ("0"..."9").contains(scalars[index]) || scalars[index] == "(" {
                position += 1
                return node(.name(String(Character(scalar))))
            }
        }
        if scalar == "-" || scalar == "+" || scalar == "." || ("0"..."9").contains(scalar) {
            if scalar == ".", let next = self.scalarAt(position + 1), Self.isNameStart(next) {
                position += 1
                return node(.name("." + readName()))
            }
            var text = ""
            if scalar == "-" || scalar == "+" {
                text.unicodeScalars.append(scalar)
                position += 1
                skipSpace()
                // `(-DotStep).dp`, `ofFloat(0f, -height)`: a name negated where an operand starts,
                // −1 times the name, so that a reader that resolves declared names computes it
                // (``CodeArithmetic``).
                if scalar == "-", let next = current, Self.isNameStart(next), startsUnaryOperand(at: start) {
                    let operand = try primary()
                    return node(
                        .call(
                            receiver: nil, name: "*",
                            arguments: [
                                CodeArgument(label: nil, node: CodeNode(value: .number(-1), offset: start, length: 1)),
                                CodeArgument(label: nil, node: operand),
                            ]))
                }
            }
            // A member after a number (Kotlin's `48.dp`, `0.5f.dp`) is not part of it; a C
            // float's `1.f` is.
            while let digit = current,
                ("0"..."9").contains(digit) || (digit == "." && scalarAt(position + 1) != "." && !memberFollows(dot: position))
                    || digit == "_"
                    || ((digit == "e" || digit == "E")
                        && self.scalarAt(position + 1).map { ("0"..."9").contains($0) || $0 == "-" || $0 == "+" } == true)
                    || ((digit == "-" || digit == "+") && (text.last == "e" || text.last == "E"))
            {
                if digit != "_" { text.unicodeScalars.append(digit) }
                position += 1
            }
            guard let value = Double(text), value.isFinite else {
                throw error("expected a number, got '\(Names.shortened(text))'", at: start, length: max(position - start, 1))
            }
            // Kotlin and Java suffixes: 0.4f, 1.0d, 300L.
            if let suffix = current, ["f", "F", "d", "D", "L"].contains(suffix), !(scalarAt(position + 1).map(Self.isNameScalar) ?? false) {
                position += 1
            }
            if current == "%" {
                position += 1
                return node(.percent((Double(TextFormat.unit(fromPercent: text)) ?? value / 100) + 0))
            }
            return node(.number(value + 0))
        }
        // `3 / 5` in an argument (Dart's Interval(2 / 5, 1)): the operator as a name of its own,
        // so the argument is the sequence [3, /, 5] and a reader that knows the language's
        // division decides what it means.
        if scalar == "/", let next = scalarAt(position + 1), next != "/", next != "*" {
            position += 1
            return node(.name("/"))
        }
        // A comparison or `&&` written between spaces (`(start.x > bounce.x)`, `a === b`): the
        // operator as a name of its own, like `/` above; the expression is a value the code
        // computes when it runs.
        if let comparison = comparisonOperator(at: position) {
            position += comparison.unicodeScalars.count
            return node(.name(comparison))
        }
        // Swift's `#keyPath(…)`, `#selector(…)`: a name like any other (called as one).
        if scalar == "#", let next = scalarAt(position + 1), Self.isNameStart(next) {
            position += 1
            return node(.name("#" + readName()))
        }
        // Objective-C literals, `@"position.y"`, `@0.2`, `@-30`, `@[…]`, `@(…)`: the value after the `@`.
        if scalar == "@", let next = scalarAt(position + 1),
            next == "\"" || next == "[" || next == "(" || next == "-" || ("0"..."9").contains(next)
        {
            position += 1
            return try primary()
        }
        // `@android:anim/accelerate_interpolator`: an Android resource reference, one name.
        if scalar == "@", let next = scalarAt(position + 1), Self.isNameStart(next) {
            var name = "@"
            position += 1
            while let next = current, Self.isNameScalar(next) || next == ":" || next == "/" || next == "." {
                name.unicodeScalars.append(next)
                position += 1
            }
            return node(.name(name))
        }
        // Dart's typed collection literal, `<TweenSequenceItem<double>>[…]`: the list after its type.
        if scalar == "<", let next = scalarAt(position + 1), Self.isNameStart(next) {
            var index = position, depth = 0
            while index < scalars.count, scalars[index] != "\n" {
                if scalars[index] == "<" { depth += 1 } else if scalars[index] == ">" { depth -= 1 }
                index += 1
                if depth == 0 { break }
            }
            if depth == 0, index < scalars.count, scalars[index] == "[" || scalars[index] == "{" {
                position = index
                return try primary()
            }
        }
        guard Self.isNameStart(scalar) else {
            throw error("unexpected '\(Character(scalar))'", at: start)
        }
        var name = readName()
        // JavaScript's arrow function of one parameter, `p => p * p`.
        if !name.contains("."), let arrow = nextAfterSpace(), arrowAt(arrow) {
            position = arrow + 2
            return try closure(from: start)
        }
        // Keywords that only decorate: `const Cubic(…)`, `new PathInterpolator(…)`, Kotlin generics.
        if ["const", "new", "final", "let", "var", "val", "export"].contains(name) {
            skipSpace()
            // The operand only: a `+ …` after it is read once, by the value this primary is in.
            if let next = current, Self.isNameStart(next) || next == "." { return try operand() }
        }
        if current == "<" {
            var depth = 0
            while let next = current {
                if next == "<" { depth += 1 } else if next == ">" { depth -= 1 }
                position += 1
                if depth == 0 { break }
            }
            _ = name
        }
        name = name == "" ? "?" : name
        return node(.name(name))
    }

    /// The name a function literal is read under: a call of `=>` whose one argument is its body.
    static let closureName = "=>"

    /// Whether a function literal's arrow stands at `index`: JavaScript's and Dart's `=>`, Java's `->`.
    private func arrowAt(_ index: Int) -> Bool {
        guard let next = scalarAt(index + 1) else { return false }
        return (scalars[index] == "=" || scalars[index] == "-") && next == ">"
    }

    /// Where a function literal's body starts when the `(` at `start` opens its parameters
    /// (`(BuildContext context, double t) { … }` in Dart, `(p: number) => p * p` in TypeScript,
    /// `(a, b) -> a` in Java): the index after its arrow, or of its `{` when it has no arrow;
    /// nil when the brackets are an expression's. Strings are skipped; a parameter list stays on
    /// its lines as written (at most 400 scalars).
    private func closureBody(parametersFrom start: Int) -> Int? {
        var index = start, depth = 0
        var quote: Unicode.Scalar?
        while index < min(scalars.count, start + 400) {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == "\\" { index += 1 } else if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" || scalar == "`" {
                quote = scalar
            } else if scalar == "(" || scalar == "[" || scalar == "{" {
                depth += 1
            } else if scalar == ")" || scalar == "]" || scalar == "}" {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        guard index < scalars.count, scalars[index] == ")" else { return nil }
        var after = index + 1
        // A return type after the parameters: TypeScript's `(…): SpringSpec =>`.
        while after < scalars.count, Self.isSpace(scalars[after]) { after += 1 }
        if after < scalars.count, scalars[after] == ":" {
            var typeEnd = after + 1
            while typeEnd < scalars.count, scalars[typeEnd] != "=", scalars[typeEnd] != "{", scalars[typeEnd] != "\n" { typeEnd += 1 }
            if typeEnd + 1 < scalars.count, arrowAt(typeEnd) { return typeEnd + 2 }
            return nil
        }
        if after + 1 < scalars.count, arrowAt(after) { return after + 2 }
        // Dart's `(…) {`: a block right after the parameters, on the same line.
        if after < scalars.count, scalars[after] == "{", !scalars[(index + 1)..<after].contains("\n") { return after }
        return nil
    }

    /// A function literal from `start`, its body at the position: a call of ``closureName`` whose
    /// one argument is the body, a block or the expression it returns. What it computes is known
    /// only when the code calls it; the scan reads the values inside it (``SourceFileScanner``).
    private mutating func closure(from start: Int) throws(CommandError) -> CodeNode {
        let body = try value()
        // An expression body the value reader does not take whole (`p * p`, `1 - Math.cos(p)`):
        // the rest of it, to the comma, bracket or line that ends it, is part of the literal.
        var depth = 0
        while let scalar = current {
            if depth == 0, [",", ")", "]", "}", ";", "\n"].contains(scalar) { break }
            if ["(", "[", "{"].contains(scalar) { depth += 1 }
            if [")", "]", "}"].contains(scalar) { depth -= 1 }
            if scalar == "\"" || scalar == "'" || scalar == "`" {
                position += 1
                while let inside = current, inside != scalar, inside != "\n" { position += inside == "\\" ? 2 : 1 }
            }
            position += 1
        }
        return CodeNode(
            value: .call(receiver: nil, name: Self.closureName, arguments: [CodeArgument(label: nil, node: body)]), offset: start,
            length: position - start)
    }

    /// Arguments up to `closing`: separated by commas, each `label: value`, `label = value` or
    /// a value; values written one after another make a ``CodeValue/sequence``.
    private mutating func argumentList(closing: Unicode.Scalar) throws(CommandError) -> [CodeArgument] {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            tooDeepAt = tooDeepAt ?? position
            throw error("the code nests more than \(Self.maximumDepth) levels deep", at: position)
        }
        var arguments: [CodeArgument] = []
        while true {
            skipSpace()
            if current == closing { position += 1; return arguments }
            var label: String?
            let save = position
            if let scalar = current, Self.isNameStart(scalar) {
                let name = readName()
                skipSpace()
                if current == ":" || (current == "=" && scalarAt(position + 1) != "=") {
                    position += 1
                    label = name
                } else {
                    position = save
                }
            }
            // `[...CURVE.standOut]`: the elements of another array (ECMAScript SpreadElement),
            // kept as a call of ``CodeValue/spreadKey`` that the file's bindings open.
            var first: CodeNode
            if atSpread, label == nil {
                let start = position
                position += 3
                let spread = try value()
                first = CodeNode(
                    value: .call(receiver: nil, name: CodeValue.spreadKey, arguments: [CodeArgument(label: nil, node: spread)]),
                    offset: start, length: position - start)
            } else {
                first = try value()
            }
            var items = [first]
            try skipTypeAssertion()
            while let next = current, next != ",", next != closing {
                items.append(try value())
                skipSpace()
            }
            let node =
                items.count == 1
                ? first : CodeNode(value: .sequence(items), offset: first.offset, length: position - first.offset)
            arguments.append(CodeArgument(label: label, node: node))
            skipSpace()
            if current == "," { position += 1; continue }
            guard current == closing else {
                throw error("expected ',' or '\(Character(closing))'", at: min(position, max(scalars.count - 1, 0)))
            }
            position += 1
            return arguments
        }
    }
}

extension CodeNode {
    /// The values inside this one, in the order they are written.
    var children: [CodeNode] {
        switch value {
        case .call(let receiver, _, let arguments): (receiver.map { [$0] } ?? []) + arguments.map(\.node)
        case .object(let members): members.map(\.value)
        case .array(let elements), .sequence(let elements): elements
        default: []
        }
    }

    var isName: Bool {
        if case .name = value { true } else { false }
    }

    var isString: Bool {
        if case .string = value { true } else { false }
    }
}
