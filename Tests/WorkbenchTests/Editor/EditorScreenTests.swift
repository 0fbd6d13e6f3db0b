import CurveKit
import Foundation
import Testing

@testable import Workbench

/// What the editor's frame shows, and where its plot is for the mouse.
@Suite("edit: the screen")
struct EditorScreenTests {
    private static let ease = try! CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    private static let easeInOut = try! CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    private func state() -> EditorState {
        EditorState(name: "c", curve: .bezier(Self.ease), target: (name: "ease-in-out", curve: .bezier(Self.easeInOut)))!
    }

    private static let screen = EditorScreen(width: 80, height: 24, colors: false, ascii: false)

    /// max |a − b| over x = i/1000, i = 0…1000, where it is, and the RMS of a − b: written apart
    /// from `CurveComparison`.
    private func errors(_ a: CubicBezier, _ b: CubicBezier) -> (max: Double, at: Double, rms: Double) {
        var largest = -1.0, at = 0.0, squares = 0.0
        for i in 0...1000 {
            let x = Double(i) / 1000
            let difference = abs(a.value(at: x) - b.value(at: x))
            if difference > largest { (largest, at) = (difference, x) }
            squares += difference * difference
        }
        return (largest, at, (squares / 1001).squareRoot())
    }

    @Test("the frame: title, plot, numbers with the selection, the definition, cubic-bezier, the target's errors, the keys")
    func frame() throws {
        var editor = state()
        let lines = Self.screen.lines(editor).lines
        #expect(lines.count == 24)
        #expect(lines[0] == "edit c · bezier · control points · step 0.01")
        #expect(lines[17] == "   ● c  ● ease-in-out  ● selected: P1")
        #expect(lines[18] == "[P1 (0.25, 0.1)]  P2 (0.25, 1) ")
        #expect(lines[19] == "c = bezier 0.25 0.1 0.25 1")
        #expect(lines[20] == "cubic-bezier(0.25, 0.1, 0.25, 1)")
        #expect(lines[23].hasPrefix("Tab/Shift-Tab select · arrows move"))
        #expect(lines.allSatisfy { $0.count <= 80 && !$0.contains("\u{1B}") }, "no colours unless asked (NO_COLOR)")
        let text = Self.screen.frame(&editor)
        #expect(text.hasPrefix("\u{1B}[H") && text.hasSuffix("\u{1B}[K\u{1B}[J"))
        #expect(text.components(separatedBy: "\u{1B}[K\r\n").count == 24)
        let coloured = EditorScreen(width: 80, height: 24, colors: true, ascii: false).lines(editor).lines
        #expect(coloured.contains { $0.contains("\u{1B}[") })
        // The selected point (P1, on screen row 14) in the third series' colour (yellow), P2 (row 3) in the curve's (cyan).
        #expect(coloured[13].contains("\u{1B}[33m◆") && coloured[2].contains("\u{1B}[36m◆"))
    }

