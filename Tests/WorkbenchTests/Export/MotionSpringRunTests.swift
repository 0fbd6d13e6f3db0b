import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Motion's springs — a curve's `{ type: "spring", stiffness, damping, mass, velocity }` played
/// from 0 to 1, and an animation's `animate(element, { y: [0, 236] }, { type: "spring", … })` —
/// run in node against a stand-in of Motion's spring generator and of how Motion plays it
/// (``JavaScriptLibraryStandIns/motion``: `spring`, `playSpring`, `valueTransition`), every
/// 2 ms until Motion ends it, and compared with the curve (CurveKit's spring, which the stand-in's
/// closed forms are not):
///
/// - while the spring moves and the curve's span lasts: within the stated error and the printed
///   numbers' bound (``PasteDecimals/bound``), in the move's units;
/// - after the span, where the curve has snapped to its end and Motion's spring, which has no
///   duration, keeps settling: within 0.1 % of the move (``Spring/settlingTolerance``: the
///   curve's span is its settling time);
/// - once Motion counts the spring at rest (its speed within `restSpeed`, its distance within
///   `restDelta`: 0.01 and 0.005 for the curve's move of 1, 2 and 0.5 for the animation's 236),
///   it shows the target: within `restDelta` of the curve. That is what Motion's own thresholds
///   add, and what the export's comments say they add (``MotionSpringRest``), within 1 %.
@Suite("Motion's springs, run in node against a stand-in of Motion's spring generator")
struct MotionSpringRunTests {
    /// Whether `code` (a curve's line or an animation's text) is Motion's spring transition.
    static func isSpring(_ code: String) -> Bool { code.contains("type: \"spring\"") }

    /// The table's curves whose curve or animation Motion writes as its spring.
    static func curves(animation: Bool) -> [(definition: String, curve: Curve)] {
        let kinds = ExportRuns.timingKinds(.motion, animation: animation, accepts: isSpring)
        return CSSBrowserRunTests.curves.filter { kinds.contains($0.curve.kind) }
    }

    struct Run {
        let what: String
        let curve: Curve
        /// Seconds of the curve's x 0…1, and the move (1 for a curve, 236 for an animation).
        let span: Double
        let move: Double
        let maxError: Double
        /// Motion's rest distance for the move (restDelta).
        let restDelta: Double
        /// What the export's comments say Motion adds at rest: the last "up to N" in its text.
        let stated: Double?
    }

    /// The last "up to N" of `text`: how far from the curve the export says Motion's target is
    /// once Motion counts the spring at rest (``MotionSpringRest``).
    static func statedRestDistance(_ text: String) -> Double? {
        text.matches(of: #/up to ([0-9.e+-]+)/#).last.flatMap { Double($0.output.1) }
    }

    /// A spring that starts moving (3 moves per second), whose animation gives the value its own
    /// transition for the velocity. Motion plays a value's own transition instead of the whole
    /// one, so that transition must repeat the spring: given `{ velocity }` alone, as export wrote
    /// it before, the value played Motion's default tween, not the spring.
    static let movingSpring = (
        definition: "spring mass=1 stiffness=170 damping=15 velocity=3",
        curve: Curve.spring(try! Spring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 3))
    )

    /// Sampling period in milliseconds.
    static let step = 2.0

