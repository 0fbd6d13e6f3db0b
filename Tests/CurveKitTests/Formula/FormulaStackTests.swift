import Foundation
import Testing

@testable import CurveKit

/// The parser recurses once per nesting level, so the nesting limit is also a stack budget.
/// These run the deepest formulas allowed on a thread with a small stack: a debug build needs
/// under 512 KiB for them (a release build about a third of that); the test allows 1 MiB.
@Suite("Formula stack use")
struct FormulaStackTests {
    /// Parses `text` on a new thread with a `kibibytes` KiB stack; true when it parsed. A stack
    /// overflow would crash the test process.
    private func parsesOnSmallStack(_ text: String, kibibytes: Int) -> Bool {
        final class Result: @unchecked Sendable {
            var parsed = false
        }
        let result = Result()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.parsed = (try? Formula(parsing: text, maximumLength: .max, maximumNestingDepth: 256)) != nil
            finished.signal()
        }
        thread.stackSize = kibibytes * 1024
        thread.start()
        finished.wait()
        return result.parsed
    }

    private static func nested(_ open: String, _ close: String, depth: Int) -> String {
        String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth)
    }

    /// Each repetition opens a parenthesis or call inside every binary level at once, the
    /// most frames a level can take; `levels` is how many nesting levels a repetition counts.
    static let worstCases = [
        ("parentheses", "x < x + x * x^(", ") ? 1 : 0", 2),
        ("calls", "x < x + x * x^sin(", ") ? 1 : 0", 2),
        ("conditionals", "x < 1 ? (", ") : 0", 2),
        ("negations", "-", "", 1),
    ]

    @Test("the deepest nesting allowed parses with a 1 MiB stack", arguments: worstCases)
    func deepestAllowed(_ kind: String, _ open: String, _ close: String, _ levels: Int) {
        let depth = Formula.maximumNestingDepth / levels
        #expect(parsesOnSmallStack(Self.nested(open, close, depth: depth), kibibytes: 1024))
        #expect(!parsesOnSmallStack(Self.nested(open, close, depth: depth + 1), kibibytes: 1024))
    }

    @Test("nesting 10,000 deep fails cleanly with a 1 MiB stack", arguments: worstCases)
    func tenThousandDeep(_ kind: String, _ open: String, _ close: String, _ levels: Int) {
        #expect(!parsesOnSmallStack(Self.nested(open, close, depth: 10_000), kibibytes: 1024))
    }
}
