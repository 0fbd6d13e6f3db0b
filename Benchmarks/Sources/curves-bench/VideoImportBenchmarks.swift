import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// `import` of a screen recording: a 3 s clip at 1080p and 60 fps (a box moving 1200 px along
/// ease-out-cubic over 500 ms, with a blinking cursor and a changing square elsewhere), made
/// here with ffmpeg and imported by the release binary, `curves -e 'r = import clip.mp4'`.
enum VideoImportBenchmarks {
    static let target = "≤ 2 s"

    /// The clip the issue states the target for.
    static var clip: MovingBoxClip {
        var clip = MovingBoxClip(fps: 60) { fraction in 1 - pow(1 - fraction, 3) }
        (clip.width, clip.height, clip.length) = (1920, 1080, 3)
        (clip.start, clip.duration, clip.from, clip.to) = (1, 0.5, 184, 1384)
        (clip.box, clip.top) = (192, 464)
        return clip
    }

    static func run(into report: inout Report, quick: Bool, log: (String) -> Void) {
        let key = "video_import_1080p_ms"
        let label = "import of a 3 s 1080p 60 fps screen recording (whole process, wall)"
        guard MovingBoxClip.ffmpeg != nil else {
            report.add(key, label, nil, unit: "ms", target: target, note: "no ffmpeg (apt-get install ffmpeg)")
            return
        }
        guard let binary = ProcessBenchmarks.curvesBinary(log: log) else {
            report.add(key, label, nil, unit: "ms", target: target, note: "could not build the release curves binary")
            return
        }
        guard let (folder, path) = encoded(clip, as: "slide", key: key, label: label, target: target, into: &report) else { return }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = ProcessBenchmarks.environment(state: folder)
        func importOnce() -> (wall: Double, cpu: Double)? {
            let run = ProcessBenchmarks.timed(binary, ["-e", "r = import \(ProcessBenchmarks.quoted(path))"], environment: environment)
            guard run.status == 0 else {
                log("curves import of the clip exited with \(run.status)")
                return nil
            }
            return (run.wall, run.cpu)
        }
        _ = importOnce()  // warm-up: page cache, dynamic loader
        let runs = (0..<(quick ? 3 : 7)).compactMap { _ in importOnce() }
        guard !runs.isEmpty else {
            report.add(key, label, nil, unit: "ms", target: target, note: "the import failed")
            return
        }
        let walls = Samples(values: runs.map(\.wall)), cpus = Samples(values: runs.map(\.cpu))
        report.add(key, label, walls.median, unit: "ms", target: target, limit: 2000)
        report.add("video_import_1080p_worst_ms", "… the slowest of \(runs.count) runs (wall)", walls.maximum, unit: "ms")
        report.add("video_import_1080p_cpu_ms", "… median CPU time (user + system, curves and the ffmpeg it runs)", cpus.median, unit: "ms")
    }

    /// `clip` encoded with ffmpeg as `name`.mp4 in a new temporary folder, which the caller
    /// removes; nil, with the reason reported under `key`, when ffmpeg is missing or fails.
    static func encoded(_ clip: MovingBoxClip, as name: String, key: String, label: String, target: String, into report: inout Report)
        -> (folder: String, path: String)?
    {
        guard MovingBoxClip.ffmpeg != nil else {
            report.add(key, label, nil, unit: "ms", target: target, note: "no ffmpeg (apt-get install ffmpeg)")
            return nil
        }
        let folder = NSTemporaryDirectory() + "curves-bench-\(name)-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/\(name).mp4"
        do { try clip.encode(to: path) } catch {
            try? FileManager.default.removeItem(atPath: folder)
            report.add(key, label, nil, unit: "ms", target: target, note: "could not encode the clip: \(error)")
            return nil
        }
        return (folder, path)
    }
}
