import CurveKit
import Platforms

extension ImportDefinition {
    /// Whether the file is read as a video (by its ending: .mp4, .mov, .webm …).
    var isVideo: Bool { VideoFiles.isVideo(path) }

    /// A video takes `region=`, `track=`, `start=` and `end=`; a table takes none of the first two,
    /// and a video none of a table's options.
    func checkVideoOptions() throws(CommandError) {
        if isVideo {
            let tableOnly =
                (normalize ? ["normalize"] : []) + (recording.forced ? ["recording"] : [])
                + (recording.columns != nil ? ["columns="] : []) + (recording.fps != nil ? ["fps="] : [])
            if let first = tableOnly.first {
                throw CommandError(
                    "\(first) applies to a table (CSV or JSON); a video's times are its frames' own. A video takes region=X,Y,W,H, track=\(VideoMotion.Track.choices), start=S and end=S (seconds)"
                )
            }
        } else if video.isRequested {
            throw CommandError(
                "region= and track= apply to a video (\(VideoFiles.extensions.map { "." + $0 }.joined(separator: ", "))); \(path) is read as a table"
            )
        }
    }

    /// The video's motion as a recording, with what was followed.
    func importVideo(_ context: some CurveBuildContext) throws(CommandError) -> VideoImport.Imported {
        try VideoImport.curve(path: path, video: video, recording: recording, decoder: context.videoDecoder)
    }
}
