import CurveKit
import Foundation
import TestSupport
import Testing

@testable import Workbench

/// Makes the recorded motion set (Tests/RecordedMotionSet, issue 37) the way users log motion:
/// headless Chromium plays named curves of several platforms with CSS transitions and
/// `Element.animate`, and a `requestAnimationFrame` loop stamps every frame with
/// `performance.now()` (not the callback's frame time) and writes each box's whole-pixel
/// position. Pages differ in how they log (``Page``): 60 or 30 fps (every second callback), a
/// quiet page or a busy one (some callbacks first burn 5–15 ms, as other work on a real page
/// does), and logging from a delay (150 ms) before the motion or from the call that starts it
/// (one still frame, then motion). Each box becomes one CSV file, its truth (curve, duration) in
/// `truth.csv` beside them, in the half the fixed rule gives (``RecordedMotionSet/half(of:)``).
///
/// It also makes the third held-out set (Tests/RecordedMotionHeldOut3, ``heldOut3Pages``): other
/// curves, durations, travels, delays and burns, every recording held out.
///
/// Runs only when asked (`CURVES_RECORD_MOTION_SET=1 swift test --filter RecordedMotionSetGenerator/record\(\)`
/// for the recorded set, `…/recordHeldOut3` for the third held-out set): it overwrites the
/// committed set, which the measurement reads.
@Suite(
    .tags(.browser), .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["CURVES_RECORD_MOTION_SET"] == "1", "set CURVES_RECORD_MOTION_SET=1 to remake the set"),
    .enabled(if: HeadlessChromium.find() != nil, HeadlessChromium.skipMessage))
struct RecordedMotionSetGenerator {
    struct Page {
        let fps: Int
        let busy: Bool
        /// Logging starts with the call that starts the motions (else `delay` before it).
        let fromCall: Bool
        let curves: [(name: String, milliseconds: Double?)]
        /// How long logging runs before the motion starts, in ms (when it does not start with the call).
        var delay = 150.0
        /// The boxes' travels in px, in turn.
        var travels = [240, 400, 600]
        /// A busy page burns `5 + (callbacks × burnStride) mod 11` ms on every third callback.
        var burnStride = 7

        var logging: String { fromCall ? "from-call" : "delay-\(TextFormat.shortest(delay))ms" }
        /// The delay before the motion as the page runs it.
        var startsAfter: Double { fromCall ? 0 : delay }
    }

    /// 48 motions on six pages: each page's curves come from several platforms, short and long.
    /// A duration of nil is a spring's own settling time.
    static let pages: [Page] = [
        Page(
            fps: 60, busy: false, fromCall: false,
            curves: [
                ("css ease", 250), ("material standard", 300), ("compose FastOutSlowInEasing", 450), ("flutter Curves.easeOutCubic", 600),
                ("gsap power2.inOut", 800), ("quint-out", 1400), ("swiftui .bouncy", nil), ("motion backOut", 500),
            ]),
        Page(
            fps: 60, busy: true, fromCall: false,
            curves: [
                ("css ease-out", 400), ("material emphasized-decelerate", 500), ("compose LinearOutSlowInEasing", 350),
                ("flutter Curves.fastOutSlowIn", 700), ("gsap expo.out", 1000), ("sine-in-out", 300),
                ("android SpringForce()", nil), ("motion anticipate", 600),
            ]),
        Page(
            fps: 30, busy: false, fromCall: false,
            curves: [
                ("css ease-in-out", 500), ("material emphasized-accelerate", 200), ("compose EaseInOutCubic", 800),
                ("flutter Curves.decelerate", 450), ("gsap power1.out", 350), ("bounce-out", 1000), ("material fast-spatial", nil),
                ("motion circOut", 650),
            ]),
        Page(
            fps: 30, busy: true, fromCall: false,
            curves: [
                ("css ease-in", 450), ("material legacy", 350), ("compose EaseOutBack", 550), ("flutter Curves.easeInOutBack", 900),
                ("gsap circ.inOut", 750), ("cubic-out", 1200), ("swiftui .snappy", nil), ("elastic-out", 1000),
            ]),
        Page(
            fps: 60, busy: false, fromCall: true,
            curves: [
                ("css ease", 600), ("material emphasized-decelerate", 250), ("compose EaseOutQuint", 1000),
                ("flutter Curves.easeOutExpo", 550), ("gsap power3.out", 400), ("quad-in-out", 300),
                ("compose spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)", nil),
                ("motion easeInOut", 450),
            ]),
        Page(
            fps: 30, busy: true, fromCall: true,
            curves: [
                ("css ease-out", 150), ("material standard", 1500), ("compose FastOutLinearInEasing", 400),
                ("flutter Curves.fastLinearToSlowEaseIn", 900), ("gsap back.out", 650), ("expo-out", 800), ("swiftui .smooth", nil),
                ("motion backInOut", 700),
            ]),
    ]