    @Test("the target's max and RMS error and where the max is, against a separate computation, after every move")
    func targetErrors() throws {
        var editor = state()
        for moves in 0..<3 {
            let bezier = try CubicBezier(x1: 0.25 + 0.01 * Double(moves), y1: 0.1, x2: 0.25, y2: 1)
            let expected = errors(bezier, Self.easeInOut)
            let line = Self.screen.lines(editor).lines[21]
            #expect(
                line == "against ease-in-out: RMS \(TextFormat.statistic(expected.rms)), "
                    + "max \(TextFormat.statistic(expected.max)) at x = \(TextFormat.statistic(expected.at))")
            _ = editor.apply(.move(dx: 1, dy: 0))
        }
    }

    @Test("a terminal smaller than 40 × 18 gets a message instead of a plot")
    func tooSmall() {
        let (lines, layout) = EditorScreen(width: 39, height: 30, colors: false, ascii: false).lines(state())
        #expect(lines == ["edit needs 40×18 (this is 39×30).", "Enlarge it, or Esc to leave."])
        #expect(layout == nil)
        #expect(EditorScreen(width: 40, height: 17, colors: false, ascii: false).lines(state()).layout == nil)
        #expect(EditorScreen(width: 40, height: 18, colors: false, ascii: false).lines(state()).lines.count == 18)
    }

    @Test("on a very narrow terminal the message breaks between words, never inside a number")
    func tooSmallMessageKeepsNumbersWhole() {
        for width in [12, 16, 20, 25, 30] {
            let lines = EditorScreen(width: width, height: 9, colors: false, ascii: false).lines(state()).lines
            #expect(lines.allSatisfy { $0.count <= width }, "width \(width): \(lines)")
            let words = lines.flatMap { $0.split(separator: " ") }
            #expect(words.contains("40×18"), "width \(width): \(lines)")
            #expect(words.contains("\(width)×9)."), "width \(width): \(lines)")
        }
        // As many rows as the terminal has, no more.
        #expect(EditorScreen(width: 12, height: 2, colors: false, ascii: false).lines(state()).lines.count == 2)
    }

    @Test("while the terminal is too small to show the curve, keys and the mouse change nothing")
    func hiddenCurveIgnoresMoves() {
        var editor = state()
        let before = editor.values
        _ = EditorScreen(width: 30, height: 10, colors: false, ascii: false).frame(&editor)
        for action: EditorAction in [
            .move(dx: 1, dy: 0), .move(dx: 0, dy: -3), .next, .press(column: 5, row: 5), .drag(column: 6, row: 6), .release,
        ] {
            _ = editor.apply(action)
        }
        #expect(editor.values == before)
        #expect(editor.keptCommand == nil)
        // Once it is large enough again, the keys work.
        _ = Self.screen.frame(&editor)
        _ = editor.apply(.move(dx: 1, dy: 0))
        #expect(editor.values != before)
    }

    @Test("the mouse: press on a handle and drag it; the point lands on the cell's centre, rounded to the step")
    func mouseDrag() throws {
        var editor = state()
        let lines = Self.screen.lines(editor).lines
        _ = Self.screen.frame(&editor)
        // The canvas: labels "1" and "0" (one column), a space and the box's edge before it, so
        // it starts at column 4 of row 3 (after the title and the top edge), 76 cells × 13 rows
        // of 2 × 4 dots. P1 (0.25, 0.1) is at dot (round(0.25·151), round(0.9·51)) = (38, 46):
        // cell (19, 11), on the screen column 23, row 14.
        #expect(Array(lines[13])[22] == "◆")
        #expect(editor.apply(.press(column: 23, row: 14)) == .redraw)
        /// The centre of a cell, rounded to 0.01.
        func position(column: Int, row: Int) -> [Double] {
            let x = (Double((column - 4) * 2) + 0.5) / Double(76 * 2 - 1)
            let y = 1 - (Double((row - 3) * 4) + 1.5) / Double(13 * 4 - 1)
            return [(x * 100).rounded() / 100, (y * 100).rounded() / 100]
        }
        _ = editor.apply(.drag(column: 50, row: 5))
        #expect(editor.values == position(column: 50, row: 5) + [0.25, 1])
        #expect(editor.values == [0.61, 0.81, 0.25, 1])
        _ = editor.apply(.drag(column: 200, row: 40))
        #expect(editor.values == position(column: 79, row: 15) + [0.25, 1], "past the canvas: its edge")
        #expect(editor.values == [1, 0.03, 0.25, 1])
        _ = editor.apply(.release)
        _ = editor.apply(.drag(column: 30, row: 10))
        #expect(editor.values == [1, 0.03, 0.25, 1], "released: dragging moves nothing")
        _ = editor.apply(.undo)
        #expect(editor.values == [0.25, 0.1, 0.25, 1], "the whole drag is one move")
        _ = editor.apply(.press(column: 60, row: 20))
        _ = editor.apply(.drag(column: 30, row: 10))
        #expect(editor.values == [0.25, 0.1, 0.25, 1], "a press away from every handle holds nothing")
    }
}
