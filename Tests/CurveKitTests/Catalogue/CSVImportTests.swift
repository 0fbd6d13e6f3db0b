import TestSupport
import Testing

@testable import CurveKit

// CSVImport reads two columns t, y into a DataCurve. The expectations are the documented
// file format (separators, header, comments, blank lines, CRLF) and error messages, written
// out literally: every expected sample below is typed by hand from the CSV text, not
// computed by CurveKit.

@Suite("CSV import")
struct CSVImportTests {
    static func parse(_ text: String, normalize: Bool = false) -> DataCurve? {
        do {
            return try CSVImport.curve(from: text, source: "test.csv", normalize: normalize)
        } catch {
            Issue.record("rejected: \(error)\n---\n\(text)")
            return nil
        }
    }

    static func error(_ text: String, normalize: Bool = false) -> String {
        do {
            _ = try CSVImport.curve(from: text, source: "test.csv", normalize: normalize)
            Issue.record("accepted, but expected an error\n---\n\(text)")
            return ""
        } catch {
            return error.message
        }
    }

    // MARK: Separators

    /// Commas, semicolons, tabs and spaces (single or in runs, with padding) all separate the
    /// two columns, and all give the same samples.
    @Test(arguments: [
        "0,0\n0.5,0.25\n1,1",
        "0;0\n0.5;0.25\n1;1",
        "0\t0\n0.5\t0.25\n1\t1",
        "0 0\n0.5 0.25\n1 1",
        "0    0\n  0.5 \t 0.25  \n1\t\t1\t",
        "0 , 0\n 0.5,  0.25 \n1 ,1",
        "0 ; 0\n0.5\t;\t0.25\n1;1",
    ])
    func acceptsCommaSemicolonTabAndSpaceSeparators(text: String) {
        let curve = Self.parse(text)
        #expect(curve?.times == [0, 0.5, 1])
        #expect(curve?.values == [0, 0.25, 1])
    }

    /// Numbers may be written with signs, leading or trailing points and exponents.
    @Test func readsPlainDecimalNumbersInAllTheirForms() {
        let curve = Self.parse("0,-1.5e-3\n.25,+2\n5E-1,-.5\n0.75,1.\n1e0,1E+2")
        #expect(curve?.times == [0, 0.25, 0.5, 0.75, 1])
        #expect(curve?.values == [-0.0015, 2, -0.5, 1, 100])
    }

    /// The source name is kept for display.
    @Test func keepsTheSourceName() {
        #expect(Self.parse("0,0\n1,1")?.source == "test.csv")
    }

    // MARK: Headers, comments, blank lines, line endings

    /// A first line that is not numeric is a header and is skipped.
    @Test(arguments: ["t,y\n0,0\n1,1", "time;value\n0;0\n1;1", "t y\n0 0\n1 1", "\"t\",\"y\"\n0,0\n1,1", "x,1\n0,0\n1,1"])
    func skipsAHeaderLine(text: String) {
        let curve = Self.parse(text)
        #expect(curve?.times == [0, 1])
        #expect(curve?.values == [0, 1])
    }

    /// Lines starting with `#` (after optional spaces) and blank or whitespace-only lines are
    /// skipped anywhere, including before the header.
    @Test func skipsCommentsAndBlankLines() {
        let text = "# exported by hand\n\n   \n# another\nt,y\n\n0,0\n  # a comment\n\t\n0.5,0.2\n\n1,1\n\n"
        let curve = Self.parse(text)
        #expect(curve?.times == [0, 0.5, 1])
        #expect(curve?.values == [0, 0.2, 1])
    }

    /// Windows line endings (CRLF) read the same as LF, with or without a header, comments
    /// and a final line ending.
    @Test(arguments: [
        "0,0\r\n0.5,0.25\r\n1,1\r\n",
        "0,0\r\n0.5,0.25\r\n1,1",
        "t,y\r\n# comment\r\n\r\n0,0\r\n0.5,0.25\r\n1,1\r\n",
        "0 0\r\n0.5 0.25\r\n1 1\r\n",
        "0\t0\r\n0.5\t0.25\r\n1\t1\r\n",
    ])
    func readsCRLFLineEndings(text: String) {
        let curve = Self.parse(text)
        #expect(curve?.times == [0, 0.5, 1])
        #expect(curve?.values == [0, 0.25, 1])
    }

    /// A CRLF file's error messages count lines like an LF file's.
    @Test func countsCRLFLinesInErrors() {
        let message = Self.error("t,y\r\n0,0\r\n0.5,abc\r\n1,1\r\n")
        #expect(message.hasPrefix("line 3, column 5:"), "\(message)")
    }

    // MARK: Errors

    /// A field that is not a number is reported with its line and (1-based) column.
    @Test(arguments: [
        ("t,y\n0,0\n0.5,abc\n1,1", "line 3, column 5: expected a finite number, got 'abc'"),
        ("0,0\nabc,0.5\n1,1", "line 2, column 1: expected a finite number, got 'abc'"),
        ("0 0\n0.5    zz\n1 1", "line 2, column 8: expected a finite number, got 'zz'"),
        ("0,0\n0.5, abc \n1,1", "line 2, column 6: expected a finite number, got 'abc'"),
        ("0,0\n0.5,\n1,1", "line 2, column 5: expected a finite number, got ''"),
        ("# c\n\n0;0\n0.5;1;\n", "line 4: expected two columns t and y, found 3"),
    ])
    func namesTheLineAndColumnOfABadField(text: String, message: String) {
        #expect(Self.error(text) == message)
    }

