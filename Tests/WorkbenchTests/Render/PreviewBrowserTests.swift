import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Workbench

/// Loads the preview page in a real headless Chromium and checks what the browser does
/// with it: no console errors, each ball's computed `animation-timing-function` is the one
/// the page declared, and each ball is where the curve says at several times (animations
/// paused and seeked with the Web Animations API). Skipped when no browser is installed.
///
/// The checks run inside the page: a copy of the preview gets a script at the top of
/// `<head>` that records console errors, uncaught errors, failed loads and CSP violations,
/// and one at the end of `<body>` that, on load, measures every ball and writes the results
/// (URI-encoded JSON) into `<pre id="__results">`; `chromium --headless --dump-dom` prints
/// the DOM, and the test reads the results back.
@Suite(.tags(.browser), .serialized, .enabled(if: HeadlessChromium.find() != nil, HeadlessChromium.skipMessage))
struct PreviewBrowserTests {
    static let trackLength = 400
    static let times = [0, 0.1, 0.2, 0.3, 0.45, 0.6, 0.7, 0.85, 0.95, 1]

    static var curves: [NamedCurve] {
        [
            RenderFixtures.ease,
            RenderFixtures.slowStart,
            RenderFixtures.bounceOut,
            RenderFixtures.steps(4),
            RenderFixtures.penner("back-out"),
            NamedCurve(
                name: "zigzag",
                curve: .keyframes(
                    try! Keyframes(
                        times: [0, 0.3, 1], values: [0, 0.8, 1],
                        segments: [
                            .init(name: "linear", curve: .bezier(Preset.linear.bezier)),
                            .init(name: "linear", curve: .bezier(Preset.linear.bezier)),
                        ]))),
        ]
    }

