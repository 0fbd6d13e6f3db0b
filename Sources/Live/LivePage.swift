/// The live page of `serve`: one HTML document with its style and script inline, loading nothing
/// else (a Content-Security-Policy says so; no framework, no network). The script opens a
/// WebSocket back to the server (kept by a worker where the browser allows it:
/// ``LivePageSocketScript``), draws every curve of the session snapshots it is pushed
/// (``LiveSnapshot``), and sends the edits of ``LiveRequest``.
///
/// Stable hooks for tests and for anyone scripting the page: each curve's card, plot, handles,
/// squares and parameter fields carry `data-curve`; a handle carries `data-point` (1 for a
/// Bézier's P1, counting the view's points from 1); a parameter field `data-parameter` (its
/// name); the linear dot `data-reference="linear"`; buttons `data-action` (`undo`, `redo`,
/// `play`, `export`); the compare row's overlay `data-compare="overlay"`, its plot
/// `data-compare="plot"` and its figures `data-compare="figures"` (with `data-max` and `data-rms`); each animation's card, square and fields carry `data-animation`, a field
/// `data-field` (see ``LivePageAnimationsScript``). `document.body.dataset.revision` is the
/// revision last drawn; `#status` carries `data-state` (`connecting`, `open`, `closed`).
public enum LivePage {
    /// The response headers the page needs besides its type: they make it cross-origin isolated,
    /// which it must be to share memory with the worker that keeps its socket
    /// (``LivePageSocketScript``). The page loads nothing from elsewhere, so they cost nothing.
    public static let isolationHeaders: [(name: String, value: String)] = [
        ("Cross-Origin-Opener-Policy", "same-origin"),
        ("Cross-Origin-Embedder-Policy", "require-corp"),
    ]

    /// The page (the same for every session: it learns everything over its socket).
    public static let html: String = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; worker-src blob:; img-src data:">
        <title>curves — live</title>
        <style>
        \(style)
        </style>
        </head>
        <body data-revision="-1">
        <header>
          <h1>curves <span class="live">live</span></h1>
          <span id="status" data-state="connecting">connecting…</span>
          <button type="button" data-action="undo" disabled>↶ Undo</button>
          <button type="button" data-action="redo" disabled>↷ Redo</button>
          <button type="button" data-action="play">▶ Play</button>
          <label>Duration <input id="duration" type="range" min="0.2" max="5" step="0.1" value="1.5"> <output id="duration-value">1.5 s</output></label>
          <label>Speed <select id="speed"><option value="0.25">¼×</option><option value="0.5">½×</option><option value="1" selected>1×</option><option value="2">2×</option></select></label>
          <label><input id="loop" type="checkbox"> Loop</label>
          <label>Compare <select id="compare-a" data-compare="a"></select> with <select id="compare-b" data-compare="b"></select></label>
        </header>
        <p id="reply" aria-live="polite"></p>
        <section id="compare" hidden></section>
        <main id="curves"><p class="empty">The session has no curves yet: define one in the shell (pop = bezier 0.3 0.1 0.2 1).</p></main>
        <section id="animations" hidden><h2>Animations</h2><div id="animation-list"></div></section>
        <aside id="export" hidden>
          <header><h2>Export <span id="export-curve"></span></h2><button type="button" data-action="close-export">✕</button></header>
          <div id="export-list"></div>
        </aside>
        <script>
        \(LivePageScript.source)
        </script>
        </body>
        </html>
        """

    static let style = """
        [hidden] { display: none !important; }
        body { margin: 0 20px 24px; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #222; background: #f6f6f6; }
        header { display: flex; flex-wrap: wrap; gap: 10px 16px; align-items: center; padding: 12px 0; }
        h1 { font-size: 20px; margin: 0 8px 0 0; } h1 .live { color: #c0392b; font-size: 13px; vertical-align: super; }
        h2 { font-size: 15px; margin: 0 0 4px; overflow-wrap: anywhere; }
        button, select { font: inherit; padding: 3px 10px; border: 1px solid #bbb; border-radius: 6px; background: #fff; cursor: pointer; }
        button:disabled { opacity: .45; cursor: default; }
        #status[data-state="open"] { color: #1e7d34; } #status[data-state="closed"] { color: #c0392b; } #status[data-state="connecting"] { color: #a05a00; }
        #reply { contain: content; margin: 0 0 10px; min-height: 1.4em; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; }
        #reply.error { color: #c0392b; }
        main, #compare { display: grid; grid-template-columns: repeat(auto-fill, minmax(330px, 1fr)); gap: 14px; }
        #compare { grid-template-columns: 1fr 1fr; margin-bottom: 18px; padding: 10px; border: 2px dashed #999; border-radius: 10px; }
        .card { background: #fff; border: 1px solid #ddd; border-radius: 10px; padding: 10px 12px; contain: content; }
        .definition { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: #555; overflow-wrap: anywhere; margin: 0 0 6px; }
        svg.plot { display: block; touch-action: none; user-select: none; overflow: visible; }
        .box { fill: #fafafa; stroke: #ccc; } .grid { stroke: #eee; } .arm { stroke: #999; stroke-width: 1; }
        .curve-line { fill: none; stroke: #2c6fd1; stroke-width: 2; } .local-line { fill: none; stroke: #2c6fd1; stroke-width: 2; stroke-dasharray: 4 3; }
        .target-line { fill: none; stroke: #e08e0b; stroke-width: 1.5; stroke-dasharray: 5 4; }
        .handle { fill: #fff; stroke: #c0392b; stroke-width: 2; cursor: grab; } .handle:focus { outline: none; fill: #c0392b; }
        .handle.dragging { cursor: grabbing; fill: #f5b7b1; }
        .params { display: grid; grid-template-columns: auto 1fr; gap: 4px 8px; margin: 6px 0; font-size: 12px; }
        .params input { width: 9em; font: inherit; }
        .target { font-size: 12px; color: #a05a00; margin: 4px 0; }
        .note { font-size: 12px; color: #555; margin: 4px 0; }
        .lane { position: relative; height: 22px; margin: 4px 0; background: #f0f0f0; border-radius: 11px; }
        .square, .dot { position: absolute; left: 0; top: 3px; width: 16px; height: 16px; }
        .square { background: #2c6fd1; border-radius: 3px; } .dot { background: #999; border-radius: 50%; }
        .tools { display: flex; gap: 8px; margin-top: 6px; }
        #export { position: fixed; right: 0; top: 0; bottom: 0; width: min(560px, 95vw); overflow: auto; background: #fff; border-left: 1px solid #ccc; padding: 0 14px 14px; box-shadow: -4px 0 12px #0002; }
        #export pre { background: #f3f3f3; padding: 8px; border-radius: 6px; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
        .platform h3 { font-size: 13px; margin: 12px 0 4px; } .platform .note { font-size: 12px; color: #666; } .platform .error { color: #c0392b; font-size: 12px; }
        .empty { color: #777; }
        #compare-overlay { grid-column: 1 / -1; margin: 0; display: flex; flex-wrap: wrap; gap: 10px 18px; align-items: flex-start; }
        #compare-overlay figcaption { font-size: 12px; } #compare-overlay figcaption span { display: block; }
        #compare-overlay pre { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; margin: 6px 0 0; }
        .compare-line { fill: none; stroke: #e08e0b; stroke-width: 2; } .key-a { color: #2c6fd1; } .key-b { color: #e08e0b; }
        #animations { margin-top: 18px; } #animation-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(330px, 1fr)); gap: 14px; }
        .values { columns: 2; font: 11px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: #555; margin: 6px 0; padding-left: 0; list-style: none; }
        """
}
