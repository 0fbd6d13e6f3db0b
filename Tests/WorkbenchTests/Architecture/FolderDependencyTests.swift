import Foundation
import Testing

/// The folders of Sources/Workbench depend one way: no two folders use each other's types. A
/// folder uses another when its code (comments and string text left out, ``SwiftCodeText``)
/// names a type declared at the top level of a file in the other. Files directly in
/// Sources/Workbench form the folder "(top)".
@Suite("Workbench's folders depend one way")
struct FolderDependencyTests {
    static let workbench = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Workbench")

    struct SourceFile {
        var folder: String
        var path: String
        var code: String
    }

    static func sources() throws -> [SourceFile] {
        let root = workbench.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [SourceFile] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let parts = relative.split(separator: "/")
            let folder = parts.count > 1 ? String(parts[0]) : "(top)"
            let source = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            files.append(SourceFile(folder: folder, path: relative, code: SwiftCodeText.code(of: source)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The types declared at the top level of `code` (a line that starts with the declaration).
    static func declaredTypes(in code: String) -> [String] {
        let modifiers: Set<Substring> = ["public", "internal", "private", "fileprivate", "final", "indirect", "package"]
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        var names: [String] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) where line.first?.isLetter == true {
            var words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })[...]
            while let first = words.first, modifiers.contains(first) { words = words.dropFirst() }
            guard let kind = words.first, kinds.contains(kind), let name = words.dropFirst().first else { continue }
            names.append(String(name))
        }
        return names
    }

    /// The capitalised words of `code`.
    static func capitalisedWords(in code: String) -> Set<String> {
        var words: Set<String> = []
        for word in code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }) {
            guard let first = word.first, first.isUppercase, first.isASCII else { continue }
            words.insert(String(word))
        }
        return words
    }

    /// folder → (folder it uses → the types it uses there).
    static func uses(_ files: [SourceFile]) -> [String: [String: Set<String>]] {
        var owners: [String: Set<String>] = [:]
        for file in files {
            for name in declaredTypes(in: file.code) { owners[name, default: []].insert(file.folder) }
        }
        var uses: [String: [String: Set<String>]] = [:]
        for file in files {
            for word in capitalisedWords(in: file.code) {
                // A name declared in two folders (private types) tells nothing about either.
                guard let folders = owners[word], folders.count == 1, let owner = folders.first, owner != file.folder else { continue }
                uses[file.folder, default: [:]][owner, default: []].insert(word)
            }
        }
        return uses
    }

    @Test("no two folders of Sources/Workbench use each other")
    func noTwoWayPairs() throws {
        let files = try Self.sources()
        try #require(files.count > 100, "found \(files.count) Swift files under \(Self.workbench.path)")
        let uses = Self.uses(files)
        var pairs: [String] = []
        for (a, used) in uses.sorted(by: { $0.key < $1.key }) {
            for (b, types) in used.sorted(by: { $0.key < $1.key }) where a < b {
                guard let back = uses[b]?[a] else { continue }
                pairs.append("\(a) ↔ \(b): \(a) uses \(types.sorted()); \(b) uses \(back.sorted())")
            }
        }
        #expect(pairs.isEmpty, "two-way folder dependencies:\n\(pairs.joined(separator: "\n"))")
    }

    @Test("the scan sees uses in code and interpolations, not in comments or string text")
    func scannerReadsCodeOnly() {
        let code = SwiftCodeText.code(
            of: """
                // Interpreter in a comment
                /* Session /* nested */ Plot */ let a = "Commands \\(Kinds.x) \\"Quote\\" Dialects"
                let b = #"Raw \\#(Raw2.y) \\(NotCode)"#
                let c = \"\"\"
                    Multi \\(Multi2.z)
                    \"\"\"
                struct Declared {}
                """)
        let words = Self.capitalisedWords(in: code)
        #expect(words == ["Kinds", "Raw2", "Multi2", "Declared"])
        #expect(Self.declaredTypes(in: code) == ["Declared"])
        #expect(Self.declaredTypes(in: "public final class A {}\n    struct Nested {}\nenum B: Int {}") == ["A", "B"])
    }

    @Test("a two-way pair is found")
    func findsAPair() {
        let files = [
            SourceFile(folder: "Low", path: "Low/A.swift", code: "struct A { let b: B? }"),
            SourceFile(folder: "High", path: "High/B.swift", code: "struct B { let a: A }"),
            SourceFile(folder: "High", path: "High/C.swift", code: "enum C {}"),
        ]
        let uses = Self.uses(files)
        #expect(uses["Low"]?["High"] == ["B"])
        #expect(uses["High"]?["Low"] == ["A"])
    }
}