    /// 40 motions on eight pages for the third held-out set (Tests/RecordedMotionHeldOut3, and
    /// filmed as Tests/RecordedScreencastHeldOut3): curves of every platform's named set that no
    /// earlier set played (Lottie names none), durations and travels no earlier set used, each
    /// of the eight pages' kinds (60 or 30 fps, quiet or busy, logging before the motion or from
    /// the call), delays of 100 and 250 ms, busy pages burning on another stride.
    /// ``checkNew(_:)`` holds the choice to that.
    static let heldOut3Travels = [320, 450, 560]
    static let heldOut3Pages: [Page] = [
        Page(
            fps: 60, busy: false, fromCall: false,
            curves: [
                ("css linear", 370), ("gsap power2.in", 440), ("flutter Curves.easeOutBack", 590), ("uikit CASpringAnimation()", nil),
                ("compose EaseInOutCirc", 870),
            ], delay: 100, travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 60, busy: true, fromCall: false,
            curves: [
                ("material standard-accelerate", 330), ("android AnticipateInterpolator()", 630), ("compose EaseOutCubic", 470),
                ("swiftui .default", nil), ("expo-in-out", 1350),
            ], delay: 250, travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 60, busy: false, fromCall: true,
            curves: [
                ("motion circIn", 530), ("flutter Curves.easeInOutQuint", 1250), ("android AccelerateInterpolator()", 390),
                ("gsap expo.in", 720), ("material expressive-slow-spatial", nil),
            ], travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 60, busy: true, fromCall: true,
            curves: [
                ("compose EaseInOutQuart", 1050), ("android BounceInterpolator()", 1150), ("gsap back.in", 680),
                ("swiftui .interactiveSpring", nil), ("flutter Curves.easeOutCirc", 270),
            ], travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 30, busy: false, fromCall: false,
            curves: [
                ("android md.sys.motion.easing.emphasized", 570), ("gsap power4.inOut", 940), ("sine-in", 310),
                ("compose spring(dampingRatio = Spring.DampingRatioLowBouncy, stiffness = Spring.StiffnessMediumLow)", nil),
                ("flutter Curves.elasticOut", 1450),
            ], delay: 100, travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 30, busy: true, fromCall: false,
            curves: [
                ("compose EaseOutExpo", 780), ("quart-in", 490), ("flutter Curves.easeInToLinear", 840),
                (
                    "android SpringForce().setDampingRatio(SpringForce.DAMPING_RATIO_LOW_BOUNCY).setStiffness(SpringForce.STIFFNESS_LOW)",
                    nil
                ),
                ("bounce-in-out", 1300),
            ], delay: 250, travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 30, busy: false, fromCall: true,
            curves: [
                ("compose EaseInSine", 360), ("flutter Curves.slowMiddle", 1020), ("material slow-effects", nil),
                ("compose EaseInBack", 510), ("quint-in", 1180),
            ], travels: heldOut3Travels, burnStride: 5),
        Page(
            fps: 30, busy: true, fromCall: true,
            curves: [
                ("flutter Curves.easeInSine", 410), ("gsap elastic.in", 1080),
                (
                    "android SpringForce().setDampingRatio(SpringForce.DAMPING_RATIO_NO_BOUNCY).setStiffness(SpringForce.STIFFNESS_VERY_LOW)",
                    nil
                ),
                ("elastic-in-out", 1230), ("expo-in", 640),
            ], travels: heldOut3Travels, burnStride: 5),
    ]

