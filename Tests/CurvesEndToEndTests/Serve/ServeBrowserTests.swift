import Foundation
import Live
import TestExpectations
import TestSupport
import Testing
import Workbench

/// `serve` end to end: the built binary on a pseudo-terminal serving its live page, and a real
/// headless Chromium driven through the DevTools protocol with real mouse and key events.
/// On CI a missing browser fails these tests (CI installs Chromium); elsewhere they need one.
@Suite(
    "serve: the live page in a real browser", .tags(.binary, .terminal, .browser), .serialized,
    .enabled(if: DevToolsBrowser.shouldRun, "no Chromium: apt-get install -y chromium"))
struct ServeBrowserTests {
    static let unit = 260.0, pad = 22.0

    /// The page loaded with `pop` drawn.
    private func open(_ serving: ServingShell) throws -> DevToolsBrowser {
        let browser = try DevToolsBrowser()
        try browser.navigate(serving.address)
        try browser.waitUntil(
            "document.querySelector('[data-curve=\"pop\"][data-point=\"1\"]') && document.getElementById('status').dataset.state === 'open'"
        )
        return browser
    }

    private func definition(_ browser: DevToolsBrowser, _ name: String) throws -> String {
        try browser.evaluate("document.querySelector('.card[data-curve=\"\(name)\"] .definition').textContent") as? String ?? ""
    }

    @Test(Thorough.only) func aDragOnThePageIsOneCommandInTheShellItsHistoryAndTheRecoveryFile() throws {
        let serving = try ServingShell()
        let browser = try open(serving)
        let start = try browser.centre(of: "[data-curve=\"pop\"][data-point=\"1\"]")
        // 52 px right is 0.2 in x and 26 px up is 0.1 in y on the 260 px unit box: (0.3, 0.1) → (0.5, 0.2).
        try browser.drag(from: start, to: (start.x + 52, start.y - 26))
        try serving.shell.expect("curves> point pop 1 0.5 0.2")
        try serving.shell.expect("moved control point 1 from (0.3, 0.1) to (0.5, 0.2)")
        try serving.shell.expect("curves> ")
        #expect(!serving.shell.pending(quiet: 0.3).contains("point pop"), "one drag, one command")

        let history = try serving.type("history")
        #expect(history.contains("point pop 1 0.5 0.2"))
        #expect(try serving.recoveryText().contains("point pop 1 0.5 0.2"))
        try browser.waitUntil(
            "document.querySelector('.card[data-curve=\"pop\"] .definition').textContent === 'pop = bezier 0.5 0.2 0.2 1'")
        let reply = try browser.evaluate("document.getElementById('reply').textContent") as? String ?? ""
        #expect(reply.hasPrefix("curves> point pop 1 0.5 0.2\npop = bezier 0.5 0.2 0.2 1"))
        #expect(browser.pageErrors.isEmpty, "\(browser.pageErrors)")
    }

