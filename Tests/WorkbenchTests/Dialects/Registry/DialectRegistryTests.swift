import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// A platform is one folder and one line in ``DialectRegistry``: these tests name what a
/// registered platform still lacks (its spec's file, a reader that reads its own examples, a
/// writer, a preset table that goes both ways, a folder of tests).
@Suite("dialect registry: every platform complete")
struct DialectRegistryTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// bodymovin JSON names no curves: its easings are numbers only.
    static let platformsWithoutNamedCurves: Set<String> = ["lottie"]

    static var words: [String] { DialectRegistry.all.map { $0.word } }

    /// `CSSPlatform` lives in `Sources/Platforms/CSS/`.
    static func folder(_ dialect: Dialect) -> String {
        String(String(describing: dialect.spec).dropLast("Platform".count))
    }

    @Test func wordsAreDistinctLowercaseAndInTheRegistryOrder() {
        #expect(Set(Self.words).count == Self.words.count)
        #expect(Self.words.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty })
        #expect(Dialect.allCases.map(\.rawValue) == Self.words)
        for word in Self.words { #expect(Dialect(word: word.uppercased())?.rawValue == word) }
    }

    @Test("the spec is in the platform's own folder", arguments: Dialect.allCases)
    func specInItsFolder(dialect: Dialect) {
        let type = String(describing: dialect.spec)
        #expect(type.hasSuffix("Platform"), "name the spec NAMEPlatform, in Sources/Platforms/NAME/")
        let file = Self.root.appendingPathComponent("Sources/Platforms/\(Self.folder(dialect))/\(type).swift")
        #expect(FileManager.default.fileExists(atPath: file.path), "missing \(file.path)")
    }

    @Test("the reader reads every example the help shows", arguments: Dialect.allCases)
    func readerReadsItsExamples(dialect: Dialect) {
        #expect(!dialect.examples.isEmpty && !dialect.notes.isEmpty && !dialect.platform.isEmpty)
        for example in dialect.examples {
            #expect(throws: Never.self, "\(dialect) \(example)") { _ = try dialect.read(example) }
        }
    }

    @Test("the writer writes a Bézier exactly", arguments: Dialect.allCases)
    func writerWritesABezier(dialect: Dialect) throws {
        let curve = Curve.bezier(try CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
        let code = try DialectExport.code(
            curve, name: "t", dialect: dialect, digits: .fewest, candidates: ExportCandidates(curve, isCancelled: { false }))
        #expect(code.isExact, "\(dialect): \(code.text)")
    }

    /// The collision help lists each platform's version of a name from the platform's own
    /// folder: each is code the platform reads, and names an entry of the help.
    @Test("every colliding name the platform declares is its code and a collision entry", arguments: Dialect.allCases)
    func collidingNamesRead(dialect: Dialect) {
        for (name, code) in dialect.spec.collidingNames {
            #expect(throws: Never.self, "\(dialect) \(code)") { _ = try dialect.read(code) }
            #expect(DialectCollisions.entries.contains { $0.names[0] == name }, "\(dialect): no collision entry for \(name)")
        }
    }

    /// `help back.out` and a paste of `BounceInterpolator()` find their collision from the
    /// platforms' own spellings, as typed.
    @Test func platformSpellingsNameTheirCollision() {
        let expected = [
            "back.out": "easeOutBack", "back.inOut": "easeInOutBack", "sine.in": "easeInSine", "elastic.out": "easeOutElastic",
            "expo.in": "easeInExpo", "bounce.out": "easeOutBounce", "BounceInterpolator": "easeOutBounce",
            "BounceInterpolator()": "easeOutBounce", "Curves.elasticOut": "easeOutElastic", "EaseInOutBack": "easeInOutBack",
        ]
        for (typed, name) in expected { #expect(DialectCollisions.entry(for: typed)?.names[0] == name, "\(typed)") }
        #expect(DialectCollisions.entry(for: "power2.out") == nil)
    }

    /// identify's catalogue is built from the platforms' own lists: every spelling a platform
    /// declares is in it, as often as declared, whether or not the catalogue's turns name its part.
    @Test("identify lists every named curve the platform declares", arguments: Dialect.allCases)
    func identifyListsThePlatformsNames(dialect: Dialect) {
        let listed = NamedCurveCatalogue.spellings().filter { $0.0 == dialect }.map(\.1)
        #expect(listed.sorted() == dialect.namedCurveSpellings.flatMap { $0 }.sorted())
        #expect(dialect.rawValue == "lottie" || !listed.isEmpty)
    }

    /// Every (spelling, curve) of the table reads to that curve, and that curve is written back
    /// by that name, exactly.
    @Test("the preset table goes both ways", arguments: Dialect.allCases)
    func presetTableRoundTrip(dialect: Dialect) throws {
        #expect(!dialect.presets.isEmpty || Self.platformsWithoutNamedCurves.contains(dialect.rawValue), "\(dialect) has no named curves")
        for (spelling, curve) in dialect.presets {
            let read = try dialect.read(spelling)
            #expect(read.curve == curve, "\(dialect) \(spelling) reads to \(read.curve), the table says \(curve)")
            let code = try DialectExport.code(
                curve, name: "c", dialect: dialect, digits: .fewest, candidates: ExportCandidates(curve, isCancelled: { false }))
            #expect(code.isExact)
            #expect(code.line == dialect.writer.named(spelling, curve), "\(dialect) writes \(code.line) for \(spelling)")
            #expect(code.line.contains(spelling))
        }
    }

    /// The spec's animation writer is declared in the platform's folder and writes an animation
    /// with its values, exact for a Bézier curve.
    @Test("the animation writer is in the platform's folder and writes an animation", arguments: Dialect.allCases)
    func animationWriterInItsFolder(dialect: Dialect) throws {
        let type = String(describing: dialect.spec.animationWriter)
        let folder = Self.root.appendingPathComponent("Sources/Platforms/\(Self.folder(dialect))")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let sources = files.filter { $0.hasSuffix(".swift") }.compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
        #expect(
            sources.contains { $0.contains("enum \(type): AnimationWriter") || $0.contains("struct \(type): AnimationWriter") },
            "declare \(dialect)'s animation writer \(type) in Sources/Platforms/\(Self.folder(dialect))/")
        let curve = Curve.bezier(try CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
        let animation = try Workbench.Animation(
            name: "fade", keyPath: "opacity", from: .number(0.25), to: .number(0.75), duration: 0.4, curveName: "c", curve: curve)
        let code = try dialect.spec.animationWriter.export(animation, digits: .fewest, isCancelled: { false })
        #expect(code.isExact, "\(dialect): \(code.text)")
        #expect(code.text.contains("0.25") && code.text.contains("0.75"), "\(dialect) leaves out the values: \(code.text)")
    }

    @Test("the platform has a folder of tests", arguments: Dialect.allCases)
    func testFolder(dialect: Dialect) throws {
        let folder = Self.root.appendingPathComponent("Tests/WorkbenchTests/Dialects/\(Self.folder(dialect))")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let tests = files.filter { $0.hasSuffix(".swift") }.compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
        #expect(
            tests.contains { $0.contains("@Test") }, "add Tests/WorkbenchTests/Dialects/\(Self.folder(dialect))/ with the platform's tests")
    }
}
