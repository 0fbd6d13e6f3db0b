import Foundation
import TestSupport
import Testing

/// After one Ctrl-D that only warns about unsaved changes, the shell answers as before: no
/// blank line before each reply (readline left its end-of-input flag set; issue 33). Bracketed
/// paste is on, as readline 8 has it by default.
@Suite("Ctrl-D's warning leaves the shell as it was", .tags(.binary, .terminal))
struct EndOfInputWarningTests {
    /// What the shell wrote between the command's line and the next prompt, without the
    /// bracketed-paste switches.
    static func reply(_ shell: TerminalSession, to command: String) throws -> String {
        try shell.send(command + "\r")
        let output = try shell.expect("curves> ")
        let plain = output.replacingOccurrences(of: "\u{1B}[?2004h", with: "").replacingOccurrences(of: "\u{1B}[?2004l", with: "")
            .replacingOccurrences(of: "\r", with: "")
        let afterEcho = plain.range(of: command + "\n").map { String(plain[$0.upperBound...]) } ?? plain
        return afterEcho
    }

    @Test func repliesAfterTheWarningStartWithTheirText() throws {
        let sandbox = try ShellTests.Sandbox(bracketedPaste: true)
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        let before = try Self.reply(shell, to: "tick = bezier 1 0 0.75 1")
        #expect(before.hasPrefix("tick = bezier 1 0 0.75 1"), "\(before.debugDescription)")
        try shell.send("\u{04}")
        try shell.expect("unsaved changes")
        try shell.expect("curves> ")
        for _ in 0..<2 {
            let after = try Self.reply(shell, to: "eval tick 0.5")
            #expect(!after.hasPrefix("\n"), "no blank line before the reply: \(after.debugDescription)")
            #expect(after.hasPrefix("x"), "\(after.debugDescription)")
        }
        try shell.send("quit\r")
        try shell.expect("unsaved changes")
        try shell.send("quit\r")
        #expect(shell.waitForExit() == 0)
    }
}
