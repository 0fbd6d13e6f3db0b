import Foundation
import TestExpectations
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `edit` in the built binary, driven on a pseudo-terminal as a person would: keys, the mouse
/// (SGR reports), resizing, Enter, Esc and SIGTERM.
@Suite("edit on a terminal and off it", .tags(.binary, .terminal))
struct EditTests {
    static let enterScreen = "\u{1B}[?1049h"
    static let leaveScreen = "\u{1B}[?1049l"
    static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
    static let right = "\u{1B}[C", left = "\u{1B}[D", up = "\u{1B}[A", down = "\u{1B}[B"

    /// A shell on an 80 × 24 terminal with `c = bezier 0.25 0.1 0.25 1` defined, and `lines` run after it.
    private func shell(_ sandbox: ShellTests.Sandbox, then lines: [String] = []) throws -> TerminalSession {
        let shell = try sandbox.start()
        try shell.resize(columns: 80, rows: 24)
        try shell.expect("curves> ")
        for line in ["c = bezier 0.25 0.1 0.25 1"] + lines {
            try shell.send(line + "\r")
            try shell.expect("curves> ")
        }
        return shell
    }

    /// Opens the editor on `c` and waits for its first frame.
    private func openEditor(_ shell: TerminalSession) throws {
        try shell.send("edit c\r")
        try shell.expect(Self.enterScreen)
        try shell.expect(Self.mouseOn)
        try shell.expect("[P1 (0.25, 0.1)]")
    }

