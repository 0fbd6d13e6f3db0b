import Platforms
import Testing

@testable import Workbench

/// Curve definitions declare their arguments as commands do: the usage line in `help curves`
/// and in their errors is read off the declaration, not written beside it (issue 35).
@Suite("curve definitions declared like commands")
struct DeclaredDefinitionTests {
    @Test("a declared definition's usage line is read off its arguments")
    func usageFromDeclaration() {
        #expect(StepsDefinition.usage == "steps N [jump-start|jump-end|jump-none|jump-both]")
        #expect(BezierDefinition.usage == "bezier X1 Y1 X2 Y2")
        #expect(ExpoDecayDefinition.usage == "expo-decay K")
        #expect(SecondOrderDefinition.usage == "second-order ZETA OMEGA")
        #expect(
            OscillationDefinition.usage
                == "oscillation [bounces=N] [stiffness=light|medium|heavy|NUMBER] [overshoot=yes|no] [shake=yes|no] [duration=S]")
    }

    @Test("help curves shows each declared definition's usage as declared (a spring shows its three forms)")
    func catalogUsesTheDeclaration() {
        for definition in CurveDefinitions.all {
            guard let declared = definition as? any DeclaredCurveDefinition.Type, declared != SpringDefinition.self else { continue }
            #expect(declared.catalog.map(\.usage) == [declared.usage], "\(declared.word)")
        }
    }

    @Test("a definition reads and writes back the words its arguments declare")
    func roundTrip() throws {
        var words = Words(tokens: try Lexer.tokens(of: "4 start"), command: Token(text: "steps", column: 0, length: 5))
        let steps = try StepsDefinition.parse(&words)
        #expect(steps == StepsDefinition(count: 4, position: "start"))
        #expect(steps.words == ["steps", "4", "start"])
        var listed = Words(tokens: try Lexer.tokens(of: "0.1,0.2,0.3,0.4"), command: Token(text: "bezier", column: 0, length: 6))
        #expect(try BezierDefinition.parse(&listed) == BezierDefinition(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4))
        var spring = Words(tokens: try Lexer.tokens(of: "damping=12 mass=2"), command: Token(text: "spring", column: 0, length: 6))
        #expect(try SpringDefinition.parse(&spring).words == ["spring", "mass=2", "damping=12"])
    }
}
