import CurveKit
import Platforms

/// A self-contained HTML page that shows, for every curve, its graph and a ball moving
/// with it next to a ball moving linearly, with replay buttons, a duration slider and a
/// loop switch — like cubic-bezier.com's preview, for any curve.
///
/// Each ball is a CSS animation (a keyframes rule from `translateX(0px)` to
/// `translateX(<trackLength>px)`, both spelled by CSS's ``CSSFunctions``) whose timing function is the curve's CSS
/// (see ``CSSTiming``): its own `cubic-bezier()`, `steps()` or `linear()` when it has one
/// exactly, otherwise `linear()` stops fitted to within half a pixel over the track.
/// Overshooting curves carry the ball past the track's ends, so the tracks are padded by
/// the largest overshoot of any curve on the page.
///
/// Every curve's ball has `data-curve` (the name) and `data-timing` (the CSS declared); the
/// linear reference balls have `data-reference="linear"`. The page loads nothing: no
/// network, no external scripts, styles or fonts; a Content-Security-Policy says so.
public enum PreviewPage {
    /// Accepted track lengths, in CSS pixels.
    static let trackLengths = 50...4000

    /// The page for `curves`, with balls travelling `trackLength` CSS pixels. Throws a
    /// `CurveError` when the track length is outside ``trackLengths`` or a curve cannot be
    /// approximated by `linear()` stops.
    public static func render(_ curves: [NamedCurve], trackLength: Int = 400) throws -> String {
        guard trackLengths.contains(trackLength) else {
            throw CurveError(
                "the track length must be from \(trackLengths.lowerBound) to \(trackLengths.upperBound) px (got \(trackLength))")
        }
        let length = Double(trackLength)
        // Half a pixel over the track, in units of the move.
        let tolerance = 0.5 / length
        var timings: [CSSTiming] = []
        for named in curves {
            timings.append(try CSSTiming.of(named.curve, tolerance: tolerance))
        }
        let padding = overshoot(curves, trackLength: length)

        var html = ""
        html += """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <title>\(MarkupText.escaped(pageTitle(curves)))</title>
            <style>
            \(style(trackLength: trackLength, padding: padding))
            </style>
            </head>
            <body data-track-length="\(trackLength)">
            <header>
              <h1>curves preview</h1>
              <button id="replay" type="button">▶ Replay all</button>
              <label>Duration <input id="duration" type="range" min="0.2" max="5" step="0.1" value="\(defaultDuration)"> <output id="duration-value" for="duration">\(defaultDuration) s</output></label>
              <label><input id="loop" type="checkbox"> Loop</label>
            </header>
            <main>

            """
        if curves.isEmpty {
            html += "<p class=\"note\">No curves to preview.</p>\n"
        }
        for (index, named) in curves.enumerated() {
            html += card(named, index: index, timing: timings[index], trackLength: length)
        }
        html += """
            </main>
            <script>
            \(script)
            </script>
            </body>
            </html>

            """
        return html
    }

    static let defaultDuration = "1.5"
    static let ballSize = 24

    /// Pixels the balls travel beyond the track's start and end, over every curve.
    static func overshoot(_ curves: [NamedCurve], trackLength: Double) -> (before: Int, after: Int) {
        var low = 0.0, high = 1.0
        for named in curves {
            for step in 0...1024 {
                let value = named.curve.value(at: Double(step) / 1024)
                guard value.isFinite else { continue }
                low = min(low, value)
                high = max(high, value)
            }
        }
        // Beyond two track lengths the ball leaves the view; the page stops growing there.
        let before = min(-low, 2) * trackLength
        let after = min(high - 1, 2) * trackLength
        return (Int(before.rounded(.up)), Int(after.rounded(.up)))
    }

    private static func pageTitle(_ curves: [NamedCurve]) -> String {
        curves.isEmpty ? "curves preview" : "curves preview: " + curves.map(\.name).joined(separator: ", ")
    }

