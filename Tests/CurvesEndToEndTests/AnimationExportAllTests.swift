import Foundation
import Testing
import Workbench

/// The built binary, fed a script, exports an animation to every platform.
@Suite("Animation export to every platform, end to end", .tags(.binary))
struct AnimationExportAllTests {
    static let script = """
        anim slide position (150,32) (300,32) duration=0.5 curve=ease-out delay=0.1 repeat=3 autoreverse
        export slide all
        export slide compose

        """

    @Test("a script's export ANIM all: one row per platform, exact where the platform has ease-out")
    func table() throws {
        let result = try CurvesBinary.run([], input: Self.script)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        // Every registered platform but Material writes ease-out exactly (a new platform is counted without editing this test).
        let platforms = Platform.allCases.count
        #expect(
            result.stdout.contains("slide on every platform: exact on \(platforms - 1) of \(platforms) (max error in progress 0…1)"),
            "\(result.stdout)")
        for platform in ["css", "swiftui", "uikit", "compose", "android", "flutter", "motion", "gsap", "lottie"] {
            #expect(result.lines.contains { $0.hasPrefix("  \(platform) ") && $0.contains(" exact ") }, "\(platform)\n\(result.stdout)")
        }
        // Material has no token for ease-out: the nearest, with its error.
        #expect(result.lines.contains { $0.hasPrefix("  material ") && $0.contains(" approx ") })
        // 0.5 s and 0.1 s in Compose's milliseconds; 3 repeats forward and back are 6 iterations.
        #expect(
            result.stdout.contains(
                "val slideSpec = repeatable(iterations = 6, animation = tween<Float>(durationMillis = 500, easing = EaseOut), "
                    + "repeatMode = RepeatMode.Reverse, initialStartOffset = StartOffset(100))"))
    }

    @Test("--json: the rows with exact and max_error, and a single platform's exact and max_error")
    func json() throws {
        let result = try CurvesBinary.run(["--json"], input: Self.script)
        #expect(result.status == 0, "\(result.stderr)")
        try #require(result.lines.count == 3, "\(result.stdout)")
        let table = try JSONSerialization.jsonObject(with: Data(result.lines[1].utf8)) as? [String: Any]
        let rows = try #require(table?["platforms"] as? [[String: Any]])
        #expect(rows.count == Platform.allCases.count)
        #expect(rows.filter { $0["exact"] as? Bool == true }.count == Platform.allCases.count - 1)
        let single = try JSONSerialization.jsonObject(with: Data(result.lines[2].utf8)) as? [String: Any]
        #expect(single?["exact"] as? Bool == true)
        #expect(single?["max_error"] as? Double == 0)
    }
}
