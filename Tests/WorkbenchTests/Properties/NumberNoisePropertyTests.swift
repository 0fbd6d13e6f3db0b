import CurveKit
import Foundation
import PropertyBased
import Testing

@testable import Workbench

/// No number any command prints carries noise digits (`20.500000000000002%`,
/// `-0.002419725764413366`, `1.0000e-04`): over every path a number reaches the screen by, with
/// generated inputs — definitions read from files, recordings and their exports, fits, and the
/// editor's kept command (issue 33; the typed-decimal property is `TypedDecimalPropertyTests`).
@Suite("no noise digits on any path")
struct NumberNoisePropertyTests {
    /// Numbers with a run of six zeros or nines inside their decimals, more than 12 significant
    /// decimals, or a mantissa padded with zeros before its exponent.
    static func noisyNumbers(in text: String) -> [String] {
        let pattern = #"-?\d+\.\d*(?:0{6,}[1-9]|9{6,})\d*|-?\d*\.\d{13,}|\d\.\d*0000e[-+]?\d+"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    static let percent = zip(Gen.int(in: 1...49), Gen.int(in: 0...9)).map { whole, tenth in tenth == 0 ? "\(whole)" : "\(whole).\(tenth)" }

    @Test("the detector finds the issue's examples and passes plain figures")
    func detector() {
        #expect(Self.noisyNumbers(in: "linear(0, 0.5 20.500000000000002%, 1)") == ["20.500000000000002"])
        #expect(Self.noisyNumbers(in: "linear(-0.002419725764413366, 0.1)") == ["-0.002419725764413366"])
        #expect(Self.noisyNumbers(in: "within 1.0000e-04") == ["1.0000e-04"])
        #expect(Self.noisyNumbers(in: "stiffness=157.91367041742973").count == 1)
        #expect(Self.noisyNumbers(in: "max 1.5433e-05 at x = 0.2736, 0.000895, 100%").isEmpty)
    }

    @Test("a linear() read from a file, with a stop whose input CSS infers, echoes and exports clean")
    func fileReads() async {
        await propertyCheck(count: 40, input: Self.percent, Self.percent) { first, second in
            let (a, b) = (Double(first)!, Double(second)! + 50)
            let code = "linear(0, 0.2 \(first)%, 0.4, 0.6 \(TextFormat.shortest(b))%, 1)"
            var shell = Transcript(
                files: ["styles.css": ".x { transition-timing-function: ease; }\n.y { transition-timing-function: \(code); }\n"], width: 400
            )
            let reply = shell.reply("sp = css file=styles.css at=2")
            #expect(reply.error == nil, "\(code): \(reply.error ?? "")")
            _ = a
            for text in [reply.text, shell.reply("export sp css").text, shell.reply("list").text] {
                #expect(Self.noisyNumbers(in: text).isEmpty, "\(code): \(text)")
            }
        }
    }

    @Test("a recording's show and its SwiftUI export print clean numbers")
    func recordings() async {
        await propertyCheck(count: 12, input: Gen.int(in: 200...500), Gen.int(in: 10...40)) { distance, frames in
            let csv =
                "time (ms),left\n"
                + (0..<(frames + 20)).map { frame -> String in
                    let p = min(max(Double(frame - 5) / Double(frames), 0), 1)
                    let x = (100 + Double(distance) * (1 - (1 - p) * (1 - p))).rounded()
                    return "\(TextFormat.shortest(Double(frame) * 1000 / 60)),\(Int(x))"
                }.joined(separator: "\n") + "\n"
            var shell = Transcript(files: ["rec.csv": csv], width: 400)
            let reply = shell.reply("r = import rec.csv recording")
            #expect(reply.error == nil, "\(reply.error ?? "")")
            for command in ["export r swiftui", "show r"] {
                let text = shell.reply(command).text
                #expect(Self.noisyNumbers(in: text).isEmpty, "\(command): \(text)")
            }
        }
    }

    /// Left open: linear()'s first and last stops are written exactly by contract
    /// (LinearApproximatorTests.endpointsAreExact), so a recording that ends at 200/201 of its
    /// move exports `… 0.9950248756218906)`.
    @Test("a recording's linear() end stops keep every digit (known issue)")
    func recordingEndStops() {
        let csv =
            "time (ms),left\n"
            + (0..<40).map { frame -> String in
                let p = min(max(Double(frame - 5) / 20, 0), 1)
                return "\(TextFormat.shortest(Double(frame) * 1000 / 60)),\(Int((100 + 201 * (1 - (1 - p) * (1 - p))).rounded()))"
            }.joined(separator: "\n") + "\n"
        var shell = Transcript(files: ["rec.csv": csv], width: 400)
        _ = shell.reply("r = import rec.csv recording")
        let css = shell.reply("export r css").text
        withKnownIssue("linear()'s end stops keep every digit of a recording's ends", isIntermittent: true) {
            #expect(Self.noisyNumbers(in: css).isEmpty, "\(css)")
        }
    }

    @Test("fits of generated curves print clean numbers")
    func fits() async {
        let point = Gen.int(in: 0...100).map { Double($0) / 100 }
        await propertyCheck(count: 10, input: point, point) { x1, y2 in
            var shell = Transcript(width: 400)
            _ = shell.reply("t = bezier \(TextFormat.shortest(x1)) 0.1 0.5 \(TextFormat.shortest(y2 + 0.5))")
            for command in ["fit t", "fit t family=path tolerance=0.0001", "linear t tolerance=0.001"] {
                let text = shell.reply(command).text
                #expect(Self.noisyNumbers(in: text).isEmpty, "\(command): \(text)")
            }
        }
        // fit's spring lines are export's code, and the spring writers print a spring's numbers
        // unrounded (as its echo does): not yet fixed.
        var shell = Transcript(width: 400)
        _ = shell.reply("t = bezier 0.63 0.1 0.5 0.5")
        let spring = shell.reply("fit t family=spring").text
        withKnownIssue("spring code keeps every digit of a fitted spring's numbers") {
            #expect(Self.noisyNumbers(in: spring).isEmpty, "fit t family=spring: \(spring)")
        }
    }

    @Test("the editor's kept command after arrow moves prints clean numbers")
    func editor() async {
        let moves = Gen.int(in: -30...30).array(of: 1...6)
        await propertyCheck(count: 60, input: moves) { steps in
            var state = EditorState(name: "c", curve: .bezier(try! CubicBezier(x1: 0.3, y1: 0.1, x2: 0.2, y2: 1)), target: nil)!
            for (index, step) in steps.enumerated() {
                _ = state.apply(index % 2 == 0 ? .move(dx: step, dy: 0) : .move(dx: 0, dy: step))
                if index == 2 { _ = state.apply(.next) }
            }
            if case .keep(let command?) = state.apply(.keep) {
                #expect(Self.noisyNumbers(in: command).isEmpty, "\(steps): \(command)")
            }
        }
    }
}
