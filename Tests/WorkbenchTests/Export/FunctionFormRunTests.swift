import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// `export CURVE PLATFORM form=function`, run: the exported text is written to files as it is
/// printed, compiled or run by the language's own tools (JavaScript in node; Kotlin with kotlinc
/// against stand-ins for Compose's `Easing` and Android's `TimeInterpolator`, the latter in Java
/// through javac; Swift with swiftc, SwiftUI's `CustomAnimation` stood in for, since SwiftUI is
/// not on Linux), and what the code computes at 1,010 x per curve must be the curve's value
/// within 1e-9 (the Float wrappers of Compose and Android: the curve at the same Float input,
/// rounded to Float, within one Float ulp). Dart has no compiler here: Flutter's form is not run.
///
/// Skipped, saying which tool is missing, on a machine without it; on CI (`CI` set) a missing
/// tool fails the test instead (.ci/run installs Kotlin; node, the JDK and swiftc are there).
@Suite("exported function forms, run")
struct FunctionFormRunTests {
    static let bound = 1e-9

    /// Every curve kind with a closed form: Penner's 30, steps at every position, decays,
    /// second-order responses, springs of every regime, oscillations and formulas using every
    /// function.
    static let curves: [(name: String, curve: Curve)] = {
        var curves = Penner.all.map { (name: $0.name, curve: Curve.penner($0)) }
        for position in Steps.Position.allCases {
            curves.append((name: "steps-5-\(position.rawValue)", curve: .steps(try! Steps(count: 5, position: position))))
        }
        for (name, rate) in [("decay-3", 3.0), ("decay-minus-2", -2.0), ("decay-slow", 1e-3)] {
            curves.append((name: name, curve: .exponentialDecay(try! ExponentialDecay(rate: rate))))
        }
        curves.append((name: "second-order", curve: .secondOrder(try! SecondOrderResponse(damping: 0.3, frequency: 12))))
        let springs: [(String, Spring)] = [
            ("spring-under", try! Spring(mass: 1, stiffness: 100, damping: 10)),
            ("spring-over", try! Spring(mass: 1, stiffness: 100, damping: 30, initialVelocity: 2)),
            ("spring-critical", try! Spring(mass: 1, stiffness: 100, damping: 20)),
            ("spring-short", try! Spring(mass: 1, stiffness: 170, damping: 26, duration: 0.3)),
        ]
        curves += springs.map { (name: $0.0, curve: Curve.spring($0.1)) }
        // SKBounceAnimation's frames joined by straight lines: its README's 0.5 s, and 1 s of a shake.
        let oscillations: [(String, Oscillation)] = [
            ("oscillation-medium", try! Oscillation(bounces: 2, stiffness: .medium, overshoot: true, shake: false)),
            ("oscillation-shake", try! Oscillation(bounces: 4, stiffness: .heavy, overshoot: false, shake: true, duration: 1)),
        ]
        curves += oscillations.map { (name: $0.0, curve: Curve.oscillation($0.1)) }
        let formulas = [
            ("formula-smooth", "x < 0.5 ? 4 * x^3 : 1 - (-2 * x + 2)^3 / 2"),
            ("formula-functions", "(sin(x) + cos(x) - 1) * tan(x / 2) + asin(x / 2) + acos(x / 2) - pi / 2 + atan(x) * exp(-x)"),
            (
                "formula-more",
                "log(1 + x) / log(2) * 0.5 + log2(1 + x) * 0.5 + abs(x - 0.5) - 0.5 + floor(x * 3) / 9 - ceil(x * 2) / 9 + e - e"
            ),
            ("formula-minmax", "min(max(pow(x, 0.5), 0.2), 0.9) + (x != 1 ? 0 : 0.1)"),
        ]
        curves += formulas.map { (name: $0.0, curve: Curve.expression(try! Formula(parsing: $0.1))) }
        return curves
    }()

