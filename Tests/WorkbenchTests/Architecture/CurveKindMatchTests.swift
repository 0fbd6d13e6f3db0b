import Foundation
import Testing

@testable import Platforms

/// The curve kinds stay closed: what a kind can do is asked of the curve (`curve.spring`,
/// `curve.keyframes`, `curve.hasFastSampling`) or of its spec, both declared in CurveKit and in
/// Sources/Platforms/Kinds; nothing else matches a `Curve`'s cases (``CurveKindPatterns``).
@Suite("No match on a curve's kind outside the kinds")
struct CurveKindMatchTests {
    /// Where a `Curve`'s cases may be matched: its own module, and the kinds' specs.
    static let kindFolders = ["CurveKit/", "Platforms/Kinds/"]

    static func kinds() throws -> Set<String> {
        let source = try String(
            contentsOf: FolderCycleTests.sources.appendingPathComponent("CurveKit/Curve.swift"), encoding: .utf8)
        return CurveKindPatterns.caseNames(inCurveSource: source)
    }

    @Test("no code outside CurveKit and the kinds' folder matches a curve's kind")
    func noKindMatchOutsideTheKinds() throws {
        let kinds = try Self.kinds()
        try #require(kinds.isSuperset(of: ["bezier", "spring", "keyframes", "steps"]), "read the kinds \(kinds.sorted())")
        let files = try FolderGraph.sourceFiles(under: FolderCycleTests.sources)
        try #require(files.count > 300, "found \(files.count) Swift files under \(FolderCycleTests.sources.path)")
        let found = files.filter { file in !Self.kindFolders.contains { file.path.hasPrefix($0) } }.flatMap { file in
            CurveKindPatterns.matches(in: file.code, kinds: kinds).map { "Sources/\(file.path):\($0)" }
        }
        #expect(
            found.isEmpty,
            """
            \(found.count) match\(found.count == 1 ? "" : "es") on a curve's kind outside CurveKit and Sources/Platforms/Kinds; \
            ask the curve for what the kind gives (curve.spring, curve.keyframes, …, declared in Platforms/Kinds) instead:
            \(found.joined(separator: "\n"))
            """)
    }

    @Test("the kinds are read off Curve's declaration")
    func kindsAreCurvesCases() throws {
        let kinds = try Self.kinds()
        #expect(kinds.count == CurveKinds.all.count, "one case of Curve per kind in the registry")
        #expect(kinds.isSuperset(of: ["bezier", "exponentialDecay", "platform", "path"]))
        #expect(!kinds.contains("EndSnap"))
    }

    static let someKinds: Set<String> = ["bezier", "spring", "keyframes", "steps", "path"]

    static func lines(_ code: String) -> [Int] {
        CurveKindPatterns.matches(in: SwiftCodeText.code(of: code), kinds: someKinds).map(\.line)
    }

    @Test("if, guard, while and for patterns on a kind are matches, with or without values and under let")
    func conditionPatterns() {
        let code = """
            if case .spring = curve { return }
            guard let c = x.curve, case .keyframes(let k) = c else { return nil }
            while case let .bezier(b) = next() {}
            for case .steps(let s) in curves {}
            if case Curve.path(let p)? = optional {}
            if case .linear = curve {}
            """
        #expect(Self.lines(code) == [1, 2, 3, 4, 5])
    }

    @Test("the patterns of a switch over a curve are matches, each on its own line")
    func switchLabels() {
        let code = """
            switch curve {
            case .bezier(let b):
                if case .spring = other {}
            case .spring,
                 .steps:
                break
            default:
                break
            }
            """
        #expect(Self.lines(code) == [2, 3, 4, 5])
    }

    @Test("a place of a tuple is a curve when every pattern there can be one")
    func tupleSwitches() {
        let code = """
            switch (animation.curve, mode) {
            case (.bezier(let bezier), let mode) where mode != .matrix: break
            case (let curve, .matrix): break
            }
            switch (a, b) {
            case (.spring(let x), .spring(let y)): break
            case (.other, .done): break
            }
            """
        #expect(Self.lines(code) == [2])
    }

    @Test("a switch over another enum with cases of the same names is no match")
    func otherEnums() {
        let code = """
            switch family {
            case .spring, .springVelocity: 1
            case .bezier: 2
            }
            switch shape {
            case .spring(let from, let to, _): 1
            }
            switch self {
            case .spring(let reason): reason
            case .negativeDuration: ""
            }
            let made = Curve.spring(s)
            // if case .spring = curve
            let text = "case .spring:"
            """
        #expect(Self.lines(code).isEmpty)
    }
}
