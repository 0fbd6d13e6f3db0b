/// What the analysis of a recording found: where the motion starts and ends, between which
/// values, how many frames it used, dropped or repeated, and how noisy the frames are. Times
/// are seconds on the recording's own clock; values are in the recording's unit.
public struct RecordingSummary: Sendable, Equatable {
    /// The last still frame before the motion.
    public var startTime: Double
    /// The first frame at rest after it.
    public var endTime: Double
    /// The resting values before and after (medians of the still frames).
    public var startValue: Double
    /// The resting value after the motion.
    public var endValue: Double
    /// Frames from the start to the end, both included, after removing repeated ones.
    public var motionFrames: Int
    /// Frames missing from the motion's timeline (gaps of more than one frame interval).
    public var droppedFrames: Int
    /// Frames that repeat a time, or a value while the motion moves on both sides.
    public var repeatedFrames: Int
    /// The typical time between frames, in seconds.
    public var frameInterval: Double
    /// The standard deviation of a frame's value about the true motion, in the values' unit
    /// (at least quantisation's step/√12).
    public var noise: Double
    /// The standard deviation of a frame's time about an even clock, in seconds.
    public var jitter: Double
    /// Whether the motion is already under way at the start it was given (`start`): the frames
    /// up to it move, so where the motion began, and from which value, is not in the recording.
    public var startsMoving: Bool
    /// Whether the recording starts with the motion: fewer than two frames rest before it (a
    /// page that logs from the call that starts the motion writes one still frame, then motion).
    /// The first frame stands for the start value, and a match fits where the motion starts
    /// within one frame before the first moving frame; whether the motion had begun before the
    /// recording did cannot be told from the frames.
    public var startsWithRecording = false
    /// Whether the recording ends with the motion: fewer than two frames rest after it (cut at
    /// its last moving frame). The last frame stands for the end value, and a match fits where
    /// the motion ends within one frame after the last moving frame.
    public var endsWithRecording = false
    /// Whether the recording, starting with the motion, is moving at full speed at its first
    /// frame (``MotionSegmentation/movesAtFirstFrame(times:values:threshold:)``): its first
    /// step is far above the still noise and about as fast as the next, so the frames cannot tell
    /// a motion that left the first frame's value at full speed (a curve that starts fast, as
    /// ease-out does) from one the recording joined under way (a screen recorder that sends its
    /// first frame when the page first changes); a name given for it cannot be trusted.
    public var movesAtFirstFrame = false

    /// A summary with every figure given.
    public init(
        startTime: Double, endTime: Double, startValue: Double, endValue: Double, motionFrames: Int, droppedFrames: Int,
        repeatedFrames: Int, frameInterval: Double, noise: Double, jitter: Double, startsMoving: Bool = false
    ) {
        self.startTime = startTime
        self.endTime = endTime
        self.startValue = startValue
        self.endValue = endValue
        self.motionFrames = motionFrames
        self.droppedFrames = droppedFrames
        self.repeatedFrames = repeatedFrames
        self.frameInterval = frameInterval
        self.noise = noise
        self.jitter = jitter
        self.startsMoving = startsMoving
    }

    /// End minus start, in seconds.
    public var duration: Double { endTime - startTime }
    /// The noise as a fraction of the move (progress units).
    public var progressNoise: Double { noise / abs(endValue - startValue) }
}
