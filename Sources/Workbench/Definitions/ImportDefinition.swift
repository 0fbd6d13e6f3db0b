import CurveKit
import Foundation
import Platforms

/// `import FILE [normalize] [recording] [columns=…] [fps=N] [start=T] [end=T]`: a data curve
/// read from columns t, y, or a recorded motion (CSV or a JSON array) analysed by
/// ``RecordingImport``. A `t, y` table whose t runs from 0 to 1, or any with `normalize`,
/// loads as it always has; anything else is read as a recording.
struct ImportDefinition: CurveDefinition {
    static let keyword: String? = "import"
    static let catalog = [
        CurveCatalog.Entry(
            kind: "import", usage: "import FILE [normalize] [recording] [columns=T,V|T,X,Y] [fps=N] [start=T] [end=T]",
            summary:
                "sampled data (t, y; normalize scales both to 0 … 1), or a recorded motion (CSV or JSON): finds the one move, its noise, start and end"
        ),
        CurveCatalog.Entry(
            kind: "import", usage: "import CLIP.mp4|.mov|.webm [region=X,Y,W,H] [track=\(VideoMotion.Track.choices)] [start=S] [end=S]",
            summary:
                "the motion in a screen recording (decoded with ffmpeg): follows the largest region that changes, or the one given, as a recording"
        ),
    ]

    var path: String
    var normalize: Bool
    var recording = RecordingRequest()
    var video = VideoRequest()

    static func parse(_ words: inout Words) throws(CommandError) -> ImportDefinition {
        let path = try words.path()
        var definition = ImportDefinition(path: path, normalize: false)
        while let token = words.peek {
            if !token.quoted && (token.text == "normalize" || token.text == "recording") {
                words.advance()
                if token.text == "normalize" { definition.normalize = true } else { definition.recording.forced = true }
            } else if let option = try words.option(allowed: ["columns", "fps", "start", "end"] + VideoRequest.keys) {
                if VideoRequest.keys.contains(option.key) {
                    try definition.video.read(option)
                } else {
                    try definition.recording.read(option)
                }
            } else {
                throw CommandError("unexpected '\(Names.shortened(token.text))'; usage: \(catalog[0].usage)", at: token)
            }
        }
        if definition.normalize && definition.recording.isRequested {
            throw CommandError(
                "normalize applies to a t, y table; a recording is normalised by its own start and end (leave out normalize)")
        }
        try definition.checkVideoOptions()
        return definition
    }

    var words: [String] {
        ["import", TextFormat.quoted(path)] + (normalize ? ["normalize"] : []) + recording.words + video.words
    }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        if isVideo { return .data(try importVideo(context).curve) }
        let data: Data
        do { data = try context.fileSystem.contents(of: path) } catch { throw CommandError(error.message) }
        let text = String(decoding: data, as: UTF8.self)
        do throws(CurveError) {
            if !recording.isRequested, let curve = try RecordingFile.plainTable(text, source: path, normalize: normalize) {
                return .data(curve)
            }
            let table = try RecordingFile.table(text)
            do throws(CurveError) {
                return .data(try RecordingImport.curve(from: table, source: path, options: recording.options).curve)
            } catch  where !recording.isRequested && table.columnCount == 2 && !table.rows.isEmpty {
                let times = table.rows.map { $0[0] }
                throw CurveError(
                    "as a recording: \(error.wording). As a t, y table: t runs from \(TextFormat.shortest(times[0])) to \(TextFormat.shortest(times[times.count - 1])), not from 0 to 1; add normalize to scale it"
                )
            }
        } catch {
            throw CommandError("cannot import \(path): \(error.wording)")
        }
    }
}

/// `sampled OTHER N`: any curve frozen as N+1 evenly spaced samples.
struct SampledDefinition: CurveDefinition {
    static let keyword: String? = "sampled"
    static let catalog = [
        CurveCatalog.Entry(
            kind: "sampled", usage: "sampled OTHER N", summary: "freeze any curve as N+1 evenly spaced samples")
    ]

    var other: String
    var intervals: Int

    static func parse(_ words: inout Words) throws(CommandError) -> SampledDefinition {
        let other = try words.curveName("OTHER")
        return SampledDefinition(other: other, intervals: try words.integer("N", in: 1...Limits.maximumIntervals))
    }

    var words: [String] { ["sampled", other, "\(intervals)"] }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        let curve = try context.curve(named: other)
        // What a session stores is read through the reproducible path (see Curve).
        let times = (0...intervals).map { Double($0) / Double(intervals) }
        let values = times.map { curve.reproducibleValue(at: $0) }
        return .data(
            try Self.building { () throws(CurveError) in
                try DataCurve(times: times, values: values, source: "\(other), \(intervals + 1) samples")
            })
    }
}
