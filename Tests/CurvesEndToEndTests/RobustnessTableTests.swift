import Foundation
import TestExpectations
import Testing

/// docs/robustness.md is the specification: every row of its "Bad input" table is run here, and
/// every test its "Faults" table names must exist, so the page and the tests cannot drift apart.
@Suite("The robustness table in docs/robustness.md", .tags(.binary))
struct RobustnessTableTests {
    /// One row of the "Bad input" table.
    struct BadInput: CustomTestStringConvertible, Sendable {
        let notation: String
        let message: String
        var testDescription: String { notation.count > 60 ? String(notation.prefix(60)) + "…" : notation }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The table rows under the heading `## TITLE`, as cells.
    static func rows(under title: String) -> [[String]] {
        let text = (try? String(contentsOf: root.appendingPathComponent("docs/robustness.md"), encoding: .utf8)) ?? ""
        guard let start = text.range(of: "\n## \(title)\n") else { return [] }
        let section = text[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| input") && !$0.hasPrefix("| fault") }
            .map { line in
                // Cells are separated by " | "; a `\|` inside a cell is part of its text.
                let body = line.dropFirst(2).dropLast(2).replacingOccurrences(of: "\\|", with: "\u{0}")
                return body.components(separatedBy: " | ").map { $0.replacingOccurrences(of: "\u{0}", with: "|") }
            }
    }

    /// The text of the first code span in `cell`.
    static func code(_ cell: String) -> String? {
        guard let open = cell.firstIndex(of: "`") else { return nil }
        let rest = cell[cell.index(after: open)...]
        guard let close = rest.firstIndex(of: "`") else { return nil }
        return String(rest[..<close])
    }

    static let badInputs: [BadInput] = rows(under: "Bad input").compactMap { cells in
        guard cells.count == 3, let input = code(cells[0]), let message = code(cells[2]) else { return nil }
        return BadInput(notation: input, message: message)
    }

    /// The bytes an input cell stands for: `«TEXT×N»` is TEXT N times (`{i}` counting 1 … N),
    /// `\n` a line break, `\xHH` the byte HH.
    static func bytes(of notation: String) -> [UInt8] {
        var expanded = ""
        var rest = Substring(notation)
        while let open = rest.firstIndex(of: "«"), let close = rest[open...].firstIndex(of: "»") {
            expanded += rest[..<open]
            let inside = rest[rest.index(after: open)..<close]
            let times = inside.lastIndex(of: "×")!
            let text = String(inside[..<times])
            let count = Int(inside[inside.index(after: times)...])!
            for index in 1...count { expanded += text.replacingOccurrences(of: "{i}", with: "\(index)") }
            rest = rest[rest.index(after: close)...]
        }
        expanded += rest
        var bytes: [UInt8] = []
        let utf8 = Array(expanded.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "\\"), index + 1 < utf8.count {
                if utf8[index + 1] == UInt8(ascii: "n") {
                    bytes.append(0x0A)
                    index += 2
                    continue
                }
                if utf8[index + 1] == UInt8(ascii: "x"), index + 3 < utf8.count,
                    let byte = UInt8(String(decoding: utf8[(index + 2)...(index + 3)], as: UTF8.self), radix: 16)
                {
                    bytes.append(byte)
                    index += 4
                    continue
                }
            }
            bytes.append(utf8[index])
            index += 1
        }
        return bytes + [0x0A]
    }

    @Test func theTableIsThere() {
        #expect(Self.badInputs.count >= 25, "rows read from docs/robustness.md: \(Self.badInputs.count)")
        #expect(Self.rows(under: "Faults").count >= 15)
    }

    @Test("every bad input is refused with its message", Thorough.only, arguments: badInputs)
    func badInput(_ row: BadInput) throws {
        let result = try CurvesBinary.run(["--keep-going"], bytes: Data(Self.bytes(of: row.notation)), timeout: 60)
        #expect(!result.timedOut, "it ended")
        #expect(result.status == 1, "an error, not a crash: status \(result.status), stderr \(result.stderr.prefix(500))")
        #expect(result.stderr.contains(row.message), "stderr: \(result.stderr.prefix(1000))")
    }

    @Test func everyFaultNamesATestThatExists() throws {
        let tests = try FileManager.default.subpathsOfDirectory(atPath: Self.root.appendingPathComponent("Tests").path)
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: Self.root.appendingPathComponent("Tests/\($0)"), encoding: .utf8) }
            .joined(separator: "\n")
        for cells in Self.rows(under: "Faults") {
            let name = try #require(cells.last.flatMap(Self.code), "\(cells)")
            // A suite name (…Tests) points at another part's tests; a function must exist here.
            if name.hasSuffix("Tests") { continue }
            #expect(tests.contains("func \(name)("), "no test called \(name) (row: \(cells[0]))")
        }
    }
}
