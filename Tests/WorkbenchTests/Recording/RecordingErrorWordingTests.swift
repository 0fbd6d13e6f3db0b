import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

// CurveKit's `RecordingError` carries the values; the shell words them with `import`'s options
// (`columns=TIME,VALUE`, `fps=`, `start=`, `end=`). The messages below are the ones users saw
// before the wording moved out of CurveKit, written out in full.
@Suite("The shell words a recording's errors")
struct RecordingErrorWordingTests {
    /// Frames 16 ms apart: `value(frame)` for frames 0 ..< `frames`, under the header `header`.
    static func csv(_ header: String = "t,left", frames: Int = 45, _ value: (Int) -> Double) -> String {
        header + "\n" + (0..<frames).map { "\($0 * 16),\(TextFormat.shortest(value($0)))" }.joined(separator: "\n") + "\n"
    }

    /// 100 still for 10 frames, 15 a frame up to 400, then still.
    static let move = csv { frame in min(max(100 + 15 * Double(frame - 10), 100), 400) }

    static let files = [
        "rec.csv": move,
        "frames.csv": move.replacingOccurrences(of: "t,left", with: "frame,left"),
        "four.csv": "a,b,c,d\n" + (0..<45).map { "\($0),1,2,3" }.joined(separator: "\n") + "\n",
        "wide.csv": "t,opacity,left,top\n" + (0..<45).map { "\($0 * 16),1,2,3" }.joined(separator: "\n") + "\n",
        "back.csv": csv(frames: 120) { frame in frame < 10 ? 100 : frame < 40 ? 400 : 100 },
        "twice.csv": csv(frames: 120) { frame in
            frame < 10
                ? 100 : frame < 20 ? 100 + 15 * Double(frame - 10) : frame < 60 ? 250 : frame < 70 ? 250 + 15 * Double(frame - 60) : 400
        },
    ]

    @Test(
        "each import that the recording refuses gets the shell's message",
        arguments: [
            ("r = import rec.csv columns=1,5", "cannot import rec.csv: there is no column 5: the recording has 2"),
            ("r = import rec.csv columns=t,width", "cannot import rec.csv: there is no column 'width'; the columns are t, left"),
            (
                "r = import rec.csv columns=left",
                "cannot import rec.csv: one column is values only: give fps= for the frame rate, or name a time column first"
            ),
            (
                "r = import four.csv",
                "cannot import four.csv: cannot tell which of the 4 columns (a, b, c, d) are time and value: give columns=TIME,VALUE or columns=TIME,X,Y"
            ),
            (
                "r = import wide.csv",
                "cannot import wide.csv: cannot tell which of the columns t, opacity, left, top is the value: give columns=TIME,VALUE or columns=TIME,X,Y"
            ),
            ("r = import rec.csv columns=t,t", "cannot import rec.csv: columns= names a column twice"),
            (
                "r = import frames.csv recording",
                "cannot import frames.csv: the time column 'frame' counts frames: give fps= for the frame rate"
            ),
            (
                "r = import rec.csv start=500 end=100",
                "cannot import rec.csv: start= must come before end= (got start=500 and end=100, in ms)"
            ),
            (
                "r = import rec.csv start=-4",
                "cannot import rec.csv: start=-4 is outside the recording: start= takes a time in ms from 0 to 704, its first and last frames"
            ),
            (
                "r = import rec.csv start=100 end=900",
                "cannot import rec.csv: end=900 is outside the recording: end= takes a time in ms from 0 to 704, its first and last frames"
            ),
            (
                "r = import rec.csv start=800",
                "cannot import rec.csv: start=800 is outside the recording: start= takes a time in ms from 0 to 704, its first and last frames"
            ),
            (
                "r = import rec.csv start=100 end=101",
                "cannot import rec.csv: start=100 and end=101 (ms) are nearest the same frame, at 96 ms: leave at least one frame between them"
            ),
            (
                "r = import rec.csv start=600",
                "cannot import rec.csv: no motion after start=600: the frames from 592 to 704 ms stay within 0 of 400; give start= before the motion begins"
            ),
            (
                "r = import rec.csv end=100",
                "cannot import rec.csv: no motion before end=100: the frames from 0 to 96 ms stay within 0 of 100; give end= after the motion ends"
            ),
            (
                "r = import frames.csv fps=60 start=800",
                "cannot import frames.csv: start=800 is outside the recording: start= takes a time in frames from 0 to 704, its first and last frames"
            ),
            (
                "r = import back.csv recording",
                "cannot import back.csv: no single motion: it ends where it started (100) after moving to 400 at 160 ms; record one move, or give start= and end="
            ),
            (
                "r = import twice.csv recording",
                "cannot import twice.csv: no single motion: it rests at 250 (50 % of the way) from 320 to 528 ms between two moves; import one move with start= and end="
            ),
            (
                "r = import back.csv",
                "cannot import back.csv: as a recording: no single motion: it ends where it started (100) after moving to 400 at 160 ms; record one move, or give start= and end=. As a t, y table: t runs from 0 to 1904, not from 0 to 1; add normalize to scale it"
            ),
        ])
    func importRefusals(line: String, message: String) {
        var shell = Transcript(files: Self.files)
        let (error, unchanged) = shell.refusal(line)
        #expect(error == message)
        #expect(unchanged)
    }

    @Test(
        "the errors import's options keep from CurveKit are worded alike",
        arguments: [
            (
                RecordingError.columnsGiven(4),
                "columns= takes a time column and one or two value columns (TIME,VALUE or TIME,X,Y), or one value column with fps="
            ),
            (.valuesOnlyFound, "one column is values only: give fps= for the frame rate, or add a time column"),
            (.frameRate(0), "fps= must be a positive number of frames per second"),
            (.noTimeColumn, "without a time column, give fps="),
            (
                .unclearColumns(names: [], count: 5),
                "cannot tell which of the 5 columns (numbered 1 to 5) are time and value: give columns=TIME,VALUE or columns=TIME,X,Y"
            ),
            (
                .restsBetweenMoves(value: 0.5, percent: 40, from: 12, to: 30, unit: .frames(60)),
                "no single motion: it rests at 0.5 (40 % of the way) from 12 to 30 frames between two moves; import one move with start= and end="
            ),
        ])
    func calls(reason: RecordingError, message: String) {
        #expect(CurveError.recording(reason).wording == message)
        #expect(CurveError.recording(reason).member == nil)
    }

    @Test("CurveKit's own text for a recording names no option of the shell")
    func curveKitText() {
        #expect(
            CurveError.recording(.timeCountsFrames(column: "frame")).message
                == "the time column 'frame' counts frames: give the frame rate")
        #expect(
            CurveError.recording(.startNotBeforeEnd(start: 500, end: 100, unit: .milliseconds)).message
                == "the start (500 ms) must come before the end (100 ms)")
    }
}
