import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Motions recorded in a real engine: headless Chromium moves one box per case with a CSS
/// transition of `left` (the curve's exact `cubic-bezier()`, or the `linear()` that `export`
/// writes for curves that are none, springs among them, over the spring's own settling time),
/// and a `requestAnimationFrame` loop writes every frame's time and each box's position. Each
/// box's column becomes a CSV file, `import` reads it and `identify` must name the curve used,
/// first. Skipped when no browser is installed.
///
/// Animation frames only run in real time, so the page keeps `--dump-dom` waiting with an image
/// read from a named pipe that the test fills once the motions are over.
@Suite(.tags(.browser), .serialized, .enabled(if: HeadlessChromium.find() != nil, HeadlessChromium.skipMessage))
struct RecordedMotionBrowserTests {
    /// A named curve (as `identify` spells it) and its duration in ms; nil for a spring, which
    /// runs over its own settling time.
    static let cases: [(name: String, milliseconds: Double?)] = [
        ("css ease", 300), ("css ease-in", 450), ("css ease-out", 200), ("css ease-in-out", 600), ("css linear", 150),
        ("material emphasized-decelerate", 400), ("material standard", 300), ("material emphasized-accelerate", 200),
        ("material legacy", 350), ("compose EaseOutBack", 500), ("compose EaseInOutCubic", 800), ("compose EaseOutQuint", 1000),
        ("compose EaseInBack", 450), ("compose EaseInOutCirc", 700), ("flutter Curves.fastLinearToSlowEaseIn", 900),
        ("flutter Curves.easeInOutBack", 650), ("flutter Curves.easeOutExpo", 550), ("motion backOut", 350),
        ("bounce-out", 1000), ("gsap power2.inOut", 500), ("elastic-out", 1000),
        ("compose spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)", nil),
        ("material fast-spatial", nil), ("swiftui .bouncy", nil), ("android SpringForce()", nil),
        ("material expressive-default-spatial", nil),
    ]
    static let delay = 150.0
    /// The first cases go through the whole `identify` command (fit families too, as the user
    /// sees it); the others through the named curves only (the families never rank above a
    /// named curve that explains the motion), which keeps a debug run short.
    static let casesThroughTheCommand = 4
    static let travel = 400

    struct Case {
        let name: String
        let entry: NamedCurveCatalogue.Entry
        let css: String
        let milliseconds: Double
    }

