import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// Every kind has one spec, and what the specs say agrees with the rest of the program.
@Suite("Curve kinds: one spec each")
struct CurveKindSpecTests {
    /// A curve of every kind, made the way users make them.
    static let definitions = [
        "b = bezier 0.42 0 0.58 1",
        "p = bounce-out",
        "e = expo-decay 4",
        "s2 = second-order 0.3 20",
        "st = steps 4 jump-both",
        "k = keyframes 0:0 ease 0.5:1.2 linear 1:1",
        "d = sampled ease 20",
        "o = oscillation bounces=3",
        "sp = spring stiffness=170 damping=8",
        "x = expr x^2",
        "pa = path M0,0 C0.05,0 0.133333,0.06 0.166666,0.4 C0.208333,0.82 0.25,1 1,1",
        "pl = android OvershootInterpolator(2.5f)",
        "li = linear(0, 0.25 25% 75%, 1)",
    ]

    static func session() throws -> Session {
        var transcript = Transcript()
        for line in definitions {
            let reply = transcript.reply(line)
            #expect(reply.error == nil, "\(line): \(reply.error ?? "")")
        }
        #expect(transcript.reply("linear bounce-out tolerance=0.01 as l").error == nil)
        return transcript.interpreter.session
    }

    @Test func everyKindOfCurveKitHasTheSpecOfItsKeyword() throws {
        let curves = try Self.session().curves.map(\.curve)
        #expect(Set(curves.map(\.kind)).count == CurveKinds.all.count, "one curve of every kind")
        for curve in curves {
            #expect(curve.spec.kind == curve.kind)
            #expect(CurveKinds.spec(forKind: curve.kind)?.kind == curve.kind)
        }
    }

    @Test func everyKindReadsBackWhatItWrites() throws {
        for named in try Self.session().curves {
            let members = CurveEncoding.members(of: named.curve)
            let read = try CurveEncoding.curve(from: JSONReader(.object(members), path: named.name))
            #expect(read == named.curve, "\(named.name)")
        }
    }

    @Test func everyKeywordStartsTheDefinitionThatPrintsIt() throws {
        for definition in CurveDefinitions.all {
            guard let keyword = definition.keyword else { continue }
            #expect(CurveDefinitions.definition(keyword: keyword) == definition)
            #expect(definition.catalog.first?.usage.hasPrefix(keyword) == true, "\(keyword)'s usage starts with it")
        }
        for line in Self.definitions {
            let command = try #require(try Parser.parse(line))
            #expect(try Parser.parse(command.description) == command, "\(line)")
        }
    }

    /// "Is this curve exactly a CSS timing function?" has one answer, used by show, export
    /// and the preview page.
    @Test func exactCSSIsOneAnswer() throws {
        let session = try Self.session()
        let css = session.curves.map { ($0.name, $0.curve.exactCSS(digits: .fewest)) }
        #expect(css.filter { $0.1 != nil }.map(\.0) == ["b", "st", "li", "l"])
        let straight = try Keyframes(
            times: [0, 0.35, 1], values: [0, 1.125, 1],
            segments: [
                Keyframes.Segment(name: "linear", curve: .bezier(Preset.linear.bezier)),
                Keyframes.Segment(name: "linear", curve: .bezier(Preset.linear.bezier)),
            ])
        #expect(Curve.keyframes(straight).exactCSS(digits: .fewest) == "linear(0 0%, 1.125 35%, 1 100%)")
        #expect(CSSTiming.exactCSS(.keyframes(straight)) == "linear(0 0%, 1.125 35%, 1 100%)")
    }

    @Test(
        "key times become percentages by moving the decimal point",
        arguments: [
            ("0", "0"), ("1", "100"), ("0.35", "35"), ("0.125", "12.5"), ("0.5", "50"), ("0.05", "5"),
            ("0.001", "0.1"), ("0.123456789", "12.3456789"), ("-0.25", "-25"), ("1e-05", "0.001"), ("-0.00005", "-0.005"),
        ])
    func percent(_ time: String, _ expected: String) {
        #expect(TextFormat.percent(fromUnit: time) == expected)
    }

    @Test func straightKeyframesShowTheirExactLinear() {
        var transcript = Transcript()
        _ = transcript.reply("k = keyframes 0:0 linear 0.35:1.125 linear 1:1")
        #expect(transcript.reply("show k").text.contains("css:   linear(0 0%, 1.125 35%, 1 100%)"))
        #expect(transcript.reply("show k").json["css"] == .string("linear(0 0%, 1.125 35%, 1 100%)"))
    }
}
