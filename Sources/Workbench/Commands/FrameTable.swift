import CurveKit
import Platforms

/// The frame table of an animation as text and as JSON.
public enum FrameTable {
    /// Columns `frame`, `time`, the curve's output, `value`: time in seconds and the curve's
    /// output with 6 decimals, the value in its own syntax with numbers rounded to `decimals`
    /// places. The curve's column is named for what it holds (``Animation/curveColumn``).
    public static func text(_ frames: [AnimationFrame], curveColumn: String = "progress", decimals: Int = 3) -> String {
        var rows = [["frame", "time", curveColumn, "value"]]
        for frame in frames {
            rows.append([
                String(frame.index), TextFormat.fixed(frame.time, decimals: 6), TextFormat.fixed(frame.progress, decimals: 6),
                frame.value.formatted(decimals: decimals),
            ])
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // Numbers right-aligned, the value left-aligned and last.
                return column < 3 ? padding + cell : cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// `{"command":"frames","animation":NAME,"keyPath":…,"kind":…,"fps":N,"duration":D,
    /// "frames":[[t, …components], …]}`: full precision, every number in shortest round-trip
    /// form.
    public static func json(_ animation: Animation, frames: [AnimationFrame], fps: Int? = nil) -> JSONValue {
        [
            "command": .string(FramesCommand.name),
            "animation": .string(animation.name),
            "keyPath": .string(animation.keyPath),
            "kind": .string(animation.from.kind),
            "fps": .number(Double(fps ?? animation.fps)),
            "duration": .number(animation.duration),
            "frames": .array(frames.map { .numbers([$0.time] + $0.value.components) }),
        ]
    }
}
