import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

@Suite("Animation values: syntax, canonical text, interpolation")
struct AnimationValueTests {
    static let readings: [(text: String, value: AnimationValue, canonical: String)] = [
        ("32", .number(32), "32"),
        ("-1.5", .number(-1.5), "-1.5"),
        ("2e-3", .number(0.002), "0.002"),
        (".5", .number(0.5), "0.5"),
        ("(150,32)", .pair(150, 32), "(150,32)"),
        ("( 150 , 32.5 )", .pair(150, 32.5), "(150,32.5)"),
        ("(0,0,320,200)", .rect(x: 0, y: 0, width: 320, height: 200), "(0,0,320,200)"),
        ("#ff8800", .colour(red: 255, green: 136, blue: 0, alpha: 1), "#ff8800"),
        ("#FF8800", .colour(red: 255, green: 136, blue: 0, alpha: 1), "#ff8800"),
        ("#ff880080", .colour(red: 255, green: 136, blue: 0, alpha: 128.0 / 255), "#ff880080"),
        ("#f80", .colour(red: 255, green: 136, blue: 0, alpha: 1), "#ff8800"),
        ("rgba(255,136,0,0.5)", .colour(red: 255, green: 136, blue: 0, alpha: 0.5), "rgba(255,136,0,0.5)"),
        ("rgb(10, 20, 30)", .colour(red: 10, green: 20, blue: 30, alpha: 1), "#0a141e"),
        ("rgba(127.5,0,0,1)", .colour(red: 127.5, green: 0, blue: 0, alpha: 1), "rgba(127.5,0,0,1)"),
        ("scale(1.5)", .transform([.scale(x: 1.5, y: 1.5)]), "scale(1.5)"),
        ("scale(2,1)", .transform([.scale(x: 2, y: 1)]), "scale(2,1)"),
        ("rotate(45)", .transform([.rotate(degrees: 45)]), "rotate(45)"),
        ("rotate(45deg)", .transform([.rotate(degrees: 45)]), "rotate(45)"),
        ("translate(10)", .transform([.translate(x: 10, y: 0)]), "translate(10,0)"),
        ("translate(10,0)rotate(45)", .transform([.translate(x: 10, y: 0), .rotate(degrees: 45)]), "translate(10,0)rotate(45)"),
        (
            "translate(10, 0) rotate(45) scale(2)",
            .transform([.translate(x: 10, y: 0), .rotate(degrees: 45), .scale(x: 2, y: 2)]), "translate(10,0)rotate(45)scale(2)"
        ),
    ]

    @Test("each form reads, and its canonical text reads back to the same value", arguments: readings.indices)
    func reads(index: Int) throws {
        let (text, expected, canonical) = Self.readings[index]
        let value = try AnimationValue(parsing: text)
        #expect(value == expected, "\(text)")
        #expect(value.description == canonical)
        #expect(try AnimationValue(parsing: value.description) == value)
    }

    static let failures: [(text: String, mentions: [String])] = [
        ("", ["empty"]),
        ("#ff000", ["colour \"#ff000\"", "#rrggbb", "rgba(r,g,b,a)"]),
        ("#gg0000", ["colour", "#rrggbb"]),
        ("rgba(300,0,0,1)", ["red must be from 0 to 255", "300"]),
        ("rgba(0,0,0,2)", ["alpha must be from 0 to 1"]),
        ("rgba(0,0)", ["colour", "rgba(r,g,b,a)"]),
        ("(1,2,3)", ["3 numbers", "(x,y)", "(x,y,width,height)"]),
        ("(1,2", ["closing parenthesis"]),
        ("(a,b)", ["(x,y)"]),
        ("skew(10)", ["\"skew\" is not a transform operation", "rotate(deg)"]),
        ("rotate(1,2)", ["rotate(…)", "1 number"]),
        ("translate(10,0)foo", ["translate(10,0)foo", "scale(s)"]),
        ("red", ["cannot read \"red\"", "a colour (#rrggbb"]),
        ("nan", ["cannot read"]),
        ("inf", ["cannot read"]),
        ("1e999", ["cannot read"]),
        ("0x10", ["cannot read"]),
        ("12px", ["cannot read \"12px\""]),
    ]

    @Test("bad values get an error naming the problem and what is accepted", arguments: failures.indices)
    func rejects(index: Int) {
        let (text, mentions) = Self.failures[index]
        do {
            let value = try AnimationValue(parsing: text)
            Issue.record("\"\(text)\" read as \(value)")
        } catch {
            for mention in mentions {
                #expect(error.message.contains(mention), "\"\(text)\": \(error.message)")
            }
        }
    }

