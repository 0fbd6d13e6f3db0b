import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// The timing forms Compose and Android write — `CubicBezierEasing`, `PathEasing`, Compose's
/// Bézier constants, `PathInterpolator` of four numbers or of path data —, as a curve and in an
/// animation, compiled as printed by kotlinc (and javac for the Java stand-ins) and run: each
/// curve at 1,001 even x, each animation at every 2 ms, compared with the curve's own value.
///
/// The stand-ins follow the platforms' documented semantics: a path easing or interpolator is
/// y at the point of the path whose x is the input (PathEasing.kt; PathInterpolator's
/// "the y coordinate at the x coordinate"), the value after a jump where the path is vertical;
/// the path is solved here exactly, where Android flattens it to a polyline within 0.002, which
/// the export's note states (what is compared is the exported code's meaning). Within: the
/// export's stated error plus Float's precision (1e-6 of the move).
@Suite("exported timing forms of Compose and Android, run")
struct TimingFormRunTests {
    /// The SVG path data of `PathParser`s, parsed into cubic segments (a line as a cubic), and
    /// evaluated at x.
    static let javaPath = """
        package android.graphics;
        import java.util.ArrayList;
        import java.util.List;
        public class Path {
            public final List<double[]> segments = new ArrayList<>();
            public static Path parse(String data) {
                Path path = new Path();
                String[] tokens = data.replaceAll("([MCL])", " $1 ").replace(',', ' ').trim().split("\\\\s+");
                double x = 0, y = 0;
                int i = 0;
                String command = "M";
                while (i < tokens.length) {
                    if (tokens[i].matches("[MCL]")) { command = tokens[i]; i++; continue; }
                    if (command.equals("M")) { x = Double.parseDouble(tokens[i]); y = Double.parseDouble(tokens[i + 1]); i += 2; }
                    else if (command.equals("L")) {
                        double ex = Double.parseDouble(tokens[i]), ey = Double.parseDouble(tokens[i + 1]);
                        path.segments.add(new double[] { x, y, x + (ex - x) / 3, y + (ey - y) / 3, x + 2 * (ex - x) / 3, y + 2 * (ey - y) / 3, ex, ey });
                        x = ex; y = ey; i += 2;
                    } else {
                        double[] s = new double[8];
                        s[0] = x; s[1] = y;
                        for (int k = 0; k < 6; k++) s[2 + k] = Double.parseDouble(tokens[i + k]);
                        path.segments.add(s);
                        x = s[6]; y = s[7]; i += 6;
                    }
                }
                return path;
            }
            static double bezier(double a, double b, double c, double d, double t) {
                double s = 1 - t;
                return s * s * s * a + 3 * s * s * t * b + 3 * s * t * t * c + t * t * t * d;
            }
            /** y where the path's x is `x`; after a jump (a vertical segment) the value after it. */
            public double valueAt(double x) {
                double result = segments.get(0)[1];
                for (double[] s : segments) {
                    if (x < s[0]) break;
                    if (x >= s[6]) { result = s[7]; continue; }
                    double low = 0, high = 1;
                    for (int i = 0; i < 200; i++) {
                        double middle = (low + high) / 2;
                        if (bezier(s[0], s[2], s[4], s[6], middle) < x) low = middle; else high = middle;
                    }
                    return bezier(s[1], s[3], s[5], s[7], (low + high) / 2);
                }
                return result;
            }
        }
        """

    static let androidPathParser = """
        package androidx.core.graphics;
        public class PathParser {
            public static android.graphics.Path createPathFromPathData(String data) { return android.graphics.Path.parse(data); }
        }
        """

    /// PathInterpolator of four numbers (the stand-in of ``KeyframeAnimationStandIns``) or of a Path.
    static let pathInterpolator = """
        package android.view.animation;
        import android.animation.TimeInterpolator;
        public class PathInterpolator implements TimeInterpolator {
            final android.graphics.Path path;
            public PathInterpolator(float x1, float y1, float x2, float y2) {
                this(android.graphics.Path.parse("M0,0 C" + x1 + "," + y1 + " " + x2 + "," + y2 + " 1,1"));
            }
            public PathInterpolator(android.graphics.Path path) { this.path = path; }
            public float getInterpolation(float input) { return (float) path.valueAt(input); }
        }
        """

    static let composePath = """
        package androidx.compose.ui.graphics

        class Path(val path: android.graphics.Path)
        """

    static let composePathParser = """
        package androidx.compose.ui.graphics.vector

        import androidx.compose.ui.graphics.Path

        class PathParser {
            private var data = ""
            fun parsePathString(pathData: String): PathParser { data = pathData; return this }
            fun toPath(): Path = Path(android.graphics.Path.parse(data))
        }
        """

    static let composePathEasing = """
        package androidx.compose.animation.core

        import androidx.compose.ui.graphics.Path

        class PathEasing(val path: Path) : Easing {
            override fun transform(fraction: Float): Float = path.path.valueAt(fraction.toDouble()).toFloat()
        }
        """

    /// Whether `line` is made only of what the stand-ins have.
    static func runnable(_ line: String, _ platform: Platform) -> Bool {
        switch platform {
        case .compose:
            line.hasPrefix("CubicBezierEasing(") || line.hasPrefix("PathEasing(")
                || ["FastOutSlowInEasing", "LinearOutSlowInEasing", "FastOutLinearInEasing", "EaseIn", "EaseOut", "EaseInOut"].contains(
                    line)
        default: line.hasPrefix("PathInterpolator(")
        }
    }

    struct Run {
        let platform: Platform
        let definition: String
        let curve: Curve
        let isAnimation: Bool
        let maxError: Double
    }

