import Foundation
import TestExpectations
import TestSupport
import Testing
import Workbench

/// Where the live page keeps its socket: in a worker that hands each message to the page
/// through shared memory (Chromium holds the page's own socket messages after a drag until the
/// next frame), or, where the browser cannot share memory, on the page itself. Both are checked
/// in a real browser, the second by taking `Atomics.waitAsync` away before the page runs.
@Suite(
    "serve: the page's socket in a worker, and on the page where it cannot be", .tags(.binary, .terminal, .browser),
    .serialized, .enabled(if: DevToolsBrowser.shouldRun, "no Chromium: apt-get install -y chromium"))
struct ServeSocketTests {
    private func open(_ serving: ServingShell, before script: String? = nil, waitingFor curve: String = "pop") throws -> DevToolsBrowser {
        let browser = try DevToolsBrowser()
        if let script { _ = try browser.call("Page.addScriptToEvaluateOnNewDocument", ["source": script]) }
        try browser.navigate(serving.address)
        try browser.waitUntil(
            "document.querySelector('[data-curve=\"\(curve)\"][data-point=\"1\"]') && document.getElementById('status').dataset.state === 'open'"
        )
        return browser
    }

    private func dragIsOneCommand(_ serving: ServingShell, _ browser: DevToolsBrowser) throws {
        let start = try browser.centre(of: "[data-curve=\"pop\"][data-point=\"1\"]")
        // 26 px right is 0.1 in x on the 260 px unit box: (0.3, 0.1) → (0.4, 0.1).
        try browser.drag(from: start, to: (start.x + 26, start.y))
        try serving.shell.expect("curves> point pop 1 0.4 0.1")
        try serving.shell.expect("curves> ")
        try browser.waitUntil(
            "document.getElementById('reply').textContent.startsWith('curves> point pop 1 0.4 0.1\\npop = bezier 0.4 0.1 0.2 1')")
        try serving.type("point pop 1 0.7 0.3")
        try browser.waitUntil(
            "document.querySelector('.card[data-curve=\"pop\"] .definition').textContent === 'pop = bezier 0.7 0.3 0.2 1'")
    }

    @Test(Thorough.only) func thePageIsCrossOriginIsolatedAndItsSocketLivesInAWorker() throws {
        let serving = try ServingShell()
        let browser = try open(serving)
        #expect(try browser.evaluate("window.crossOriginIsolated") as? Bool == true)
        #expect(try browser.evaluate("window.liveStats.transport") as? String == "worker")
        try dragIsOneCommand(serving, browser)
        #expect(browser.pageErrors.isEmpty, "\(browser.pageErrors)")
    }

    @Test(Thorough.only) func withoutAtomicsWaitAsyncThePageKeepsItsOwnSocketAndWorksTheSame() throws {
        let serving = try ServingShell()
        let browser = try open(serving, before: "delete Atomics.waitAsync;")
        #expect(try browser.evaluate("window.liveStats.transport") as? String == "page")
        try dragIsOneCommand(serving, browser)
        #expect(browser.pageErrors.isEmpty, "\(browser.pageErrors)")
    }

    /// The whole session of 60 curves is longer than the shared memory: it comes in several
    /// chunks, in order, and every card is drawn.
    @Test(Thorough.only) func aMessageLongerThanTheSharedMemoryComesWholeInSeveralChunks() throws {
        let names = (0..<60).map { "c\($0)" }
        let serving = try ServingShell(
            lines: names.enumerated().map { "\($1) = bezier 0.\($0 % 9 + 1) 0.1 0.2 1" } + ["pop = bezier 0.3 0.1 0.2 1"])
        let browser = try open(serving)
        try browser.waitUntil("document.querySelectorAll('.card[data-curve]').length === 61")
        let counts = try #require(try browser.evaluate("[socket.chunks, socket.messages]") as? [Int])
        #expect(counts.count == 2 && counts[0] > counts[1], "chunks, messages: \(counts)")
        #expect(
            try browser.evaluate("document.querySelector('.card[data-curve=\"c59\"] .definition').textContent") as? String
                == "c59 = bezier 0.6 0.1 0.2 1")
        try dragIsOneCommand(serving, browser)
        #expect(browser.pageErrors.isEmpty, "\(browser.pageErrors)")
    }
}
