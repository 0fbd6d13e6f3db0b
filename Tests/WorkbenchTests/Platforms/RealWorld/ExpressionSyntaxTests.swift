import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// The expressions of the C-like languages that stand beside a curve in real code: a
/// conditional (`on ? 1.0 : 0.0`), a function literal (Dart's `(BuildContext context, …) { … }`,
/// TypeScript's `(p: number) => p * p`, `p => p * p`), JavaScript's shorthand member
/// (`{ dampingRatio, stiffness }`) and a comment before the code. The value reader reads each as
/// the language does, so a call that holds one is still read for its curve. The pastes are
/// written in our own words after the files cited (spent held-out sets 3, 9 and 10); each
/// expectation is the platform's own rule.
@Suite("Real world: conditionals, function literals and comments beside the curve")
struct ExpressionSyntaxTests {
    static func paste(_ platform: String, _ code: String) -> (reply: String, error: String?, curve: Curve?) {
        PlayedDefinitionTests.paste(platform, code)
    }

    static func onlyValue(_ text: String) throws -> CodeNode {
        var code = SourceCode(text)
        return try code.onlyValue()
    }

    // MARK: The value reader

    @Test("a conditional is one value: the condition and its two branches")
    func conditionalIsOneValue() throws {
        let node = try Self.onlyValue("isOn ? 1.0 : 0.0")
        guard case .call(nil, SourceCode.conditionalName, let arguments) = node.value else {
            Issue.record("not a conditional: \(node.value)")
            return
        }
        #expect(arguments.map(\.node.number) == [nil, 1.0, 0.0])
        // A chain is read to its end, to the right.
        let chain = try Self.onlyValue("a ? 1 : b ? 2 : 3")
        guard case .call(nil, SourceCode.conditionalName, let outer) = chain.value,
            case .call(nil, SourceCode.conditionalName, let inner) = outer[2].node.value
        else {
            Issue.record("not a chain of conditionals: \(chain.value)")
            return
        }
        #expect(inner.map(\.node.number) == [nil, 2, 3])
    }

    @Test("a question mark that is no conditional's stays what it was")
    func otherQuestionMarks() throws {
        // Kotlin's `?:` and the fallbacks are refused as fallbacks, not read as conditionals.
        #expect(throws: CommandError.self) { try Self.onlyValue("options.ease ?: FastOutSlowInEasing") }
        #expect(throws: CommandError.self) { try Self.onlyValue("opts?.ease ?? 'power2.out'") }
        // TypeScript's optional parameter is no conditional either: the function literal reads.
        let literal = try Self.onlyValue("(done?: () => void) => run(done)")
        if case .call(nil, SourceCode.closureName, _) = literal.value {} else { Issue.record("\(literal.value)") }
    }

    @Test("a function literal is one value, its body inside it")
    func functionLiteralsAreValues() throws {
        for text in [
            "(p: number) => p * p", "p => p * p", "(BuildContext context, double t, Widget? child) { return child; }",
            "(a, b) -> a", "(): SpringSpec => ({ kind: 'spring' })",
        ] {
            let node = try Self.onlyValue(text)
            guard case .call(nil, SourceCode.closureName, let arguments) = node.value else {
                Issue.record("\(text) is not a function literal: \(node.value)")
                continue
            }
            #expect(arguments.count == 1)
        }
        // Brackets around an expression are still the expression.
        #expect(try Self.onlyValue("(0.25)").number == 0.25)
        let sum = try Self.onlyValue("(1 - slot)")
        if case .sequence = sum.value {} else { Issue.record("(1 - slot) is \(sum.value)") }
    }

    @Test("a shorthand member is its key and the name of its value")
    func shorthandMembers() throws {
        let node = try Self.onlyValue("{ kind: 'spring', dampingRatio, stiffness }")
        guard case .object(let members) = node.value else {
            Issue.record("not an object: \(node.value)")
            return
        }
        #expect(members.map(\.key) == ["kind", "dampingRatio", "stiffness"])
        #expect(members[2].value.word == "stiffness")
    }

