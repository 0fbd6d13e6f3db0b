import CurveKit
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// `NAME = path …`: SVG path data typed, shown, plotted, saved and loaded like every kind.
@Suite("path: cubic segments in SVG path data")
struct PathKindTests {
    /// Material 3's "emphasized" easing, as MDC-Android writes it (with spaces after commas).
    static let emphasized = "M 0,0 C 0.05, 0, 0.133333, 0.06, 0.166666, 0.4 C 0.208333, 0.82, 0.25, 1, 1, 1"

    @Test func materialsEmphasizedPathAsPasted() throws {
        var shell = Transcript()
        let reply = shell.reply("emph = path \(Self.emphasized)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.hasPrefix("emph = path M0,0 C0.05,0 0.133333,0.06 0.166666,0.4 C0.208333,0.82 0.25,1 1,1"))
        let curve = try #require(shell.interpreter.session.curve(named: "emph")).curve
        // Each segment against CubicBezier's solver on the segment mapped to the unit box.
        let first = try CubicBezier(x1: 0.05 / 0.166666, y1: 0, x2: 0.133333 / 0.166666, y2: 0.06 / 0.4)
        for index in 0...100 {
            let x = 0.166666 * Double(index) / 100
            expectClose(curve.value(at: x), 0.4 * first.reproducibleValue(at: x / 0.166666), absolute: 1e-12, "x = \(x)")
        }
        #expect(curve.value(at: 0.166666) == 0.4)
    }

    @Test func printsBackAndReadsBack() throws {
        for line in ["p = path \(Self.emphasized)", "q = path M0,0 L0.5,0 L0.5,1 L1,1", "r = path M0,0.1 C0.3,0 0.2,1 1,0.9 L1,1"] {
            let command = try #require(try Parser.parse(line))
            #expect(try Parser.parse(command.description) == command, "\(line)")
        }
        var shell = Transcript()
        _ = shell.reply("p = path \(Self.emphasized)")
        _ = shell.reply("q = path M0,0 L0.5,0 L0.5,1 L1,1")
        #expect(shell.reply("save s.json").error == nil)
        var other = Transcript(files: ["s.json": shell.files.text("s.json") ?? ""])
        #expect(other.reply("load s.json").error == nil)
        #expect(other.interpreter.session == shell.interpreter.session)
        #expect(other.reply("replay s.json").json["matches"] == true)
    }

    /// SVG's lower-case commands, as GSAP's CustomEase accepts them: each point relative to
    /// the point the segment starts from.
    @Test func relativeCommandsStartFromThePointBefore() throws {
        var shell = Transcript()
        let reply = shell.reply("p = path M0,0 C0.1,0 0.2,0.5 0.5,0.5 c0.1,0 0.3,0.5 0.5,0.5")
        #expect(reply.text.hasPrefix("p = path M0,0 C0.1,0 0.2,0.5 0.5,0.5 C0.6,0.5 0.8,1 1,1"), "\(reply.text) \(reply.error ?? "")")
        let lines = shell.reply("q = path M0,0 l0.5,0 l0,1 l0.5,0")
        #expect(lines.text.hasPrefix("q = path M0,0 L0.5,0 L0.5,1 L1,1"), "\(lines.text) \(lines.error ?? "")")
    }

    @Test func straightPathsAreExactlyLinear() {
        var shell = Transcript()
        _ = shell.reply("q = path M0,0 L0.5,0 L0.5,1 L1,1")
        #expect(shell.reply("show q").json["css"] == .string("linear(0 0%, 0 50%, 1 50%, 1 100%)"))
        _ = shell.reply("p = path \(Self.emphasized)")
        #expect(shell.reply("show p").json["css"] == nil)
    }

    @Test func plotShowsEverySegmentsHandles() throws {
        let path = try BezierPath(
            segments: PathKind.segments(start: (0, 0), rest: [0.05, 0, 0.133333, 0.06, 0.166666, 0.4, 0.208333, 0.82, 0.25, 1, 1, 1]))
        let handles = PathKind.handles(path)
        #expect(handles.count == 8)
        #expect(handles[1] == (0.05, 0) && handles[3] == (0.133333, 0.06) && handles[5] == (0.208333, 0.82) && handles[7] == (0.25, 1))
        var shell = Transcript()
        _ = shell.reply("p = path \(Self.emphasized)")
        #expect(shell.reply("plot p handles svg=p.svg").error == nil)
        let svg = shell.files.text("p.svg") ?? ""
        #expect(svg.components(separatedBy: "<circle").count - 1 == 4, "two handles per segment")
    }

    @Test(
        "bad path data is refused at the word",
        arguments: [
            ("p = path", "missing path data"),
            ("p = path 0,0 C1,1", "path data starts with M0,Y"),
            ("p = path M0,0 q0.5,0 1,1", "unknown path command 'q'"),
            ("p = path M0,0 C0.5,0 0.5,1", "missing x3"),
            ("p = path M0,0 C0.5,x 0.5,1 1,1", "expected a number for y1 in the path data, got 'x'"),
            ("p = path M0,0 Z", "unknown path command 'Z'"),
            ("p = path M0,0 C0.5,0.1.2 0.5,1 1,1", "expected a number for y1 in the path data, got '0.1.2'"),
            ("p = path M0,0 C0.2,0 0.4,1 0.8,1", "a path ends at x = 1"),
            ("p = path M0,0 C1.5,0 -0.5,1 1,1", "x decreases in segment 1"),
        ])
    func badData(line: String, message: String) {
        var shell = Transcript()
        let reply = shell.reply(line)
        #expect(reply.error?.hasPrefix(message) == true, "\(reply.error ?? "no error")")
        #expect(shell.interpreter.session.curves.isEmpty)
    }
}
