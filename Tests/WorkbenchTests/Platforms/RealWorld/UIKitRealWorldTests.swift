import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Core Animation as real projects write it. CASpringAnimation: mass, stiffness, damping,
/// initialVelocity (defaults 1, 100, 10, 0), the motion of m·u″ + c·u′ + k·u = 0.
@Suite("Real world: UIKit and Core Animation")
struct UIKitRealWorldTests {
    /// mattneub/Programming-iOS-Book-Examples bk2ch04p134springing/ch17p486springing/ViewController.swift
    /// @ 1e8103fc29abfbca87798615c9571583772acc2f: a switch whose first case uses UIView.animate
    /// with usingSpringWithDamping (not read: Apple does not say how it derives the stiffness),
    /// whose second makes a CASpringAnimation and sets its properties on the following lines,
    /// and whose `default:break` is a label, not the `default` timing function.
    @Test func springPropertiesSetAfterTheAnimationInASwitch() {
        let file = """
            import UIKit

            final class Demo: UIViewController {
                @IBOutlet var box: UIView!
                let variant = 2

                @IBAction func go(_ sender: Any?) {
                    switch variant {
                    case 1:
                        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.7,
                            initialSpringVelocity: 20, animations: { self.box.center.y += 100 })
                    case 2:
                        self.box.layer.position.y += 100
                        let spring = CASpringAnimation(keyPath: #keyPath(CALayer.position))
                        spring.damping = 0.7
                        spring.initialVelocity = 20
                        spring.mass = 0.04
                        spring.stiffness = 4
                        spring.duration = 1 // required, though the spring decides
                        self.box.layer.add(spring, forKey: nil)
                    default:break
                    }
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("uikit", "ViewController.swift", file)
        #expect(reply.contains("took line 14"), "\(reply)")
        RealWorldCorpus.expectSpring(curve, mass: 0.04, stiffness: 4, damping: 0.7, velocity: 20)
    }

    static let timingExtension = """
        import QuartzCore
        // Penner's curves as control points, after a gist
        public extension CAMediaTimingFunction {

            static let linear     = CAMediaTimingFunction(name: .linear)
            static let easeOut    = CAMediaTimingFunction(name: .easeOut)
            static let `default`  = CAMediaTimingFunction(name: .default)

            static let quadOut    = CAMediaTimingFunction(controlPoints: 0.18, 0.4, 0.57, 1)
            static let cubicInOut = CAMediaTimingFunction(controlPoints: 0.65, 0, 0.35, 1)

            static let expoIn     = CAMediaTimingFunction(controlPoints: 1.04, 0, 0.88, 0.49)
            static let backIn     = CAMediaTimingFunction(controlPoints: 0.77, -0.63, 1, 1)
            static let swiftOut   = CAMediaTimingFunction(controlPoints: 0.4, 0.0, 0.2, 1.0)
        }
        """

    /// PimCoumans/AnimationPlanner Sources/AnimationPlanner/Extensions/CAMediaTimingFunction.swift
    /// @ 0746a6ea613076f1549fe6485cfc0b3bf0978c52: aligned static lets, named and by control
    /// points. `default` in backticks is the name .default, CSS ease (0.25, 0.1, 0.25, 1).
    @Test func backtickedDefaultInAnExtension() {
        let (reply, curve) = RealWorldCorpus.read("uikit", "CAMediaTimingFunction.swift", Self.timingExtension, at: 3)
        #expect(reply.contains("line 7"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.25, 0.1, 0.25, 1])
    }

    /// The same file: control points with a y below 0 (backIn) and in aligned columns (quadOut).
    @Test func controlPointsInAlignedColumns() {
        RealWorldCorpus.expectBezier(
            RealWorldCorpus.read("uikit", "CAMediaTimingFunction.swift", Self.timingExtension, at: 4).curve, [0.18, 0.4, 0.57, 1])
        RealWorldCorpus.expectBezier(
            RealWorldCorpus.read("uikit", "CAMediaTimingFunction.swift", Self.timingExtension, at: 6).curve, [0.77, -0.63, 1, 1])
    }

    /// The same file: expoIn's first x is 1.04, outside [0, 1], where a timing function's x
    /// must lie (a cubic whose x leaves [0, 1] would run time backwards): not read, not counted
    /// by at=, and named with its line beside whichever definition is taken, never passed over
    /// in silence (at=6 is backIn, on line 13).
    @Test func aControlPointOutsideTheUnitRangeIsNamedNotRead() {
        let (reply, curve) = RealWorldCorpus.read("uikit", "CAMediaTimingFunction.swift", Self.timingExtension, at: 6)
        #expect(reply.contains("took line 13"), "\(reply)")
        #expect(reply.contains("not read: line 12: invalid Core Animation cubic Bézier: x1 must lie in [0, 1] (got 1.04)"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.77, -0.63, 1, 1])
    }

    /// domenicosolazzo/practice-swift playgrounds/Animations/Animation8.playground/Contents.swift
    /// @ e9201971d25307b993df239e9acef2fdfca6c788: a playground that sets one animation's
    /// timingFunction twice, with the Objective-C era constants kCAMediaTimingFunctionLinear and
    /// kCAMediaTimingFunctionEaseIn (0.42, 0, 1, 1).
    @Test func playgroundWithTheOldConstants() {
        let file = """
            // CAMediaTimingFunction
            import UIKit
            import XCPlayground

            let container = UIView(frame: CGRect(x: 0.0, y: 0.0, width: 320.0, height: 480.0))
            var square = UIView(frame: CGRect(x: 0, y: 40, width: 40, height: 40))
            container.addSubview(square)

            var animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = 40
            animation.toValue = 280
            animation.duration = 1

            // Linear
            animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
            square.layer.addAnimation(animation, forKey: "linear")

            animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn)
            square.layer.addAnimation(animation, forKey: "easein")
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("uikit", "Contents.swift", file, at: 1).curve, [0, 0, 1, 1])
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("uikit", "Contents.swift", file, at: 2).curve, [0.42, 0, 1, 1])
    }

    /// bigearsenal/CATest CATest/ViewControllers/LayerAnimations/EasingKeyframeAnimationVC.swift
    /// @ c2298f04ae4d139ff93287f2354f4c0566adc251: a timing function made in an override and
    /// used for every keyframe.
    @Test func timingFunctionForKeyframes() {
        let file = """
            import Foundation
            import UIKit

            class EasedKeyframesController: KeyframesController {
                override func makeAnimation() -> CAAnimation {
                    let animation = super.makeAnimation() as! CAKeyframeAnimation
                    let timing = CAMediaTimingFunction(name: .easeIn)
                    animation.timingFunctions = [timing, timing, timing]
                    return animation
                }
            }
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("uikit", "EasedKeyframes.swift", file).curve, [0.42, 0, 1, 1])
    }

    /// badenerb/Team_Imagine Team_Imagine/ViewController.swift @ 0b85c6f9b23a529275a004858934b1b2f136f42d:
    /// a keyframe animation whose only timing function is commented out: nothing is read.
    @Test func aCommentedOutTimingFunctionIsNotRead() {
        let file = """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet weak var logo: UIImageView!

                func pulse() {
                    let animation = CAKeyframeAnimation(keyPath: "transform.scale")
                    animation.values = [1.0, 1.2, 0.8, 1.1, 1.0]
                    animation.duration = 12
                    animation.calculationMode = .cubic
                    //animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                    animation.repeatCount = .infinity
                    logo.layer.add(animation, forKey: "pulse")
                }
            }
            """
        RealWorldCorpus.expectRefusal("uikit", "ViewController.swift", file, mentioning: "no")
    }

    /// guswns1659/TeamRocket iOS/EatUpAll/EatUpAll/Extensions/UIView+Animation.swift
    /// @ 8e07e0dbc0d5418962335d1c6fcfd3aabc85bf45: UIView.animate with usingSpringWithDamping
    /// 1.1 and `options: .curveEaseOut` over several lines: the animation is a spring whose
    /// stiffness Apple does not document, so it is refused, and the option is not read as the curve.
    @Test func springAnimateWithACurveOptionIsRefused() {
        let file = """
            import UIKit

            extension UIView {
                static func animateSettling(
                    withDuration: TimeInterval,
                    animations: @escaping () -> Void,
                    completion: ((Bool) -> Void)? = nil) {
                    UIView.animate(
                        withDuration: withDuration,
                        delay: 0,
                        usingSpringWithDamping: 1.1,
                        initialSpringVelocity: 1,
                        options: .curveEaseOut,
                        animations: animations,
                        completion: completion)
                }
            }
            """
        RealWorldCorpus.expectRefusal("uikit", "UIView+Animation.swift", file, mentioning: "usingSpringWithDamping")
    }

    /// somedev/animations-in-ios Animations-in-iOS/Animations-in-iOS/Classes/SpringAnimationViewController.swift
    /// @ 5d8898015dea65e1e38f7afa48cda693c4233538: a CASpringAnimation made with no arguments,
    /// only its damping set (5) among keyPath and duration lines: mass 1 and stiffness 100 stay
    /// the defaults.
    @Test func onlyTheDampingSetAfterwards() {
        let file = """
            import UIKit

            class SpringDemoController: UIViewController {
                private let animationKey = "springKey"
                @IBOutlet weak var square: UIView!

                func addSpring() {
                    square.layer.removeAllAnimations()
                    let animation = CASpringAnimation()
                    animation.damping = 5
                    animation.keyPath = "transform.scale"
                    animation.duration = animation.settlingDuration
                    animation.fromValue = NSValue(caTransform3D: CATransform3DMakeScale(1.5, 1.5, 1.0))
                    square.layer.add(animation, forKey: animationKey)
                }
            }
            """
        RealWorldCorpus.expectMotion(
            RealWorldCorpus.read("uikit", "SpringDemoController.swift", file).curve, mass: 1, stiffness: 100, damping: 5)
    }

    /// Dennishsu507/AVFoundation-Test scaleButtonExtention.swift @ 981c04d1a345914e4b23d170fa64112f9fa5294b:
    /// a button extension whose spring has damping 0 and a duration of 0.1 s: an undamped
    /// spring never settles, but Core Animation plays it for its duration and cuts it there, so
    /// the curve is the first 0.1 s of u(t) = 1 − cos(ωt) + (v₀/ω)·sin(ωt), ω = √(k/m) = 10, v₀ = 8.
    @Test func anUndampedSpringPlaysForItsDuration() {
        let file = """
            import Foundation
            import UIKit

            extension UIButton {
                func pulse() {
                    let scale = CASpringAnimation(keyPath: "transform.scale")
                    scale.duration = 0.1
                    scale.fromValue = 0.95
                    scale.toValue = 1.0
                    scale.autoreverses = false
                    scale.initialVelocity = 8
                    scale.damping = 0
                    layer.add(scale, forKey: nil)}
            }
            """
        let curve = RealWorldCorpus.read("uikit", "UIButton+Pulse.swift", file).curve
        RealWorldTuningTests.expectBefore1(curve) { x in 1 - cos(10 * 0.1 * x) + 0.8 * sin(10 * 0.1 * x) }
    }

    /// HimmaHorde/SwifterSwift Swifter-Examples/Swifter-Examples/SpringViewController.swift
    /// @ 1f070c36926b0e7258ddeefbee92e090175d3bfe: the spring form of UIView.animate on one
    /// line with `options: .curveEaseInOut` inside touchesBegan: refused, and the option is
    /// not taken for the curve.
    @Test func oneLineSpringAnimateWithACurveOption() {
        let file = """
            import UIKit

            class SpringViewController: UIViewController {
                @IBOutlet weak var dot: UIView!

                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    dot.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
                    UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.5, options: .curveEaseInOut, animations: {
                        self.dot.transform = .identity
                    }, completion: nil)
                }
            }
            """
        RealWorldCorpus.expectRefusal("uikit", "SpringViewController.swift", file, mentioning: "usingSpringWithDamping")
    }

    /// davdroman/swiftui-navigation-transitions Sources/Animation/InterpolatingSpring.swift
    /// @ c2970728cbb61556bf47639f6a056d461c8134e9: UISpringTimingParameters whose every
    /// argument is a parameter of the enclosing function: there is no number to read, and the
    /// reader says so rather than taking the defaults.
    @Test func timingParametersFromFunctionParametersAreRefused() {
        let file = """
            import UIKit

            extension Transition {
                public static func spring(
                    mass: Double = 1.0,
                    stiffness: Double,
                    damping: Double,
                    initialVelocity: Double = 0.0
                ) -> Self {
                    .init(
                        duration: defaultDuration,
                        timingParameters: UISpringTimingParameters(
                            mass: mass,
                            stiffness: stiffness,
                            damping: damping,
                            initialVelocity: CGVector(dx: initialVelocity, dy: initialVelocity)
                        )
                    )
                }
            }
            """
        RealWorldCorpus.expectRefusal("uikit", "InterpolatingSpring.swift", file, mentioning: "is a parameter or a variable")
    }
    /// jullianm/Smartle Smartle/Extensions/UIView.swift @ e7053ead230f232dfb0e48b45ab5d4c6199c5b42:
    /// an extension with a spring animate (options: []) and a plain animate whose only option is
    /// .allowUserInteraction. The spring is refused, saying why; the plain animate names no
    /// curve, so it plays .curveEaseInOut, the curve whose option bits are 0 (UIView.AnimationOptions),
    /// cubic-bezier(0.42, 0, 0.58, 1), and the reply names the refused spring beside it.
    @Test func springAndPlainAnimateInOneExtension() {
        let file = """
            import UIKit

            extension UIView {
                func settle() {
                    UIView.animate(withDuration: 0.4, delay: 0.0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.5, options: [], animations: {
                        self.transform = .identity
                    }, completion: nil)
                }
                func fade(duration: Double = 0.5, alpha: CGFloat = 1.0) {
                    UIView.animate(withDuration: duration, delay: 0, options: .allowUserInteraction, animations: {
                        self.alpha = alpha
                    }, completion: nil)
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("uikit", "UIView+Settle.swift", file)
        #expect(reply.contains("took line 10 ") && reply.contains("usingSpringWithDamping"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.42, 0, 0.58, 1)
    }
}
