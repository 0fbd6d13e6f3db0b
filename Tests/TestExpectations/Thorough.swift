import Foundation
import Testing

/// Heavy tests — numeric sweeps (an independent brute-force search run live, say), exported code
/// run in node, kotlinc, javac, swiftc, clang or Chromium, identify on the recorded sets — at many
/// times their cost in an unoptimised debug build. `swift test` skips them, or runs a property
/// on fewer inputs; `CURVES_THOROUGH_TESTS=1` runs them whole, and .ci/run does, optimised.
public enum Thorough {
    public static let variable = "CURVES_THOROUGH_TESTS"
    public static var isOn: Bool { ProcessInfo.processInfo.environment[variable].map { !$0.isEmpty && $0 != "0" } ?? false }

    /// The trait of such a test.
    public static var only: ConditionTrait {
        .enabled(if: isOn, "a heavy test, for the optimised thorough run: run it with \(variable)=1 (.ci/run does)")
    }

    /// How many inputs a property draws: `quick` in `swift test`, `thorough` with
    /// CURVES_THOROUGH_TESTS=1 (.ci/run).
    public static func count(_ quick: Int, thorough: Int) -> Int { isOn ? thorough : quick }

    /// A parameterised test's arguments: every `stride`-th of `inputs` (the first, then each
    /// stride-th after it) in `swift test`, all of them with CURVES_THOROUGH_TESTS=1 (.ci/run).
    /// For a grid such as platforms × definitions, a stride coprime with the row length gives
    /// every row and every column some of its cells.
    public static func subset<Input>(_ inputs: [Input], every stride: Int) -> [Input] {
        isOn ? inputs : inputs.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
    }
}
