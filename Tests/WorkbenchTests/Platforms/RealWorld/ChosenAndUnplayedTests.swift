import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Code from the spent real-world sets (issue 35) that was read as a curve the code does not
/// play: a choice made when the code runs (a conditional over several lines, a conditional
/// spread, a value that a later choice replaces), a key the platform ignores (a GSAP timeline's
/// `ease`), props that animate nothing (AnimatePresence's, a transition with no target), and
/// forms whose played curve was missed (a Motion props object with keyframes, a Flutter
/// controller that runs linearly). The code is written in our own words after the cited
/// files; each expectation is the platform's own rule, written out here.
@Suite("Real world: choices made at run time, and props that play nothing")
struct ChosenAndUnplayedTests {
    static func paste(_ platform: String, _ code: String) -> (reply: String, error: String?, curve: Curve?) {
        PlayedDefinitionTests.paste(platform, code)
    }

    // MARK: Choices made at run time

    /// 312-dev/swapify src/app/LandingClient.tsx @ 0ef89f05e9105af5d14dc090987d4a4a53f4ee12: the
    /// `transition` prop is `phase === 'drop' ? {…} : {…}` written over several lines, each branch
    /// with its own ease array. Which plays depends on state; it was read as the first branch.
    @Test func aConditionalOverSeveralLinesChoosesAtRunTime() {
        let (reply, error, _) = Self.paste(
            "motion",
            """
            <m.span
              animate={{ y: 0 }}
              transition={
                stage === 'land'
                  ? {
                      duration: LAND_MS,
                      ease: [0.34, 1.56, 0.64, 1],
                    }
                  : {
                      duration: FALL_MS,
                      ease: [0.55, 0, 1, 0.45],
                    }
              }
            />
            """)
        #expect(error?.contains("the code picks the animation when it runs") == true, "\(reply) \(error ?? "")")
        #expect(error?.contains("when stage === 'land' holds") == true, "\(reply) \(error ?? "")")
    }

    /// A conditional between two values that are no curves (a frame, met by hand in the shell):
    /// refused as the choice it is, naming both values, not as a timing named `?:`.
    @Test func aConditionalBetweenValuesThatAreNoCurvesSaysSo() {
        let (reply, error, curve) = Self.paste("uikit", "let frame = isOpen ? CGRect(x: 0, y: 0, width: 10, height: 10) : CGRect.zero")
        #expect(curve == nil, "\(reply)")
        #expect(error?.contains("'?:'") == false, "\(reply) \(error ?? "")")
        #expect(error?.contains("chooses between CGRect(") == true, "\(reply) \(error ?? "")")
        #expect(error?.contains("and CGRect.zero when the code runs") == true, "\(reply) \(error ?? "")")
    }

    /// KopfSzmercen/Post-App frontend/src/components/drawer/AppBar.tsx
    /// @ 5baf83804571e63ad4a38621a74b0aedc98ca274: a styled app bar whose `sharp` transition is
    /// replaced by an `easeOut` one when `open` holds, through `...(open && { transition: … })`
    /// (MUI createTransitions.js easing.sharp and easing.easeOut). It was read as the first.
    @Test func aConditionalSpreadChoosesAtRunTime() {
        let (reply, error, _) = Self.paste(
            "material",
            """
            export const Bar = styled(MuiAppBar)(({ theme, open }) => ({
              transition: theme.transitions.create(["margin"], {
                easing: theme.transitions.easing.sharp,
              }),
              ...(open && {
                transition: theme.transitions.create(["margin"], {
                  easing: theme.transitions.easing.easeOut,
                }),
              }),
            }));
            """)
        #expect(error?.contains("chooses between them at run time") == true, "\(reply) \(error ?? "")")
    }

