import Workbench

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// One language family's parser (chosen by the environment variable CURVES_FUZZ_PARSER: c, css,
/// xml or json; Fuzz/run sets it). Beyond "no crash, no hang": every value's span lies in the
/// text and inside its parent's, a refusal points into the text, two parses agree, nesting past
/// the limit is refused, and what a printer writes parses back to the same thing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    switch family {
    case "xml": checkMarkup(text)
    case "json": checkJSON(text)
    default: checkCode(text, language: family)
    }
    return 0
}

let family: String = {
    guard let value = getenv("CURVES_FUZZ_PARSER") else { return "c" }
    return String(cString: value)
}()

func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
    if !condition { fatalError(message()) }
}

// MARK: - C-like and CSS: the expression parser

func checkCode(_ text: String, language: String) {
    let scalarCount = text.unicodeScalars.count
    let parsed = CodeFuzzing.parseCode(text)
    require(parsed == CodeFuzzing.parseCode(text), "two parses of the same text differ")
    switch parsed {
    case .success(let node):
        checkSpans(node, within: 0..<scalarCount, depth: 0)
        require(depth(of: node) <= CodeFuzzing.codeMaximumDepth, "a value nests \(depth(of: node)) deep, over the limit")
    case .failure(let refusal):
        require(!refusal.message.isEmpty, "a refusal without a message")
        require(refusal.offset >= 0 && refusal.length >= 1, "a refusal at \(refusal.offset)+\(refusal.length)")
        require(refusal.offset + refusal.length <= max(scalarCount, 1), "a refusal at \(refusal.offset)+\(refusal.length) past the text")
    }
    // Past the nesting limit the parser refuses, whatever is inside.
    let levels = CodeFuzzing.codeMaximumDepth + 1
    let wrapped = String(repeating: "(", count: levels) + text + String(repeating: ")", count: levels)
    guard case .failure(let refusal) = CodeFuzzing.parseCode(wrapped) else { fatalError("\(levels) parentheses parsed") }
    require(refusal.message.contains("nests more than"), "\(levels) parentheses refused with: \(refusal.message)")

    let (declared, assembled) = CodeFuzzing.declarations(text, language: language)
    let again = CodeFuzzing.declarations(text, language: language)
    require(declared == again.declared && assembled == again.assembled, "two reads of the file's declarations differ")
    for values in declared.values {
        for node in values { checkSpans(node, within: 0..<scalarCount, depth: 0) }
    }
    // An assembled value holds declared values from elsewhere in the file: inside the text only.
    for node in assembled { checkInside(node, scalarCount) }

    // A short text repeated: long runs of one pattern (`"a" + "a" + …`, `[[[…`) stay bounded.
    if scalarCount > 0 && scalarCount <= 16 {
        _ = CodeFuzzing.parseCode(String(repeating: text, count: 4096 / scalarCount))
    }
}

func checkSpans(_ node: ParsedCode, within bounds: Range<Int>, depth: Int) {
    require(
        node.length >= 0 && node.offset >= bounds.lowerBound && node.offset + node.length <= bounds.upperBound,
        "a \(node.kind) at \(node.offset)+\(node.length) outside \(bounds)")
    require(depth <= 4 * CodeFuzzing.codeMaximumDepth, "values nest \(depth) deep")
    var previous = node.offset
    for child in node.children {
        checkSpans(child, within: node.offset..<(node.offset + node.length), depth: depth + 1)
        require(child.offset >= previous, "a \(node.kind)'s values out of order at \(child.offset)")
        previous = child.offset
    }
}

func checkInside(_ node: ParsedCode, _ count: Int) {
    require(
        node.offset >= 0 && node.length >= 0 && node.offset + node.length <= count,
        "a \(node.kind) at \(node.offset)+\(node.length) outside the text")
    for child in node.children { checkInside(child, count) }
}

func depth(of node: ParsedCode) -> Int {
    1 + (node.children.map(depth(of:)).max() ?? 0)
}

// MARK: - XML: start tags and the interpolator calls they stand for

