import CurveKit
import Foundation
import Testing

@testable import Workbench

/// A table of named curves beside the code that plays one of them (issue 35): projects keep
/// their curves as constants (`static const Curve bounceOut = Curves.bounceOut;`, `export const
/// easeOut = [0.25, 0.1, 0.25, 1]`, `--transition-fast: 150ms ease;`) and animate with one,
/// through a name, a parameter's default or `var()`. The code plays what it uses; a constant
/// that only names the platform's curve of the same name is no use of itself; when nothing in
/// the paste uses any of them, a value that animates (a configuration given a curve and a
/// duration) comes before the curves kept under a name. Cases from the spent held-out set 16,
/// written in our own words; each expectation is the platform's own curve, written out here.
@Suite("Real world: a table of named curves beside the code that plays one")
struct CurveTableTests {
    static func paste(_ platform: String, _ code: String) -> (reply: String, error: String?, curve: Curve?) {
        PlayedDefinitionTests.paste(platform, code)
    }

    /// Flutter's Curves.elasticOut, ElasticOutCurve(0.4) (curves.dart):
    /// 2^(−10t)·sin((t − 0.1)·2π/0.4) + 1.
    static func elasticOut(_ t: Double) -> Double {
        t == 0 || t == 1 ? t : pow(2, -10 * t) * sin((t - 0.1) * 2 * Double.pi / 0.4) + 1
    }

    /// Ola-Segun/Budgit lib/core/theme/app_animations.dart @ c61dc5c2c9a12609dd29676322dd90c43c1e7acb:
    /// constants named after Flutter's curves (`easeInOut = Curves.easeInOut`) and an extension
    /// whose `curve` parameter defaults to `Anim.scaleIn`, Curves.elasticOut, which AnimatedScale
    /// plays. `Curves.easeInOut` inside the constant's own value was counted as a use of the
    /// constant, so the first constant was read.
    @Test func aParametersDefaultFromATableIsTheCurve() {
        let (reply, error, curve) = Self.paste(
            "flutter",
            """
            class Motion {
              static const Duration medium = Duration(milliseconds: 300);

              static const Curve easeInOut = Curves.easeInOut;
              static const Curve bounceOut = Curves.bounceOut;
              static const Curve enter = Curves.easeInOutCubic;
              static const Curve fadeIn = Curves.easeIn;
              static const Curve popIn = Curves.elasticOut;
            }

            extension Appear on Widget {
              Widget popUp({
                Duration duration = Motion.medium,
                Curve curve = Motion.popIn,
              }) {
                return AnimatedScale(
                  scale: 1.0,
                  duration: duration,
                  curve: curve,
                  child: this,
                );
              }
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve, Self.elasticOut)
        // Each constant is named by its own name: `Curves.easeIn` is not the text of `Curves.easeInOut`.
        #expect(reply.contains("fadeIn") && !reply.contains("easeInOut: Curves.easeIn "), "\(reply)")
    }

    /// cristianmgm7/track_flow lib/core/theme/app_animations.dart
    /// @ 3d03c565f7548fe6fbd583b6a11d290c33db73de: the same table, and an AnimatedScale given no
    /// curve, which plays its default, Curves.linear (implicit_animations.dart). (The project
    /// writes `duration: duration ?? quick`, which still makes the whole widget unread.)
    @Test func aWidgetGivenNoCurveBesideATablePlaysItsDefault() {
        let (reply, error, curve) = Self.paste(
            "flutter",
            """
            class Timing {
              static const Duration quick = Duration(milliseconds: 150);
              static const Curve easeInOut = Curves.easeInOut;
              static const Curve bounceOut = Curves.bounceOut;
              static const Curve springy = Curves.elasticOut;

              static Widget grown(Widget child) {
                return AnimatedScale(
                  duration: quick,
                  scale: 1.0,
                  child: child,
                );
              }
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { $0 }
    }

    /// DanLika/rab_booking lib/core/theme/app_animations.dart
    /// @ a469d93bb59dd21566b9c1d240383796d3857fe6: curve constants, then configurations that each
    /// give a duration and one of them. The first configuration animates, with the constant it
    /// uses, Curves.bounceOut (Penner's bounce, curves.dart `_bounce`); the constant declared
    /// first, elasticOut, which the second configuration uses, was read.
    @Test func ofTheConstantsTheCodeUsesTheOneUsedFirstIsTheCurve() {
        let (reply, error, curve) = Self.paste(
            "flutter",
            """
            class Moves {
              static const Duration slow = Duration(milliseconds: 400);
              static const Duration slower = Duration(milliseconds: 500);

              static const Curve elasticOut = Curves.elasticOut;
              static const Curve bounceIn = Curves.bounceIn;
              static const Curve bounceOut = Curves.bounceOut;
              static const Curve calm = Cubic(0.4, 0.0, 0.2, 1.0);

              static const MoveSpec bounce = MoveSpec(
                duration: slow,
                curve: bounceOut,
              );

              static const MoveSpec elastic = MoveSpec(
                duration: slower,
                curve: elasticOut,
              );
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.bounceOut)
        #expect(reply.contains("the one the code in it uses first"), "\(reply)")
    }

    /// 10D-Labs/forge-website src/lib/animations.ts @ 1fcf8999d520b11fac6ceaeb5fc51857d4e97748:
    /// two exported Bézier arrays, then a transition and a variant that ease with the first,
    /// `easeOut = [0.25, 0.1, 0.25, 1]` (Motion plays an array of four numbers as that cubic
    /// Bézier). The second array, used by nothing, was read first.
    @Test func exportedArraysAreCurvesKeptForATransition() {
        let (reply, error, curve) = Self.paste(
            "motion",
            """
            import type { Variants, Transition } from "framer-motion";

            export const softOut = [0.25, 0.1, 0.25, 1] as const;
            export const softInOut = [0.4, 0, 0.2, 1] as const;

            export const base: Transition = {
              duration: 0.6,
              ease: softOut,
            };

            export const rise: Variants = {
              hidden: { opacity: 0 },
              shown: {
                opacity: 1,
                transition: { duration: 0.5, ease: softOut },
              },
            };
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.25, 0.1, 0.25, 1)
        #expect(reply.contains("the first that animates"), "\(reply)")
    }

    /// 0xAEQI/sigil-ui src/styles/tokens.css @ 0b7564f109767397338012cbd52ef7e46def11ac: two
    /// transition tokens as custom properties; a rule's `transition: color
    /// var(--transition-smooth)` substitutes the second (CSS Custom Properties 1), so
    /// cubic-bezier(0.4, 0, 0.2, 1) plays. The unused first token, `ease`, was read.
    @Test func aCustomPropertyThatNoRuleUsesIsNotTheCurve() {
        let (reply, error, curve) = Self.paste(
            "css",
            """
            :root {
              --paper: #f5f5f0;
              --quick: 150ms ease;
              --smooth: 250ms cubic-bezier(0.4, 0, 0.2, 1);
            }

            .logo {
              color: var(--paper);
              transition: color var(--smooth);
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.4, 0, 0.2, 1)
    }
}
