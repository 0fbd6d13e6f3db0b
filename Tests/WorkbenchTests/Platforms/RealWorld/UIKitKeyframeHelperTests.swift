import CurveKit
import Foundation
import Testing

@testable import Workbench

/// `CAKeyframeAnimation`s as real projects build them in extensions and helpers: `let animation
/// = CAKeyframeAnimation(keyPath:)`, its `values`, `keyTimes` and `timingFunctions` set on the
/// lines after, the values boxed (`NSValue(caTransform3D:)`, `NSNumber(value:)`) or written as
/// Core Animation's value types (`CATransform3DMakeScale`). Core Animation interpolates the
/// values between keys (linear calculation mode, the default), keys evenly spaced when
/// `keyTimes` is not set, each segment paced by its timing function or linearly (Apple's
/// CAKeyframeAnimation pages); the expected curves are that, written out here.
@Suite("Real world: UIKit keyframe helpers")
struct UIKitKeyframeHelperTests {
    /// Progress from `values[0]` to `values.last` at x, the keys evenly spaced or at `times`,
    /// each segment eased by `easing` (identity when nil).
    static func keyframes(_ values: [Double], times: [Double]? = nil, easing: ((Double) -> Double)? = nil) -> (Double) -> Double {
        let keys = times ?? values.indices.map { Double($0) / Double(values.count - 1) }
        let from = values[0], to = values[values.count - 1]
        return { x in
            let index = min(keys.lastIndex { $0 <= x } ?? 0, keys.count - 2)
            let local = (x - keys[index]) / (keys[index + 1] - keys[index])
            let eased = easing?(local) ?? local
            let value = values[index] + (values[index + 1] - values[index]) * eased
            return (value - from) / (to - from)
        }
    }

    /// SoalHuang/SDUIKit Sources/Extension/QuartzCore/CALayer+Animation.swift @ d78900149c33049abbb78e450b028dcff3891071:
    /// a pop-up in a layer extension, three `CATransform3DMakeScale` values, no keyTimes. Its z
    /// factor moves differently (0.5 → 1 → 1) but does not show on a flat layer: x (and y with
    /// it) is read, and the reply says z is left out.
    @Test func scaleTransformsInALayerExtension() {
        let file = """
            import UIKit

            public extension LayerBox where T: CALayer {
                func popIn(_ seconds: TimeInterval) {
                    let pop = CAKeyframeAnimation(keyPath: "transform")
                    pop.values = [CATransform3DMakeScale(0.5, 0.5, 0.5),
                                  CATransform3DMakeScale(1.1, 1.1, 1.0),
                                  CATransform3DMakeScale(1.0, 1.0, 1.0)]
                    pop.duration = seconds
                    base.add(pop, forKey: "popIn")
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("uikit", "CALayer+Animation.swift", file)
        #expect(reply.contains("took line 5 ") && reply.contains("z scale"), "\(reply)")
        RealWorldCorpus.expectValues(curve, Self.keyframes([0.5, 1.1, 1.0]))
    }

    /// zoujie10/SwiftDeveloperDemo WWProject🤡/Extension/UIViewAnimation.swift @ 810f6ce6c05db71ccb01c76831502005056a550e:
    /// scales boxed as `NSValue.init(caTransform3D:)`, the last `CATransform3DIdentity` (the
    /// scale 1), each segment `kCAMediaTimingFunctionEaseInEaseOut` (here with the keys at 0,
    /// ½, ¾ and 1).
    @Test func boxedScalesEndingAtTheIdentity() {
        let file = """
            import UIKit

            extension UIView {
            \tfunc popIn() {
            \t\tlet pop = CAKeyframeAnimation(keyPath: "transform")
            \t\tpop.duration = 0.35
            \t\tpop.values = [NSValue.init(caTransform3D: CATransform3DMakeScale(0.01, 0.01, 1.0)),
            \t\t              NSValue.init(caTransform3D: CATransform3DMakeScale(1.00, 1.00, 1.0)),
            \t\t              NSValue.init(caTransform3D: CATransform3DMakeScale(0.91, 0.91, 1.0)),
            \t\t              NSValue.init(caTransform3D: CATransform3DIdentity)]
            \t\tpop.keyTimes = [0.0, 0.5, 0.75, 1.0]
            \t\tpop.timingFunctions = [CAMediaTimingFunction.init(name: kCAMediaTimingFunctionEaseInEaseOut),
            \t\t                       CAMediaTimingFunction.init(name: kCAMediaTimingFunctionEaseInEaseOut),
            \t\t                       CAMediaTimingFunction.init(name: kCAMediaTimingFunctionEaseInEaseOut)]
            \t\tself.layer.add(pop, forKey: nil)
            \t}
            }
            """
        let (reply, curve) = RealWorldCorpus.read("uikit", "UIViewAnimation.swift", file)
        #expect(reply.contains("took line 5 "), "\(reply)")
        RealWorldCorpus.expectValues(
            curve,
            Self.keyframes([0.01, 1, 0.91, 1], times: [0, 0.5, 0.75, 1], easing: RealWorldCorpus.cubicBezier(0.42, 0, 0.58, 1)))
    }

    /// kamil-szostakowski/icmmeteo MobileMeteo/CAAnimation.swift @ ad0ea47ead393a508acfe9d46925ccf8e67e4050:
    /// a class function of a `CAAnimation` extension returning the configured animation, its
    /// `let` on a line of its own; the scale goes 1 → 1.5 → 1 (ends where it starts: the values
    /// themselves are the curve).
    @Test func classFunctionReturningTheAnimation() {
        let file = """
            import UIKit

            extension CAAnimation
            {
                class func pulseAnimation() -> CAAnimation
                {
                    let
                    animation = CAKeyframeAnimation(keyPath: "transform.scale")
                    animation.values = [1, 1.5, 1]
                    animation.keyTimes = [0, 0.5, 1]
                    animation.duration = 0.5

                    return animation
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("uikit", "CAAnimation.swift", file)
        #expect(reply.contains("values end where they start"), "\(reply)")
        RealWorldCorpus.expectValues(curve) { x in x <= 0.5 ? 1 + x : 2 - x }
    }

    /// A rotation matrix is not interpolated as its angle: refused, saying so.
    @Test func rotationTransformsAreRefused() {
        let file = """
            let spin = CAKeyframeAnimation(keyPath: "transform")
            spin.values = [CATransform3DMakeRotation(0, 0, 0, 1), CATransform3DMakeRotation(3, 0, 0, 1)]
            """
        RealWorldCorpus.expectRefusal("uikit", "spin.swift", file, "CATransform3DMakeRotation are not read")
    }
}