    @Test(
        "Motion's spring transitions, as a curve and in an animation, run in node against a stand-in of Motion's spring, are the curves",
        .enabled(if: FunctionFormTools.shouldRun(FunctionFormTools.node), FunctionFormTools.missing(["node"])), Thorough.only)
    func springs() throws {
        var runs: [Run] = []
        var blocks: [String] = []
        for (index, (definition, curve)) in Self.curves(animation: false).enumerated() {
            let spring = try #require(curve.spring, "\(definition) is written as a spring but is not one")
            let code = try ExportPipeline.curve(curve, named: "c\(index)", format: "motion")
            blocks.append("{\n\(code.text)\nplayed.push(motion.playSpring({ ...c\(index), keyframes: [0, 1] }));\n}\n")
            runs.append(
                Run(
                    what: "curve \(definition)", curve: curve, span: spring.timeSpan, move: 1, maxError: code.maxError, restDelta: 0.005,
                    stated: Self.statedRestDistance(code.text)))
        }
        for (definition, curve) in Self.curves(animation: true) + [Self.movingSpring] {
            let animation = try KeyframeAnimationRunTests.animation(curve)
            let code = try ExportPipeline.animation(animation, format: "motion")
            blocks.append("{\n\(code.text)}\n")
            runs.append(
                Run(
                    what: "animation \(definition)", curve: curve, span: animation.duration, move: KeyframeAnimationRunTests.travel,
                    maxError: code.maxError, restDelta: 0.5, stated: Self.statedRestDistance(code.text)))
        }
        try #require(!runs.isEmpty, "no curve of the table is written as Motion's spring")
        // `animate` plays each value's transition as Motion resolves it; the times run on until
        // Motion has ended the spring and 100 ms more.
        let program =
            """
            const played = [];
            const element = {};
            const animate = (element, values, options) => {
              for (const name of Object.keys(values)) {
                played.push(motion.playSpring({ ...motion.valueTransition(options, name), keyframes: values[name] }));
              }
            };

            """ + blocks.joined() + """
                console.log(JSON.stringify(played.map((p) => {
                  const values = [], rest = [];
                  for (let ms = 0; ms <= p.length + 100; ms += \(Self.step)) { values.push(p.at(ms)); rest.push(p.atRest(ms)); }
                  return { length: p.length, values, rest };
                })));

                """
        let output = try FunctionFormTools.run(
            files: ["main.js": JavaScriptLibraryStandIns.motion + program], commands: [[FunctionFormTools.node!, "main.js"]])
        let played = try #require(
            try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], "not JSON:\n\(output.prefix(2000))")
        try #require(played.count == runs.count, "\(played.count) springs played, \(runs.count) exported")
        for (run, result) in zip(runs, played) {
            let length = try #require(result["length"] as? Double)
            let values = try #require(result["values"] as? [Double])
            let rest = try #require(result["rest"] as? [Bool])
            let exact = run.move * (run.maxError + PasteDecimals.bound)
            var worst = (moving: 0.0, settling: 0.0, rest: 0.0)
            var movingSamples = 0
            for (i, value) in values.enumerated() {
                let seconds = Double(i) * Self.step / 1000
                let curve = run.move * (seconds < run.span ? run.curve.value(at: seconds / run.span) : 1)
                let difference = abs(value - curve)
                if rest[i] {
                    // Motion counts the spring at rest and shows its target.
                    worst.rest = max(worst.rest, difference)
                    #expect(difference <= run.restDelta, "\(run.what): at rest at \(seconds) s, \(difference) from the curve")
                } else if seconds < run.span {
                    worst.moving = max(worst.moving, difference)
                    movingSamples += 1
                    #expect(difference <= exact, "\(run.what): \(value) at \(seconds) s, the curve \(curve)")
                } else {
                    worst.settling = max(worst.settling, difference)
                    #expect(difference <= run.move * Spring.settlingTolerance + exact, "\(run.what): \(value) at \(seconds) s")
                }
            }
            print(
                "motion \(run.what): Motion ends it at \(length) ms (span \(run.span * 1000) ms); max difference \(worst.moving) over "
                    + "\(movingSamples) samples while it moves, \(worst.settling) after the span, \(worst.rest) at rest (restDelta \(run.restDelta))"
            )
            // The export states what Motion's rest adds (to three digits), and the run finds it.
            let stated = try #require(run.stated, "\(run.what): the export does not say how far from the curve Motion ends it")
            #expect(worst.rest <= stated * 1.01 && worst.rest >= stated * 0.9, "\(run.what): \(worst.rest) at rest, stated \(stated)")
            // The spring is compared, not Motion's rest: it must move for most of the span.
            #expect(Double(movingSamples) * Self.step / 1000 >= 0.8 * run.span, "\(run.what): moving for \(movingSamples) samples only")
        }
    }
}
