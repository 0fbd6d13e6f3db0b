import Foundation
import Live
import TestSupport
import Workbench

#if canImport(Glibc)
import Glibc
#endif

/// `serve`: the release binary on a pseudo-terminal serving 50 curves to a headless Chromium.
/// Drag → reply and redraw: a handle dragged with real mouse events, watched by a probe from
/// outside the page's script, from the drag's pointerup to the reply shown and the card redrawn,
/// and to the frame after (p50, p99 over 1,000 drags). Shell → page: `point` typed in the shell
/// to the card redrawn (epoch clocks of the benchmark and the page). Frames: the page playing
/// all 50 squares and dots in a loop, animation frames counted for 3 s. In-process: the page's
/// update of 50 curves with one changed.
enum ServeBenchmarks {
    static let curveCount = 50

    static func run(into report: inout Report, quick: Bool, log: (String) -> Void) {
        snapshotInProcess(into: &report, quick: quick)
        guard let binary = ProcessBenchmarks.curvesBinary(log: log) else {
            report.add(
                "serve_drag_p99_ms", "serve: drag → shell reply and page redraw, p99", nil, unit: "ms", note: "no release curves binary")
            return
        }
        let state = NSTemporaryDirectory() + "curves-bench-serve-\(getpid())"
        try? FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: state) }
        guard let shell = try? TerminalSession(executable: binary, environment: ProcessBenchmarks.environment(state: state)),
            (try? shell.expect("curves> ", timeout: 20)) != nil
        else {
            report.add(
                "serve_drag_p99_ms", "serve: drag → shell reply and page redraw, p99", nil, unit: "ms",
                note: "could not start curves on a pseudo-terminal")
            return
        }
        var generator = SplitMix64(seed: 0x5E7E)
        for index in 0..<curveCount {
            shell.type(
                "c\(index) = bezier \(round3(generator.unit())) \(round3(generator.uniform(-0.3, 1.3))) \(round3(generator.unit())) \(round3(generator.uniform(-0.3, 1.3)))"
            )
        }
        shell.type("serve open=no", wait: false)
        let address =
            (try? shell.expect("http://127.0.0.1:", timeout: 20)) != nil
            ? (try? shell.expect("\n")).map { "http://127.0.0.1:" + $0.trimmingCharacters(in: .whitespacesAndNewlines) } : nil
        _ = try? shell.expect("curves> ", timeout: 20)
        guard let address, let browser = try? DevToolsBrowser(width: 1400, height: 1000, extraArguments: chromiumFlags) else {
            report.add(
                "serve_drag_p99_ms", "serve: drag → shell reply and page redraw, p99", nil, unit: "ms",
                note: "no Chromium, or serve did not start")
            return
        }
        _ = try? browser.call("Page.navigate", ["url": address])
        guard
            waitUntil(
                browser,
                "document.querySelectorAll('.card').length === \(curveCount) && document.getElementById('status').dataset.state === 'open'")
        else {
            report.add(
                "serve_drag_p99_ms", "serve: drag → shell reply and page redraw, p99", nil, unit: "ms",
                note: "the page did not show the session")
            return
        }
        roundTrips(browser, shell, into: &report, count: quick ? 100 : 1000, pointing: false)
        roundTrips(browser, shell, into: &report, count: quick ? 100 : 1000, pointing: true)
        drags(browser, shell, into: &report, count: quick ? 100 : 1000)
        shellToPage(browser, shell, into: &report, count: quick ? 30 : 200)
        frames(browser, into: &report)
        shell.type("serve stop")
    }

    static func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// LiveSnapshot.update for 50 curves after one of them changed (the others cached).
    static func snapshotInProcess(into report: inout Report, quick: Bool) {
        var interpreter = Interpreter(settings: Settings(interactive: true), fileSystem: LocalFileSystem())
        for index in 0..<curveCount { _ = interpreter.execute("c\(index) = bezier 0.\(index % 9 + 1) 0.2 0.3 1.\(index % 7)") }
        var snapshot = LiveSnapshot()
        _ = snapshot.message(for: interpreter)
        var flip = false
        let samples = measureCPU(warmUp: 5, repetitions: quick ? 30 : 200, perRun: 1e6) {
            flip.toggle()
            _ = interpreter.execute("point c7 1 \(flip ? 0.4 : 0.5) 0.2")
            blackHole(snapshot.update(for: interpreter))
        }
        report.add(
            "serve_snapshot_ms", "serve: `point` run + the page's update of 50 curves, whole and change (in process)", samples.median,
            unit: "ms")
    }

    static func waitUntil(_ browser: DevToolsBrowser, _ condition: String, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (try? browser.evaluate("Boolean(\(condition))")) as? Bool == true { return true }
            usleep(5_000)
        }
        return false
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
    }

    /// Watches the page from outside its script (the same probe for any version of the page):
    /// the drag's `pointerup` (its event time), the first change of the reply line after it, the
    /// first change of the watched curve's definition on its card (the redraw), and the next
    /// animation frame after that redraw (the frame that shows it). Times are the page's
    /// `performance.now()`, plus its time origin for the epoch clock.
    static let probe = """
        (() => {
          if (window.benchProbe) return true;
          const B = window.benchProbe = {curve: 'c0', start: 0, before: '', reply: 0, drawn: 0, frame: 0, drawnEpoch: 0, watching: false};
          addEventListener('pointerup', (e) => { if (B.watching) { B.start = e.timeStamp; B.dispatched = performance.now(); } }, true);
          const definition = () => { const d = document.querySelector('.card[data-curve="' + B.curve + '"] .definition'); return d ? d.textContent : ''; };
          new MutationObserver(() => { if (B.watching && B.start && !B.reply) B.reply = performance.now(); })
            .observe(document.getElementById('reply'), {childList: true, characterData: true, subtree: true});
          new MutationObserver(() => {
            if (!B.watching || B.drawn || definition() === B.before) return;
            B.drawn = performance.now(); B.drawnEpoch = performance.timeOrigin + B.drawn;
            requestAnimationFrame(() => { B.frame = performance.now(); });
          }).observe(document.body, {childList: true, characterData: true, subtree: true});
          // When the shell's first message after the drag reaches the page's socket (the
          // message event's own time), if the page's socket can be seen.
          B.arrived = 0;
          B.listen = () => {
            if (typeof socket === 'undefined' || !socket || socket === B.socket) return;
            B.socket = socket;
            const original = socket.send.bind(socket);
            socket.send = (data) => { if (B.watching && B.start && !B.sent) B.sent = performance.now(); original(data); };
            socket.addEventListener('message', (e) => { if (B.watching && B.start && !B.arrived) B.arrived = e.timeStamp; });
          };
          B.arm = (curve) => { B.listen(); B.curve = curve; B.before = definition(); B.start = 0; B.reply = 0; B.drawn = 0; B.frame = 0; B.drawnEpoch = 0; B.arrived = 0; B.dispatched = 0; B.sent = 0; B.watching = true; };
          return true;
        })()
        """

    /// Drags P1 of c0 back and forth by 26 px (0.1 in x), one drag at a time: from the drag's
    /// pointerup to the shell's reply on the page and the card redrawn (the later of the two),
    /// and to the frame after the redraw.
    /// Chromium switches from CURVES_BENCH_CHROMIUM_FLAGS (space-separated), e.g. to record a trace.
    static var chromiumFlags: [String] {
        ProcessInfo.processInfo.environment["CURVES_BENCH_CHROMIUM_FLAGS"]?.split(separator: " ").map(String.init) ?? []
    }

    /// Chromium's page metrics (Performance.getMetrics): durations in seconds, counts.
    static func metrics(_ browser: DevToolsBrowser) -> [String: Double] {
        var values: [String: Double] = [:]
        for metric in ((try? browser.call("Performance.getMetrics"))?["metrics"] as? [[String: Any]]) ?? [] {
            if let name = metric["name"] as? String, let value = metric["value"] as? Double { values[name] = value }
        }
        return values
    }

    static func drags(_ browser: DevToolsBrowser, _ shell: TerminalSession, into report: inout Report, count: Int) {
        _ = try? browser.evaluate(probe)
        _ = try? browser.call("Performance.enable")
        let before = metrics(browser)
        defer {
            let after = metrics(browser)
            let perDrag = { (key: String) in count > 0 ? ((after[key] ?? 0) - (before[key] ?? 0)) * 1000 / Double(count) : nil }
            report.add(
                "serve_drag_page_task_ms",
                "serve: the page's main-thread tasks per drag (Chromium's TaskDuration, all of the drag's frames)",
                perDrag("TaskDuration"), unit: "ms")
            report.add("serve_drag_page_script_ms", "serve: … of which script", perDrag("ScriptDuration"), unit: "ms")
        }
        // CURVES_BENCH_DRAG_LOG=FILE: each drag's pointerup (epoch ms) and its times after it, to
        // set beside a trace of the shell.
        let dragLog = ProcessInfo.processInfo.environment["CURVES_BENCH_DRAG_LOG"].flatMap { fopen($0, "w") }
        defer { if let dragLog { fclose(dragLog) } }
        var replies: [Double] = [], frames: [Double] = [], networks: [Double] = [], arrivals: [Double] = []
        for index in 0..<count {
            guard
                let point =
                    (try? browser.evaluate(
                        """
                        (() => { const r = document.querySelector('[data-curve="c0"][data-point="1"]').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()
                        """)) as? [Double], point.count == 2
            else { break }
            let dx = index % 2 == 0 ? 26.0 : -26.0
            _ = try? browser.evaluate("window.benchProbe.arm('c0')")
            try? browser.mouse("mouseMoved", x: point[0], y: point[1], pressed: false)
            try? browser.mouse("mousePressed", x: point[0], y: point[1], pressed: true)
            try? browser.mouse("mouseMoved", x: point[0] + dx / 2, y: point[1], pressed: true)
            try? browser.mouse("mouseMoved", x: point[0] + dx, y: point[1], pressed: true)
            try? browser.mouse("mouseReleased", x: point[0] + dx, y: point[1], pressed: false)
            guard waitUntil(browser, "window.benchProbe.reply > 0 && window.benchProbe.frame > 0", seconds: 5),
                let times =
                    (try? browser.evaluate(
                        "(() => { const B = window.benchProbe; B.watching = false; return [B.start, B.reply, B.drawn, B.frame, performance.timeOrigin, B.arrived, B.dispatched, B.sent]; })()"
                    )) as? [Double],
                times.count == 8
            else { break }
            if let log = dragLog {
                fputs(
                    String(
                        format: "drag %.3f reply %.3f drawn %.3f frame %.3f arrived %.3f dispatched %.3f sent %.3f\n", times[4] + times[0],
                        times[1] - times[0], times[2] - times[0],
                        times[3] - times[0], times[5] - times[0], times[6] - times[0], times[7] - times[0]), log)
            }
            networks.append(times[1] - times[0])
            if times[5] > 0 { arrivals.append(times[5] - times[0]) }
            replies.append(max(times[1], times[2]) - times[0])
            frames.append(max(times[1], times[3]) - times[0])
            shell.discardPending()
        }
        report.add(
            "serve_drag_p50_ms", "serve: drag (pointerup) → shell reply shown and card redrawn, median (\(replies.count) drags)",
            replies.isEmpty ? nil : percentile(replies, 0.5), unit: "ms")
        report.add(
            "serve_drag_p99_ms", "serve: drag → shell reply and page redraw, p99", replies.isEmpty ? nil : percentile(replies, 0.99),
            unit: "ms", target: "≤ 16 ms", limit: 16)
        report.add(
            "serve_drag_frame_p50_ms", "serve: drag → the frame after the redraw, median", frames.isEmpty ? nil : percentile(frames, 0.5),
            unit: "ms")
        report.add(
            "serve_drag_frame_p99_ms", "serve: drag → the frame after the redraw, p99", frames.isEmpty ? nil : percentile(frames, 0.99),
            unit: "ms")
        report.add(
            "serve_drag_reply_p50_ms", "serve: … of which drag → reply shown, median", networks.isEmpty ? nil : percentile(networks, 0.5),
            unit: "ms")
        report.add(
            "serve_drag_reply_p99_ms", "serve: … of which drag → reply shown, p99", networks.isEmpty ? nil : percentile(networks, 0.99),
            unit: "ms")
        report.add(
            "serve_drag_arrival_p50_ms", "serve: … of which drag → the shell's first message at the page's socket, median",
            arrivals.isEmpty ? nil : percentile(arrivals, 0.5), unit: "ms")
        // The page's own measure of drawing each update (its script: parse to DOM changed).
        let draws = (try? browser.evaluate("window.liveStats.draws.slice(-\(max(1, replies.count)))")) as? [Double] ?? []
        let transport = (try? browser.evaluate("window.liveStats.transport")) as? String ?? "?"
        report.add(
            "serve_drag_draw_p50_ms", "serve: … of which the page's script drawing the change, median (its socket: \(transport))",
            draws.isEmpty ? nil : percentile(draws, 0.5), unit: "ms")
        report.add(extra: "serve_transport", transport)
    }

    /// The page's own socket, no pointer: a message the shell refuses (an unknown type), or a
    /// `point`, sent from the page's script, to the shell's answer arriving at the page (the
    /// message event's time), one at a time.
    static func roundTrips(_ browser: DevToolsBrowser, _ shell: TerminalSession, into report: inout Report, count: Int, pointing: Bool) {
        let payload =
            pointing ? "{id: id, type: 'point', curve: 'c2', point: 1, x: 0.3 + (id % 2) * 0.1, y: 0.2}" : "{id: id, type: 'bench-ping'}"
        var first: [Double] = [], replies: [Double] = []
        for index in 0..<count {
            guard
                let times =
                    (try? browser.evaluate(
                        """
                        new Promise((resolve) => {
                          const id = \(900000 + index); let firstAt = 0, sentAt = 0;
                          const answer = (e) => { if (!firstAt) firstAt = e.timeStamp; let m; try { m = JSON.parse(e.data); } catch (_) { return; }
                            const replies = m.type === 'batch' ? m.messages : [m];
                            if (!replies.some((r) => r.id === id)) return; socket.removeEventListener('message', answer); resolve([firstAt - sentAt, e.timeStamp - sentAt]); };
                          socket.addEventListener('message', answer);
                          sentAt = performance.now(); socket.send(JSON.stringify(\(payload)));
                        })
                        """)) as? [Double], times.count == 2
            else { break }
            first.append(times[0])
            replies.append(times[1])
            shell.discardPending()
        }
        let what = pointing ? "`point`" : "a refused message"
        report.add(
            "serve_round_trip_\(pointing ? "point" : "refused")_p50_ms",
            "serve: page sends \(what) → its first answer at the page, median (\(first.count))",
            first.isEmpty ? nil : percentile(first, 0.5), unit: "ms")
        report.add(
            "serve_round_trip_\(pointing ? "point" : "refused")_p99_ms", "serve: page sends \(what) → its first answer at the page, p99",
            first.isEmpty ? nil : percentile(first, 0.99), unit: "ms")
        report.add(
            "serve_round_trip_\(pointing ? "point" : "refused")_reply_p50_ms", "serve: page sends \(what) → its reply at the page, median",
            replies.isEmpty ? nil : percentile(replies, 0.5), unit: "ms")
    }

    /// `point` typed in the shell until the page has redrawn the curve's card (the benchmark's
    /// and the page's epoch clocks), and until the frame after it.
    static func shellToPage(_ browser: DevToolsBrowser, _ shell: TerminalSession, into report: inout Report, count: Int) {
        _ = try? browser.evaluate(probe)
        var latencies: [Double] = [], frames: [Double] = []
        for index in 0..<count {
            _ = try? browser.evaluate("window.benchProbe.arm('c1')")
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            let typedAt = Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
            shell.type("point c1 2 0.5 \(index % 2 == 0 ? "0.7" : "0.8")", wait: false)
            guard waitUntil(browser, "window.benchProbe.frame > 0", seconds: 5),
                let times =
                    (try? browser.evaluate(
                        "(() => { const B = window.benchProbe; B.watching = false; return [B.drawnEpoch, B.frame - B.drawn]; })()"))
                    as? [Double],
                times.count == 2
            else { break }
            latencies.append(times[0] - typedAt)
            frames.append(times[0] - typedAt + times[1])
            shell.discardPending()
        }
        report.add(
            "serve_shell_to_page_p50_ms", "serve: command typed in the shell → page redrawn, median (\(latencies.count))",
            latencies.isEmpty ? nil : percentile(latencies, 0.5), unit: "ms")
        report.add(
            "serve_shell_to_page_p99_ms", "serve: command typed in the shell → page redrawn, p99",
            latencies.isEmpty ? nil : percentile(latencies, 0.99), unit: "ms", target: "≤ 16 ms", limit: 16)
        report.add(
            "serve_shell_to_frame_p99_ms", "serve: command typed in the shell → the frame after the redraw, p99",
            frames.isEmpty ? nil : percentile(frames, 0.99), unit: "ms")
    }

    /// The page with all 50 squares and dots looping: frames per second over 3 s, and the p99
    /// time between frames.
    static func frames(_ browser: DevToolsBrowser, into report: inout Report) {
        _ = try? browser.evaluate("document.getElementById('loop').click()")
        let result =
            (try? browser.evaluate(
                """
                new Promise((resolve) => {
                  const times = []; const start = performance.now();
                  const tick = (t) => { times.push(t); if (t - start < 3000) requestAnimationFrame(tick); else resolve(times); };
                  requestAnimationFrame(tick);
                }).then((times) => {
                  const gaps = times.slice(1).map((t, i) => t - times[i]).sort((a, b) => a - b);
                  return [(times.length - 1) / ((times[times.length - 1] - times[0]) / 1000), gaps[Math.ceil(gaps.length * 0.99) - 1],
                          document.getAnimations().filter((a) => a.playState === 'running').length];
                })
                """)) as? [Double]
        report.add(
            "serve_fps", "serve: page frames per second, 50 curves playing (\(Int(result?[2] ?? 0)) animations running)",
            result?[0], unit: "fps", target: "≥ 60 fps")
        report.add("serve_frame_p99_ms", "serve: … p99 time between frames", result?[1], unit: "ms", target: "≤ 16.7 ms")
    }
}

extension TerminalSession {
    /// Types a line; waits for the next prompt unless told not to.
    func type(_ line: String, wait: Bool = true) {
        try? send(line + "\r")
        if wait { _ = try? expect("curves> ", timeout: 20) }
    }
}
