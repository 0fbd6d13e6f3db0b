import CurveKit
import Foundation
import Testing

@testable import Workbench

/// A paste that declares an object of curves (a spring table, an easing map) and code that
/// plays one member of it by path (`transition: SPR.normal`, `ease: CURVE.normal`,
/// `[...EXPO_OUT]`): the member used is the curve, and the members no code in the paste uses
/// are named as unused, never read as the paste's curve (issue 35: several declared curves were
/// read as their first). The code is written in our own words after the cited files.
@Suite("Real world: the member of a declared object that the code plays (issue 35)")
struct DeclaredObjectMemberTests {
    static func paste(_ platform: String, _ code: String) -> (reply: String, error: String?, curve: Curve?) {
        PlayedDefinitionTests.paste(platform, code)
    }

    /// Nwund/vault-project src/renderer/components/network/motion-tokens.ts
    /// @ f48357892a87ceee00bfbdc9ad4bb95f220a3fe7: a table of Motion springs, each member
    /// `{ type: 'spring', … } as Transition`, the table `as const`, and a preset whose
    /// transition is `SPR.normal`: stiffness 240, damping 26, Motion's default mass 1
    /// (motion-dom spring.ts). It was read as the table's first member, stiffness 350.
    @Test func aPresetPlaysTheSpringItNamesFromTheTable() {
        let (reply, error, curve) = Self.paste(
            "motion",
            """
            export const SPR = {
              quick: { type: 'spring', stiffness: 350, damping: 30 } as Transition,
              normal: { type: 'spring', stiffness: 240, damping: 26 } as Transition,
              soft: { type: 'spring', stiffness: 180, damping: 24 } as Transition,
            } as const

            export const POP = {
              initial: { opacity: 0, scale: 0.92 },
              animate: { opacity: 1, scale: 1 },
              transition: SPR.normal,
            } as const
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 240, damping: 26)
        #expect(reply.contains("SPR.quick, unused") && reply.contains("SPR.soft, unused"), "\(reply)")
    }

    /// The same file: an easing map whose members are four-number tuples (`as [number, number,
    /// number, number]`) and a preset easing with `CURVE.normal`, a cubic Bézier (motion-utils
    /// `isBezierDefinition`); `strong` is used by none of the paste's code.
    @Test func aTransitionEasesWithTheTupleItNamesFromTheMap() {
        let (reply, error, curve) = Self.paste(
            "motion",
            """
            export const CURVE = {
              normal: [0.22, 0.61, 0.36, 1] as [number, number, number, number],
              strong: [0.16, 1, 0.3, 1] as [number, number, number, number],
            } as const

            export const FADE = {
              initial: { opacity: 0, y: 8 },
              animate: { opacity: 1, y: 0 },
              transition: { duration: 0.22, ease: CURVE.normal },
            } as const
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.cubicBezier(0.22, 0.61, 0.36, 1))
        #expect(reply.contains("CURVE.strong, unused"), "\(reply)")
    }

    /// An object used whole (passed, not by member) plays all its members: nothing is passed over.
    @Test func anObjectUsedWholeKeepsEveryMember() {
        let (reply, error, _) = Self.paste(
            "motion",
            """
            const SPR = {
              quick: { type: 'spring', stiffness: 350, damping: 30 },
              soft: { type: 'spring', stiffness: 180, damping: 24 },
            }
            const pick = choose(SPR)
            """)
        #expect(error == nil, "\(reply)")
        #expect(!reply.contains("unused"), "\(reply)")
    }

    /// semeraroGOD/bernard-bellaiche-portfolio app/components/FloatingNav.tsx
    /// @ 8e8d549bea5b5a8bae6dbdb4a6e21bdd40504aee: `ease: [...OUT_EXPO]` spreads a tuple
    /// declared `as const` into the array Motion reads as cubicBezier(0.16, 1, 0.3, 1).
    @Test func aSpreadTupleIsTheArrayItSpreads() {
        let (reply, error, curve) = Self.paste(
            "motion",
            """
            const EXPO_OUT = [0.16, 1, 0.3, 1] as const;

            <motion.nav
              initial={{ opacity: 0, y: -18 }}
              animate={{ opacity: 1, y: 0 }}
              transition={{ duration: 1.4, delay: 1.4, ease: [...EXPO_OUT] }}
            />
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.cubicBezier(0.16, 1, 0.3, 1))
    }

    /// A spread of a member of a declared object, `[...CURVE.settle]`, is that member's elements.
    @Test func aSpreadMemberIsTheArrayItNames() {
        let (reply, error, curve) = Self.paste(
            "motion",
            """
            export const CURVE = {
              lift: [0.0, 0.0, 0.2, 1.0] as const,
              settle: [0.45, 0.0, 0.55, 1.0] as const,
            } as const;

            export const appear = {
              shown: { opacity: 1, transition: { duration: 0.4, ease: [...CURVE.settle] } },
            };
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.cubicBezier(0.45, 0, 0.55, 1))
        #expect(reply.contains("CURVE.lift, unused"), "\(reply)")
    }

    /// nolly-studio/cult-ui apps/www/registry/default/ui/floating-panel.tsx
    /// @ 8efa06882dc67783e969244a387f36c3a7364078: `type: "spring" as const` inside a declared
    /// transition that a `MotionConfig` hands down by name: the duration-and-bounce spring is read,
    /// and the name that passes it on is a use of it, not a value left unread.
    @Test func aConstTypedKeyAndTheNameThatPassesItOn() {
        let (reply, error, _) = Self.paste(
            "motion",
            """
            const PANEL_T = { type: "spring" as const, bounce: 0.1, duration: 0.4 }

            <MotionConfig transition={PANEL_T}>
              <motion.div layoutId="panel" />
            </MotionConfig>
            """)
        #expect(error == nil, "\(reply)")
        #expect(reply.contains("findSpring(duration 0.4 s, bounce 0.1)"), "\(reply)")
        #expect(!reply.contains("not read"), "\(reply)")
    }

    /// Custom properties whose names start alike (`--motion-ease` and `--motion-ease-out`): a
    /// transition that uses the longer one uses only it (CSS Variables 1: a name is the whole
    /// dashed ident), so the shorter is declared and unused.
    @Test func aCustomPropertyIsNotUsedByANameItPrefixes() {
        let (reply, error, curve) = Self.paste(
            "css",
            """
            :root {
              --motion-ease: cubic-bezier(0.25, 0.1, 0.25, 1);
              --motion-ease-out: cubic-bezier(0.19, 0.91, 0.38, 1);
            }
            .toggle { transition: opacity 120ms var(--motion-ease-out), transform 120ms var(--motion-ease-out); }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.cubicBezier(0.19, 0.91, 0.38, 1))
        #expect(reply.contains("used by none of it, not read: --motion-ease;"), "\(reply)")
    }
}