    /// An arrow function's parameter (`theme => ({ … })`) is no assignment: two rules that
    /// stand side by side are read as the first, MUI's sharp, cubic-bezier(0.4, 0, 0.6, 1).
    /// (A case of the spent sets was refused as "line 10 configures theme".)
    @Test func anArrowsParameterIsNoAssignment() {
        let (reply, error, curve) = Self.paste(
            "material",
            """
            export const styles = theme => ({
              body: {
                transition: theme.transitions.create("margin", { easing: theme.transitions.easing.sharp }),
              },
              shifted: {
                transition: theme.transitions.create("margin", { easing: theme.transitions.easing.easeOut }),
              },
            })
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.4, 0, 0.6, 1)
    }

    /// srpallab/flutter-animation (GetX controller) @ 3d8bdc6a74b9ec96bdf5fa8ef87b006de0b644f0:
    /// a curve observable that starts as Curves.bounceIn and that each toggle sets to
    /// `zoomed.value ? Curves.bounceIn : Curves.bounceOut` before the animation: the start value
    /// is not what plays. It was read as bounceIn, the choice named beside it.
    @Test func aValueThatAChoiceReplacesIsNotTheCurve() {
        let (reply, error, _) = Self.paste(
            "flutter",
            """
            class GrowController extends GetxController {
              final RxBool grown = false.obs;
              final Rx<Curve> curve = Rx(Curves.bounceIn);

              void toggle() {
                grown.value = !grown.value;
                curve.value = grown.value ? Curves.bounceIn : Curves.bounceOut;
              }
            }
            """)
        #expect(error?.contains("the code picks the animation when it runs") == true, "\(reply) \(error ?? "")")
        #expect(error?.contains("the paste also holds Curves.bounceIn (line 3)") == true, "\(reply) \(error ?? "")")
    }

    /// stinger/iOS-Animations ModalTransitioningDelegate.swift @ 97a4de38c0a49b4b4f201187639513765acc9c7c:
    /// a guard's fallback animator and the animator that plays `closing ? .easeIn : .easeOut`.
    /// It was read as the fallback's `.linear`.
    @Test func aGuardsFallbackBesideAChoiceIsNotTheCurve() {
        let (reply, error, _) = Self.paste(
            "uikit",
            """
            guard let from = ctx.viewController(forKey: .from) else {
                return UIViewPropertyAnimator(duration: 0, curve: .linear, animations: nil)
            }
            let curve: UIView.AnimationCurve = closing ? .easeIn : .easeOut
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: curve) {
                from.view.alpha = 0
            }
            """)
        #expect(error?.contains(".easeIn when closing holds, .easeOut when it does not") == true, "\(reply) \(error ?? "")")
    }

    /// thinkingGorilla/flutter_animation_masterclass lib/screens/swiping_cards_screen.dart
    /// @ 6a4e2ebbcc54d7ab46e08bc501a0cc2fd0c8bfcf (`if … else`) and elian118/flutter_animations
    /// lib/screens/swiping_cards_screen.dart @ a24983819dd5823f958ced55c2b3a40bf2f77f85 (`… ? … : …`
    /// over several lines), a card deck's `_onDragEnd`: past a limit the card flies off with `animateTo(target)`,
    /// whose curve is AnimationController's default Curves.linear (animation_controller.dart);
    /// else it springs back with Curves.bounceOut. Which runs depends on the drag; it was read as
    /// the bounce.
    @Test func twoAnimateToCallsOnTwoPathsAreAChoice() {
        for code in [
            """
            void _release(DragEndDetails details) {
              if (_drag.value.abs() >= limit) {
                _drag.animateTo(outside).whenComplete(_next);
              } else {
                _drag.animateTo(0, curve: Curves.bounceOut);
              }
            }
            """,
            """
            void _release(DragEndDetails details) {
              _drag.value.abs() >= limit
                  ? _drag
                      .animateTo(outside)
                      .whenComplete(_next)
                  : _drag.animateTo(0, curve: Curves.bounceOut);
            }
            """,
        ] {
            let (reply, error, _) = Self.paste("flutter", code)
            let chosen = ["chooses between them at run time", "the code picks the animation when it runs"]
            #expect(chosen.contains { error?.contains($0) == true }, "\(reply) \(error ?? "")")
        }
    }

    /// HerbertSegismar/greensock-anim src/components/about.tsx
    /// @ 2ce60813e59ea85a55d3350ecc1c72ec07eedf38: `seq.from(…)` then `seq.to(…)` on one
    /// `gsap.timeline()`: two tweens side by side, read as the first, power1.in, p² (gsap-core.js
    /// Power1 in); it was refused as "line 12 configures seq".
    @Test func tweensAddedToOneTimelineAreSiblings() {
        let (reply, error, curve) = Self.paste(
            "gsap",
            """
            const seq = gsap.timeline();
            seq.from("#blob", { x: 300, duration: 3, ease: "power1.in", yoyo: true, repeat: 2 });
            seq.to("#blob", { y: 100, ease: "power1.inOut", repeat: 1 });
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in p * p }
    }

    // MARK: Keys and props that play nothing

    /// MagnusCole/luisnoriega-website features/hero/motion/heroReveal.ts
    /// @ e343ef0e999d0dc0b473f44a0e9aa792d6c8b3ef: `gsap.timeline({ ease: "power2.out" })`. A
    /// timeline reads no `ease` (gsap-core.js: only `defaults` pass to its tweens), so tweens that
    /// name none play GSAP's default power1.out, 1 − (1 − p)².
    @Test func aTimelinesOwnEaseKeyIsIgnored() {
        let (reply, error, curve) = Self.paste(
            "gsap",
            """
            const intro = gsap.timeline({ ease: "power2.out" });
            if (title.current) {
              intro.fromTo(title.current, { opacity: 0 }, { opacity: 1, duration: 0.8 });
            }
            if (photo.current) {
              intro.fromTo(photo.current, { scale: 1.05 }, { scale: 1, duration: 1 }, 0.2);
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in 1 - (1 - p) * (1 - p) }
    }

    /// outline/outline app/components/DocumentCard.tsx @ d77dcdf853868c5d5fe125c895c9b71f0eff5c68
    /// (AnimatePresence with animate props) and kmaengggong/framer-motion components/temp/navbar.tsx
    /// @ 5ca37fc2b2f6857a0411c3fd40596c3132282f37 (a motion.nav with only a transition and a style): AnimatePresence takes no `animate` or
    /// `transition` (framer-motion's AnimatePresence props), and a motion element with nothing to
    /// animate plays its transition on nothing (`style` is written as it is). Both were read as
    /// their transitions.
    @Test func propsThatAnimateNothingAreRefused() {
        let presence = Self.paste(
            "motion",
            """
            <AnimatePresence
              initial={{ opacity: 0 }}
              animate={{ opacity: 1, transition: { type: "spring", bounce: 0.6 } }}
            >
              <Menu item={item} />
            </AnimatePresence>
            """)
        #expect(presence.error?.contains("AnimatePresence is no motion component") == true, "\(presence.reply) \(presence.error ?? "")")
        let still = Self.paste(
            "motion",
            """
            <motion.nav
              className="bar"
              style={{ opacity: shown ? 1 : 0 }}
              transition={{ duration: 0.3 }}
            />
            """)
        #expect(still.error?.contains("the transition plays nothing") == true, "\(still.reply) \(still.error ?? "")")
    }

    // MARK: Forms whose played curve was missed

    /// takuyadev/personalize-ai client/src/data/animations/loopAnimation.js
    /// @ 7f7dad5100f4750cf1f8b8d02ec4e03c71cc8db3: a props object, `{ transition: { ease: [0.61,
    /// 1, 0.88, 1], … }, animate: { y: [0, 50, 0] } }`, spread on an element. The keyframes are
    /// spaced evenly and the four-number ease eases each segment (motion-dom keyframes). It was
    /// read as the ease alone.
    @Test func aPropsObjectWithKeyframesIsItsKeyframes() {
        let (reply, error, curve) = Self.paste(
            "motion",
            """
            export const drift = {
              transition: { duration: 10, repeat: Infinity, ease: [0.61, 1, 0.88, 1] },
              animate: { y: [0, 50, 0] },
            };
            """)
        #expect(error == nil, "\(reply)")
        let ease = RealWorldCorpus.cubicBezier(0.61, 1, 0.88, 1)
        RealWorldCorpus.expectValues(curve) { x in x <= 0.5 ? 50 * ease(2 * x) : 50 - 50 * ease(2 * x - 1) }
    }

    /// DeveloperMalay/flutter_animations lib/animations/linear_animation.dart
    /// @ 108044d89bd98b5586abe8ff440ba7db1c49068d, and two more of the spent sets: an
    /// AnimationController that drives a tween or a transition directly: the controller runs its value at a constant pace ("linearly produces values",
    /// animation_controller.dart), so the motion is linear; they were refused. With a
    /// CurvedAnimation over the controller, the curve is that one.
    @Test func aControllerWithNoCurveIsLinear() {
        let (reply, error, curve) = Self.paste(
            "flutter",
            """
            _spin = AnimationController(vsync: this, duration: const Duration(seconds: 1));
            _turns = Tween<double>(begin: 0, end: 1).animate(_spin);
            _spin.forward();
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { $0 }
        let curved = Self.paste(
            "flutter",
            """
            _spin = AnimationController(vsync: this, duration: const Duration(seconds: 1));
            _turns = CurvedAnimation(parent: _spin, curve: Curves.easeOut);
            """)
        #expect(curved.error == nil, "\(curved.reply)")
        RealWorldCorpus.expectBezier(curved.curve, 0, 0, 0.58, 1)
    }

    /// A widget given no curve around one that gives its own (a spent set's case from
    /// guozhigq/pilipala lib/pages/home/view.dart: `AnimatedOpacity(…, child:
    /// AnimatedContainer(curve: Curves.easeInOutCubicEmphasized, …))`): two animations. The
    /// outer, the first, plays its default Curves.linear (implicit_animations.dart), and the
    /// inner is named beside it, never passed over (once, the outer took a sum it could not read
    /// and the inner was read; then the outer was read and the inner went unsaid).
    @Test func aWidgetsOwnCurveInsideADefaultOneIsNamed() {
        let (reply, error, curve) = Self.paste(
            "flutter",
            """
            AnimatedOpacity(
              opacity: shown ? 1 : 0,
              duration: const Duration(milliseconds: 300),
              child: AnimatedContainer(
                curve: Curves.easeInOutCubicEmphasized,
                duration: const Duration(milliseconds: 500),
                height: shown ? top + 52 : top,
              ),
            )
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { $0 }
        #expect(reply.contains("AnimatedContainer( curve: Curves.easeInOutCubicEmphasized"), "\(reply)")
        #expect(reply.contains("animates with a curve of its own: not read"), "\(reply)")
    }

    /// tyanochkuby/flutter_animation_example lib/presentation/widgets/heart.dart
    /// @ 3f83e7296058bfa20d0b11d5e7c7d7b8cb644c7f: a TweenSequence the controller drives directly (`TweenSequence([
    /// TweenSequenceItem(tween: Tween(begin: 35, end: 50), weight: 50), …]).animate(pulse)`):
    /// each item takes its weight's share of the time and moves linearly (tween_sequence.dart),
    /// 35 → 50 → 35. The controller alone was read as linear, which the sequence is not.
    @Test func aSequenceTheControllerDrivesIsItsItems() {
        let (reply, error, curve) = Self.paste(
            "flutter",
            """
            pulse = AnimationController(duration: const Duration(milliseconds: 500), vsync: this);
            size = TweenSequence(<TweenSequenceItem<double>>[
              TweenSequenceItem(tween: Tween(begin: 35, end: 50), weight: 50),
              TweenSequenceItem(tween: Tween(begin: 50, end: 35), weight: 50),
            ]).animate(pulse);
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { x in x <= 0.5 ? 35 + 15 * (x / 0.5) : 50 - 15 * ((x - 0.5) / 0.5) }
    }
}
