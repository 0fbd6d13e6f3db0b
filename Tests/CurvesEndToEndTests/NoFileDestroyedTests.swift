import Foundation
import TestSupport
import Testing

/// The built `curves` binary does not replace a user's file it did not write (issue 33: `plot ease
/// svg=Card.swift` replaced a Swift source without a word).
@Suite("No file destroyed", .tags(.binary))
struct NoFileDestroyedTests {
    static let source = "import SwiftUI\n\nstruct Card: View { var body: some View { Text(\"card\") } }\n"

    @Test("plot ease svg=Card.swift leaves an existing Card.swift as it was and says how to replace it")
    func plotRefusesAUsersFile() throws {
        let directory = try TemporaryDirectory()
        let card = directory.url.appendingPathComponent("Card.swift").path
        try Data(Self.source.utf8).write(to: URL(fileURLWithPath: card))
        let refused = try CurvesBinary.run(["-e", "plot ease svg=\(card)"])
        #expect(refused.status != 0)
        #expect(
            refused.stderr.contains(
                "\(card) exists and this session did not write it; not replacing it (plot ease svg=\(card) force to replace it)"),
            "\(refused.stderr)")
        #expect(try String(contentsOfFile: card, encoding: .utf8) == Self.source)

        let forced = try CurvesBinary.run(["-e", "plot ease svg=\(card) force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: card, encoding: .utf8).hasPrefix("<svg"))
    }

    @Test("a file the session wrote is replaced again without force")
    func theSessionsOwnFileIsReplaced() throws {
        let directory = try TemporaryDirectory()
        let figure = directory.url.appendingPathComponent("figure.svg").path
        let result = try CurvesBinary.run(["-e", "plot ease svg=\(figure)", "-e", "plot bounce-out svg=\(figure)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("not replacing"))
    }
}
