import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Jetpack Compose as real projects write it. Compose Spring.kt: DampingRatioMediumBouncy 0.5f,
/// StiffnessLow 200f, StiffnessMedium 1500f; spring(…) and SpringSpec(…) take (dampingRatio,
/// stiffness, visibilityThreshold), mass 1, so c = 2ζ√k (animation-core SpringSimulation.kt).
@Suite("Real world: Compose")
struct ComposeRealWorldTests {
    /// yasinkacmaz/jetflix app/src/main/java/com/yasinkacmaz/jetflix/util/animation/JetflixAnimations.kt
    /// @ 9915566553de68e8471e47febd6ff61f7eaa98ff: imports of Spring and spring, then a spring
    /// with named constants and a visibility threshold over several lines.
    @Test func springWithConstantsAfterImports() {
        let file = """
            package com.example.app.animation

            import androidx.compose.animation.core.Spring
            import androidx.compose.animation.core.spring

            val bouncyEnter = spring(
                dampingRatio = Spring.DampingRatioMediumBouncy,
                stiffness = Spring.StiffnessLow,
                visibilityThreshold = 0.001f,
            )
            """
        let (reply, curve) = RealWorldCorpus.read("compose", "Anim.kt", file)
        #expect(reply.contains("took line 6"), "\(reply)")
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 200, damping: 2 * 0.5 * 200.0.squareRoot())
    }

    /// NoelChew/android-dev-challenge-compose-week-4 app/src/main/java/com/example/androiddevchallenge/ui/theme/Animation.kt
    /// @ 4a83c6f41ce72a00f18135773e8d9a9d67b870c7: a SpringSpec built directly, arguments out of order.
    @Test func springSpecConstructor() {
        let file = """
            package com.example.theme

            import androidx.compose.animation.core.Spring
            import androidx.compose.animation.core.SpringSpec

            val sharedSpec = SpringSpec(stiffness = Spring.StiffnessMedium, dampingRatio= Spring.DampingRatioMediumBouncy, visibilityThreshold = null)
            """
        let (_, curve) = RealWorldCorpus.read("compose", "Animation.kt", file)
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 1500, damping: 2 * 0.5 * 1500.0.squareRoot())
    }

    /// ruskaof/MYT app/src/main/java/com/ruskaof/myt/presentation/easings/CustomEasing.kt
    /// @ 99c27e9f3236592be021b6ecd8df12d0af28bb91: no package line, two imports, one typed
    /// val. CubicBezierEasing (Easing.kt) is the cubic Bézier through its two control points.
    @Test func typedCubicBezierEasing() {
        let file = """
            import androidx.compose.animation.core.CubicBezierEasing
            import androidx.compose.animation.core.Easing

            val SlowStart: Easing = CubicBezierEasing(0.64f, 0f, 0.78f, 0f)
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("compose", "CustomEasing.kt", file).curve, [0.64, 0, 0.78, 0])
    }

    static let expressiveFile = """
        package com.example.core.components

        import androidx.compose.animation.core.CubicBezierEasing
        import androidx.compose.animation.core.Easing

        /**
         * Material 3 expressive easings, no android.graphics.Path.
         */
        object Expressive {
            val Emphasized: Easing = CubicBezierEasing(0.2f, 0f, 0f, 1f)

            // ⏩ accelerate: slow first, fast at the end
            val EmphasizedAccelerate: Easing = CubicBezierEasing(0.3f, 0f, 0.8f, 0.15f)

            // 🛑 decelerate: fast first, slow at the end
            val EmphasizedDecelerate: Easing = CubicBezierEasing(0.05f, 0.7f, 0.1f, 1f)
        }
        """

    /// ShanuDevCodes/KITO composeApp/src/commonMain/kotlin/com/kito/core/presentation/components/ExpressiveEasing.kt
    /// @ e76256ba91495795d951223c208dd208bd4471c6: three easings in an object after a KDoc,
    /// comments with emoji between them; each picked by at=.
    @Test func threeEasingsInAnObject() {
        let (reply, curve) = RealWorldCorpus.read("compose", "ExpressiveEasing.kt", Self.expressiveFile, at: 2)
        #expect(reply.contains("line 13"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.3, 0, 0.8, 0.15])
        RealWorldCorpus.expectBezier(
            RealWorldCorpus.read("compose", "ExpressiveEasing.kt", Self.expressiveFile, at: 3).curve, [0.05, 0.7, 0.1, 1])
    }

    /// dogeby/tag-player app/src/main/java/com/dogeby/tagplayer/ui/theme/Motion.kt
    /// @ b544d7d24c898f1c4358eee58f80257a1b2b5293: Float literals with a capital F, then
    /// duration constants that are not easings.
    @Test func capitalFloatSuffixes() {
        let file = """
            package com.example.player.ui.theme

            import androidx.compose.animation.core.CubicBezierEasing

            val DecelerateIn = CubicBezierEasing(0.05F, 0.7F, 0.1F, 1F)
            val AccelerateOut = CubicBezierEasing(0.3F, 0F, 0.8F, 0.15F)

            const val LongDuration = 400
            const val ShortDuration = 200
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("compose", "Motion.kt", file, at: 1).curve, [0.05, 0.7, 0.1, 1])
    }

    static let visibilityFile = """
        package com.example.animation

        import androidx.compose.animation.AnimatedVisibility
        import androidx.compose.animation.core.LinearOutSlowInEasing
        import androidx.compose.animation.core.tween
        import androidx.compose.animation.slideInVertically
        import androidx.compose.animation.slideOutVertically
        import androidx.compose.runtime.Composable

        @Composable
        fun SlidingText(visible: Boolean) {
            AnimatedVisibility(
                visible = visible,
                enter = slideInVertically(
                    initialOffsetY = { height -> height },
                    animationSpec = tween(
                        durationMillis = 2500,
                        easing = LinearOutSlowInEasing
                    )
                ),
                exit = slideOutVertically(
                    targetOffsetY = { height -> height },
                    animationSpec = tween(
                        durationMillis = 2500,
                        easing = LinearOutSlowInEasing
                    )
                )
            ) {
                Text(text = "Hello")
            }
        }
        """

    /// elye/demo_android_jetpack_compose_animation app/src/main/java/com/example/composeanimation/AnimateVisibility.kt
    /// @ 943cf6c608aa2caead6004f64c2ebca0dfc4922f: the easing imported by name, then two
    /// tweens nested in enter and exit transitions: the import is not a definition; each tween is
    /// LinearOutSlowInEasing, (0, 0, 0.2, 1) in Easing.kt.
    @Test func tweensNestedInEnterAndExit() {
        let (reply, curve) = RealWorldCorpus.read("compose", "AnimateVisibility.kt", Self.visibilityFile, at: 2)
        #expect(!reply.contains("line 4"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0, 0, 0.2, 1])
    }

    /// kriksD/DiaryView src/main/kotlin/AppearDisappearAnimation.kt @ 1fb07aa3219f3c5302925628a4b769346749cbc9:
    /// a tween with a duration and no easing, nested in fadeIn: tween's default easing is
    /// FastOutSlowInEasing (AnimationSpec.kt), (0.4, 0, 0.2, 1).
    @Test func tweenWithoutAnEasing() {
        let file = """
            import androidx.compose.animation.*
            import androidx.compose.animation.core.*
            import androidx.compose.runtime.*

            @Composable
            fun FadeInOut(visible: Boolean, duration: Int = 250, content: @Composable () -> Unit) {
                AnimatedVisibility(
                    visible = visible,
                    enter = fadeIn(
                        animationSpec = tween(
                            durationMillis = duration,
                        ),
                    ),
                ) {
                    content()
                }
            }
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("compose", "FadeInOut.kt", file).curve, [0.4, 0, 0.2, 1])
    }

    /// android/animation-samples MotionCompose/app/src/main/java/com/example/android/compose/motion/demo/custom/CustomCanvasAnimation.kt
    /// @ df3196dabfc0a6c04b13d343570b2fc3aec6d0dc: a private typed SpringSpec<Float> after a
    /// composable: DampingRatioMediumBouncy 0.5, StiffnessLow 200.
    @Test func privateTypedSpringSpec() {
        let file = """
            package com.example.motion.custom

            import androidx.compose.animation.core.Spring
            import androidx.compose.animation.core.SpringSpec
            import androidx.compose.animation.core.spring

            @Composable
            fun Bubble(modifier: Modifier = Modifier) {
                Canvas(modifier = modifier) {
                    drawCircle(color = Color.Red)
                }
            }

            private val wobbleSpec: SpringSpec<Float> = spring(
                dampingRatio = Spring.DampingRatioMediumBouncy,
                stiffness = Spring.StiffnessLow
            )
            """
        RealWorldCorpus.expectRatio(RealWorldCorpus.read("compose", "Bubble.kt", file).curve, stiffness: 200, dampingRatio: 0.5)
    }

    static let sharedAxisFile = """
        package com.example.motion.sharedaxis

        import androidx.compose.animation.core.FastOutLinearInEasing
        import androidx.compose.animation.core.FiniteAnimationSpec
        import androidx.compose.animation.core.LinearOutSlowInEasing
        import androidx.compose.animation.core.tween

        @Composable
        private fun <T> AxisSwitch(target: T, content: @Composable (T) -> Unit) {
            val exitMillis = 90
            val enterMillis = 210

            // The spec for outgoing elements.
            fun <T> exitSpec(): FiniteAnimationSpec<T> =
                tween(
                    durationMillis = exitMillis,
                    easing = FastOutLinearInEasing
                )

            // The spec for incoming elements.
            fun <T> enterSpec(): FiniteAnimationSpec<T> =
                tween(
                    // Incoming elements start when the outgoing ones are gone.
                    delayMillis = exitMillis,
                    durationMillis = enterMillis,
                    easing = LinearOutSlowInEasing
                )
        }
        """

    /// android/animation-samples MotionCompose/app/src/main/java/com/example/android/compose/motion/demo/sharedaxis/SharedAxisDemo.kt
    /// @ df3196dabfc0a6c04b13d343570b2fc3aec6d0dc: local functions returning tweens, the second
    /// with a comment among its arguments: FastOutLinearInEasing (0.4, 0, 1, 1) and
    /// LinearOutSlowInEasing (0, 0, 0.2, 1).
    @Test func tweensReturnedByLocalFunctions() {
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("compose", "AxisSwitch.kt", Self.sharedAxisFile, at: 1).curve, [0.4, 0, 1, 1])
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("compose", "AxisSwitch.kt", Self.sharedAxisFile, at: 2).curve, [0, 0, 0.2, 1])
    }

    /// android/animation-samples MotionCompose/app/src/main/java/com/example/android/compose/motion/demo/fade/FadeDemo.kt
    /// @ df3196dabfc0a6c04b13d343570b2fc3aec6d0dc: a ContentTransform whose exit is a `snap`
    /// and whose enter is a tween with a comment above its easing: the tween is the curve.
    @Test func tweenBesideASnap() {
        let file = """
            package com.example.motion.fade

            import androidx.compose.animation.core.LinearOutSlowInEasing
            import androidx.compose.animation.core.snap
            import androidx.compose.animation.core.tween

            private fun crossFade(durationMillis: Int = 300): AnimatedContentScope<Int>.() -> ContentTransform {
                return {
                    ContentTransform(
                        // The old content stays until the new one is opaque.
                        initialContentExit = fadeOut(animationSpec = snap(delayMillis = durationMillis)),
                        targetContentEnter = fadeIn(
                            animationSpec = tween(
                                durationMillis = durationMillis,
                                // Incoming elements slow in.
                                easing = LinearOutSlowInEasing
                            )
                        )
                    )
                }
            }
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("compose", "CrossFade.kt", file).curve, [0, 0, 0.2, 1])
    }

    /// anlonglong/JetpackComposeBookLearn app/src/main/java/com/longlong/an/jetpackcomposebooklearn/chapter7/CustomerAnimation1Activity.kt
    /// @ 0a724b91a74ff67ba427e633758c646b231374f6: a spring passed to animateFloatAsState in a
    /// composable inside an Activity: DampingRatioHighBouncy 0.2, StiffnessMedium 1500.
    @Test func springInAnimateFloatAsState() {
        let file = """
            package com.example.book.chapter7

            import android.os.Bundle
            import androidx.activity.ComponentActivity
            import androidx.compose.animation.core.Spring
            import androidx.compose.animation.core.animateFloatAsState
            import androidx.compose.animation.core.spring
            import androidx.compose.runtime.Composable

            class SpringDemoActivity : ComponentActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                }

                @Composable
                fun Wobble() {
                    val scale = animateFloatAsState(
                        targetValue = 1f,
                        animationSpec = spring(
                            dampingRatio = Spring.DampingRatioHighBouncy,
                            stiffness = Spring.StiffnessMedium
                        )
                    )
                }
            }
            """
        RealWorldCorpus.expectRatio(
            RealWorldCorpus.read("compose", "SpringDemoActivity.kt", file).curve, stiffness: 1500, dampingRatio: 0.2)
    }
    /// Phong-Kaster/Jetpack-Compose app/src/main/java/com/example/jetpack/ui/fragment/animation/component/TweenAnimationExample.kt
    /// @ cbbc07e57860d6ee362c896535482cbe2364a319: a tween whose arguments each carry a
    /// trailing `//` comment, then a label: LinearEasing is y = x.
    @Test func tweenWithTrailingCommentsOnItsArguments() {
        let file = """
            package com.example.demo.animation

            import androidx.compose.animation.core.LinearEasing
            import androidx.compose.animation.core.animateDpAsState
            import androidx.compose.animation.core.tween

            @Preview
            @Composable
            fun TweenDemo() {
                var size by remember { mutableStateOf(100.dp) }
                val animatedSize by animateDpAsState(
                    targetValue = size,
                    animationSpec = tween(
                        durationMillis = 1000, // one second
                        easing = LinearEasing // or another curve
                    ), label = "Tween"
                )
            }
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("compose", "TweenDemo.kt", file).curve) { $0 }
    }

    /// RobyCeo/tp5_jetpack_test Jetpack/Jetpack/app/src/main/java/com/example/jetpack_test_git_roberto/TestAnimationScreen.kt
    /// @ 0037391583525bbc891fd3c2cdaa857b59646437: wildcard imports, then a tween inside
    /// infiniteRepeatable with RepeatMode.Reverse: each run is the tween's LinearEasing.
    @Test func tweenInsideInfiniteRepeatable() {
        let file = """
            import androidx.compose.animation.core.*
            import androidx.compose.foundation.layout.*

            @Composable
            fun PulseScreen() {
                val pulse = rememberInfiniteTransition()
                val size = pulse.animateFloat(
                    initialValue = 40f,
                    targetValue = 120f,
                    animationSpec = infiniteRepeatable(
                        animation = tween(1000, easing = LinearEasing),
                        repeatMode = RepeatMode.Reverse
                    )
                ).value
            }
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("compose", "PulseScreen.kt", file).curve) { $0 }
    }

    /// imamyusupb/Project-Seino app/src/main/java/com/seinoindomobil/dev/epod/core/util/Animation.kt
    /// @ e77babf543c893e44c2008ef0105ffe9fcedc00b: a composable function in an object returning
    /// an infinite transition whose tween has a delay and FastOutLinearInEasing (0.4, 0, 1, 1).
    @Test func tweenWithADelayInAnObject() {
        let file = """
            package com.example.core.util

            import androidx.compose.animation.core.*
            import androidx.compose.runtime.Composable
            import androidx.compose.runtime.State

            object Pulse {
                @Composable
                fun floatState(): State<Float> {
                    val transition = rememberInfiniteTransition()
                    return transition.animateFloat(
                        initialValue = 20.0f,
                        targetValue = 40.0f,
                        animationSpec = infiniteRepeatable(
                            animation = tween(
                                durationMillis = 800,
                                delayMillis = 100,
                                easing = FastOutLinearInEasing
                            ),
                            repeatMode = RepeatMode.Reverse
                        )
                    )
                }
            }
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("compose", "Pulse.kt", file).curve, [0.4, 0, 1, 1])
    }

    /// SantipBarber/JetpackComposeCatalog app/src/main/java/com/freelosophy/jetpackcomposecatalog/ui/animations/SizeAnimation.kt
    /// @ e82dda3a1c59430e441fc7b492a3d0239b727b43: `tween(durationMillis = 2_000)`, a Kotlin
    /// number with an underscore and no easing (FastOutSlowInEasing by default), beside a
    /// finishedListener lambda.
    @Test func tweenWithAnUnderscoreInItsDuration() {
        let file = """
            package com.example.catalog.animations

            import androidx.compose.animation.core.animateDpAsState
            import androidx.compose.animation.core.tween

            @Composable
            fun GrowingBox() {
                var small by rememberSaveable { mutableStateOf(true) }
                val size by animateDpAsState(
                    targetValue =  if (small) 40.dp else 240.dp,
                    animationSpec = tween(durationMillis = 2_000),
                    finishedListener = { if (!small) small = true }
                )
            }
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("compose", "GrowingBox.kt", file).curve, [0.4, 0, 0.2, 1])
    }
}