    /// Holds a new set to what the earlier sets never played: each curve a named curve no earlier
    /// set's truth names (nor another of its names), none twice; each timing function's duration
    /// one no earlier set used and within 150–1500 ms, as each spring's settling time is; no
    /// earlier page's travel.
    static func checkNew(_ pages: [Page]) throws {
        let earlier =
            try RecordedMotionSet.truths(.tuning) + RecordedMotionSet.truths(.heldout)
            + ScreencastSet.truths(in: ScreencastSet.root).map(\.motion)
            + ScreencastSet.truths(in: ScreencastSet.heldOutRoot).map(\.motion)
        let earlierDurations = Set(earlier.map(\.milliseconds))
        let earlierTravels = Set((Self.pages + ScreencastSetGenerator.heldOutPages).flatMap(\.travels))
        var played: [String] = earlier.map(\.curve)
        var problems: [String] = []
        for page in pages {
            if !earlierTravels.isDisjoint(with: page.travels) { problems.append("\(page.travels): an earlier set's travel") }
            for box in try boxes(page) {
                let names = box.entry.names.map(\.pasted)
                if names.contains(where: played.contains) {
                    problems.append("\(box.name) (\(names.joined(separator: ", "))) was played before")
                }
                played.append(box.name)
                if !(150...1500).contains(box.milliseconds) { problems.append("\(box.name): \(box.milliseconds) ms") }
                if box.entry.spring == nil && earlierDurations.contains(box.milliseconds) {
                    problems.append("\(box.name): \(box.milliseconds) ms, an earlier set's duration")
                }
            }
        }
        try #require(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    struct Box {
        let name: String
        let entry: NamedCurveCatalogue.Entry
        let css: String
        let milliseconds: Double
        /// `Element.animate` (else a CSS transition of `left`).
        let animates: Bool
        let travel: Int
    }

