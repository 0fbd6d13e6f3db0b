import CurveKit
import Foundation
import Testing

@testable import Workbench

/// A Motion target whose values are keyframes and whose `transition` sits inside it (a variant,
/// what `controls.start(…)` is given): the keyframes are what plays, as
/// `animate(element, values, transition)` plays them (motion.dev: a value given as an array is
/// keyframes; motion-dom's keyframes generator eases each interval with the one `ease`). The
/// transition alone was read before, its ease taken for the curve and the keyframes dropped.
@Suite("Real world: a Motion target that gives keyframes (issue 35)")
struct MotionTargetKeyframesTests {
    /// One value's keyframes with `times` and one ease: the values at their times, each interval
    /// eased by the ease, y as progress from the first value to the last.
    @Test func aTargetsKeyframesPlayAtTheirTimes() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "motion", "controls.start({ x: [0, 100, 60], transition: { duration: 0.5, times: [0, 0.7, 1], ease: 'easeOut' } })")
        #expect(error == nil, "\(reply)")
        let easeOut = RealWorldCorpus.cubicBezier(0, 0, 0.58, 1)
        RealWorldCorpus.expectValues(curve) { x in
            x < 0.7 ? 100.0 / 60 * easeOut(x / 0.7) : 100.0 / 60 + (1 - 100.0 / 60) * easeOut((x - 0.7) / 0.3)
        }
    }

    /// Choaib-ELMADI/facebook-clone src/components/Reactions/Like/Like.jsx
    /// @ 48a619058f07c351e0ca00a6a1e75a6acfdd0dac: a variant whose scale and rotation are
    /// keyframes that move along different curves (1, 0.8, 1.1 and 0, 2, −6), with no ease. It
    /// is refused, and its transition is not read alone (it was read as the transition's default
    /// easeOut, the keyframes dropped).
    @Test func refusedKeyframesAreNotReadAsTheirTransition() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "motion",
            """
            const thumbVariants = {
                shown: {
                    scale: [1, .8, 1.1],
                    rotateZ: [0, 2, -6],
                    transition: { duration: .7, delay: .1, repeatType: 'reverse', repeat: Infinity },
                },
            };
            """)
        #expect(curve == nil && error != nil, "\(reply)")
        let eased = PlayedDefinitionTests.paste(
            "motion", "const thumb = { scale: [1, .8, 1.1], rotateZ: [0, 2, -6], transition: { duration: .7, ease: 'easeOut' } }")
        #expect(eased.curve == nil, "\(eased.reply)")
        #expect(eased.error?.contains("scale and rotateZ move along different curves") == true, "\(eased.reply)")
    }
}
