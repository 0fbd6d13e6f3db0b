import Foundation
import TestExpectations
import Testing
import Workbench

/// The binary users run is a release build (whole-module optimised); `swift test` runs this test
/// process as a debug build, unoptimised. CI runs these tests against both binaries
/// (CURVES_BINARY names the release one), so each stored result below is checked to be the same
/// bits in the optimised release binary as in this unoptimised process. (An optimised build once
/// rewrote pow(2, x) into exp2(x), which rounds differently: elastic-in's keyframe fit, and so
/// `--replay sessions/penner.json`, differed.)
@Suite("the same results in every build configuration", .tags(.binary))
struct BuildConfigurationTests {
    /// Fits, linear() and sampled curves of targets whose formulas call exp2, sin, exp and the
    /// Bézier solver: every number the session would store, to the last bit.
    static let scripts: [[String]] = [
        ["fit ease-in"],
        ["fit elastic-in segments=5"],
        ["fit expo-in-out"],
        ["fit back-out tolerance=1e-3"],
        ["linear bounce-out tolerance=1e-3"],
        ["linear elastic-out tolerance=1e-4"],
        ["wobble = second-order 0.3 20", "fit wobble"],
        ["boing = spring stiffness=170 damping=8", "fit boing segments=4"],
        ["frozen = sampled elastic-out 50", "show frozen"],
    ]

    /// Every script with CURVES_THOROUGH_TESTS=1 (.ci/run, against the release binary, where the
    /// comparison matters); every third in `swift test`, whose binary is unoptimised like this
    /// process.
    @Test(
        "every stored result of the binary equals the library's in this process, bit for bit",
        arguments: Thorough.subset(scripts, every: 3))
    func sameBits(script: [String]) throws {
        var interpreter = Interpreter()
        var expected = ""
        for line in script { expected = interpreter.execute(line).json.serialized }
        let result = try CurvesBinary.run(["--json"] + script.flatMap { ["-e", $0] })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.last == expected, "\(script)")
    }
}
