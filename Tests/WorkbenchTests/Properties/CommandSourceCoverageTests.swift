import Testing

@testable import Workbench

/// The property tests' generator (``CommandSource``) must reach every command the registry
/// lists and every way to define a curve: a command or a definition form it never draws is
/// never round-tripped or run by the property tests (issue 24: it missed `path` and `serve`).
/// 20,000 draws: a case drawn with probability 1/32 (one command) times 1/13 (one definition
/// form) turns up about 50 times.
@Suite("the command generator reaches every command and definition")
struct CommandSourceCoverageTests {
    @Test("every command of CommandRegistry is drawn")
    func everyCommand() {
        var source = CommandSource(random: CommandSource.Randomness(choices: []))
        var drawn = Set<String>()
        for _ in 0..<20_000 { drawn.insert(source.command().name) }
        let missing = CommandRegistry.all.map { $0.name }.filter { !drawn.contains($0) }
        #expect(missing.isEmpty, "CommandSource never draws: \(missing.joined(separator: ", "))")
    }

    @Test("every definition form of CurveDefinitions is drawn")
    func everyDefinition() {
        var source = CommandSource(random: CommandSource.Randomness(choices: []))
        var drawn = Set<String>()
        for _ in 0..<20_000 {
            guard let define = source.command().declaration as? DefineCommand else { continue }
            drawn.insert(define.definition.spec.form)
        }
        let missing = CurveDefinitions.all.map { $0.form }.filter { !drawn.contains($0) }
        #expect(missing.isEmpty, "CommandSource never draws: \(missing.joined(separator: ", "))")
    }
}

extension CurveDefinition {
    /// The form's usage lines (a paste has no keyword of its own).
    static var form: String { catalog.map { $0.usage }.joined(separator: " / ") }
    var form: String { Self.form }
}