    /// Opens the editor on `c`, runs `body`, and leaves the shell (its status 0).
    private func editing(after lines: [String] = [], _ body: (TerminalSession) throws -> Void) throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try self.shell(sandbox, then: lines)
        defer { shell.finish() }
        try openEditor(shell)
        try body(shell)
        #expect(try shell.leaveDiscardingChanges() == 0)
    }

    /// Sends `keys` and Enter, and waits for the kept definition and the prompt.
    private func keep(_ shell: TerminalSession, keys: String = "", expecting definition: String) throws {
        try shell.send(keys + "\r")
        try shell.expect(Self.leaveScreen)
        try shell.expect(definition)
        try shell.expect("curves> ")
    }

    @Test func keysMoveThePointsEnterKeepsOneCommandAndUndoTakesItBack() throws {
        try editing { shell in
            try shell.send(Self.right + Self.right + Self.right + Self.up)
            try shell.expect("[P1 (0.28, 0.11)]")
            try shell.expect("c = bezier 0.28 0.11 0.25 1")
            try shell.send("\t+" + Self.down)
            try shell.expect("step 0.1")
            try shell.expect("[P2 (0.25, 0.9)]")
            try shell.send("u")
            try shell.expect("[P2 (0.25, 1)]")
            try keep(shell, keys: Self.down, expecting: "cubic-bezier(0.28, 0.11, 0.25, 0.9)")
            try shell.send("history\r")
            try shell.expect("1  c = bezier 0.25 0.1 0.25 1")
            let history = try shell.expect("curves> ")
            #expect(history.contains("2  c = bezier 0.28 0.11 0.25 0.9"), "\(history.debugDescription)")
            #expect(!history.contains("3  "), "one command for the whole edit")
            try shell.send("undo\r")
            try shell.expect("curves> ")
            try shell.send("show c\r")
            try shell.expect("c = bezier 0.25 0.1 0.25 1")
            try shell.expect("curves> ")
        }
    }

    /// Issue 23: a spring's stiffness moved by 0.01 (170 → 170.01, invisible on the plot).
    @Test func aSpringsStiffnessStepsByOneAndItsDampingByATenth() throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try self.shell(sandbox, then: ["s = spring stiffness=170 damping=26"])
        defer { shell.finish() }
        try shell.send("edit s\r")
        try shell.expect(Self.enterScreen)
        try shell.expect("step 1")
        try shell.send(Self.right)
        try shell.expect("[stiffness 171]")
        try shell.send("\t")
        try shell.expect("step 0.1")
        try shell.send(Self.right)
        try shell.expect("[damping 26.1]")
        try keep(shell, expecting: "s = spring mass=1 stiffness=171 damping=26.1 velocity=0")
        #expect(try shell.leaveDiscardingChanges() == 0)
    }

    @Test func escAndCtrlCAbandonAndLeaveTheSessionAsItWas() throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try self.shell(sandbox)
        defer { shell.finish() }
        for key in ["\u{1B}", "\u{03}"] {
            try openEditor(shell)
            try shell.send(Self.right + Self.right)
            try shell.expect("[P1 (0.27, 0.1)]")
            try shell.send(key)
            try shell.expect(Self.leaveScreen)
            try shell.expect("edit abandoned; c is unchanged")
            try shell.expect("curves> ")
        }
        try shell.send("history\r")
        let history = try shell.expect("curves> ")
        #expect(history.contains("1  c = bezier 0.25 0.1 0.25 1") && !history.contains("2  "), "\(history.debugDescription)")
        #expect(try shell.leaveDiscardingChanges() == 0)
    }

    @Test func aBurstOfOneHundredArrowPressesIsAppliedWholeAndKeysAfterEnterAreKept() throws {
        try editing { shell in
            try shell.send("-")
            try shell.expect("step 0.001")
            try shell.send(String(repeating: Self.right, count: 100))
            try shell.expect("[P1 (0.35, 0.1)]")
            // Enter and the next command in one write: what follows Enter is left for the prompt.
            try shell.send("\rshow c\r")
            try shell.expect(Self.leaveScreen)
            try shell.expect("c = bezier 0.35 0.1 0.25 1")
            try shell.expect("curves> show c")
            try shell.expect("c = bezier 0.35 0.1 0.25 1")
            try shell.expect("curves> ")
        }
    }

    /// max |a − b| over 1,001 samples, where, and the RMS, for two Béziers evaluated by bisection
    /// on x(t): written apart from curves' own solver and comparison.
    static func errors(_ a: [Double], _ b: [Double]) -> (max: Double, at: Double, rms: Double) {
        func value(_ p: [Double], _ x: Double) -> Double {
            func cubic(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
                3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
            }
            var low = 0.0, high = 1.0
            for _ in 0..<80 {
                let middle = (low + high) / 2
                if cubic(p[0], p[2], middle) < x { low = middle } else { high = middle }
            }
            return cubic(p[1], p[3], (low + high) / 2)
        }
        var largest = -1.0, at = 0.0, squares = 0.0
        for i in 0...1000 {
            let x = Double(i) / 1000
            let difference = abs(value(a, x) - value(b, x))
            if difference > largest { (largest, at) = (difference, x) }
            squares += difference * difference
        }
        return (largest, at, (squares / 1001).squareRoot())
    }

    @Test func theTargetsErrorFiguresFollowEveryMove() throws {
        try editing(after: ["target c ease-in-out"]) { shell in
            try shell.send(Self.right + Self.right + Self.up)
            try shell.expect("[P1 (0.27, 0.11)]")
            try shell.expect("against ease-in-out: RMS ")
            let line = try shell.expect("\u{1B}[K")
            let numbers = line.split(whereSeparator: { " ,=\u{1B}[K".contains($0) }).compactMap { Double($0) }
            try #require(numbers.count == 3, "RMS, max and where: \(line.debugDescription)")
            let expected = Self.errors([0.27, 0.11, 0.25, 1], [0.42, 0, 0.58, 1])
            expectClose(numbers[0], expected.rms, relative: 1e-5, "RMS \(numbers[0]) vs \(expected.rms)")
            expectClose(numbers[1], expected.max, relative: 1e-5, "max \(numbers[1]) vs \(expected.max)")
            #expect(numbers[2] == expected.at, "at x = \(numbers[2]) vs \(expected.at)")
            try shell.send("\u{1B}")
            try shell.expect("curves> ")
        }
    }

    @Test func aResizedWindowIsRedrawnAndATooSmallOneGetsAMessage() throws {
        try editing { shell in
            try shell.resize(columns: 60, rows: 20)
            // 60 columns: the label "1", a space, the box's edges and 56 cells between them.
            try shell.expect("edit c · bezier")
            try shell.expect("┌" + String(repeating: "─", count: 56) + "┐")
            try shell.resize(columns: 30, rows: 10)
            // Broken between words at 30 columns, the size whole.
            try shell.expect("edit needs 40×18 (this is")
            try shell.expect("30×10). Enlarge it")
            try shell.resize(columns: 80, rows: 24)
            try shell.expect("┌" + String(repeating: "─", count: 76) + "┐")
            try keep(shell, keys: Self.left, expecting: "c = bezier 0.24 0.1 0.25 1")
        }
    }

    @Test func pressingOnAHandleAndDraggingMovesIt() throws {
        try editing { shell in
            // 80 × 24: the canvas starts at column 4, row 3, and is 76 × 13 cells of 2 × 4 dots, so
            // P1 (0.25, 0.1) is on the cell at column 23, row 14 (see EditorScreenTests); the cell
            // at column 50, row 5 is centred on x = 92.5/151, y = 1 − 9.5/51: (0.61, 0.81) to 0.01.
            try shell.send("\u{1B}[<0;23;14M\u{1B}[<32;40;8M\u{1B}[<32;50;5M\u{1B}[<0;50;5m")
            try shell.expect("[P1 (0.61, 0.81)]")
            try keep(shell, expecting: "c = bezier 0.61 0.81 0.25 1")
        }
    }

    @Test func pPlaysTheCurveOnceBesideALinearDotAndTheEditorGoesOn() throws {
        try editing { shell in
            try shell.send("p")
            try shell.expect("  linear  ")
            try shell.expect("1.00 s of 1.00 s")
            try shell.expect("[P1 (0.25, 0.1)]")
            try keep(shell, keys: Self.up, expecting: "c = bezier 0.25 0.11 0.25 1")
        }
    }

    @Test func sigtermWhileEditingRestoresTheTerminalAndKeepsTheRecoveryFile() throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try self.shell(sandbox)
        defer { shell.finish() }
        try openEditor(shell)
        try shell.send(Self.right)
        try shell.expect("[P1 (0.26, 0.1)]")
        kill(shell.pid, SIGTERM)
        #expect(shell.waitForExit() == 128 + SIGTERM)
        let rest = shell.pending(quiet: 0.1)
        #expect(rest.contains(Self.leaveScreen) && rest.contains("\u{1B}[?1002l"), "the terminal is restored: \(rest.debugDescription)")
        let recovery = try SessionRecoveryTests.onlyRecoveryFile(sandbox)
        let curves = try SessionRecoveryTests.curves(inSessionFile: recovery)
        #expect(curves["c"]?["points"] as? [Double] == [0.25, 0.1, 0.25, 1], "the session as it was before the edit: \(curves)")
    }

    @Test func offATerminalEditIsRefusedWithWhatToUseInstead() throws {
        let script = try CurvesBinary.run(["-e", "c = ease", "-e", "edit c"])
        #expect(script.status == 1)
        #expect(
            script.stderr.contains(
                "edit is a full-screen editor for a terminal, and commands from a script, -e or a pipe are not animated; use point c 1|2 X Y instead"
            ),
            "\(script.stderr)")
        let json = try CurvesBinary.run(["--json", "-e", "c = expo-decay 5", "-e", "edit c"])
        #expect(json.stdout.contains("--json prints data, not motion; use c = expo-decay 5 with new numbers instead"), "\(json.stdout)")

        let sandbox = try ShellTests.Sandbox()
        sandbox.environment["TERM"] = "dumb"
        let shell = try self.shell(sandbox)
        defer { shell.finish() }
        try shell.send("edit c\r")
        // The shell wraps its errors within the screen: compared with the lines joined.
        let refused = try shell.expect("curves> ")
        #expect(
            refused.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
                "TERM=dumb cannot redraw in place; use point c 1|2 X Y instead"), "\(refused.debugDescription)")
        #expect(!refused.contains(Self.enterScreen) && !shell.pending().contains(Self.enterScreen))
    }
}
