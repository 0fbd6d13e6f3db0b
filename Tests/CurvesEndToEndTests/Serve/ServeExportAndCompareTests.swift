import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing
import Workbench

/// The live page's export panel follows the curve it shows, and its compare row overlays the
/// two curves on one scale with `compare`'s figures (issue 33).
@Suite(
    "serve: the export panel and the compare row", .tags(.binary, .terminal, .browser), .serialized,
    .enabled(if: DevToolsBrowser.shouldRun, "no Chromium: apt-get install -y chromium"))
struct ServeExportAndCompareTests {
    private func open(_ serving: ServingShell, waitingFor name: String = "pop") throws -> DevToolsBrowser {
        let browser = try DevToolsBrowser()
        try browser.navigate(serving.address)
        try browser.waitUntil(
            "document.querySelector('[data-curve=\"\(name)\"][data-point=\"1\"]') && document.getElementById('status').dataset.state === 'open'"
        )
        return browser
    }

    @Test(Thorough.only) func anOpenExportPanelShowsTheCodeOfTheCurveAfterADrag() throws {
        let serving = try ServingShell()
        let browser = try open(serving)
        try browser.click("[data-action=\"export\"][data-curve=\"pop\"]")
        let css = "document.querySelector('#export-list [data-platform=\"css\"] pre')"
        try browser.waitUntil("\(css) && \(css).textContent.includes('cubic-bezier(0.3, 0.1, 0.2, 1)')")
        // 52 px right is 0.2 in x and 26 px up is 0.1 in y on the 260 px unit box: (0.3, 0.1) → (0.5, 0.2).
        let start = try browser.centre(of: "[data-curve=\"pop\"][data-point=\"1\"]")
        try browser.drag(from: start, to: (start.x + 52, start.y - 26))
        try serving.shell.expect("curves> point pop 1 0.5 0.2")
        try browser.waitUntil("\(css) && \(css).textContent.includes('cubic-bezier(0.5, 0.2, 0.2, 1)')")
        #expect(browser.pageErrors.isEmpty, "\(browser.pageErrors)")
    }

    @Test(Thorough.only) func theCompareRowOverlaysBothCurvesOnOneScaleWithCompareFigures() throws {
        let serving = try ServingShell(lines: ["pop = bezier 0.3 0.1 0.2 1", "bump = bezier 0.3 0.1 0.2 1.6"])
        let browser = try open(serving)
        try browser.waitUntil("document.querySelector('svg.plot[data-curve=\"bump\"]')")
        _ = try browser.evaluate(
            """
            for (const [id, name] of [['compare-a', 'pop'], ['compare-b', 'bump']]) {
              const c = document.getElementById(id); c.value = name; c.dispatchEvent(new Event('change')); }
            """)
        // Both curves in one plot.
        try browser.waitUntil(
            "document.querySelector('#compare [data-compare=\"plot\"] [data-curve=\"pop\"]') && document.querySelector('#compare [data-compare=\"plot\"] [data-curve=\"bump\"]')"
        )
        // The two cards share one y scale: their plots are equally tall.
        let heights = try #require(
            try browser.evaluate(
                "['pop', 'bump'].map((n) => Number(document.querySelector('svg.plot[data-curve=\"' + n + '\"]').getAttribute('height')))")
                as? [Double])
        #expect(heights.count == 2 && heights[0] == heights[1], "\(heights)")
        // The figures are compare's: the same max and RMS the shell gives.
        try browser.waitUntil("document.querySelector('[data-compare=\"figures\"]').dataset.max !== undefined")
        let shown = try #require(
            try browser.evaluate(
                "(() => { const f = document.querySelector('[data-compare=\"figures\"]'); return [Number(f.dataset.max), Number(f.dataset.rms), f.textContent]; })()"
            ) as? [Any])
        let pop = try CubicBezier(x1: 0.3, y1: 0.1, x2: 0.2, y2: 1)
        let bump = try CubicBezier(x1: 0.3, y1: 0.1, x2: 0.2, y2: 1.6)
        var largest = 0.0, squares = 0.0
        let count = 1000  // compare's default: 1001 evenly spaced x
        for i in 0...count {
            let x = Double(i) / Double(count)
            let difference = abs(pop.value(at: x) - bump.value(at: x))
            largest = max(largest, difference)
            squares += difference * difference
        }
        expectClose(try #require(shown[0] as? Double), largest, relative: 1e-9)
        expectClose(try #require(shown[1] as? Double), (squares / Double(count + 1)).squareRoot(), relative: 1e-9)
        #expect((shown[2] as? String)?.contains("max |difference|") == true, "\(shown)")
        // A change to either curve asks for the figures again.
        try serving.type("point bump 2 0.2 1")
        try browser.waitUntil("Number(document.querySelector('[data-compare=\"figures\"]').dataset.max) < 1e-9")
        #expect(browser.pageErrors.isEmpty, "\(browser.pageErrors)")
    }
}
