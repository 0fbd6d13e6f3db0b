import Testing

@testable import Platforms
@testable import Workbench

/// The one evaluator every declared platform API is read through: arguments by label and by
/// position, object keys, defaults, bounds, clamps and precedence rules.
@Suite("API binding: code evaluated against a platform's declaration")
struct APIBindingTests {
    /// A made-up call and object with every feature the declarations use.
    static let call = APIDeclaration(
        platform: "Toy", name: "spring", form: .call,
        parameters: [
            .number("stiffness", position: 0, default: 100, bound: .positive, "k"),
            .number("damping", position: 1, default: 10, bound: .nonNegative, "c"),
            .number("duration", unit: .seconds, clamp: 0.01...10, "seconds"),
        ],
        source: "a test")
    static let object = APIDeclaration(
        platform: "Toy", name: "options", form: .object,
        parameters: [
            .word("type", among: ["spring", "tween"], "the generator"), .number("stiffness", default: 100, "k"),
            .number("duration", default: 0.3, "seconds"), .curve("ease", "the ease"),
        ],
        precedence: [
            APIPrecedence(when: .word("type", among: ["spring"]), ignored: ["ease"], reason: "in a spring"),
            APIPrecedence(when: .anyOf(["stiffness"]), ignored: ["duration"], reason: "beside stiffness"),
        ],
        otherKeys: [("repeat", "repetition")], source: "a test")

    static func bind(_ text: String, _ declaration: APIDeclaration) throws(CommandError) -> APIBinding {
        var code = SourceCode(text)
        let node = try code.onlyValue()
        return try APIBinding(node, to: declaration, code)
    }

    static func error(_ text: String, _ declaration: APIDeclaration) -> String? {
        do {
            _ = try bind(text, declaration).number("stiffness")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func positionalAndLabelledArgumentsBindToTheirParameters() throws {
        let binding = try Self.bind("spring(300, duration: 20)", Self.call)
        #expect(try binding.number("stiffness") == 300)
        #expect(try binding.number("damping") == 10, "the declared default")
        #expect(try binding.number("duration") == 10, "clamped to 10")
    }

    @Test func anUnknownLabelIsRefusedWithTheParametersAccepted() {
        #expect(
            Self.error("spring(stifness: 300)", Self.call) == "spring has no parameter 'stifness'; it takes stiffness, damping, duration")
    }

    @Test func onePositionalArgumentTooManyIsRefused() {
        #expect(
            Self.error("spring(1, 2, 3)", Self.call)
                == "spring takes 2 arguments by position (stiffness, damping); this is one more")
    }

    @Test func aParameterGivenTwiceIsRefused() {
        #expect(Self.error("spring(300, stiffness: 200)", Self.call) == "spring is given stiffness twice")
    }

    @Test func aNumberOutsideItsBoundIsRefusedByName() {
        #expect(Self.error("spring(-1)", Self.call) == "stiffness must be greater than 0 (got -1)")
    }

    @Test func aWordOutsideTheOnesAcceptedIsRefusedWithThem() throws {
        let binding = try Self.bind(#"{ type: "bouncy" }"#, Self.object)
        #expect(throws: CommandError.self) { try binding.word("type") }
        do {
            _ = try binding.word("type")
        } catch {
            #expect(error.message == #"Toy's type is "spring" or "tween" (got "bouncy")"#)
        }
    }

    @Test func aPrecedenceRuleDropsTheKeysItIgnoresAndTheNoteSaysSo() throws {
        let binding = try Self.bind(#"{ type: "spring", stiffness: 300, duration: 0.2, ease: "easeOut", repeat: 2 }"#, Self.object)
        #expect(!binding.has("ease"))
        #expect(!binding.has("duration"))
        #expect(try binding.number("duration") == 0.3, "an ignored key gives way to the default")
        #expect(binding.note == "Toy ignores `ease` in a spring; Toy ignores `duration` beside stiffness")
    }

    @Test func unknownObjectKeysAreNamedInTheNoteWithTheNearestKnownOne() throws {
        let binding = try Self.bind("{ stifness: 300 }", Self.object)
        #expect(try binding.number("stiffness") == 100)
        #expect(binding.note == "Toy's options has no key `stifness`: not read (did you mean stiffness?)")
    }

    /// A made-up options object whose other keys are animated properties, as GSAP's vars are.
    static let animating = APIDeclaration(
        platform: "Toy", name: "vars", form: .object,
        parameters: [.number("duration", default: 0.5, "seconds"), .curve("ease", "the ease")],
        otherKeys: [("repeat", "repetition")], animatesOtherKeys: true, source: "a test")

    @Test func anAnimatedPropertyIsNotAnUnknownKey() throws {
        #expect(try Self.bind("{ x: 100, opacity: 0, duration: 2 }", Self.animating).note == nil)
    }

    @Test func anAnimatedPropertyATypoAwayFromAParameterIsNamed() throws {
        let binding = try Self.bind("{ durration: 2, x: 100 }", Self.animating)
        #expect(try binding.number("duration") == 0.5, "the declared default")
        #expect(binding.note == "Toy animates `durration` as a property of the target, not as duration (did you mean duration?)")
    }

    @Test func keysThePlatformReadsForOtherThingsAreNotReported() throws {
        #expect(try Self.bind("{ repeat: 2 }", Self.object).note == nil)
    }
}