    /// Even x and the places where the formulas branch (bounce's arcs, the halves of in-out).
    static let xs: [Double] = {
        let even: [Double] = (0...1000).map { Double($0) / 1000 }
        let branches: [Double] = [1 / 2.75, 2 / 2.75, 2.5 / 2.75, 0.5.nextDown, 0.5.nextUp, 1e-9, 1 - 1e-9, 0.2, 0.4]
        return even + branches
    }()

    /// The platforms these tests export to in the function form: those ExportRuns declares they
    /// run (or read back), so docs/exact-forms.md states no run these tests do not do.
    static let platforms = ExportRuns.entries.filter { $0.test.hasPrefix("FunctionFormRunTests.") }.map(\.platform.rawValue)
        .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }

    /// The platforms ExportRuns declares `test` (a function of this suite) runs.
    static func declared(_ test: String) -> [String] { ExportRuns.platforms(of: "FunctionFormRunTests.\(test)").map(\.rawValue) }

    /// Every curve exported to every one of ``platforms`` in its function form, named
    /// `platform-name` (so the functions of one language differ in name and compile together), or
    /// the error its export threw. Made once for the suite, the platforms sharing each curve's
    /// fitted approximations as `export NAME all` does: fitted once per curve, not once per
    /// platform or per test (the fits are most of this suite's time unoptimised).
    static let exports: [String: [Result<ExportPipeline.Exported, ExportError>]] = {
        let candidates = curves.map { ExportCandidates($0.curve, isCancelled: { false }) }
        var exports: [String: [Result<ExportPipeline.Exported, ExportError>]] = [:]
        for platform in platforms {
            exports[platform] = curves.indices.map { index in
                let name = "\(platform)-\(curves[index].name)"
                return Result { () throws(ExportError) in
                    try ExportPipeline.curve(
                        curves[index].curve, named: name, format: platform, form: .function, candidates: candidates[index])
                }
            }
        }
        return exports
    }()

    /// The export of every curve to each of `platforms` in its function form (from ``exports``),
    /// each checked to be an exact function.
    static func exported(_ platforms: [String]) throws -> [[(identifier: String, curve: Curve, text: String)]] {
        try platforms.map { platform in
            guard let results = exports[platform] else { throw TestFailure("\(platform) is not among FunctionFormRunTests.platforms") }
            return try curves.indices.map { index in
                let (name, curve) = ("\(platform)-\(curves[index].name)", curves[index].curve)
                let code = try results[index].get()
                #expect(code.form == .function && code.isExact, "\(name) was not written as an exact function")
                return (FunctionFormNames.function(name), curve, code.text)
            }
        }
    }

    /// The largest |computed − curve(x)| over the printed values, one a line, in the order of
    /// `curves` then `xs`; each one over `bound` is an issue.
    static func compare(_ output: String, _ exports: [(identifier: String, curve: Curve, text: String)], platform: String) -> Double {
        let values = output.split(separator: "\n").map { Double(String($0)) }
        #expect(values.count == exports.count * xs.count, "\(platform): \(values.count) values printed")
        var largest = 0.0
        for (index, export) in exports.enumerated() {
            for (j, x) in xs.enumerated() {
                let position = index * xs.count + j
                guard position < values.count, let value = values[position] else { continue }
                let difference = abs(value - export.curve.value(at: x))
                largest = max(largest, difference)
                if !(difference <= bound) {
                    Issue.record("\(export.identifier)(\(x)) = \(value), the curve \(export.curve.value(at: x)):\n\(export.text)")
                    return largest
                }
            }
        }
        return largest
    }

    @Test(
        "Motion's and GSAP's JavaScript functions, run in node, are the curves",
        .enabled(if: FunctionFormTools.shouldRun(FunctionFormTools.node), FunctionFormTools.missing(["node"])), Thorough.only)
    func javaScript() throws {
        let platforms = Self.declared("javaScript")
        for (platform, exports) in zip(platforms, try Self.exported(platforms)) {
            let calls = exports.map { "[\($0.identifier)]" }.joined(separator: ", ")
            let program =
                exports.map(\.text).joined(separator: "\n") + """

                    const xs = [\(Self.xs.map { "\($0)" }.joined(separator: ", "))];
                    const out = [];
                    for (const [f] of [\(calls)]) for (const x of xs) out.push(String(f(x)));
                    console.log(out.join("\\n"));

                    """
            let output = try FunctionFormTools.run(files: ["main.js": program], commands: [[FunctionFormTools.node!, "main.js"]])
            let largest = Self.compare(output, exports, platform: platform)
            print("\(platform): \(exports.count) curves × \(Self.xs.count) x in node: max difference \(largest)")
        }
    }

    /// Compose's `Easing` is a `fun interface` (Kotlin 1.4); Debian's kotlinc is 1.3, so the
    /// interface stands here with a function of the same name that makes one from a lambda, which
    /// is what `Easing { … }` is to Kotlin 1.4.
    static let composeStandIn = """
        package androidx.compose.animation.core

        interface Easing { fun transform(fraction: Float): Float }

        fun Easing(transform: (Float) -> Float): Easing = object : Easing {
            override fun transform(fraction: Float): Float = transform(fraction)
        }

        """

    /// android.animation.TimeInterpolator, as the platform declares it (a Java interface).
    static let timeInterpolatorStandIn = """
        package android.animation;

        public interface TimeInterpolator {
            float getInterpolation(float input);
        }

        """

    @Test(
        "Compose's Easing and Android's TimeInterpolator, compiled by kotlinc and run, are the curves",
        .enabled(
            if: FunctionFormTools.shouldRun(FunctionFormTools.kotlinc, FunctionFormTools.javac, FunctionFormTools.java),
            FunctionFormTools.missing(["kotlinc", "javac", "java"])), Thorough.only)
    func kotlin() throws {
        let exports = try Self.exported(Self.declared("kotlin"))
        try #require(exports.count == 2, "this test runs Compose's Easing and Android's TimeInterpolator, as ExportRuns declares")
        let (compose, android) = (exports[0], exports[1])
        let xs = Self.xs.map { "\($0)" }.joined(separator: ", ")
        func loop(_ call: String) -> String { "    for (x in xs) out.append(\(call)).append('\\n')" }
        let main = """
            fun main() {
                val xs = doubleArrayOf(\(xs))
                val out = StringBuilder()
            \((compose + android).map { loop("\($0.identifier)(x)") }.joined(separator: "\n"))
            \(compose.map { loop("\($0.identifier)Easing.transform(x.toFloat())") }.joined(separator: "\n"))
            \(android.map { loop("\($0.identifier)Interpolator.getInterpolation(x.toFloat())") }.joined(separator: "\n"))
                print(out)
            }

            """
        var files = [
            "Main.kt": main, "Easing.kt": Self.composeStandIn, "android/animation/TimeInterpolator.java": Self.timeInterpolatorStandIn,
        ]
        for (index, export) in (compose + android).enumerated() { files["Export\(index).kt"] = export.text }
        let sources = files.keys.filter { $0.hasSuffix(".kt") }.sorted()
        let output = try FunctionFormTools.run(
            files: files,
            commands: [
                [FunctionFormTools.javac!, "-d", "classes", "android/animation/TimeInterpolator.java"],
                [FunctionFormTools.kotlinc!, "-nowarn", "-cp", "classes", "-include-runtime", "-d", "out.jar"] + sources,
                [FunctionFormTools.java!, "-cp", "out.jar:classes", "MainKt"],
            ])
        let lines = output.split(separator: "\n").map(String.init)
        let doubles = lines.prefix((compose.count + android.count) * Self.xs.count).joined(separator: "\n")
        let largest = Self.compare(doubles, compose + android, platform: "kotlin")
        print("compose, android: \(compose.count + android.count) functions × \(Self.xs.count) x with kotlinc: max difference \(largest)")
        // The Float wrappers: the curve at the same Float input, rounded to Float.
        let floats = lines.dropFirst((compose.count + android.count) * Self.xs.count).map { Float($0) }
        #expect(floats.count == (compose.count + android.count) * Self.xs.count)
        var largestUlps: Float = 0
        for (index, export) in (compose + android).enumerated() {
            for (j, x) in Self.xs.enumerated() where index * Self.xs.count + j < floats.count {
                let input = Double(Float(x))
                let expected = Float(export.curve.value(at: input))
                guard let value = floats[index * Self.xs.count + j] else { continue }
                let ulps = abs(value - expected) / max(expected.magnitude, 1).ulp
                largestUlps = max(largestUlps, ulps)
                #expect(ulps <= 1, "\(export.identifier) wrapper at \(x): \(value), the curve \(expected)")
            }
        }
        print("compose Easing, android TimeInterpolator in Float: within \(largestUlps) Float ulp of the curve")
    }

    @Test("Flutter's Curve subclasses, read back by the Flutter reader (Dart has no compiler here), are the curves", Thorough.only)
    func flutter() throws {
        var largest = 0.0
        var count = 0
        let flutter = try #require(Self.declared("flutter").first, "ExportRuns declares the Flutter read-back")
        for ((name, curve), export) in zip(Self.curves, Self.exports[flutter]!) {
            // Flutter's Curve.transform is t itself at 0 and 1: a curve that is not 0 and 1 there has no such form.
            guard curve.value(at: 0) == 0, curve.value(at: 1) == 1 else {
                #expect(throws: ExportError.self, "\(name)") { try export.get() }
                continue
            }
            let text = try export.get().text
            let read = try Platform.flutter.read(text).curve
            count += 1
            for x in Self.xs {
                let difference = abs(read.value(at: x) - curve.value(at: x))
                largest = max(largest, difference)
                #expect(difference <= Self.bound, "\(name) at \(x): \(read.value(at: x)), the curve \(curve.value(at: x))\n\(text)")
            }
        }
        print("flutter: \(count) Curve subclasses read back × \(Self.xs.count) x: max difference \(largest)")
    }

    /// What SwiftUI declares that the exported CustomAnimation uses, stood in for off Apple's
    /// platforms: `VectorArithmetic.scaled(by:)`, `AnimationContext`, `CustomAnimation`.
    static let swiftUIStandIn = """
        import Foundation

        protocol VectorArithmetic { func scaled(by rhs: Double) -> Self }
        extension Double: VectorArithmetic { func scaled(by rhs: Double) -> Double { self * rhs } }
        struct AnimationContext<Value: VectorArithmetic> {}
        protocol CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
        }

        """

    @Test(
        "SwiftUI's CustomAnimation and UIKit's Swift function, compiled by swiftc and run, are the curves",
        .enabled(if: FunctionFormTools.shouldRun(ExportToolchain.swiftc), FunctionFormTools.missing(["swiftc"])), Thorough.only)
    func swift() throws {
        let exports = try Self.exported(Self.declared("swift"))
        try #require(exports.count == 2, "this test runs SwiftUI's CustomAnimation and UIKit's function, as ExportRuns declares")
        let (swiftUI, uikit) = (exports[0], exports[1])
        let xs = Self.xs.map { "\($0)" }.joined(separator: ", ")
        let animations = swiftUI.map { export in
            let type = export.identifier.prefix(1).uppercased() + export.identifier.dropFirst() + "Animation"
            return "for x in xs { out += x < 1 ? \"\\(\(type)(duration: 2).animate(value: 1.0, time: 2 * x, context: &context)!)\\n\" "
                + ": \"\\(\(export.identifier)(x))\\n\" }"
        }
        let main = """
            let xs: [Double] = [\(xs)]
            var out = ""
            var context = AnimationContext<Double>()
            \((swiftUI + uikit).map { "for x in xs { out += \"\\(\($0.identifier)(x))\\n\" }" }.joined(separator: "\n"))
            \(animations.joined(separator: "\n"))
            print(out, terminator: "")

            """
        var files = ["main.swift": main, "StandIn.swift": Self.swiftUIStandIn]
        for (index, export) in (swiftUI + uikit).enumerated() {
            files["Export\(index).swift"] = export.text.replacingOccurrences(of: "import SwiftUI\n", with: "")
        }
        let output = try FunctionFormTools.run(
            files: files, commands: [[ExportToolchain.swiftc!, "-o", "program"] + files.keys.sorted(), ["./program"]])
        let largest = Self.compare(output, swiftUI + uikit + swiftUI, platform: "swift")
        print(
            "swiftui, uikit: \(swiftUI.count + uikit.count) functions and \(swiftUI.count) CustomAnimations × \(Self.xs.count) x with swiftc: max difference \(largest)"
        )
    }
}

