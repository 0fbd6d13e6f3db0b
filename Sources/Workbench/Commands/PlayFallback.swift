/// What `play` shows where it cannot animate (a script, a pipe, `--json`, TERM=dumb): the
/// reason, then each track's frames.
import CurveKit
import Platforms

extension PlayRequest {
    /// The frames a curve is tabulated at when it is played without a terminal.
    static let curveFPS = 60

    /// `play cannot animate here (REASON); the frames instead:`, then per track a heading and
    /// its frame table: an animation's own (`frames ANIM`, one pass at its fps), a curve's
    /// progress at 60 fps over one second.
    func fallbackText(reason: String) -> String {
        var lines = ["play cannot animate here (\(reason)); the frames instead:"]
        for track in tracks {
            switch track.source {
            case .animation(let animation):
                lines.append("\(animation.name): \(animation.summary)")
                if animation.repeatCount > 1 || animation.autoreverses { lines.append("(one pass)") }
                lines.append(FrameTable.text((try? animation.frames()) ?? [], curveColumn: animation.curveColumn))
            case .curve(let name, _):
                lines.append("\(name): x from 0 to 1 in 1 s, \(Self.curveFPS) fps")
                let rows =
                    [["frame", "time", "progress"]]
                    + Self.curveFrames(track).map { index, time, progress in
                        [String(index), TextFormat.fixed(time, decimals: 6), TextFormat.fixed(progress, decimals: 6)]
                    }
                lines.append(Formatting.table(rows, rightAligned: [0, 1, 2]))
            }
        }
        if speed != 1 { lines.append("speed=\(TextFormat.shortest(speed)) would play these times \(TextFormat.shortest(speed))× as fast") }
        return lines.joined(separator: "\n")
    }

    /// `{"command":"play","names":[…],"speed":F,"animated":false,"reason":R,"tracks":[{"name",
    /// "duration","delay","repeat","autoreverse","fps","frames":[[t, progress], …]}, …]}`.
    func fallbackJSON(names: [String], reason: String) -> JSONValue {
        let tracks: [JSONValue] = tracks.map { track in
            let fps: Int
            let frames: [JSONValue]
            switch track.source {
            case .animation(let animation):
                fps = animation.fps
                frames = ((try? animation.frames()) ?? []).map { .numbers([$0.time, $0.progress]) }
            case .curve:
                fps = Self.curveFPS
                frames = Self.curveFrames(track).map { .numbers([$0.time, $0.progress]) }
            }
            return [
                "name": .string(track.name), "duration": .number(track.duration), "delay": .number(track.delay),
                "repeat": .number(Double(track.repeatCount)), "autoreverse": .bool(track.autoreverses),
                "fps": .number(Double(fps)), "frames": .array(frames),
            ]
        }
        return [
            "command": .string(PlayCommand.name), "names": .array(names.map(JSONValue.string)), "speed": .number(speed),
            "animated": false, "reason": .string(reason), "tracks": .array(tracks),
        ]
    }

    /// A curve's frames over its one second: frame i at i / 60 s, both ends included.
    static func curveFrames(_ track: PlayTrack) -> [(index: Int, time: Double, progress: Double)] {
        (0...curveFPS).map { index in
            let x = Double(index) / Double(curveFPS)
            return (index, x, track.progress(atFraction: x))
        }
    }
}
