import Testing

@testable import Platforms
@testable import Workbench

/// Inputs to the expression parser (``SourceCode``) found by libFuzzer or while writing its
/// target (Fuzz/, targets `parser-c`, `parser-css`, `parser-xml`, `parser-json`), each kept in
/// the target's corpus too.
@Suite("Expression parser: inputs the parser fuzzer found")
struct CodeParserFuzzRegressionTests {
    static func read(_ text: String) throws(CommandError) -> CodeNode {
        var code = SourceCode(text)
        return try code.onlyValue()
    }

    @Test("a concatenation of forty thousand strings is read as one string, not by one recursion per operand")
    func longConcatenationIsOneString() throws {
        let text = "\"a\"" + String(repeating: " + \"a\"", count: 40_000)
        let node = try Self.read(text)
        guard case .string(let string) = node.value else {
            Issue.record("read as \(node.value)")
            return
        }
        #expect(string.count == 40_001 && string.allSatisfy { $0 == "a" })
        #expect(node.offset == 0 && node.length == text.unicodeScalars.count)
    }

    @Test("a string followed by two names added to it is read as one concatenation of three operands")
    func concatenationGoesOnAfterTwoNames() throws {
        let node = try Self.read("\"steps(\" + frames + close")
        guard case .call(nil, "+", let arguments) = node.value else {
            Issue.record("read as \(node.value)")
            return
        }
        #expect(arguments.map { $0.node.word } == ["steps(", "frames", "close"])
    }
}

extension CodeParserFuzzRegressionTests {
    static func refusal(_ text: String) -> SourceSpan? {
        do {
            _ = try read(text)
            return nil
        } catch { return error.span }
    }

    @Test("a refusal where the code ends before a closing brace or parenthesis points at the last scalar, not past the code")
    func refusalAtTheEndPointsIntoTheCode() {
        // Found by parser-c: `[CAMediaTimingFunction functt t  { type: "spring", … duration: DUR` (refused at 120 of 120).
        #expect(Self.refusal("{ a: 1") == SourceSpan(column: 6, length: 1))
        #expect(Self.refusal("(1") == SourceSpan(column: 2, length: 1))
        #expect(Self.refusal("f(x, { a: 1") == SourceSpan(column: 11, length: 1))
    }
}

extension CodeParserFuzzRegressionTests {
    @Test("a division whose right side is a nested argument list is read once per level, not twice (the work doubled per level)")
    func nestedDivisionsAreReadInLinearTime() {
        // Found by parser-c: `[CAne:n /` repeated to 4,096 scalars took over 10 s.
        let text = String(repeating: "[CAne:n /", count: 455)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = Self.refusal(text) }
        #expect(Self.refusal(text) != nil)
        #expect(elapsed < .seconds(2), "took \(elapsed)")
        let closed = String(repeating: "[a: n / ", count: 30) + "1" + String(repeating: "]", count: 30)
        #expect(clock.measure { _ = Self.refusal(closed) } < .seconds(2))
    }
}

extension CodeParserFuzzRegressionTests {
    static func interpolatorCall(_ xml: String) throws -> CodeNode {
        let scalars = Array(xml.unicodeScalars)
        let element = try #require(MarkupElement.elements(scalars, SourceRegions(scalars, language: .xml).kinds).first)
        return try read(try #require(XMLInterpolators.call(for: element)))
    }

    @Test("an interpolator attribute holding a backslash is passed to the call as the file has it, not as an escape")
    func interpolatorAttributeKeepsItsBackslash() throws {
        // Found by parser-xml: android:pathData=">⏎  <pat\hIterpolator android:pathData=" lost its backslash.
        let node = try Self.interpolatorCall(#"<pathInterpolator android:pathData="M 0,0 \h L 1,1"/>"#)
        #expect(node.call?.arguments.first?.node.word == #"M 0,0 \h L 1,1"#)
    }

    @Test("an interpolator attribute that is not a decimal number (NaN) is passed as its text, not as a name")
    func interpolatorAttributeNaNIsText() throws {
        let node = try Self.interpolatorCall(#"<overshootInterpolator android:tension="NaN"/>"#)
        guard case .string(let text)? = node.call?.arguments.first?.node.value else {
            Issue.record("passed as \(String(describing: node.call?.arguments.first?.node.value))")
            return
        }
        #expect(text == "NaN")
    }
}

extension CodeParserFuzzRegressionTests {
    @Test("a `+` after a name behind `new` is tried once, not once by the keyword's value and again by the value around it")
    func concatenationAfterAKeywordIsTriedOnce() {
        // Found by parser-c: `tngetIos+ [new ` repeated to 4,096 scalars took over 10 s.
        let text = String(repeating: "tngetIos+ [new ", count: 273)
        let clock = ContinuousClock()
        var refusal: SourceSpan?
        let elapsed = clock.measure { refusal = Self.refusal(text) }
        #expect(refusal != nil)
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }
}

extension CodeParserFuzzRegressionTests {
    /// `text` repeated to 4,096 scalars, as the parser target repeats a short input.
    static func repeated(_ text: String) -> String { String(String(repeating: text, count: 4096 / text.count + 1).prefix(4096)) }

    @Test(
        "an operand that one reading tries and gives up is not read again by the next: each nest is read once",
        arguments: ["1+1+( [ ", "$ar+01+F(loa", "[const var in/"])
    func operandsGivenUpAreNotReadAgain(input: String) {
        // Found by parser-c (`1+1+( [ `, `[const var in/`) and parser-css (`$ar+01+F(loa`), repeated to 4,096 scalars:
        // over 10 s each. In `[const var in/`, the declaring words read what follows one level
        // deeper each, so the same operand is reached at several depths.
        let clock = ContinuousClock()
        var refusal: SourceSpan?
        let elapsed = clock.measure { refusal = Self.refusal(Self.repeated(input)) }
        #expect(refusal != nil)
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }

    /// The same input as a source file (`file=`), where each declaring word is read as a
    /// declaration too: 14 repetitions took 22 s before operands were kept at every depth.
    @Test("a source file of nested declaring words is scanned at once, not in time doubling per nest")
    func nestedDeclaringWordsInAFile() {
        var shell = Transcript(files: ["nest.kt": Self.repeated("[const var in/")])
        let clock = ContinuousClock()
        var reply: Reply?
        let elapsed = clock.measure { reply = shell.reply("a = compose file=nest.kt") }
        #expect(reply?.error != nil)
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }
}
