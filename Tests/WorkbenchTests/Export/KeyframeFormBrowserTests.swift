import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Workbench

/// `export drop css` and `export drop waapi` for a bounce-out drop of 236 pt, played by
/// Chromium: the exported CSS is the page's style sheet as printed, the exported script runs
/// in the page as printed with `element` the box; the box's animation is paused and its own timeline set to
/// each sample's time (`currentTime`, not the wall clock), and the box's computed `translate` is
/// compared with Penner's bounce-out (easings.net's formula, written here) times 236 pt. Exact
/// means within 0.01 pt at every 60 fps frame and at 600 samples per second between them.
///
/// Skipped, saying so, where no Chromium is installed; on CI (`CI` set) a missing browser fails it.
@Suite(.tags(.browser), .serialized, .enabled(if: DevToolsBrowser.shouldRun, HeadlessChromium.skipMessage))
struct KeyframeFormBrowserTests {
    static let travel = 236.0
    static let bound = 0.01

    /// easings.net's easeOutBounce.
    static func bounceOut(_ x: Double) -> Double {
        let n1 = 7.5625, d1 = 2.75
        if x < 1 / d1 { return n1 * x * x }
        if x < 2 / d1 { return n1 * (x - 1.5 / d1) * (x - 1.5 / d1) + 0.75 }
        if x < 2.5 / d1 { return n1 * (x - 2.25 / d1) * (x - 2.25 / d1) + 0.9375 }
        return n1 * (x - 2.625 / d1) * (x - 2.625 / d1) + 0.984375
    }

    /// The exported CSS in a page with one box that plays it, and the box's offset at each time
    /// (ms of the animation's own timeline), as Chromium computes it.
    static func played(_ css: String, className: String, times: [Double]) throws -> [Double] {
        let directory = try TemporaryDirectory()
        let page = directory.url.appendingPathComponent("drop.html")
        let html = """
            <!doctype html><html><head><style>
            \(css)
            #box { position: absolute; width: 10px; height: 10px; background: black; }
            </style></head><body><div id="box" class="\(className)"></div></body></html>
            """
        try html.write(to: page, atomically: true, encoding: .utf8)
        let browser = try DevToolsBrowser()
        try browser.navigate(page.absoluteString)
        let script = """
            (() => {
              const box = document.getElementById('box');
              const animation = box.getAnimations()[0];
              if (!animation) return 'no animation';
              animation.pause();
              const out = [];
              for (const ms of [\(times.map { "\($0)" }.joined(separator: ", "))]) {
                animation.currentTime = ms;
                const translate = getComputedStyle(box).translate.split(' ');
                out.push(parseFloat(translate[1] ?? translate[0]));
              }
              return out;
            })()
            """
        let value = try browser.evaluate(script)
        guard let offsets = value as? [Double] else { throw TestFailure("the page said \(String(describing: value))") }
        return offsets
    }

    @Test("export drop css, a 236 pt bounce-out, played in Chromium, is within 0.01 pt of the curve at every frame", Thorough.only)
    func bounceOutDropInCSS() throws {
        let (_, reply) = AnimationExportFixture.export(
            "export drop css", after: ["anim drop transform.translation.y 0 236 duration=1 curve=\(ExportRuns.chromiumDropCurve)"])
        let css = reply.text
        #expect(css.contains("@keyframes drop"))
        #expect(!css.contains("linear("), "the exact form has a cubic-bezier() per keyframe, no linear() approximation:\n\(css)")
        let times = (0...600).map { Double($0) * 1000 / 600 }
        let offsets = try Self.played(css, className: "drop", times: times)
        try #require(offsets.count == times.count)
        var worst = (difference: 0.0, at: 0.0)
        for (time, offset) in zip(times, offsets) {
            let difference = abs(offset - Self.travel * Self.bounceOut(time / 1000))
            if difference > worst.difference { worst = (difference, time) }
        }
        print("bounce-out drop in Chromium: max difference \(worst.difference) pt at \(worst.at) ms")
        #expect(worst.difference <= Self.bound, "\(worst.difference) pt at \(worst.at) ms\n\(css)")
    }

    /// The exported Web Animations script run in a page with one box as `element`, and the box's
    /// offset at each time (ms of the animation's own timeline), as Chromium computes it.
    static func animated(_ script: String, name: String, times: [Double]) throws -> [Double] {
        let directory = try TemporaryDirectory()
        let page = directory.url.appendingPathComponent("drop.html")
        let html = """
            <!doctype html><html><head><style>
            #box { position: absolute; width: 10px; height: 10px; background: black; }
            </style></head><body><div id="box"></div></body></html>
            """
        try html.write(to: page, atomically: true, encoding: .utf8)
        let browser = try DevToolsBrowser()
        try browser.navigate(page.absoluteString)
        let run = """
            (() => {
              const element = document.getElementById('box');
              \(script)
              \(name).pause();
              const out = [];
              for (const ms of [\(times.map { "\($0)" }.joined(separator: ", "))]) {
                \(name).currentTime = ms;
                const translate = getComputedStyle(element).translate.split(' ');
                out.push(parseFloat(translate[1] ?? translate[0]));
              }
              return out;
            })()
            """
        let value = try browser.evaluate(run)
        guard let offsets = value as? [Double] else { throw TestFailure("the page said \(String(describing: value))") }
        return offsets
    }

    @Test("export drop waapi, a 236 pt bounce-out, run by element.animate in Chromium, is within 0.01 pt of the curve at every frame")
    func bounceOutDropInWebAnimations() throws {
        let (_, reply) = AnimationExportFixture.export(
            "export drop waapi", after: ["anim drop transform.translation.y 0 236 duration=1 curve=bounce-out"])
        let script = reply.text
        #expect(script.contains("element.animate(["))
        #expect(script.contains("easing: \"cubic-bezier("), "a timing function per keyframe:\n\(script)")
        #expect(!script.contains("linear("), "the exact form has a cubic-bezier() per keyframe, no linear() approximation:\n\(script)")
        let times = (0...600).map { Double($0) * 1000 / 600 }
        let offsets = try Self.animated(script, name: "drop", times: times)
        try #require(offsets.count == times.count)
        var worst = (difference: 0.0, at: 0.0)
        for (time, offset) in zip(times, offsets) {
            let difference = abs(offset - Self.travel * Self.bounceOut(time / 1000))
            if difference > worst.difference { worst = (difference, time) }
        }
        print("bounce-out drop by element.animate in Chromium: max difference \(worst.difference) pt at \(worst.at) ms")
        #expect(worst.difference <= Self.bound, "\(worst.difference) pt at \(worst.at) ms\n\(script)")
    }
}
