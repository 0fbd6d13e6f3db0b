import CurveKit
import Platforms

/// What `identify RECORDING` found when the recording's curve lasts longer than its frames show
/// (a slow tail, whose last part moves less than the noise): the curve it named, how long that
/// curve lasts, and how much of it the frames show. The session keeps it with the recording
/// (``NamedCurve/slowTail``), so that exporting, animating and fitting the recording itself, which
/// last its visible part, say so under their reply, the live page shows it on the recording's
/// card, and a saved session says it again when loaded.
public struct SlowTail: Sendable, Equatable {
    /// The verdict's row title: `gsap power4.out`, `best bezier`.
    public var curve: String
    /// Seconds the curve lasts, to the millisecond.
    public var duration: Double
    /// Seconds of the motion the frames show: the recording's duration as import found it.
    public var visible: Double
    /// Seconds of the curve's end that move less than the noise.
    public var unseen: Double

    public init(curve: String, duration: Double, visible: Double, unseen: Double) {
        self.curve = curve
        self.duration = duration
        self.visible = visible
        self.unseen = unseen
    }

    /// Why exporting or animating the recording called `recording` lasts less than its curve.
    public func note(recording: String) -> String {
        "\(recording)'s frames show \(RecordingReport.milliseconds(visible)) of the motion, and that is the duration taken here; "
            + "identify \(recording) named \(curve), which lasts \(RecordingReport.milliseconds(duration)) (its last "
            + "\(RecordingReport.milliseconds(unseen)) move less than the noise): identify \(recording) as NAME defines that curve "
            + "with its duration"
    }

    /// `{"curve": "gsap power4.out", "duration": 1.4, "visible": 1.091, "unseen": 0.309}`, as
    /// the session file keeps it.
    var json: JSONValue {
        .object([
            ("curve", .string(curve)), ("duration", .number(duration)), ("visible", .number(visible)), ("unseen", .number(unseen)),
        ])
    }

    /// Reads the session file's `"slow_tail"` object.
    static func read(_ reader: JSONReader) throws(SessionFormatError) -> SlowTail {
        let curve = try reader.required("curve").string()
        var seconds: [Double] = []
        for key in ["duration", "visible", "unseen"] {
            let member = try reader.required(key)
            let value = try member.number()
            guard value.isFinite, value > 0 else {
                throw SessionFormatError(
                    path: member.path, message: "expected a number of seconds above 0, got \(TextFormat.shortest(value))")
            }
            seconds.append(value)
        }
        return SlowTail(curve: curve, duration: seconds[0], visible: seconds[1], unseen: seconds[2])
    }
}
