import CurveKit
import Foundation
import Testing

@testable import Workbench

/// `ObjectAnimator.ofFloat(target, "translationX", v0, v1, …, vn)`, the shake of many Android
/// projects: AOSP's KeyframeSet.ofFloat spaces the values evenly (value i at fraction i/n) and
/// joins them linearly; ValueAnimator.animateValue first maps time through the animator's
/// interpolator, AccelerateDecelerateInterpolator (cos((t + 1)π)/2 + ½) unless one is set.
@Suite("Real world: Android shakes")
struct AndroidShakeTests {
    /// Evenly spaced values joined linearly, at u.
    static func keys(_ values: [Double], at u: Double) -> Double {
        let n = Double(values.count - 1)
        let index = min(Int(u * n), values.count - 2)
        return values[index] + (values[index + 1] - values[index]) * (u * n - Double(index))
    }

    static let shake: [Double] = [0, 25, -25, 25, -25, 15, -15, 6, -6, 0]

    /// daimajia/AndroidViewAnimations library/src/main/java/com/daimajia/androidanimations/library/attention/ShakeAnimator.java
    /// @ 6a35c466d23e49c5cd174289ebe8d9ccdbc69044: ten translationX values, no interpolator on
    /// the animator (the library's AnimatorSet passes one only when the caller gives it). The
    /// values end where they start: the curve is the values themselves, paced by the default.
    @Test func shakeWithTheDefaultInterpolator() {
        let file = """
            public class ShakeAnimator extends BaseViewAnimator {
                @Override
                public void prepare(View target) {
                    getAnimatorAgent().playTogether(
                            ObjectAnimator.ofFloat(target, "translationX", 0, 25, -25, 25, -25, 15, -15, 6, -6, 0)
                    );
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("android", "ShakeAnimator.java", file)
        #expect(reply.contains("AccelerateDecelerateInterpolator"), "\(reply)")
        RealWorldCorpus.expectValues(curve) { x in
            Self.keys(Self.shake, at: RealWorldCorpus.AOSP.accelerateDecelerate(x))
        }
    }

    /// With `setInterpolator(new LinearInterpolator())` on a later line the keys play as written.
    @Test func shakeWithALinearInterpolatorIsItsKeys() {
        let file = """
            ObjectAnimator shake = ObjectAnimator.ofFloat(target, "translationX", 0, 25, -25, 25, -25, 15, -15, 6, -6, 0);
            shake.setInterpolator(new LinearInterpolator());
            """
        let (_, curve) = RealWorldCorpus.read("android", "Shake.java", file)
        RealWorldCorpus.expectValues(curve) { x in Self.keys(Self.shake, at: x) }
    }

    /// Another interpolator paces the keys in turn: the animator is refused, naming it (the
    /// interpolator's own statement is still a definition of its own, and the reply says the
    /// animator beside it was not read).
    @Test func shakeWithAnotherInterpolatorIsRefused() {
        let file = """
            ObjectAnimator shake = ObjectAnimator.ofFloat(target, "translationX", 0, 25, -25, 0);
            shake.setInterpolator(new OvershootInterpolator());
            """
        let (reply, _) = RealWorldCorpus.read("android", "Shake.java", file)
        #expect(
            reply.contains("not read: line 1: the animator's interpolator OvershootInterpolator() paces its 4 values in turn"), "\(reply)")
    }

    /// superdiazzz/TopJumperScroll jumperscrollview/src/main/java/zulhijananda/com/jumperscrollview/special/BounceInUp.java
    /// @ 774b47774d0ae3f2f12238246356a389481c6476: an AnimatorSet playing a translation from the
    /// view's measured height (known at run time) together with an alpha: no one curve, and the
    /// refusal says why.
    @Test func animatorSetWithARunTimeValueIsRefused() {
        let file = """
            public class BounceInUp extends BaseAnimator {
                @Override
                public void prepare(View target) {
                    getAnimatorAgent().playTogether(
                            ObjectAnimator.ofFloat(target, "translationY", target.getMeasuredHeight(), -30, 10, 0),
                            ObjectAnimator.ofFloat(target, "alpha", 0, 1, 1, 1)
                    );
                }
            }
            """
        RealWorldCorpus.expectRefusal("android", "BounceInUp.java", file, "target.getMeasuredHeight() is known only at run time")
    }
}
