import Foundation
import TestSupport
import Testing

/// `play` in the built binary: motion on a terminal, the frame table anywhere else.
@Suite("play on a terminal and off it", .tags(.binary, .terminal))
struct PlayTests {
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"

    @Test func aShortAnimationPlaysToTheEndAndThePromptComesBack() throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("anim hop position (0,0) (100,0) duration=0.3 curve=back-out\r")
        try shell.expect("curves> ")
        try shell.send("play hop\r")
        try shell.expect(Self.hideCursor)
        // The first frame, then frames drawn over it (up 4 rows: three lines of the track and
        // the time line, 79 columns on the 80 the COLUMNS of the sandbox gives), then the final one.
        let first = try shell.expect(" s of 0.30 s")
        #expect(first.contains("hop  ("), "\(first.debugDescription)")
        #expect(first.contains("  curve   ") && first.contains("  linear  "))
        try shell.expect("\r\u{1B}[4A")
        let end = try shell.expect("0.30 s of 0.30 s")
        #expect(end.contains("hop  (100,0)"), "the final frame holds the final value: \(end.debugDescription)")
        #expect(end.contains("done  progress 1.000"))
        let rest = try shell.expect("curves> ")
        #expect(rest.contains(Self.showCursor), "the cursor is shown again: \(rest.debugDescription)")
        #expect(!rest.contains("stopped"))
        for line in (first + end).components(separatedBy: "\r\n") where line.contains("curve   ") {
            let visible = line.replacingOccurrences(of: "\u{1B}[2K", with: "").replacingOccurrences(of: "\r\u{1B}[4A", with: "")
            #expect(visible.count <= 79, "drawn to the width: \(visible.debugDescription)")
        }