    @Test(Thorough.only) func ballsMoveAsTheirCurvesSay() throws {
        let chromium = try #require(HeadlessChromium.find())
        let curves = Self.curves
        let page = try PreviewPage.render(curves, trackLength: Self.trackLength)
        let (run, report) = try load(page, in: chromium, named: "preview")

        #expect(report.errors.isEmpty, "errors in the page: \(report.errors)")
        #expect(run.consoleLines.isEmpty, "console output: \(run.consoleLines)")
        #expect(report.trackLength == Self.trackLength)

        let balls = report.balls.filter { $0.curve != nil }
        let references = report.balls.filter { $0.reference == "linear" }
        #expect(balls.map(\.curve) == curves.map(\.name))
        #expect(references.count == curves.count)

        var worst: [String] = []
        for (ball, named) in zip(balls, curves) {
            // Exact CSS where the curve has it, fitted linear() stops otherwise.
            if let exact = CSSTiming.exactCSS(named.curve) {
                #expect(ball.declared == exact, "\(named.name)")
            } else {
                #expect(ball.declared.hasPrefix("linear("), "\(named.name)")
            }
            #expect(
                TimingFunctionText.same(ball.computed, ball.declared),
                "\(named.name): computed \(ball.computed), declared \(ball.declared)")
            #expect(ball.duration == 1500)
            for position in ball.positions {
                let expected = Double(Self.trackLength) * named.curve.value(at: position.t)
                expectClose(
                    position.transform, expected, absolute: 1.5,
                    "\(named.name) at t = \(position.t): transform \(position.transform) px, curve \(expected) px")
                expectClose(
                    position.rect, expected, absolute: 2,
                    "\(named.name) at t = \(position.t): box at \(position.rect) px, curve \(expected) px")
            }
            let deviation = ball.positions.map { abs($0.transform - Double(Self.trackLength) * named.curve.value(at: $0.t)) }.max() ?? 0
            worst.append("\(named.name) \(String(format: "%.3f", deviation)) px")
        }
        for ball in references {
            #expect(ball.computed == "linear")
            for position in ball.positions {
                expectClose(position.transform, Double(Self.trackLength) * position.t, absolute: 0.5)
            }
        }
        // The controls work: the slider sets every animation's duration, replay restarts them.
        #expect(report.durationAfterSlider == 3000)
        #expect(report.replayRestarted == true)
        print(
            "headless Chromium: \(report.userAgent); page loaded and checked in \(String(format: "%.2f", run.seconds)) s; largest distance from the curve: \(worst.joined(separator: ", "))"
        )
    }

    /// The harness itself: errors planted in the page are reported, so an empty list above
    /// means the page had none.
    @Test(Thorough.only) func harnessReportsConsoleErrors() throws {
        let chromium = try #require(HeadlessChromium.find())
        var page = try PreviewPage.render([RenderFixtures.ease], trackLength: Self.trackLength)
        page = page.replacingOccurrences(
            of: "</main>", with: "</main><script>console.error('planted error'); undefinedFunction();</script>")
        let (run, report) = try load(page, in: chromium, named: "planted")
        #expect(report.errors.contains { $0.contains("planted error") })
        #expect(report.errors.contains { $0.contains("undefinedFunction") })
        #expect(!run.consoleLines.isEmpty)
    }

    // MARK: - Harness

    struct Report: Decodable {
        struct Ball: Decodable {
            var curve: String?
            var reference: String?
            var declared: String
            var computed: String
            var duration: Double
            var positions: [Position]
        }

        struct Position: Decodable {
            var t: Double
            var transform: Double
            var rect: Double
        }

        var errors: [String]
        var trackLength: Int
        var balls: [Ball]
        var durationAfterSlider: Double?
        var replayRestarted: Bool?
        var userAgent: String
    }

    /// Writes the page with the harness injected to a temporary directory, loads it, and
    /// decodes the results the harness left in the DOM.
    private func load(_ page: String, in chromium: HeadlessChromium, named name: String) throws -> (HeadlessChromium.Run, Report) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("curves-browser-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("preview.html")
        try Self.instrumented(page).write(to: file, atomically: true, encoding: .utf8)

        let run = try chromium.dumpDOM(of: file, workDirectory: directory)
        #expect(!run.timedOut, "Chromium did not finish within 60 s")
        guard let start = run.dom.range(of: "<pre id=\"__results\">"),
            let end = run.dom.range(of: "</pre>", range: start.upperBound..<run.dom.endIndex),
            let json = String(run.dom[start.upperBound..<end.lowerBound]).removingPercentEncoding,
            !json.isEmpty
        else {
            Issue.record("no results in the DOM (exit \(run.status)); stderr:\n\(run.stderr.suffix(2000))")
            throw CancellationError()
        }
        return (run, try JSONDecoder().decode(Report.self, from: Data(json.utf8)))
    }

    /// The page with the error recorder first in `<head>` and the checks last in `<body>`.
    static func instrumented(_ page: String) -> String {
        let times = "[" + Self.times.map { "\($0)" }.joined(separator: ", ") + "]"
        let recorder = """
            <script>
            window.__errors = [];
            (() => {
              const original = console.error.bind(console);
              console.error = (...args) => { window.__errors.push('console.error: ' + args.map(String).join(' ')); original(...args); };
              window.addEventListener('error', (event) => {
                const target = event.target && event.target !== window ? ' ' + (event.target.src || event.target.href || event.target.tagName) : '';
                window.__errors.push('error: ' + (event.message || 'failed to load') + target);
              }, true);
              window.addEventListener('unhandledrejection', (event) => window.__errors.push('unhandled rejection: ' + event.reason));
              document.addEventListener('securitypolicyviolation', (event) => window.__errors.push('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));
            })();
            </script>
            """
        let checks = """
            <pre id="__results"></pre>
            <script>
            window.addEventListener('load', () => {
              const result = { errors: window.__errors, trackLength: Number(document.body.dataset.trackLength), balls: [], userAgent: navigator.userAgent };
              try {
                const animations = document.getAnimations();
                for (const animation of animations) animation.pause();
                for (const ball of document.querySelectorAll('.ball')) {
                  const animation = animations.find((a) => a.effect && a.effect.target === ball);
                  if (!animation) { result.errors.push('harness: no animation for a ball'); continue; }
                  const timing = animation.effect.getTiming();
                  const track = ball.parentElement;
                  const entry = {
                    curve: ball.dataset.curve ?? null, reference: ball.dataset.reference ?? null,
                    declared: ball.dataset.timing, computed: getComputedStyle(ball).animationTimingFunction,
                    duration: Number(timing.duration), positions: [],
                  };
                  for (const t of \(times)) {
                    animation.currentTime = timing.delay + t * timing.duration;
                    const matrix = new DOMMatrixReadOnly(getComputedStyle(ball).transform);
                    entry.positions.push({ t, transform: matrix.e, rect: ball.getBoundingClientRect().left - track.getBoundingClientRect().left });
                  }
                  result.balls.push(entry);
                }
                const slider = document.getElementById('duration');
                slider.value = '3';
                slider.dispatchEvent(new Event('input'));
                const durations = document.getAnimations().map((a) => Number(a.effect.getComputedTiming().duration));
                result.durationAfterSlider = durations.every((d) => d === durations[0]) ? durations[0] : -1;
                document.getElementById('replay').click();
                result.replayRestarted = document.getAnimations().every((a) => a.playState === 'running' && a.currentTime < 100);
              } catch (error) {
                result.errors.push('harness: ' + error);
              }
              document.getElementById('__results').textContent = encodeURIComponent(JSON.stringify(result));
            });
            </script>
            """
        return
            page
            .replacingOccurrences(of: "<head>", with: "<head>\n" + recorder)
            .replacingOccurrences(of: "</body>", with: checks + "\n</body>")
    }
}

