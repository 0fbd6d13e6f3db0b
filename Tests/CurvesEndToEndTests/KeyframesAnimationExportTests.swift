import Foundation
import Testing

/// The built binary exports a raw-value keyframes animation with its real values.
@Suite("Keyframes animation export, end to end", .tags(.binary))
struct KeyframesAnimationExportTests {
    @Test("curves -e … -e 'export drop swift': key values 32 … 268 and setValue 268")
    func exportDropSwift() throws {
        let result = try CurvesBinary.run([
            "-e",
            "ball = keyframes 0:32 ease-in 0.3:268 ease-out 0.5:140 ease-in 0.7:268 ease-out 0.8:220 ease-in 0.9:268 ease-out 0.95:250 ease-in 1:268",
            "-e", "anim drop position.y duration=1 keyframes=ball",
            "-e", "export drop swift",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("drop: position.y 32 → 268 in 1 s, keyframes ball, 60 fps"))
        #expect(result.stdout.contains("let drop = CAKeyframeAnimation(keyPath: \"position.y\")"))
        #expect(result.stdout.contains("drop.keyTimes = [0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1]"))
        #expect(result.stdout.contains("// layer.setValue(268.0, forKeyPath: \"position.y\")"))
        #expect(!result.stdout.contains("setValue(1.0"))
    }
}
