import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Live
@testable import Platforms
@testable import Workbench

/// The session as the page is sent it.
@Suite("the live page's session snapshot")
struct LiveSnapshotTests {
    static func parsed(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }

    /// A cubic Bézier timing function written out here, independently of CurveKit: x(t) and
    /// y(t) in Bernstein form, t found by bisection (x is increasing for x1, x2 in [0, 1]).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }

    @Test func eachCurveComesWithItsExactValuesCSSAndEditViews() throws {
        var transcript = Transcript(interactive: true)
        _ = transcript.reply("pop = bezier 0.3 0.1 0.2 1")
        _ = transcript.reply("boing = spring stiffness=170 damping=12")
        var snapshot = LiveSnapshot()
        let message = try Self.parsed(snapshot.message(for: transcript.interpreter))
        #expect(message["type"] == "session")
        guard case .array(let curves)? = message["curves"] else { Issue.record("no curves"); return }
        #expect(curves.map { $0["name"] } == ["pop", "boing"])
        let pop = curves[0]
        #expect(pop["definition"] == "bezier 0.3 0.1 0.2 1")
        #expect(pop["css"] == "cubic-bezier(0.3, 0.1, 0.2, 1)")
        #expect(pop["exact"] == true)
        guard case .array(let samples)? = pop["samples"] else { Issue.record("no samples"); return }
        #expect(samples.count == LiveSnapshot.sampleCount + 1)
        for (index, sample) in samples.enumerated() {
            guard case .number(let value) = sample else { Issue.record("sample \(index) is \(sample)"); continue }
            let x = Double(index) / Double(LiveSnapshot.sampleCount)
            expectClose(value, Self.bezier(0.3, 0.1, 0.2, 1, at: x), absolute: 5.1e-7, "at x = \(x)")
        }
        guard case .array(let views)? = pop["views"], let points = views.first?["points"] else { Issue.record("no views"); return }
        #expect(points == [["name": "P1", "x": 0, "y": 1], ["name": "P2", "x": 2, "y": 3]])
        guard case .array(let springViews)? = curves[1]["views"] else { Issue.record("no spring views"); return }
        #expect(springViews.map { $0["name"] } == ["stiffness/damping", "duration/bounce"])
        #expect(curves[1]["exact"] == false)
        #expect(message["undo"] == "boing = spring stiffness=170 damping=12")
        #expect(message["redo"] == .null)
    }

    @Test func aTargetBringsItsValuesAndTheMaxError() throws {
        var transcript = Transcript(interactive: true)
        _ = transcript.reply("a = bezier 0.25 0.1 0.25 1")
        _ = transcript.reply("b = bezier 0.42 0 0.58 1")
        #expect(transcript.reply("target a b").error == nil)
        var snapshot = LiveSnapshot()
        let message = try Self.parsed(snapshot.message(for: transcript.interpreter))
        guard case .array(let curves)? = message["curves"], case .object? = curves.first?["target"],
            case .number(let error)? = curves[0]["target"]?["max_error"]
        else { Issue.record("no target in \(message)"); return }
        #expect(curves[0]["target"]?["name"] == "b")
        let independent =
            stride(from: 0.0, through: 1.0, by: 1.0 / 4000).map {
                abs(Self.bezier(0.25, 0.1, 0.25, 1, at: $0) - Self.bezier(0.42, 0, 0.58, 1, at: $0))
            }.max() ?? 0
        expectClose(error, independent, absolute: 1e-4, "snapshot \(error), independent \(independent)")
    }

    @Test func aCurveWithoutExactCSSIsPlayedWithLinearStopsWithinHalfAPixel() throws {
        var transcript = Transcript(interactive: true)
        _ = transcript.reply("bump = back-out")
        var snapshot = LiveSnapshot()
        let message = try Self.parsed(snapshot.message(for: transcript.interpreter))
        guard case .array(let curves)? = message["curves"], case .string(let css)? = curves[0]["css"] else {
            Issue.record("no css"); return
        }
        #expect(css.hasPrefix("linear(0"))
        #expect(curves[0]["exact"] == false)
        #expect(curves[0]["views"] == .array([]))
    }

