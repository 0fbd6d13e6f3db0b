/// Decoded frames of a video in gray (one byte a pixel, rows top to bottom), each with its
/// presentation time in seconds, as a decoder gives them: possibly scaled down from the
/// source, whose size ``sourceWidth`` × ``sourceHeight`` the region and distances are reported in.
public struct GrayVideo: Sendable, Equatable {
    /// The decoded frames' width in pixels.
    public var width: Int
    /// The decoded frames' height in pixels.
    public var height: Int
    /// Every frame's pixels one after the other (width × height bytes each).
    public var pixels: [UInt8]
    /// Each frame's presentation time, in seconds.
    public var times: [Double]
    /// The source video's width in pixels.
    public var sourceWidth: Int
    /// The source video's height in pixels.
    public var sourceHeight: Int

    /// Frames of `width` × `height` gray pixels with their times; the source's size defaults to the
    /// decoded size.
    public init(width: Int, height: Int, pixels: [UInt8], times: [Double], sourceWidth: Int? = nil, sourceHeight: Int? = nil) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.times = times
        self.sourceWidth = sourceWidth ?? width
        self.sourceHeight = sourceHeight ?? height
    }

    /// The number of frames.
    public var frameCount: Int { times.count }

    /// Source pixels per decoded pixel (1 when decoded at full size).
    public var sourceScale: Double { Double(sourceWidth) / Double(width) }

    @inline(__always) func pixel(_ frame: Int, _ x: Int, _ y: Int) -> UInt8 {
        pixels[frame * width * height + y * width + x]
    }
}

/// A rectangle of pixels: its top-left corner and size.
public struct PixelRegion: Sendable, Equatable, CustomStringConvertible {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// The rectangle with top-left corner (x, y) and the size given.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `X,Y,W,H`, as `region=` takes it.
    public var description: String { "\(x),\(y),\(width),\(height)" }

    /// The region in another pixel grid `factor` times as fine, rounded outwards.
    public func scaled(by factor: Double) -> PixelRegion {
        let left = (Double(x) * factor).rounded(.down), top = (Double(y) * factor).rounded(.down)
        let right = (Double(x + width) * factor).rounded(.up), bottom = (Double(y + height) * factor).rounded(.up)
        return PixelRegion(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    }

    /// The part inside a `width` × `height` frame; nil when nothing is.
    public func clipped(width frameWidth: Int, height frameHeight: Int) -> PixelRegion? {
        let left = max(0, x), top = max(0, y)
        let right = min(frameWidth, x + width), bottom = min(frameHeight, y + height)
        guard right > left, bottom > top else { return nil }
        return PixelRegion(x: left, y: top, width: right - left, height: bottom - top)
    }
}
