import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// `NAME = import FILE` with recorded frames: formats, what it reports, what it refuses.
@Suite("import reads recorded motions")
struct ImportRecordingTests {
    /// 100 px still for 10 frames at 60 fps, then smoothstep (3p² − 2p³) to 400 px over 20 frames, then still.
    static func position(_ frame: Int) -> Double {
        let p = min(max(Double(frame - 10) / 20, 0), 1)
        return (100 + 300 * p * p * (3 - 2 * p)).rounded()
    }

    static let csv =
        "# recorded in a browser\ntime (ms),left\n"
        + (0..<45).map { "\(TextFormat.shortest(Double($0) * 1000 / 60)),\(Int(position($0)))" }.joined(separator: "\n") + "\n"

    @Test("a recording reports the motion it found, and the curve is its progress over [0, 1]")
    func reportsTheMotion() {
        var shell = Transcript(files: ["rec.csv": Self.csv], width: 1000)
        let reply = shell.reply("r = import rec.csv")
        #expect(reply.error == nil)
        #expect(
            reply.text.hasSuffix(
                "\n  motion from 166.7 ms to 500 ms (333.3 ms), 100 → 400, 21 frames 16.7 ms apart, noise 0.289 (0.096 % of the move)"),
            "\(reply.text)")
        // Progress at the middle frame (20): smoothstep(0.5) = 0.5, 250 px of 100 → 400.
        guard case .array(let points)? = shell.reply("eval r 0.5").json["points"], case .array(let point) = points[0],
            case .number(let y) = point[1]
        else {
            Issue.record("no point")
            return
        }
        expectClose(y, 0.5, absolute: 1e-12)
    }

    @Test("JSON arrays of rows, of objects and of values (with fps=) read alike")
    func jsonFormats() {
        let rows =
            "[" + (0..<45).map { "[\(TextFormat.shortest(Double($0) * 1000 / 60)), \(Int(Self.position($0)))]" }.joined(separator: ", ")
            + "]"
        let objects =
            "["
            + (0..<45).map { "{\"ms\": \(TextFormat.shortest(Double($0) * 1000 / 60)), \"x\": \(Int(Self.position($0)))}" }.joined(
                separator: ", ") + "]"
        let values = "[" + (0..<45).map { "\(Int(Self.position($0)))" }.joined(separator: ", ") + "]"
        var shell = Transcript(files: ["rec.csv": Self.csv, "rows.json": rows, "objects.json": objects, "values.json": values])
        _ = shell.reply("r = import rec.csv")
        let expected = shell.interpreter.session.curve(named: "r")!.curve
        for line in ["a = import rows.json", "b = import objects.json", "c = import values.json fps=60"] {
            #expect(shell.reply(line).error == nil, "\(line)")
        }
        for name in ["a", "b", "c"] {
            guard case .data(let data) = shell.interpreter.session.curve(named: name)!.curve, case .data(let reference) = expected else {
                Issue.record("\(name) is not data")
                continue
            }
            #expect(data.values == reference.values, "\(name)")
            #expect(zip(data.times, reference.times).allSatisfy { isClose($0, $1, absolute: 1e-12) }, "\(name)")
        }
        #expect(
            shell.reply("d = import values.json").error
                == "cannot import values.json: one column is values only: give fps= for the frame rate, or add a time column")
    }

    @Test("x and y of a moving point are the distance along its path; columns= picks them")
    func pointColumns() {
        let csv =
            "t,opacity,x,y\n"
            + (0..<45).map { frame in
                let p = (Self.position(frame) - 100) / 300
                return "\(TextFormat.shortest(Double(frame) / 60)),1,\(TextFormat.shortest(300 * p)),\(TextFormat.shortest(400 * p))"
            }.joined(separator: "\n")
        var shell = Transcript(files: ["point.csv": csv])
        let reply = shell.reply("p = import point.csv columns=t,x,y")
        #expect(reply.error == nil)
        #expect(reply.text.contains("0 → 500"), "\(reply.text)")
        // Named x and y are found without columns=.
        _ = shell.reply("q = import point.csv")
        #expect(shell.interpreter.session.curve(named: "q")?.curve == shell.interpreter.session.curve(named: "p")?.curve)
        let unnamed = csv.replacingOccurrences(of: "t,opacity,x,y", with: "t,opacity,left,top")
        var other = Transcript(files: ["point.csv": unnamed])
        #expect(
            other.reply("q = import point.csv").error?.hasPrefix(
                "cannot import point.csv: cannot tell which of the columns t, opacity, left, top is the value") == true)
    }

    @Test("a recording without one motion is refused, and the session is unchanged")
    func refusals() {
        let still = "t,left\n" + (0..<30).map { "\($0 * 16),100" }.joined(separator: "\n")
        var shell = Transcript(files: ["still.csv": still, "rec.csv": Self.csv])
        let (error, unchanged) = shell.refusal("s = import still.csv")
        #expect(
            error
                == "cannot import still.csv: as a recording: no motion: every frame is within 0 of 100 (noise 0.2887). As a t, y table: t runs from 0 to 464, not from 0 to 1; add normalize to scale it"
        )
        #expect(unchanged)
        #expect(
            shell.refusal("s = import rec.csv normalize fps=60").error
                == "normalize applies to a t, y table; a recording is normalised by its own start and end (leave out normalize)")
        var headerOnly = Transcript(files: ["header.csv": "t,y\n"])
        #expect(headerOnly.refusal("h = import header.csv").error == "cannot import header.csv: header.csv has no rows of numbers")
        #expect(shell.refusal("s = import rec.csv fps=0").error == "fps must lie in [1, 10000] (got 0)")
    }

    @Test("a t, y table from 0 to 1 loads as before; recording reads it as frames")
    func plainTables() {
        let table = "t,y\n0,0\n0.5,0.8\n1,1\n"
        var shell = Transcript(files: ["data.csv": table, "rec.csv": Self.csv])
        #expect(shell.reply("d = import data.csv").error == nil)
        #expect(shell.reply("eval d 0.5").json["points"] == [.numbers([0.5, 0.8])])
        #expect(shell.reply("e = import data.csv recording").error?.hasPrefix("cannot import data.csv: the recording has 3 frames") == true)
    }

    @Test("a session with a recording saves and loads back equal")
    func saveAndLoad() throws {
        var shell = Transcript(files: ["rec.csv": Self.csv], width: 1000)
        _ = shell.reply("r = import rec.csv start=100 end=600")
        #expect(shell.reply("save s.json").error == nil)
        let saved = shell.interpreter.session
        #expect(shell.reply("load s.json").error == nil)
        #expect(shell.interpreter.session.curve(named: "r") == saved.curve(named: "r"))
        let json = try JSONValue(parsing: shell.files.text("s.json") ?? "")
        #expect(SessionSchemaTests.validator.problems(in: json) == [])
    }
}
