import CurveKit

/// Renders curves as a self-contained SVG figure: a framed plot with a grid, labelled
/// axes, faint reference lines at y = 0 and y = 1, each curve as a smooth path in its own
/// colour, optional Bézier handles, a legend and an optional title. Sized for a slide or a
/// README (720 px wide; it scales, having a viewBox).
///
/// Béziers are drawn as their exact cubic; other curves are sampled adaptively to within
/// a tenth of a pixel and broken where they jump (see ``CurvePath``). The y range is
/// ``PlotRange``'s, the terminal plot's: [0, 1] grown to fit overshoot (and the control
/// points when handles are shown), with rounded ends.
///
/// The output uses only presentation attributes (no `<style>`, no scripts, no external
/// fonts or images), so it can be written to a file or inlined into HTML as it is.
public enum SVGPlot {
    /// The SVG document for `curves`, without an XML declaration (optional for SVG files,
    /// and not allowed when the figure is inlined into HTML).
    public static func render(_ curves: [NamedCurve], handles: Bool, title: String?) -> String {
        render(curves, options: SVGPlotOptions(handles: handles, title: title))
    }

    static func render(_ curves: [NamedCurve], options: SVGPlotOptions) -> String {
        let range = PlotRange.fitting(extentSamples(curves, handles: options.handles))
        let layout = SVGLayout(range: range, curveCount: curves.count, options: options)
        let transform = layout.transform
        let ids = options.idPrefix
        var svg = SVGWriter()

        let accessibleTitle = options.title ?? (curves.isEmpty ? "curves" : curves.map(\.name).joined(separator: ", "))
        svg.line(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(layout.width)" height="\##(layout.height)" viewBox="0 0 \##(layout.width) \##(layout.height)" role="img" font-family="\##(SVGLayout.fontFamily)">"##
        )
        svg.indent += 1
        svg.line("<title>\(MarkupText.escaped(accessibleTitle))</title>")
        svg.line(##"<rect width="\##(layout.width)" height="\##(layout.height)" fill="#ffffff"/>"##)
        svg.line("<defs>")
        svg.line(
            ##"  <clipPath id="\##(ids)plot-area"><rect x="\##(f(layout.frame.x))" y="\##(f(layout.frame.y))" width="\##(f(layout.frame.width))" height="\##(f(layout.frame.height))"/></clipPath>"##
        )
        svg.line("</defs>")

        drawGrid(&svg, layout: layout)
        drawGuides(&svg, transform: transform)
        svg.line(
            ##"<rect class="frame" x="\##(f(layout.frame.x))" y="\##(f(layout.frame.y))" width="\##(f(layout.frame.width))" height="\##(f(layout.frame.height))" fill="none" stroke="#555555" stroke-width="1"/>"##
        )
        drawLabels(&svg, layout: layout)

        svg.line(
            ##"<g class="curves" clip-path="url(#\##(ids)plot-area)" fill="none" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">"##
        )
        for (index, named) in curves.enumerated() {
            let style = SeriesStyle(index: index + options.firstColor)
            let path = CurvePath.of(named.curve, scale: transform.scale, tolerance: SVGLayout.tolerance)
            svg.line(
                ##"  <path class="curve" data-curve="\##(MarkupText.escaped(named.name))" stroke="\##(style.color)"\##(style.dashAttribute) d="\##(path.svgData(transform))"/>"##
            )
        }
        svg.line("</g>")

        if options.handles {
            for (index, named) in curves.enumerated() {
                let handles = named.curve.spec.handles(of: named.curve)
                guard !handles.isEmpty else { continue }
                drawHandles(
                    &svg, handles: handles, name: named.name, style: SeriesStyle(index: index + options.firstColor), transform: transform)
            }
        }
        if let title = options.title {
            let text = MarkupText.escaped(title)
            svg.line(
                ##"<text class="title" x="\##(f(layout.frame.x + layout.frame.width / 2))" y="\##(f(layout.titleBaseline))" text-anchor="middle" font-size="17" font-weight="600" fill="#222222">\##(text)</text>"##
            )
        }
        if options.legend {
            drawLegend(&svg, curves: curves, layout: layout, firstColor: options.firstColor)
        }
        svg.indent -= 1
        svg.line("</svg>")
        return svg.text
    }

    /// Samples used to find each curve's extent (as the terminal plot does).
    private static let extentSampleCount = 1024

    private static func extentSamples(_ curves: [NamedCurve], handles: Bool) -> [Double] {
        var samples: [Double] = []
        for named in curves {
            for step in 0...extentSampleCount {
                samples.append(named.curve.value(at: Double(step) / Double(extentSampleCount)))
            }
            if handles { samples += named.curve.spec.handles(of: named.curve).map(\.y) }
        }
        return samples
    }

    private static func f(_ value: Double) -> String { MarkupText.pixels(value) }

    private static func drawGrid(_ svg: inout SVGWriter, layout: SVGLayout) {
        let t = layout.transform
        let frame = layout.frame
        var data: [String] = []
        for tick in layout.xTicks {
            data.append("M\(f(t.px(tick.value))),\(f(frame.y))V\(f(frame.y + frame.height))")
        }
        for tick in layout.yTicks {
            data.append("M\(f(frame.x)),\(f(t.py(tick.value)))H\(f(frame.x + frame.width))")
        }
        svg.line(##"<path class="grid" d="\##(data.joined(separator: " "))" fill="none" stroke="#e6e6e6" stroke-width="1"/>"##)
    }

    /// Dashed lines at y = 0 and y = 1 across x ∈ [0, 1], so overshoot reads against the
    /// curve's nominal start and end.
    private static func drawGuides(_ svg: inout SVGWriter, transform t: PlotTransform) {
        for level in [0.0, 1.0] {
            let y = f(t.py(level))
            svg.line(
                ##"<line class="guide" data-y="\##(Int(level))" x1="\##(f(t.px(0)))" y1="\##(y)" x2="\##(f(t.px(1)))" y2="\##(y)" stroke="#9a9a9a" stroke-width="1" stroke-dasharray="4 4"/>"##
            )
        }
    }

    private static func drawLabels(_ svg: inout SVGWriter, layout: SVGLayout) {
        let t = layout.transform
        let frame = layout.frame
        svg.line(##"<g class="labels" font-size="12" fill="#444444">"##)
        for tick in layout.xTicks {
            guard let label = tick.label else { continue }
            svg.line(
                ##"  <text x="\##(f(t.px(tick.value)))" y="\##(f(frame.y + frame.height + 18))" text-anchor="middle">\##(label)</text>"##)
        }
        for tick in layout.yTicks {
            guard let label = tick.label else { continue }
            svg.line(##"  <text x="\##(f(frame.x - 8))" y="\##(f(t.py(tick.value) + 4))" text-anchor="end">\##(label)</text>"##)
        }
        svg.line("</g>")
        let middleX = frame.x + frame.width / 2
        let middleY = frame.y + frame.height / 2
        svg.line(
            ##"<text class="axis-title" x="\##(f(middleX))" y="\##(f(frame.y + frame.height + 40))" text-anchor="middle" font-size="13" fill="#555555">time (x)</text>"##
        )
        svg.line(
            ##"<text class="axis-title" transform="translate(\##(f(frame.x - 44)),\##(f(middleY))) rotate(-90)" text-anchor="middle" font-size="13" fill="#555555">progress (y)</text>"##
        )
    }

    /// `handles`: pairs (end point, control point), as ``CurveKindSpec/handles(_:)`` gives them.
    private static func drawHandles(
        _ svg: inout SVGWriter, handles: [(x: Double, y: Double)], name: String, style: SeriesStyle, transform t: PlotTransform
    ) {
        let points = handles.map { (t.px($0.x), t.py($0.y)) }
        let data = stride(from: 0, to: points.count - 1, by: 2).map { index in
            "M\(f(points[index].0)),\(f(points[index].1)) L\(f(points[index + 1].0)),\(f(points[index + 1].1))"
        }.joined(separator: " ")
        svg.line(##"<g class="handles" data-curve="\##(MarkupText.escaped(name))" stroke="\##(style.color)">"##)
        svg.line(##"  <path d="\##(data)" fill="none" stroke-width="1.25" stroke-opacity="0.75"/>"##)
        for point in stride(from: 1, to: points.count, by: 2).map({ points[$0] }) {
            svg.line(##"  <circle cx="\##(f(point.0))" cy="\##(f(point.1))" r="4.5" fill="#ffffff" stroke-width="2"/>"##)
        }
        svg.line("</g>")
    }

    private static func drawLegend(_ svg: inout SVGWriter, curves: [NamedCurve], layout: SVGLayout, firstColor: Int) {
        svg.line(##"<g class="legend" font-size="13" fill="#222222">"##)
        for (index, named) in curves.enumerated() {
            let style = SeriesStyle(index: index + firstColor)
            let y = layout.legendY(index)
            let x = layout.legendX
            let shown = MarkupText.truncated(named.name, to: SVGLayout.legendCharacters)
            svg.line(##"  <g data-curve="\##(MarkupText.escaped(named.name))">"##)
            if shown != named.name {
                svg.line("    <title>\(MarkupText.escaped(named.name))</title>")
            }
            svg.line(
                ##"    <line x1="\##(f(x))" y1="\##(f(y))" x2="\##(f(x + 26))" y2="\##(f(y))" stroke="\##(style.color)" stroke-width="2.5" stroke-linecap="round"\##(style.dashAttribute)/>"##
            )
            svg.line(##"    <text x="\##(f(x + 34))" y="\##(f(y + 4.5))">\##(MarkupText.escaped(shown))</text>"##)
            svg.line("  </g>")
        }
        svg.line("</g>")
    }
}

/// What the preview page changes: a figure per curve without a legend, colours matching
/// the page, and ids that stay unique when several figures share one document.
struct SVGPlotOptions: Sendable {
    var handles: Bool
    var title: String?
    var legend = true
    /// Prepended to every id in the figure.
    var idPrefix = ""
    /// The palette index of the first curve.
    var firstColor = 0
}

/// A curve's colour (and, once the palette has been used up, its dash pattern).
struct SeriesStyle: Sendable {
    /// Okabe–Ito's colour-blind-safe palette (yellow left out: too faint on white).
    static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#333333"]
    static let dashes = ["", "8 5", "2 4"]

    let color: String
    let dash: String

    init(index: Int) {
        color = Self.palette[index % Self.palette.count]
        dash = Self.dashes[(index / Self.palette.count) % Self.dashes.count]
    }

    var dashAttribute: String { dash.isEmpty ? "" : ##" stroke-dasharray="\##(dash)""## }
}

/// Where everything goes: a fixed-size frame with the data inset from it, tick marks, and
/// a legend to the right that grows the figure downwards when it is long.
struct SVGLayout: Sendable {
    static let fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
    /// Pixels the adaptive sampling may be off by.
    static let tolerance = 0.1
    static let legendCharacters = 24
    static let frameLeft = 70.0
    static let frameSize = (width: 440.0, height: 340.0)
    /// The data sit this far inside the frame, so curves along y = 0 or 1 stay visible.
    static let inset = 10.0
    static let legendWidth = 196.0
    static let legendSpacing = 24.0
    static let bottomMargin = 54.0

    let frame: (x: Double, y: Double, width: Double, height: Double)
    let transform: PlotTransform
    let width: Int
    let height: Int
    let titleBaseline: Double
    let legendX: Double
    let xTicks: [Tick]
    let yTicks: [Tick]

    struct Tick: Sendable {
        var value: Double
        var label: String?
    }

    init(range: PlotRange, curveCount: Int, options: SVGPlotOptions) {
        let top = options.title == nil ? 20.0 : 50.0
        titleBaseline = 31
        frame = (Self.frameLeft, top, Self.frameSize.width, Self.frameSize.height)
        transform = PlotTransform(
            left: frame.x + Self.inset, width: frame.width - 2 * Self.inset,
            top: frame.y + Self.inset, height: frame.height - 2 * Self.inset,
            lower: range.lower, upper: range.upper)
        legendX = frame.x + frame.width + 26
        let right = options.legend ? legendX + Self.legendWidth : frame.x + frame.width + 20
        width = Int(right.rounded(.up))
        let legendBottom = options.legend ? top + 12 + Double(curveCount) * Self.legendSpacing : 0
        height = Int((max(frame.y + frame.height, legendBottom) + Self.bottomMargin).rounded(.up))
        xTicks = (0...10).map { index in
            Tick(value: Double(index) / 10, label: index % 2 == 0 ? TextFormat.trimmed(Double(index) / 10, decimals: 1) : nil)
        }
        yTicks = Self.yTicks(transform: transform)
    }

    /// The baseline of legend entry `index`.
    func legendY(_ index: Int) -> Double { frame.y + 12 + Double(index) * Self.legendSpacing }

    /// Grid lines every 1, 2, 2.5 or 5 × 10ⁿ, the smallest step at least 28 px apart;
    /// labels on 0 and 1 first, then on the grid lines (every other one when they are
    /// closer than 40 px) wherever they keep 16 px clear of the labels already placed.
    static func yTicks(transform: PlotTransform) -> [Tick] {
        let span = transform.upper - transform.lower
        guard span > 0 else { return [] }
        let pixelsPerUnit = transform.height / span
        let minimum = 28 / pixelsPerUnit
        var base = 1.0
        while base > minimum { base /= 10 }
        while base * 10 <= minimum { base *= 10 }
        // base ≤ minimum < 10·base
        var step = base * 10
        for factor in [1, 2, 2.5, 5] where base * factor >= minimum {
            step = base * factor
            break
        }
        let decimals = Self.decimals(of: step)
        let first = (transform.lower / step - 1e-9).rounded(.up)
        let last = (transform.upper / step + 1e-9).rounded(.down)
        guard last - first < 1000 else { return [] }
        let labelEvery = step * pixelsPerUnit < 40 ? 2 : 1
        var ticks: [Tick] = []
        var index = first
        while index <= last {
            ticks.append(Tick(value: index * step, label: nil))
            index += 1
        }
        // Place labels by priority: the guide levels, then every labelled grid line.
        var placed: [Double] = []
        var candidates: [Double] = [0, 1]
        for tick in ticks where Int((tick.value / step).rounded()) % labelEvery == 0 {
            candidates.append(tick.value)
        }
        var labels: [(value: Double, text: String)] = []
        for value in candidates where value >= transform.lower - 1e-9 && value <= transform.upper + 1e-9 {
            let pixel = transform.py(value)
            guard placed.allSatisfy({ abs($0 - pixel) >= 16 }) else { continue }
            placed.append(pixel)
            labels.append((value, TextFormat.trimmed(value, decimals: decimals)))
        }
        // Guide levels that are not grid lines get a label-only tick.
        for label in labels {
            if let index = ticks.firstIndex(where: { abs($0.value - label.value) < step * 1e-6 }) {
                ticks[index].label = label.text
            } else {
                ticks.append(Tick(value: label.value, label: label.text))
            }
        }
        return ticks
    }

    /// Decimal places needed to print multiples of `step` exactly.
    static func decimals(of step: Double) -> Int {
        var decimals = 0
        var scaled = step
        while decimals < 6 && abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
            scaled *= 10
            decimals += 1
        }
        return decimals
    }
}

/// Lines of markup with indentation.
struct SVGWriter {
    var indent = 0
    private(set) var text = ""

    mutating func line(_ content: String) {
        text += String(repeating: "  ", count: indent) + content + "\n"
    }
}
