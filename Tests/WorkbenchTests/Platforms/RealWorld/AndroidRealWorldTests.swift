import Foundation
import Testing

@testable import Workbench

/// Android as real projects write it: interpolator and animation resources (res/anim,
/// res/animator, res/interpolator, res/transition, vector drawables), the framework's
/// `@android:interpolator/…` and `@android:anim/…` resources, Java and Kotlin interpolators and
/// dynamicanimation springs. Formulas: AOSP frameworks/base/core/java/android/view/animation
/// (written out in RealWorldCorpus+Native.swift); the resources' factors from
/// frameworks/base/core/res/res/interpolator/*.xml (accelerate_quad factor 1, accelerate_cubic
/// 1.5, accelerate_quint 2.5, likewise decelerate_*; fast_out_slow_in (0.4, 0, 0.2, 1),
/// linear_out_slow_in (0, 0, 0.2, 1), fast_out_linear_in (0.4, 0, 1, 1)).
@Suite("Real world: Android")
struct AndroidRealWorldTests {
    typealias AOSP = RealWorldCorpus.AOSP

    // MARK: nickbutcher/plaid @ 15958cc287f4a8efb2c39b65ca57cd41c7aad518

    /// nickbutcher/plaid app/src/main/res/interpolator/slow_out_fast_in.xml: a licence comment,
    /// then a pathInterpolator with one attribute a line.
    @Test func plaidPathInterpolatorAttributesOnTheirOwnLines() {
        let file = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Licensed under the Apache License, Version 2.0 (the "License") -->
            <pathInterpolator
                xmlns:android="http://schemas.android.com/apk/res/android"
                android:controlX1="0.8"
                android:controlY1="0"
                android:controlX2="0.6"
                android:controlY2="1" />
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("android", "slow_out_fast_in.xml", file).curve, [0.8, 0, 0.6, 1])
    }

    /// nickbutcher/plaid app/src/main/res/interpolator/trim_end_interpolator.xml: path data
    /// that starts with C (no M: the path starts at the origin), a space inside a pair, then L.
    @Test func plaidPathDataWithoutAMove() {
        let file = """
            <?xml version="1.0" encoding="utf-8"?>
            <pathInterpolator
                xmlns:android="http://schemas.android.com/apk/res/android"
                android:pathData="C0.2,0 0.1,1 0.5, 1 L 1,1" />
            """
        let segments = [[0, 0, 0.2, 0, 0.1, 1, 0.5, 1], RealWorldCorpus.line(0.5, 1, 1, 1)]
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "trim_end.xml", file).curve) { x in
            RealWorldCorpus.pathY(segments, at: x)
        }
    }

    /// nickbutcher/plaid app/src/main/res/interpolator/trim_start_interpolator.xml: L first, then C.
    @Test func plaidPathDataStartingWithALine() {
        let file = """
            <pathInterpolator
                xmlns:android="http://schemas.android.com/apk/res/android"
                android:pathData="L0.5,0 C 0.7,0 0.6,1 1, 1" />
            """
        let segments = [RealWorldCorpus.line(0, 0, 0.5, 0), [0.5, 0, 0.7, 0, 0.6, 1, 1, 1]]
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "trim_start.xml", file).curve) { x in
            RealWorldCorpus.pathY(segments, at: x)
        }
    }

    /// nickbutcher/plaid app/src/main/res/anim/grid_enter.xml: a <set> whose interpolator is the
    /// framework's decelerate_quint (DecelerateInterpolator(2.5)), before a duration resource and
    /// scale and alpha children.
    @Test func plaidSetWithDecelerateQuint() {
        let file = """
            <?xml version="1.0" encoding="utf-8"?>
            <set
                xmlns:android="http://schemas.android.com/apk/res/android"
                android:interpolator="@android:interpolator/decelerate_quint"
                android:duration="@android:integer/config_shortAnimTime">
                <scale
                    android:fromXScale="0.2"
                    android:toXScale="1.0"
                    android:pivotX="50%" />
                <alpha
                    android:fromAlpha="0.6"
                    android:toAlpha="1.0" />
            </set>
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "grid_enter.xml", file).curve, AOSP.decelerate(2.5))
    }

    /// nickbutcher/plaid core/src/main/res/anim/fade_out_rapidly.xml: an <alpha> whose
    /// accelerate_quint sits among fill flags and a project duration resource.
    @Test func plaidAlphaWithAccelerateQuint() {
        let file = """
            <alpha
                xmlns:android="http://schemas.android.com/apk/res/android"
                android:duration="@integer/quick_fade"
                android:fillAfter="true"
                android:fillEnabled="true"
                android:fromAlpha="1.0"
                android:interpolator="@android:interpolator/accelerate_quint"
                android:toAlpha="0.0" />
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "fade_out.xml", file).curve, AOSP.accelerate(2.5))
    }

    /// nickbutcher/plaid app/src/main/res/anim/chrome_custom_tab_enter.xml: decelerate_quad.
    @Test func plaidAlphaWithDecelerateQuad() {
        let file = """
            <alpha
                xmlns:android="http://schemas.android.com/apk/res/android"
                android:duration="60"
                android:fromAlpha="0.0"
                android:interpolator="@android:interpolator/decelerate_quad"
                android:toAlpha="1.0" />
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "tab_enter.xml", file).curve, AOSP.decelerate(1))
    }

    /// nickbutcher/plaid app/src/main/res/animator/upvote.xml: an objectAnimator with linear_out_slow_in last.
    @Test func plaidObjectAnimatorWithLinearOutSlowIn() {
        let file = """
            <objectAnimator
                xmlns:android="http://schemas.android.com/apk/res/android"
                android:propertyName="translationY"
                android:valueFrom="12"
                android:valueTo="0"
                android:duration="400"
                android:interpolator="@android:interpolator/linear_out_slow_in" />
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("android", "upvote.xml", file).curve, [0, 0, 0.2, 1])
    }

    /// nickbutcher/plaid about/src/main/res/transition/about_return.xml: a transitionSet's
    /// fast_out_linear_in above slides and fades with targets.
    @Test func plaidTransitionSetWithFastOutLinearIn() {
        let file = """
            <transitionSet
                xmlns:android="http://schemas.android.com/apk/res/android"
                android:transitionOrdering="together"
                android:interpolator="@android:interpolator/fast_out_linear_in">
                <slide android:slideEdge="top" android:duration="400">
                    <targets>
                        <target android:excludeId="@android:id/statusBarBackground" />
                    </targets>
                </slide>
                <fade android:startDelay="200" android:duration="200" />
            </transitionSet>
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("android", "about_return.xml", file).curve, [0.4, 0, 1, 1])
    }

    /// nickbutcher/plaid app/src/main/res/animator/show_connection_cross.xml: two objectAnimators
    /// in one set, each with linear_out_slow_in: two definitions, listed, the second picked.
    @Test func plaidTwoAnimatorsInASet() {
        let file = """
            <set xmlns:android="http://schemas.android.com/apk/res/android"
                 android:ordering="together">
                <objectAnimator
                    android:propertyName="scaleX"
                    android:valueFrom="0"
                    android:valueTo="1"
                    android:interpolator="@android:interpolator/linear_out_slow_in" />
                <objectAnimator
                    android:propertyName="scaleY"
                    android:valueFrom="0"
                    android:valueTo="1"
                    android:interpolator="@android:interpolator/linear_out_slow_in" />
            </set>
            """
        let (reply, curve) = RealWorldCorpus.read("android", "cross.xml", file, at: 2)
        #expect(reply.contains("line 12"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0, 0, 0.2, 1])
    }

    /// nickbutcher/plaid app/src/main/res/drawable/avd_likes.xml: an animated vector whose
    /// inline aapt:attr animation is a <set> with accelerate_quad (AccelerateInterpolator(1)).
    @Test func plaidAnimatedVectorInlineSet() {
        let file = """
            <animated-vector
                xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:aapt="http://schemas.android.com/aapt">
                <target android:name="heart">
                    <aapt:attr name="android:animation">
                        <set android:interpolator="@android:interpolator/accelerate_quad">
                            <!-- first beat -->
                            <objectAnimator
                                android:propertyName="scaleX"
                                android:valueFrom="1"
                                android:valueTo="1.2"
                                android:duration="100" />
                        </set>
                    </aapt:attr>
                </target>
            </animated-vector>
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "avd_likes.xml", file).curve, AOSP.accelerate(1))
    }

    /// nickbutcher/plaid core/src/main/java/io/plaidapp/core/ui/widget/BottomSheet.java: a
    /// SpringAnimation, then its spring's stiffness from a constant declared in the class
    /// (800f) and DAMPING_RATIO_NO_BOUNCY, on the following lines.
    @Test func plaidSpringWithAStiffnessConstantOfTheClass() {
        let file = """
            package com.example.sheet;

            import androidx.dynamicanimation.animation.DynamicAnimation;
            import androidx.dynamicanimation.animation.SpringAnimation;
            import androidx.dynamicanimation.animation.SpringForce;

            public class Sheet {
                private static final float SETTLE_STIFFNESS = 800f;

                void settle(float target, float velocity) {
                    SpringAnimation anim = new SpringAnimation(helper, OffsetHelper.OFFSET_Y, target)
                            .setStartVelocity(velocity);
                    anim.getSpring()
                            .setStiffness(SETTLE_STIFFNESS)
                            .setDampingRatio(SpringForce.DAMPING_RATIO_NO_BOUNCY);
                    anim.start();
                }
            }
            """
        RealWorldCorpus.expectRatio(RealWorldCorpus.read("android", "Sheet.java", file).curve, stiffness: 800, dampingRatio: 1)
    }

    // MARK: Java and Kotlin

    /// Quenstin/TestKotlin app/src/main/java/com/kotlin/testkotlin/activitys/AnimationActivity.kt
    /// @ 85de071623b41b9808c57375072048c95c5e599c: a SpringForce built over three lines, damping
    /// ratio before stiffness, a very bouncy 0.05 and STIFFNESS_VERY_LOW (50, SpringForce.java).
    @Test func springForceChainOverThreeLines() {
        let file = """
            package com.example.demo

            import android.os.Bundle
            import androidx.appcompat.app.AppCompatActivity
            import androidx.dynamicanimation.animation.SpringAnimation
            import androidx.dynamicanimation.animation.SpringForce

            class WobbleActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    val force = SpringForce(0f)
                        .setDampingRatio(0.05f)
                        .setStiffness(SpringForce.STIFFNESS_VERY_LOW)
                    val wobble = SpringAnimation(image, SpringAnimation.TRANSLATION_Y).setSpring(force)
                    button.setOnClickListener { wobble.start() }
                }
            }
            """
        RealWorldCorpus.expectRatio(
            RealWorldCorpus.read("android", "WobbleActivity.kt", file, at: 1).curve, stiffness: 50, dampingRatio: 0.05)
    }

    static let systemUIInterpolators = """
        package com.example.systemui;

        import android.view.animation.AccelerateInterpolator;
        import android.view.animation.BounceInterpolator;
        import android.view.animation.DecelerateInterpolator;
        import android.view.animation.Interpolator;
        import android.view.animation.PathInterpolator;

        public class Interpolators {
            public static final Interpolator ACCELERATE = new AccelerateInterpolator();
            public static final Interpolator DECELERATE_QUINT = new DecelerateInterpolator(2.5f);
            public static final Interpolator FAST_OUT_SLOW_IN_REVERSE = new PathInterpolator(0.8f, 0.0f, 0.6f, 1.0f);
            public static final Interpolator ICON_OVERSHOT = new PathInterpolator(0.4f, 0.0f, 0.2f, 1.4f);

            static {
                new BounceInterpolator();
            }
        }
        """

    /// mooseIre/arsc_compare MiuiSystemUI/raphael/systemui/Interpolators.java
    /// @ 8c80b734af07ce8a6676c8080578246a4067a530: a class of static final interpolators after
    /// their imports: DecelerateInterpolator(2.5f) is 1 − (1 − t)⁵.
    @Test func systemUIDecelerateQuint() {
        RealWorldCorpus.expectValues(
            RealWorldCorpus.read("android", "Interpolators.java", Self.systemUIInterpolators, at: 2).curve, AOSP.decelerate(2.5))
    }

    /// The same file: the default AccelerateInterpolator() (factor 1, t²) and a PathInterpolator
    /// whose second control point's y is 1.4 (an overshoot).
    @Test func systemUIAccelerateAndOvershootingPath() {
        RealWorldCorpus.expectValues(
            RealWorldCorpus.read("android", "Interpolators.java", Self.systemUIInterpolators, at: 1).curve, AOSP.accelerate(1))
        RealWorldCorpus.expectBezier(
            RealWorldCorpus.read("android", "Interpolators.java", Self.systemUIInterpolators, at: 4).curve, [0.4, 0, 0.2, 1.4])
    }

    /// The same file: the BounceInterpolator made in a static initialiser.
    @Test func systemUIBounceInAStaticBlock() {
        RealWorldCorpus.expectValues(
            RealWorldCorpus.read("android", "Interpolators.java", Self.systemUIInterpolators, at: 5).curve, AOSP.bounce)
    }

    /// TheScarastic/redfin_b5 SystemUIGoogle/sources/com/android/wm/shell/animation/Interpolators.java
    /// @ 8cf6cb88a7bfeca6f7554d69b371df69722b1644: a decompiler's `/* loaded from: … */` comment
    /// between the imports and the class; TOUCH_RESPONSE is PathInterpolator(0.3, 0, 0.1, 1).
    @Test func shellInterpolatorsAfterADecompilerComment() {
        let file = """
            package com.example.shell.animation;

            import android.view.animation.Interpolator;
            import android.view.animation.LinearInterpolator;
            import android.view.animation.PathInterpolator;
            /* loaded from: classes2.dex */
            public class Interpolators {
                public static final Interpolator LINEAR = new LinearInterpolator();
                public static final Interpolator TOUCH_RESPONSE = new PathInterpolator(0.3f, 0.0f, 0.1f, 1.0f);
                public static final Interpolator PANEL_CLOSE_ACCELERATED = new PathInterpolator(0.3f, 0.0f, 0.5f, 1.0f);
            }
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("android", "Interpolators.java", file, at: 2).curve, [0.3, 0, 0.1, 1])
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "Interpolators.java", file, at: 1).curve) { $0 }
    }

    /// kioltk/VKSpy crazytyping/src/main/java/com/LDroid/Animations/SlideOutAnimation.java
    /// @ 2a10bfb89acee998fefcda0b0aecce8c468729f9: an AnimationSet subclass whose constructor
    /// sets DecelerateInterpolator(0.8f) among translate and alpha animations: 1 − (1 − t)^1.6.
    @Test func decelerateWithAFactorBelowOne() {
        let file = """
            package com.example.anim;

            import android.view.animation.AlphaAnimation;
            import android.view.animation.AnimationSet;
            import android.view.animation.DecelerateInterpolator;
            import android.view.animation.TranslateAnimation;

            /**
             * Slides a view out to the left while fading it.
             */
            public class SlideAway extends AnimationSet {
                public SlideAway() {
                    super(true);
                    setInterpolator(new DecelerateInterpolator(0.8f));
                    AlphaAnimation fade = new AlphaAnimation(1, 0);
                    TranslateAnimation move = new TranslateAnimation(0, -120, 0, 0);
                    addAnimation(move);
                    addAnimation(fade);
                    setDuration(350);
                }
            }
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "SlideAway.java", file).curve, AOSP.decelerate(0.8))
    }

    // MARK: android/animation-samples @ df3196dabfc0a6c04b13d343570b2fc3aec6d0dc

    static let cheeseAdapter = """
        package com.example.motion.oscillation

        import androidx.dynamicanimation.animation.SpringAnimation
        import androidx.dynamicanimation.animation.SpringForce

        class CheeseHolder(itemView: View) : RecyclerView.ViewHolder(itemView) {
            var currentVelocity = 0f

            /**
             * Rotates the item with a bouncy spring while the list scrolls.
             */
            val rotation: SpringAnimation = SpringAnimation(itemView, SpringAnimation.ROTATION)
                .setSpring(
                    SpringForce()
                        .setFinalPosition(0f)
                        .setDampingRatio(SpringForce.DAMPING_RATIO_HIGH_BOUNCY)
                        .setStiffness(SpringForce.STIFFNESS_LOW)
                )
                .addUpdateListener { _, _, velocity ->
                    currentVelocity = velocity
                }

            /**
             * Brings the item back after the over-scroll.
             */
            val translationX: SpringAnimation = SpringAnimation(itemView, SpringAnimation.TRANSLATION_X)
                .setSpring(
                    SpringForce()
                        .setFinalPosition(0f)
                        .setDampingRatio(SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY)
                        .setStiffness(SpringForce.STIFFNESS_LOW)
                )
        }
        """

    /// android/animation-samples Motion/app/src/main/java/com/example/android/motion/demo/oscillation/CheeseAdapter.kt:
    /// a SpringForce chain inside `.setSpring(…)` of a SpringAnimation, under a KDoc, followed by
    /// a listener: DAMPING_RATIO_HIGH_BOUNCY 0.2, STIFFNESS_LOW 200 (SpringForce.java).
    @Test func springForceInsideSetSpring() {
        RealWorldCorpus.expectRatio(
            RealWorldCorpus.read("android", "CheeseAdapter.kt", Self.cheeseAdapter, at: 1).curve, stiffness: 200, dampingRatio: 0.2)
    }

    /// The same file's second spring: DAMPING_RATIO_MEDIUM_BOUNCY 0.5.
    @Test func secondSpringForceOfTheFile() {
        RealWorldCorpus.expectRatio(
            RealWorldCorpus.read("android", "CheeseAdapter.kt", Self.cheeseAdapter, at: 2).curve, stiffness: 200, dampingRatio: 0.5)
    }

    /// android/animation-samples Interpolator/Application/src/main/java/com/example/android/interpolator/InterpolatorFragment.java:
    /// an array of framework interpolators loaded with AnimationUtils.loadInterpolator(…,
    /// android.R.interpolator.NAME), each call over two lines.
    @Test func loadInterpolatorFromTheFramework() {
        let file = """
            package com.example.interpolator;

            import android.view.animation.AnimationUtils;
            import android.view.animation.Interpolator;

            public class InterpolatorChoice {
                private Interpolator[] choices;

                /**
                 * The framework's interpolators, loaded from their XML definitions.
                 */
                private void load() {
                    choices = new Interpolator[]{
                            AnimationUtils.loadInterpolator(getActivity(),
                                    android.R.interpolator.linear),
                            AnimationUtils.loadInterpolator(getActivity(),
                                    android.R.interpolator.fast_out_linear_in),
                            AnimationUtils.loadInterpolator(getActivity(),
                                    android.R.interpolator.fast_out_slow_in),
                    };
                }
            }
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "InterpolatorChoice.java", file, at: 1).curve) { $0 }
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("android", "InterpolatorChoice.java", file, at: 3).curve, [0.4, 0, 0.2, 1])
    }

    /// android/animation-samples Unsplash/app/src/main/java/com/example/android/unsplash/DetailActivity.java:
    /// a Slide transition's interpolator loaded from android.R.interpolator.linear_out_slow_in.
    @Test func slideTransitionWithALoadedInterpolator() {
        let file = """
            package com.example.gallery;

            import android.transition.Slide;
            import android.view.Gravity;
            import android.view.animation.AnimationUtils;

            public class DetailActivity extends Activity {
                @Override
                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    Slide slide = new Slide(Gravity.BOTTOM);
                    slide.setInterpolator(AnimationUtils.loadInterpolator(this,
                            android.R.interpolator.linear_out_slow_in));
                    slide.setDuration(getResources().getInteger(android.R.integer.config_shortAnimTime));
                }
            }
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("android", "DetailActivity.java", file).curve, [0, 0, 0.2, 1])
    }

    /// android/animation-samples DrawableAnimations/app/src/main/res/drawable/ic_hourglass_animated.xml:
    /// an animated vector's objectAnimators with accelerate_decelerate (cos((t + 1)π)/2 + 0.5)
    /// whose valueFrom and valueTo are vector path data, not interpolator paths.
    @Test func animatedVectorPathDataIsNotAnInterpolator() {
        let file = """
            <animated-vector
                xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:aapt="http://schemas.android.com/aapt">
                <target android:name="sand">
                    <aapt:attr name="android:animation">
                        <objectAnimator
                            android:duration="333"
                            android:interpolator="@android:interpolator/accelerate_decelerate"
                            android:propertyName="pathData"
                            android:valueFrom="M 20 12 c 0 0 -20 0 -20 0 c 0 0 0 9 0 9 c 0 0 20 0 20 0 Z"
                            android:valueTo="M 20 0 c 0 0 -20 0 -20 0 c 0 0 0 9 0 9 c 0 0 20 0 20 0 Z"
                            android:valueType="pathType" />
                    </aapt:attr>
                </target>
            </animated-vector>
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "ic_hourglass.xml", file).curve, AOSP.accelerateDecelerate)
    }

    /// android/animation-samples GridToPager/app/src/main/res/transition/grid_exit_transition.xml:
    /// a transition whose interpolator is fast_out_slow_in (0.4, 0, 0.2, 1).
    @Test func exitTransitionWithFastOutSlowIn() {
        let file = """
            <?xml version="1.0" encoding="utf-8"?>
            <fade xmlns:android="http://schemas.android.com/apk/res/android"
                android:duration="375"
                android:interpolator="@android:interpolator/fast_out_slow_in"
                android:startDelay="25">
                <targets>
                    <target android:excludeId="@id/card_view" />
                </targets>
            </fade>
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("android", "grid_exit.xml", file).curve, [0.4, 0, 0.2, 1])
    }

    // MARK: material-components/material-components-android

    static let motionTokens = """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- AUTOGENERATED FILE. DO NOT MODIFY. -->
        <!-- Version: v0.185 -->
        <resources>
          <!-- Generated from token set (md.sys.motion) in context (platform=android, audience=3p). -->
          <!-- Easing -->
          <!-- Easing string used in Material's MotionUtils class. -->
          <string name="m3_sys_motion_easing_emphasized" translatable="false">path(M 0,0 C 0.05, 0, 0.133333, 0.06, 0.166666, 0.4 C 0.208333, 0.82, 0.25, 1, 1, 1)</string>
          <!-- Easing string used in Material's MotionUtils class. -->
          <string name="m3_sys_motion_easing_emphasized_accelerate" translatable="false">cubic-bezier(0.3, 0, 0.8, 0.2)</string>
          <!-- Control points used in <pathInterpolator> resources. -->
          <item name="m3_sys_motion_easing_emphasized_accelerate_control_x1" format="float" type="dimen">0.3</item>
          <item name="m3_sys_motion_easing_emphasized_accelerate_control_y1" format="float" type="dimen">0</item>
          <!-- Easing string used in Material's MotionUtils class. -->
          <string name="m3_sys_motion_easing_standard_decelerate" translatable="false">cubic-bezier(0, 0, 0, 1)</string>
          <!-- Duration -->
          <integer name="m3_sys_motion_duration_short1">50</integer>
          <integer name="m3_sys_motion_duration_medium2">300</integer>
        </resources>
        """

    /// material-components/material-components-android lib/java/com/google/android/material/motion/res/values/tokens.xml
    /// @ 0463c507d7d79dc3b3fbe578eb1e8fd5757892e1: generated motion tokens, each string under a
    /// comment, `path(M 0,0 C …)` for the emphasized easing (two cubic segments), `cubic-bezier(…)`
    /// for the others (MDC's MotionUtils reads both forms), then float dimens and durations.
    @Test func motionTokensPathString() {
        let (reply, curve) = RealWorldCorpus.read("android", "tokens.xml", Self.motionTokens, at: 1)
        #expect(reply.contains("line 8"), "\(reply)")
        let segments = [[0, 0, 0.05, 0, 0.133333, 0.06, 0.166666, 0.4], [0.166666, 0.4, 0.208333, 0.82, 0.25, 1, 1, 1]]
        RealWorldCorpus.expectValues(curve) { x in RealWorldCorpus.pathY(segments, at: x) }
    }

    /// The same file: emphasized accelerate as MDC-Android has it, (0.3, 0, 0.8, 0.2).
    @Test func motionTokensCubicBezierString() {
        let (reply, curve) = RealWorldCorpus.read("android", "tokens.xml", Self.motionTokens, at: 2)
        #expect(reply.contains("line 10"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.3, 0, 0.8, 0.2])
    }

    /// material-components/material-components-android lib/java/com/google/android/material/motion/res/interpolator/m3_sys_motion_easing_emphasized.xml
    /// @ 27510627fcda61f68f213b11206e2cb98f904df4: the pre-API-21 fallback, a bare
    /// <accelerateDecelerateInterpolator /> under the licence comment.
    @Test func emphasizedFallbackBeforeAPI21() {
        let file = """
            <?xml version="1.0" encoding="utf-8"?>
            <!--
              Copyright 2022 The Android Open Source Project
              Licensed under the Apache License, Version 2.0 (the "License");
              -->

            <accelerateDecelerateInterpolator />
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "m3_emphasized.xml", file).curve, AOSP.accelerateDecelerate)
    }

    /// material-components/material-components-android lib/java/com/google/android/material/motion/res/interpolator-v21/m3_sys_motion_easing_emphasized.xml
    /// @ 0d91f4ac3bfdb5884ca0965f9ca9ab8844f88c3d: pathData given as a string resource, whose
    /// text is in another file: refused with the reason, never read as something else.
    @Test func pathDataFromAStringResourceIsRefused() {
        let file = """
            <pathInterpolator xmlns:android="http://schemas.android.com/apk/res/android"
                android:pathData="@string/m3_sys_motion_easing_emphasized_path_data" />
            """
        RealWorldCorpus.expectRefusal(
            "android", "m3_emphasized_v21.xml", file, mentioning: "@string/m3_sys_motion_easing_emphasized_path_data")
    }

    /// material-components/material-components-android lib/java/com/google/android/material/motion/res/interpolator-v21/m3_sys_motion_easing_emphasized_decelerate.xml
    /// @ 0d91f4ac3bfdb5884ca0965f9ca9ab8844f88c3d: control points given as dimension
    /// resources: refused with the resource named.
    @Test func controlPointsFromDimensionResourcesAreRefused() {
        let file = """
            <pathInterpolator xmlns:android="http://schemas.android.com/apk/res/android"
                android:controlX1="@dimen/m3_sys_motion_easing_emphasized_decelerate_control_x1"
                android:controlY1="@dimen/m3_sys_motion_easing_emphasized_decelerate_control_y1"
                android:controlX2="@dimen/m3_sys_motion_easing_emphasized_decelerate_control_x2"
                android:controlY2="@dimen/m3_sys_motion_easing_emphasized_decelerate_control_y2"/>
            """
        RealWorldCorpus.expectRefusal(
            "android", "m3_decelerate_v21.xml", file, mentioning: "@dimen/m3_sys_motion_easing_emphasized_decelerate_control_x1")
    }

    /// material-components/material-components-android lib/java/com/google/android/material/motion/res/anim/m3_motion_fade_enter.xml
    /// @ 8d8a0d14ae1c7923eb1b409db266b612e7434b44: a <set> whose interpolator is MDC's own
    /// `@interpolator/m3_sys_motion_easing_emphasized_decelerate`, which on API 21 and later is the
    /// pathInterpolator of tokens.xml's control points (0.1, 0.7, 0.1, 1).
    @Test func materialInterpolatorResourceInASet() {
        let file = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- An XML version of Material's fade -->
            <set xmlns:android="http://schemas.android.com/apk/res/android"
                android:duration="@integer/m3_sys_motion_duration_medium4"
                android:interpolator="@interpolator/m3_sys_motion_easing_emphasized_decelerate"
                android:shareInterpolator="true">
              <alpha
                  android:fromAlpha="0.0"
                  android:toAlpha="1.0" />
              <scale
                  android:fromXScale="0.85"
                  android:toXScale="1" />
            </set>
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("android", "m3_fade_enter.xml", file).curve, [0.1, 0.7, 0.1, 1])
    }
    // MARK: Kotlin apply blocks and what is not read

    /// ferdyhaspin/SimpleAnimation app/src/main/java/com/ferdyhaspin/simpleanimation/MainActivity.kt
    /// @ 4d9f23ea727a593cc46a85eea88ec47ec953fc77: the interpolator assigned inside an `apply { }`
    /// block on an ObjectAnimator, then `.start()` after the block: OvershootInterpolator()
    /// has tension 2.
    @Test func overshootAssignedInAnApplyBlock() {
        let file = """
            package com.example.simple

            import android.animation.ObjectAnimator
            import android.animation.PropertyValuesHolder
            import android.view.View
            import android.view.animation.OvershootInterpolator

            class MainActivity : AppCompatActivity() {
                private fun popIn() {
                    val scaleX = PropertyValuesHolder.ofFloat(View.SCALE_X, 0.6f, 1f)
                    val alpha = PropertyValuesHolder.ofFloat(View.ALPHA, 0f, 1f)

                    ObjectAnimator.ofPropertyValuesHolder(logo, scaleX, alpha).apply {
                        interpolator = OvershootInterpolator()
                        duration = 800
                    }.start()
                }
            }
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "MainActivity.kt", file).curve, AOSP.overshoot(2))
    }

    /// ayumu-1212/AndroidApplicationPractice MySlideshow/app/src/main/java/com/example/myslideshow/MainActivity.kt
    /// @ 0ee31a201e7efe8d64af6cd33c4ab122f0e31c59: `it.animate().apply { … }` inside a click
    /// listener's lambda, with BounceInterpolator() among the duration and the move.
    @Test func bounceInAViewPropertyAnimatorApply() {
        let file = """
            package com.example.slides

            import android.os.Bundle
            import android.view.animation.BounceInterpolator

            class MainActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    photo.setOnClickListener {
                        it.animate().apply {
                            duration = 900L
                            interpolator = BounceInterpolator()
                            y(it.y + 80.0f)
                        }
                    }
                }
            }
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "MainActivity.kt", file).curve, AOSP.bounce)
    }

    /// wo5553435/LetsTeacher app/src/main/java/com/example/sinner/letsteacher/interfaces/AnticipateOvershootInterpolator.java
    /// @ 59a37a6b05a9793b9f30d9a8484acda99cae77af: a copy of the framework class with all its
    /// code inside block comments: nothing in it is a definition.
    @Test func aFileCommentedOutWholeHasNoDefinition() {
        let file = """
            /*
            package com.example.teacher.interfaces;

            import android.view.animation.Interpolator;

            */
            /**
             * Written on 2017-06-17.
             *//*

            public class AnticipateOvershoot implements Interpolator {
                private final float mTension;

                public AnticipateOvershoot() {
                    mTension = 2.0f * 1.5f;
                }

                public Interpolator copy() {
                    return new AnticipateOvershootInterpolator(2.0f, 1.5f);
                }
            }
            */
            """
        RealWorldCorpus.expectRefusal("android", "AnticipateOvershoot.java", file, mentioning: "no Android")
    }

    /// coding-dream/JcenterDemo module_test/src/main/java/org/live/test/activity/ObjectAnimatorActivity.kt
    /// @ 91e26dd113ae4df30f036f79fa627ee9bd21a403: a ViewPropertyAnimator chain whose interpolator
    /// is the project's own class, whose formula is in another file: refused by its name.
    @Test func aProjectInterpolatorClassIsRefusedByName() {
        let file = """
            package com.example.test.activity

            import android.os.Bundle
            import com.example.test.widget.SlowlyInterpolator

            class AnimatorActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    icon.animate()
                            .setDuration(3000)
                            .setInterpolator(SlowlyInterpolator())
                            .translationY(1000f)
                            .start()
                }
            }
            """
        RealWorldCorpus.expectRefusal("android", "AnimatorActivity.kt", file, mentioning: "SlowlyInterpolator")
    }
    /// android/animation-samples OurStreets/app/src/main/java/com/google/samples/apps/ourstreets/fragment/GalleryFragment.java
    /// @ df3196dabfc0a6c04b13d343570b2fc3aec6d0dc: a `private static final` field whose type is
    /// androidx's FastOutLinearInInterpolator, its value on the next line, used later in
    /// setInterpolator. androidx samples the cubic (0.4, 0, 1, 1) into a 201-entry table, and the
    /// reply says by how much the two differ.
    @Test func androidxInterpolatorInAStaticField() {
        let file = """
            package com.example.streets.fragment;

            import androidx.interpolator.view.animation.FastOutLinearInInterpolator;

            /**
             * Shows every gallery.
             */
            public class GalleryList extends Fragment {
                private static final FastOutLinearInInterpolator INTERPOLATOR =
                        new FastOutLinearInInterpolator();

                void hide(View view) {
                    view.animate().alpha(0f).setInterpolator(INTERPOLATOR).start();
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("android", "GalleryList.java", file)
        #expect(reply.contains("201-entry table"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.4, 0, 1, 1])
    }

    /// android/animation-samples OurStreets/app/src/main/res/transition/detail_shared_enter.xml
    /// @ df3196dabfc0a6c04b13d343570b2fc3aec6d0dc: a shared-element transitionSet with
    /// changeBounds, changeTransform and arcMotion, interpolated by fast_out_slow_in.
    @Test func sharedElementTransitionWithArcMotion() {
        let file = """
            <transitionSet xmlns:android="http://schemas.android.com/apk/res/android"
                           android:interpolator="@android:interpolator/fast_out_slow_in">
                <changeBounds />
                <changeTransform />
                <arcMotion />
            </transitionSet>
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("android", "shared_enter.xml", file).curve, [0.4, 0, 0.2, 1])
    }

    /// nickbutcher/plaid app/src/main/res/drawable/avd_share.xml @ 15958cc287f4a8efb2c39b65ca57cd41c7aad518:
    /// a target named by a string resource and objectAnimators whose values and duration are
    /// resources: only android:interpolator is a timing, and the other references are not refused.
    @Test func resourcesInOtherAttributesAreNotTimings() {
        let file = """
            <animated-vector
                xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:aapt="http://schemas.android.com/aapt">
                <target android:name="@string/name_dots">
                    <aapt:attr name="android:animation">
                        <set android:interpolator="@android:interpolator/fast_out_slow_in">
                            <objectAnimator
                                android:propertyName="pathData"
                                android:valueFrom="@string/path_dots"
                                android:valueTo="@string/path_dots_collapsed"
                                android:duration="@integer/collapse_duration"
                                android:valueType="pathType" />
                        </set>
                    </aapt:attr>
                </target>
            </animated-vector>
            """
        let (reply, curve) = RealWorldCorpus.read("android", "avd_share.xml", file)
        #expect(!reply.contains("not read"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.4, 0, 0.2, 1])
    }
}
