import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// An export that fails says which failure it is by its reason, which code matches (never the
/// message's words): an unknown format, a cancellation, a form the curve or platform lacks.
@Suite("Export failures carry their reason")
struct ExportErrorReasonTests {
    static let bezier = Curve.bezier(CubicBezier(constant: 0.3, 0.1, 0.2, 1))

    /// The reason of the ExportError `export` throws (nil when it throws none, or another type).
    static func reason(_ export: () throws -> Void) -> ExportError.Reason? {
        do {
            try export()
            return nil
        } catch {
            return (error as? ExportError)?.reason
        }
    }

    @Test("an unknown format word is .unknownFormat with the word, whatever the message says")
    func unknownFormat() {
        #expect(Self.reason { _ = try ExportPipeline.curve(Self.bezier, named: "b", format: "kotlin") } == .unknownFormat("kotlin"))
    }

    @Test("a form the curve or the platform does not have is .formRefused")
    func formRefused() {
        #expect(Self.reason { _ = try ExportPipeline.curve(Self.bezier, named: "b", format: "css", form: .function) } == .formRefused)
        #expect(Self.reason { _ = try ExportPipeline.curve(Self.bezier, named: "b", format: "json", form: .timing) } == .formRefused)
        #expect(
            Self.reason {
                _ = try ExportPipeline.curveOnEveryPlatform(
                    Self.bezier, named: "b", form: .keyframes, candidates: .init(Self.bezier, isCancelled: { false }))
            }
                == .formRefused)
    }

    @Test("an export cancelled while it fits is .cancelled, and the pipeline passes it on as such")
    func cancelled() {
        let spring = Curve.penner(Penner(.elastic, .out))
        #expect(Self.reason { _ = try ExportPipeline.curve(spring, named: "e", format: "css", isCancelled: { true }) } == .cancelled)
    }

    @Test("export words an unknown format by the reason: the shell's list adds all")
    func shellWording() {
        var shell = Transcript(width: 200)
        _ = shell.reply("b = bezier 0.3 0.1 0.2 1")
        let error = shell.reply("export b kotlin").error ?? ""
        #expect(error.hasPrefix("unknown export format \"kotlin\": use one of "), "\(error)")
        #expect(error.hasSuffix(", json, all"), "\(error)")
    }
}
