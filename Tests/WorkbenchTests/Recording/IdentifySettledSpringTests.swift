import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// A platform runs a spring on its own clock until it settles: a fitted spring that is still on
/// its way to its target when the recording has come to rest (or that never gets there) is no
/// explanation of the recording, however close it is over the recording's span.
@Suite("identify offers only springs that settle within the recording")
struct IdentifySettledSpringTests {
    /// A straight 300 ms move at 60 fps (seed 7): its best spring with a start velocity is a
    /// near-zero stiffness drifting past 1, the slow drift the issue saw offered
    /// (`interpolatingSpring(mass: 1, stiffness: 0.00000000166519, …)`, "explains yes").
    static let linear = IdentifyCommandTests.recording({ $0 }, duration: 0.3, seed: 7)

    @Test(
        "every spring row's code, run on SwiftUI's clock, is at its target from the recording's end on",
        Thorough.only,
        arguments: [
            ("linear", linear), ("ease-out", IdentifyCommandTests.recording(IdentifyCommandTests.bezier(0, 0, 0.58, 1), duration: 0.3)),
        ])
    func offeredSpringsSettle(name: String, text: String) throws {
        var shell = Transcript(files: ["rec.csv": text])
        #expect(shell.reply("r = import rec.csv").error == nil)
        let reply = shell.reply("identify r platform=swiftui")
        guard case .array(let rows)? = reply.json["rows"], case .number(let noise)? = reply.json["recording"]?["progressNoise"],
            case .number(let interval)? = reply.json["recording"]?["frameInterval"]
        else {
            Issue.record("no rows in \(reply.json)")
            return
        }
        // At rest: within 4 × the noise of the end value, as import finds the motion's end.
        let tolerance = max(0.001, 4 * noise)
        for row in rows {
            guard case .string(let family)? = row["family"], family.hasPrefix("spring"), case .string(let code)? = row["code"],
                case .number(let duration)? = row["duration"]
            else { continue }
            // SwiftUI's reader makes the spring the code is, on its own clock (seconds).
            guard case .spring(let spring)? = try? Platform.swiftui.read(code).curve else {
                Issue.record("\(name): \(family)'s code is not a spring SwiftUI runs to rest: \(code)")
                continue
            }
            // p(t) = 1 − e^(−ζω₀t)·(…) for the numbers pasted: from two frames after the
            // recording's end on (a frame's slack), within the tolerance of 1, to 20 times that.
            let end = duration + 2 * interval
            for factor in [1.0, 1.5, 2, 5, 20] {
                let p = spring.position(atTime: end * factor)
                #expect(abs(p - 1) <= tolerance, "\(name): \(family) at \(end * factor) s is at \(p): \(code)")
            }
        }
    }

    @Test("the drifting spring of the issue is no candidate")
    func driftIsNoCandidate() throws {
        // k = 1.66519e-9 with c = 3, v = 3.195: p(t) → v/c = 1.065, and stays there.
        let drift = try Spring(mass: 1, stiffness: 1.66519e-9, damping: 3, initialVelocity: 3.195, duration: 1)
        expectClose(drift.position(atTime: 10), 1.065, absolute: 1e-3)
        let summary = RecordingSummary(
            startTime: 0, endTime: 0.3, startValue: 100, endValue: 500, motionFrames: 19, droppedFrames: 0, repeatedFrames: 0,
            frameInterval: 1.0 / 60, noise: 0.7, jitter: 0)
        #expect(!Identification.settles(.spring(drift), summary))
    }
}
