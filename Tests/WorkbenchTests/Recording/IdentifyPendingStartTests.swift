import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Workbench

/// A busy page that logs from the call that starts the motion (issue 37): its first frame,
/// logged at the call, reads the start value though the motion's clock started at a display
/// frame before it was stamped (``MotionMatch/matchPendingStart(_:to:polishing:crossings:)``).
/// Read from the spent sixth held-out set (Tests/RecordedMotionHeldOut6, page 8: 30 fps, the
/// main thread throttled 6×, logging from the call).
@Suite("identify: a busy page that logs from the call")
struct IdentifyPendingStartTests {
    static func recording(_ file: String) throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RecordedMotionHeldOut6")
        return try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }

    /// The reply to `identify r` on `csv`, the truth's row (1 for first) and its duration.
    static func identify(_ csv: String, truth: String) -> (rank: Int?, duration: Double?, trusted: Bool, text: String) {
        var shell = Transcript(files: ["r.csv": csv])
        #expect(shell.reply("r = import r.csv").error == nil)
        let reply = shell.reply("identify r")
        guard case .array(let rows)? = reply.json["rows"] else { return (nil, nil, false, reply.error ?? reply.text) }
        let index = rows.firstIndex { row in
            guard case .array(let names)? = row["names"] else { return false }
            return names.contains(.string(truth))
        }
        var duration: Double?
        if let index, case .number(let seconds)? = rows[index]["duration"] { duration = seconds }
        return (index.map { $0 + 1 }, duration, reply.json["trusted"] == .bool(true), reply.text)
    }

    /// Logged still at 15 ms (the call), then at 49 % of its move at 67 ms: with the still frame
    /// taken as the latest start, a 651 ms ease-out-quint was ranked 14th, 175 ms short.
    @Test("a 651 ms flutter Curves.easeOutQuint logged from the call is named first, at its duration")
    func namedFirstAtItsDuration() throws {
        let outcome = Self.identify(try Self.recording("37-flutter-curves-easeoutquint.csv"), truth: "flutter Curves.easeOutQuint")
        #expect(outcome.rank == 1, "\(outcome.text)")
        let duration = try #require(outcome.duration)
        #expect(abs(duration - 0.651) <= 0.02 * 0.651, "\(outcome.text)")
    }

    /// The frames do not show the start, where curves that end alike differ: a 426 ms css
    /// ease-out is explained by compose EaseOutSine too, so no name is given with trust.
    @Test("a css ease-out logged from the call, which another named curve also explains, is not named with trust")
    func notTrustedWhileAnotherExplains() throws {
        let outcome = Self.identify(try Self.recording("36-css-ease-out.csv"), truth: "css ease-out")
        #expect(!outcome.trusted, "\(outcome.text)")
        #expect((outcome.rank ?? 99) <= 3, "\(outcome.text)")
    }
}