        // The shell goes on as before.
        try shell.send("show hop\r")
        try shell.expect("anim hop position (0,0) (100,0) duration=0.3 curve=back-out")
        try shell.expect("curves> ")
    }

    @Test func ctrlCStopsALongPlayAndTheSessionIsUnchanged() throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("anim long opacity 0 1 duration=600 curve=ease-in-out\r")
        try shell.expect("curves> ")
        try shell.send("play long ease speed=0.5\r")
        try shell.expect(Self.hideCursor)
        try shell.expect(" s of 600.00 s at speed 0.5")
        try shell.send("\u{03}")
        try shell.expect(Self.showCursor)
        try shell.expect("stopped at ")
        try shell.expect(" s of 600.00 s")
        try shell.expect("curves> ")

        // The line editor works (Tab completion, history) and the session is as it was.
        try shell.send("sho\t")
        try shell.expect("show ")
        try shell.send("long\r")
        try shell.expect("anim long opacity 0 1 duration=600 curve=ease-in-out")
        try shell.expect("curves> ")
        try shell.send("\u{10}\r")  // Ctrl-P: the previous line again
        try shell.expect("anim long opacity 0 1 duration=600 curve=ease-in-out")
        try shell.expect("curves> ")
        try shell.send("eval ease-in-out 0.5\r")
        try shell.expect("0.5")
        try shell.expect("curves> ")
        #expect(try shell.leaveDiscardingChanges() == 0)
    }

    /// A paste of several lines runs them one by one; a Ctrl-C that stops `play` among them
    /// drops the lines after it, as it would stop a command that polls for Ctrl-C.
    @Test func ctrlCDuringPlayDropsTheRestOfAPaste() throws {
        let sandbox = try ShellTests.Sandbox(bracketedPaste: true)
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("\u{1B}[200~anim long opacity 0 1 duration=600 curve=ease-in-out\rplay long\rpasted = ease\u{1B}[201~\r")
        try shell.expect(Self.hideCursor)
        try shell.expect(" s of 600.00 s")
        try shell.send("\u{03}")
        try shell.expect("stopped at ")
        try shell.expect("curves> ")
        try shell.send("list\r")
        let listing = try shell.expect("curves> ")
        #expect(listing.contains("long"), "the lines before play ran: \(listing.debugDescription)")
        #expect(!listing.contains("pasted"), "the line after play did not: \(listing.debugDescription)")
        #expect(try shell.leaveDiscardingChanges() == 0)
    }

    /// tapharmonic/Core-Animation-Demos Classes/CoreAnimation/PulseViewController.m
    /// @ 77106cd117b1ca8ae5bed6f6f98c8beb09646d2f: an animation and the statements that set its
    /// timing, pasted into the shell at once. The rest of a bracketed paste is there already, so
    /// its later statements go with the paste, as in a script; a shell line pasted after them runs
    /// on its own. Before, each statement ran as a command of its own and failed.
    @Test func aPastedAnimationTakesItsLaterStatements() throws {
        let sandbox = try ShellTests.Sandbox(bracketedPaste: true)
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        let lines = [
            "a = uikit CABasicAnimation *throb = [CABasicAnimation animationWithKeyPath:@\"transform\"];",
            "\tthrob.duration = 0.35;",
            "\tthrob.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];",
            "\t[icon addAnimation:throb forKey:@\"throb\"];",
            "list",
        ]
        try shell.send("\u{1B}[200~" + lines.joined(separator: "\r") + "\u{1B}[201~\r")
        let output = try shell.expect("curves> ")
        #expect(output.contains("a = bezier 0.42 0 0.58 1"), "\(output.debugDescription)")
        #expect(!output.contains("error"), "\(output.debugDescription)")
        #expect(try shell.leaveDiscardingChanges() == 0)
    }

    /// The lines of frames in `output` that draw a track row, without escape sequences.
    static func trackRows(_ output: String) -> [String] {
        output.components(separatedBy: "\r\n").map { line in
            var plain = "", escaping = false
            for character in line {
                if character == "\u{1B}" {
                    escaping = true
                } else if escaping {
                    if character.isLetter { escaping = false }
                } else if character != "\r" {
                    plain.append(character)
                }
            }
            return plain
        }.filter { $0.hasPrefix("  curve   ") || $0.hasPrefix("  linear  ") }
    }

    @Test func thePlayerFollowsTheWidthAndLeavesOutTracksTheHeightHasNoRoomFor() throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.resize(columns: 50, rows: 10)
        try shell.expect("curves> ")
        try shell.send("anim long opacity 0 1 duration=600 curve=linear\r")
        try shell.expect("curves> ")
        // Three tracks need 10 lines and a row for the cursor: only two fit in 10 rows.
        try shell.send("play long ease long\r")
        // The notice wraps within the 50 columns.
        #expect(
            try shell.expect("playing the first 2").unwrapped.contains("the terminal has room for 2 of the 3 tracks; playing the first 2"))
        let narrow = try shell.expect(" s of 600.00 s")
        let narrowRows = Self.trackRows(narrow)
        #expect(narrowRows.count == 4, "two tracks of two rows: \(narrow.debugDescription)")
        #expect(narrowRows.allSatisfy { $0.count == 49 }, "\(narrowRows)")

        try shell.resize(columns: 70, rows: 10)
        // Frames drawn after the resize are 69 columns wide.
        var wide: [String] = []
        for _ in 0..<200 where !wide.contains(where: { $0.count == 69 }) {
            wide = Self.trackRows(try shell.expect(" s of 600.00 s"))
        }
        #expect(wide.contains { $0.count == 69 }, "\(wide)")
        try shell.send("\u{03}")
        try shell.expect("stopped at ")
        try shell.expect("curves> ")
    }

    @Test func sigtermDuringPlayShowsTheCursorAndEndsTheShell() throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("play ease speed=0.01\r")
        try shell.expect(Self.hideCursor)
        try shell.expect(" s of 1.00 s at speed 0.01")
        kill(shell.pid, SIGTERM)
        #expect(shell.waitForExit() == 128 + SIGTERM)
        #expect(shell.pending(quiet: 0.1).contains(Self.showCursor))
    }

    @Test func aTerminalThatCannotRedrawGetsTheFramesAndTheReason() throws {
        let sandbox = try ShellTests.Sandbox()
        sandbox.environment["TERM"] = "dumb"
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("play ease\r")
        try shell.expect("play cannot animate here (TERM=dumb cannot redraw in place); the frames instead:")
        let table = try shell.expect("curves> ")
        #expect(table.contains("60  1.000000  1.000000"))
        #expect(!table.contains(Self.hideCursor))
    }

    @Test func jsonInTheShellGivesTheFramesAsData() throws {
        let sandbox = try ShellTests.Sandbox()
        let path = try #require(CurvesBinary.path)
        let shell = try TerminalSession(executable: path, arguments: ["--json"], environment: sandbox.environment)
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("play ease\r")
        try shell.expect(#""animated":false,"reason":"--json prints data, not motion""#)
        try shell.expect("curves> ")
    }

    @Test func scriptsAndPipesGetTheFrameTableAndSayWhy() throws {
        let result = try CurvesBinary.run(["-e", "anim fade opacity 0 1 duration=0.05 curve=linear fps=20", "-e", "play fade ease-in"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                play cannot animate here (commands from a script, -e or a pipe are not animated); the frames instead:
                fade: opacity 0 → 1 in 0.05 s, linear, 20 fps
                frame      time  progress  value
                    0  0.000000  0.000000  0
                    1  0.050000  1.000000  1
                ease-in: x from 0 to 1 in 1 s, 60 fps
                """), "\(result.stdout)")
        #expect(!result.stdout.contains("\u{1B}"))

        let piped = try CurvesBinary.run(["-"], input: "play ease\n")
        #expect(piped.stdout.hasPrefix("play cannot animate here (commands from a script, -e or a pipe are not animated)"))

        let json = try CurvesBinary.run(["--json", "-e", "play ease"])
        let object = try jsonObject(try #require(json.lines.first))
        #expect(object["command"] as? String == "play")
        #expect(object["animated"] as? Bool == false)
        #expect(object["reason"] as? String == "--json prints data, not motion")
        let tracks = try #require(object["tracks"] as? [[String: Any]])
        #expect((tracks.first?["frames"] as? [[Double]])?.count == 61)
    }
}
