import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Workbench

/// Material 3's emphasized easing is not one cubic Bézier but a path of two (MDC-Android's
/// `m3_sys_motion_easing_emphasized_path_data`, androidx FastOutExtraSlowInInterpolator,
/// Flutter's `Curves.easeInOutCubicEmphasized`); the web's `material emphasized` token is the
/// single Bézier (0.2, 0, 0, 1). Screen recordings of Android and Flutter apps show the path,
/// so `identify` must have it among its named curves and name it. The reference is Flutter's
/// ThreePointCubic written out in the tests (``RealWorldCorpus/flutterEmphasized(_:)``), not
/// the catalogue's curve.
@Suite("identify knows Material's emphasized path of two Béziers")
struct IdentifyEmphasizedPathTests {
    static let pathNames = ["android md.sys.motion.easing.emphasized", "flutter Curves.easeInOutCubicEmphasized"]

    @Test(
        "the catalogue identify ranks has the emphasized path as one entry, Android's and Flutter's names together, equal to the reference")
    func catalogueHasThePath() throws {
        let entries = NamedCurveCatalogue.shared.entries.filter { entry in entry.names.contains { Self.pathNames.contains($0.pasted) } }
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        #expect(Set(Self.pathNames).isSubset(of: Set(entry.names.map(\.pasted))), "\(entry.names.map(\.pasted))")
        // Not the web token's single Bézier, which is another row.
        #expect(!entry.names.contains { $0.pasted == "material emphasized" })
        let xs = (0...1000).map { Double($0) / 1000 }
        expectClose(xs.map(entry.curve.value(at:)), xs.map(RealWorldCorpus.flutterEmphasized), absolute: 1e-6)
    }

    @Test("a recording of the emphasized path at 60 fps names the path first, not the web token's Bézier")
    func recordingNamesThePath() throws {
        var random = SplitMix64(seed: 37)
        // The recorder takes progress at a time in seconds; the path spans the 500 ms.
        let csv = SyntheticRecording(fps: 60, noise: 0.5).csv(
            { RealWorldCorpus.flutterEmphasized($0 / 0.5) }, duration: 0.5, random: &random)
        var shell = Transcript(files: ["recording.csv": csv])
        #expect(shell.interpreter.execute("r = import recording.csv").error == nil)
        let reply = shell.interpreter.execute("identify r")
        let first = try #require(Self.firstNames(reply.json))
        #expect(first.contains("flutter Curves.easeInOutCubicEmphasized"), "\(reply.text)")
        guard case .number(let duration)? = Self.firstRow(reply.json)?["duration"] else {
            Issue.record("no duration in \(reply.text)")
            return
        }
        expectClose(duration, 0.5, relative: 0.02)
    }

    /// A box moving 400 px along the path over 500 ms, drawn here (``MovingBoxClip``) and encoded
    /// with H.264 at 60 fps.
    @Test(
        "a screen recording of the emphasized path names the path first", Thorough.only,
        .enabled(if: MovingBoxClip.ffmpeg != nil, "ffmpeg is not installed"))
    func screenRecordingNamesThePath() throws {
        let directory = try TemporaryDirectory()
        let clip = MovingBoxClip(fps: 60) { RealWorldCorpus.flutterEmphasized($0) }
        let path = directory.url.appendingPathComponent("emphasized.mp4").path
        try clip.encode(to: path)
        var interpreter = Interpreter(settings: Settings(terminalWidth: 100))
        #expect(interpreter.execute("r = import \(path)").error == nil)
        let reply = interpreter.execute("identify r")
        let first = try #require(Self.firstNames(reply.json))
        #expect(first.contains("flutter Curves.easeInOutCubicEmphasized"), "\(reply.text)")
    }

    static func firstRow(_ json: JSONValue) -> JSONValue? {
        guard case .array(let rows)? = json["rows"] else { return nil }
        return rows.first
    }

    static func firstNames(_ json: JSONValue) -> [String]? {
        guard case .array(let names)? = firstRow(json)?["names"] else { return nil }
        return names.compactMap { if case .string(let name) = $0 { name } else { nil } }
    }
}