/// Compares CSS easing functions as the browser serialises them with the text the page
/// declared: same function, same parameters to the six significant digits Chromium prints; `steps(n)` is
/// `steps(n, jump-end)`, and `linear()` stops are compared after filling in the input
/// positions the syntax lets one leave out.
enum TimingFunctionText {
    static func same(_ a: String, _ b: String) -> Bool {
        guard let first = canonical(a), let second = canonical(b), first.name == second.name,
            first.words == second.words, first.numbers.count == second.numbers.count
        else { return false }
        return zip(first.numbers, second.numbers).allSatisfy { abs($0 - $1) <= 1e-5 * max(1, abs($0)) }
    }

    static func canonical(_ text: String) -> (name: String, numbers: [Double], words: [String])? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            return ["linear", "ease", "ease-in", "ease-out", "ease-in-out"].contains(trimmed) ? (trimmed, [], []) : nil
        }
        let name = String(trimmed[..<open])
        let arguments = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        switch name {
        case "cubic-bezier":
            let numbers = arguments.compactMap(Double.init)
            return numbers.count == 4 ? (name, numbers, []) : nil
        case "steps":
            guard let count = arguments.first.flatMap(Double.init) else { return nil }
            var position = arguments.count > 1 ? arguments[1] : "jump-end"
            if position == "end" { position = "jump-end" }
            if position == "start" { position = "jump-start" }
            return (name, [count], [position])
        case "linear":
            guard let points = linearPoints(arguments) else { return nil }
            return (name, points.flatMap { [$0.value, $0.input] }, [])
        default:
            return nil
        }
    }

    /// CSS Easing 2 §2.2: each stop is a value with zero, one or two input percentages; a
    /// missing first input is 0 and last is 1, inputs never decrease, and runs of missing
    /// inputs are spread evenly between their neighbours.
    static func linearPoints(_ stops: [String]) -> [(value: Double, input: Double)]? {
        var points: [(value: Double, input: Double?)] = []
        for stop in stops {
            let words = stop.split(separator: " ")
            guard let value = words.first.flatMap({ Double($0) }) else { return nil }
            let inputs = words.dropFirst().map { word -> Double? in
                guard word.hasSuffix("%") else { return nil }
                return Double(word.dropLast()).map { $0 / 100 }
            }
            if inputs.isEmpty { points.append((value, nil)) }
            for input in inputs {
                guard let input else { return nil }
                points.append((value, input))
            }
        }
        guard points.count >= 2 else { return nil }
        if points[0].input == nil { points[0].input = 0 }
        if points[points.count - 1].input == nil { points[points.count - 1].input = 1 }
        var largest = points[0].input!
        for index in points.indices {
            if let input = points[index].input {
                largest = max(largest, input)
                points[index].input = largest
            }
        }
        var index = 1
        while index < points.count {
            guard points[index].input == nil else { index += 1; continue }
            var end = index
            while points[end].input == nil { end += 1 }
            let from = points[index - 1].input!, to = points[end].input!
            for gap in index..<end {
                points[gap].input = from + (to - from) * Double(gap - index + 1) / Double(end - index + 1)
            }
            index = end
        }
        return points.map { ($0.value, $0.input!) }
    }
}
