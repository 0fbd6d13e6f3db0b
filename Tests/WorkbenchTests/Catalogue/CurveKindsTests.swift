import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

@Suite("Every curve kind is first-class")
struct CurveKindsTests {
    /// One definition of each kind, and a value it must have (computed from the kind's
    /// formula written out here).
    static let definitions: [(line: String, x: Double, y: Double)] = [
        ("a = bezier 0 0 1 1", 0.3, 0.3),
        ("a = bounce-out", 0.5, 7.5625 * pow(0.5 - 1.5 / 2.75, 2) + 0.75),
        ("a = easeInQuad", 0.5, 0.25),
        ("a = expo-decay 3", 0.5, (1 - exp(-1.5)) / (1 - exp(-3))),
        (
            "a = second-order 0.5 10", 0.2,
            1 - exp(-0.5 * 10 * 0.2) * sin(0.75.squareRoot() * 10 * 0.2 + atan(0.75.squareRoot() / 0.5)) / 0.75.squareRoot()
        ),
        ("a = steps 4", 0.6, 0.5),
        ("a = steps 4 jump-start", 0.6, 0.75),
        ("a = keyframes 0:0 linear 0.5:1 linear 1:0", 0.25, 0.5),
        ("a = sampled linear 10", 0.35, 0.35),
        // Core Animation's default spring: ζ = 0.5, ω₀ = 10, spanning its settling time
        // 1.2701651956539863 s (checked against a 40-digit computation).
        (
            "a = spring", 0.5,
            {
                let t = 0.5 * 1.2701651956539863, omega = 10 * 0.75.squareRoot()
                return 1 - exp(-5 * t) * (cos(omega * t) + 5 / omega * sin(omega * t))
            }()
        ),
        // An explicit span: the curve covers 2 s, so x = 0.25 is t = 0.5 s.
        (
            "a = spring mass=1 stiffness=100 damping=10 velocity=0 duration=2", 0.25,
            {
                let t = 0.5, omega = 10 * 0.75.squareRoot()
                return 1 - exp(-5 * t) * (cos(omega * t) + 5 / omega * sin(omega * t))
            }()
        ),
        // SwiftUI: response 0.5, damping fraction 1 → stiffness (2π/0.5)², critically damped.
        (
            "a = spring response=0.5 damping-fraction=1 duration=1", 0.1,
            {
                let omega = 2 * Double.pi / 0.5, t = 0.1
                return 1 - (1 + omega * t) * exp(-omega * t)
            }()
        ),
        // easeInOutQuad written as a formula.
        ("a = expr x < 0.5 ? 2*x*x : 1 - (-2*x + 2)^2 / 2", 0.75, 1 - pow(-2 * 0.75 + 2, 2) / 2),
        ("a = expr 1 - cos(t * pi / 2)", 0.3, 1 - cos(0.3 * .pi / 2)),
        // SKBounceAnimation, 2 bounces, medium, 0.5 s: 30 frames; frame 0 is 1 − 2.71⁰·cos 0 = 0.
        ("a = oscillation bounces=2 stiffness=medium overshoot=yes shake=no duration=0.5", 0, 0),
        // Two straight segments: (0.5, 0.8) to (1, 1) halfway is 0.9.
        ("a = path M0,0 L0.5,0.8 L1,1", 0.75, 0.9),
    ]

    @Test("each kind defines, evaluates, samples, compares and plots", arguments: definitions.indices)
    func firstClass(index: Int) {
        let (line, x, y) = Self.definitions[index]
        var shell = Transcript()
        let defined = shell.reply(line)
        #expect(defined.error == nil, "\(line): \(defined.error ?? "")")
        guard case .array(let points)? = shell.reply("eval a \(x)").json["points"],
            case .array(let pair) = points[0], case .number(let value) = pair[1]
        else { Issue.record("\(line): no value"); return }
        expectClose(value, y, absolute: 1e-12, "\(line) at \(x): \(value) vs \(y)")
        #expect(shell.reply("sample a 20").error == nil)
        #expect(shell.reply("compare a ease").error == nil)
        #expect(shell.reply("plot a ease").error == nil)
        #expect(shell.reply("show a").error == nil)
    }

    @Test("every kind round-trips through save and load exactly")
    func roundTrip() {
        var shell = Transcript(files: ["data.csv": "t,y\n0,0\n0.5,0.8\n1,1\n"])
        var names: [String] = []
        for (index, definition) in Self.definitions.enumerated() {
            let name = "c\(index)"
            _ = shell.reply(definition.line.replacingOccurrences(of: "a = ", with: "\(name) = "))
            names.append(name)
        }
        _ = shell.reply("d = import data.csv")
        _ = shell.reply("k = keyframes 0:0 bounce-out 0.5:0.7 d 1:1")
        #expect(shell.interpreter.session.curves.count == Self.definitions.count + 2)
        _ = shell.reply("save s.json")
        var other = Transcript()
        other.files.write(shell.files.text("s.json") ?? "", "s.json")
        #expect(other.reply("load s.json").error == nil)
        #expect(other.interpreter.session == shell.interpreter.session)
    }

    @Test("show prints the formula and parameters")
    func showFormula() {
        var shell = Transcript()
        _ = shell.reply("d = expo-decay 5")
        let text = shell.reply("show d").text
        #expect(text.hasPrefix("d = expo-decay 5\n  y = (1 − e^(−5·x)) / (1 − e^(−5))"))
        #expect(shell.reply("show back-in").text.contains("c3·x³ − c1·x²"))
        #expect(shell.reply("show ease").text.contains("css:   cubic-bezier(0.25, 0.1, 0.25, 1)"))
    }

