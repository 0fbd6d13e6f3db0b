import CurveKit
import Foundation
import Testing

@testable import Workbench

/// The native readers read their languages, not a list of forms: an Objective-C setter message
/// sets the property it names, a variable lives in the block it is declared in, a Compose
/// keyframe's value may be a Dp (and one of several components is refused by its type), and a
/// Flutter widget that gives one curve to two parameters is that curve. Each expectation comes
/// from the platform's rule, written in the test.
@Suite("Real world: native readers read the language")
struct NativeLanguageReadingTests {
    /// mikeMTOL/UIBarButtonItem-Badge UIBarButtonItem+Badge.m @ 007746ea6fba0bcf383c1791e998662be5f8e8f8:
    /// the badge's bounce is a CABasicAnimation whose duration and timing function are set by
    /// setter messages (`[anim setTimingFunction:…]`), the control points written as C floats
    /// (`.4f :1.3f :1.f :1.f`). A declared property `timingFunction` is set by the message
    /// `setTimingFunction:` (The Objective-C Programming Language, "Declared Properties"), so
    /// Core Animation paces the animation by cubic-bezier(0.4, 1.3, 1, 1); before, the animation
    /// was read as linear (no timingFunction seen). Names ours.
    @Test("an Objective-C setter message sets the property it names (not read as linear)")
    func objectiveCSetterMessages() {
        let file = """
            - (void)pulseCounter:(BOOL)animated
            {
                if (animated && self.pulses) {
                    CABasicAnimation * pulse = [CABasicAnimation animationWithKeyPath:@"transform.scale"];
                    [pulse setFromValue:[NSNumber numberWithFloat:1.5]];
                    [pulse setToValue:[NSNumber numberWithFloat:1]];
                    [pulse setDuration:0.2];
                    [pulse setTimingFunction:[CAMediaTimingFunction functionWithControlPoints:.4f :1.3f :1.f :1.f]];
                    [self.counter.layer addAnimation:pulse forKey:@"pulse"];
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("uikit", "Counter.m", file)
        #expect(reply.contains("took line 4 "), "\(reply)")
        #expect(!reply.contains("1 of 2"), "the timing function is part of the animation, not a definition of its own: \(reply)")
        RealWorldCorpus.expectBezier(curve, 0.4, 1.3, 1, 1)
    }

    /// A setter message wrapped over two lines, with a cast before the receiver of the inner
    /// send (C: a cast applies to the expression after it; the send goes on to its `]`).
    @Test("a setter message whose value is a cast message send over two lines")
    func objectiveCSetterOverLines() {
        let file = """
            CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation"];
            [spin setTimingFunction:(CAMediaTimingFunction *)[CAMediaTimingFunction
                functionWithControlPoints:0.25 :0.1 :0.25 :1]];
            """
        let (_, curve) = RealWorldCorpus.read("uikit", "Spin.m", file)
        RealWorldCorpus.expectBezier(curve, 0.25, 0.1, 0.25, 1)
    }

    /// enricocastelli/ColorCatcher ColorCatcher/Views/StrokeLayer.swift @ ae95bb054a44b57dc5ec8bca43bc139c7eea283d:
    /// a CABasicAnimation made in a lazy property's closure, its timing function set on the next
    /// line as `.init(controlPoints: 0.5, 0.2, 1, 2)`. Swift's implicit member expression takes
    /// the type the context expects, here `timingFunction`'s CAMediaTimingFunction, so the value is
    /// CAMediaTimingFunction(controlPoints: 0.5, 0.2, 1, 2) (The Swift Programming Language,
    /// "Implicit Member Expression"); before, the file gave no definition. Names ours.
    @Test("`.init(controlPoints:)` set on a timingFunction is a CAMediaTimingFunction")
    func implicitInitializerOfTheProperty() {
        let file = """
            final class TraceLayer: CAShapeLayer {
                lazy var draw: CABasicAnimation = {
                    let draw = CABasicAnimation(keyPath: "strokeEnd")
                    draw.timingFunction = .init(controlPoints: 0.5, 0.2, 1, 2)
                    draw.duration = 0.8
                    draw.fromValue = 0
                    draw.toValue = 1
                    return draw
                }()
            }
            """
        let (reply, curve) = RealWorldCorpus.read("uikit", "TraceLayer.swift", file)
        #expect(reply.contains("took line 3 "), "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.5, 0.2, 1, 2)
    }

    /// A local variable's scope is the block it is declared in (C and Swift alike): two methods
    /// that each declare `animation` hold two variables, and each method's later assignments
    /// belong to its own. Before, the first animation took both methods' timing functions and
    /// was refused as set twice, so only the second method's animation was listed.
    @Test("a variable's later assignments stop at the end of its block")
    func assignmentsStayInTheirBlock() {
        let file = """
            - (void)show {
                CABasicAnimation *animation = [CABasicAnimation animationWithKeyPath:@"opacity"];
                animation.duration = 0.3;
                animation.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseOut];
                [self.layer addAnimation:animation forKey:nil];
            }
            - (void)hide {
                CABasicAnimation *animation = [CABasicAnimation animationWithKeyPath:@"opacity"];
                animation.duration = 0.3;
                animation.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseIn];
                [self.layer addAnimation:animation forKey:nil];
            }
            """
        // kCAMediaTimingFunctionEaseOut is (0, 0, 0.58, 1) and EaseIn (0.42, 0, 1, 1) (CAMediaTimingFunction.h).
        RealWorldCorpus.expectFileBezier("uikit", "Fade.m", file, at: 1, line: 2, 0, 0, 0.58, 1)
        RealWorldCorpus.expectFileBezier("uikit", "Fade.m", file, at: 2, line: 8, 0.42, 0, 1, 1)
    }

    /// XayahSuSuSu/Android-DataBackup source/app/src/main/java/com/xayah/databackup/ui/component/Animation.kt
    /// @ 37a3e8f7452a122187c0d2551370a88be26a75af: a wobble of a Dp offset, `keyframes { … }` with
    /// a keyframe every 25 ms of 300 (`(-10).dp at 25 with FastOutSlowInEasing`, …) that ends
    /// where it starts. Compose ui-unit: `Int.dp` is `Dp(toFloat())` and Dp.VectorConverter
    /// animates that one number; KeyframesSpec eases each interval by the easing of the keyframe
    /// that starts it, FastOutSlowInEasing = CubicBezierEasing(0.4, 0, 0.2, 1). The values end where
    /// they start, so the curve is the offset itself. Before, the file was refused (or, in a
    /// call's argument, read as FastOutSlowInEasing alone). Names ours.
    @Test("Compose keyframes of Dp values are read as the numbers they animate")
    func composeKeyframesOfDp() {
        let values: [Double] = [0, -10, 0, 10, 0, -8, 0, 8, 0, -5, 0, 5, 0]
        let keys = values.enumerated().map { index, value in
            let written = value < 0 ? "(\(Int(value))).dp" : "\(Int(value)).dp"
            return "            \(written) at \(index * 25) with FastOutSlowInEasing"
        }
        let file = """
            @Composable
            fun <T> wobble(targetState: T): State<Dp> {
                val transition = updateTransition(targetState, label = "wobble")
                return transition.animateDp(transitionSpec = {
                    keyframes {
                        durationMillis = 300
            \(keys.joined(separator: "\n"))
                    }
                }, label = "wobble", targetValueByState = { _ -> 0.dp })
            }
            """
        let (reply, curve) = RealWorldCorpus.read("compose", "Wobble.kt", file)
        #expect(reply.contains("took line 5 "), "\(reply)")
        let easing = RealWorldCorpus.cubicBezier(0.4, 0, 0.2, 1)
        RealWorldCorpus.expectValues(curve) { x in
            let segment = min(Int(x * 12), 11)
            let start = Double(segment) / 12
            return values[segment] + (values[segment + 1] - values[segment]) * easing((x - start) * 12)
        }
    }

    /// The same keyframes as an argument of a call whose end value is known only at run time
    /// (`animateDpAsState(targetValue = target, …)`, no keyframe at durationMillis): refused with
    /// that reason, never read as the easing inside it.
    @Test("Compose keyframes refused inside a call are not read as the easing inside them")
    func composeKeyframesRefusedInsideACall() {
        let file = """
            val lift by animateDpAsState(
                targetValue = target,
                animationSpec = keyframes {
                    durationMillis = 600
                    0.dp at 0 using FastOutSlowInEasing
                    48.dp at 300
                }
            )
            """
        RealWorldCorpus.expectRefusal("compose", "Lift.kt", file, mentioning: "without a keyframe at durationMillis")
    }

    /// Compose's `animateColor` with `keyframes { Color.Red at 0 using … }`: each of a Color's
    /// components moves on the keyframes' times and easings (ColorVectorConverter converts to
    /// four components), but not in step, so there is no one progress curve; refused naming
    /// the type, never linear.
    @Test("Compose keyframes of Colors are refused naming the value type")
    func composeKeyframesOfColors() {
        let file = """
            val tint by pulse.animateColor(
                initialValue = Color.Red,
                targetValue = Color.Green,
                animationSpec = infiniteRepeatable(
                    animation = keyframes {
                        durationMillis = 2000
                        Color.Red at 0 using LinearOutSlowInEasing
                        Color.Green at 500 using FastOutLinearInEasing
                        Color.Blue at 2000
                    }
                )
            )
            """
        RealWorldCorpus.expectRefusal("compose", "Tint.kt", file, mentioning: "Compose keyframes of Color values (Color.Red) are not read")
    }

    /// aymendn/TeleQuest lib/widgets/custom_animation_switcher.dart @ af5e72e351dc07737b01cde5d10bca305e7ff18c:
    /// an AnimatedSwitcher with `switchInCurve: Curves.easeInOut, switchOutCurve: Curves.easeInOut`.
    /// Both parameters take Cubic(0.42, 0, 0.58, 1) (curves.dart), so the paste is that one curve,
    /// named by both parameters; before, it was refused as two definitions. Names ours.
    @Test("a Flutter widget that gives one curve to two parameters is that curve")
    func flutterOneCurveTwice() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(
            """
            a = flutter AnimatedSwitcher(
              switchInCurve: Curves.easeInOut,
              switchOutCurve: Curves.easeInOut,
              duration: const Duration(milliseconds: 150),
              transitionBuilder: (Widget child, Animation<double> animation) =>
                  FadeTransition(opacity: animation, child: child),
              child: child,
            )
            """)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("switchInCurve: Curves.easeInOut and switchOutCurve: Curves.easeInOut are one curve"), "\(reply.text)")
        RealWorldCorpus.expectBezier(transcript.interpreter.session.curve(named: "a")?.curve, 0.42, 0, 0.58, 1)
    }

    @Test("two different curves in one Flutter widget: the first is read, the other named by its parameter")
    func flutterTwoCurvesNamed() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(
            "a = flutter AnimatedSwitcher(duration: const Duration(milliseconds: 250), switchInCurve: Curves.easeOut, switchOutCurve: Curves.easeIn, child: child)"
        )
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(
            reply.text.contains("read the first, switchInCurve: Curves.easeOut; not read: switchOutCurve: Curves.easeIn"), "\(reply.text)")
    }
}
