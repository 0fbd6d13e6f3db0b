/// The file scanner and the lexers behind a public face, for the fuzz targets in Fuzz/ (they
/// link Workbench as a package and see only its public API).
public enum CodeFuzzing {
    /// Makes every platform's declarations and tables before fuzzing starts, by reading each
    /// platform's examples: they are made once and kept, which a leak checker that runs after
    /// an input would otherwise count as that input's leak.
    public static func warmUp() {
        for platform in Platform.allCases {
            _ = platform.spec.declaredAPI
            for example in platform.examples { _ = try? platform.read(example) }
        }
    }

    /// The definitions the scanner finds in `text`, read as `platform` (a platform word) from a
    /// file called `path`: each one's line and code. Empty for an unknown platform word.
    public static func definitions(platform word: String, path: String, text: String) -> [(line: Int, code: String)] {
        guard let platform = Platform(word: word) else { return [] }
        return SourceFileScanner.definitions(platform, in: text, path: path).found.map { ($0.line, $0.code) }
    }

    /// The lexer's label for each scalar of `text` (0 code, 1 comment, 2 string, 3 directive,
    /// 4 markup) and the text it masks, for `language` "c" (no nested comments), "swift"
    /// (nested), "xml" or "json".
    public static func lex(_ text: String, language: String) -> (kinds: [UInt8], masked: [Unicode.Scalar]) {
        let family: SourceLanguage =
            switch language {
            case "xml": .xml
            case "json": .json
            case "swift": .cLike(nestedComments: true)
            default: .cLike(nestedComments: false)
            }
        let regions = SourceRegions(Array(text.unicodeScalars), language: family)
        return (regions.kinds.map(\.rawValue), regions.masked)
    }
}

// MARK: - The parsers, for Fuzz/Sources/FuzzParser

/// A value the expression parser read (``CodeNode``), in a form the parser fuzzer compares and
/// walks: what it is, where it is (scalar offset and length in the text), and the values inside.
public struct ParsedCode: Equatable, Sendable {
    /// number, percent, string, name, call, object, array, sequence or block.
    public var kind: String
    /// The string's text, the name, or the call's name.
    public var word: String
    public var number: Double?
    /// A call's argument labels ("" for none) or an object's keys, one per child after a receiver.
    public var labels: [String]
    public var offset: Int
    public var length: Int
    public var children: [ParsedCode]
}

extension CodeFuzzing {
    /// The expression parser's reading of `text` as pasted code (``SourceCode/onlyValue()``),
    /// or its refusal: the message and the offset and length (in scalars) it points at.
    public static func parseCode(_ text: String) -> Result<ParsedCode, ParserRefusal> {
        var code = SourceCode(text)
        do { return .success(ParsedCode(try code.onlyValue())) } catch {
            return .failure(ParserRefusal(message: error.message, offset: (error.span?.column ?? 1) - 1, length: error.span?.length ?? 0))
        }
    }

    /// What a source file declares (``SourceFileBindings``), read as `language` "c" (C-like,
    /// nested comments, whole numbers dividing as Kotlin's) or "css" (custom properties too):
    /// each declared name's values as parsed, and each value assembled with the declared values
    /// and later property settings of every platform.
    public static func declarations(_ text: String, language: String) -> (declared: [String: [ParsedCode]], assembled: [ParsedCode]) {
        let css = language == "css"
        let regions = SourceRegions(Array(text.unicodeScalars), language: .cLike(nestedComments: !css))
        var code = SourceCode(scalars: regions.masked)
        code.wholeNumberDivision = css ? .real : .truncating
        var bindings = SourceFileBindings(code: code, regions: regions, settableTiming: everySettableTiming)
        if css { bindings.declareCustomProperties() }
        let values = bindings.declarations
        var assembled: [ParsedCode] = []
        for name in values.keys.sorted() {
            for value in values[name, default: []] {
                if let node = try? bindings.assembled(value, isTopLevel: true) { assembled.append(ParsedCode(node)) }
            }
        }
        return (values.mapValues { $0.map(ParsedCode.init) }, assembled)
    }

    /// The properties every platform sets after making an object, merged once.
    private static let everySettableTiming = Platform.allCases.reduce(into: [String: [String: SourceFileBindings.Setting]]()) {
        $0.merge($1.spec.settableTiming) { first, _ in first }
    }

    /// The deepest the expression parser nests (``SourceCode/maximumDepth``).
    public static var codeMaximumDepth: Int { SourceCode.maximumDepth }
    /// The deepest a JSON document nests (``JSONValue/maximumDepth``).
    public static var jsonMaximumDepth: Int { JSONValue.maximumDepth }

    /// The start tags of an XML file (``MarkupElement``), each with the framework call an
    /// interpolator element stands for (``XMLInterpolators``) and the references it names.
    public static func markup(_ text: String) -> [ParsedElement] {
        let scalars = Array(text.unicodeScalars)
        return MarkupElement.elements(scalars, SourceRegions(scalars, language: .xml).kinds).map { element in
            ParsedElement(
                name: element.name, offset: element.offset, end: element.end,
                attributes: zip(element.attributes, element.attributeOffsets).map { ($0.name, $0.value, $1) },
                call: XMLInterpolators.call(for: element),
                accepted: XMLInterpolators.classes[element.name]?.attributes ?? [],
                references: XMLInterpolators.references(in: element).map { ($0.value, $0.offset) })
        }
    }
}

/// The expression parser's refusal: its message and where it points (scalar offset, length).
public struct ParserRefusal: Error, Equatable, Sendable {
    public var message: String
    public var offset: Int
    public var length: Int
}

/// A start tag as ``CodeFuzzing/markup(_:)`` reads it.
public struct ParsedElement {
    public var name: String
    public var offset: Int
    public var end: Int
    public var attributes: [(name: String, value: String, offset: Int)]
    /// The call an interpolator element stands for, and the attributes it passes on.
    public var call: String?
    public var accepted: [String]
    public var references: [(value: String, offset: Int)]
}

extension ParsedCode {
    init(_ node: CodeNode) {
        var word = "", number: Double?, labels: [String] = []
        let kind: String
        switch node.value {
        case .number(let value): (kind, number) = ("number", value)
        case .percent(let value): (kind, number) = ("percent", value)
        case .string(let text): (kind, word) = ("string", text)
        case .name(let name): (kind, word) = ("name", name)
        case .call(_, let name, let arguments): (kind, word, labels) = ("call", name, arguments.map { $0.label ?? "" })
        case .object(let members): (kind, labels) = ("object", members.map(\.key))
        case .array: kind = "array"
        case .sequence: kind = "sequence"
        case .block: kind = "block"
        }
        self.init(
            kind: kind, word: word, number: number, labels: labels, offset: node.offset, length: node.length,
            children: node.children.map(ParsedCode.init))
    }
}
