import CurveKit
import Foundation
import Testing

@testable import Workbench

/// `val x by infiniteTransition.animateFloat(initialValue, targetValue, animationSpec =
/// infiniteRepeatable(animation = …, repeatMode = …))` (androidx compose animation-core
/// InfiniteTransition.kt, AnimationSpec.kt): each pass plays the repeated spec's own curve;
/// the repetition (and RepeatMode.Reverse) does not change it and is said beside it.
@Suite("Real world: Compose infinite transitions")
struct ComposeInfiniteTransitionTests {
    /// tessmerandre/kinzoo-android-challenge app/src/main/java/com/vimal/kinzooandroidchallenge/util/InfiniteTransition.kt
    /// @ 4af5cdf6273dda4f5a1b8f06244e26d7167e7768: an alpha 1 → 0 by
    /// `tween(durationMillis = 700, easing = FastOutLinearInEasing)`, reversed every other pass.
    @Test func repeatedTweenIsItsEasingWithTheRepeatSaid() {
        let file = """
            @Composable
            fun fadingAlpha(): Float {
                val transition = rememberInfiniteTransition()
                val alpha by transition.animateFloat(
                    initialValue = 1f,
                    targetValue = 0f,
                    animationSpec = infiniteRepeatable(
                        animation = tween(
                            durationMillis = 700,
                            easing = FastOutLinearInEasing
                        ),
                        repeatMode = RepeatMode.Reverse
                    )
                )
                return alpha
            }
            """
        var transcript = Transcript(files: ["InfiniteTransition.kt": file], width: 1000)
        let reply = transcript.reply("a = compose file=InfiniteTransition.kt")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("every other pass backwards (RepeatMode.Reverse): one pass is read"), "\(reply.text)")
        let named = transcript.interpreter.session.curve(named: "a")
        RealWorldCorpus.expectValues(named?.curve, RealWorldCorpus.cubicBezier(0.4, 0, 1, 1))
        #expect(named?.timing?.duration == 0.7)
    }

    /// A `keyframes { … }` spec without keyframes at 0 and at its duration starts from the
    /// transition's initialValue and ends at its targetValue (KeyframesSpec), linear between
    /// keys that name no easing: here 0.3 → 0.7 at 400 ms → 0.4 at 800 ms → 1 at 1200 ms.
    @Test func keyframesTakeTheTransitionsEnds() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(
            "a = compose infiniteTransition.animateFloat(initialValue = 0.3f, targetValue = 1f, animationSpec = infiniteRepeatable(animation = keyframes { durationMillis = 1200; 0.7f at 400; 0.4f at 800 }, repeatMode = RepeatMode.Reverse), label = \"pulse\")"
        )
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("start at the initial value 0.3 and end at the target value 1"), "\(reply.text)")
        let times = [0, 400.0 / 1200, 800.0 / 1200, 1], values = [0.3, 0.7, 0.4, 1]
        RealWorldCorpus.expectValues(transcript.interpreter.session.curve(named: "a")?.curve) { x in
            let index = min(times.lastIndex { $0 <= x } ?? 0, 2)
            let value = values[index] + (values[index + 1] - values[index]) * (x - times[index]) / (times[index + 1] - times[index])
            return (value - 0.3) / 0.7
        }
    }

    /// Euramerica/iTrueque-Android app/src/main/java/com/example/itrueque/ui/animation/InfiniteScaleAnimation.kt
    /// @ afa679fb11f10f11f9eaee4a2ffcf069b793f00c: the ends and the duration are the function's
    /// parameters, known only where it is called: refused, saying so.
    @Test func endsThatAreParametersAreRefused() {
        let file = """
            @Composable
            fun pulsingScale(duration: Int, initialValue: Float, targetValue: Float): Float {
                val infiniteTransition = rememberInfiniteTransition()
                val scale by infiniteTransition.animateFloat(
                    initialValue = initialValue,
                    targetValue = targetValue,
                    animationSpec = infiniteRepeatable(
                        animation = keyframes {
                            durationMillis = duration
                        },
                        repeatMode = RepeatMode.Reverse
                    )
                )
                return scale
            }
            """
        RealWorldCorpus.expectRefusal("compose", "InfiniteScaleAnimation.kt", file, "is a parameter or a variable")
    }
}
