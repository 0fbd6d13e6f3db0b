import CurveKit
import Foundation
import TestSupport

@testable import Workbench

/// A recording as a screen recorder gives it: a motion of `amplitude` px from x = 100, seen at
/// `fps` with ±2 ms of timing jitter, frames dropped at random, Gaussian noise of `noise` px,
/// whole pixels, and still frames before and after. The motion starts between two frames.
struct SyntheticRecording {
    var fps: Double
    var noise: Double
    var amplitude = 400.0
    var dropRate = 0.04
    var jitter = 0.002

    /// CSV text `time_ms,x` of `progress(t)` (t in seconds from the motion's start) lasting `duration` s.
    func csv(_ progress: (Double) -> Double, duration: Double, random: inout SplitMix64) -> String {
        csv(header: ["x"], { [100 + amplitude * progress($0)] }, duration: duration, random: &random)
    }

    /// CSV text `time_ms,<header…>` of the point `position(t)` (one value per column, in px;
    /// t in seconds from the motion's start), each value with its own noise, in whole pixels.
    func csv(header: [String], _ position: (Double) -> [Double], duration: Double, random: inout SplitMix64) -> String {
        let interval = 1 / fps
        let stillBefore = 5 + Int(Double.random(in: 0..<8, using: &random))
        let stillAfter = 5 + Int(Double.random(in: 0..<8, using: &random))
        let start = (Double(stillBefore) + Double.random(in: 0..<1, using: &random)) * interval
        let frames = stillBefore + Int((duration / interval).rounded(.up)) + stillAfter
        var lines = [(["time_ms"] + header).joined(separator: ",")]
        for frame in 0..<frames {
            if frame > 2, frame < frames - 3, Double.random(in: 0..<1, using: &random) < dropRate { continue }
            let time = Double(frame) * interval + Double.random(in: -jitter...jitter, using: &random)
            let values = position(min(max(time - start, 0), duration)).map { value in
                Int((value + noise * Self.gaussian(&random)).rounded())
            }
            lines.append(([TextFormat.trimmed(time * 1000, decimals: 3)] + values.map(String.init)).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Box–Muller.
    static func gaussian(_ random: inout SplitMix64) -> Double {
        let u = max(Double.random(in: 0..<1, using: &random), 1e-12), v = Double.random(in: 0..<1, using: &random)
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }
}
