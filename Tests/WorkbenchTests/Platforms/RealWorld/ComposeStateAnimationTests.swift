import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Compose's state animations, `animateFloatAsState(targetValue, animationSpec, …)` and its
/// siblings: the spec they are given, else their default `spring()`, damping ratio 1 and
/// stiffness 1500 on a unit mass (androidx AnimateAsState.kt, AnimationSpec.kt `spring`).
@Suite("Real world: Compose state animations")
struct ComposeStateAnimationTests {
    /// cholwell/compose-animation-workshop app/src/main/java/com/thetrainline/compose_animation_workshop/animations/AnimateAsState.kt
    /// @ 049ba7b510204510e1eaef377f3fe94ab7b87a77: `animateFloatAsState(targetValue = …, label
    /// = …)` with no animationSpec, beside the state it follows.
    @Test func aStateAnimationWithoutASpecPlaysTheDefaultSpring() {
        let file = """
            var dimTarget by remember {
                mutableFloatStateOf(0f)
            }
            val dim by animateFloatAsState(targetValue = dimTarget, label = "dim")
            """
        let (reply, curve) = RealWorldCorpus.read("compose", "Dim.kt", file)
        #expect(reply.contains("without an animationSpec plays spring()"), "\(reply)")
        RealWorldCorpus.expectMotion(curve, mass: 1, stiffness: 1500, damping: 2 * 1500.0.squareRoot())
    }

    /// A spec given by position, second after the target, is the one played.
    @Test func aSpecGivenSecondIsPlayed() {
        let (_, curve) = RealWorldCorpus.read(
            "compose", "Grow.kt", "val size by animateDpAsState(targetWidth, tween(300, easing = LinearEasing))")
        RealWorldCorpus.expectValues(curve) { $0 }
    }

    /// YangQiRen/ComposeBook01 app/src/main/java/com/example/composebook01/ui/LaunchEffectAnimation.kt
    /// @ 7205423f24641f6db17ae4e9ac6246fe8a1af118: `val level = remember { Animatable(0f) }`, then
    /// `level.animateTo(count.toFloat())` with no spec: Animatable's defaultSpringSpec,
    /// SpringSpec(visibilityThreshold = …), damping ratio 1 and stiffness 1500 (Animatable.kt).
    @Test func anAnimatableAnimatedWithoutASpecPlaysItsDefaultSpring() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "compose",
            """
            val level = remember {
                Animatable(0f)
            }
            LaunchedEffect(key1 = count) {
                level.animateTo(count.toFloat())
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectMotion(curve, mass: 1, stiffness: 1500, damping: 2 * 1500.0.squareRoot())
        // Another object's animateTo (a swipeable state's) plays that state's own spec: not read so.
        let (_, other, _) = PlayedDefinitionTests.paste("compose", "sheet.animateTo(Expanded)")
        #expect(other != nil)
    }
}
