import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// `expo-decay K` is (1 − e^(−K·x)) / (1 − e^(−K)): for K < 0 both differences change sign, so the
/// curve still runs from 0 to 1, now slow first (an ease-in). The command, the session file and
/// the schema take the same K: any nonzero number with |K| ≤ 700.
@Suite("expo-decay takes a negative K everywhere")
struct ExpoDecaySignTests {
    /// The curve written out here, apart from CurveKit's `expm1` form.
    static func reference(_ k: Double, _ x: Double) -> Double { (1 - exp(-k * x)) / (1 - exp(-k)) }

    static func file(_ k: String) -> String {
        #"{"format": "curves-session", "version": 1, "curves": [{"name": "e", "kind": "expo-decay", "k": \#(k)}]}"#
    }

    @Test func negativeKIsAnEaseInFromZeroToOne() throws {
        var shell = Transcript()
        #expect(shell.reply("e = expo-decay -3").error == nil)
        let curve = try #require(shell.interpreter.session.curve(named: "e")).curve
        for index in 0...20 {
            let x = Double(index) / 20
            expectClose(curve.value(at: x), Self.reference(-3, x), absolute: 1e-14, "at x = \(x)")
        }
        #expect(curve.value(at: 0.5) < 0.5, "slow first")
        expectClose(curve.value(at: 1), 1, absolute: 1e-15)
    }

    @Test func theFormulaWritesTheSignOnce() {
        var shell = Transcript()
        #expect(shell.reply("e = expo-decay -3").text.contains("y = (1 − e^(3·x)) / (1 − e^(3))"))
        #expect(shell.reply("f = expo-decay 4").text.contains("y = (1 − e^(−4·x)) / (1 − e^(−4))"))
    }

    @Test(arguments: ["-3", "-700", "700", "0.5"])
    func commandLoaderAndSchemaAccept(k: String) throws {
        var shell = Transcript()
        #expect(shell.reply("e = expo-decay \(k)").error == nil)
        let json = try JSONValue(parsing: Self.file(k))
        #expect(SessionSchemaTests.validator.problems(in: json) == [])
        #expect(try SessionFile(json: json).session.curves.map(\.name) == ["e"])
    }

    @Test(arguments: ["0", "-701", "701"])
    func commandLoaderAndSchemaRefuse(k: String) throws {
        var shell = Transcript()
        #expect(shell.reply("e = expo-decay \(k)").error?.contains("nonzero number between -700 and 700") == true)
        let json = try JSONValue(parsing: Self.file(k))
        #expect(SessionSchemaTests.validator.problems(in: json) != [])
        #expect(throws: SessionFormatError.self) { try SessionFile(json: json) }
    }
}
