/// A recorded motion as a data curve: the columns chosen (``RecordingLayout``), the one motion
/// found (``MotionSegmentation``), its frames as progress over x = seconds from the start /
/// duration, with a few still frames on each side (x < 0 and x > 1), and what was found
/// (``DataCurve/recording``).
public enum RecordingImport {
    /// What the user said about the recording; nil where it is to be guessed.
    public struct Options: Sendable, Equatable {
        /// The time column and one or two value columns (`columns=`).
        public var columns: [RecordingLayout.Column]?
        /// Frames per second when rows are frames without times (`fps=`).
        public var fps: Double?
        /// Times in the recording's time unit.
        public var start: Double?
        /// Times in the recording's time unit.
        public var end: Double?

        /// Options; nil leaves each to be guessed.
        public init(columns: [RecordingLayout.Column]? = nil, fps: Double? = nil, start: Double? = nil, end: Double? = nil) {
            self.columns = columns
            self.fps = fps
            self.start = start
            self.end = end
        }
    }

    /// The motion in `table` as a data curve, and the layout read; throws ``CurveError``
    /// (``RecordingError``) when no single motion is found, saying why and what to give.
    public static func curve(
        from table: RecordingTable, source: String, options: Options
    ) throws(CurveError) -> (curve: DataCurve, layout: RecordingLayout) {
        guard !table.rows.isEmpty else { throw CurveError("\(source) has no rows of numbers") }
        let layout = try RecordingLayout.choose(table, columns: options.columns, fps: options.fps)
        let motion = try MotionSegmentation.motion(in: table, layout: layout, start: options.start, end: options.end)
        let duration = motion.summary.duration
        let curve = try DataCurve(
            times: motion.times.map { $0 / duration }, values: motion.progress, source: source, recording: motion.summary)
        return (curve, layout)
    }
}

extension DataCurve {
    /// The most frames a match reads: a longer recording is thinned evenly (every kth frame),
    /// which keeps a match of every named curve quick.
    public static let maximumMatchedFrames = 2000

    /// The recording's frames in seconds from the motion's start, for ``MotionMatch``; nil
    /// when the samples are not a recording.
    public var recordedFrames: MotionMatch.Frames? {
        guard let recording else { return nil }
        let stride = (times.count + Self.maximumMatchedFrames - 1) / Self.maximumMatchedFrames
        let kept = Swift.stride(from: 0, to: times.count, by: stride).map { $0 }
        return MotionMatch.Frames(
            times: kept.map { times[$0] * recording.duration }, progress: kept.map { values[$0] }, noise: recording.progressNoise,
            duration: recording.duration, frameInterval: recording.frameInterval * Double(stride), startsMoving: recording.startsMoving)
    }
}
