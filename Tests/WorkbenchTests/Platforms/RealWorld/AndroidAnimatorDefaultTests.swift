import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Property animators that set no interpolator: `ValueAnimator` paces every animator with its
/// default, `AccelerateDecelerateInterpolator` (AOSP ValueAnimator `sDefaultInterpolator`),
/// and between two values (or from the current value to one) the progress is that
/// interpolator whatever the values are. Each case keeps the forms of the file cited.
@Suite("Real world: Android animators without an interpolator")
struct AndroidAnimatorDefaultTests {
    /// saputrakmdn/androidlatihananimasi …/activitiesAnimation/MajuMundur.kt
    /// @ 3c172df66dac51e8d1ad9b2995b6609975cf2205: a `ValueAnimator.ofFloat(0f, -height)` whose
    /// update listener moves two views; repeat mode, count and duration are set on later lines,
    /// no interpolator. The value the listener declares (`val y = …`) is no curve of its own.
    @Test func aValueAnimatorWithOnlyItsDurationSet() {
        let file = """
            class Seesaw: BaseActivity() {
                override fun onLaunch() {
                    val rock = ValueAnimator.ofFloat(0f, -screenHeight)
                    rock.addUpdateListener {
                        val y = it.animatedValue as Float
                        boat.translationY = y
                    }
                    rock.repeatMode = ValueAnimator.REVERSE
                    rock.repeatCount = 3
                    rock.duration = 500L
                    rock.start()
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("android", "Seesaw.kt", file)
        #expect(reply.contains("AccelerateDecelerateInterpolator"), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.AOSP.accelerateDecelerate)
    }

    /// salomirc/Animations app/src/main/java/com/example/animations/MainActivity.kt
    /// @ ace4d207ddd3fd0b638b196fecde724425cf3967: `ObjectAnimator.ofFloat(view, "translationY",
    /// 100f * density).apply { duration = 2000; start() }`: one value known at run time (the
    /// animator runs from the current value to it), an `apply` block that sets no interpolator.
    @Test func anObjectAnimatorAppliedWithoutAnInterpolator() {
        let file = """
            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                scale = resources.displayMetrics.density
                ObjectAnimator.ofFloat(logo, "translationY", 100f * scale).apply {
                    duration = 2000
                    start()
                }
            }
            """
        let (_, curve) = RealWorldCorpus.read("android", "Home.kt", file)
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.AOSP.accelerateDecelerate)
    }

    /// The same animator whose `apply` block sets `interpolator = LinearInterpolator()` plays that.
    @Test func anAppliedInterpolatorWins() {
        let file = """
            ObjectAnimator.ofFloat(logo, "alpha", 0f, 1f).apply {
                interpolator = LinearInterpolator()
                duration = 300
            }
            """
        let (_, curve) = RealWorldCorpus.read("android", "Fade.kt", file)
        RealWorldCorpus.expectValues(curve) { $0 }
    }

    /// andreytumarinson/Android-Animations-Sample app/src/main/java/com/example/androidanimations/ObjectAnimatorFragment.kt
    /// @ a4ff9e6288e727adfcdaca10957855fdbb6c2a83: two animators without interpolators played
    /// by an AnimatorSet whose interpolator is set on a later line. AnimatorSet.setInterpolator
    /// gives it to every child, so the curve is DecelerateInterpolator(), 1 − (1 − t)², not the
    /// animators' default.
    @Test func aSetsInterpolatorReplacesTheDefault() {
        let file = """
            val wideX = ObjectAnimator.ofFloat(badge, "scaleX", 2F)
            val wideY = ObjectAnimator.ofFloat(badge, "scaleY", 2F)
            val widen = AnimatorSet()
            widen.play(wideX)
                .with(wideY)
            widen.duration = 2000
            widen.interpolator = DecelerateInterpolator()
            """
        let (_, curve) = RealWorldCorpus.read("android", "Widen.kt", file)
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.AOSP.decelerate(1))
    }
}
