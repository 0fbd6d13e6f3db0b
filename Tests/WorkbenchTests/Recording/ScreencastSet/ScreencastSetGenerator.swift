import CurveKit
import Foundation
import TestSupport
import Testing

@testable import Workbench

/// Makes the screencast set (Tests/RecordedScreencastSet, issue 37): the motions of the recorded
/// motion set (``RecordedMotionSetGenerator/pages``: the same curves, durations, mechanisms and
/// busy pages), played by headless Chromium and filmed with the DevTools protocol's
/// `Page.startScreencast`, as a screen recorder films them. Chromium sends a frame when the page
/// changes, stamped with the compositor's time; each is acknowledged at once (else no more
/// come). 30 fps pages take every second frame. The frames are encoded with H.264 (libx264,
/// yuv420p) by ffmpeg at those stamps, so each clip has a variable frame rate, and ends on its
/// last frame held for half a second. One clip per page, one box per motion, 40 px apart; the
/// truth names each box's region. The page is as wide as its boxes' motions with their
/// overshoots and undershoots (``Layout``) and never scrolls, so every box stays in view.
///
/// It also makes the second held-out set (Tests/RecordedScreencastHeldOut, ``heldOutPages``):
/// other curves and durations, filmed the same way, kept apart from all tuning; and from the
/// third on (Tests/RecordedScreencastHeldOut3 to 8): the motions of the held-out recorded
/// set of that number (``RecordedMotionSetGenerator/heldOutSets``; from the fifth, those
/// ``RecordedMotionSetGenerator/filmed`` names), filmed the same way, on pages throttled as
/// those were.
///
/// Runs only when asked (`CURVES_RECORD_SCREENCAST_SET=1 swift test --filter ScreencastSetGenerator/record\(\)`
/// for the screencast set, `…/recordHeldOut\(\)` and `…/recordHeldOut3` to `…/recordHeldOut8`
/// for the held-out sets): it overwrites the committed sets, which the
/// measurements read.
@Suite(
    .tags(.browser), .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["CURVES_RECORD_SCREENCAST_SET"] == "1",
        "set CURVES_RECORD_SCREENCAST_SET=1 to remake the set"),
    .enabled(if: DevToolsBrowser.executable != nil && MovingBoxClip.ffmpeg != nil, "needs Chromium and ffmpeg"))
struct ScreencastSetGenerator {
    static let rowHeight = 40
    static let boxSize = 20

    /// Where a page's boxes start and how wide the page is: room on the left for the deepest
    /// undershoot and on the right for the farthest overshoot of any box's curve (sampled at
    /// 401 points of its span), 10 px beyond each, the width even (yuv420p halves it).
    struct Layout: Equatable {
        let left: Int
        let width: Int

        init(_ boxes: [RecordedMotionSetGenerator.Box]) {
            var (low, high) = (0.0, 0.0)
            for box in boxes {
                let values = ScreencastSetGenerator.values(box)
                low = min(low, (values.min() ?? 0) * Double(box.travel))
                high = max(high, (values.max() ?? 1) * Double(box.travel))
            }
            left = 10 + Int((-low).rounded(.up))
            let right = left + Int(high.rounded(.up)) + ScreencastSetGenerator.boxSize + 10
            width = right + right % 2
        }
    }

    /// The box's curve at 401 even points of its span: a timing function over x, a spring over
    /// the motion's duration.
    static func values(_ box: RecordedMotionSetGenerator.Box) -> [Double] {
        (0...400).map { step in
            let fraction = Double(step) / 400
            switch box.entry.model {
            case .easing(let curve): return curve(fraction)
            case .timed(let position, _): return position(fraction * box.milliseconds / 1000)
            }
        }
    }

