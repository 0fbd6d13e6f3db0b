import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Sessions travel between machines whose maths libraries differ in the last bit: `replay`
/// counts numbers within a relative 1e-9 as reproduced and says how far apart they were;
/// beyond it, it names the field and shows both numbers. `diff` is exact and lists the fields.
@Suite("replay's tolerance and the fields replay and diff name")
struct ReplayToleranceTests {
    /// A saved session whose first curve's control point `index` is moved by `change`.
    static func tampered(_ lines: [String], curve: String, index: Int, by change: (Double) -> Double) throws -> String {
        let text = ReplayDiffTests.savedSession(lines)
        var json = try JSONValue(parsing: text)
        guard case .object(var members) = json, case .array(var curves)? = json["curves"] else { return text }
        for (position, element) in curves.enumerated() {
            guard case .object(var fields) = element, element["name"] == .string(curve) else { continue }
            fields = fields.map { field in
                guard field.key == "points", case .array(var points) = field.value, case .number(let value) = points[index] else {
                    return field
                }
                points[index] = .number(change(value))
                return (field.key, .array(points))
            }
            curves[position] = .object(fields)
        }
        members = members.map { $0.key == "curves" ? ("curves", .array(curves)) : $0 }
        json = .object(members)
        return json.prettyPrinted
    }

    @Test("a difference far below 1e-9 matches, and the verdict says how large and where")
    func withinTolerance() throws {
        let file = try Self.tampered(["t = bezier 0.3 0.2 0.6 0.9"], curve: "t", index: 0) { $0.nextUp.nextUp }
        var shell = Transcript(files: ["s.json": file])
        let reply = shell.reply("replay s.json")
        #expect(reply.json["matches"] == true)
        let expected = (0.3.nextUp.nextUp - 0.3)
        #expect(reply.json["largest_difference"] == .number(expected))
        #expect(reply.json["largest_difference_at"] == .string("t.x1"))
        #expect(
            reply.text.hasSuffix(
                "replay reproduced s.json: 1 curve match the saved ones (largest difference \(TextFormat.statistic(expected)) in t.x1, within the relative tolerance 1e-9)"
            ))
    }

    @Test("a difference above 1e-9 fails and shows both numbers, never two identical texts")
    func beyondTolerance() throws {
        // 2e-9 apart in a definition too long to show whole: the field line shows both numbers.
        let file = try Self.tampered(
            ["k = keyframes 0:0 ease-in 0.25:1 ease-out 0.5:0.2 ease-in 0.75:0.9 ease-out 1:0.5"], curve: "k", index: 0
        ) { $0 }
        var json = try JSONValue(parsing: file)
        guard case .object(var members) = json, case .array(var curves)? = json["curves"], case .object(var fields) = curves[0] else {
            Issue.record("no curve"); return
        }
        fields = fields.map { $0.key == "times" ? ("times", [0, 0.25, 0.500000002, 0.75, 1]) : $0 }
        curves[0] = .object(fields)
        members = members.map { $0.key == "curves" ? ("curves", .array(curves)) : $0 }
        json = .object(members)
        var shell = Transcript(files: ["s.json": json.prettyPrinted])
        let reply = shell.reply("replay s.json")
        #expect(reply.json["matches"] == false)
        #expect(
            reply.text.hasSuffix(
                """
                replay of s.json differs from the saved session:
                  k.times[2]: saved 0.500000002, replayed 0.5
                """), "\(reply.text)")
    }

    @Test("field paths: a keyframes segment by its name, a Bézier's points as x1 … y2")
    func fieldPaths() {
        let segment: JSONValue = .object([("name", "fit-2"), ("kind", "bezier"), ("points", [0.1, 0.2, 0.3, 0.4])])
        let other: JSONValue = .object([("name", "fit-2"), ("kind", "bezier"), ("points", [0.1, 0.2, 0.35, 0.4])])
        let left: JSONValue = .object([("kind", "keyframes"), ("times", [0, 1]), ("curves", .array([segment]))])
        let right: JSONValue = .object([("kind", "keyframes"), ("times", [0, 1]), ("curves", .array([other]))])
        let comparison = FieldComparison(left, right, path: "bounce", tolerance: 1e-9)
        #expect(comparison.differences == [FieldComparison.Difference(path: "bounce.fit-2.x2", left: "0.3", right: "0.35")])
    }

    @Test("the tolerance is relative above 1 and absolute below it")
    func toleranceScale() {
        func equal(_ a: Double, _ b: Double) -> Bool {
            FieldComparison(.number(a), .number(b), path: "n", tolerance: 1e-9).differences.isEmpty
        }
        #expect(equal(1e-16, -6e-17))
        #expect(equal(1000, 1000 + 5e-7))
        #expect(!equal(1000, 1000 + 2e-6))
        #expect(!equal(0.5, 0.5 + 2e-9))
        #expect(equal(0.5, 0.5 + 5e-10))
    }

    @Test("diff compares animations too, field by field")
    func diffAnimations() {
        let file = ReplayDiffTests.savedSession([
            "anim slide opacity 0 1 duration=1 curve=ease", "anim fade opacity 1 0 duration=0.5 curve=linear",
        ])
        var shell = Transcript(files: ["s.json": file])
        _ = shell.reply("anim slide opacity 0 1 duration=2 curve=ease")
        _ = shell.reply("anim fade opacity 1 0 duration=0.5 curve=linear")
        let reply = shell.reply("diff s.json")
        #expect(reply.text.contains("animation  session"), "\(reply.text)")
        #expect(reply.text.contains("slide.duration: 2 | 1"), "\(reply.text)")
        #expect(reply.text.hasSuffix("0 curves identical, 0 different; 1 animation identical, 1 different"), "\(reply.text)")
        #expect(
            shell.reply("diff s.json s.json").text == "no differences: 0 curves identical, 0 different; 2 animations identical, 0 different"
        )
    }

    @Test("diff fits the terminal: long definitions are shortened to the width")
    func diffWidth() {
        let long = "keyframes " + (0...20).map { "\(Double($0) / 20):\(Double($0 % 3) / 2)" }.joined(separator: " ease ")
        let file = ReplayDiffTests.savedSession(["k = " + long])
        for width in [40, 80, 110] {
            var shell = Transcript(files: ["s.json": file], width: width)
            _ = shell.reply("k = ease")
            let text = shell.reply("diff s.json").text
            for line in text.split(separator: "\n") {
                #expect(line.count <= width, "\(width): \(line)")
            }
            #expect(text.contains("…"))
        }
    }
}
