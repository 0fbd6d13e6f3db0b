import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Workbench

/// What one frame of `play` shows: the dots where the curve and linear pace put them, drawn to
/// the terminal's width.
@Suite("play: the frame")
struct PlayerFrameTests {
    typealias F = AnimationFixtures

    /// A rendered frame, read back: per track, the columns of the dots on their rows.
    struct Reading {
        let lines: [String]

        init(_ request: PlayRequest, elapsed: Double, width: Int = 80, colors: Bool = false, ascii: Bool = false) {
            lines = PlayerFrame(request).lines(elapsed: elapsed, width: width, colors: colors, ascii: ascii)
        }

        /// The track cells of row `row` of track `track` (row 1: curve, 2: linear).
        func cells(track: Int, row: Int) -> [Character] {
            Array(Self.plain(lines[track * 3 + row]).dropFirst(PlayerFrame.gutter))
        }

        func column(of glyph: Character, track: Int = 0, row: Int) -> Int? {
            cells(track: track, row: row).firstIndex(of: glyph)
        }
        /// The curve's dot and the linear reference dot.
        func curveDot(track: Int = 0) -> Int? { column(of: "●", track: track, row: 1) }
        func linearDot(track: Int = 0) -> Int? { column(of: "○", track: track, row: 2) }
        /// The marks of progress 0 and 1 (on the linear row, where the dot covers neither
        /// except at the ends).
        func mark(_ glyph: Character, track: Int = 0) -> Int? {
            column(of: glyph, track: track, row: 1) ?? column(of: glyph, track: track, row: 2)
        }

        static func plain(_ line: String) -> String {
            var result = "", escaping = false
            for character in line {
                if character == "\u{1B}" {
                    escaping = true
                } else if escaping {
                    if character.isLetter { escaping = false }
                } else {
                    result.append(character)
                }
            }
            return result
        }
    }

    /// Cells of a track on a terminal `width` columns wide: one column kept free, 10 of gutter.
    static func cells(_ width: Int) -> Int { width - 1 - 10 }

    /// The column of progress `p` on a track spanning exactly [0, 1].
    static func column(_ p: Double, width: Int = 80) -> Int { Int((p * Double(cells(width) - 1)).rounded()) }