    @Test("interpolation is component by component, exact at both ends, and overshoots with the curve")
    func interpolation() {
        let from = AnimationValue.pair(150, 32), to = AnimationValue.pair(300, 0)
        #expect(from.interpolated(to: to, progress: 0) == from)
        #expect(from.interpolated(to: to, progress: 1) == to)
        #expect(from.interpolated(to: to, progress: 0.5) == .pair(225, 16))
        for progress in [1.2, -0.1, 0.3] {
            let x: Double = 150 + (300 - 150) * progress
            let y: Double = 32 + (0 - 32) * progress
            #expect(from.interpolated(to: to, progress: progress) == AnimationValue.pair(x, y))
        }
        // A value whose 0.1 + (0.7 − 0.1)·1 would not be exactly 0.7.
        #expect(AnimationValue.number(0.1).interpolated(to: .number(0.7), progress: 1) == .number(0.7))
    }

    @Test("colours clamp to their range; transforms interpolate operation by operation")
    func clampingAndTransforms() throws {
        let black = try AnimationValue(parsing: "#000000"), white = try AnimationValue(parsing: "#ffffff80")
        let over = black.interpolated(to: white, progress: 1.5)
        let alpha: Double = 1 + (128.0 / 255 - 1) * 1.5
        #expect(over == .colour(red: 255, green: 255, blue: 255, alpha: alpha))
        #expect(
            black.interpolated(to: .colour(red: 255, green: 255, blue: 255, alpha: 0), progress: 2)
                == .colour(red: 255, green: 255, blue: 255, alpha: 0))
        let under = black.interpolated(to: white, progress: -0.5)
        #expect(under == .colour(red: 0, green: 0, blue: 0, alpha: 1))
        let a = try AnimationValue(parsing: "translate(0,0)rotate(0)"), b = try AnimationValue(parsing: "translate(100,20)rotate(360)")
        #expect(a.interpolated(to: b, progress: 0.25) == .transform([.translate(x: 25, y: 5), .rotate(degrees: 90)]))
        // Sizes and scales are not clamped.
        #expect(AnimationValue.number(1).interpolated(to: .number(0), progress: 1.5) == .number(-0.5))
    }

    @Test("kinds must match, and transforms need the same operations in the same order")
    func compatibility() throws {
        #expect(AnimationValue.number(1).mismatch(with: .pair(1, 2))?.contains("1 is a number but (1,2) is a point or size") == true)
        let a = try AnimationValue(parsing: "translate(10,0)rotate(45)"), b = try AnimationValue(parsing: "rotate(45)translate(10,0)")
        #expect(a.mismatch(with: b)?.contains("same operations in the same order") == true)
        #expect(a.mismatch(with: try AnimationValue(parsing: "translate(0,0)rotate(0)")) == nil)
        #expect(AnimationValue.rect(x: 0, y: 0, width: 1, height: 1).isCompatible(with: .pair(0, 0)) == false)
    }

    @Test("deviation is Euclidean in the property's units, alpha counted on the 0…255 scale")
    func deviation() {
        #expect(AnimationValue.pair(0, 0).deviation(from: .pair(3, 4)) == 5)
        let a = AnimationValue.colour(red: 0, green: 0, blue: 0, alpha: 1)
        let b = AnimationValue.colour(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(a.deviation(from: b) == 255)
        #expect(AnimationValue.number(1).deviation(from: .pair(1, 1)) == .infinity)
    }

    @Test("random values of every kind round-trip through their canonical text")
    func randomRoundTrip() throws {
        var generator = SplitMix64(seed: 42)
        func number() -> Double {
            switch generator.next() % 4 {
            case 0: Double(Int(generator.next() % 2001) - 1000)
            case 1: Double(generator.next() % 1_000_000) / 1000 - 500
            default: (Double(generator.next() % (1 << 53)) / Double(1 << 53) - 0.5) * 1e4
            }
        }
        func channel() -> Double { generator.next() % 2 == 0 ? Double(generator.next() % 256) : Double(generator.next() % 255_000) / 1000 }
        for _ in 0..<500 {
            let value: AnimationValue =
                switch generator.next() % 5 {
                case 0: .number(number())
                case 1: .pair(number(), number())
                case 2: .rect(x: number(), y: number(), width: number(), height: number())
                case 3: .colour(red: channel(), green: channel(), blue: channel(), alpha: Double(generator.next() % 1001) / 1000)
                default:
                    .transform(
                        (0..<Int(1 + generator.next() % 3)).map { _ in
                            switch generator.next() % 3 {
                            case 0: .translate(x: number(), y: number())
                            case 1: .rotate(degrees: number())
                            default:
                                generator.next() % 2 == 0
                                    ? .scale(x: number(), y: number())
                                    : {
                                        let s = number(); return .scale(x: s, y: s)
                                    }()
                            }
                        })
                }
            let text = value.description
            #expect(!text.contains(" "), "\(text) is one word")
            #expect(try AnimationValue(parsing: text) == value, "\(text)")
        }
    }
}