    static func resolved() throws -> [Case] {
        try cases.map { name, milliseconds in
            let entry = try #require(
                NamedCurveCatalogue.shared.entries.first { $0.names.contains { $0.pasted == name } }, "\(name) is not a named curve")
            return Case(name: name, entry: entry, css: try css(entry), milliseconds: milliseconds ?? 1000 * entry.spring!.settlingTime)
        }
    }

    /// The CSS easing a page plays the entry's curve with: its exact `cubic-bezier()`, or the
    /// `linear()` that `export` writes (a spring's over its own settling time).
    static func css(_ entry: NamedCurveCatalogue.Entry) throws -> String {
        if let exact = Platform.css.writer.exact(entry.curve, digits: .fewest) { return exact }
        let candidates = ExportCandidates(entry.curve, isCancelled: { false })
        return try PlatformExport.code(entry.curve, name: "recorded", platform: .css, digits: .fewest, candidates: candidates).line
    }

    /// The page: one box per case, all moved at once after `delay` ms, every frame written as
    /// `t,left₁,left₂,…` into `<pre id="frames">`.
    static func page(_ cases: [Case], recordFor milliseconds: Double) -> String {
        let boxes = cases.enumerated().map { index, item in
            "<div class=\"box\" style=\"top: \(index * 12)px; transition: left \(TextFormat.shortest(item.milliseconds))ms \(item.css) \(TextFormat.shortest(delay))ms\"></div>"
        }.joined(separator: "\n")
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><style>
            .box { position: absolute; left: 0; width: 10px; height: 10px; background: #c00; transition-property: left; }
            </style></head><body>
            \(boxes)
            <pre id="frames"></pre>
            <script>
            document.addEventListener('DOMContentLoaded', () => {
              const boxes = Array.from(document.querySelectorAll('.box'));
              boxes.forEach((box) => box.getBoundingClientRect());
              const start = performance.now();
              boxes.forEach((box) => { box.style.left = '\(travel)px'; });
              const lines = [];
              function frame(now) {
                lines.push([(now - start).toFixed(3)].concat(boxes.map((box) => box.getBoundingClientRect().left)).join(','));
                if (now - start < \(milliseconds)) { requestAnimationFrame(frame); } else { document.getElementById('frames').textContent = lines.join('\\n'); }
              }
              requestAnimationFrame(frame);
            });
            </script>
            <img src="hold" alt="">
            </body></html>
            """
    }

    @Test("identify names the curve of every motion Chromium played, first", Thorough.only)
    func chromiumRecordings() throws {
        let chromium = try #require(HeadlessChromium.find())
        let cases = try Self.resolved()
        let recordFor = Self.delay + cases.map(\.milliseconds).max()! + 500
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curves-recorded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("motions.html")
        try Self.page(cases, recordFor: recordFor).write(to: file, atomically: true, encoding: .utf8)
        // Chromium blocks reading the pipe until it is written: the page finishes loading once
        // the motions are over. A busy machine may start Chromium late: then again, waiting longer.
        var rows: [[Double]] = []
        for wait in [recordFor / 1000 + 4, recordFor / 1000 + 15] where rows.count <= 60 {
            rows = try Self.record(file, in: directory, chromium: chromium, releaseAfter: wait)
        }
        #expect(rows.count > 60, "Chromium drew \(rows.count) frames")

        var named = 0
        var report: [String] = []
        for (index, item) in cases.enumerated() {
            let csv =
                "time_ms,left\n"
                + rows.map { "\(TextFormat.shortest($0[0])),\(TextFormat.shortest($0[index + 1]))" }.joined(separator: "\n") + "\n"
            var shell = Transcript(files: ["recording.csv": csv])
            let imported = shell.reply("r = import recording.csv")
            guard imported.error == nil else {
                report.append("\(item.name): not imported: \(imported.error!)")
                continue
            }
            let firstNames: [String]
            var summary = ""
            if index < Self.casesThroughTheCommand {
                let reply = shell.reply("identify r")
                guard case .array(let ranked)? = reply.json["rows"], let first = ranked.first, case .array(let names)? = first["names"]
                else {
                    report.append("\(item.name): no ranking: \(reply.error ?? reply.text)")
                    continue
                }
                firstNames = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
                summary = reply.text.split(separator: "\n").prefix(4).joined(separator: " | ")
            } else {
                guard case .data(let data)? = shell.interpreter.session.curve(named: "r")?.curve else { continue }
                let identification = try Identification.identify(
                    data, name: "r", platform: nil, includingFits: false, isCancelled: { false })
                firstNames = identification.rows[0].names.map(\.pasted)
                summary = identification.rows.prefix(3).map { "\($0.title) \(RecordingReport.ratio($0.match.noiseRatio))" }.joined(
                    separator: ", ")
            }
            if firstNames.contains(item.name) {
                named += 1
            } else {
                report.append(
                    "\(item.name) (\(item.css.prefix(40)), \(TextFormat.trimmed(item.milliseconds, decimals: 0)) ms): first was \(firstNames.first ?? "a fit"); \(summary)"
                )
            }
        }
        print("identify, Chromium recordings: \(named) of \(cases.count) named first, \(rows.count) frames")
        for line in report { print("  \(line)") }
        #expect(named == cases.count, "\(report.joined(separator: "\n"))")
    }

    /// Loads the page and writes its pipe after `seconds`; the frames it wrote.
    static func record(_ file: URL, in directory: URL, chromium: HeadlessChromium, releaseAfter seconds: Double) throws -> [[Double]] {
        let hold = directory.appendingPathComponent("hold").path
        unlink(hold)
        #expect(mkfifo(hold, 0o600) == 0)
        // A reader that has gone makes the write raise SIGPIPE: take the error instead.
        signal(SIGPIPE, SIG_IGN)
        let releaser = Thread {
            Thread.sleep(forTimeInterval: seconds)
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                let descriptor = open(hold, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 {
                    _ = write(descriptor, "x", 1)
                    close(descriptor)
                    return
                }
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        releaser.start()
        let run = try chromium.dumpDOM(of: file, workDirectory: directory, virtualTimeBudget: nil, timeout: 90)
        #expect(!run.timedOut, "Chromium did not finish within 90 s")
        return try frames(in: run.dom)
    }

    /// The frames the page wrote: each line time, then one position per box.
    static func frames(in dom: String) throws -> [[Double]] {
        guard let start = dom.range(of: "<pre id=\"frames\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            Issue.record("no frames in the DOM")
            throw CancellationError()
        }
        return dom[start.upperBound..<end.lowerBound].split(separator: "\n").map { line in
            line.split(separator: ",").compactMap { Double($0) }
        }
    }
}
