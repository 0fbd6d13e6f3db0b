import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// What people copy from real code: the value with what surrounds it. Each paste gives the
/// curve the platform computes (formulas written out here), or refuses when it holds several.
@Suite("Platforms: pastes as people copy them")
struct PasteFormsTests {
    static func controlPoints(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Double]? {
        guard case .bezier(let bezier)? = PlatformReaderTests.curve(line, sourceLocation: sourceLocation) else {
            Issue.record("\(line) is not a bezier", sourceLocation: sourceLocation)
            return nil
        }
        return bezier.controlPoints
    }

    /// FastOutSlowIn and the M3 tokens: (0.4, 0, 0.2, 1) and (0.2, 0, 0, 1) in every wrapper.
    @Test(
        "the value with the code around it",
        arguments: [
            ("a = css transition: transform 300ms cubic-bezier(0.4, 0, 0.2, 1);", [0.4, 0, 0.2, 1]),
            ("a = css -webkit-transition-timing-function: cubic-bezier(0.4, 0, 0.2, 1); /* standard */", [0.4, 0, 0.2, 1]),
            ("a = css --md-sys-motion-easing-standard: cubic-bezier(0.2, 0, 0, 1);", [0.2, 0, 0, 1]),
            ("a = css $easing-standard: cubic-bezier(0.2, 0, 0, 1) !default;", [0.2, 0, 0, 1]),
            ("a = css transition: \"opacity 200ms cubic-bezier(0.4, 0, 0.2, 1)\",", [0.4, 0, 0.2, 1]),
            ("a = compose animationSpec = tween(300, easing = CubicBezierEasing(0.4f, 0f, 0.2f, 1f)), // emphasized", [0.4, 0, 0.2, 1]),
            ("a = flutter curve: Curves.fastOutSlowIn,", [0.4, 0, 0.2, 1]),
            ("a = motion ease: [0.4, 0, 0.2, 1],", [0.4, 0, 0.2, 1]),
            (
                "a = uikit UICubicTimingParameters(controlPoint1: CGPoint(x: 0.4, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1))",
                [0.4, 0, 0.2, 1]
            ),
            (
                "a = uikit let animator = UIViewPropertyAnimator(duration: 0.3, controlPoint1: CGPoint(x: 0.4, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1)) {",
                [0.4, 0, 0.2, 1]
            ),
            (
                "a = android <pathInterpolator xmlns:android=\"http://schemas.android.com/apk/res/android\" android:controlX1=\"0.4\" android:controlY1=\"0\" android:controlX2=\"0.2\" android:controlY2=\"1\"/>",
                [0.4, 0, 0.2, 1]
            ),
            ("a = android android:interpolator=\"@android:interpolator/fast_out_slow_in\"", [0.4, 0, 0.2, 1]),
        ])
    func wrapped(line: String, points: [Double]) {
        #expect(Self.controlPoints(line) == points)
    }

    /// A builder chain whose setter is refused is not read as its receiver alone: before, the
    /// paste fell back to `SpringForce()` and gave Android's default spring without a word.
    @Test func aRefusedChainIsNotReadAsItsStart() {
        var shell = Transcript()
        let reply = shell.reply("a = android SpringForce().setStiffness(-200f).setDampingRatio(0.5f)")
        #expect(reply.error?.contains("setStiffness's argument must be greater than 0 (got -200)") == true, "\(reply.error ?? reply.text)")
        #expect(shell.interpreter.session.curve(named: "a") == nil)
        #expect(!Platform.isReceiverOfAChain("SpringForce()", in: "val s = SpringForce()  // note"))
        #expect(Platform.isReceiverOfAChain("SpringForce()", in: "SpringForce()\n    .setStiffness(1f)"))
        #expect(!Platform.isReceiverOfAChain("spring()", in: "spring() ... more"))
    }

    /// UIView.AnimationCurve.easeInOut is (0.42, 0, 0.58, 1).
    @Test func propertyAnimatorWithANamedCurve() {
        #expect(Self.controlPoints("a = uikit UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut)") == [0.42, 0, 0.58, 1])
    }

