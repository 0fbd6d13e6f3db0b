import CurveKit
import TestExpectations
import Testing

@testable import Workbench

@Suite struct SVGPlotTests {
    /// Parses the figure and finds its mapping, or records why not.
    private func parse(_ svg: String) -> (ParsedXML, FigureMapping)? {
        guard let document = ParsedXML(svg) else {
            Issue.record("not well-formed XML:\n\(svg.prefix(400))")
            return nil
        }
        guard let mapping = FigureMapping(document) else {
            Issue.record("no guide lines at y = 0 and y = 1")
            return nil
        }
        return (document, mapping)
    }

    /// x values that stay clear of every jump of the steps curves in the catalogue.
    private static let probeXs = (0..<400).map { (Double($0) + 0.5) / 400 } + [0, 1]

    private static func nearJump(_ curve: Curve, _ x: Double) -> Bool {
        guard case .steps(let steps) = curve else {
            if case .keyframes = curve { return abs(x - 0.4) < 1e-3 || (0...3).contains { abs(x - (0.4 + 0.2 * Double($0))) < 1e-3 } }
            return false
        }
        let jumps = (0...steps.count).map { Double($0) / Double(steps.count) }
        return jumps.contains { abs($0 - x) < 1e-3 }
    }

    @Test func pathsPassThroughEveryCurve() {
        for named in RenderFixtures.catalogue {
            let svg = SVGPlot.render([named], handles: false, title: nil)
            guard let (document, mapping) = parse(svg) else { continue }
            let paths = document.all("path") { $0.attributes["class"] == "curve" }
            #expect(paths.count == 1)
            guard let data = paths.first?.attributes["d"] else { continue }
            #expect(!data.contains("nan") && !data.contains("inf"))
            let geometry = PathGeometry(data)
            // Béziers are exact up to the printed hundredths; the rest within the sampling's
            // tenth of a pixel (checked at quarter points) plus rounding.
            let tolerance = if case .bezier = named.curve { 0.02 } else { 0.3 }
            var worst = 0.0
            for x in Self.probeXs where !Self.nearJump(named.curve, x) {
                let expected = mapping.py(named.curve.value(at: x))
                let found = geometry.ys(atX: mapping.px(x))
                guard !found.isEmpty else {
                    Issue.record("\(named.name): no path at x = \(x)")
                    continue
                }
                // Where two pieces meet, both report the same point.
                for y in found { worst = max(worst, abs(y - expected)) }
            }
            #expect(worst <= tolerance, "\(named.name): off by \(worst) px")
        }
    }

    @Test func bezierIsTheExactCubic() {
        let curve = RenderFixtures.overshoot
        let svg = SVGPlot.render([curve], handles: true, title: nil)
        guard let (document, mapping) = parse(svg) else { return }
        let data = document.all("path") { $0.attributes["class"] == "curve" }.first?.attributes["d"] ?? ""
        let geometry = PathGeometry(data)
        #expect(geometry.subpaths.count == 1)
        #expect(geometry.subpaths.first?.count == 1)
        guard let (p0, p1, p2, p3) = geometry.subpaths.first?.first else { return }
        let expected = [(0.0, 0.0), (0.68, -0.6), (0.32, 1.6), (1.0, 1.0)]
        for (point, (x, y)) in zip([p0, p1, p2, p3], expected) {
            expectClose(point.x, mapping.px(x), absolute: 0.011)
            expectClose(point.y, mapping.py(y), absolute: 0.011)
        }
        // The handles' control points sit on the cubic's control points.
        let circles = document.all("circle") { $0.inherited["class"] == "handles" }
        #expect(circles.count == 2)
        for (circle, (x, y)) in zip(circles, expected[1...2]) {
            expectClose(Double(circle.attributes["cx"]!)!, mapping.px(x), absolute: 0.011)
            expectClose(Double(circle.attributes["cy"]!)!, mapping.py(y), absolute: 0.011)
        }
    }

    @Test func jumpsBreakThePath() {
        for (named, pieces) in [
            (RenderFixtures.steps(4), 4), (RenderFixtures.steps(3, .jumpBoth), 3), (RenderFixtures.steps(2, .jumpNone), 2),
        ] {
            let svg = SVGPlot.render([named], handles: false, title: nil)
            guard let (document, _) = parse(svg) else { continue }
            let data = document.all("path") { $0.attributes["class"] == "curve" }.first?.attributes["d"] ?? ""
            let geometry = PathGeometry(data)
            #expect(geometry.subpaths.count == pieces, "\(named.name)")
            // Every piece is flat: no riser drawn across a jump.
            for subpath in geometry.subpaths {
                let ys = subpath.flatMap { [$0.0.y, $0.1.y, $0.2.y, $0.3.y] }
                #expect((ys.max()! - ys.min()!) < 0.02, "\(named.name)")
            }
        }
    }

