import Foundation
import Testing

/// CurveKit's text is its own: no string in its sources spells the shell's options (`word=`),
/// its placeholders (`SECONDS`, `ZETA`, `OMEGA`, `N`, `K`) or its hyphenated argument names.
/// Workbench words CurveKit's typed errors for the shell (`SpringError`, `CatalogueError`,
/// `RecordingError`, whose shell text names `import`'s options `columns=`, `fps=`, `start=`, `end=`).
@Suite("CurveKit's strings use no word of the shell")
struct NoShellWordsTests {
    static let curveKit = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CurveKit")

    /// The string literals of `source`, comments left out (line by line: CurveKit writes its
    /// messages on single lines, joined with `+`).
    static func strings(in source: String) -> [String] {
        var strings: [String] = []
        for line in source.split(separator: "\n") {
            let characters = Array(line)
            var index = 0
            var current: String?
            while index < characters.count {
                let character = characters[index]
                if var text = current {
                    if character == "\\", index + 1 < characters.count {
                        text.append(character)
                        text.append(characters[index + 1])
                        index += 2
                        current = text
                        continue
                    }
                    if character == "\"" {
                        strings.append(text)
                        current = nil
                    } else {
                        text.append(character)
                        current = text
                    }
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    break
                } else if character == "\"" {
                    current = ""
                }
                index += 1
            }
        }
        return strings
    }

    static func shellWords(in text: String) -> [String] {
        let patterns = [#"\b[a-z][a-z-]*="#, #"\b(SECONDS|ZETA|OMEGA)\b"#, #"\b[NK] must\b"#, #"damping-fraction"#]
        return patterns.compactMap { pattern in text.range(of: pattern, options: .regularExpression).map { String(text[$0]) } }
    }

    @Test("no string in Sources/CurveKit has an option, a placeholder or an argument name of the shell")
    func noShellWords() throws {
        let root = Self.curveKit.standardizedFileURL.path
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        try #require(files.contains("Recording/RecordingLayout.swift"), "Recording/ is scanned")
        try #require(files.count > 50, "found \(files.count) files under \(root)")
        var found: [String] = []
        for file in files.sorted() {
            let source = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for string in Self.strings(in: source) where !Self.shellWords(in: string).isEmpty {
                found.append("\(file): \"\(string)\" (\(Self.shellWords(in: string).joined(separator: ", ")))")
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("the scan finds the shell's words, in strings only")
    func scanFindsThem() {
        let source = #"""
            // "a comment with duration=SECONDS"
            throw CurveError("spring damping=0 never settles, " + "give a duration=SECONDS") // "x"
            let y = "y = 2" + "ZETA must"
            """#
        let strings = Self.strings(in: source)
        #expect(strings == ["spring damping=0 never settles, ", "give a duration=SECONDS", "y = 2", "ZETA must"])
        #expect(Self.shellWords(in: strings[0]) == ["damping="])
        #expect(Self.shellWords(in: strings[1]) == ["duration=", "SECONDS"])
        #expect(Self.shellWords(in: strings[2]).isEmpty)
        #expect(Self.shellWords(in: strings[3]) == ["ZETA"])
        #expect(Self.shellWords(in: "N must be") == ["N must"])
    }
}