func checkMarkup(_ text: String) {
    let scalarCount = text.unicodeScalars.count
    let elements = CodeFuzzing.markup(text)
    require(describe(elements) == describe(CodeFuzzing.markup(text)), "two reads of the markup differ")
    var previousEnd = 0
    for element in elements {
        require(
            element.offset >= previousEnd && element.offset < element.end && element.end <= scalarCount,
            "<\(element.name)> at \(element.offset)..<\(element.end) (the one before ends at \(previousEnd), the text at \(scalarCount))")
        previousEnd = element.offset + 1
        for attribute in element.attributes {
            require(
                attribute.offset > element.offset && attribute.offset < element.end,
                "\(attribute.name) at \(attribute.offset) outside its tag")
        }
        for reference in element.references {
            require(
                reference.offset > element.offset && reference.offset < element.end, "a reference at \(reference.offset) outside its tag")
        }
        guard let call = element.call else { continue }
        // The call the element stands for parses back, with each accepted attribute's value.
        guard case .success(let node) = CodeFuzzing.parseCode(call) else {
            fatalError("<\(element.name)> stands for \(call), which does not parse: \(CodeFuzzing.parseCode(call))")
        }
        let passed = element.attributes.filter { element.accepted.contains(local($0.name)) }
        require(node.kind == "call" && node.labels == passed.map { local($0.name) }, "\(call) parsed as \(node)")
        for (argument, attribute) in zip(node.children, passed) {
            if local(attribute.name) != "pathData", isDecimal(attribute.value), let number = Double(attribute.value), number.isFinite {
                require(argument.number == number, "\(attribute.name)=\"\(attribute.value)\" passed as \(argument) in \(call)")
            } else {
                require(
                    argument.kind == "string" && argument.word == attribute.value,
                    "\(attribute.name)=\"\(attribute.value)\" passed as \(argument) in \(call)")
            }
        }
    }
}

/// `[+-]` digits with at most one point, then an optional exponent: a number as code writes it.
func isDecimal(_ text: String) -> Bool {
    var rest = Substring(text)
    if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
    let mantissa = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    guard mantissa.contains(where: \.isNumber), mantissa.filter({ $0 == "." }).count <= 1 else { return false }
    rest = rest.dropFirst(mantissa.count)
    guard let e = rest.first else { return true }
    guard e == "e" || e == "E" else { return false }
    rest = rest.dropFirst()
    if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
    return !rest.isEmpty && rest.allSatisfy { $0.isASCII && $0.isNumber }
}

func local(_ name: String) -> String { String(name.split(separator: ":").last ?? "") }

func describe(_ elements: [ParsedElement]) -> String {
    elements.map { "\($0.name) \($0.offset) \($0.end) \($0.attributes) \($0.call ?? "-") \($0.references)" }.joined(separator: "\n")
}

// MARK: - JSON: the document parser, its printers, and the expression parser on JSON

func checkJSON(_ text: String) {
    let parsed: Result<JSONValue, JSONSyntaxError> = Result { () throws(JSONSyntaxError) in try JSONValue(parsing: text) }
    let again: Result<JSONValue, JSONSyntaxError> = Result { () throws(JSONSyntaxError) in try JSONValue(parsing: text) }
    require(parsed == again, "two parses of the same text differ")
    let limit = CodeFuzzing.jsonMaximumDepth
    switch parsed {
    case .failure(let error):
        let lines = text.utf8.filter { $0 == 0x0A }.count + 1
        require(error.line >= 1 && error.line <= lines && error.column >= 1, "an error at line \(error.line), column \(error.column)")
    case .success(let value):
        for printed in [value.serialized, value.prettyPrinted] {
            guard let back = try? JSONValue(parsing: printed) else { fatalError("printed as \(printed), which does not parse") }
            require(back == value, "printed as \(printed), which parses as \(back)")
        }
        // As deep as the limit parses; one level more is refused.
        let levels = jsonDepth(value)
        require(levels <= limit, "a document \(levels) deep parsed")
        let inner = String(repeating: "[", count: limit - levels) + text + String(repeating: "]", count: limit - levels)
        require((try? JSONValue(parsing: inner)) != nil, "a document \(limit) deep refused")
        require((try? JSONValue(parsing: "[" + inner + "]")) == nil, "a document \(limit + 1) deep parsed")
        // Lottie files are read with the expression parser: it reads a document as the same value.
        if levels <= 16, !text.contains("\\"), case .success(let node) = CodeFuzzing.parseCode(text) {
            require(same(value, node), "the expression parser reads \(text) as \(node)")
        }
    }
}

func jsonDepth(_ value: JSONValue) -> Int {
    switch value {
    case .array(let elements): 1 + (elements.map(jsonDepth).max() ?? 0)
    case .object(let members): 1 + (members.map { jsonDepth($0.value) }.max() ?? 0)
    default: 0
    }
}

func same(_ value: JSONValue, _ node: ParsedCode) -> Bool {
    switch value {
    case .null: node.kind == "name" && node.word == "null"
    case .bool(let flag): node.kind == "name" && node.word == (flag ? "true" : "false")
    case .number(let number): node.kind == "number" && node.number == number
    case .string(let string): node.kind == "string" && node.word == string
    case .array(let elements):
        node.kind == "array" && node.children.count == elements.count && zip(elements, node.children).allSatisfy(same)
    case .object(let members):
        node.kind == "object" && node.labels == members.map(\.key)
            && zip(members, node.children).allSatisfy { same($0.value, $1) }
    }
}
