import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Code from the spent real-world sets (issue 35) that was read as a curve the platform does not
/// play: a GSAP 2 tween whose only ease is commented out, a transition naming a preprocessor's
/// easing, a spring simulation and a conditional whose shape is known only at run time, and an
/// animation easing played over each interval of three keyframes. The code is written in our own
/// words after the cited files; each expectation is the platform's own rule, written out here.
@Suite("Real world: readings that were silently wrong")
struct SilentlyWrongReadingTests {
    static func paste(_ platform: String, _ code: String) -> (reply: String, error: String?, curve: Curve?) {
        PlayedDefinitionTests.paste(platform, code)
    }

    /// sexfat/ed103 main.js @ 0400ac096bff98ea2635314483002018e91711db: GSAP 2's
    /// `TweenMax.to(target, 2, { … })` with its ease line commented out, then a tween that eases
    /// with Elastic.easeOut. gsap-core.js `_createTweenType` (and the Tween constructor) take a
    /// number as the second argument for the duration and the vars after it; the default ease is
    /// power1.out, 1 − (1 − p)² (GSAP 2's TweenLite.defaultEase is the same Ease(type 1, power 1)).
    /// It was read as the later Elastic.easeOut.
    @Test func aGSAP2TweenWithItsEaseCommentedOutPlaysTheDefault() {
        let file = """
            // the tile
            TweenMax.to('.card', 2, {
                left: 320,
                // ease: Elastic.easeOut,
                repeat: 1,
                yoyo: true
            });

            TweenMax.from('.pointer', 10, {
                left: 320,
                ease: Elastic.easeOut
            });
            """
        let (reply, curve) = RealWorldCorpus.read("gsap", "main.js", file)
        #expect(reply.contains("took line 2 "), "\(reply)")
        #expect(reply.contains("power1.out"), "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in 1 - (1 - p) * (1 - p) }
    }

    /// peteboere/css-crush docs/plugins/ease.md @ 2c88fd66491592a759d18e72519bf2dd78345ea6: the
    /// preprocessor's `ease-in-quad` pasted as CSS. CSS Easing 1 §2 has no such keyword, so the
    /// shorthand takes the word for the property transitioned (CSS Transitions 1 §2.1), and no
    /// property has that name: nothing transitions. It was read as ease, the initial easing.
    @Test func aPreprocessorsEasingWordInATransitionIsRefused() {
        let (reply, error, curve) = Self.paste("css", "transition: .2s ease-in-quad;")
        #expect(curve == nil, "\(reply)")
        #expect(error?.contains("ease-in-quad is no CSS easing keyword") == true, "\(reply)")
        #expect(error?.contains("nothing transitions") == true, "\(reply)")
    }

    /// A real property beside a CSS keyword is still read: `opacity .2s ease-in` is ease-in,
    /// cubic-bezier(0.42, 0, 1, 1) (CSS Easing 1 §2.1).
    @Test func aPropertyBesideAKeywordIsStillRead() {
        let (reply, _, curve) = Self.paste("css", "transition: opacity .2s ease-in;")
        #expect(curve == .bezier(CubicBezier(constant: 0.42, 0, 1, 1)), "\(reply)")
    }

    /// flutter/samples animations/lib/src/misc/card_swipe.dart @
    /// 978919bde51385c9524fe46d6b51f3b161d80486: `SpringSimulation(spring, controller.value, 1,
    /// velocity)`. spring_simulation.dart moves from the start to the end with the velocity, and
    /// both shape the curve as progress; here they come from the running controller and the
    /// caller. It was read as the SpringDescription alone, from rest.
    @Test func aSpringSimulationStartingWhereTheControllerIsIsRefused() {
        let code = """
            void release({double speed = 0}) {
              var physics = const SpringDescription(
                mass: 50,
                stiffness: 1,
                damping: 1,
              );
              var motion = SpringSimulation(
                physics,
                _ctrl.value,
                1,
                speed,
              );
              _ctrl.animateWith(motion);
            }
            """
        let (reply, error, curve) = Self.paste("flutter", code)
        #expect(curve == nil, "\(reply)")
        #expect(error?.contains("known only at run time") == true, "\(reply)")
    }

    /// animate-css/animate.css source/attention_seekers/pulse.css @
    /// 3f8ab233dbbd9d2fe577528d2296382954be3d1a: keyframes from scale 1 through 1.05 at 50 % back
    /// to 1, none with a timing function of its own, and the animation's easing ease-in-out.
    /// CSS Animations 1 §3.1: the easing paces each interval from one keyframe to the next, so
    /// the value is 1 + 0.05·E(2p) before the middle and 1.05 − 0.05·E(2p − 1) after it, E the
    /// cubic-bezier(0.42, 0, 0.58, 1) (CSS Easing 1 §2.1), solved here by bisection. It was read
    /// as ease-in-out over the whole animation.
    @Test func anAnimationEasingPacesEachIntervalOfThreeKeyframes() {
        let file = """
            @keyframes beat {
              from {
                transform: scale3d(1, 1, 1);
              }

              50% {
                transform: scale3d(1.05, 1.05, 1.05);
              }

              to {
                transform: scale3d(1, 1, 1);
              }
            }

            .heart-beat {
              animation-name: beat;
              animation-timing-function: ease-in-out;
            }
            """
        let (reply, curve) = RealWorldCorpus.read("css", "pulse.css", file)
        #expect(reply.contains("took line 1 "), "\(reply)")
        func easeInOut(_ x: Double) -> Double {
            func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
                3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
            }
            var low = 0.0, high = 1.0
            for _ in 0..<200 {
                let middle = (low + high) / 2
                if bezier(0.42, 0.58, middle) < x { low = middle } else { high = middle }
            }
            return bezier(0, 1, (low + high) / 2)
        }
        RealWorldCorpus.expectValues(curve) { p in
            p < 0.5 ? 1 + 0.05 * easeInOut(2 * p) : 1.05 - 0.05 * easeInOut(2 * p - 1)
        }
    }

    /// The same keyframes with `animation: beat 1s ease-in-out` in one shorthand: the same curve.
    @Test func theShorthandsEasingPacesEachIntervalToo() {
        let file = """
            @keyframes beat { from { opacity: 0; } 50% { opacity: 1; } to { opacity: 0; } }
            .dot { animation: beat 1s ease-in-out infinite; }
            """
        let (reply, curve) = RealWorldCorpus.read("css", "dot.css", file)
        #expect(reply.contains("took line 1 "), "\(reply)")
        #expect(curve?.value(at: 0.5) == 1, "\(reply)")
        #expect(curve.map { abs($0.value(at: 0.25) - $0.value(at: 0.75)) < 1e-12 } == true, "\(reply)")
    }
}
