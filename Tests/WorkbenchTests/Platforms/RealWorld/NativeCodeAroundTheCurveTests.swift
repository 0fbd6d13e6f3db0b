import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// The code the native platforms run around a curve, read through: a view's modifiers after its
/// `.animation(…)`, a closure's parameters before the animation it returns, a CAAnimationGroup
/// whose animations play the group's pacing; and what depends on the code's state when it runs
/// refused, saying why (a `settlingDuration` read before the spring is set, an `Interval` placed
/// by a widget's index). Each case keeps the forms and numbers of the file cited; names are ours.
@Suite("Real world: code around the curve on the native platforms")
struct NativeCodeAroundTheCurveTests {
    /// dogra25130/SwiftUI-Animation-Lab LightSwitchAnimation/LightSwitchAnimation/ContentView.swift
    /// @ 14dc9555ac464f3514a40f1e0919607d9238cc9d: a view's `.animation(…)` with another view
    /// modifier after it, pasted as one chain. `.spring(dampingFraction: 0.65)` keeps the default
    /// response 0.5 (k = (2π/0.5)², c = 4π·0.65/0.5, Apple's spring(response:dampingFraction:
    /// blendDuration:)), and `.speed(1.25)` plays it 1.25 times as fast: k·1.25², c·1.25.
    @Test func aViewModifierAfterTheAnimationIsTheViewsNotTheAnimations() {
        let (reply, curve) = PastedCodeBlockTests.read(
            "swiftui",
            """
                            .onTapGesture {
                                toggleLamp()
                            }
                            .animation(.spring(dampingFraction: 0.65).speed(1.25))
                            .edgesIgnoringSafeArea(.all)
            """)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let speed = 1.25, stiffness = pow(2 * Double.pi / 0.5, 2), damping = 4 * Double.pi * 0.65 / 0.5
        RealWorldCorpus.expectMotion(curve, mass: 1, stiffness: stiffness * speed * speed, damping: damping * speed)
        guard case .spring(let spring)? = curve else { return }
        #expect(spring.duration == nil, "SwiftUI plays the spring until it settles")
        // On one line too, after the view it modifies.
        let line = try? Platform(word: "swiftui")?.read("Text(label).animation(.snappy).padding()")
        RealWorldCorpus.expectPerceptual(line?.curve, duration: 0.5, bounce: 0.15)
    }

    /// amosgyamfi/open-swiftui-animations OpenSwiftUIAnimations/AlertNotificationAnimation.swift
    /// @ db0a59cc4b091644f4569339d7cb076eba91b9a0: a phase animator whose `animation:` closure
    /// names its parameter, then `in`, a commented-out line and the animation it returns on the
    /// line after. `in` ends the closure's parameters; it is no receiver of `.bouncy(…)`.
    /// `.bouncy(duration: 1.5, extraBounce: 0.6)`: bounce 0.3 + 0.6 = 0.9 over 1.5 s (Apple's
    /// bouncy(duration:extraBounce:)): k = (2π/1.5)², c = 4π(1 − 0.9)/1.5.
    @Test func theAnimationAClosureReturnsAfterItsParameters() {
        let (reply, curve) = PastedCodeBlockTests.read(
            "swiftui",
            """
                            Image(systemName: "bell.fill")
                                .font(.system(size: 96))
                                .phaseAnimator([false, true]) { icon, swinging in
                                    icon
                                        .rotationEffect(.degrees(swinging ? -30 : 0), anchor: .top)
                                } animation: { swinging in
                                        //.easeInOut(duration: 0.5).delay(2)
                                        .bouncy(duration: 1.5, extraBounce: 0.6)
                                }
            """)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectMotion(curve, mass: 1, stiffness: pow(2 * Double.pi / 1.5, 2), damping: 4 * Double.pi * (1 - 0.9) / 1.5)
    }

    /// imqiuhang/CoreAnimationLearning AnimationLearn/Category/UIView+WaveAnimation.m
    /// @ 330d3c5cbf2e8ba2c25d25452fd3b6c4ee7c5052: a CAAnimationGroup paced by
    /// kCAMediaTimingFunctionDefault (held in a local variable), whose two animations have no
    /// timing function and last as long as the group: the group's time is paced by (0.25, 0.1,
    /// 0.25, 1) and each animation runs linearly in it, so each plays that cubic over the group's
    /// duration (CAAnimationGroup; CAMediaTimingFunctionName.default).
    static let rippleGroup = """
        - (void)ripple:(RippleOptions *)options on:(CALayer *)ring {
            CAAnimationGroup *wave = [CAAnimationGroup animation];
            wave.duration = options.span;
            wave.repeatCount = INFINITY;
            wave.removedOnCompletion = NO;

            CAMediaTimingFunction *pace = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionDefault];
            wave.timingFunction = pace;

            CABasicAnimation *swell = [CABasicAnimation animationWithKeyPath:@"transform.scale.xy"];
            swell.fromValue = @0.0;
            swell.toValue = @1.0;
            swell.duration = options.span;
            swell.removedOnCompletion = NO;

            CABasicAnimation *dim = [CABasicAnimation animationWithKeyPath:@"opacity"];
            dim.fromValue = @1.0;
            dim.toValue = @0.0;
            dim.duration = options.span;
            dim.removedOnCompletion = NO;

            wave.animations = @[swell, dim];
            [ring addAnimation:wave forKey:@"ripple"];
        }
        """

