import Foundation
import PropertyBased
import Testing

@testable import CurveKit
@testable import Workbench

/// Issue 23: `a = css linear(0, 0.2 3.6%, 0.5 10.3%, 1)` echoed and exported
/// `3.6000000000000004%` and `10.300000000000001%`. A typed decimal comes back as typed.
@Suite("Typed decimals come back as typed")
struct TypedDecimalPropertyTests {
    /// A percentage as people type it: up to three digits before the point and up to six
    /// after, with no trailing zeros after the point (the form the shell prints).
    static let percentText = zip(Gen.int(in: 0...100), Gen.int(in: 0...6), Gen.int(in: 0...999_999)).map {
        whole, places, digits -> String in
        guard places > 0 else { return String(whole) }
        var fraction = String(digits % Int(pow(10, Double(places))))
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
    }

    @Test("a percentage's fraction prints back as the percentage typed")
    func percentRoundTrip() async {
        await propertyCheck(count: 500, input: Self.percentText) { text in
            let fraction = Double(TextFormat.unit(fromPercent: text))
            #expect(fraction.map(TextFormat.exactPercent) == text, "\(text)")
        }
    }

    @Test("the issue's examples and the corners: 3.6 %, 10.3 %, 0.5 %, 100 %, 250 %, −0.25 %")
    func examples() {
        #expect(TextFormat.unit(fromPercent: "3.6") == "0.036")
        #expect(TextFormat.unit(fromPercent: "10.3") == "0.103")
        #expect(TextFormat.unit(fromPercent: "0.5") == "0.005")
        #expect(TextFormat.unit(fromPercent: "100") == "1")
        #expect(TextFormat.unit(fromPercent: "250") == "2.5")
        #expect(TextFormat.unit(fromPercent: "-0.25") == "-0.0025")
        #expect(TextFormat.unit(fromPercent: "5") == "0.05")
        #expect(TextFormat.unit(fromPercent: "1e1") == "0.1")
    }

    @Test("css linear() with generated percentages echoes, exports and saves them as typed")
    func linearEchoesAsTyped() async {
        await propertyCheck(count: 60, input: Self.percentText, Self.percentText) { first, second in
            let (a, b) = (Double(first)!, Double(second)!)
            guard a < b, b <= 100 else { return }
            var shell = Transcript(width: 400)
            let reply = shell.reply("a = css linear(0, 0.2 \(first)%, 0.5 \(second)%, 1)")
            #expect(reply.error == nil, "\(first) \(second): \(reply.error ?? "")")
            let expected = "linear(0 0%, 0.2 \(first)%, 0.5 \(second)%, 1 100%)"
            #expect(reply.text.contains(expected), "\(reply.text)")
            #expect(shell.reply("export a css").text.contains(expected))
            #expect(shell.reply("history").text.contains("0.2 \(first)%, 0.5 \(second)%"))
        }
    }

    @Test("the issue's line: 3.6% and 10.3% in the echo, the export and the session file")
    func issueLine() throws {
        var shell = Transcript(width: 400)
        let reply = shell.reply("a = css linear(0, 0.2 3.6%, 0.5 10.3%, 1)")
        #expect(reply.text.contains("linear(0 0%, 0.2 3.6%, 0.5 10.3%, 1 100%)"))
        let export = shell.reply("export a css").text
        #expect(export.contains("0.2 3.6%, 0.5 10.3%"))
        #expect(!export.contains("0000000"))
        _ = shell.reply("save s.json")
        let saved = try #require(shell.files.text("s.json"))
        #expect(saved.contains("0.036") && saved.contains("0.103"))
        #expect(!saved.contains("0000000"))
    }
}
