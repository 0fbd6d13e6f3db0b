import CurveKit
import Platforms

/// One frame of `edit`: the whole screen as one string to write at once.
///
/// ```
/// edit NAME · KIND · VIEW · step 0.01
/// the plot with handles (and the target), its legend
/// the numbers, the selected one in [brackets]
/// NAME = DEFINITION
/// cubic-bezier(…) or the formula
/// against OTHER: RMS …, max … at x = …
/// why the last move was refused
/// the keys
/// ```
///
/// A terminal smaller than ``minimumWidth`` × ``minimumHeight`` gets a message instead.
public struct EditorScreen: Sendable {
    public static let minimumWidth = 40
    public static let minimumHeight = 18
    /// Lines around the plot: the title and the six below it.
    static let linesBesidesPlot = 7

    public static let help = "Tab/Shift-Tab select · arrows move · +/- step ×10/÷10 · u undo · p play · v view · Enter keep · Esc cancel"
    static let asciiHelp = "Tab/Shift-Tab select, arrows move, +/- step x10//10, u undo, p play, v view, Enter keep, Esc cancel"

    public var width: Int
    public var height: Int
    public var colors: Bool
    public var ascii: Bool

    public init(width: Int, height: Int, colors: Bool, ascii: Bool) {
        self.width = width
        self.height = height
        self.colors = colors
        self.ascii = ascii
    }

    /// The frame's lines, and where its plot is (nil when the terminal is too small). `playing`
    /// (the lines of `p`'s motion) takes the place of the numbers while it runs.
    func lines(_ state: EditorState, playing: [String]? = nil) -> (lines: [String], layout: EditorLayout?) {
        guard width >= Self.minimumWidth, height >= Self.minimumHeight else {
            // Broken between words, so that no number is split across two rows.
            let text = "edit needs \(Self.minimumWidth)×\(Self.minimumHeight) (this is \(width)×\(height)). Enlarge it, or Esc to leave."
            return (Array(Formatting.wrap(text, width: max(1, width)).prefix(max(1, height))), nil)
        }
        let title = "edit \(state.name) · \(state.curve.kind) · \(state.editable.view) · step \(state.step.text)"
        var (plot, layout) = self.plot(state, rows: height - Self.linesBesidesPlot - 4)
        if plot.count > height - Self.linesBesidesPlot {
            // A legend of two lines: one canvas row less.
            (plot, layout) = self.plot(state, rows: height - Self.linesBesidesPlot - 4 - (plot.count - (height - Self.linesBesidesPlot)))
        }
        // The player's lines are drawn to the width already (and coloured: not to be cut here).
        var info =
            playing
            ?? [
                numbers(state), "\(state.name) = \(state.editable.definition(of: state.values, state.curve))",
                CurveDescription.summary(state.curve).split(separator: "\n").first.map(String.init) ?? "",
                targetLine(state),
            ].map(fitted)
        info += Array(repeating: "", count: max(0, 4 - info.count))
        let lines = [fitted(title)] + plot + info + [fitted(state.message ?? ""), fitted(ascii ? Self.asciiHelp : Self.help)]
        return (lines, layout)
    }

    /// The frame as written: cursor home, each line clearing the rest of its row, then
    /// everything below cleared.
    public func frame(_ state: inout EditorState, playing: [String]? = nil) -> String {
        let (lines, layout) = self.lines(state, playing: playing)
        state.layout = layout
        state.curveHidden = layout == nil
        return "\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J"
    }

    /// The plot of the curve with its handles, the target beside it, and the selected point.
    private func plot(_ state: EditorState, rows: Int) -> ([String], EditorLayout) {
        let curve = state.curve
        var series = [PlotSeries(name: state.name, values: { curve.value(at: $0) }, handles: handles(state))]
        if let target = state.target {
            let other = target.curve
            series.append(PlotSeries(name: target.name, values: { other.value(at: $0) }))
        }
        // The selected point again, as a series of its own with no curve: its marker is drawn
        // last, in a colour of its own, and the legend names it.
        if case .point(let name, let x, let y) = state.editable.items[state.selection] {
            let point = (x: state.values[x], y: state.values[y])
            series.append(PlotSeries(name: "selected: \(name)", values: { _ in .nan }, handles: [point, point]))
        }
        let style = PlotStyle(width: width, height: rows, colors: colors, ascii: ascii, showHandles: true)
        let range = PlotRange.fitting(TerminalPlot.extentSamples(series, handles: true))
        let labelWidth = PlotAxisLabels(range: range).width
        let layout = EditorLayout(
            top: 3, left: labelWidth + 3, columns: max(2, width - labelWidth - 3), rows: rows,
            dotsPerColumn: ascii ? 1 : 2, dotsPerRow: ascii ? 1 : 4, range: range)
        return (TerminalPlot.render(series, style: style).components(separatedBy: "\n"), layout)
    }

    /// The kind's handles, with every editable point not already on one (a keyframe's key, a
    /// straight path's corner) drawn as a handle of zero length.
    private func handles(_ state: EditorState) -> [(x: Double, y: Double)] {
        var handles = state.curve.spec.handles(of: state.curve)
        for item in state.editable.items {
            guard case .point(_, let x, let y) = item else { continue }
            let point = (x: state.values[x], y: state.values[y])
            if !handles.contains(where: { $0.x == point.x && $0.y == point.y }) { handles += [point, point] }
        }
        return handles
    }

    /// `P1 (0.25, 0.1)  [P2 (0.25, 1)]`, or `stiffness 100  [damping 10]`: the selected one in brackets.
    private func numbers(_ state: EditorState) -> String {
        state.editable.items.enumerated().map { index, item in
            let text =
                switch item {
                case .point(let name, let x, let y):
                    "\(name) (\(TextFormat.shortest(state.values[x])), \(TextFormat.shortest(state.values[y])))"
                case .parameter(let parameter):
                    "\(state.editable.parameters[parameter].name) \(TextFormat.shortest(state.values[parameter]))"
                }
            return index == state.selection ? "[\(text)]" : " \(text) "
        }.joined(separator: " ")
    }

    /// How far the curve is from its target, or an empty line.
    private func targetLine(_ state: EditorState) -> String {
        guard let target = state.target, let comparison = state.targetComparison else { return "" }
        return CurveDescription.targetLine(target.name, comparison)
    }

    private func fitted(_ text: String) -> String { PlotText.truncated(text, to: width, ascii: ascii) }
}

extension EditorState {
    /// The curve against its target over 1,001 evenly spaced samples, as `point` and `show` measure it.
    var targetComparison: CurveComparison? {
        target.map { CurveComparison(curve, $0.curve, intervals: Limits.defaultComparisonIntervals) }
    }
}
