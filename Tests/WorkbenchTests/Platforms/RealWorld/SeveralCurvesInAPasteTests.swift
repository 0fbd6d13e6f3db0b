import CurveKit
import Foundation
import Testing

@testable import Workbench

/// A paste that holds several definitions with different curves is read as its first, as
/// `file=` reads a file's first (issue 35): the reply says so and names every other one, so
/// none is passed over; each can be pasted alone. The code is written in our own words after the
/// cited files; each expectation is the platform's own value, written out here.
@Suite("Real world: a paste of several curves reads the first (issue 35)")
struct SeveralCurvesInAPasteTests {
    /// BillGoldenWater/ChaosDanmuTool src/share/component/ButtonTransition.tsx
    /// @ 7359448b962246e03740d1781ba8cfb2fc0a35cd: a transition list gives each property its own
    /// timing function (CSS Transitions 1); the first, background-color's `ease-out`, is
    /// cubic-bezier(0, 0, 0.58, 1) (CSS Easing 1 §2.2).
    @Test func aTransitionListReadsItsFirstProperty() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "css",
            """
            export const pressed = css`
              transition: background-color ease-out 0.1s,
                transform cubic-bezier(0.1, 0, 0.5, 2) 0.1s;
              cursor: pointer;
            `;
            """)
        #expect(error == nil, "\(error ?? "")")
        RealWorldCorpus.expectValues(curve) { RealWorldCorpus.bezierY([0, 0, 0.58, 1], at: $0) }
        #expect(reply.contains("the paste holds 2 CSS"), "\(reply)")
        #expect(reply.contains("read the first") && reply.contains("transform"), "\(reply)")
    }

    /// irfanandriansyah1997/next-supabase src/styles/constant/transition.ts
    /// @ a0bd98d5b163b3aab2aaae1cb473c2f5523f6dfc: a module of easing constants; the first is
    /// cubic-bezier(0.63,0.01,0.29,1), and each other one is named with its line.
    @Test func aModuleOfConstantsReadsItsFirst() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "css",
            """
            export const SOFT = 'cubic-bezier(0.63,0.01,0.29,1)';
            export const FLAT = 'cubic-bezier(0,0,1,1)';
            export const KICK = 'cubic-bezier(0.63,0.01,0.19,1.55)';
            """)
        #expect(error == nil, "\(error ?? "")")
        RealWorldCorpus.expectValues(curve) { RealWorldCorpus.bezierY([0.63, 0.01, 0.29, 1], at: $0) }
        #expect(reply.contains("the paste holds 3 CSS"), "\(reply)")
        #expect(reply.contains("(line 2)") && reply.contains("(line 3)"), "\(reply)")
        #expect(reply.contains("paste one alone to read it"), "\(reply)")
    }

    /// dimrsilva/android-animations-examples app/src/main/java/com/animationsexamples/
    /// PropertyAnimationActivity.java @ 1c01b58e5c6ecade3910dd000809c90e1cf076fd: two
    /// ObjectAnimators played together, each given its interpolator on a later line; the first
    /// turns linearly (LinearInterpolator, y = t), the second fades with
    /// AccelerateDecelerateInterpolator, cos((t + 1)π)/2 + 0.5.
    @Test func twoAnimatorsReadTheFirstWithItsLaterSetter() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "android",
            """
            ObjectAnimator turn = ObjectAnimator.ofFloat(null, View.ROTATION, 0, 360);
            turn.setInterpolator(new LinearInterpolator());
            turn.setDuration(1500);
            ObjectAnimator dim = ObjectAnimator.ofFloat(null, View.ALPHA, 1, 0);
            dim.setInterpolator(new AccelerateDecelerateInterpolator());
            dim.setDuration(500);
            """)
        #expect(error == nil, "\(error ?? "")")
        RealWorldCorpus.expectValues(curve) { $0 }
        #expect(reply.contains("the paste holds 2 ") && reply.contains("read the first"), "\(reply)")
    }

    /// When the first is a value only declared (used by no code in the paste) and the code plays
    /// others, the first the code plays is read, and the note says which: LinearEasing, y = x.
    @Test func theFirstTheCodePlaysWhenOthersAreOnlyDeclared() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "compose",
            """
            val spare = CubicBezierEasing(0.3f, 0f, 0.8f, 0.15f)
            alpha.animateTo(1f, animationSpec = tween(300, easing = LinearEasing))
            offset.animateTo(0f, animationSpec = tween(300, easing = FastOutLinearInEasing))
            """)
        #expect(error == nil, "\(error ?? "")")
        RealWorldCorpus.expectValues(curve) { $0 }
        #expect(reply.contains("read the first that the code in it plays"), "\(reply)")
    }

    // MARK: Not side by side: refused, saying why

    /// RayTao/CoreAnimation_Collection CoreAnimation_Collection/Animations/SwitcherCollection/
    /// TKExchangeSwitch.swift @ 84c4af09ea53d78c624f942df40975704512cf19: two timing functions,
    /// and the animation takes one of them by `isOn ? … : …` at run time; the first is not the
    /// curve.
    @Test func aConditionalPickingOneIsRefused() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "uikit",
            """
            let snap = CAMediaTimingFunction(controlPoints: 0, 0, 0, 1)
            let even = CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)
            let flip = CAKeyframeAnimation(keyPath: "transform")
            flip.duration = span
            flip.timingFunction = isOn ? even : snap
            """)
        #expect(curve == nil, "\(reply)")
        #expect(error?.contains("chooses between them at run time ('?:' on line 5)") == true, "\(error ?? reply)")
    }

    /// u1fukui/android-animation-demos app/src/main/java/com/u1fukui/androiddemos/activity/
    /// animation/propertyanim/InterpolatorActivity.java @ 8934abcca102f0ec814902b940e2ad0224c2f6ed:
    /// a `switch` over a picker's position assigns one of several interpolators.
    @Test func aSwitchPickingOneIsRefused() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "android",
            """
            Interpolator pace = new LinearInterpolator();
            switch (picker.getSelectedItemPosition()) {
                case 1:
                    pace = new AccelerateInterpolator();
                    break;
                case 2:
                    pace = new BounceInterpolator();
                    break;
            }
            ball.animate().translationY(600).setInterpolator(pace);
            """)
        #expect(curve == nil, "\(reply)")
        #expect(error?.contains("chooses between them at run time ('switch' on line 2)") == true, "\(error ?? reply)")
    }

    /// calren/physicsBasedAnimation app/src/main/java/com/example/caren/physicsbasedpulltorefresh/
    /// MainActivity.java @ 1df757da78e5de85e91dfe4f6a6a959b913086c3: a SpringAnimation assigned to
    /// a field, then its spring configured on the lines after: one animation, never its parts read
    /// as curves of their own.
    @Test func laterLinesConfiguringAnAssignedAnimationAreNotAnotherCurve() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "android",
            """
            bounce = new SpringAnimation(ball, DynamicAnimation.TRANSLATION_Y, 300);
            bounce.getSpring().setDampingRatio(DAMPING_RATIO_HIGH_BOUNCY);
            """)
        if let curve {
            // Read whole, it is SpringForce's stiffness 1500 with damping ratio 0.2.
            RealWorldCorpus.expectMotion(curve, mass: 1, stiffness: 1500, damping: 2 * 0.2 * 1500.0.squareRoot())
        } else {
            #expect(error?.contains("line 2 configures bounce, which an earlier line makes") == true, "\(error ?? reply)")
        }
    }

    /// spacerodeoin/compose-animations app/src/main/java/com/example/composeanimations/ui/
    /// translation/TranslationScreen.kt @ c7a4dce4b3f8545d1a2e41af0810fc4a4e3933d6: the first
    /// animateTo eases with an `Easing { … }` the file declares, which the reader does not read;
    /// the next one is not the first.
    @Test func aFirstDefinitionNotReadIsNotPassedOver() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "compose",
            """
            private val Fall = Easing { f -> sqrt(f) + helper(f) }
            drop.animateTo(200f, animationSpec = tween(durationMillis = 900, easing = Fall))
            drop.animateTo(140f, animationSpec = tween(durationMillis = 250))
            drop.animateTo(200f, animationSpec = spring(dampingRatio = Spring.DampingRatioMediumBouncy))
            """)
        #expect(curve == nil, "\(reply)")
        #expect(error?.contains("its first definition, line 2, is not read") == true, "\(error ?? reply)")
    }
}