    @Test(Thorough.only) func whatTheShellChangesAppearsOnThePageAndTheBoxGrowsForHandlesOutsideIt() throws {
        let serving = try ServingShell()
        let browser = try open(serving)
        let heightBefore = try browser.evaluate("document.querySelector('svg.plot[data-curve=\"pop\"]').getAttribute('height')") as? String
        try serving.type("point pop 2 0.6 1.6")
        try browser.waitUntil(
            "Number(document.querySelector('[data-curve=\"pop\"][data-point=\"2\"]').getAttribute('cx')) === \(Self.pad + 0.6 * Self.unit)")
        #expect(try definition(browser, "pop") == "pop = bezier 0.3 0.1 0.6 1.6")
        let heightAfter = try #require(
            try browser.evaluate("Number(document.querySelector('svg.plot[data-curve=\"pop\"]').getAttribute('height'))") as? Double)
        let handleY = try #require(
            try browser.evaluate("Number(document.querySelector('[data-curve=\"pop\"][data-point=\"2\"]').getAttribute('cy'))") as? Double)
        #expect(heightAfter > Double(heightBefore ?? "0") ?? 0, "the plot grew to show y = 1.6")
        #expect(handleY > 0 && handleY < heightAfter, "the handle at y = 1.6 is inside the plot")

        try serving.type("boing = spring stiffness=170 damping=12")
        try browser.waitUntil("document.querySelector('.card[data-curve=\"boing\"] input[data-parameter=\"stiffness\"]')")
        // A spring's parameters are fields: Shift+Up adds 0.1, as edit's step ×10 does.
        _ = try browser.evaluate("document.querySelector('.card[data-curve=\"boing\"] input[data-parameter=\"stiffness\"]').focus()")
        try browser.press(key: "ArrowUp", code: 38, shift: true)
        try serving.shell.expect("curves> boing = spring mass=1 stiffness=170.1 damping=12 velocity=0")
        try serving.shell.expect("curves> ")
        try serving.type("delete boing")
        try browser.waitUntil("!document.querySelector('.card[data-curve=\"boing\"]')")
        #expect(browser.pageErrors.isEmpty, "\(browser.pageErrors)")
    }

    @Test(Thorough.only) func undoAndRedoOnThePageAreUndoAndRedoInTheShell() throws {
        let serving = try ServingShell()
        let browser = try open(serving)
        try serving.type("point pop 2 0.6 0.9")
        try browser.waitUntil("!document.querySelector('[data-action=\"undo\"]').disabled")
        try browser.click("[data-action=\"undo\"]")
        try serving.shell.expect("curves> undo")
        try serving.shell.expect("undid: point pop 2 0.6 0.9")
        try serving.shell.expect("curves> ")
        #expect(try serving.type("show pop").contains("bezier 0.3 0.1 0.2 1"))
        try browser.waitUntil(
            "document.querySelector('.card[data-curve=\"pop\"] .definition').textContent === 'pop = bezier 0.3 0.1 0.2 1'")
        // The redo button comes on with the page's next update; a click on it before then does nothing.
        try browser.waitUntil("!document.querySelector('[data-action=\"redo\"]').disabled")
        try browser.click("[data-action=\"redo\"]")
        try serving.shell.expect("curves> redo")
        try serving.shell.expect("curves> ")
        try browser.waitUntil(
            "document.querySelector('.card[data-curve=\"pop\"] .definition').textContent === 'pop = bezier 0.3 0.1 0.6 0.9'")
        #expect(try serving.type("history").contains("point pop 2 0.6 0.9"))
    }

    @Test(Thorough.only) func arrowsNudgeAndAClickSnapsTheNearestHandle() throws {
        let serving = try ServingShell()
        let browser = try open(serving)
        _ = try browser.evaluate("document.querySelector('[data-curve=\"pop\"][data-point=\"1\"]').focus()")
        try browser.press(key: "ArrowUp", code: 38, shift: true)
        try serving.shell.expect("curves> point pop 1 0.3 0.2")
        try serving.shell.expect("curves> ")
        try browser.press(key: "ArrowRight", code: 39)
        try serving.shell.expect("curves> point pop 1 0.31 0.2")
        try serving.shell.expect("curves> ")
        // A click near the top right corner of the box takes P2 (0.2, 1), the nearer handle, there.
        let svg = try browser.centre(of: "svg.plot[data-curve=\"pop\"]")
        let box = try #require(
            try browser.evaluate(
                """
                (() => { const r = document.querySelector('svg.plot[data-curve="pop"] .box').getBoundingClientRect(); return [r.left, r.top]; })()
                """) as? [Double])
        _ = svg
        try browser.click(at: (box[0] + 0.9 * Self.unit, box[1] + 0.05 * Self.unit))
        try serving.shell.expect("curves> point pop 2 0.9 0.95")
        try serving.shell.expect("curves> ")
    }

    @Test(Thorough.only) func theSquaresRunOnTheBrowsersEngineWithTheCurvesCSSAndExportsComeWithCode() throws {
        let serving = try ServingShell(lines: ["pop = bezier 0.3 0.1 0.2 1", "bump = back-out"])
        let browser = try open(serving)
        try browser.waitUntil(
            "document.querySelector('.square[data-curve=\"bump\"]') && document.querySelector('.square[data-curve=\"bump\"]').getAnimations().length === 1"
        )
        let timing =
            try browser.evaluate("document.querySelector('.square[data-curve=\"pop\"]').getAnimations()[0].effect.getTiming().easing")
            as? String
        #expect(timing == "cubic-bezier(0.3, 0.1, 0.2, 1)")
        let fitted =
            try browser.evaluate("document.querySelector('.square[data-curve=\"bump\"]').getAnimations()[0].effect.getTiming().easing")
            as? String ?? ""
        #expect(fitted.hasPrefix("linear("), "back-out has no exact CSS: \(fitted)")
        // Halfway through, the browser's square is where back-out says (t = 0.5: 1 + 2.70158·(−0.5)³ + 1.70158·(−0.5)²).
        let halfway = 1 + 2.70158 * pow(-0.5, 3) + 1.70158 * pow(-0.5, 2)
        let measured = try #require(
            try browser.evaluate(
                """
                (() => { const sq = document.querySelector('.square[data-curve="bump"]'); const a = sq.getAnimations()[0];
                  a.pause(); a.currentTime = a.effect.getTiming().duration / 2;
                  const travel = sq.parentElement.clientWidth - 16; return new DOMMatrix(getComputedStyle(sq).transform).m41 / travel; })()
                """) as? Double)
        expectClose(measured, halfway, absolute: 0.01, "square at \(measured), back-out says \(halfway)")

        // Speed and duration reach every animation; two chosen curves are compared side by side.
        _ = try browser.evaluate("const s = document.getElementById('speed'); s.value = '2'; s.dispatchEvent(new Event('change'))")
        try browser.waitUntil("document.getAnimations().length > 0 && document.getAnimations().every((a) => a.playbackRate === 2)")
        _ = try browser.evaluate("const d = document.getElementById('duration'); d.value = '3'; d.dispatchEvent(new Event('input'))")
        try browser.waitUntil(
            "document.getAnimations().length > 0 && document.getAnimations().every((a) => a.effect.getTiming().duration === 3000 && a.playbackRate === 2)"
        )
        _ = try browser.evaluate(
            """
            for (const [id, name] of [['compare-a', 'pop'], ['compare-b', 'bump']]) {
              const c = document.getElementById(id); c.value = name; c.dispatchEvent(new Event('change')); }
            """)
        #expect(
            try browser.evaluate(
                """
                !document.getElementById('compare').hidden && [...document.querySelectorAll('#compare > .card')].map((c) => c.dataset.curve).join() === 'pop,bump'
                """) as? Bool == true)

        try browser.click("[data-action=\"export\"][data-curve=\"pop\"]")
        try browser.waitUntil("document.querySelectorAll('#export-list .platform').length === \(Platform.allCases.count)")
        let css = try browser.evaluate("document.querySelector('#export-list [data-platform=\"css\"] pre').textContent") as? String ?? ""
        #expect(css.contains("cubic-bezier(0.3, 0.1, 0.2, 1)"))
        #expect(try browser.evaluate("Boolean(document.querySelector('#export-list [data-copy=\"swiftui\"]'))") as? Bool == true)
        // Exports are queries: nothing was typed in the shell for them.
        #expect(!serving.shell.pending(quiet: 0.3).contains("curves> export"))
    }

    @Test(Thorough.only) func hostileAndMalformedMessagesGetAnErrorAndChangeNothing() throws {
        let serving = try ServingShell()
        let browser = try open(serving)
        let messages = [
            "not json", #"{"id":1,"type":"save","file":"x.json"}"#, #"{"id":2,"type":"point","curve":"pop","point":3,"x":0,"y":0}"#,
            #"{"id":3,"type":"set","curve":"pop","view":"control points","values":[2,0,0,1]}"#,
            #"{"id":4,"type":"point","curve":"nope","point":1,"x":0,"y":0}"#,
            #"{"id":5,"type":"set","curve":"pop; save x.json","view":"v","values":[1]}"#,
            #"{"id":6,"type":"point","curve":"pop","point":1,"x":"1e999","y":0}"#,
            String(repeating: "x", count: 70_000),
        ]
        let encoded = String(decoding: try JSONSerialization.data(withJSONObject: messages), as: UTF8.self)
        let replies = try #require(
            try browser.evaluate(
                """
                new Promise((resolve) => {
                  const messages = \(encoded); const replies = [];
                  const ws = new WebSocket('ws://' + location.host + '/live?token=' + new URLSearchParams(location.search).get('token'));
                  ws.onmessage = (e) => { const m = JSON.parse(e.data); if (m.type === 'reply') { replies.push(m); if (replies.length === messages.length) resolve(replies); } };
                  ws.onopen = () => messages.forEach((m) => ws.send(m));
                  setTimeout(() => resolve(replies), 8000);
                })
                """) as? [[String: Any]])
        #expect(replies.count == messages.count)
        for reply in replies {
            #expect(reply["command"] is NSNull, "\(reply)")
            #expect((reply["error"] as? String)?.isEmpty == false, "\(reply)")
        }
        // A flood of messages: what is answered is an error (past the bounded queues some are
        // dropped), and afterwards the same socket is still served.
        let flood = try #require(
            try browser.evaluate(
                """
                new Promise((resolve) => {
                  const ws = new WebSocket('ws://' + location.host + '/live?token=' + new URLSearchParams(location.search).get('token'));
                  let errors = 0, others = 0;
                  ws.onmessage = (e) => {
                    const m = JSON.parse(e.data);
                    if (m.type === 'export') resolve([errors, others, m.platforms.length]);
                    else if (m.type === 'reply') { if (m.error) errors++; else others++; }
                  };
                  ws.onopen = () => {
                    for (let i = 0; i < 3000; i++) ws.send('{"id":' + i + ',"type":"bogus"}');
                    setTimeout(() => ws.send('{"id":5000,"type":"export","curve":"pop"}'), 1500);
                  };
                  setTimeout(() => resolve([errors, others, 0]), 20000);
                })
                """) as? [Int])
        #expect(
            flood[0] >= LiveLimits.maximumWaitingMessages && flood[1] == 0 && flood[2] == Platform.allCases.count,
            "errors, other replies, platforms: \(flood)")
        let pending = serving.shell.pending(quiet: 0.3)
        #expect(!pending.contains("curves> "), "nothing ran in the shell: \(pending)")
        #expect(try serving.type("show pop").contains("bezier 0.3 0.1 0.2 1"))
        #expect(!FileManager.default.fileExists(atPath: serving.sandbox.directory.url.appendingPathComponent("x.json").path))
        #expect(!(try serving.type("history").contains("save")))
    }
}

extension DevToolsBrowser {
    /// Presses and releases the left button at a point of the viewport.
    func click(at point: (Double, Double)) throws {
        try mouse("mousePressed", x: point.0, y: point.1, pressed: true)
        try mouse("mouseReleased", x: point.0, y: point.1, pressed: false)
    }
}