    @Test func snapshotsFollowChanges() throws {
        var transcript = Transcript(interactive: true)
        _ = transcript.reply("pop = bezier 0.3 0.1 0.2 1")
        var snapshot = LiveSnapshot()
        _ = snapshot.message(for: transcript.interpreter)
        _ = transcript.reply("point pop 1 0.5 0.2")
        let moved = try Self.parsed(snapshot.message(for: transcript.interpreter))
        guard case .array(let curves)? = moved["curves"] else { Issue.record("no curves"); return }
        #expect(curves[0]["definition"] == "bezier 0.5 0.2 0.2 1")
        #expect(moved["undo"] == "point pop 1 0.5 0.2")
        _ = transcript.reply("undo")
        let undone = try Self.parsed(snapshot.message(for: transcript.interpreter))
        #expect(undone["redo"] == "point pop 1 0.5 0.2")
        _ = transcript.reply("delete pop")
        let empty = try Self.parsed(snapshot.message(for: transcript.interpreter))
        #expect(empty["curves"] == .array([]) && empty["curve_names"] == .array([]))
    }

    /// The parts of a message by name, and its names.
    static func contents(_ text: String) throws -> (
        curves: [String], names: [String], animations: [String], animationNames: [String], message: JSONValue
    ) {
        let message = try parsed(text)
        func names(_ key: String) -> [String] {
            guard case .array(let items)? = message[key] else { return [] }
            return items.compactMap {
                if case .string(let name) = $0 { name } else if case .string(let name)? = $0["name"] { name } else { nil }
            }
        }
        return (names("curves"), names("curve_names"), names("animations"), names("animation_names"), message)
    }

    @Test func aChangeCarriesOnlyWhatChangedAndEveryNameAndFollowsTheUpdateBefore() throws {
        var transcript = Transcript(interactive: true)
        for index in 0..<5 { _ = transcript.reply("c\(index) = bezier 0.\(index + 1) 0 0.5 1") }
        _ = transcript.reply("anim slide position (0,0) (300,0) duration=0.5 curve=c1")
        var snapshot = LiveSnapshot()
        let first = snapshot.update(for: transcript.interpreter)
        let whole = try Self.contents(first.full)
        #expect(whole.curves == ["c0", "c1", "c2", "c3", "c4"] && whole.names == whole.curves)
        #expect(whole.animations == ["slide"] && whole.message["base"] == .null && whole.message["sequence"] == 1)

        _ = transcript.reply("point c3 1 0.9 0.2")
        let second = snapshot.update(for: transcript.interpreter)
        let change = try Self.contents(second.change)
        #expect(change.curves == ["c3"], "one curve moved: one part")
        #expect(change.names == ["c0", "c1", "c2", "c3", "c4"] && change.animationNames == ["slide"] && change.animations == [])
        #expect(change.message["base"] == 1 && change.message["sequence"] == 2)
        #expect(try Self.contents(second.full).curves == ["c0", "c1", "c2", "c3", "c4"])
        #expect(second.change.utf8.count * 3 < second.full.utf8.count, "\(second.change.utf8.count) of \(second.full.utf8.count) bytes")

        // The curve an animation runs on changed: the animation's part comes again (its CSS is the curve's).
        _ = transcript.reply("point c1 2 0.2 1.3")
        let third = try Self.contents(snapshot.update(for: transcript.interpreter).change)
        #expect(third.curves == ["c1"] && third.animations == ["slide"])
        guard case .array(let parts)? = third.message["animations"] else { Issue.record("no animations"); return }
        #expect(parts[0]["css"] == "cubic-bezier(0.2, 0, 0.2, 1.3)")

        _ = transcript.reply("delete c0")
        let fourth = try Self.contents(snapshot.update(for: transcript.interpreter).change)
        #expect(fourth.curves == [] && fourth.names == ["c1", "c2", "c3", "c4"])
        let nothing = try Self.contents(snapshot.update(for: transcript.interpreter).change)
        #expect(nothing.curves == [] && nothing.animations == [] && nothing.message["base"] == 4)
    }

