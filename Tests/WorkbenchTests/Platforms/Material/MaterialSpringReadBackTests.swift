import CurveKit
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// `PlatformExport.code` reads an approximation back through the platform's reader only when it
/// is a spring (the platform runs a spring until it settles, so its error is measured so); a
/// timing curve's error is its fit's. Material's nearest token carries its spring, so a spring
/// exported to Material is a spring, measured as the Material reader runs the token.
@Suite("material: the nearest spring token is measured as Material runs it")
struct MaterialSpringReadBackTests {
    /// A writer whose one approximation is spring token text without a spring: it must not be read back.
    enum TimingCurveWriter: PlatformWriter {
        static let code = "md.sys.motion.spring.fast.spatial"
        static func declaration(_ code: String, name: String) -> String { code }
        static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [PlatformExport.Approximation] {
            [PlatformExport.Approximation(code: code, form: "a stated form", maxError: 0.25, at: 0.5)]
        }
    }

    @Test func anApproximationThatIsNoSpringIsNotReadBack() throws {
        #expect(try Platform.material.read(TimingCurveWriter.code).curve.isSpringForTest, "the text reads as a spring")
        let format = ExportFormat(
            word: "test", aliases: [], platform: .material, writer: TimingCurveWriter.self, animationWriter: MaterialAnimationWriter.self)
        let curve = Curve.penner(Penner(.bounce, .out))
        let code = try PlatformExport.code(
            curve, name: "b", format: format, digits: .fewest, candidates: ExportCandidates(curve, isCancelled: { false }))
        #expect(code.maxError == 0.25)
        #expect(code.maxErrorAt == 0.5)
        #expect(!code.isSpring)
    }

    @Test func aSpringExportedToMaterialIsTheTokenAsMaterialRunsIt() throws {
        var shell = Transcript()
        #expect(shell.reply("s = spring stiffness=900 damping=40").error == nil)
        let curve = try #require(shell.interpreter.session.curve(named: "s")).curve
        let code = try PlatformExport.code(
            curve, name: "s", platform: .material, digits: .fewest, candidates: ExportCandidates(curve, isCancelled: { false }))
        #expect(code.isSpring, "\(code.text)")
        #expect(code.text.contains("until it settles"), "\(code.text)")
        // The token read back by the Material reader, compared with the curve here over 2,001 x.
        let token = try #require(code.line.components(separatedBy: "  (").first)
        let read = try Platform.material.read(token).curve
        var worst = 0.0
        for index in 0...2000 {
            let x = Double(index) / 2000
            worst = max(worst, abs(read.value(at: x) - curve.value(at: x)))
        }
        expectClose(code.maxError, worst, absolute: 1e-12)
    }
}

extension Curve {
    fileprivate var isSpringForTest: Bool { if case .spring = self { true } else { false } }
}