    static func boxes(_ page: Page) throws -> [Box] {
        try page.curves.enumerated().map { index, item in
            let entry = try #require(
                NamedCurveCatalogue.shared.entries.first { $0.names.contains { $0.pasted == item.name } },
                "\(item.name) is not a named curve")
            return Box(
                name: item.name, entry: entry, css: try RecordedMotionBrowserTests.css(entry),
                milliseconds: item.milliseconds ?? 1000 * entry.spring!.settlingTime, animates: (index / 2) % 2 == 1,
                travel: page.travels[index % page.travels.count])
        }
    }

    /// The page: every box starts at once, each frame's `performance.now()` and rounded
    /// positions written as `t,left₁,left₂,…` into `<pre id="frames">`.
    static func html(_ page: Page, _ boxes: [Box], recordFor milliseconds: Double) -> String {
        let delay = page.startsAfter
        let divs = boxes.indices.map { "<div class=\"box\" style=\"top: \($0 * 12)px\"></div>" }.joined(separator: "\n")
        let starts = boxes.enumerated().map { index, box in
            let ms = TextFormat.shortest(box.milliseconds), css = box.css.replacingOccurrences(of: "'", with: "\\'")
            return box.animates
                ? "boxes[\(index)].animate([{ left: '0px' }, { left: '\(box.travel)px' }], { duration: \(ms), delay: \(TextFormat.shortest(delay)), easing: '\(css)', fill: 'forwards' });"
                : "boxes[\(index)].style.transition = 'left \(ms)ms \(css) \(TextFormat.shortest(delay))ms'; boxes[\(index)].style.left = '\(box.travel)px';"
        }.joined(separator: "\n  ")
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><style>
            .box { position: absolute; left: 0; width: 10px; height: 10px; background: #c00; }
            </style></head><body>
            \(divs)
            <pre id="frames"></pre>
            <script>
            function burn(ms) { const until = performance.now() + ms; while (performance.now() < until) {} }
            document.addEventListener('DOMContentLoaded', () => {
              const boxes = Array.from(document.querySelectorAll('.box'));
              boxes.forEach((box) => box.getBoundingClientRect());
              const lines = [];
              let callbacks = 0;
              const start = performance.now();
              \(starts)
              function frame() {
                callbacks += 1;
                if (\(page.busy) && callbacks % 3 === 1) { burn(5 + (callbacks * \(page.burnStride)) % 11); }
                if (\(page.fps == 30) && callbacks % 2 === 0) { requestAnimationFrame(frame); return; }
                const now = performance.now();
                lines.push([(now - start).toFixed(3)].concat(boxes.map((box) => Math.round(box.getBoundingClientRect().left))).join(','));
                if (now - start < \(milliseconds)) { requestAnimationFrame(frame); } else { document.getElementById('frames').textContent = lines.join('\\n'); }
              }
              \(page.fromCall ? "frame();" : "requestAnimationFrame(frame);")
            });
            </script>
            <img src="hold" alt="">
            </body></html>
            """
    }

    /// Records `pages` (numbering the boxes from 1, as they play) and writes each box's CSV file
    /// and the truth into the folder `folder` gives for its number, a `truth.csv` in each.
    static func record(_ pages: [Page], into folder: (Int) -> URL) throws {
        let chromium = try #require(HeadlessChromium.find())
        var truths: [(folder: URL, truth: RecordedMotionSet.Truth)] = []
        var number = 0
        for (pageIndex, page) in pages.enumerated() {
            let boxes = try Self.boxes(page)
            let recordFor = page.startsAfter + boxes.map(\.milliseconds).max()! + 500
            let directory = try TemporaryDirectory()
            let file = directory.url.appendingPathComponent("page.html")
            try Self.html(page, boxes, recordFor: recordFor).write(to: file, atomically: true, encoding: .utf8)
            var rows: [[Double]] = []
            for wait in [recordFor / 1000 + 4, recordFor / 1000 + 15] where rows.count <= 30 {
                rows = try RecordedMotionBrowserTests.record(file, in: directory.url, chromium: chromium, releaseAfter: wait)
            }
            #expect(rows.count > 30, "page \(pageIndex + 1): Chromium drew \(rows.count) frames")
            for (index, box) in boxes.enumerated() {
                number += 1
                let slug = box.name.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
                let name = String(format: "%02d-", number) + String(slug.prefix(40)).trimmingCharacters(in: ["-"])
                let item = RecordedMotionSet.Truth(
                    file: name + ".csv", half: RecordedMotionSet.half(of: number), curve: box.name, milliseconds: box.milliseconds,
                    fps: page.fps, busy: page.busy, logging: page.logging, mechanism: box.animates ? "animate" : "transition")
                let csv =
                    "time_ms,left\n"
                    + rows.map { "\(TextFormat.shortest($0[0])),\(TextFormat.shortest($0[index + 1]))" }.joined(separator: "\n")
                    + "\n"
                let target = folder(number)
                if !truths.contains(where: { $0.folder == target }) {
                    try? FileManager.default.removeItem(at: target)
                    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                }
                try csv.write(to: target.appendingPathComponent(item.file), atomically: true, encoding: .utf8)
                truths.append((target, item))
            }
        }
        for target in Set(truths.map(\.folder)) {
            let lines = [RecordedMotionSet.Truth.header] + truths.filter { $0.folder == target }.map(\.truth.line)
            try (lines.joined(separator: "\n") + "\n").write(
                to: target.appendingPathComponent("truth.csv"), atomically: true, encoding: .utf8)
        }
    }

    @Test("records every page of the set and writes its CSV files and truth")
    func record() throws {
        try Self.record(Self.pages) { RecordedMotionSet.root.appendingPathComponent(RecordedMotionSet.half(of: $0).rawValue) }
    }

    @Test("records every page of the third held-out set and writes its CSV files and truth")
    func recordHeldOut3() throws {
        try Self.checkNew(Self.heldOut3Pages)
        try Self.record(Self.heldOut3Pages) { _ in RecordedMotionSet.heldOut3Root }
    }
}
