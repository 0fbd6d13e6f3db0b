import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Makes the recorded motion set (Tests/RecordedMotionSet, issue 37) the way users log motion:
/// headless Chromium plays named curves of several platforms with CSS transitions and
/// `Element.animate`, and a `requestAnimationFrame` loop stamps every frame with
/// `performance.now()` (not the callback's frame time) and writes each box's whole-pixel
/// position. Pages differ in how they log (``Page``): 60 or 30 fps (every second callback), a
/// quiet page or a busy one (some callbacks first burn 5–15 ms, as other work on a real page
/// does), and logging from 150 ms before the motion or from the call that starts it (one still
/// frame, then motion). Each box becomes one CSV file, its truth (curve, duration) in
/// `truth.csv` beside them, in the half the fixed rule gives (``RecordedMotionSet/half(of:)``).
///
/// Runs only when asked (`CURVES_RECORD_MOTION_SET=1 swift test --filter RecordedMotionSetGenerator`):
/// it overwrites the committed set, which the measurement reads.
@Suite(
    .tags(.browser), .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["CURVES_RECORD_MOTION_SET"] == "1", "set CURVES_RECORD_MOTION_SET=1 to remake the set"),
    .enabled(if: HeadlessChromium.find() != nil, HeadlessChromium.skipMessage))
struct RecordedMotionSetGenerator {
    struct Page {
        let fps: Int
        let busy: Bool
        /// Logging starts with the call that starts the motions (else 150 ms before it).
        let fromCall: Bool
        let curves: [(name: String, milliseconds: Double?)]

        var logging: String { fromCall ? "from-call" : "delay-150ms" }
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

    static let delay = 150.0
    static let travels = [240, 400, 600]

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
                travel: travels[index % travels.count])
        }
    }

    /// The page: every box starts at once, each frame's `performance.now()` and rounded
    /// positions written as `t,left₁,left₂,…` into `<pre id="frames">`.
    static func html(_ page: Page, _ boxes: [Box], recordFor milliseconds: Double) -> String {
        let delay = page.fromCall ? 0 : Self.delay
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
                if (\(page.busy) && callbacks % 3 === 1) { burn(5 + (callbacks * 7) % 11); }
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

    @Test("records every page of the set and writes its CSV files and truth")
    func record() throws {
        let chromium = try #require(HeadlessChromium.find())
        let root = RecordedMotionSet.root
        for half in RecordedMotionSet.Half.allCases {
            let folder = root.appendingPathComponent(half.rawValue)
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        var truth: [RecordedMotionSet.Truth] = []
        var number = 0
        for (pageIndex, page) in Self.pages.enumerated() {
            let boxes = try Self.boxes(page)
            let recordFor = (page.fromCall ? 0 : Self.delay) + boxes.map(\.milliseconds).max()! + 500
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curves-set-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("page.html")
            try Self.html(page, boxes, recordFor: recordFor).write(to: file, atomically: true, encoding: .utf8)
            var rows: [[Double]] = []
            for wait in [recordFor / 1000 + 4, recordFor / 1000 + 15] where rows.count <= 30 {
                rows = try RecordedMotionBrowserTests.record(file, in: directory, chromium: chromium, releaseAfter: wait)
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
                try csv.write(
                    to: root.appendingPathComponent(item.half.rawValue).appendingPathComponent(item.file), atomically: true, encoding: .utf8
                )
                truth.append(item)
            }
        }
        for half in RecordedMotionSet.Half.allCases {
            let lines = [RecordedMotionSet.Truth.header] + truth.filter { $0.half == half }.map(\.line)
            try (lines.joined(separator: "\n") + "\n").write(
                to: root.appendingPathComponent(half.rawValue).appendingPathComponent("truth.csv"), atomically: true, encoding: .utf8)
        }
    }
}
