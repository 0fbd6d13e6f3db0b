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

    /// Each spring token as `export` writes it, its numbers in parentheses beside its name, with
    /// the damping ratio and stiffness M3's tokens give it (m3.material.io motion tokens; Compose
    /// StandardMotionTokens and ExpressiveMotionTokens). A thorough property draw exported a
    /// spring to `md.sys.motion.spring.slow.spatial  (…)` and Material's reader could not read
    /// its own line back.
    @Test(
        "each spring token as export writes it reads back under material as that spring",
        arguments: [
            ("md.sys.motion.spring.fast.spatial  (damping ratio 0.9, stiffness 1400)", 0.9, 1400.0),
            ("md.sys.motion.spring.default.spatial  (damping ratio 0.9, stiffness 700)", 0.9, 700),
            ("md.sys.motion.spring.slow.spatial  (damping ratio 0.9, stiffness 300)", 0.9, 300),
            ("md.sys.motion.spring.fast.effects  (damping ratio 1, stiffness 3800)", 1, 3800),
            ("md.sys.motion.spring.default.effects  (damping ratio 1, stiffness 1600)", 1, 1600),
            ("md.sys.motion.spring.slow.effects  (damping ratio 1, stiffness 800)", 1, 800),
            ("expressive-fast-spatial  (damping ratio 0.6, stiffness 800)", 0.6, 800),
            ("expressive-default-spatial  (damping ratio 0.8, stiffness 380)", 0.8, 380),
            ("expressive-slow-spatial  (damping ratio 0.8, stiffness 200)", 0.8, 200),
        ])
    func eachSpringTokenLineReadsBack(_ line: String, _ ratio: Double, _ stiffness: Double) throws {
        let read = try Platform.material.read(line)
        let spring = try #require(read.curve.spring, "\(line) reads as \(read.curve)")
        expectClose(spring.dampingRatio, ratio, relative: 1e-12)
        expectClose(spring.stiffness / spring.mass, stiffness, relative: 1e-12)
        #expect(read.note == nil || !read.note!.contains("definition of its own"), "\(line): \(read.note ?? "")")
        // As `export … > FILE` writes it, under its comment.
        let filed = try Platform.material.read("// s: the nearest token\n" + line + "\n")
        #expect(filed.curve == read.curve, "\(line) in a file")
    }
}

extension Curve {
    fileprivate var isSpringForTest: Bool { if case .spring = self { true } else { false } }
}
