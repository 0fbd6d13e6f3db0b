import CurveKit

/// Two animations of the same kind of value, frame by frame.
///
/// Both are sampled on one frame grid: the higher of their two frame rates (or the `fps`
/// given), over the longer duration, with the frame rule of ``Animation`` (first frame at 0,
/// last at the longer duration). An animation that has finished holds its final value.
/// Delays, repeats and autoreverse are not part of the comparison (they are not part of the
/// frames either).
///
/// **Deviation** at a frame is the Euclidean distance between the two values in the
/// property's own units (see ``AnimationValue/deviation(from:)``): points for a position, size
/// or rect; colour levels 0…255 for a colour, alpha counted on the same scale; degrees, points
/// and scale factors together for a transform.
public struct AnimationComparison: Sendable, Equatable {
    /// A deviation above this (half a point) is one a viewer may see.
    static let visibleDeviation = 0.5

    public let first: String
    public let second: String
    let fps: Int
    let frameCount: Int
    /// The largest deviation over all frames, and the first frame and time where it occurs.
    let maxDeviation: Double
    let maxDeviationFrame: Int
    let maxDeviationTime: Double
    /// The first frame (and its time) where the deviation exceeds ``visibleDeviation``; nil
    /// when none does.
    let firstVisibleFrame: Int?
    let firstVisibleTime: Double?

    /// Throws when the two animate different kinds of value (or transforms with different
    /// operations), or when the frame rate is out of range.
    public init(_ a: Animation, _ b: Animation, fps: Int? = nil) throws(AnimationError) {
        // The values each one starts at, as its summary shows them (32 for a keyframes animation
        // without FROM and TO, not the bare 0 it never takes).
        func start(_ animation: Animation) -> AnimationValue { animation.usesRawKeyValues ? animation.firstValue : animation.from }
        if let mismatch = start(a).mismatch(with: start(b)) {
            throw AnimationError(
                "cannot compare \(a.name) with \(b.name): they must animate the same kind of value, and \(mismatch)")
        }
        let rate = fps ?? max(a.fps, b.fps)
        try Animation.checkFPS(rate)
        let duration = max(a.duration, b.duration)
        guard duration * Double(rate) < Double(Animation.maximumFrameCount) else {
            throw AnimationError(
                "\(TextFormat.shortest(duration)) s at \(rate) fps would be more than \(Animation.maximumFrameCount) frames; use a lower fps"
            )
        }
        let (count, _) = Animation.frameGrid(duration: duration, fps: rate)
        var worst = -1.0, worstFrame = 0, worstTime = 0.0
        var visibleFrame: Int?, visibleTime: Double?
        for index in 0..<count {
            let time = index == count - 1 ? duration : Double(index) / Double(rate)
            let deviation = a.value(atTime: time).deviation(from: b.value(atTime: time))
            if deviation > worst || (deviation.isNaN && !worst.isNaN) {
                (worst, worstFrame, worstTime) = (deviation, index, time)
            }
            if visibleFrame == nil, !(deviation <= Self.visibleDeviation) {
                (visibleFrame, visibleTime) = (index, time)
            }
        }
        first = a.name
        second = b.name
        self.fps = rate
        frameCount = count
        maxDeviation = worst
        maxDeviationFrame = worstFrame
        maxDeviationTime = worstTime
        firstVisibleFrame = visibleFrame
        firstVisibleTime = visibleTime
    }

    /// Three lines for people.
    public var text: String {
        var lines = [
            "\(first) vs \(second): \(frameCount) frames at \(fps) fps",
            "max deviation \(TextFormat.short(maxDeviation)) at t = \(TextFormat.trimmed(maxDeviationTime, decimals: 4)) s (frame \(maxDeviationFrame))",
        ]
        if let frame = firstVisibleFrame, let time = firstVisibleTime {
            lines.append("first differ by more than half a point at frame \(frame), t = \(TextFormat.trimmed(time, decimals: 4)) s")
        } else {
            lines.append("never differ by more than half a point")
        }
        return lines.joined(separator: "\n")
    }

    /// `{"first", "second", "fps", "frames", "maxDeviation", "maxDeviationFrame",
    /// "maxDeviationTime", "firstVisibleFrame", "firstVisibleTime"}` (the last two null when no
    /// frame differs by more than half a point).
    public var json: JSONValue {
        [
            "first": .string(first), "second": .string(second), "fps": .number(Double(fps)),
            "frames": .number(Double(frameCount)), "maxDeviation": .finite(maxDeviation),
            "maxDeviationFrame": .number(Double(maxDeviationFrame)), "maxDeviationTime": .number(maxDeviationTime),
            "firstVisibleFrame": firstVisibleFrame.map { .number(Double($0)) } ?? .null,
            "firstVisibleTime": firstVisibleTime.map { .number($0) } ?? .null,
        ]
    }
}