    @Test func anAnimationGroupsPacingIsWhatItsAnimationsPlay() {
        let (reply, curve) = RealWorldCorpus.read("uikit", "Ripple.m", Self.rippleGroup)
        #expect(reply.contains("paces its 2 animations"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.25, 0.1, 0.25, 1)
        // The file holds one definition: the group; its animations and its pacing are parts of it.
        var transcript = Transcript(files: ["Ripple.m": Self.rippleGroup])
        #expect(transcript.reply("a = uikit file=Ripple.m at=2").error?.contains("holds 1 ") == true)
    }

    /// The same group with an animation that paces itself, or lasts otherwise than the group: what
    /// it plays is its pacing of the group's curve, or a part of it, not one timing curve.
    @Test func anAnimationGroupWhoseAnimationsPaceThemselvesIsRefused() {
        let ownPacing = Self.rippleGroup.replacingOccurrences(
            of: "    dim.removedOnCompletion = NO;",
            with: "    dim.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseIn];")
        RealWorldCorpus.expectRefusal("uikit", "Ripple.m", ownPacing, mentioning: "paces itself within the group's time")
        let shorter = Self.rippleGroup.replacingOccurrences(of: "    dim.duration = options.span;", with: "    dim.duration = 0.2;")
        RealWorldCorpus.expectRefusal("uikit", "Ripple.m", shorter, mentioning: "lasts 0.2 and the group options.span")
    }

    /// LieonShelly/AnimationDemo AnimationDemo/Source/IFTapAniamtion.swift
    /// @ 4328c701e3b1239d1de12a66fe7b4f7a7c177d03: `duration = settlingDuration` on the line
    /// before the spring's velocity, mass, stiffness and damping are set. Apple: settlingDuration
    /// "is evaluated for the current animation parameters", so it is the default spring's estimate
    /// (mass 1, stiffness 100, damping 10; Apple does not publish the estimate's formula), and the
    /// stiffer spring set after it is cut there, mid-motion: the span is not known, so it is refused.
    @Test func aSettlingDurationReadBeforeTheSpringIsSetIsRefused() {
        let file = """
            final class PressFeedback {
                static func jump(_ layer: CALayer) {
                    let jump = CASpringAnimation(keyPath: "position.y")
                    jump.fromValue = layer.position.y + 1
                    jump.toValue = layer.position.y
                    jump.duration = jump.settlingDuration
                    jump.initialVelocity = 100.0
                    jump.mass = 10
                    jump.stiffness = 15000
                    jump.damping = 50
                    layer.add(jump, forKey: nil)
                }
            }
            """
        RealWorldCorpus.expectRefusal(
            "uikit", "PressFeedback.swift", file,
            mentioning:
                "jump.duration is set to jump.settlingDuration on line 6, before lines 7, 8, 9, 10 set jump's initialVelocity, mass, stiffness, damping"
        )
        // Read after the properties, it is the spring's own settling time: played to rest.
        let after = file.replacingOccurrences(of: "        jump.duration = jump.settlingDuration\n", with: "")
            .replacingOccurrences(
                of: "        jump.damping = 50\n", with: "        jump.damping = 50\n        jump.duration = jump.settlingDuration\n")
        let curve = RealWorldCorpus.read("uikit", "PressFeedback.swift", after).curve
        RealWorldCorpus.expectMotion(curve, mass: 10, stiffness: 15000, damping: 50, velocity: 100)
        guard case .spring(let spring)? = curve else { return }
        #expect(spring.duration == nil)
    }

    /// bizz84/flutter_animations_course_materials
    /// projects/habit_tracker_flutter/lib/ui/animations/staggered_scale_transition.dart
    /// @ 2ec76f093358cfac44d0eac9cacdef360dbce0b7: an `Interval` whose begin and end are computed
    /// from the widget's index. Interval places its curve within the controller's run
    /// (curves.dart Interval.transformInternal), so the curve played depends on the index, known
    /// only when the widget is built: refused, never read as the inner curve alone.
    @Test func anIntervalPlacedByARunTimeValueIsRefused() {
        let file = """
            class GrowingTile extends StatelessWidget {
              GrowingTile({
                super.key,
                required Animation<double> driver,
                required int position,
                required this.child,
              }) : scale = Tween<double>(
                      begin: 0.0,
                      end: 1.0,
                    ).animate(
                      CurvedAnimation(
                        parent: driver,
                        curve: Interval(
                          0.1 * position,
                          0.5 + 0.1 * position,
                          curve: Curves.easeInOutCubic,
                        ),
                      ),
                    );
              final Widget child;
              final Animation<double> scale;
            }
            """
        RealWorldCorpus.expectRefusal(
            "flutter", "growing_tile.dart", file, mentioning: "Interval's begin is 0.1 * position, computed from position")
        // Arithmetic over literals is the number it makes: Interval(0.2, 0.6) of Curves.easeOut,
        // Cubic(0.0, 0.0, 0.58, 1.0) in curves.dart.
        let sum = try? Platform(word: "flutter")?.read("Interval(0.2, 0.5 + 0.1, curve: Curves.easeOut)")
        RealWorldCorpus.expectValues(
            sum?.curve, RealWorldCorpus.flutterInterval(0.2, 0.5 + 0.1, RealWorldCorpus.cubicBezier(0, 0, 0.58, 1)))
        // A constant the paste does not give is no number either: refused, not the inner curve alone.
        var transcript = Transcript()
        let reply = transcript.reply("a = flutter Interval(0.2, TileLayout.end, curve: Curves.easeOut)")
        #expect(reply.error?.contains("Interval's end is TileLayout.end, not a number read here") == true, "\(reply.error ?? reply.text)")
    }
}
