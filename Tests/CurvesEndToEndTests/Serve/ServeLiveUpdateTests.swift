import Foundation
import TestExpectations
import TestSupport
import Testing

/// `serve` end to end, continued: the page coming back after the connection drops, the
/// animations on the page, and the page asking for the whole session when it missed a change.
@Suite(
    "serve: reconnecting, animations and changes in a real browser", .serialized,
    .enabled(if: DevToolsBrowser.shouldRun, "no Chromium: apt-get install -y chromium"))
struct ServeLiveUpdateTests {
    private func open(_ serving: ServingShell, waitingFor selector: String = "[data-curve=\"pop\"][data-point=\"1\"]") throws
        -> DevToolsBrowser
    {
        let browser = try DevToolsBrowser()
        try browser.navigate(serving.address)
        try browser.waitUntil(
            "document.querySelector('\(selector.replacingOccurrences(of: "'", with: "\\'"))') && document.getElementById('status').dataset.state === 'open'"
        )
        return browser
    }

    private func definition(_ name: String) -> String {
        "document.querySelector('.card[data-curve=\"\(name)\"] .definition') && document.querySelector('.card[data-curve=\"\(name)\"] .definition').textContent"
    }

    @Test(Thorough.only) func thePageComesBackAfterServeStopAndServeAndShowsTheSessionAsItIsNow() throws {
        let serving = try ServingShell()
        let browser = try open(serving)
        try serving.type("serve stop")
        try browser.waitUntil("document.getElementById('status').dataset.state !== 'open'")
        #expect((try browser.evaluate("document.getElementById('status').textContent") as? String ?? "").contains("trying again"))
        // While no server listens the session moves on: a curve changed, one added, one gone.
        try serving.type("point pop 1 0.6 0.4")
        try serving.type("zap = bezier 0.1 0.7 0.2 1")
        try serving.type("serve port=\(serving.port) open=no")
        try browser.waitUntil("document.getElementById('status').dataset.state === 'open'", timeout: 15)
        try browser.waitUntil(
            "\(definition("pop")) === 'pop = bezier 0.6 0.4 0.2 1' && \(definition("zap")) === 'zap = bezier 0.1 0.7 0.2 1'")
        #expect(try browser.evaluate("window.liveStats.reconnects") as? Int == 1)
        // And it is live again in both directions.
        try serving.type("delete zap")
        try browser.waitUntil("!document.querySelector('.card[data-curve=\"zap\"]')")
        let start = try browser.centre(of: "[data-curve=\"pop\"][data-point=\"2\"]")
        try browser.drag(from: start, to: (start.x - 26, start.y))
        try serving.shell.expect("curves> point pop 2 0.1 1")
        try serving.shell.expect("curves> ")
        #expect(browser.pageErrors.isEmpty, "\(browser.pageErrors)")
    }

    @Test(Thorough.only) func retriesWaitLongerEachTimeUpToFiveSeconds() throws {
        let serving = try ServingShell()
        let browser = try open(serving)
        // Record the page's retries: when each connection attempt starts.
        _ = try browser.evaluate(
            """
            window.attempts = []; const original = window.openSocket;
            window.openSocket = function (url) { window.attempts.push(performance.now()); return original(url); };
            """)
        try serving.type("serve stop")
        try browser.waitUntil("window.attempts.length >= 5", timeout: 15)
        let times = try #require(try browser.evaluate("window.attempts") as? [Double])
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        // 0.25 s, 0.5 s, 1 s, 2 s apart (each try fails at once: nothing listens), give or take a busy machine.
        for (gap, expected) in zip(gaps, [500.0, 1000, 2000]) {
            #expect(gap >= expected * 0.9 && gap < expected + 1500, "gaps \(gaps)")
        }
        try serving.type("serve port=\(serving.port) open=no")
        try browser.waitUntil("document.getElementById('status').dataset.state === 'open'", timeout: 15)
    }

    @Test(Thorough.only) func aPageWithAnotherTokenIsNotLetBackIn() throws {
        let first = try ServingShell()
        let browser = try open(first)
        try first.type("serve stop")
        // Another shell on the same port has its own token: the page stays out, and says so.
        let port = first.port
        first.shell.finish()
        let second = try ServingShell(lines: ["pop = bezier 0.9 0.9 0.9 0.9"], port: port)
        #expect(second.token != first.token)
        Thread.sleep(forTimeInterval: 2)
        #expect(try browser.evaluate("document.getElementById('status').dataset.state") as? String != "open")
        #expect(try browser.evaluate(definition("pop")) as? String == "pop = bezier 0.3 0.1 0.2 1")
    }

