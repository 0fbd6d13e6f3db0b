import CurveKit
import Foundation
import Testing

@testable import Workbench

/// The screencast set (Tests/RecordedScreencastSet, made by ``ScreencastSetGenerator``): the
/// recorded motion set's motions filmed from Chromium's screen, one H.264 clip per page, with
/// each motion's region and truth. Its halves follow the recorded set's rule
/// (``RecordedMotionSet/half(of:)``), so a motion is held out in both sets or in neither.
enum ScreencastSet {
    static let root = RecordedMotionSet.root.deletingLastPathComponent().appendingPathComponent("RecordedScreencastSet")
    /// The second held-out set (Tests/RecordedScreencastHeldOut, ``ScreencastSetGenerator/heldOutPages``):
    /// other curves and durations filmed the same way, every motion held out.
    static let heldOutRoot = RecordedMotionSet.root.deletingLastPathComponent().appendingPathComponent("RecordedScreencastHeldOut")
    /// The held-out set `number` (3 and on: Tests/RecordedScreencastHeldOut3, …): the motions of
    /// the held-out recorded set of that number (``RecordedMotionSetGenerator/heldOutSets``)
    /// filmed the same way, every motion held out.
    static func heldOutSetRoot(_ number: Int) -> URL {
        RecordedMotionSet.root.deletingLastPathComponent().appendingPathComponent("RecordedScreencastHeldOut\(number)")
    }

    /// The top of the box of the page's motion `index`, in pixels.
    static func boxTop(_ index: Int) -> Int { 10 + index * ScreencastSetGenerator.rowHeight }

    /// A motion of the set: its number in the recorded set, the clip and region it is filmed in,
    /// and the recorded set's truth for it (named in reports by the clip, the region and the
    /// curve).
    struct Truth: Sendable {
        let number: Int
        let video: String
        /// Where the motion's box moves, as `region=` takes it.
        let region: String
        let motion: RecordedMotionSet.Truth

        static let header = "number,video,region,curve,duration_ms,fps,busy,logging,mechanism"
        var line: String {
            [
                "\(number)", video, "\"\(region)\"", "\"\(motion.curve)\"", TextFormat.trimmed(motion.milliseconds, decimals: 3),
                "\(motion.fps)", "\(motion.busy)", motion.logging, motion.mechanism,
            ]
            .joined(separator: ",")
        }

        var half: RecordedMotionSet.Half { motion.half }

        init(
            number: Int, video: String, region: String, curve: String, milliseconds: Double, fps: Int, busy: Bool, logging: String,
            mechanism: String
        ) {
            (self.number, self.video, self.region) = (number, video, region)
            motion = RecordedMotionSet.Truth(
                file: "\(video)@\(region) \(curve)", half: RecordedMotionSet.half(of: number), curve: curve, milliseconds: milliseconds,
                fps: fps, busy: busy, logging: logging, mechanism: mechanism)
        }

        /// A line of `truth.csv`; the region and the curve are quoted (they hold commas).
        init?(line: String) {
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 5 else { return nil }
            let head = parts[0].split(separator: ",").map(String.init)
            let rest = parts[4].split(separator: ",").map(String.init)
            guard head.count == 2, let number = Int(head[0]), rest.count == 5, let milliseconds = Double(rest[0]), let fps = Int(rest[1])
            else { return nil }
            self.init(
                number: number, video: head[1], region: parts[1], curve: parts[3], milliseconds: milliseconds, fps: fps,
                busy: rest[2] == "true", logging: rest[3], mechanism: rest[4])
        }
    }

    /// Every motion of the set in `root`.
    static func truths(in root: URL) throws -> [Truth] {
        let text = try String(contentsOf: root.appendingPathComponent("truth.csv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { Truth(line: String($0)) }
    }

    /// Motion `number` of held-out set `set`, imported from its clip as `r` in a new session:
    /// its truth and the session.
    static func importHeldOut(_ number: Int, ofSet set: Int) throws -> (truth: Truth, interpreter: Interpreter) {
        let root = heldOutSetRoot(set)
        let truth = try #require(truths(in: root).first { $0.number == number })
        let path = root.appendingPathComponent("videos").appendingPathComponent(truth.video).path
        var interpreter = Interpreter(settings: Settings(terminalWidth: 100))
        #expect(interpreter.execute("r = import \(path) region=\(truth.region)").error == nil)
        return (truth, interpreter)
    }

    /// `import CLIP region=…` then `identify` on each motion of the half.
    static func measure(_ half: RecordedMotionSet.Half) throws -> [RecordedMotionSet.Outcome] {
        measure(try truths(in: root).filter { $0.half == half }, in: root)
    }

    /// `import CLIP region=…` then `identify` on each of `truths`, whose clips are in `root`.
    static func measure(_ truths: [Truth], in root: URL) -> [RecordedMotionSet.Outcome] {
        truths.map { truth in
            let path = root.appendingPathComponent("videos").appendingPathComponent(truth.video).path
            var interpreter = Interpreter(settings: Settings(terminalWidth: 100))
            return RecordedMotionSet.outcome(truth.motion, importing: "r = import \(path) region=\(truth.region)", in: &interpreter)
        }
    }
}
