import Foundation
import Testing

@testable import Workbench

@Suite("The README tells the truth")
struct ReadmeTests {
    static var readme: String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }

    @Test("the command table is the one help prints from")
    func commandTable() {
        #expect(Self.readme.contains(CommandCatalog.markdownTable))
    }

    @Test("the table of curve kinds is the one help curves prints from")
    func curveTable() {
        #expect(Self.readme.contains(CurveCatalog.markdownTable))
    }

    @Test("the README gives the two commands a newcomer needs")
    func twoCommands() {
        #expect(Self.readme.contains("swift run curves"))
        #expect(Self.readme.contains("swift test"))
    }
}