    @Test(Thorough.only) func animationsAreShownPlayedAndEditedAsTheAnimLineAPersonWouldType() throws {
        let serving = try ServingShell(lines: [
            "pop = bezier 0.3 0.1 0.2 1", "soft = bezier 0.4 0 0.6 1", "anim slide position (0,0) (300,0) duration=0.5 curve=pop repeat=2",
            "anim fade backgroundColor #ff8800 #0088ff duration=1 curve=ease-out",
        ])
        let browser = try open(serving, waitingFor: ".card[data-animation=\"fade\"]")
        let card = ".card[data-animation=\"slide\"]"
        #expect(
            try browser.evaluate("document.querySelector('\(card) .definition').textContent") as? String
                == "anim slide position (0,0) (300,0) duration=0.5 curve=pop repeat=2")
        let values = try #require(
            try browser.evaluate("[...document.querySelectorAll('[data-values=\"slide\"] li')].map((li) => li.textContent)") as? [String])
        #expect(values.count == 11 && values.first == "0 s: (0,0)" && values.last == "0.5 s: (300,0)")
        // The preview: the browser's engine with the animation's duration and its curve's timing function.
        try browser.waitUntil("document.querySelector('.square[data-animation=\"slide\"]').getAnimations().length === 1")
        let timing = try #require(
            try browser.evaluate(
                """
                (() => { const t = document.querySelector('.square[data-animation="slide"]').getAnimations()[0].effect.getTiming(); return [t.duration, t.easing]; })()
                """) as? [Any])
        #expect(timing[0] as? Double == 500 && timing[1] as? String == "cubic-bezier(0.3, 0.1, 0.2, 1)")
        // A colour animation paints its colours: halfway through its time, ease-out's progress.
        let colour = try #require(
            try browser.evaluate(
                """
                (() => { const sq = document.querySelector('.square[data-animation="fade"]'); const a = sq.getAnimations()[0];
                  a.pause(); a.currentTime = 500; return getComputedStyle(sq).backgroundColor; })()
                """) as? String)
        let progress = Self.easeOut(at: 0.5)
        let expected = [255 + (0 - 255) * progress, 136.0, 0 + 255 * progress]
        let channels = colour.drop { !$0.isNumber }.split { !$0.isNumber && $0 != "." }.compactMap { Double($0) }
        #expect(
            channels.count >= 3 && zip(channels, expected).allSatisfy { isClose($0, $1, absolute: 1.5) }, "\(colour) against \(expected)")

        // Edits: each field is the anim line that redefines the animation, run in the shell.
        _ = try browser.evaluate(
            "{ const f = document.querySelector('[data-animation=\"slide\"][data-field=\"to\"]'); f.value = '(320, 40)'; f.dispatchEvent(new Event('change')) }"
        )
        try serving.shell.expect("curves> anim slide position (0,0) (320,40) duration=0.5 curve=pop repeat=2")
        try serving.shell.expect("curves> ")
        try browser.waitUntil(
            "document.querySelector('\(card) .definition').textContent === 'anim slide position (0,0) (320,40) duration=0.5 curve=pop repeat=2'"
        )
        _ = try browser.evaluate("document.querySelector('[data-animation=\"slide\"][data-field=\"duration\"]').focus()")
        try browser.press(key: "ArrowUp", code: 38, shift: true)
        try serving.shell.expect("curves> anim slide position (0,0) (320,40) duration=0.6 curve=pop repeat=2")
        try serving.shell.expect("curves> ")
        _ = try browser.evaluate(
            "{ const c = document.querySelector('[data-animation=\"slide\"][data-field=\"curve\"]'); c.value = 'soft'; c.dispatchEvent(new Event('change')) }"
        )
        try serving.shell.expect("curves> anim slide position (0,0) (320,40) duration=0.6 curve=soft repeat=2")
        try serving.shell.expect("curves> ")
        // A value anim would refuse is refused, with anim's reason, and runs nothing.
        _ = try browser.evaluate(
            "{ const f = document.querySelector('[data-animation=\"slide\"][data-field=\"to\"]'); f.value = '#ff0000'; f.dispatchEvent(new Event('change')) }"
        )
        try browser.waitUntil("document.getElementById('reply').className === 'error'")
        #expect(
            (try browser.evaluate("document.getElementById('reply').textContent") as? String ?? "").contains(
                "FROM and TO must be the same kind of value"))
        #expect(!serving.shell.pending(quiet: 0.3).contains("curves> anim"))
        // One history: undo in the shell, and the page follows.
        try serving.type("undo")
        try browser.waitUntil(
            "document.querySelector('\(card) .definition').textContent === 'anim slide position (0,0) (320,40) duration=0.6 curve=pop repeat=2'"
        )
        try browser.waitUntil(
            "document.querySelector('.square[data-animation=\"slide\"]').getAnimations()[0].effect.getTiming().duration === 600")
        // The undone change is out of the history (which lists anim's words as the journal keeps
        // them, options quoted, as for a typed anim).
        let history = try serving.type("history")
        #expect(history.contains("anim slide position (0,0) (320,40) duration=0.6 curve=pop repeat=2"), "\(history)")
        #expect(!history.contains("curve=soft"), "\(history)")
        try serving.type("delete fade")
        try browser.waitUntil("!document.querySelector('.card[data-animation=\"fade\"]')")
        #expect(browser.pageErrors.isEmpty, "\(browser.pageErrors)")
    }

    @Test(Thorough.only) func aPageThatMissedAChangeAsksForTheWholeSession() throws {
        let serving = try ServingShell(lines: ["pop = bezier 0.3 0.1 0.2 1", "keep = bezier 0.5 0 0.5 1"])
        let browser = try open(serving)
        // The page forgets an update: the next change does not follow the one it applied.
        _ = try browser.evaluate("sequence = sequence - 1")
        try serving.type("point pop 1 0.4 0.4")
        try browser.waitUntil("\(definition("pop")) === 'pop = bezier 0.4 0.4 0.2 1'")
        #expect(try browser.evaluate(definition("keep")) as? String == "keep = bezier 0.5 0 0.5 1")
        #expect(!serving.shell.pending(quiet: 0.3).contains("curves> "), "a sync runs nothing in the shell")
        try serving.type("point pop 1 0.45 0.4")
        try browser.waitUntil("\(definition("pop")) === 'pop = bezier 0.45 0.4 0.2 1'")
        #expect(browser.pageErrors.isEmpty, "\(browser.pageErrors)")
    }

    @Test func changesThatComeFasterThanFramesAreDrawnOncePerFrame() throws {
        let serving = try ServingShell()
        let browser = try open(serving)
        // Ten changes in one go (as a fast burst from the shell arrives): the first is drawn at
        // once, the other nine together at the next frame, and the last one is what shows. The
        // burst starts two frames after the page's own drawing, so that none of it is pending.
        let counts = try #require(
            try browser.evaluate(
                """
                new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
                  const part = cards.get('pop').part, first = sequence, before = window.liveStats.renders;
                  for (let i = 1; i <= 10; i++) {
                    const changed = Object.assign({}, part, {definition: 'bezier 0.3 0.1 0.2 1 (' + i + ')'});
                    receiveSession({type: 'session', sequence: first + i, base: first + i - 1, revision: 0, undo: null, redo: null,
                                    curve_names: ['pop'], animation_names: [], curves: [changed], animations: []});
                  }
                  const atOnce = window.liveStats.renders - before;
                  requestAnimationFrame(() => requestAnimationFrame(() => resolve([atOnce, window.liveStats.renders - before])));
                })))
                """) as? [Int])
        #expect(counts == [1, 2])
        #expect(try browser.evaluate(definition("pop")) as? String == "pop = bezier 0.3 0.1 0.2 1 (10)")
        // The shell's next change does not follow those: the page asks for the whole session and shows it.
        try serving.type("point pop 2 0.3 0.9")
        try browser.waitUntil("\(definition("pop")) === 'pop = bezier 0.3 0.1 0.3 0.9'")
        #expect(browser.pageErrors.isEmpty, "\(browser.pageErrors)")
    }

    /// CSS ease-out, cubic-bezier(0, 0, 0.58, 1), written out here: x(t) and y(t) in Bernstein
    /// form, t by bisection.
    static func easeOut(at x: Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if coordinate(0, 0.58, middle) < x { low = middle } else { high = middle }
        }
        return coordinate(0, 1, (low + high) / 2)
    }
}
