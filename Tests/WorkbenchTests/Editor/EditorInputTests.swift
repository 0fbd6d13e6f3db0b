import Testing

@testable import Workbench

/// The bytes a terminal in raw mode sends, turned into editor actions.
@Suite("edit: keys and mouse reports")
struct EditorInputTests {
    private func actions(_ text: String) -> [EditorAction] {
        var input = EditorInput()
        return input.actions(from: Array(text.utf8))
    }

    @Test("Tab, Shift-Tab, the arrows in both cursor modes, + - u p v, Enter, Esc and Ctrl-C")
    func keys() {
        #expect(actions("\t\u{1B}[Z") == [.next, .previous])
        #expect(
            actions("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [
                .move(dx: 0, dy: 1), .move(dx: 0, dy: -1), .move(dx: 1, dy: 0), .move(dx: -1, dy: 0),
            ])
        #expect(actions("\u{1B}OA\u{1B}OD") == [.move(dx: 0, dy: 1), .move(dx: -1, dy: 0)])
        #expect(actions("+-upv") == [.coarser, .finer, .undo, .play, .switchView])
        #expect(actions("\r") == [.keep])
        #expect(actions("\u{1B}x") == [.abandon], "Esc, then a key that does nothing")
        #expect(actions("\u{03}") == [.abandon])
        #expect(actions("xq\u{1B}[5~") == [], "other keys do nothing")
    }

    @Test("SGR mouse: left press, drag with the button held, release; other buttons and the wheel are ignored")
    func mouse() {
        #expect(
            actions("\u{1B}[<0;23;13M\u{1B}[<32;30;10M\u{1B}[<0;30;10m") == [
                .press(column: 23, row: 13), .drag(column: 30, row: 10), .release,
            ])
        #expect(actions("\u{1B}[<2;5;5M\u{1B}[<64;5;5M\u{1B}[<35;5;5M") == [])
    }

    @Test("a sequence cut between two reads waits for its end")
    func splitSequence() {
        var input = EditorInput()
        #expect(input.actions(from: Array("\u{1B}[<0;2".utf8)) == [])
        #expect(input.actions(from: Array("3;13M\u{1B}[".utf8)) == [.press(column: 23, row: 13)])
        #expect(input.actions(from: Array("C".utf8)) == [.move(dx: 1, dy: 0)])
    }

    @Test("an Esc at the end of a read waits: it may start a sequence, or be the Esc key when nothing follows")
    func escape() {
        var input = EditorInput()
        #expect(input.actions(from: [0x1B]) == [] && input.awaitsEscape)
        #expect(input.actions(from: Array("[D".utf8)) == [.move(dx: -1, dy: 0)])
        #expect(!input.awaitsEscape && input.endOfEscape() == [])
        #expect(input.actions(from: [0x1B]) == [])
        #expect(input.endOfEscape() == [.abandon])
        #expect(input.actions(from: Array("\t".utf8)) == [.next], "nothing is left over")
    }

    @Test("a burst of 100 arrow presses in one read gives 100 moves")
    func burst() {
        #expect(actions(String(repeating: "\u{1B}[C", count: 100)) == Array(repeating: .move(dx: 1, dy: 0), count: 100))
    }
}
