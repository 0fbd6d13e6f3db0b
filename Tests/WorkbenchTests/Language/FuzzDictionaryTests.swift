import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// The command fuzzer's dictionary (Fuzz/dictionaries/command.dict) knows every word that
/// starts a command or a curve definition, as the registries declare them, so a new command
/// or kind is fuzzed from the day it is declared.
@Suite("The fuzz dictionary knows every command and kind")
struct FuzzDictionaryTests {
    static var dictionary: Set<String> {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = (try? String(contentsOf: root.appendingPathComponent("Fuzz/dictionaries/command.dict"), encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
    }

    @Test func everyCommandWordAndKeywordIsThere() {
        let words = CommandCatalog.commandWords + CurveDefinitions.keywords + CurveKinds.all.map { $0.kind }
        let missing = words.filter { !Self.dictionary.contains("\"\($0)\"") }
        #expect(missing.isEmpty, "add to Fuzz/dictionaries/command.dict: \(missing.map { "\"\($0)\"" }.joined(separator: " "))")
    }
}