    @Test(
        "bad parameters give a clear error and add nothing",
        arguments: [
            ("a = second-order 1.5 10", "ZETA (the damping ratio) must lie strictly between 0 and 1 (got 1.5)"),
            ("a = second-order 0.5 -1", "OMEGA (the natural frequency) must be a positive number up to 1e6 (got -1)"),
            ("a = steps 0", "N must be a whole number from 1 to 100000 (got 0)"),
            ("a = steps 1 jump-none", "N must be a whole number from 2 to 100000 for jump-none (got 1)"),
            (
                "a = steps 3 jump-middle",
                "unknown step position 'jump-middle'; accepted: jump-start, jump-end, jump-none, jump-both (or start, end)"
            ),
            ("a = expo-decay 0", "K must be a nonzero number between -700 and 700 (got 0); K = 0 would be linear"),
            ("a = keyframes 0:0 linear 0.5:1 linear 0.5:0 linear 1:1", "key times must strictly increase: 0.5 follows 0.5 (key 3)"),
            ("a = keyframes 0:0 linear 0.9:1", "key times must start at 0 and end at 1 (got 0 … 0.9)"),
            ("a = keyframes 0:0 linear", "missing at least two keyframes T:V; usage: NAME = keyframes T0:V0 CURVE T1:V1 CURVE … Tn:Vn"),
            (
                "a = keyframes 0:0 nothing 1:1",
                "unknown curve 'nothing' (define one with NAME = bezier X1 Y1 X2 Y2, or use a preset: linear, ease, ease-in, ease-out, ease-in-out)"
            ),
            (
                "a = keyframes 0-0 linear 1:1",
                "expected a keyframe TIME:VALUE (like 0.5:1), got '0-0'; usage: NAME = keyframes T0:V0 CURVE T1:V1 CURVE … Tn:Vn"
            ),
            ("a = import bad.csv", "cannot import bad.csv: line 3, column 3: expected a finite number, got 'abc'"),
            ("a = import missing.csv", "cannot read missing.csv: no such file"),
            ("a = sampled ease 0", "N must be a whole number from 1 to 1000000 (got 0)"),
            ("a = oscillation bounces=0", "bounces must be a whole number from 1 to 100 (got 0)"),
            ("a = oscillation stiffness=soft", "stiffness must be light, medium, heavy or a positive number (got 'soft')"),
            ("a = oscillation shake=maybe", "shake must be yes or no (got 'maybe')"),
            ("a = oscillation bounces=2 bounces=3", "bounces= is given twice"),
            ("a = spring mass=-1", "spring mass must be a finite number greater than 0 (got -1)"),
            (
                "a = spring duration=1 bounce=0.2 mass=2",
                "spring duration=D bounce=B takes exactly those two (SwiftUI's form); got bounce, duration, mass"
            ),
            (
                "a = spring response=0.5",
                "spring response=R damping-fraction=Z [mass=M] [duration=S] needs both response and damping-fraction, and no "
            ),
            (
                "a = spring tension=3",
                "unknown option 'tension'; accepted: mass=, stiffness=, damping=, velocity=, duration=, response=, damping-fraction=, bounce="
            ),
            (
                "a = expr 1/x",
                "the formula is infinite at x = 0 (a division by zero or a function outside its domain?); a curve must be finite on [0, 1]"
            ),
            (
                "a = expr sqrt(x - 0.5)",
                "the formula is not a number (NaN) at x = 0 (a division by zero or a function outside its domain?); a curve must be finite on [0, 1]"
            ),
            ("a = expr 2x", "in the formula at column 2: expected an operator before 'x'; implicit multiplication is not allowed, write *"),
            ("a = expr sni(x)", "in the formula at column 1: unknown identifier 'sni'; did you mean 'sin'?"),
            ("bounce-out = ease", "\"bounce-out\" is a preset name and cannot be redefined; choose another name"),
        ])
    func badParameters(line: String, message: String) {
        var shell = Transcript(files: ["bad.csv": "t,y\n0,0\n1,abc\n"])
        let reply = shell.reply(line)
        #expect(reply.error == message)
        #expect(shell.interpreter.session.isEmpty)
    }

    @Test("help curves lists every kind with its parameters")
    func helpCurves() {
        var shell = Transcript()
        let text = WrappedText.unwrapped(shell.reply("help curves").text)
        for entry in CurveCatalog.entries { #expect(text.contains(entry.usage)) }
        #expect(text.contains("bounce"))
    }

    @Test("CSV import reads t, y as given, or scaled to start at 0 and end at 1 with normalize")
    func importNormalize() {
        var shell = Transcript(files: ["raw.csv": "time y\n0 32\n0.5 268\n1 268\n", "ball.csv": "# ms, px\n0, 32\n500, 268\n1000, 150\n"])
        #expect(shell.reply("r = import raw.csv").error == nil)
        #expect(shell.reply("eval r 0.5").json["points"] == [.numbers([0.5, 268])])
        #expect(
            shell.reply("b = import ball.csv").error
                == "cannot import ball.csv: as a recording: the recording has 3 frames; a motion needs at least four. As a t, y table: t runs from 0 to 1000, not from 0 to 1; add normalize to scale it"
        )
        #expect(shell.reply("b = import ball.csv normalize").error == nil)
        // y' = (y − 32) / (150 − 32): 0, 2, 1 at t' = 0, 0.5, 1.
        #expect(shell.reply("eval b 0 0.5 1").json["points"] == [.numbers([0, 0]), .numbers([0.5, 2]), .numbers([1, 1])])
    }
}