    @Test(
        "Compose's and Android's Bézier and path timing forms, compiled by kotlinc against stand-ins and run, are the curves",
        .enabled(
            if: FunctionFormTools.shouldRun(FunctionFormTools.kotlinc, FunctionFormTools.javac, FunctionFormTools.java),
            FunctionFormTools.missing(["kotlinc", "javac", "java"])), Thorough.only)
    func composeAndAndroid() throws {
        var files = KeyframeAnimationStandIns.javaFiles
        files["android/view/animation/PathInterpolator.java"] = Self.pathInterpolator
        files["android/graphics/Path.java"] = Self.javaPath
        files["androidx/core/graphics/PathParser.java"] = Self.androidPathParser
        files["Compose.kt"] = KeyframeAnimationStandIns.compose
        files["ComposeTween.kt"] = FunctionAnimationRunTests.composeTween
        files["ComposePath.kt"] = Self.composePath
        files["ComposePathParser.kt"] = Self.composePathParser
        files["ComposePathEasing.kt"] = Self.composePathEasing
        let imports = [
            "import androidx.compose.animation.core.*", "import androidx.compose.ui.graphics.vector.PathParser",
            "import android.animation.*", "import android.view.animation.*",
        ]
        var runs: [Run] = []
        var calls: [String] = []
        for platform in [Platform.compose, .android] {
            for (index, (definition, curve)) in CSSBrowserRunTests.curves.enumerated() {
                let curveCode = try ExportPipeline.curve(curve, named: "c", format: platform.rawValue)
                if curveCode.form == .timing, let line = curveCode.line, Self.runnable(line, platform) {
                    let name = "\(platform.rawValue)Curve\(index)"
                    let parser = platform == .android ? "import androidx.core.graphics.PathParser" : imports[1]
                    files["\(name).kt"] =
                        ([imports[0], imports[2], imports[3], parser]).joined(separator: "\n") + "\n\nval \(name) = \(line)\n"
                    let call = platform == .compose ? "\(name).transform(x)" : "\(name).getInterpolation(x)"
                    calls.append("for (i in 0..1000) { val x = i / 1000f; out.append(\(call)).append('\\n') }")
                    runs.append(
                        Run(platform: platform, definition: definition, curve: curve, isAnimation: false, maxError: curveCode.maxError))
                }
                let animation = try KeyframeAnimationRunTests.animation(curve)
                let played = try ExportPipeline.animation(animation, format: platform.rawValue)
                guard played.form == .timing, Self.timingOnly(played.text, platform) else { continue }
                let text = played.text.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
                let name = "\(platform.rawValue)Timing\(index)"
                if platform == .compose {
                    files["\(name).kt"] =
                        imports.joined(separator: "\n") + "\n\n" + text.replacingOccurrences(of: "val aSpec", with: "val \(name)")
                    calls.append(
                        "for (i in 0..500) { val ms = i * 2.0; out.append(\(name).valueAt(ms, 0f, \(Int(KeyframeAnimationRunTests.travel))f)).append('\\n') }"
                    )
                } else {
                    files["\(name).kt"] =
                        (imports.dropFirst(2) + ["import androidx.core.graphics.PathParser"]).joined(separator: "\n")
                        + "\n\nfun \(name)(target: Any): ObjectAnimator {\n\(text)\nreturn a\n}\n"
                    calls.append("for (i in 0..500) { val ms = i * 2.0; out.append(\(name)(Any()).valueAt(ms)).append('\\n') }")
                }
                runs.append(Run(platform: platform, definition: definition, curve: curve, isAnimation: true, maxError: played.maxError))
            }
        }
        try #require(!runs.isEmpty)
        let (printed, output) = try FunctionFormTools.kotlinValues(
            files: files, imports: ["import androidx.compose.animation.core.*"], calls: calls)
        var values = printed[...]
        for run in runs {
            let xs =
                run.isAnimation ? KeyframeAnimationRunTests.times.map { $0 / 1000 } : (0...1000).map { Double(Float(Double($0) / 1000)) }
            let scale = run.isAnimation ? KeyframeAnimationRunTests.travel : 1
            try #require(values.count >= xs.count, "too few values printed:\n\(output.prefix(2000))")
            var worst = (difference: 0.0, at: 0.0)
            for x in xs {
                guard let value = values.popFirst() ?? nil else { continue }
                let difference = abs(value - scale * run.curve.value(at: x))
                if !(difference <= worst.difference) { worst = (difference, x) }
            }
            let bound = scale * (run.maxError + 1e-6)
            let what = "\(run.platform.rawValue) \(run.isAnimation ? "animation" : "curve") \(run.definition)"
            print("\(what): max difference \(worst.difference) at x = \(worst.at) (bound \(bound))")
            #expect(worst.difference <= bound, "\(what): \(worst.difference) at x = \(worst.at)")
        }
        #expect(values.isEmpty, "\(values.count) values left over")
    }

    /// Whether an animation's code uses only what the stand-ins have (no spring, no function).
    static func timingOnly(_ text: String, _ platform: Platform) -> Bool {
        let code = text.split(separator: "\n").filter { !$0.hasPrefix("//") }.joined(separator: "\n")
        switch platform {
        case .compose:
            guard code.contains("tween<"), !code.contains("keyframes<") else { return false }
            guard let easing = code.range(of: "easing = ") else { return false }
            let line = String(code[easing.upperBound...].prefix { $0 != "\n" }.dropLast())
            return runnable(line, platform)
        default:
            return code.contains("ObjectAnimator.ofFloat(") && code.contains("setInterpolator(PathInterpolator(")
        }
    }

    /// The table's curves whose curve or animation this suite runs on `platform`, by kind.
    static func kinds(_ platform: Platform, animation: Bool) -> Set<String> {
        ExportRuns.timingKinds(platform, animation: animation) { animation ? timingOnly($0, platform) : runnable($0, platform) }
    }
}
