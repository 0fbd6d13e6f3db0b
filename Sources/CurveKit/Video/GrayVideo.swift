/// Decoded frames of a video in gray (one byte a pixel, rows top to bottom), each with its
/// presentation time in seconds, as a decoder gives them: possibly scaled down from the
/// source, whose size ``sourceWidth`` × ``sourceHeight`` the region and distances are reported in.
public struct GrayVideo: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Every frame's pixels one after the other (width × height bytes each).
    public var pixels: [UInt8]
    /// Each frame's presentation time, in seconds.
    public var times: [Double]
    public var sourceWidth: Int
    public var sourceHeight: Int

    public init(width: Int, height: Int, pixels: [UInt8], times: [Double], sourceWidth: Int? = nil, sourceHeight: Int? = nil) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.times = times
        self.sourceWidth = sourceWidth ?? width
        self.sourceHeight = sourceHeight ?? height
    }

    public var frameCount: Int { times.count }

    /// Source pixels per decoded pixel (1 when decoded at full size).
    public var sourceScale: Double { Double(sourceWidth) / Double(width) }

    @inline(__always) func pixel(_ frame: Int, _ x: Int, _ y: Int) -> UInt8 {
        pixels[frame * width * height + y * width + x]
    }
}

/// A rectangle of pixels: its top-left corner and size.
public struct PixelRegion: Sendable, Equatable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

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
