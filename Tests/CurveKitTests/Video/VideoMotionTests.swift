import CurveKit
import TestExpectations
import TestSupport
import Testing

/// Finding and following what moves in frames drawn here (no decoder): a box moving along x by
/// Penner's ease-out cubic, 1 − (1 − x)³, over 500 ms, with a blinking cursor and a flickering
/// square elsewhere.
@Suite("a video's motion is found and followed to a fraction of a pixel")
struct VideoMotionTests {
    static func clip(fps: Double = 60) -> MovingBoxClip {
        MovingBoxClip(fps: fps) { x in 1 - (1 - x) * (1 - x) * (1 - x) }
    }

    static func video(_ clip: MovingBoxClip) -> GrayVideo {
        GrayVideo(
            width: clip.width, height: clip.height, pixels: clip.allFrames(),
            times: (0..<clip.frameCount).map(clip.time(ofFrame:)))
    }

    @Test("the region found holds the box's whole path and neither distractor")
    func regionHoldsThePath() throws {
        let clip = Self.clip()
        let region = try #require(ChangedRegion.largest(in: Self.video(clip)))
        #expect(region.x <= 80 && region.x + region.width >= 540, "\(region)")
        #expect(region.y <= 150 && region.y + region.height >= 210, "\(region)")
        // The cursor is at x 600…602, y 20…39; the square at x 20…35, y 320…335.
        #expect(region.x + region.width <= 600 && region.y + region.height <= 320 && region.y > 40 && region.x > 36, "\(region)")
    }

    @Test("the position follows the drawn curve within 0.1 px, along x, at 30 and 60 fps", Thorough.only, arguments: [30.0, 60])
    func positionFollowsTheCurve(fps: Double) throws {
        let clip = Self.clip(fps: fps)
        let found = try VideoMotion.find(in: Self.video(clip), region: nil, track: .position)
        #expect(found.axis == .x)
        #expect(found.frames == clip.frameCount)
        expectClose(found.frameRate, fps, relative: 1e-9)
        let expected = (0..<clip.frameCount).map { clip.left(at: clip.time(ofFrame: $0)) - clip.from }
        expectClose(found.table.rows.map { $0[1] }, expected, absolute: 0.1)
        expectClose(found.table.rows.map { $0[0] }, (0..<clip.frameCount).map(clip.time(ofFrame:)), absolute: 1e-12)
    }

    @Test("a region given is followed even where the largest change is elsewhere")
    func givenRegionIsFollowed() throws {
        let clip = Self.clip()
        // Around the flickering square only: its level changes, nothing moves.
        let found = try VideoMotion.find(in: Self.video(clip), region: PixelRegion(x: 10, y: 310, width: 40, height: 40), track: .opacity)
        #expect(found.region == PixelRegion(x: 10, y: 310, width: 40, height: 40))
        #expect(Set(found.table.rows.map { $0[1] }).count > 1)
    }

    @Test("a scaled-down video reports its region and distances in the source's pixels")
    func scaledVideoReportsSourcePixels() throws {
        let clip = Self.clip()
        // Every second pixel of every second row: a 320 × 180 decode of the 640 × 360 source.
        let full = clip.allFrames()
        var half: [UInt8] = []
        for frame in 0..<clip.frameCount {
            for y in stride(from: 0, to: clip.height, by: 2) {
                for x in stride(from: 0, to: clip.width, by: 2) {
                    let base = frame * clip.width * clip.height + y * clip.width + x
                    half.append(
                        UInt8((Int(full[base]) + Int(full[base + 1]) + Int(full[base + clip.width]) + Int(full[base + clip.width + 1])) / 4)
                    )
                }
            }
        }
        let video = GrayVideo(
            width: 320, height: 180, pixels: half, times: (0..<clip.frameCount).map(clip.time(ofFrame:)), sourceWidth: 640,
            sourceHeight: 360)
        let found = try VideoMotion.find(in: video, region: nil, track: .position)
        let moved = try #require(found.table.rows.last)[1]
        expectClose(moved, clip.to - clip.from, absolute: 0.5)
        #expect(found.region.x <= 80 && found.region.x + found.region.width >= 540, "\(found.region)")
    }

    @Test("a still video is refused with what was looked for")
    func stillVideoIsRefused() {
        let video = GrayVideo(width: 8, height: 8, pixels: [UInt8](repeating: 9, count: 8 * 8 * 5), times: [0, 0.1, 0.2, 0.3, 0.4])
        #expect(throws: CurveError.self) { try VideoMotion.find(in: video, region: nil, track: .position) }
        do {
            _ = try VideoMotion.find(in: video, region: nil, track: .position)
        } catch {
            #expect(error.message.contains("nothing in the video changes"))
        }
    }
}
