import Foundation
import Testing

@testable import Workbench

/// The example sessions of the README and of docs/reference.md are what curves prints (issue 33:
/// `fit elastic-out family=all`'s figures had gone stale): every block of `curves> ` lines is run
/// in a fresh session, 80 columns wide, and its output compared line by line. A block that needs what a
/// test session has not (a recording on disk, a terminal, a browser) is listed below with why;
/// every other block, a new one included, is checked.
@Suite("The example sessions of the README and the reference are true")
struct ReadmeTranscriptTests {
    /// A block's first command, and why it is not run here.
    static let notRun: [String: String] = [
        "curves> x = bezier 0.1 0.2 abc 0.4": "shows the shell's caret under the wrong word (checked by the end-to-end tests)",
        "curves> drop = bounce-out": "imports motion.csv and slide.csv, recordings not in the repository",
        "curves> slide = import slide.csv": "imports a recording not in the repository",
        "curves> slide = import slide.mp4": "imports a video not in the repository (ImportVideoTests make theirs)",
        "curves> pop = bezier 0.3 0.1 0.2 1": "serves the live page and drags in a browser",
        "curves> anim slide position (150,32) (300,32) duration=0.5 curve=back-out": "plays on a terminal",
        "curves> b = flutter Curves.easeOutBack": "shows a paste's collision note at the shell's width",
        "curves> preview ease bounce-out html=preview.html": "goes on with a command of the system's shell",
    ]

    /// The blocks of consecutive lines that start with `curves> ` and the lines after them, in the
    /// README and then in the reference.
    static var blocks: [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        let text = ReadmeTests.readme + "\n" + ReadmeTests.reference
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let block = current, block.first?.hasPrefix("curves> ") == true { blocks.append(block) }
                current = current == nil ? [] : nil
                continue
            }
            current?.append(line)
        }
        return blocks
    }

    /// What a fresh session prints for the block's commands, in the README's form.
    static func run(_ block: [String]) -> [String] {
        var shell = Transcript(width: 80)
        let commands = block.filter { $0.hasPrefix("curves> ") && $0 != "curves>" }.map { String($0.dropFirst("curves> ".count)) }
        return shell.run(commands.joined(separator: "\n")).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("every example session not listed as needing more than a session prints what the README or the reference shows")
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