    /// GSAP back.out(s): (p − 1)²((s + 1)(p − 1) + s) + 1, in an object's property.
    @Test func gsapEaseInAnObject() {
        PlatformReaderTests.matches("a = gsap ease: \"back.out(1.7)\",") { p in
            let q = p - 1
            return p == 0 ? 0 : q * q * (2.7 * q + 1.7) + 1
        }
    }

    /// Apple's Spring docs: bouncy is bounce 0.3 over 0.5 s; withAnimation's trailing closure is Swift, not the curve.
    @Test func swiftUIWithAnimationAndItsClosure() throws {
        let spring = try #require(PlatformReaderTests.spring("a = swiftui withAnimation(.spring(duration: 0.5, bounce: 0.3)) {"))
        expectClose(spring.stiffness, pow(2 * Double.pi / 0.5, 2), absolute: 1e-12, relative: 1e-12)
        expectClose(spring.dampingRatio, 0.7, absolute: 1e-12, relative: 1e-12)
    }

    /// Motion's spring transition as a property, with its trailing comma.
    @Test func motionTransitionProperty() throws {
        let spring = try #require(PlatformReaderTests.spring("a = motion transition: { type: \"spring\", stiffness: 300, damping: 20 },"))
        #expect(spring.stiffness == 300 && spring.damping == 20 && spring.mass == 1)
    }

    /// curves.dart FlippedCurve: 1 − c(1 − t); for a Cubic, the control points turned about (½, ½).
    @Test func flutterFlipped() {
        // Curves.easeIn is Cubic(0.42, 0, 1, 1).
        let flip: ([Double]) -> [Double] = { p in [1 - p[2], 1 - p[3], 1 - p[0], 1 - p[1]] }
        #expect(Self.controlPoints("a = flutter Curves.easeIn.flipped") == flip([0.42, 0, 1, 1]))
        #expect(Self.controlPoints("a = flutter Cubic(0.4, 0, 0.2, 1).flipped") == flip([0.4, 0, 0.2, 1]))
    }

    /// A paste with two values side by side is read as its first, ease-in = (0.42, 0, 1, 1); the
    /// note names the other.
    @Test func twoDefinitionsInAPasteReadTheFirst() throws {
        var transcript = Transcript()
        let reply = transcript.reply("a = css transition: opacity 0.2s ease-in, transform 0.3s ease-out;")
        #expect(reply.text.contains("the paste holds 2"), "\(reply.error ?? reply.text)")
        #expect(transcript.interpreter.session.curve(named: "a")?.curve == .bezier(try CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)))
    }

    /// Brackets left open wait for more lines; a trailing closure's brace does not.
    @Test func continuation() {
        var paste = PasteContinuation()
        #expect(paste.add("a = compose spring(") == nil)
        #expect(paste.add("    dampingRatio = 0.5f, // (bouncy") == nil)
        #expect(paste.add("    stiffness = 200f)") == "a = compose spring(\n    dampingRatio = 0.5f, // (bouncy\n    stiffness = 200f)")
        #expect(paste.add("a = swiftui withAnimation(.snappy) {") != nil)
        #expect(paste.add("list") == "list")
        #expect(paste.add("a = ease(") == "a = ease(", "not a platform paste: run as typed")
        var transcript = Transcript()
        let reply = transcript.reply("a = compose spring(\n    dampingRatio = 0.5f, // (bouncy\n    stiffness = 200f)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
    }

    /// Found by the command fuzzer: `a = flutter#(((` copied a curve named flutter while its
    /// canonical form `a = flutter` is refused; both are now the same refusal.
    @Test func aPlatformWordBeforeACommentIsStillThePlatform() {
        var transcript = Transcript()
        let plain = transcript.reply("a = flutter").error
        let commented = transcript.reply("a = flutter#(((").error
        #expect(plain?.contains("missing the Flutter code") == true, "\(plain ?? "")")
        #expect(commented == plain)
        #expect(transcript.interpreter.session.curves.isEmpty)
    }
}
