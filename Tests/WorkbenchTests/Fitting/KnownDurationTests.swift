import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// A curve that knows how long its motion lasts (a spring's span, a recording's duration)
/// carries it into fits and exports instead of a default.
@Suite("a curve's own duration is kept")
struct KnownDurationTests {
    @Test("fit family=spring on a spring fits over the spring's own span, not 1 s")
    func springFitKeepsTheSpan() throws {
        var shell = Transcript()
        // ζ = 10 / (2·√100) = 0.5, ω₀ = 10 rad/s: it settles in about 1.27 s, not 1 s.
        #expect(shell.reply("s = spring mass=1 stiffness=100 damping=10").error == nil)
        guard case .spring(let target)? = shell.interpreter.session.curve(named: "s")?.curve else {
            Issue.record("no spring")
            return
        }
        #expect(abs(target.timeSpan - 1) > 0.1)
        for family in ["spring", "spring-velocity"] {
            let reply = shell.reply("fit s family=\(family) as f")
            #expect(reply.error == nil)
            guard case .spring(let fitted)? = shell.interpreter.session.curve(named: "f")?.curve else {
                Issue.record("no fitted spring")
                return
            }
            expectClose(fitted.timeSpan, target.timeSpan, relative: 1e-12)
            // The same spring over the same span: the fit finds it.
            for t in stride(from: 0.0, through: target.timeSpan, by: target.timeSpan / 20) {
                expectClose(fitted.position(atTime: t), target.position(atTime: t), absolute: 1e-4, "at \(t) s")
            }
        }
        #expect(shell.reply("fit s family=spring duration=2 as g").error == nil)
        guard case .spring(let given)? = shell.interpreter.session.curve(named: "g")?.curve else {
            Issue.record("no spring g")
            return
        }
        #expect(given.timeSpan == 2)
    }

    @Test("export of a recording to SwiftUI plays its Bézier for the recording's duration, not SwiftUI's default 0.35 s")
    func recordingDurationInSwiftUI() throws {
        let text = IdentifyCommandTests.recording(IdentifyCommandTests.bezier(0.3, 0, 0.2, 1), duration: 0.385)
        var shell = Transcript(files: ["rec.csv": text])
        #expect(shell.reply("r = import rec.csv").error == nil)
        guard case .data(let data)? = shell.interpreter.session.curve(named: "r")?.curve, let recording = data.recording else {
            Issue.record("no recording")
            return
        }
        let code = shell.reply("export r swiftui").text
        #expect(code.contains("Animation.timingCurve("), "\(code)")
        #expect(code.contains("duration: \(TextFormat.trimmed(recording.duration, decimals: 3)))"), "\(code)")
        #expect(!code.contains("duration: 0.35)"), "\(code)")
    }
}