    /// The page: every box still until `go()`, which starts them all and returns. Busy pages
    /// burn `5 + (callbacks × burnStride) mod 11` ms on every third frame.
    static func html(_ page: RecordedMotionSetGenerator.Page, _ boxes: [RecordedMotionSetGenerator.Box]) throws -> String {
        let layout = Layout(boxes)
        let divs = boxes.indices.map { "<div class=\"box\" style=\"top: \(ScreencastSet.boxTop($0))px\"></div>" }.joined(separator: "\n")
        let starts = try boxes.enumerated().map {
            try RecordedMotionSetGenerator.start($1, $0, from: layout.left, delay: page.startsAfter)
        }.joined(separator: "\n  ")
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><style>
            html, body { margin: 0; overflow: hidden; background: #fff; }
            .box { position: absolute; left: \(layout.left)px; width: \(boxSize)px; height: \(boxSize)px; background: #111; }
            </style></head><body>
            \(divs)
            <script>
            function burn(ms) { const until = performance.now() + ms; while (performance.now() < until) {} }
            let callbacks = 0;
            function frame() {
              callbacks += 1;
              if (\(page.busy) && callbacks % 3 === 1) { burn(5 + (callbacks * \(page.burnStride)) % 11); }
              requestAnimationFrame(frame);
            }
            window.go = () => {
              const boxes = Array.from(document.querySelectorAll('.box'));
              boxes.forEach((box) => box.getBoundingClientRect());
              \(starts)
              requestAnimationFrame(frame);
              return true;
            };
            </script>
            </body></html>
            """
    }

    /// Films one page: the frames' PNG data and their stamps in seconds.
    static func film(_ page: RecordedMotionSetGenerator.Page, _ boxes: [RecordedMotionSetGenerator.Box], in directory: URL)
        throws -> [(seconds: Double, png: Data)]
    {
        let (width, height) = (Layout(boxes).width, boxes.count * rowHeight)
        let browser = try DevToolsBrowser(width: width, height: height)
        try browser.call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        if page.throttle != 1 { try browser.call("Emulation.setCPUThrottlingRate", ["rate": page.throttle]) }
        let file = directory.appendingPathComponent("page.html")
        try html(page, boxes).write(to: file, atomically: true, encoding: .utf8)
        try browser.navigate(file.absoluteString)
        var frames: [(seconds: Double, png: Data)] = []
        func take(_ event: [String: Any]) throws {
            guard event["method"] as? String == "Page.screencastFrame", let parameters = event["params"] as? [String: Any] else { return }
            if let session = parameters["sessionId"] { try browser.send("Page.screencastFrameAck", ["sessionId": session]) }
            guard let metadata = parameters["metadata"] as? [String: Any], let stamp = metadata["timestamp"] as? Double,
                let text = parameters["data"] as? String, let png = Data(base64Encoded: text)
            else { return }
            frames.append((stamp, png))
        }
        try browser.call("Page.startScreencast", ["format": "png", "everyNthFrame": page.fps == 30 ? 2 : 1])
        try browser.handleEvents(until: Date().addingTimeInterval(0.4), take)
        _ = try browser.evaluate("go()")
        for event in browser.events { try take(event) }
        let lasts = page.startsAfter + boxes.map(\.milliseconds).max()! + 600
        try browser.handleEvents(until: Date().addingTimeInterval(lasts / 1000), take)
        try browser.call("Page.stopScreencast")
        return frames.sorted { $0.seconds < $1.seconds }
    }

    /// Encodes `frames` at their own times into `path` (H.264, variable frame rate).
    static func encode(_ frames: [(seconds: Double, png: Data)], to path: String, in directory: URL) throws {
        var list = ["ffconcat version 1.0"]
        for (index, frame) in frames.enumerated() {
            let name = String(format: "frame-%05d.png", index)
            try frame.png.write(to: directory.appendingPathComponent(name))
            let duration = index + 1 < frames.count ? frames[index + 1].seconds - frame.seconds : 0.5
            // The image demuxer's own time base is 1/25 s: 1/90000 keeps the stamps.
            list += ["file \(name)", "option framerate 90000", String(format: "duration %.6f", duration)]
        }
        list += [String(format: "file frame-%05d.png", frames.count - 1), "option framerate 90000"]
        let listFile = directory.appendingPathComponent("frames.ffconcat")
        try (list.joined(separator: "\n") + "\n").write(to: listFile, atomically: true, encoding: .utf8)
        let ffmpeg = try #require(MovingBoxClip.ffmpeg)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = [
            "-hide_banner", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0", "-i", listFile.path, "-fps_mode", "passthrough",
            "-enc_time_base", "1:90000", "-video_track_timescale", "90000", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "23", path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "ffmpeg could not encode \(path)")
    }

    /// 24 motions on four pages for the second held-out set: curves and durations the recorded
    /// set never used (each platform's named set, springs at their own settling time), busy
    /// pages burning on another stride (4).
    static let heldOutPages: [RecordedMotionSetGenerator.Page] = [
        RecordedMotionSetGenerator.Page(
            fps: 60, busy: false, fromCall: false,
            curves: [
                ("material standard-decelerate", 420), ("android AccelerateDecelerateInterpolator()", 520),
                ("compose EaseInOutQuad", 380), ("flutter Curves.easeInOutSine", 660), ("gsap power4.out", 900),
                ("material default-spatial", nil),
            ], burnStride: 4),
        RecordedMotionSetGenerator.Page(
            fps: 60, busy: true, fromCall: true,
            curves: [
                ("motion circInOut", 560), ("swiftui .spring", nil), ("quart-in-out", 700), ("android OvershootInterpolator()", 480),
                ("gsap sine.out", 380), ("compose EaseOutSine", 290),
            ], burnStride: 4),
        RecordedMotionSetGenerator.Page(
            fps: 30, busy: false, fromCall: true,
            curves: [
                ("flutter Curves.easeOutQuart", 750), ("android DecelerateInterpolator()", 340), ("compose EaseInCubic", 430),
                ("motion backIn", 500), ("gsap expo.inOut", 1100), ("material expressive-fast-spatial", nil),
            ], burnStride: 4),
        RecordedMotionSetGenerator.Page(
            fps: 30, busy: true, fromCall: false,
            curves: [
                ("android AnticipateOvershootInterpolator()", 820), ("cubic-in-out", 610), ("flutter Curves.linearToEaseOut", 420),
                ("gsap back.inOut", 760), ("sine-out", 460), ("material slow-spatial", nil),
            ], burnStride: 4),
    ]

    /// Films `pages` into `root` (its `videos` and `truth.csv`), numbering the motions from 1 as
    /// they play; only the motions `numbers` names when it is given, a page with none of them
    /// left out (its clip numbered still by its page).
    static func record(_ pages: [RecordedMotionSetGenerator.Page], into root: URL, filming numbers: [Int]? = nil) throws {
        try? FileManager.default.removeItem(at: root.appendingPathComponent("videos"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("videos"), withIntermediateDirectories: true)
        var truths: [ScreencastSet.Truth] = []
        var number = 0
        for (pageIndex, page) in pages.enumerated() {
            let all = try RecordedMotionSetGenerator.boxes(page)
            let numbered = all.enumerated().map { (number: number + $0.offset + 1, box: $0.element) }
            number += all.count
            let filmed = numbered.filter { numbers?.contains($0.number) ?? true }
            guard !filmed.isEmpty else { continue }
            let boxes = filmed.map(\.box)
            let directory = try TemporaryDirectory()
            let frames = try Self.film(page, boxes, in: directory.url)
            // At least 3/4 of the frames the longest motion lasts (a full page's clip has more than 20;
            // a clip of one short motion at 30 fps, 364 ms, has about 11).
            let lasts = Double(page.fps) * boxes.map(\.milliseconds).max()! / 1000
            #expect(Double(frames.count) >= 0.75 * lasts, "page \(pageIndex + 1): Chromium sent \(frames.count) frames")
            let video = "page-\(pageIndex + 1).mp4"
            try Self.encode(frames, to: root.appendingPathComponent("videos").appendingPathComponent(video).path, in: directory.url)
            let width = Layout(boxes).width
            for (index, item) in filmed.enumerated() {
                let region = "0,\(ScreencastSet.boxTop(index) - 10),\(width),\(Self.boxSize + 20)"
                truths.append(
                    ScreencastSet.Truth(
                        number: item.number, video: video, region: region, curve: item.box.name, milliseconds: item.box.milliseconds,
                        fps: page.fps, busy: page.busy, logging: page.logging, mechanism: item.box.mechanism.rawValue))
            }
        }
        let lines = [ScreencastSet.Truth.header] + truths.map(\.line)
        try (lines.joined(separator: "\n") + "\n").write(to: root.appendingPathComponent("truth.csv"), atomically: true, encoding: .utf8)
    }

    @Test("films every page of the recorded set and writes its clips and truth")
    func record() throws {
        try Self.record(RecordedMotionSetGenerator.pages, into: ScreencastSet.root)
    }

    @Test("films every page of the second held-out set and writes its clips and truth")
    func recordHeldOut() throws {
        try Self.record(Self.heldOutPages, into: ScreencastSet.heldOutRoot)
    }

    /// Checks held-out set `number` against the earlier sets, then films it into its folder.
    static func recordHeldOut(_ number: Int) throws {
        let pages = try #require(RecordedMotionSetGenerator.heldOutSets[number])
        try RecordedMotionSetGenerator.checkNew(pages, heldOut: number)
        try record(pages, into: ScreencastSet.heldOutSetRoot(number), filming: RecordedMotionSetGenerator.filmed[number])
    }

    @Test("films every page of the third held-out set and writes its clips and truth")
    func recordHeldOut3() throws { try Self.recordHeldOut(3) }

    @Test("films every page of the fourth held-out set and writes its clips and truth")
    func recordHeldOut4() throws { try Self.recordHeldOut(4) }

    @Test("films the chosen motions of the fifth held-out set and writes their clips and truth")
    func recordHeldOut5() throws { try Self.recordHeldOut(5) }

    @Test("films the chosen motions of the sixth held-out set and writes their clips and truth")
    func recordHeldOut6() throws { try Self.recordHeldOut(6) }

    @Test("films the chosen motions of the seventh held-out set and writes their clips and truth")
    func recordHeldOut7() throws { try Self.recordHeldOut(7) }

    @Test("films the chosen motions of the eighth held-out set and writes their clips and truth")
    func recordHeldOut8() throws { try Self.recordHeldOut(8) }
}
