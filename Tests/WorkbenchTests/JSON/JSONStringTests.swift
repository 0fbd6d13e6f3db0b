import Testing

@testable import Platforms
@testable import Workbench

/// Strings through the JSON parser and writer: the plain ones take a shortcut (decoded or
/// appended whole), the ones with escapes go scalar by scalar; both must agree with JSON.
@Suite("JSON strings: parsing and writing, with and without escapes")
struct JSONStringTests {
    @Test(
        "strings without escapes parse to their text, non-ASCII included",
        arguments: ["", "tick", "ease-in-out", "déjà vu", "日本語", "🎾 bounce", "a/b", "\u{7F}"])
    func plainStrings(text: String) throws {
        #expect(try JSONValue(parsing: "\"" + text + "\"") == .string(text))
        #expect(try JSONValue(parsing: "[\"" + text + "\", 1]") == .array([.string(text), .number(1)]))
    }

    @Test("escapes parse to the characters they stand for")
    func escapes() throws {
        #expect(try JSONValue(parsing: #""say \"hi\"""#) == .string("say \"hi\""))
        #expect(try JSONValue(parsing: #""a\\b\/c""#) == .string("a\\b/c"))
        #expect(try JSONValue(parsing: #""\b\f\n\r\t""#) == .string("\u{08}\u{0C}\n\r\t"))
        #expect(try JSONValue(parsing: #""caf\u00e9 \ud83c\udfbe""#) == .string("café 🎾"))
        #expect(try JSONValue(parsing: #""plain then \n escaped""#) == .string("plain then \n escaped"))
    }

    @Test("a raw control character or a missing quote is an error")
    func errors() {
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "\"tab\there\"") }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "\"no end") }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "\"") }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "[\"a\", \"b") }
    }

    @Test("writing escapes quotes, backslashes and control characters, and nothing else")
    func writing() {
        #expect(JSONValue.string("tick").serialized == #""tick""#)
        #expect(JSONValue.string("déjà 🎾 \u{7F}").serialized == "\"déjà 🎾 \u{7F}\"")
        #expect(JSONValue.string("say \"hi\"").serialized == #""say \"hi\"""#)
        #expect(JSONValue.string("a\\b").serialized == #""a\\b""#)
        #expect(JSONValue.string("\n\r\t\u{01}\u{1F}").serialized == #""\n\r\t\u0001\u001f""#)
    }

    @Test("every string of the first 160 code points, alone and mixed, round-trips")
    func roundTrip() throws {
        let scalars = (0..<160).compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            for text in [String(scalar), "x" + String(scalar) + "é"] {
                let value = JSONValue.string(text)
                #expect(try JSONValue(parsing: value.serialized) == value, "U+\(String(scalar.value, radix: 16))")
                #expect(try JSONValue(parsing: value.prettyPrinted) == value)
            }
        }
    }
}
