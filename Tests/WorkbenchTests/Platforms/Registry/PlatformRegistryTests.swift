import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// A platform is one folder and one line in ``PlatformRegistry``: these tests name what a
/// registered platform still lacks (its spec's file, a reader that reads its own examples, a
/// writer, a preset table that goes both ways, a folder of tests).
@Suite("platform registry: every platform complete")
struct PlatformRegistryTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// bodymovin JSON names no curves: its easings are numbers only.
    static let platformsWithoutNamedCurves: Set<String> = ["lottie"]

    static var words: [String] { PlatformRegistry.all.map { $0.word } }

    /// `CSSSpec` lives in `Sources/Platforms/CSS/`.
    static func folder(_ platform: Platform) -> String {
        String(String(describing: platform.spec).dropLast("Spec".count))
    }

    @Test func wordsAreDistinctLowercaseAndInTheRegistryOrder() {
        #expect(Set(Self.words).count == Self.words.count)
        #expect(Self.words.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty })
        #expect(Platform.allCases.map(\.rawValue) == Self.words)
        for word in Self.words { #expect(Platform(word: word.uppercased())?.rawValue == word) }
    }

    @Test("the spec is in the platform's own folder", arguments: Platform.allCases)
    func specInItsFolder(platform: Platform) {
        let type = String(describing: platform.spec)
        #expect(type.hasSuffix("Spec"), "name the spec NAMESpec, in Sources/Platforms/NAME/")
        let file = Self.root.appendingPathComponent("Sources/Platforms/\(Self.folder(platform))/\(type).swift")
        #expect(FileManager.default.fileExists(atPath: file.path), "missing \(file.path)")
    }

    @Test("the reader reads every example the help shows", arguments: Platform.allCases)
    func readerReadsItsExamples(platform: Platform) {
        #expect(!platform.examples.isEmpty && !platform.notes.isEmpty && !platform.title.isEmpty)
        for example in platform.examples {
            #expect(throws: Never.self, "\(platform) \(example)") { _ = try platform.read(example) }
        }
    }

    @Test("the writer writes a Bézier exactly", arguments: Platform.allCases)
    func writerWritesABezier(platform: Platform) throws {
        let curve = Curve.bezier(try CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
        let code = try PlatformExport.code(
            curve, name: "t", platform: platform, digits: .fewest, candidates: ExportCandidates(curve, isCancelled: { false }))
        #expect(code.isExact, "\(platform): \(code.text)")
    }

    /// A platform's name for a thing curves' help speaks of (``PlatformTerm``) is the
    /// platform's own word, one its help mentions; `animation` is a phrase (the platform and
    /// what its animations are exported as) that `help export` lists for every platform.
    @Test("every term the platform declares is a word of its own help", arguments: Platform.allCases)
    func termsAreTheirPlatformsWords(platform: Platform) {
        #expect(platform.spec.terms[.animation] != nil, "\(platform) does not say what its animations are exported as")
        for (term, name) in platform.spec.terms where term != .animation {
            #expect(platform.notes.contains(name) || platform.examples.contains { $0.contains(name) }, "\(platform) \(term): \(name)")
        }
    }

    /// The help of `bezier`, `spring`, `anim`, `export`, `fit` and `preview` asks CSS and Core
    /// Animation for these names.
    @Test func theTermsTheHelpAsksForAreDeclared() {
        #expect(Platform.css.term(.cubicBezier) == "cubic-bezier")
        #expect(Platform.css.term(.keyframeAnimation) == "@keyframes")
        #expect(Platform.uikit.term(.cubicBezier) == "CAMediaTimingFunction")
        #expect(Platform.uikit.term(.springAnimation) == "CASpringAnimation")
        #expect(Platform.uikit.term(.keyframeAnimation) == "CAKeyframeAnimation")
    }

    /// The collision help lists each platform's version of a name from the platform's own
    /// folder: each is code the platform reads, and names an entry of the help.
    @Test("every colliding name the platform declares is its code and a collision entry", arguments: Platform.allCases)
    func collidingNamesRead(platform: Platform) {
        for (name, code) in platform.spec.collidingNames {
            #expect(throws: Never.self, "\(platform) \(code)") { _ = try platform.read(code) }
            #expect(PlatformCollisions.entries.contains { $0.names[0] == name }, "\(platform): no collision entry for \(name)")
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
        for (typed, name) in expected { #expect(PlatformCollisions.entry(for: typed)?.names[0] == name, "\(typed)") }
        #expect(PlatformCollisions.entry(for: "power2.out") == nil)
    }

    /// identify's catalogue is built from the platforms' own lists: every spelling a platform
    /// declares is in it, as often as declared, whether or not the catalogue's turns name its part.
    @Test("identify lists every named curve the platform declares", arguments: Platform.allCases)
    func identifyListsThePlatformsNames(platform: Platform) {
        let listed = NamedCurveCatalogue.spellings().filter { $0.0 == platform }.map(\.1)
        #expect(listed.sorted() == platform.namedCurveSpellings.flatMap { $0 }.sorted())
        #expect(platform.rawValue == "lottie" || !listed.isEmpty)
    }

    /// Every (spelling, curve) of the table reads to that curve, and that curve is written back
    /// by that name, exactly.
    @Test("the preset table goes both ways", arguments: Platform.allCases)
    func presetTableRoundTrip(platform: Platform) throws {
        #expect(
            !platform.presets.isEmpty || Self.platformsWithoutNamedCurves.contains(platform.rawValue), "\(platform) has no named curves")
        for (spelling, curve) in platform.presets {
            let read = try platform.read(spelling)
            #expect(read.curve == curve, "\(platform) \(spelling) reads to \(read.curve), the table says \(curve)")
            let code = try PlatformExport.code(
                curve, name: "c", platform: platform, digits: .fewest, candidates: ExportCandidates(curve, isCancelled: { false }))
            #expect(code.isExact)
            #expect(code.line == platform.writer.named(spelling, curve), "\(platform) writes \(code.line) for \(spelling)")
            #expect(code.line.contains(spelling))
        }
    }

    /// The spec's animation writer is declared in the platform's folder and writes an animation
    /// with its values, exact for a Bézier curve.
    @Test("the animation writer is in the platform's folder and writes an animation", arguments: Platform.allCases)
    func animationWriterInItsFolder(platform: Platform) throws {
        let type = String(describing: platform.spec.animationWriter)
        let folder = Self.root.appendingPathComponent("Sources/Platforms/\(Self.folder(platform))")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let sources = files.filter { $0.hasSuffix(".swift") }.compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
        #expect(
            sources.contains { $0.contains("enum \(type): AnimationWriter") || $0.contains("struct \(type): AnimationWriter") },
            "declare \(platform)'s animation writer \(type) in Sources/Platforms/\(Self.folder(platform))/")
        let curve = Curve.bezier(try CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
        let animation = try Workbench.Animation(
            name: "fade", keyPath: "opacity", from: .number(0.25), to: .number(0.75), duration: 0.4, curveName: "c", curve: curve)
        let code = try platform.spec.animationWriter.export(animation, digits: .fewest, isCancelled: { false })
        #expect(code.isExact, "\(platform): \(code.text)")
        #expect(code.text.contains("0.25") && code.text.contains("0.75"), "\(platform) leaves out the values: \(code.text)")
    }

    @Test("the platform has a folder of tests", arguments: Platform.allCases)
    func testFolder(platform: Platform) throws {
        let folder = Self.root.appendingPathComponent("Tests/WorkbenchTests/Platforms/\(Self.folder(platform))")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let tests = files.filter { $0.hasSuffix(".swift") }.compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
        #expect(
            tests.contains { $0.contains("@Test") },
            "add Tests/WorkbenchTests/Platforms/\(Self.folder(platform))/ with the platform's tests")
    }
}
