import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// When `identify` gives a name as certain (issue 37: "never a confident wrong name"): only when
/// every other named curve's evidence is at least ``Identification/evidenceMargin`` worse, for
/// every recording; a curve nearly the same under another platform's name is the same answer.
@Suite("identify: a trusted name leaves no other named curve close in evidence")
struct IdentifyTrustTests {
    static func curve(_ platform: Platform, _ spelling: String) throws -> Curve {
        try #require(try? platform.read(spelling).curve)
    }

    /// The largest gap between two timing functions at 1,001 even x, each evaluated by the
    /// tests' own Bézier reference (``IdentifyCommandTests/bezier(_:_:_:_:)``).
    static func gap(_ a: (Double) -> Double, _ b: (Double) -> Double) -> Double {
        (0...1000).map { abs(a(Double($0) / 1000) - b(Double($0) / 1000)) }.max() ?? 0
    }

    @Test("Compose's EaseOutQuint and Flutter's Curves.easeOutQuint, 1.1 % apart, are nearly the same curve")
    func nearlySameQuints() throws {
        // Compose: CubicBezierEasing(0.22f, 1f, 0.36f, 1f); Flutter: Cubic(0.23, 1.0, 0.32, 1.0).
        let apart = Self.gap(IdentifyCommandTests.bezier(0.22, 1, 0.36, 1), IdentifyCommandTests.bezier(0.23, 1, 0.32, 1))
        expectClose(apart, 0.0109, absolute: 0.0005)
        #expect(apart <= NamedCurveCatalogue.nearlySameTolerance)
        let (compose, flutter) = (try Self.curve(.compose, "EaseOutQuint"), try Self.curve(.flutter, "Curves.easeOutQuint"))
        #expect(NamedCurveCatalogue.nearlySame(compose, flutter))
    }

    @Test("CSS ease-out and Compose's EaseOutSine, 1.75 % apart, are two curves")
    func easeOutAndSineAreTwo() throws {
        // CSS: cubic-bezier(0, 0, 0.58, 1); Compose: CubicBezierEasing(0.61f, 1f, 0.88f, 1f).
        let apart = Self.gap(IdentifyCommandTests.bezier(0, 0, 0.58, 1), IdentifyCommandTests.bezier(0.61, 1, 0.88, 1))
        expectClose(apart, 0.0175, absolute: 0.0005)
        #expect(apart > NamedCurveCatalogue.nearlySameTolerance)
        let (css, compose) = (try Self.curve(.css, "ease-out"), try Self.curve(.compose, "EaseOutSine"))
        #expect(!NamedCurveCatalogue.nearlySame(css, compose))
    }

    @Test("a spring and a timing function are never nearly the same")
    func springAndTimingFunction() throws {
        let (spring, quint) = (try Self.curve(.swiftui, ".smooth"), try Self.curve(.flutter, "Curves.easeOutQuint"))
        #expect(spring.spring != nil && quint.spring == nil)
        #expect(!NamedCurveCatalogue.nearlySame(spring, quint))
    }

    static func identifiedTuningRecording(_ file: String) throws -> Reply {
        let csv = try String(
            contentsOf: RecordedMotionSet.root.appendingPathComponent("tuning").appendingPathComponent(file), encoding: .utf8)
        var shell = Transcript(files: ["rec.csv": csv], width: 100)
        #expect(shell.reply("r = import rec.csv").error == nil)
        return shell.reply("identify r")
    }

    @Test("a 224 ms Material fast-spatial spring named Compose's EaseOutCirc is not trusted: standard-decelerate is 3.6 behind")
    func closeRivalIsNotTrusted() throws {
        // Tests/RecordedMotionSet/tuning/23: five moving frames at 30 fps. EaseOutCirc comes first,
        // SwiftUI's .circularEaseOut (Penner's circ-out, 0.2 % from it) 0.1 behind, Material's
        // standard-decelerate 3.6 behind; the truth ranks far below.
        let reply = try Self.identifiedTuningRecording("23-material-fast-spatial.csv")
        #expect(reply.json["trusted"] == .bool(false), "\(reply.text)")
        guard case .string(let verdict)? = reply.json["verdict"] else {
            Issue.record("no verdict in \(reply.text)")
            return
        }
        #expect(verdict.hasPrefix("closest: compose EaseOutCirc"), "\(verdict)")
        #expect(verdict.contains("nearly the same curve"), "\(verdict)")
        #expect(verdict.contains("swiftui .circularEaseOut"), "\(verdict)")
        #expect(verdict.contains("do not rule out material standard-decelerate (BIC 3.6 worse)"), "\(verdict)")
        #expect(verdict.contains("cannot be trusted"), "\(verdict)")
    }

    @Test("a recording whose name leads every other by more than 10 is trusted, and the verdict says so")
    func clearLeadIsTrusted() throws {
        // Tests/RecordedMotionSet/tuning/01: a 250 ms CSS ease at 60 fps; the next curve is 86 behind.
        let reply = try Self.identifiedTuningRecording("01-css-ease.csv")
        #expect(reply.json["trusted"] == .bool(true), "\(reply.text)")
        guard case .string(let verdict)? = reply.json["verdict"] else { return }
        #expect(verdict.hasPrefix("this is css ease"), "\(verdict)")
        #expect(verdict.contains("every other named curve's evidence is at least 10 worse"), "\(verdict)")
    }

    @Test("identify as NAME still defines the closest name of a recording that starts before its first frame, trusted or not")
    func untrustedAnswerIsStillDefined() throws {
        let csv = try String(
            contentsOf: RecordedMotionSet.root.appendingPathComponent("tuning").appendingPathComponent("09-css-ease-out.csv"),
            encoding: .utf8)
        var shell = Transcript(files: ["rec.csv": csv], width: 100)
        #expect(shell.reply("r = import rec.csv").error == nil)
        let reply = shell.reply("identify r as c")
        #expect(reply.error == nil, "\(reply.text)")
        #expect(reply.json["trusted"] == .bool(false), "\(reply.text)")
        #expect(reply.json["answer"]?["explanation"] == .string("css ease-out"), "\(reply.text)")
    }
}