    // MARK: Calls that hold them

    /// Yoonwoojae/tutorial_flutter lib/animated_opacity.dart @ 125315b3ac5596a40b159ae444e0f8c0a8d72422:
    /// an AnimatedOpacity whose opacity is picked by a conditional and which names no curve:
    /// ImplicitlyAnimatedWidget's `curve = Curves.linear` plays (flutter
    /// widgets/implicit_animations.dart). It was refused at the `?`.
    @Test func aConditionalOpacityBesideNoCurveLeavesTheDefault() {
        let (reply, error, curve) = Self.paste(
            "flutter",
            """
            body: Center(
                child: AnimatedOpacity(
                  // shown or hidden
                  opacity: _shown ? 1.0 : 0.0,
                  duration: Duration(milliseconds: 500),
                  child: Container(width: 200.0, height: 200.0),
                ),
              ),
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { $0 }
    }

    /// ngphsotu/flutter_animation_demo lib/screens/implicit_animations/tween_animation_builder.dart
    /// @ 0bbf77e4a7c8b0ba95f4b66bfcc2da98c941bc0a: a TweenAnimationBuilder with a builder function
    /// literal and no curve: its `curve` defaults to Curves.linear (flutter
    /// widgets/tween_animation_builder.dart). It was refused at the builder's parameters.
    @Test func aBuilderFunctionBesideNoCurveLeavesTheDefault() {
        let (reply, error, curve) = Self.paste(
            "flutter",
            """
            TweenAnimationBuilder<double>(
                tween: Tween<double>(begin: 0, end: size),
                duration: const Duration(seconds: 1),
                builder: (BuildContext context, double side, Widget? child) {
                  return IconButton(iconSize: side, icon: child!, onPressed: () {
                    setState(() { size = size == 50 ? 200 : 50; });
                  });
                },
                child: const Icon(Icons.star),
              ),
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { $0 }
    }

    /// A function literal given as a callback beside the ease leaves the ease read: power2.out is
    /// 1 − (1 − p)³ (gsap-core.js `_easeMap`).
    @Test func aCallbackBesideTheEaseLeavesTheEaseRead() {
        let (reply, error, curve) = Self.paste(
            "gsap", "gsap.to(card, { x: 160, onComplete: (self: gsap.core.Tween) => done(self), ease: \"power2.out\" })")
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in 1 - pow(1 - p, 3) }
    }

    // MARK: A comment first

    /// mah99239/StoreApp app/src/main/java/com/mz/storeapp/presentation/utils/Interpolators.kt @
    /// 99b0bf3c57a522cbec961b16abcbb3ea3612ecad: a KDoc comment, then `val …: TimeInterpolator by
    /// lazy(…) { PathInterpolatorCompat.create(0.4f, 0f, 0.2f, 1f) }`: androidx's Bézier (0.4, 0),
    /// (0.2, 1). Read under `android`, and under `material` as Android code (it names no token).
    @Test func aCommentBeforeTheCodeIsNeverTheReason() {
        let code = """
            /**
             * The standard easing: quick start, gentle stop.
             */
            val STANDARD: TimeInterpolator by lazy(LazyThreadSafetyMode.NONE) {
                PathInterpolatorCompat.create(0.4f, 0f, 0.2f, 1f)
            }
            """
        for platform in ["android", "material"] {
            let (reply, error, curve) = Self.paste(platform, code)
            #expect(error == nil, "\(platform): \(reply)")
            RealWorldCorpus.expectBezier(curve, [0.4, 0, 0.2, 1])
        }
        // Code no platform reads after a comment is refused for what it is, not for the comment.
        let (reply, error, _) = Self.paste("compose", "/** the standard curve */\nval STANDARD = lookUp(\"standard\")")
        #expect(error?.contains("unexpected") == false, "\(reply)")
    }
}
