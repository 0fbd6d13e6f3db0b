import CurveKit
import Platforms

/// `import CLIP.mp4`: the video decoded (``VideoDecoder``), the moving region found and followed
/// (``VideoMotion``), and its track read as a recording (``RecordingImport``), like a CSV's.
enum VideoImport {
    struct Imported {
        var curve: DataCurve
        var found: VideoMotion.Found
    }

    static func curve(
        path: String, video request: VideoRequest, recording: RecordingRequest, decoder: any VideoDecoder
    ) throws(CommandError) -> Imported {
        let video: GrayVideo
        do { video = try decoder.decode(path) } catch { throw CommandError(error.message) }
        return try curve(video, source: path, video: request, recording: recording)
    }

    static func curve(
        _ video: GrayVideo, source: String, video request: VideoRequest, recording: RecordingRequest
    ) throws(CommandError) -> Imported {
        do throws(CurveError) {
            let found = try VideoMotion.find(in: video, region: request.region, track: request.track ?? .position)
            let curve = try RecordingImport.curve(from: found.table, source: source, options: recording.options).curve
            return Imported(curve: curve, found: found)
        } catch {
            throw CommandError("cannot import \(source): \(error.wording)")
        }
    }

    /// One line of what was followed: "x of region 412,300,96,96 (found: the largest that
    /// changes), 181 frames at 60 fps (variable: …), moved 240.3 px".
    static func report(_ imported: Imported) -> String {
        let found = imported.found
        let what =
            switch found.track {
            case .position: "\(found.axis?.rawValue ?? "x") position (the axis it moves most along)"
            case .scale: "\(found.axis?.rawValue ?? "x") size (the axis it grows most along)"
            case .opacity: "opacity (mean gray level)"
            }
        let region = "region \(found.region)" + (found.regionFound ? " (the largest that changes; region=X,Y,W,H to choose)" : "")
        var parts = [
            "video: followed the \(what) in \(region)", "\(found.frames) frames at \(TextFormat.trimmed(found.frameRate, decimals: 2)) fps",
        ]
        if let recording = imported.curve.recording {
            let from = TextFormat.trimmed(recording.startValue, decimals: 1), to = TextFormat.trimmed(recording.endValue, decimals: 1)
            switch found.track {
            case .position: parts.append("moved \(TextFormat.trimmed(abs(recording.endValue - recording.startValue), decimals: 1)) px")
            case .scale: parts.append("from \(from) px to \(to) px long")
            case .opacity: break
            }
        }
        return parts.joined(separator: ", ")
    }
}