    @Test func undefinedValuesBreakThePathAndNeverReachTheData() {
        let named = RenderFixtures.formula("1/(t - 0.5)")
        let svg = SVGPlot.render([named], handles: false, title: nil)
        guard let (document, _) = parse(svg) else { return }
        let data = document.all("path") { $0.attributes["class"] == "curve" }.first?.attributes["d"] ?? ""
        #expect(!data.lowercased().contains("nan") && !data.lowercased().contains("inf"))
        #expect(PathGeometry(data).subpaths.count == 2)
        #expect(PathGeometry(data).allPoints.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test func rangeGrowsForOvershootAndKeepsGuidesAtZeroAndOne() {
        let svg = SVGPlot.render([RenderFixtures.penner("elastic-out"), RenderFixtures.penner("back-in")], handles: false, title: nil)
        guard let (document, mapping) = parse(svg) else { return }
        let frame = document.all("rect") { $0.attributes["class"] == "frame" }.first!
        let top = Double(frame.attributes["y"]!)!
        let bottom = top + Double(frame.attributes["height"]!)!
        // elastic-out peaks near 1.37 and back-in dips near −0.1: both stay inside the frame.
        #expect(mapping.py(1.37) > top && mapping.py(1.37) < mapping.py(1))
        #expect(mapping.py(-0.1) < bottom && mapping.py(-0.1) > mapping.py(0))
        for path in document.all("path", where: { $0.attributes["class"] == "curve" }) {
            for point in PathGeometry(path.attributes["d"]!).allPoints where point.y.isFinite {
                #expect(point.y >= top - 1 && point.y <= bottom + 1)
            }
        }
        let labels = document.all("text") { $0.inherited["class"] == "labels" }.map(\.text)
        #expect(labels.contains("0") && labels.contains("1"))
        // Without overshoot the range is exactly [0, 1]: the guides sit inset from the frame.
        let plain = SVGPlot.render([RenderFixtures.ease], handles: false, title: nil)
        guard let (plainDocument, plainMapping) = parse(plain) else { return }
        let plainFrame = plainDocument.all("rect") { $0.attributes["class"] == "frame" }.first!
        let plainTop = Double(plainFrame.attributes["y"]!)!
        expectClose(plainMapping.py(1), plainTop + SVGLayout.inset, absolute: 0.01)
    }

    @Test func handlesOnlyWhenAskedAndOnlyForBeziers() {
        let curves = [RenderFixtures.ease, RenderFixtures.bounceOut, RenderFixtures.overshoot]
        guard let (with, _) = parse(SVGPlot.render(curves, handles: true, title: nil)),
            let (without, _) = parse(SVGPlot.render(curves, handles: false, title: nil))
        else { return }
        #expect(with.all("g") { $0.attributes["class"] == "handles" }.map { $0.attributes["data-curve"]! } == ["ease", "overshoot"])
        #expect(without.all("g") { $0.attributes["class"] == "handles" }.isEmpty)
    }

    @Test func legendNamesEachCurveInItsColour() {
        let curves = (0..<9).map { RenderFixtures.bezier("curve \($0)", 0.1 * Double($0), 0, 1, 1) }
        guard let (document, _) = parse(SVGPlot.render(curves, handles: false, title: nil)) else { return }
        let paths = document.all("path") { $0.attributes["class"] == "curve" }
        let entries = document.all("g") { $0.inherited["class"] == "legend" }
        #expect(entries.map { $0.attributes["data-curve"]! } == curves.map(\.name))
        let legendLines = document.all("line") { $0.ancestors.count >= 2 && $0.inherited["class"] == "legend" }
        #expect(legendLines.count == curves.count)
        for (path, line) in zip(paths, legendLines) {
            #expect(path.attributes["stroke"] == line.attributes["stroke"])
            #expect(path.attributes["stroke-dasharray"] == line.attributes["stroke-dasharray"])
        }
        let styles = paths.map { "\($0.attributes["stroke"]!) \($0.attributes["stroke-dasharray"] ?? "")" }
        #expect(Set(styles).count == curves.count)
        #expect(Set(paths.prefix(SeriesStyle.palette.count).map { $0.attributes["stroke"]! }).count == SeriesStyle.palette.count)
        // A long legend grows the figure instead of running off it.
        let many = (0..<30).map { RenderFixtures.bezier("c\($0)", 0.5, 0, 0.5, 1) }
        guard let (long, _) = parse(SVGPlot.render(many, handles: false, title: nil)) else { return }
        let height = Double(long.all("svg").first!.attributes["height"]!)!
        let lastText = long.all("text") { $0.inherited["class"] == "legend" }.last!
        #expect(Double(lastText.attributes["y"]!)! < height)
    }