    /// CSS ease (0.25, 0.1, 0.25, 1) the slow way: bisection on x(t), then y(t).
    static func easeReference(_ x: Double) -> Double {
        func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bezier(0.25, 0.25, middle) < x { low = middle } else { high = middle }
        }
        return bezier(0.1, 1, (low + high) / 2)
    }

    // MARK: - Dots

    @Test("at t = 0 both dots sit on the 0 mark, at the end both on the 1 mark")
    func endsOfThePlay() {
        let request = PlayRequest(tracks: [PlayTrack(curve: F.ease, named: "ease")], speed: 1)
        let start = Reading(request, elapsed: 0)
        #expect(start.curveDot() == 0 && start.linearDot() == 0)
        #expect(start.mark("┤") == Self.cells(80) - 1)
        let end = Reading(request, elapsed: 1)
        #expect(end.curveDot() == Self.cells(80) - 1 && end.linearDot() == Self.cells(80) - 1)
        #expect(end.mark("├") == 0)
        // Past the end the final frame stays.
        #expect(Reading(request, elapsed: 5).lines == end.lines)
    }

    @Test("mid-way the curve's dot is where the curve says, the linear dot at x", arguments: [0.1, 0.3, 0.5, 0.8])
    func dotsFollowTheCurve(x: Double) {
        let request = PlayRequest(
            tracks: [
                PlayTrack(curve: .penner(Penner(.quad, .in)), named: "quad-in"), PlayTrack(curve: F.ease, named: "ease"),
            ], speed: 1)
        let frame = Reading(request, elapsed: x)
        #expect(frame.curveDot(track: 0) == Self.column(x * x))
        #expect(frame.curveDot(track: 1) == Self.column(Self.easeReference(x)))
        #expect(frame.linearDot(track: 0) == Self.column(x))
        #expect(frame.linearDot(track: 1) == Self.column(x))
        #expect(frame.lines[0].hasSuffix("progress " + String(format: "%.3f", x * x)))
    }

    @Test("speed=F scales time: at speed 2 a quarter second shows the middle of a one-second curve")
    func speedScalesTime() {
        let fast = PlayRequest(tracks: [PlayTrack(curve: .penner(Penner(.quad, .in)), named: "q")], speed: 2)
        let frame = Reading(fast, elapsed: 0.25)
        #expect(frame.curveDot() == Self.column(0.25))
        #expect(frame.linearDot() == Self.column(0.5))
        #expect(frame.lines.last == "0.50 s of 1.00 s at speed 2")
        #expect(Reading(PlayRequest(tracks: fast.tracks, speed: 1), elapsed: 0.25).lines.last == "0.25 s of 1.00 s")
    }

    @Test("an animation's delay, repeats and autoreverse show in the dots and the header")
    func animationTimeline() throws {
        let swing = try F.animation("swing position (0,0) (100,0) duration=1 curve=linear delay=0.5 repeat=2 autoreverse")
        let request = PlayRequest(tracks: [PlayTrack(swing)], speed: 1)
        let waiting = Reading(request, elapsed: 0.25)
        #expect(waiting.curveDot() == 0)
        #expect(waiting.lines[0].hasPrefix("swing  (0,0)"))
        #expect(waiting.lines[0].hasSuffix("waiting  progress 0.000"))
        let back = Reading(request, elapsed: 1.75)
        #expect(back.curveDot() == Self.column(0.75) && back.linearDot() == Self.column(0.75))
        #expect(back.lines[0].hasPrefix("swing  (75,0)"))
        #expect(back.lines[0].hasSuffix("pass 1 of 2, back  progress 0.750"))
        let second = Reading(request, elapsed: 3)
        #expect(second.lines[0].hasSuffix("pass 2 of 2  progress 0.500"))
        let done = Reading(request, elapsed: 4.5)
        #expect(done.curveDot() == 0, "an autoreversing animation ends where it began")
        #expect(done.lines[0].hasSuffix("done  progress 0.000"))
        #expect(done.lines.last == "4.50 s of 4.50 s")
    }

    // MARK: - Overshoot

    @Test("overshoot: the track widens past 1 by the curve's overshoot and the dot travels into that margin")
    func overshootGoesIntoTheMargin() {
        // back-out: y = 1 + c3·(x − 1)³ + c1·(x − 1)², c1 = 1.70158, c3 = c1 + 1; its peak is
        // at x − 1 = −2·c1 / (3·c3).
        let (c1, c3) = (1.70158, 2.70158)
        func backOut(_ x: Double) -> Double { 1 + c3 * pow(x - 1, 3) + c1 * pow(x - 1, 2) }
        let peakX = 1 - 2 * c1 / (3 * c3)
        let peak = backOut(peakX)
        expectClose(peak, 1.1, absolute: 1e-3)
        let request = PlayRequest(tracks: [PlayTrack(curve: F.backOut, named: "back-out")], speed: 1)
        let last = Double(Self.cells(80) - 1)
        func column(_ p: Double) -> Int { Int((p / peak * last).rounded()) }

        let atPeak = Reading(request, elapsed: peakX)
        let one = atPeak.mark("┤")
        #expect(one == column(1))
        #expect(atPeak.curveDot() == column(peak))
        #expect(atPeak.curveDot()! > one!, "past the 1 mark")
        #expect(atPeak.cells(track: 0, row: 2).suffix(from: one! + 1).allSatisfy { $0 == "·" }, "a dotted margin after 1")
        #expect(Reading(request, elapsed: 0.3).curveDot() == column(backOut(0.3)))
        #expect(Reading(request, elapsed: 1).curveDot() == one, "it comes back to rest on 1")
    }

    @Test("every track shares one scale: the 0 and 1 marks line up when one track overshoots")
    func sharedScale() {
        let request = PlayRequest(
            tracks: [
                PlayTrack(curve: F.ease, named: "ease"), PlayTrack(curve: F.backOut, named: "back-out"),
            ], speed: 1)
        let frame = Reading(request, elapsed: 0.5)
        #expect(frame.mark("┤", track: 0) == frame.mark("┤", track: 1))
        #expect(frame.mark("┤", track: 0)! < Self.cells(80) - 1)
    }

    @Test("beyond half a track of overshoot the dot stops at the edge as an arrow")
    func farOvershootIsClamped() throws {
        var shell = Transcript()
        _ = shell.reply("high = expr x + 3*sin(pi*x)")
        _ = shell.reply("low = expr x - 3*sin(pi*x)")
        let high = try #require(shell.interpreter.session.curve(named: "high")).curve
        let low = try #require(shell.interpreter.session.curve(named: "low")).curve
        let request = PlayRequest(tracks: [PlayTrack(curve: high, named: "high"), PlayTrack(curve: low, named: "low")], speed: 1)
        let cells = Self.cells(80)
        let frame = Reading(request, elapsed: 0.5)
        #expect(frame.column(of: "▶", track: 0, row: 1) == cells - 1)
        #expect(frame.column(of: "◀", track: 1, row: 1) == 0)
        #expect(frame.curveDot(track: 0) == nil && frame.curveDot(track: 1) == nil)
        // The drawn range is -0.5 … 1.5: the 0 and 1 marks at a quarter and three quarters.
        #expect(frame.mark("├") == Int((0.25 * Double(cells - 1)).rounded()))
        #expect(frame.mark("┤") == Int((0.75 * Double(cells - 1)).rounded()))
        #expect(frame.lines[0].hasSuffix("progress 3.500"))
    }

    // MARK: - Width, colours, characters

    @Test("the track fills the width but the last column; a narrow terminal still gets 30 columns", arguments: [10, 30, 47, 80, 203])
    func widthHandling(width: Int) throws {
        let long = String(repeating: "n", count: 100)
        let request = PlayRequest(
            tracks: [
                PlayTrack(try F.animation("\(long) bounds (0,0,10,10) (100,200,300,400) duration=1 curve=ease")),
                PlayTrack(curve: F.backOut, named: "back-out"),
            ], speed: 0.5)
        let drawn = max(width, 30)
        let frame = Reading(request, elapsed: 0.7, width: width)
        #expect(frame.lines.count == 7)
        for line in frame.lines { #expect(line.count <= drawn - 1, "\(line.debugDescription)") }
        for track in 0..<2 {
            for row in 1...2 { #expect(Reading.plain(frame.lines[track * 3 + row]).count == drawn - 1) }
        }
        #expect(frame.lines[0].hasPrefix("nnn"))
        if drawn < 120 {
            #expect(frame.lines[0].contains("…"), "a name too long for the line is cut")
        } else {
            #expect(frame.lines[0].hasPrefix(long + "  ("), "name and value in full when they fit")
        }
    }

    @Test("a frame is redrawn over the rows it takes: lines wider than the window count for the rows they wrap onto")
    func rowsOfAFrame() {
        let request = PlayRequest(tracks: [PlayTrack(curve: F.ease, named: "ease")], speed: 1)
        let lines = PlayerFrame(request).lines(elapsed: 0.5, width: 80, colors: true, ascii: false)
        #expect(PlayerFrame.rows(of: lines, width: 80) == 4)
        // At 50 columns the three 79-column lines take two rows each; the time line one.
        #expect(PlayerFrame.rows(of: lines, width: 50) == 7)
        #expect(PlayerFrame.rows(of: lines, width: 26) == 13)
        #expect(PlayerFrame.rows(of: ["", "abc"], width: 3) == 2)
        #expect(PlayerFrame.rows(of: [], width: 80) == 0)
    }

    @Test("without colours there are no escape codes; with them the same text, coloured")
    func colours() {
        let request = PlayRequest(tracks: [PlayTrack(curve: F.ease, named: "ease"), PlayTrack(curve: F.backOut, named: "b")], speed: 1)
        let plain = Reading(request, elapsed: 0.4, colors: false)
        #expect(plain.lines.allSatisfy { !$0.contains("\u{1B}") })
        let coloured = Reading(request, elapsed: 0.4, colors: true)
        #expect(coloured.lines[1].contains("\u{1B}[36m●\u{1B}[0m"), "the first track's dot in the first series colour")
        #expect(coloured.lines[4].contains("\u{1B}[35m●\u{1B}[0m"), "the second track's in the second")
        #expect(coloured.lines[2].contains("\u{1B}[90m○"), "the reference dot dimmed")
        #expect(coloured.lines.map(Reading.plain) == plain.lines)
    }

    @Test("ascii draws with ASCII characters only")
    func asciiOnly() {
        let request = PlayRequest(tracks: [PlayTrack(curve: F.backOut, named: "back-out")], speed: 1)
        let frame = Reading(request, elapsed: 0.5, ascii: true)
        #expect(frame.lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(frame.cells(track: 0, row: 1).contains("@") && frame.cells(track: 0, row: 2).contains("o"))
        #expect(frame.cells(track: 0, row: 2).first == "|" && frame.cells(track: 0, row: 2).last == ".")
    }
}
