import CurveKit
import Testing

@testable import Workbench

/// A class of the project's own that extends `PathInterpolator` and passes numbers to its
/// constructor plays that PathInterpolator (AOSP `PathInterpolator(controlX1, controlY1,
/// controlX2, controlY2)`, a cubic; `PathInterpolator(controlX, controlY)`, the quadratic from
/// (0, 0) through (controlX, controlY) to (1, 1)). The class shape is DHD2280/Oneplus-UI
/// oneplusui/…/OplusMoveEaseInterpolator.java (`super(0.3f, 0.0f, 0.1f, 1.0f)`, in the tuning
/// sample); the numbers here are our own.
@Suite("Platforms: PathInterpolator subclasses")
struct PathInterpolatorSubclassTests {
    static func read(_ file: String, _ text: String) -> (Curve?, Reply) {
        var transcript = Transcript(files: [file: text])
        let reply = transcript.reply("a = android file=\(file)")
        return (transcript.interpreter.session.curve(named: "a")?.curve, reply)
    }

    /// The quadratic Bézier's y at x, solved by bisection on x(t) = 2t(1 − t)·cx + t².
    static func quadratic(_ cx: Double, _ cy: Double, at x: Double) -> Double {
        var (lo, hi) = (0.0, 1.0)
        for _ in 0..<200 {
            let t = (lo + hi) / 2
            if 2 * t * (1 - t) * cx + t * t < x { lo = t } else { hi = t }
        }
        let t = (lo + hi) / 2
        return 2 * t * (1 - t) * cy + t * t
    }

    @Test("a Java subclass calling super(…) with four numbers is that cubic")
    func javaCubic() throws {
        let java = """
            public class SnapInterpolator extends PathInterpolator {
                public SnapInterpolator() {
                    super(0.2f, 0.0f, 0.0f, 1.0f);
                }
            }
            """
        let (curve, reply) = Self.read("SnapInterpolator.java", java)
        #expect(curve == .bezier(try CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)), "\(reply.error ?? reply.text)")
    }

    @Test("a Java subclass calling super(cx, cy) and a Kotlin class : PathInterpolator(cx, cy) are the quadratic")
    func quadraticForms() throws {
        let java = """
            class SoftInterpolator extends PathInterpolator {
                SoftInterpolator() { super(0.4f, 0.9f); }
            }
            """
        let kotlin = "class SoftInterpolator : PathInterpolator(0.4f, 0.9f)"
        for (file, text) in [("Soft.java", java), ("Soft.kt", kotlin)] {
            let (curve, reply) = Self.read(file, text)
            let read = try #require(curve, "\(reply.error ?? reply.text)")
            let worst =
                (0...1000).map { abs(read.value(at: Double($0) / 1000) - Self.quadratic(0.4, 0.9, at: Double($0) / 1000)) }.max() ?? .nan
            #expect(worst <= 1e-9, "\(file): \(worst)")
        }
    }

    @Test("a subclass that passes its own parameters on is refused, naming them")
    func parametersRefused() {
        let kotlin = """
            internal class Cubic(x1: Float, y1: Float, x2: Float, y2: Float) : PathInterpolator(x1, y1, x2, y2)
            """
        let (curve, reply) = Self.read("Cubic.kt", kotlin)
        #expect(curve == nil)
        #expect(reply.error?.contains("is a parameter or a variable") == true, "\(reply.error ?? reply.text)")
    }
}
