import CurveKit
import Foundation
import Testing

@testable import Workbench

@Suite struct PreviewPageTests {
    /// The opening tags of the balls with `data-curve`, in page order.
    private func balls(_ page: String) -> [(curve: String, timing: String, tag: String)] {
        page.components(separatedBy: "<div class=\"ball\"").dropFirst().map { rest in
            let tag = String(rest.prefix { $0 != ">" })
            return (attribute("data-curve", in: tag) ?? "", attribute("data-timing", in: tag) ?? "", tag)
        }
    }

    private func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test func everyCurveGetsABallWithItsCSS() throws {
        let curves = [
            RenderFixtures.ease, RenderFixtures.slowStart, RenderFixtures.steps(4), RenderFixtures.steps(3, .jumpBoth),
            RenderFixtures.bounceOut,
        ]
        let page = try PreviewPage.render(curves)
        let found = balls(page)
        #expect(found.map(\.curve) == curves.map(\.name))
        #expect(found[0].timing == "cubic-bezier(0.25, 0.1, 0.25, 1)")
        #expect(found[1].timing == "cubic-bezier(1, 0, 0.75, 1)")
        #expect(found[2].timing == "steps(4)")
        #expect(found[3].timing == "steps(3, jump-both)")
        #expect(found[4].timing.hasPrefix("linear("))
        for ball in found {
            #expect(ball.tag.contains("animation-timing-function: \(ball.timing)"))
        }
        // One linear reference ball per curve, and one graph.
        #expect(page.components(separatedBy: "data-reference=\"linear\"").count - 1 == curves.count)
        #expect(page.components(separatedBy: "<svg ").count - 1 == curves.count)
        #expect(page.contains("@keyframes move { from { transform: translateX(0px); } to { transform: translateX(400px); } }"))
    }

    @Test func fittedLinearStopsStayWithinHalfAPixel() throws {
        for trackLength in [200, 400, 1000] {
            for named in [RenderFixtures.bounceOut, RenderFixtures.penner("elastic-out"), RenderFixtures.penner("back-in-out")] {
                let page = try PreviewPage.render([named], trackLength: trackLength)
                let timing = try #require(balls(page).first?.timing)
                let points = try #require(TimingFunctionText.linearPoints(linearArguments(timing)))
                var worst = 0.0
                for step in 0...4000 {
                    let x = Double(step) / 4000
                    worst = max(worst, abs(Self.interpolate(points, at: x) - named.curve.value(at: x)) * Double(trackLength))
                }
                // Half a pixel, plus the rounding of the printed stops.
                #expect(worst <= 0.5 + 1e-3, "\(named.name) over \(trackLength) px: \(worst) px")
            }
        }
    }

    private func linearArguments(_ css: String) -> [String] {
        css.dropFirst("linear(".count).dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func interpolate(_ points: [(value: Double, input: Double)], at x: Double) -> Double {
        for index in 1..<points.count where x <= points[index].input {
            let (a, b) = (points[index - 1], points[index])
            if b.input == a.input { return b.value }
            return a.value + (b.value - a.value) * (x - a.input) / (b.input - a.input)
        }
        return points.last!.value
    }

    @Test func straightKeyframesAreExactlyLinear() throws {
        let straight = Curve.bezier(Preset.linear.bezier)
        let zigzag = NamedCurve(
            name: "zigzag",
            curve: .keyframes(
                try Keyframes(
                    times: [0, 0.25, 1], values: [0, 1.1, 1],
                    segments: [.init(name: "linear", curve: straight), .init(name: "linear", curve: straight)])))
        let page = try PreviewPage.render([zigzag])
        #expect(balls(page).first?.timing == "linear(0 0%, 1.1 25%, 1 100%)")
        #expect(page.contains("exactly"))
    }

    @Test func overshootPadsTheTracks() throws {
        let plain = try PreviewPage.render([RenderFixtures.ease])
        #expect(plain.contains("margin: 0 0px 0 0px;"))
        // back-in-out dips to about −0.1 and peaks near 1.1 of the move; elastic-out to 1.37.
        let (before, after) = PreviewPage.overshoot(
            [RenderFixtures.penner("back-in-out"), RenderFixtures.penner("elastic-out")], trackLength: 400)
        #expect((35...45).contains(before))
        #expect((145...152).contains(after))
    }

    @Test func selfContainedPage() throws {
        // A curve of each exact kind and a few fitted ones (fitting the whole catalogue is slow).
        let curves = [
            RenderFixtures.ease, RenderFixtures.steps(4), RenderFixtures.bounceOut, RenderFixtures.penner("elastic-out"),
            RenderFixtures.catalogue.last!,
        ]
        let page = try PreviewPage.render(curves)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("Content-Security-Policy"))
        // The only URL is the SVG namespace: nothing is fetched.
        let urls = page.components(separatedBy: "://").count - 1
        let namespaces = page.components(separatedBy: "http://www.w3.org/2000/svg").count - 1
        #expect(urls == namespaces)
        #expect(!page.contains(" src=") && !page.contains(" href=") && !page.contains("@import") && !page.contains("url(http"))
        // Figures' ids do not collide.
        let ids = page.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count)
    }

    @Test func namesAreEscaped() throws {
        let evil = NamedCurve(name: "<script>alert(\"x\")</script>&'", curve: .bezier(Preset.ease.bezier))
        let page = try PreviewPage.render([evil])
        #expect(!page.contains("<script>alert"))
        #expect(balls(page).first?.curve == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;")
        #expect(page.components(separatedBy: "<script>").count - 1 == 1)
    }

    @Test func rejectsUnusableTrackLengths() throws {
        #expect(throws: CurveError.self) { try PreviewPage.render([RenderFixtures.ease], trackLength: 0) }
        #expect(throws: CurveError.self) { try PreviewPage.render([RenderFixtures.ease], trackLength: 100_000) }
        #expect(try PreviewPage.render([], trackLength: 50).contains("No curves"))
    }
}
