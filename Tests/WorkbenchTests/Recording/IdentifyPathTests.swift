import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// A point moving along a curved path (x and y columns): the import measures how far it has
/// gone along the path, and identify names the easing of that distance.
@Suite("a point moving along a curved path is identified by its distance along the path")
struct IdentifyPathTests {
    /// A path: the point at parameter u ∈ [0, 1], and the arc length from u = 0 to u in closed form.
    struct Path {
        let point: (Double) -> (x: Double, y: Double)
        let arcLength: (Double) -> Double
        /// The u of the path point nearest (x, y), by a scan and bisection on the distance.
        func nearest(_ x: Double, _ y: Double) -> Double {
            func distance(_ u: Double) -> Double {
                let p = point(u)
                return (p.x - x) * (p.x - x) + (p.y - y) * (p.y - y)
            }
            var best = (0...1000).map { Double($0) / 1000 }.min { distance($0) < distance($1) }!
            var step = 0.001
            for _ in 0..<40 {
                step /= 2
                for candidate in [best - step, best + step] where (0...1).contains(candidate) && distance(candidate) < distance(best) {
                    best = candidate
                }
            }
            return best
        }
    }

    /// A quarter circle of radius 200 px about (300, 300): arc length 200·(π/2)·u.
    static var arc: Path {
        Path(
            point: { u in (300 + 200 * cos(Double.pi / 2 * u), 300 + 200 * sin(Double.pi / 2 * u)) },
            arcLength: { u in 200 * Double.pi / 2 * u })
    }

    /// The parabola (100 + 300u, 100 + 300u²): s(u) = 300 · (u/2 · √(1 + 4u²) + asinh(2u)/4).
    static var parabola: Path {
        Path(
            point: { u in (100 + 300 * u, 100 + 300 * u * u) },
            arcLength: { u in 300 * (u / 2 * (1 + 4 * u * u).squareRoot() + asinh(2 * u) / 4) })
    }

    /// CSS ease-out, cubic-bezier(0, 0, 0.58, 1), and Material's emphasized-decelerate, (0.05, 0.7, 0.1, 1).
    static var cases: [(name: String, path: Path, easing: (Double) -> Double, duration: Double, expected: String, seed: UInt64)] {
        [
            ("quarter circle, ease-out", arc, IdentifyCommandTests.bezier(0, 0, 0.58, 1), 0.5, "css ease-out", 3),
            (
                "parabola, emphasized-decelerate", parabola, IdentifyCommandTests.bezier(0.05, 0.7, 0.1, 1), 0.4,
                "material emphasized-decelerate", 8
            ),
        ]
    }

    @Test("the distance along the path agrees with the path's own arc length, and the easing is named", Thorough.only, arguments: 0..<2)
    func curvedPath(index: Int) throws {
        let test = Self.cases[index]
        // The path's parameter follows the distance: u(s) such that arcLength(u) = easing · length.
        let length = test.path.arcLength(1)
        func parameter(atDistance s: Double) -> Double {
            var (low, high) = (0.0, 1.0)
            for _ in 0..<60 {
                let middle = (low + high) / 2
                if test.path.arcLength(middle) < s { low = middle } else { high = middle }
            }
            return (low + high) / 2
        }
        var random = SplitMix64(seed: test.seed)
        let csv = SyntheticRecording(fps: 60, noise: 0.7).csv(
            header: ["x", "y"],
            { t in
                let point = test.path.point(parameter(atDistance: length * test.easing(t / test.duration)))
                return [point.x, point.y]
            }, duration: test.duration, random: &random)

        let data = try RecordingImport.curve(from: try RecordingFile.table(csv), source: "path", options: .init()).curve
        let summary = try #require(data.recording)
        // The move, end value less start value, is the path's length (within 1 %): measured 0.7 %
        // long for the circle, 0.9 % short for the parabola (chords cut its bend).
        let move = summary.endValue - summary.startValue
        expectClose(move, length, relative: 0.01, "\(test.name): measured \(move), the path is \(length) long")

        // Each frame's progress against the arc length to where the frame's point lies nearest
        // the path, as a share of the path's length.
        let rows = try RecordingFile.table(csv).rows
        var worst = 0.0
        for (time, progress) in zip(data.times, data.values) {
            let seconds = summary.startTime + time * summary.duration
            let row = try #require(rows.min { abs($0[0] / 1000 - seconds) < abs($1[0] / 1000 - seconds) })
            let along = test.path.arcLength(test.path.nearest(row[1], row[2]))
            worst = max(worst, abs(progress - along / length))
        }
        #expect(worst < 0.015, "\(test.name): a frame's progress is \(worst) off the path's arc length")

        var shell = Transcript(files: ["path.csv": csv])
        _ = shell.reply("p = import path.csv")
        let reply = shell.reply("identify p")
        guard case .array(let ranked)? = reply.json["rows"] else {
            Issue.record("\(test.name): no rows in \(reply.text)")
            return
        }
        // The true curve explains the recording within its noise, among the first three rows (a
        // curved path's distance is measured less closely than a straight move's, and close
        // curves such as ease-out and Compose's EaseOutSine can swap).
        let rank = ranked.firstIndex { row in
            if case .array(let names)? = row["names"] { names.contains(.string(test.expected)) } else { false }
        }
        #expect(rank.map { $0 < 3 } == true, "\(test.name): \(reply.text)")
        if let rank { #expect(ranked[rank]["explains"] == .bool(true), "\(test.name): \(reply.text)") }
    }
}
