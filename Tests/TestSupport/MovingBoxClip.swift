import Foundation

/// A screen recording drawn here, never downloaded: a light box on a dark screen moving along
/// x by a known progress curve, drawn with sub-pixel coverage at each frame's time as a browser
/// draws it, with distractors that change too (a blinking cursor and a flickering square in the
/// corners). Gray pixels, rows top to bottom; ``encode(to:fps:)`` makes an H.264 file of it with ffmpeg.
public struct MovingBoxClip: Sendable {
    public var width = 640
    public var height = 360
    public var fps: Double
    /// Seconds of the whole clip, of the still part before the motion, and of the motion.
    public var length = 1.0
    public var start = 0.2
    public var duration = 0.5
    /// The box's left edge before and after the motion, and its size.
    public var from = 80.0
    public var to = 480.0
    public var box = 60
    public var top = 150
    public var background: UInt8 = 40
    public var foreground: UInt8 = 220
    /// When set, the box does not move but grows along x about its centre (which stays at
    /// `from` + `box`/2): its width goes from the first to the second over the motion.
    public var widths: (from: Double, to: Double)?
    /// Progress (0 … 1) at a fraction (0 … 1) of the motion's duration.
    public var progress: @Sendable (Double) -> Double

    public init(fps: Double, progress: @escaping @Sendable (Double) -> Double) {
        self.fps = fps
        self.progress = progress
    }

    public var frameCount: Int { Int((length * fps).rounded()) }

    public func time(ofFrame frame: Int) -> Double { Double(frame) / fps }

    /// The box's left edge at `time` seconds.
    public func left(at time: Double) -> Double {
        if widths != nil { return from + Double(box) / 2 - width(at: time) / 2 }
        let fraction = min(max((time - start) / duration, 0), 1)
        return from + (to - from) * progress(fraction)
    }

    /// The box's width at `time` seconds.
    public func width(at time: Double) -> Double {
        guard let widths else { return Double(box) }
        let fraction = min(max((time - start) / duration, 0), 1)
        return widths.from + (widths.to - widths.from) * progress(fraction)
    }

    /// One frame's pixels.
    public func frame(_ index: Int) -> [UInt8] {
        let time = time(ofFrame: index)
        var pixels = [UInt8](repeating: background, count: width * height)
        let left = left(at: time), right = left + width(at: time)
        var row = [UInt8](repeating: background, count: width)
        for x in max(0, Int(left.rounded(.down)))..<min(width, Int(right.rounded(.up))) {
            let coverage = min(Double(x + 1), right) - max(Double(x), left)
            row[x] = UInt8((Double(background) + (Double(foreground) - Double(background)) * coverage).rounded())
        }
        for y in top..<(top + box) { pixels.replaceSubrange((y * width)..<((y + 1) * width), with: row) }
        // A cursor blinking every 0.25 s at the top right, and a square changing each 0.1 s at the bottom left.
        let cursorOn = Int(time / 0.25) % 2 == 0
        for y in 20..<40 { for x in 600..<603 { pixels[y * width + x] = cursorOn ? 230 : background } }
        let level = UInt8(80 + (Int(time / 0.1) * 37) % 150)
        for y in 320..<336 { for x in 20..<36 { pixels[y * width + x] = level } }
        return pixels
    }

    /// Every frame, one after the other.
    public func allFrames() -> [UInt8] { (0..<frameCount).flatMap(frame) }

    /// ffmpeg, where the machine has it.
    public static var ffmpeg: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return (path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]).map { "\($0)/ffmpeg" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Encodes the clip with H.264 (libx264, yuv420p) at its frame rate into `path`.
    public func encode(to path: String, extraArguments: [String] = []) throws {
        guard let ffmpeg = Self.ffmpeg else { throw TestFailure("no ffmpeg") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments =
            ["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "gray", "-s", "\(width)x\(height)", "-r", "\(Int(fps))", "-i", "-"]
            + extraArguments + ["-c:v", "libx264", "-pix_fmt", "yuv420p", path]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        for index in 0..<frameCount { input.fileHandleForWriting.write(Data(frame(index))) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("ffmpeg could not encode \(path)") }
    }
}
