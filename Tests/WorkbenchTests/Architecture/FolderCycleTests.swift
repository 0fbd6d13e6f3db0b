import Foundation
import Testing

/// The folders of each target depend one way: no chain of uses leads from a folder back to itself
/// (``FolderGraph`` says what a use is). The cycles that remain are listed below, each exactly
/// as it is: a new cycle, or a known one that grew, fails; so does a known one that shrank or
/// broke up until the list says so. The list only ever gets shorter (the Platforms target's
/// cycle through Shared and the ten platforms is gone: Shared names no platform, and the list of
/// platforms sits at the target's top level). Scripts/folder-graph prints the graph with the
/// names each folder uses in another.
@Suite("No cycle between the folders of a target")
struct FolderCycleTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The cycles left, to be broken; never add to this list.
    static let knownCycles: [[String]] = [
        [
            "CurveKit:(top)", "CurveKit:Catalogue", "CurveKit:Data", "CurveKit:Linear", "CurveKit:Oscillation", "CurveKit:Path",
            "CurveKit:Platform", "CurveKit:Recording", "CurveKit:Spring",
        ],
        ["Workbench:Commands", "Workbench:Commands/Fit"],
    ]

    static func description(of cycle: [FolderGraph.Folder], in graph: FolderGraph) -> String {
        let members = Set(cycle)
        var lines = ["\(cycle.count) folders: \(cycle.map(\.description).joined(separator: " "))"]
        for folder in cycle {
            for (other, names) in (graph.uses[folder] ?? [:]).sorted(by: { $0.key < $1.key }) where members.contains(other) {
                lines.append("  \(folder) → \(other.path): \(names.sorted().prefix(4).joined(separator: " "))")
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test("every cycle between folders is a known one, exactly as listed")
    func onlyKnownCycles() throws {
        let graph = try FolderGraph.read(sources: Self.sources)
        try #require(
            graph.files.filter { $0.target == "Workbench" }.count > 100, "found \(graph.files.count) Swift files under \(Self.sources.path)"
        )
        let known = Self.knownCycles.map(Set.init)
        let cycles = graph.cycles
        for cycle in cycles {
            let names = Set(cycle.map(\.description))
            if !known.contains(where: { names.isSubset(of: $0) }) {
                Issue.record("a new cycle between folders:\n\(Self.description(of: cycle, in: graph))")
            } else if !known.contains(names) {
                Issue.record(
                    "a known cycle shrank or broke up; list it in knownCycles as it is now:\n\(Self.description(of: cycle, in: graph))")
            }
        }
        let found = Set(cycles.map { Set($0.map(\.description)) })
        for cycle in known where !found.contains(cycle) && !found.contains(where: { $0.isSubset(of: cycle) }) {
            Issue.record("a known cycle is gone; remove it from knownCycles: \(cycle.sorted().joined(separator: " "))")
        }
    }

    static func graph(_ files: [(folder: String, code: String)]) -> FolderGraph {
        FolderGraph(
            files: files.enumerated().map { index, file in
                FolderGraph.SourceFile(target: "T", folder: file.folder, path: "\(file.folder)/\(index).swift", code: file.code)
            })
    }

    @Test("a cycle of three folders, none of which uses another back, is found")
    func findsALongCycle() {
        let graph = Self.graph([
            ("Low", "struct A { let b: B? }"),
            ("Middle", "struct B { let c: C }"),
            ("High", "struct C { let a: [A] }"),
            ("Apart", "enum D { static let a = A(b: nil) }"),
        ])
        #expect(graph.cycles.map { $0.map(\.path) } == [["High", "Low", "Middle"]])
        #expect(graph.uses[FolderGraph.Folder(target: "T", path: "Apart")]?.keys.map(\.path) == ["Low"])
    }

    @Test("a member an extension declares is a use of its folder when written after a dot")
    func extensionMembersAreUses() {
        let graph = Self.graph([
            ("Kinds", "extension Curve {\n    var exactPath: Path? { nil }\n}\nstruct Kind {}"),
            ("Platforms", "func write(_ curve: Curve) -> Path? { curve.exactPath }\nlet exactPath = 1"),
            ("Other", "func draw(_ curve: Curve) { _ = curve.exactPath }"),
        ])
        // Declared in two folders, `exactPath` tells nothing about either.
        #expect(graph.uses.isEmpty)
        let unique = Self.graph([
            ("Kinds", "extension Curve {\n    static func spec(of curve: Curve) -> Int { 0 }\n}"),
            ("Platforms", "func write(_ curve: Curve) -> Int { Curve.spec(of: curve) }"),
        ])
        #expect(unique.uses[FolderGraph.Folder(target: "T", path: "Platforms")]?.values.first == [".spec"])
    }

    @Test("a standard requirement declared by hand in an extension names no folder, since the compiler writes it for other types")
    func synthesizedRequirementsAreNoUses() {
        let graph = Self.graph([
            ("Registry", "extension Platform: CaseIterable {\n    static var allCases: [Platform] { [] }\n}"),
            ("Kinds", "enum Formula: CaseIterable { case a }\nlet names = Formula.allCases"),
        ])
        #expect(graph.uses.isEmpty)
    }

    @Test("uses across targets are the compiler's to check, not this test's")
    func otherTargetsAreLeftOut() {
        let graph = FolderGraph(files: [
            FolderGraph.SourceFile(target: "Low", folder: "(top)", path: "Low/A.swift", code: "struct A { let b: B? }"),
            FolderGraph.SourceFile(target: "High", folder: "(top)", path: "High/B.swift", code: "struct B { let a: A }"),
        ])
        #expect(graph.uses.isEmpty)
    }

    @Test("the scan sees uses in code and interpolations, not in comments or string text")
    func scannerReadsCodeOnly() {
        let code = SwiftCodeText.code(
            of: """
                // Interpreter in a comment
                /* Session /* nested */ Plot */ let a = "Commands \\(Kinds.x) \\"Quote\\" Platforms"
                let b = #"Raw \\#(Raw2.y) \\(NotCode)"#
                let c = \"\"\"
                    Multi \\(Multi2.z)
                    \"\"\"
                struct Declared {}
                """)
        let words = FolderGraph.words(in: code)
        #expect(words.all.filter { $0.first?.isUppercase == true } == Set(["Kinds", "Raw2", "Multi2", "Declared"]))
        #expect(words.afterDot == Set(["x", "y", "z"]))
        // `a` follows a comment on its line, so it is not at the top level of the text.
        #expect(FolderGraph.topLevelNames(in: code) == ["b", "c", "Declared"])
        #expect(
            FolderGraph.topLevelNames(in: "public final class A {}\n    struct Nested {}\n@MainActor enum B: Int {}\nfunc f() {}") == [
                "A", "B", "f",
            ])
        #expect(
            FolderGraph.extensionMembers(
                in: "extension X: Y {\n    var a: Int { 0 }\n        let inner = 1\n}\nstruct Z {\n    var b = 0\n}") == ["a"])
    }
}