    private static func card(_ named: NamedCurve, index: Int, timing: CSSTiming, trackLength: Double) -> String {
        let name = MarkupText.escaped(named.name)
        let css = MarkupText.escaped(timing.css)
        let color = SeriesStyle(index: index).color
        let figure = SVGPlot.render(
            [named],
            options: SVGPlotOptions(
                handles: true, title: nil, legend: false, idPrefix: "c\(index)-", firstColor: index))
        let note: String
        switch timing.source {
        case .exact:
            note = "The ball uses the curve’s own CSS, exactly."
        case .fitted(let stops, let maxError):
            note =
                "The ball uses linear() with \(stops) stops, within \(TextFormat.trimmed(maxError * trackLength, decimals: 2)) px of the curve over the \(Int(trackLength)) px track."
        }
        return """
            <section class="card" data-curve="\(name)">
              <div class="graph">
            \(figure)  </div>
              <div class="motion">
                <h2>\(name)</h2>
                <div class="lane"><span class="lane-label">\(name)</span><div class="track"><span class="mark"></span><span class="mark end"></span><div class="ball" data-curve="\(name)" data-timing="\(css)" style="background: \(color); \(CSSFunctions.animationTiming(css))"></div></div></div>
                <div class="lane"><span class="lane-label">linear</span><div class="track"><span class="mark"></span><span class="mark end"></span><div class="ball reference" data-reference="linear" data-timing="linear" style="\(CSSFunctions.animationTiming("linear"))"></div></div></div>
                <code class="timing">\(CSSFunctions.animationTiming(css));</code>
                <p class="note">\(note)</p>
                <button class="replay-one" type="button">▶ Replay</button>
              </div>
            </section>

            """
    }

    private static func style(trackLength: Int, padding: (before: Int, after: Int)) -> String {
        let ball = ballSize
        return """
            :root { --duration: \(defaultDuration)s; --iterations: 1; }
            * { box-sizing: border-box; }
            body { margin: 0 24px 24px; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #222; background: #f6f6f6; }
            header { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center; padding: 12px 0; background: #f6f6f6; border-bottom: 1px solid #ddd; margin-bottom: 16px; }
            h1 { font-size: 20px; margin: 0 12px 0 0; }
            h2 { font-size: 16px; margin: 0 0 6px; overflow-wrap: anywhere; }
            button { font: inherit; padding: 4px 12px; border: 1px solid #bbb; border-radius: 6px; background: #fff; cursor: pointer; }
            button:hover { background: #eef4fb; }
            .card { display: flex; flex-wrap: wrap; gap: 8px 28px; align-items: center; background: #fff; border: 1px solid #ddd; border-radius: 10px; padding: 12px 16px; margin-bottom: 16px; }
            .graph svg { display: block; width: 300px; height: auto; }
            .motion { min-width: 0; }
            .lane { display: flex; align-items: center; gap: 12px; margin: 10px 0; }
            .lane-label { flex: none; width: 80px; text-align: right; font-size: 12px; color: #555; overflow-wrap: anywhere; }
            .track { position: relative; flex: none; width: \(trackLength + ball)px; height: \(ball)px; margin: 0 \(padding.after)px 0 \(padding.before)px; }
            .track::before { content: ""; position: absolute; left: \(ball / 2)px; width: \(trackLength)px; top: \(ball / 2 - 1)px; height: 2px; background: #e2e2e2; }
            .mark { position: absolute; left: \(ball / 2 - 1)px; top: 2px; width: 2px; height: \(ball - 4)px; background: #c8c8c8; }
            .mark.end { left: \(trackLength + ball / 2 - 1)px; }
            .ball { position: absolute; left: 0; top: 0; width: \(ball)px; height: \(ball)px; border-radius: 50%; animation-name: move; animation-duration: var(--duration); animation-iteration-count: var(--iterations); animation-fill-mode: both; will-change: transform; }
            .ball.reference { background: #b5b5b5; }
            \(CSSFunctions.keyframesRule("move", transformFrom: "translateX(0px)", to: "translateX(\(trackLength)px)"))
            .timing { display: block; max-width: \(max(trackLength + ball + 92, 360))px; max-height: 7.5em; overflow: auto; padding: 6px 8px; border-radius: 6px; background: #f3f3f3; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; word-break: break-all; }
            .note { margin: 6px 0; font-size: 12px; color: #666; }
            """
    }

    /// Replay (all, or one card), the duration slider and the loop switch.
    private static let script = """
        (() => {
          const root = document.documentElement;
          const duration = document.getElementById('duration');
          const shown = document.getElementById('duration-value');
          const loop = document.getElementById('loop');
          const restart = (animations) => { for (const a of animations) { a.cancel(); a.play(); } };
          document.getElementById('replay').addEventListener('click', () => restart(document.getAnimations()));
          for (const button of document.querySelectorAll('.replay-one')) {
            button.addEventListener('click', () => restart(button.closest('.card').getAnimations({ subtree: true })));
          }
          duration.addEventListener('input', () => {
            root.style.setProperty('--duration', duration.value + 's');
            shown.textContent = Number(duration.value).toFixed(1) + ' s';
          });
          duration.addEventListener('change', () => restart(document.getAnimations()));
          loop.addEventListener('change', () => {
            root.style.setProperty('--iterations', loop.checked ? 'infinite' : '1');
            restart(document.getAnimations());
          });
        })();
        """
}
