/// The motion in a video as a recording: the region that moves (the largest that changes, or
/// one given), what is tracked in it, and the frames as a ``RecordingTable`` of time in seconds
/// and value (a position in the source's pixels, or a mean gray level) that ``RecordingImport``
/// reads like any recording.
public enum VideoMotion {
    /// What is followed: where the element is, or how opaque (its region's mean gray level).
    public enum Track: String, Sendable, Equatable, CaseIterable {
        /// Where the element is, along the axis it moves on most.
        case position
        /// How opaque it is: the region's mean gray level.
        case opacity
    }

    /// What the tracking found, for the report.
    public struct Found: Sendable, Equatable {
        /// The region tracked, in the source's pixels.
        public var region: PixelRegion
        /// Whether the region was found (true) or given.
        public var regionFound: Bool
        /// What was followed.
        public var track: Track
        /// The axis followed, for position: the one along which the element moves most.
        public var axis: RegionTracker.Axis?
        /// The frames decoded and read.
        public var frames: Int
        /// Frames per second seen: frames over the time they span.
        public var frameRate: Double
        /// The table ``RecordingImport`` reads: time in seconds, and the value.
        public var table: RecordingTable
    }

    /// Finds and follows the motion. `region` is in the source's pixels.
    public static func find(in video: GrayVideo, region given: PixelRegion?, track: Track) throws(CurveError) -> Found {
        guard video.frameCount >= 2 else {
            throw CurveError("the video has \(video.frameCount) frame\(video.frameCount == 1 ? "" : "s"); a motion needs many")
        }
        let scale = video.sourceScale
        let region: PixelRegion
        if let given {
            guard let inside = given.scaled(by: 1 / scale).clipped(width: video.width, height: video.height) else {
                throw CurveError(
                    "the region \(given) lies outside the video, which is \(video.sourceWidth) × \(video.sourceHeight) pixels (x, y from the top left, then width and height)"
                )
            }
            region = inside
        } else {
            guard let found = ChangedRegion.largest(in: video) else {
                throw CurveError(
                    "nothing in the video changes by more than \(ChangedRegion.changeThreshold) gray levels from its first frame: no motion to follow"
                )
            }
            region = found
        }
        var axis: RegionTracker.Axis?
        let values: [Double]
        switch track {
        case .position:
            let x = RegionTracker.shifts(video, region: region, axis: .x)
            let y = RegionTracker.shifts(video, region: region, axis: .y)
            func range(_ values: [Double]) -> Double { (values.max() ?? 0) - (values.min() ?? 0) }
            axis = range(x) >= range(y) ? .x : .y
            values = (axis == .x ? x : y).map { $0 * scale }
        case .opacity:
            values = RegionTracker.meanLevels(video, region: region)
        }
        var table = RecordingTable(header: ["seconds", axis?.rawValue ?? "level"], rows: [], lines: [])
        for (index, (time, value)) in zip(video.times, values).enumerated() {
            try table.append([time, value], line: index + 1)
        }
        let span = (video.times.last ?? 0) - (video.times.first ?? 0)
        return Found(
            region: given ?? region.scaled(by: scale).clipped(width: video.sourceWidth, height: video.sourceHeight) ?? region,
            regionFound: given == nil, track: track, axis: axis, frames: video.frameCount,
            frameRate: span > 0 ? Double(video.frameCount - 1) / span : 0, table: table)
    }
}