/// The tools the function forms run with, and a scratch directory to run them in.
enum FunctionFormTools {
    static let node = ExportToolchain.find("node")
    static let kotlinc = ExportToolchain.find("kotlinc")
    static let javac = ExportToolchain.find("javac")
    static let java = ExportToolchain.find("java")

    /// On CI (`CI` set) the tests always run, so a missing tool fails them.
    static var onCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    static func shouldRun(_ tools: String?...) -> Bool { onCI || tools.allSatisfy { $0 != nil } }

    static func missing(_ tools: [String]) -> Comment {
        "\(tools.joined(separator: ", ")) not found on PATH: install them (apt-get install -y nodejs kotlin default-jdk) to run the exported code"
    }

    /// Compiles the `.java` files of `files` with javac, then the `.kt` files (one with `main`, in
    /// `Main.kt`) with kotlinc against them, and runs `MainKt`; its standard output.
    static func runKotlinWithJava(files: [String: String]) throws -> String {
        let java = files.keys.filter { $0.hasSuffix(".java") }.sorted()
        let kotlin = files.keys.filter { $0.hasSuffix(".kt") }.sorted()
        return try run(
            files: files,
            commands: [
                [javac!, "-d", "classes"] + java,
                [kotlinc!, "-nowarn", "-cp", "classes", "-include-runtime", "-d", "out.jar"] + kotlin,
                [self.java!, "-cp", "out.jar:classes", "MainKt"],
            ])
    }

