import CurveKit
import Platforms

/// What `import CLIP.mp4` was told about the video: `region=X,Y,W,H` (where the element moves,
/// in the video's pixels from the top left) and `track=position|scale|opacity`.
struct VideoRequest: Sendable, Equatable {
    var region: PixelRegion?
    var track: VideoMotion.Track?

    static let keys = ["region", "track"]

    var isRequested: Bool { region != nil || track != nil }

    mutating func read(_ option: Words.Option) throws(CommandError) {
        if option.key == "track" {
            guard let track = VideoMotion.Track(rawValue: option.value.text) else {
                throw CommandError(
                    "track= takes \(Formatting.alternatives(VideoMotion.Track.allCases.map(\.rawValue))), not '\(Names.shortened(option.value.text))'",
                    at: option.value)
            }
            self.track = track
            return
        }
        let numbers = option.value.text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
            x >= 0, y >= 0, width > 0, height > 0, x <= 100_000, y <= 100_000, width <= 100_000, height <= 100_000
        else {
            throw CommandError(
                "region= takes X,Y,W,H: whole pixels of the video from its top left, the width and height above 0 (region=120,400,300,80)",
                at: option.value)
        }
        region = PixelRegion(x: x, y: y, width: width, height: height)
    }

    var words: [String] {
        (region.map { ["region=\($0)"] } ?? []) + (track.map { ["track=\($0.rawValue)"] } ?? [])
    }
}