    /// Three columns (or one) is an error naming the line and the count.
    @Test(arguments: [
        ("0,0\n0.5,0.5,0.5\n1,1", "line 2: expected two columns t and y, found 3"),
        ("0 0\n0.5\n1 1", "line 2: expected two columns t and y, found 1"),
        ("0,0,0\n1,1,1", "line 1: expected two columns t and y, found 3"),
    ])
    func rejectsOtherThanTwoColumns(text: String, message: String) {
        #expect(Self.error(text) == message)
    }

    /// t must strictly increase: the message names the line and both values.
    @Test(arguments: [
        ("0,0\n0.5,0.1\n0.75,0.2\n0.75,0.3\n1,1", "line 4: t must increase, but 0.75 follows 0.75"),
        ("t,y\n0,0\n0.5,0.1\n0.25,0.2\n1,1", "line 4: t must increase, but 0.25 follows 0.5"),
    ])
    func rejectsTimesThatDoNotIncrease(text: String, message: String) {
        #expect(Self.error(text) == message)
    }

    /// Without normalize, t must run from exactly 0 to exactly 1; the message shows the range
    /// and suggests normalize.
    @Test(arguments: [("0,0\n2,1", "0 to 2"), ("0.5,0\n1,1", "0.5 to 1"), ("-1,0\n1,1", "-1 to 1")])
    func requiresTFromZeroToOneUnlessNormalizing(text: String, range: String) {
        let message = Self.error(text)
        #expect(message.contains("t runs from \(range), not from 0 to 1"), "\(message)")
        #expect(message.contains("normalize"), "\(message)")
    }

    /// Fewer than two data rows is an error naming the source.
    @Test(arguments: [
        ("", "test.csv has 0 data rows"), ("t,y\n", "test.csv has 0 data rows"),
        ("# nothing\n0,0\n", "test.csv has 1 data row;"),
    ])
    func requiresTwoDataRows(text: String, start: String) {
        let message = Self.error(text)
        #expect(message.hasPrefix(start), "\(message)")
        #expect(message.contains("at least two"), "\(message)")
    }

    /// Only plain decimal numbers are numbers: hexadecimal, nan, inf, infinity, digit
    /// separators, thousands commas-as-text and numbers that overflow a double are rejected
    /// at their line and column.
    @Test(arguments: [
        "0x1p-1", "0x10", "nan", "NaN", "inf", "-inf", "infinity", "Infinity", "1_000", "1e999", "-1e400",
        "0.5.5", "1e", "--1", "1-", "½", "٣", "0.5f", "1e5e5",
    ])
    func rejectsEverythingButPlainDecimalNumbers(field: String) {
        let message = Self.error("0,0\n0.5,\(field)\n1,1")
        #expect(message.hasPrefix("line 2, column 5: expected a finite number, got '"), "\(field): \(message)")
    }

    // MARK: normalize

    /// With normalize, t is scaled to run from 0 to 1 and y to run from 0 (first sample) to
    /// 1 (last sample); values in between scale linearly and may leave [0, 1].
    @Test func normalizeScalesTAndYToRunFromZeroToOne() {
        let curve = Self.parse("t,y\n10,5\n15,6.5\n17.5,9\n20,7", normalize: true)
        #expect(curve?.times == [0, 0.5, 0.75, 1])
        #expect(curve?.values == [0, 0.75, 2, 1])
    }

    /// normalize also works when y falls: it is scaled so the first sample is 0 and the last 1.
    @Test func normalizeFlipsFallingData() {
        let curve = Self.parse("0,10\n1,8\n2,0", normalize: true)
        #expect(curve?.times == [0, 0.5, 1])
        #expect(curve?.values == [0, 0.2, 1])
    }

    /// normalize leaves data that already run from 0 to 1 alone.
    @Test func normalizeKeepsUnitData() {
        let curve = Self.parse("0,0\n0.25,0.5\n1,1", normalize: true)
        #expect(curve?.times == [0, 0.25, 1])
        #expect(curve?.values == [0, 0.5, 1])
    }

    /// normalize cannot scale y when it starts and ends at the same value: an error saying so.
    @Test func normalizeRejectsEqualFirstAndLastY() {
        #expect(Self.error("0,3\n0.5,4\n1,3", normalize: true) == "cannot normalize: y starts and ends at the same value 3")
    }

    // MARK: Robustness

    /// Thousands of random byte strings — arbitrary bytes, and strings built from the
    /// characters the format cares about — never crash the importer: each either throws a
    /// CurveError or yields a valid curve from 0 to 1 with increasing t.
    @Test func randomBytesNeverCrash() {
        var random = SplitMix64(seed: 0xC5F)
        let alphabet = Array("0123456789012345.,;\t  \n\n\r\n#eE+-xabinf".utf8)
        var parsed = 0, rejected = 0
        for round in 0..<4000 {
            let length = Int(random.next() % 80)
            let bytes: [UInt8] = (0..<length).map { _ in
                round % 2 == 0 ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            let text = String(decoding: bytes, as: UTF8.self)
            for normalize in [false, true] {
                do {
                    let curve = try CSVImport.curve(from: text, source: "fuzz", normalize: normalize)
                    parsed += 1
                    #expect(curve.times.first == 0 && curve.times.last == 1, "\(bytes)")
                    let increasing = zip(curve.times, curve.times.dropFirst()).allSatisfy { $0 < $1 }
                    #expect(increasing, "\(bytes)")
                    let finite = curve.values.allSatisfy(\.isFinite)
                    #expect(finite, "\(bytes)")
                } catch {
                    rejected += 1
                    #expect(!error.message.isEmpty)
                }
            }
        }
        #expect(parsed + rejected == 8000)
        #expect(parsed > 0, "the generator never produced a parsable file; the fuzz is too weak")
    }
}
