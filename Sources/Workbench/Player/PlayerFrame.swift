/// One frame of `play` as lines of text: what the terminal shows at a moment of playback.
///
/// For each track three lines: its name (and, for an animation, the property's value) with
/// where it is on its timeline and its progress; the track with a dot at the curve's progress;
/// and the same track with a dot moving at linear pace (x itself) for reference, as Apple's
/// AnimationAcceleration sample sets a linear view beside the eased one. A last line gives
/// the elapsed animation time. For example, at half time of `play ease-in-out` on 44 columns:
///
/// ```
/// ease-in-out                    progress 0.500
///   curve   ├───────────────●───────────────┤
///   linear  ├───────────────○───────────────┤
/// 0.50 s of 1.00 s
/// ```
///
/// The track spans the width (one column is left free, so a line never makes the terminal
/// wrap); the marks `├` and `┤` are progress 0 and 1, and dotted margins beyond them show
/// overshoot (see ``PlayScale``). Every track shares the same scale. Without colours the lines
/// hold no escape codes at all; with `ascii` only ASCII characters.
import CurveKit

public struct PlayerFrame: Sendable {
    /// The widths drawn: a narrower terminal still gets 30 columns, a wider one at most 1000.
    static let widthRange = 30...1000
    /// Columns before a track: two spaces and the row's label.
    static let gutter = 10

    public let request: PlayRequest
    let scale: PlayScale

    public init(_ request: PlayRequest) {
        self.request = request
        scale = PlayScale(covering: request.tracks)
    }

    /// Lines per frame: three per track and the time line.
    var lineCount: Int { request.tracks.count * 3 + 1 }

    /// The frame `elapsed` real seconds after playback started (animation time is
    /// `elapsed × speed`, held at the end once every track has finished), for a terminal
    /// `width` columns wide.
    public func lines(elapsed: Double, width: Int, colors: Bool, ascii: Bool) -> [String] {
        let width = min(max(width, Self.widthRange.lowerBound), Self.widthRange.upperBound)
        let time = min(max(elapsed, 0) * request.speed, request.duration)
        let glyphs = ascii ? PlayerGlyphs.ascii : PlayerGlyphs.unicode
        let paint = PlayerPaint(colors: colors)
        let cells = width - 1 - Self.gutter
        var lines: [String] = []
        for (index, track) in request.tracks.enumerated() {
            let position = track.position(at: time)
            let progress = track.progress(atFraction: position.fraction)
            lines.append(header(track, position: position, progress: progress, width: width - 1, paint: paint, series: index))
            lines.append(
                row(
                    label: "curve", dot: glyphs.dot, ink: .series(index), progress: progress,
                    cells: cells, glyphs: glyphs, paint: paint))
            lines.append(
                row(
                    label: "linear", dot: glyphs.reference, ink: .dim, progress: position.fraction,
                    cells: cells, glyphs: glyphs, paint: paint))
        }
        lines.append(PlayerText.clipped(timeLine(time), to: width - 1))
        return lines
    }

    /// `NAME  VALUE` on the left; on the right the phase (waiting, pass i of n, back, done)
    /// and the progress.
    func header(_ track: PlayTrack, position: PlayPosition, progress: Double, width: Int, paint: PlayerPaint, series: Int) -> String {
        var status: [String] = []
        switch position.phase {
        case .waiting: status.append("waiting")
        case .forward(let pass):
            if track.repeatCount > 1 { status.append("pass \(pass) of \(track.repeatCount)") }
        case .backward(let pass):
            status.append(track.repeatCount > 1 ? "pass \(pass) of \(track.repeatCount), back" : "back")
        case .finished: status.append("done")
        }
        status.append("progress " + TextFormat.fixed(progress, decimals: 3))
        let right = status.joined(separator: "  ")
        let room = width - right.count - 2
        // Too narrow for both: the name alone.
        guard room >= 1 else { return paint.apply(.series(series), to: PlayerText.clipped(track.name, to: width)) }
        let name = PlayerText.clipped(track.name, to: room)
        var value = ""
        if let text = track.valueText(progress: progress), name.count + 2 + text.count <= room { value = "  " + text }
        let padding = String(repeating: " ", count: width - name.count - value.count - right.count)
        return paint.apply(.series(series), to: name) + value + padding + right
    }

    /// `  LABEL   ···├──────●──────┤···`: the track with one dot.
    func row(
        label: String, dot: Character, ink: PlayerPaint.Ink, progress: Double, cells: Int,
        glyphs: PlayerGlyphs, paint: PlayerPaint
    ) -> String {
        let zero = scale.column(of: 0, cells: cells)
        let one = scale.column(of: 1, cells: cells)
        var track: [(Character, PlayerPaint.Ink)] = (0..<cells).map { column in
            if column == zero { return (glyphs.start, .dim) }
            if column == one { return (glyphs.end, .dim) }
            if column < zero || column > one { return (glyphs.margin, .dim) }
            return (glyphs.line, .plain)
        }
        switch scale.placement(of: progress, cells: cells) {
        case .cell(let column): track[column] = (dot, ink)
        case .belowRange: track[0] = (glyphs.beyondStart, ink)
        case .aboveRange: track[cells - 1] = (glyphs.beyondEnd, ink)
        case .none: break
        }
        let gutter = "  " + label + String(repeating: " ", count: Self.gutter - 2 - label.count)
        return gutter + paint.runs(track)
    }

    /// How many screen rows `lines` take on a terminal `width` columns wide, escape codes not
    /// counted: a line longer than the width wraps onto more rows. Drawn in place, a frame is
    /// redrawn after moving up this many rows; after the window narrows, terminals that re-wrap
    /// their lines (tmux, VTE, iTerm2, kitty …) show the previous frame on this many rows.
    public static func rows(of lines: [String], width: Int) -> Int {
        let width = max(width, 1)
        return lines.reduce(0) { rows, line in rows + max(1, (PlayerText.columns(of: line) + width - 1) / width) }
    }

    /// Seconds as the time line shows them: two decimals.
    public static func seconds(_ time: Double) -> String { TextFormat.fixed(time, decimals: 2) }

    /// `0.50 s of 1.00 s`, and the speed when it is not 1.
    func timeLine(_ time: Double) -> String {
        var text = Self.seconds(time) + " s of " + Self.seconds(request.duration) + " s"
        if request.speed != 1 { text += " at speed " + TextFormat.shortest(request.speed) }
        return text
    }
}
