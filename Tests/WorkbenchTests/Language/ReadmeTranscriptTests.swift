import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Workbench

/// The example sessions of the README and of docs/reference.md are what curves prints (issue 33:
/// `fit elastic-out family=all`'s figures had gone stale): every block of `curves> ` lines is run
/// in a fresh session, 80 columns wide, and its output compared line by line. A block that needs what a
/// test session has not (a recording on disk, a terminal, a browser) is listed in
/// ReadmeExamples.notRun with why; every other block, a new one included, is checked, here and
/// against the built binary (ReadmeBinaryTests).
@Suite("The example sessions of the README and the reference are true")
struct ReadmeTranscriptTests {
    /// A block's first command, and why it is not run here (shared with the end-to-end test).
    static var notRun: [String: String] { ReadmeExamples.notRun }

    static var blocks: [[String]] { ReadmeExamples.blocks }

    /// What a fresh session prints for the block's commands, in the README's form.
    static func run(_ block: [String]) -> [String] {
        var shell = Transcript(width: 80)
        let commands = ReadmeExamples.commands(block)
        return shell.run(commands.joined(separator: "\n")).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("every example session not listed as needing more than a session prints what the README or the reference shows", Thorough.only)
    func examplesAreTrue() {
        let blocks = Self.blocks
        #expect(blocks.count >= 10, "found \(blocks.count) example blocks")
        for block in blocks where Self.notRun[block[0]] == nil {
            let expected = block.filter { $0 != "curves>" }
            let actual = Self.run(block)
            // CURVES_README_BLOCKS=FILE writes what each block prints, to paste into the README.
            if let file = ProcessInfo.processInfo.environment["CURVES_README_BLOCKS"] {
                let entry = Data(("=== " + block[0] + "\n" + actual.joined(separator: "\n") + "\n").utf8)
                if let handle = FileHandle(forWritingAtPath: file) {
                    handle.seekToEndOfFile()
                    handle.write(entry)
                    try? handle.close()
                } else {
                    _ = FileManager.default.createFile(atPath: file, contents: entry)
                }
            }
            if actual != expected {
                let first =
                    (0..<min(expected.count, actual.count)).first { expected[$0] != actual[$0] } ?? min(expected.count, actual.count)
                Issue.record(
                    """
                    README or reference block starting \(block[0].debugDescription) differs at line \(first + 1):
                    README: \(first < expected.count ? expected[first] : "(ends)")
                    prints: \(first < actual.count ? actual[first] : "(ends)")
                    whole output:
                    \(actual.joined(separator: "\n"))
                    """)
            }
        }
    }

    @Test("every block the test does not run still exists: the list names real blocks")
    func theListIsCurrent() {
        let firsts = Set(Self.blocks.map { $0[0] })
        for first in Self.notRun.keys { #expect(firsts.contains(first), "no README or reference block starts \(first.debugDescription)") }
    }
}
