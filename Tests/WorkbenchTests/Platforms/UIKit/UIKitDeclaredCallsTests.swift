import Testing

@testable import Platforms
@testable import Workbench

/// UIKit's and Core Animation's calls bound against UIKitAPI's declarations: arguments by the
/// labels Apple's pages give, the others refused with the ones accepted.
@Suite("uikit: calls bound against their declarations")
struct UIKitDeclaredCallsTests {
    static func error(_ paste: String) -> String? {
        var transcript = Transcript(width: 1000)
        return transcript.reply("a = uikit " + paste).error
    }

    @Test func aFifthControlPointNumberIsRefused() {
        #expect(
            Self.error("CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1, 0.5)")?
                .contains("CAMediaTimingFunction takes 4 arguments by position (controlPoints, c1y, c2x, c2y); this is one more") == true)
    }

    @Test func threeControlPointNumbersAreRefused() {
        #expect(
            Self.error("CAMediaTimingFunction(controlPoints: 0.2, 0, 0)")?
                .contains("CAMediaTimingFunction(controlPoints:) takes four numbers: c1x, c1y, c2x, c2y") == true)
    }

    /// The reader refuses a label UIKit does not have (a paste falls back to the value inside it,
    /// `.easeOut`, and says so); it used to read the call as the curve it names, the misspelt
    /// label unnoticed.
    @Test func aPropertyAnimatorLabelUIKitDoesNotHaveIsRefusedWithTheOnesItHas() throws {
        var code = SourceCode("UIViewPropertyAnimator(duration: 0.3, curve: .easeOut, animation: {})")
        let node = try code.onlyValue()
        #expect {
            _ = try UIKitReader.read(node, code)
        } throws: { error in
            (error as? CommandError)?.message
                == "UIViewPropertyAnimator has no parameter 'animation'; it takes duration, curve, controlPoint1, controlPoint2, dampingRatio, timingParameters, animations"
        }
    }

    @Test func springDurationAndBounceTakeTheirDeclaredDefaults() throws {
        var transcript = Transcript()
        #expect(transcript.reply("a = uikit UIView.animate(springDuration: 0.5) { }").error == nil)
        #expect(transcript.reply("b = uikit UISpringTimingParameters(duration: 0.5, bounce: 0)").error == nil)
        let a = try #require(transcript.interpreter.session.curve(named: "a")).curve
        let b = try #require(transcript.interpreter.session.curve(named: "b")).curve
        for x in [0.1, 0.3, 0.6, 0.9] { #expect(abs(a.value(at: x) - b.value(at: x)) < 1e-12) }
    }
}

/// UIViewPropertyAnimator plays its cubic over its `duration` (Apple's UIViewPropertyAnimator
/// page: `init(duration:curve:animations:)`, "duration: The duration of the animation, in
/// seconds"); the duration is kept with the curve, as a CSS transition's is.
@Suite("uikit: a property animator's duration kept with its curve")
struct UIKitPropertyAnimatorDurationTests {
    static func timing(_ paste: String) -> CurveTiming? {
        var transcript = Transcript(width: 1000)
        _ = transcript.reply("a = uikit " + paste)
        return transcript.interpreter.session.curve(named: "a")?.timing
    }

    @Test(arguments: [
        "UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)",
        "UIViewPropertyAnimator(duration: 0.3, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))",
        "UIViewPropertyAnimator(duration: 0.3, timingParameters: UICubicTimingParameters(animationCurve: .easeIn))",
    ])
    func aCubicKeepsTheAnimatorsDuration(paste: String) {
        #expect(Self.timing(paste)?.duration == 0.3, "\(paste)")
    }

    @Test func aDurationTheCodeComputesIsLeftToIt() {
        #expect(Self.timing("UIViewPropertyAnimator(duration: base * 2, curve: .easeOut)")?.duration == nil)
    }
}
