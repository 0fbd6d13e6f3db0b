import Foundation
import Testing

/// Heavy numeric sweeps (an independent brute-force search run live, say) that check the same
/// logic as cheaper tests beside them, at many times their cost in an unoptimised debug build.
/// `swift test` skips them, or runs a property on fewer inputs; `CURVES_THOROUGH_TESTS=1` runs
/// them whole, and .ci/run does.
public enum Thorough {
    public static let variable = "CURVES_THOROUGH_TESTS"
    public static var isOn: Bool { ProcessInfo.processInfo.environment[variable].map { !$0.isEmpty && $0 != "0" } ?? false }

    /// The trait of such a test.
    public static var only: ConditionTrait {
        .enabled(if: isOn, "a heavy numeric sweep: run it with \(variable)=1 (.ci/run does)")
    }

    /// How many inputs a property draws: `quick` in `swift test`, `thorough` with
    /// CURVES_THOROUGH_TESTS=1 (.ci/run).
    public static func count(_ quick: Int, thorough: Int) -> Int { isOn ? thorough : quick }
}
