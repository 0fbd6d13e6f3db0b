import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// docs/platforms.md lists each declared platform API as its declaration states it: the block
/// between `<!-- declared: PLATFORM -->` and `<!-- /declared: PLATFORM -->` is generated from
/// the declarations (`CURVES_WRITE_DOCS=1 swift test --filter APIDeclarationDocsTests` rewrites it).
@Suite("docs/platforms.md lists the declared platform APIs", .serialized)
struct APIDeclarationDocsTests {
    static let documentPath = "docs/platforms.md"

    /// The platforms whose readers bind code against declarations, with those declarations, by
    /// their folder's name (`MotionSpec` is in Platforms/Motion).
    static let declared: [(platform: String, declarations: [APIDeclaration])] = Platform.allCases
        .filter { !$0.spec.declaredAPI.isEmpty }
        .map { (String(String(describing: $0.spec).dropLast("Spec".count)), $0.spec.declaredAPI) }

    @Test("nine platforms read their code against declarations")
    func declaredPlatforms() {
        #expect(
            Set(Self.declared.map(\.platform)) == ["CSS", "Motion", "Compose", "UIKit", "Flutter", "SwiftUI", "Android", "GSAP", "Lottie"])
    }

    static func block(_ platform: String, _ declarations: [APIDeclaration]) -> String {
        "<!-- declared: \(platform) -->\n\n" + declarations.map(\.markdown).joined(separator: "\n\n")
            + "\n\n<!-- /declared: \(platform) -->"
    }

    @Test(arguments: declared.map(\.platform))
    func theDocumentListsTheDeclarations(_ platform: String) throws {
        let declarations = try #require(Self.declared.first { $0.platform == platform }).declarations
        let expected = Self.block(platform, declarations)
        var document = ReadmeTests.repositoryFile(Self.documentPath)
        let start = try #require(
            document.range(of: "<!-- declared: \(platform) -->"), "docs/platforms.md has no declared block for \(platform)")
        let end = try #require(document.range(of: "<!-- /declared: \(platform) -->", range: start.upperBound..<document.endIndex))
        let written = String(document[start.lowerBound..<end.upperBound])
        if ProcessInfo.processInfo.environment["CURVES_WRITE_DOCS"] != nil, written != expected {
            document.replaceSubrange(start.lowerBound..<end.upperBound, with: expected)
            let root = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            try document.write(to: root.appendingPathComponent(Self.documentPath), atomically: true, encoding: .utf8)
        }
        #expect(written == expected, "docs/platforms.md's \(platform) block differs from its declarations:\n\(expected)")
    }
}
