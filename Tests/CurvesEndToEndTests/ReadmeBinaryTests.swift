import Foundation
import TestExpectations
import TestSupport
import Testing

/// The README's and the reference's example sessions are what the built binary prints, not only
/// what the library prints in the test process (issue 33: the `fit elastic-out family=all`
/// figures had gone stale; a release build may differ in last digits, PITFALLS.md). Each block
/// that ReadmeExamples runs is fed to `curves --keep-going -` at 80 columns in a directory of its
/// own, and every printed line compared with the README's, blank lines aside. Run against the
/// release build with CURVES_BINARY=.build/release/curves.
@Suite("The README's examples are what the binary prints")
struct ReadmeBinaryTests {
    @Test("every example session the README and the reference show is what the built binary prints", Thorough.only)
    func examplesAreTheBinarys() throws {
        let blocks = ReadmeExamples.runnable
        #expect(blocks.count >= 5, "found \(blocks.count) example blocks to run")
        let binary = try #require(CurvesBinary.path)
        for block in blocks {
            let scratch = try TemporaryDirectory()
            let script = ReadmeExamples.commands(block).joined(separator: "\n") + "\n"
            let result = try CurvesBinary.run(
                ["-c", "cd \"$1\" && exec \"$0\" --keep-going - 2>&1", binary, scratch.url.path], input: script,
                environment: ["COLUMNS": "80", "NO_COLOR": "1"], timeout: 120, shell: true)
            let printed = result.stdout.split(separator: "\n").map(String.init)
            let shown = block.filter { !$0.hasPrefix("curves>") && !$0.isEmpty }
            #expect(!result.timedOut, "\(block[0])")
            if printed != shown {
                let first = (0..<min(printed.count, shown.count)).first { printed[$0] != shown[$0] } ?? min(printed.count, shown.count)
                Issue.record(
                    """
                    \(block[0]) differs at printed line \(first + 1):
                    README: \(first < shown.count ? shown[first] : "(ends)")
                    binary: \(first < printed.count ? printed[first] : "(ends)")
                    """)
            }
        }
    }
}