    @Test func anAnimationComesWithItsLineValuesAndItsCurvesCSS() throws {
        var transcript = Transcript(interactive: true)
        _ = transcript.reply("pop = bezier 0.3 0.1 0.2 1")
        _ = transcript.reply("anim slide position (0,0) (300,0) duration=0.5 curve=pop delay=0.25")
        _ = transcript.reply("anim fade backgroundColor #ff8800 rgba(0,136,255,0.5) duration=2 curve=ease-out")
        var snapshot = LiveSnapshot()
        let message = try Self.parsed(snapshot.message(for: transcript.interpreter))
        guard case .array(let parts)? = message["animations"], parts.count == 2 else { Issue.record("no animations"); return }
        let slide = parts[0]
        #expect(slide["definition"] == "anim slide position (0,0) (300,0) duration=0.5 curve=pop delay=0.25")
        #expect(slide["from"] == "(0,0)" && slide["to"] == "(300,0)" && slide["kind"] == "pair" && slide["key_path"] == "position")
        #expect(slide["duration"] == 0.5 && slide["delay"] == 0.25 && slide["curve"] == "pop")
        #expect(slide["css"] == "cubic-bezier(0.3, 0.1, 0.2, 1)" && slide["colours"] == .null)
        guard case .array(let values)? = slide["values"], case .string(let middle) = values[5] else { Issue.record("no values"); return }
        #expect(values.count == 11 && values.first == "(0,0)" && values.last == "(300,0)")
        // Halfway through the time, x = 300 · y(0.5) of the Bézier written out in this file.
        let expected = 300 * Self.bezier(0.3, 0.1, 0.2, 1, at: 0.5)
        let x = Double(middle.dropFirst().prefix { $0 != "," }) ?? .nan
        expectClose(x, expected, absolute: 1e-4, "\(middle) against \(expected)")
        let fade = parts[1]
        #expect(fade["colours"] == .array(["rgba(255, 136, 0, 1)", "rgba(0, 136, 255, 0.5)"]))
        #expect(fade["css"] == "cubic-bezier(0, 0, 0.58, 1)")
    }

    @Test func aReplyNamesTheCommandAndCarriesTheTextOrTheError() throws {
        let ok = try Self.parsed(LiveSnapshot.reply(id: 3, command: "undo", text: "undid: x", error: nil))
        #expect(ok == .object([("type", "reply"), ("id", 3), ("command", "undo"), ("text", "undid: x"), ("error", .null)]))
        let refused = try Self.parsed(LiveSnapshot.reply(id: nil, command: nil, text: "", error: "bad"))
        #expect(refused["id"] == .null && refused["error"] == "bad")
    }

    @Test func aBatchCarriesItsMessagesWholeAndInOrder() throws {
        let reply = LiveSnapshot.reply(id: 4, command: "point pop 1 0.3 0.1", text: "pop = bezier 0.3 0.1 0.2 1", error: nil)
        let change = #"{"type":"session","sequence":2,"base":1,"curves":[]}"#
        let batch = try Self.parsed(LiveSnapshot.batch([change, reply]))
        #expect(batch["type"] == "batch")
        #expect(batch["messages"] == .array([try Self.parsed(change), try Self.parsed(reply)]))
    }

    @Test func exportsAreWhatExportWritesForEachPlatform() throws {
        var transcript = Transcript(interactive: true)
        _ = transcript.reply("pop = bezier 0.3 0.1 0.2 1")
        let message = try Self.parsed(LiveExports.message(id: 9, curve: "pop", in: transcript.interpreter))
        guard case .array(let platforms)? = message["platforms"] else { Issue.record("no platforms"); return }
        #expect(platforms.count == Platform.allCases.count)
        for (shown, platform) in zip(platforms, Platform.allCases) {
            let typed = transcript.reply("export pop \(platform.rawValue)")
            if let error = typed.error {
                #expect(shown["error"] == .string(error))
            } else {
                #expect(shown["code"] == .string(typed.text), "\(platform)")
            }
        }
    }
}