    /// Runs `calls` (Kotlin statements that append lines to `out`) in a `main` in `Main.kt` after
    /// `imports`, beside `files`, with ``runKotlinWithJava(files:)``; each printed line as a number
    /// (nil where it is none), and the output itself for messages.
    static func kotlinValues(files: [String: String], imports: [String], calls: [String]) throws -> (values: [Double?], output: String) {
        var files = files
        files["Main.kt"] = """
            \(imports.joined(separator: "\n"))

            fun main() {
                val out = StringBuilder()
            \(calls.map { "    " + $0 }.joined(separator: "\n"))
                print(out)
            }
            """
        let output = try runKotlinWithJava(files: files)
        return (output.split(separator: "\n").map { Double(String($0)) }, output)
    }

    /// Writes `files` (paths relative to a scratch directory) and runs `commands` there one after
    /// the other; the last one's standard output. A command that fails throws with its output.
    static func run(files: [String: String], commands: [[String]]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curves-function-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        var output = ""
        for command in commands {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: command[0].hasPrefix("./") ? directory.path + command[0].dropFirst() : command[0])
            process.arguments = Array(command.dropFirst())
            process.currentDirectoryURL = directory
            let (out, err) = (Pipe(), Pipe())
            process.standardOutput = out
            process.standardError = err
            try process.run()
            // Read both pipes while the process runs, so neither fills and blocks it.
            let errors = ErrorCollector(err.fileHandleForReading)
            output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw TestFailure("\(command.joined(separator: " ")) failed (\(process.terminationStatus)):\n\(errors.text)\n\(output)")
            }
        }
        return output
    }

    /// Reads a pipe to its end on another thread.
    final class ErrorCollector: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        var text: String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }
}
