import Foundation
import Testing

@testable import Platforms
@testable import Workbench

@Suite("The README and the reference tell the truth")
struct ReadmeTests {
    static func repositoryFile(_ path: String) -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    static var readme: String { repositoryFile("README.md") }
    /// docs/reference.md: every command, kind, form and limit (the README links to it).
    static var reference: String { repositoryFile("docs/reference.md") }

    @Test("the reference's command table is the one help prints from")
    func commandTable() {
        #expect(Self.reference.contains(CommandCatalog.markdownTable))
    }

    @Test("the reference's table of curve kinds is the one help curves prints from")
    func curveTable() {
        #expect(Self.reference.contains(CurveCatalog.markdownTable))
    }

    @Test("the README gives the two commands a newcomer needs")
    func twoCommands() {
        #expect(Self.readme.contains("swift run curves"))
        #expect(Self.readme.contains("swift test"))
    }
}