    @Test func namesAndTitleAreEscaped() {
        let name = "a<b & \"c\" 'd'>\u{1}\u{1B}[31m"
        let curve = NamedCurve(name: name, curve: .bezier(Preset.ease.bezier))
        let svg = SVGPlot.render([curve], handles: true, title: "</svg><script>alert(1)</script> & more")
        #expect(!svg.contains("<script"))
        guard let (document, _) = parse(svg) else { return }
        let cleaned = "a<b & \"c\" 'd'>[31m"
        #expect(document.all("path") { $0.attributes["class"] == "curve" }.first?.attributes["data-curve"] == cleaned)
        #expect(document.all("text") { $0.attributes["class"] == "title" }.first?.text == "</svg><script>alert(1)</script> & more")
        #expect(document.all("text") { $0.inherited["class"] == "legend" }.first?.text == cleaned)
        // No title: no title text, and the accessible title lists the names.
        guard let (untitled, _) = parse(SVGPlot.render([RenderFixtures.ease, RenderFixtures.bounceOut], handles: false, title: nil)) else {
            return
        }
        #expect(untitled.all("text") { $0.attributes["class"] == "title" }.isEmpty)
        #expect(untitled.all("title").first?.text == "ease, bounce-out")
    }

    @Test func longNamesAreTruncatedInTheLegendWithTheFullNameAsTooltip() {
        let name = String(repeating: "long-name-", count: 6)
        guard let (document, _) = parse(SVGPlot.render([RenderFixtures.bezier(name, 0.3, 0, 0.7, 1)], handles: false, title: nil)) else {
            return
        }
        let text = document.all("text") { $0.inherited["class"] == "legend" }.first!.text
        #expect(text.count == SVGLayout.legendCharacters && text.hasSuffix("…"))
        #expect(document.all("title") { $0.ancestors.last == "g" }.first?.text == name)
    }

    @Test func selfContainedAndDeterministic() {
        let curves = RenderFixtures.catalogue
        let svg = SVGPlot.render(curves, handles: true, title: "everything")
        #expect(svg == SVGPlot.render(curves, handles: true, title: "everything"))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!svg.contains("<script") && !svg.contains("href") && !svg.contains("<style") && !svg.contains("@import"))
        // Only the namespace mentions a URL.
        #expect(svg.components(separatedBy: "http").count == 2)
        #expect(ParsedXML(svg) != nil)
        // Every id is unique.
        let ids = ParsedXML(svg)!.elements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
    }

    @Test func emptyAndDegenerateInputsStillMakeAFigure() {
        #expect(ParsedXML(SVGPlot.render([], handles: true, title: nil)) != nil)
        let huge = RenderFixtures.formula("1e300 * t")
        let svg = SVGPlot.render([huge], handles: false, title: "")
        #expect(ParsedXML(svg) != nil)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test func pathologicalCurvesCostABoundedPath() {
        var seed: UInt64 = 12345
        let times = (0...20_000).map { Double($0) / 20_000 }
        let noise = times.map { _ -> Double in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        let curves = [
            NamedCurve(name: "noise", curve: .data(try! DataCurve(times: times, values: noise, source: "noise"))),
            RenderFixtures.formula("sin(1/t)"),
        ]
        for named in curves {
            let svg = SVGPlot.render([named], handles: false, title: nil)
            guard let (document, mapping) = parse(svg) else { continue }
            let geometry = PathGeometry(document.all("path") { $0.attributes["class"] == "curve" }.first!.attributes["d"]!)
            let segments = geometry.subpaths.map(\.count).reduce(0, +)
            #expect(segments <= AdaptiveSampler.initialIntervals + AdaptiveSampler.bisectionBudget, "\(named.name): \(segments)")
            // Refinement is spread over the whole curve: it still reaches x = 1.
            #expect(!geometry.ys(atX: mapping.px(1)).isEmpty, "\(named.name)")
            #expect(svg.utf8.count < 200_000, "\(named.name): \(svg.utf8.count) bytes")
        }
    }

    @Test func yTicksAreNiceAndLabelled() {
        // [0, 1] over 320 px: grid every 0.1, labels every 0.2.
        let unit = PlotTransform(left: 0, width: 420, top: 0, height: 320, lower: 0, upper: 1)
        let ticks = SVGLayout.yTicks(transform: unit)
        #expect(ticks.count == 11)
        #expect(ticks.compactMap(\.label) == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
        // A wide range still labels 0 and 1.
        let wide = PlotTransform(left: 0, width: 420, top: 0, height: 320, lower: -3, upper: 8)
        let labels = SVGLayout.yTicks(transform: wide).compactMap(\.label)
        #expect(labels.contains("0") && labels.contains("1"))
    }
}
