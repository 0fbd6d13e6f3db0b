import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// `eval`, `sample` and `compare` outside [0, 1], and the streamed form of long samples.
@Suite("sample, eval and compare: any x, and long tables written as they are made")
struct SampleOutputTests {
    @Test("eval takes x outside [0, 1]: the CSS tangent for a Bézier, the end value for others")
    func evalOutside() {
        var shell = Transcript()
        // ease: before 0 the line through P1 = (0.25, 0.1), slope 0.4; after 1 flat (P2.y = 1).
        #expect(shell.reply("eval ease -1 2").json["points"] == .array([.numbers([-1, -0.4]), .numbers([2, 1])]))
        #expect(shell.reply("eval bounce-out -1 2").json["points"] == .array([.numbers([-1, 0]), .numbers([2, 1])]))
    }

    @Test("sample from=A to=B spaces N+1 inputs evenly, the last exactly B")
    func sampleRange() {
        var shell = Transcript()
        let reply = shell.reply("sample ease-in 4 from=-1 to=2")
        #expect(reply.error == nil)
        guard case .array(let points)? = reply.json["points"] else { Issue.record("no points"); return }
        let xs = points.compactMap { point -> Double? in if case .array(let pair) = point, case .number(let x) = pair[0] { x } else { nil }
        }
        #expect(xs == [-1, -0.25, 0.5, 1.25, 2])
        // ease-in (0.42, 0, 1, 1): flat before 0 (P1.y = 0), and after 1 the line through P1 = (0.42, 0) and P3.
        guard case .array(let last) = points[4], case .number(let y) = last[1] else { Issue.record("no y"); return }
        expectClose(y, 1 + (1 - 0) / (1 - 0.42) * 1, absolute: 1e-12)
        #expect(reply.text.hasPrefix("        x         y     slope\n-1.000000  0.000000  0.000000"), "\(reply.text)")
    }

    @Test("compare over a range measures there")
    func compareRange() {
        var shell = Transcript()
        let reply = shell.reply("compare ease linear samples=2 from=1 to=3")
        // At x = 1, 2, 3: ease is 1, 1, 1 and linear is 1, 2, 3: max 2 at x = 3.
        #expect(reply.json["max"] == .number(2))
        #expect(reply.json["at"] == .number(3))
        #expect(reply.text.hasPrefix("ease vs linear at 3 evenly spaced x from 1 to 3:"))
    }

    @Test("a streamed table is the same text and JSON as one made whole", arguments: ["ease", "bounce-out", "back-in-out"])
    func streamedEqualsWhole(curve: String) {
        var shell = Transcript()
        for intervals in [1, 7, 300] {
            let reply = shell.reply("sample \(curve) \(intervals)")
            guard case .array(let points)? = reply.json["points"], case .array(let slopes)? = reply.json["slopes"] else {
                Issue.record("no points"); continue
            }
            let table = SampleTable(
                curve: curve,
                points: zip(points, slopes).map { point, slope in
                    guard case .array(let pair) = point, case .number(let x) = pair[0], case .number(let y) = pair[1],
                        case .number(let s) = slope
                    else { return CurvePoint(x: .nan, y: .nan, slope: .nan) }
                    return CurvePoint(x: x, y: y, slope: s)
                })
            #expect(table.stream.collectedText == reply.text)
            #expect(table.stream.collectedJSON == reply.json.serialized)
        }
    }

    @Test("a sample of more than 10,000 rows streams, in pieces, and stops when asked")
    func longSampleStreams() throws {
        var shell = Transcript()
        let reply = shell.reply("sample ease 20000")
        let stream = try #require(reply.stream)
        #expect(reply.text.isEmpty)
        var pieces = 0
        stream.text { _ in
            pieces += 1; return true
        }
        #expect(pieces > 1)
        #expect(stream.collectedText.split(separator: "\n").count == 20_002)
        var taken = 0
        stream.json { _ in
            taken += 1; return false
        }
        #expect(taken == 1)
        let json = try JSONValue(parsing: stream.collectedJSON)
        guard case .array(let points)? = json["points"] else { Issue.record("no points"); return }
        #expect(points.count == 20_001)
    }

    @Test("the fast fixed-point text is printf's, digit for digit")
    func fastFixedMatchesPrintf() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 1, 0.5, 1e-6, 999_999_999.9999994, 0.0000125, 0.0000135, 2.5e-6, -3.4999995]
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -6...9, using: &generator)
            values.append(
                (Bool.random(using: &generator) ? 1 : -1) * pow(10, magnitude) * Double.random(in: 1..<10, using: &generator) / 10)
        }
        for k in 0..<2000 { values.append(Double(k) / 2_000_000 + 0.5e-6) }  // near half-way points
        for value in values where value == 0 || (abs(value) >= 1e-6 && abs(value) < 1e9) {
            #expect(TextFormat.fixed(value) == String(format: "%.6f", value), "\(value)")
        }
    }
}
