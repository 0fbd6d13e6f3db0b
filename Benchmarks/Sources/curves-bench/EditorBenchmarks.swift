import Foundation
import Workbench

#if canImport(Glibc)
import Glibc
#endif

/// `edit`: from a key press to the frame written, for a Bézier with a target (a 1,001-sample
/// comparison and a full redraw of an 80 × 24 screen each time), as the front end does it:
/// the bytes decoded, the move applied, the frame built and written in one write (to /dev/null).
enum EditorBenchmarks {
    static func keyToFrame(into report: inout Report, quick: Bool) {
        var interpreter = Interpreter(settings: Settings(colors: true, interactive: true), fileSystem: LocalFileSystem())
        interpreter.settings.playUnavailableReason = nil
        _ = interpreter.execute("c = bezier 0.25 0.1 0.25 1")
        _ = interpreter.execute("target c ease-in-out")
        guard var state = interpreter.execute("edit c").edit else {
            log("edit did not open an editor")
            return
        }
        let screen = EditorScreen(width: 80, height: 24, colors: true, ascii: false)
        let sink = open("/dev/null", O_WRONLY)
        defer { close(sink) }
        var input = EditorInput()
        // Right and left in turn, so the point stays near where it started.
        let keys = [Array("\u{1B}[C".utf8), Array("\u{1B}[D".utf8)]
        var press = 0
        let samples = measureCPU(warmUp: 20, repetitions: quick ? 50 : 400, perRun: 1e6) {
            for action in input.actions(from: keys[press % 2]) { _ = state.apply(action) }
            press += 1
            var frame = screen.frame(&state)
            frame.withUTF8 { bytes in _ = write(sink, bytes.baseAddress, bytes.count) }
        }
        report.add(
            "edit_key_to_frame_ms", "edit: key press to frame written, Bézier with a target (1,001 samples, 80 × 24)",
            samples.median, unit: "ms", target: "≤ 5 ms", limit: 5)
    }
}
