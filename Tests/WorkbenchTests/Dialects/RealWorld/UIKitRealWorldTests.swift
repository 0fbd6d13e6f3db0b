import Foundation
import Testing
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
}
