import Foundation
import Testing
@testable import Workbench

/// Motion (framer-motion) transitions as real projects write them. generators/spring.ts:
/// stiffness, damping, mass (defaults 100, 10, 1), the motion of m·u″ + c·u′ + k·u = 0.
@Suite("Real world: Motion")
struct MotionRealWorldTests {
    /// j-leklere/ml-scraper-front src/utils/animationProps.js @ 16e82b6a23315161884a14cc0bccc4a10a0d4735:
    /// one exported object whose `transition` member is the spring, beside initial and animate.
    @Test func transitionMemberOfAPropsObject() {
        let file = """
            export const enterProps = {
              initial: { opacity: 0, scale: 0.9 },
              animate: { opacity: 1, scale: 1 },
              transition: { type: "spring", stiffness: 260, damping: 20 },
            };
            """
        RealWorldCorpus.expectSpring(RealWorldCorpus.read("motion", "props.js", file).curve, mass: 1, stiffness: 260, damping: 20)
    }

    /// maisaolisilva/portifolio-maisa-dev app/componentes/apresentacao/botaoCurriculo/settings.ts
    /// @ 3083fe24030f67fc254345e4f6f8fa2cd6b39e67: a type-only import, then SpringOptions with a mass.
    @Test func springOptionsWithMassAfterATypeImport() {
        let file = """
            import type { SpringOptions } from "framer-motion";

            export const press: SpringOptions = {
              stiffness: 300,
              damping: 20,
              mass: 0.8,
            };
            """
        RealWorldCorpus.expectSpring(RealWorldCorpus.read("motion", "settings.ts", file).curve, mass: 0.8, stiffness: 300, damping: 20)
    }

    /// RifkyA911/Portofolio-Ecommerce-Fullstack-React-Laravel Admin/src/Config/MotionProps.jsx
    /// @ 18655370a7ac427b33393dd4856f33966a7deed5: the transition nested one level deeper.
    @Test func nestedTransition() {
        let file = """
            export const dialogMotion = {
              panel: {
                initial: { scale: 0.8 },
                animate: { scale: 1 },
                transition: {
                  type: "spring",
                  stiffness: 260,
                  damping: 20,
                },
              },
            };
            """
        RealWorldCorpus.expectSpring(RealWorldCorpus.read("motion", "MotionProps.jsx", file).curve, mass: 1, stiffness: 260, damping: 20)
    }

    /// AbbasCiatek/galoper-calendar src/lib/animations.ts @ c879ba42ef334ffe159b046de37e47b7ec1f0173:
    /// an import from "motion", then a typed Transition constant.
    @Test func typedTransitionConstant() {
        let file = """
            import type { Transition } from "motion";
            export const settle: Transition = {
              type: "spring",
              stiffness: 200,
              damping: 18,
            };
            """
        RealWorldCorpus.expectSpring(RealWorldCorpus.read("motion", "animations.ts", file).curve, mass: 1, stiffness: 200, damping: 18)
    }
}
