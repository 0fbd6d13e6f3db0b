import Testing

@testable import Workbench

/// Tab completion offers, at each position, what the command takes there (issue 15, item 8).
@Suite("tab completion")
struct CompletionTests {
    static func shell() -> Transcript {
        var shell = Transcript()
        _ = shell.reply("tick = bezier 1 0 0.75 1")
        _ = shell.reply("ball = keyframes 0:0 ease-in 0.5:1 ease-out 1:1")
        _ = shell.reply("anim slide opacity 0 1 duration=1 curve=tick")
        return shell
    }

    /// The words offered for the last word of `line` (readline breaks words at spaces and '=').
    static func offered(_ line: String, in shell: Transcript) -> Completions {
        let breaks: Set<Character> = [" ", "="]
        let start = line.lastIndex(where: { breaks.contains($0) }).map { line.distance(from: line.startIndex, to: $0) + 1 } ?? 0
        return shell.interpreter.completions(line: line, wordStart: start)
    }

    @Test(
        "Penner's names, whole and by prefix",
        arguments: [
            ("plot elas", ["elastic-in", "elastic-out", "elastic-in-out"]),
            ("show bounce-o", ["bounce-out"]),
            ("x = bounce-i", ["bounce-in", "bounce-in-out"]),
        ])
    func pennerNames(line: String, expected: [String]) {
        #expect(Self.offered(line, in: Self.shell()) == .words(expected))
    }

    @Test(
        "each command's positions",
        arguments: [
            ("fit bou", ["bounce-in", "bounce-out", "bounce-in-out"]),
            ("fit bounce-out s", ["samples=", "segments=", "smooth"]),
            ("linear tick t", ["tolerance="]),
            ("target ti", ["tick"]),
            ("target tick no", ["none"]),
            ("export sl", ["slide"]),
            // In the registry's order: swift is listed with UIKit, after swiftui.
            ("export tick s", ["swiftui", "swift"]),
            ("preview sl", ["slide"]),
            ("play sl", ["slide"]),
            ("frames s", ["slide"]),
            ("delete sl", ["slide"]),
            ("anim drop opacity d", ["duration=", "delay="]),
            ("anim drop opacity 0 1 curve=ti", ["tick"]),
            ("anim drop position.y keyframes=", ["ball"]),
            ("sample tick 4 f", ["from="]),
            ("compare tick ease s", ["samples="]),
            ("recover d", ["discard"]),
            ("x = bez", ["bezier"]),
        ])
    func positions(line: String, expected: [String]) {
        #expect(Self.offered(line, in: Self.shell()) == .words(expected), "\(line)")
    }

    @Test("files where a command takes a file")
    func files() {
        let shell = Self.shell()
        for line in ["save ", "load s", "replay ", "diff a.json ", "plot tick svg=", "preview tick html=", "x = import "] {
            #expect(Self.offered(line, in: shell) == .files, "\(line)")
        }
    }
}
