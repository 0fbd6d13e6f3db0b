import CurveKit
import Foundation

/// Turns a video file into gray frames with their presentation times. The shell uses
/// ``FFmpegVideoDecoder``; tests may give frames of their own.
public protocol VideoDecoder: Sendable {
    func decode(_ path: String) throws(FileError) -> GrayVideo
}

/// The file endings `import` reads as a video.
enum VideoFiles {
    static let extensions = ["mp4", "mov", "webm", "m4v", "mkv"]

    static func isVideo(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return extensions.contains(path[path.index(after: dot)...].lowercased())
    }
}

/// Decodes with ffmpeg, run as a child process: gray frames scaled to at most
/// ``maximumWidth`` pixels wide (enough for sub-pixel tracking, and quick), and each frame's
/// presentation time from ffmpeg's `showinfo` filter (screen recordings have variable frame rates).
public struct FFmpegVideoDecoder: VideoDecoder {
    public static let maximumWidth = 480
    /// The most frames read: a minute at 60 fps.
    public static let maximumFrames = 3600

    /// Where ffmpeg is looked for: nil for the PATH and the usual places.
    let directories: [String]?

    public init(directories: [String]? = nil) {
        self.directories = directories
    }

    public func decode(_ path: String) throws(FileError) -> GrayVideo {
        guard FileManager.default.fileExists(atPath: path) else { throw FileError("cannot read \(path): no such file") }
        guard let ffmpeg = Self.ffmpeg(in: directories) else {
            throw FileError(
                "cannot read \(path): reading a video needs ffmpeg, which is not installed (Debian, Ubuntu: apt-get install ffmpeg; macOS: brew install ffmpeg)"
            )
        }
        let filter = "scale='min(\(Self.maximumWidth),iw)':-1:flags=area,format=gray,showinfo"
        let arguments = [
            "-nostdin", "-hide_banner", "-loglevel", "info", "-i", path, "-map", "0:v:0", "-an", "-vf", filter,
            "-fps_mode", "passthrough", "-frames:v", "\(Self.maximumFrames)", "-f", "rawvideo", "-pix_fmt", "gray", "-",
        ]
        let (output, errors, status) = Self.run(ffmpeg, arguments)
        let log = String(decoding: errors, as: UTF8.self)
        guard status == 0 else {
            let reason = log.split(separator: "\n").last.map(String.init) ?? "exit status \(status)"
            throw FileError("cannot read \(path) as a video: ffmpeg says \(reason)")
        }
        let info = FFmpegLog(log)
        guard let size = info.frameSize, !info.times.isEmpty else {
            throw FileError("cannot read \(path) as a video: ffmpeg gave no frames")
        }
        let frameBytes = size.width * size.height
        let count = min(info.times.count, output.count / max(1, frameBytes))
        return GrayVideo(
            width: size.width, height: size.height, pixels: [UInt8](output.prefix(count * frameBytes)),
            times: Array(info.times.prefix(count)), sourceWidth: info.sourceSize?.width ?? size.width,
            sourceHeight: info.sourceSize?.height ?? size.height)
    }

    /// ffmpeg on the PATH, or in the usual places.
    static func ffmpeg(in given: [String]?) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = given ?? path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return directories.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the program, reading its output and its log at the same time (either could fill its pipe).
    static func run(_ program: String, _ arguments: [String]) -> (output: Data, errors: Data, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (Data(), Data("could not start \(program): \(error)".utf8), -1) }
        let log = CollectedData()
        let group = DispatchGroup()
        let handle = errors.fileHandleForReading
        DispatchQueue.global().async(group: group) { log.data = handle.readDataToEndOfFile() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        return (data, log.data, process.terminationStatus)
    }
}

/// What the log reader collects, read only after it finished.
private final class CollectedData: @unchecked Sendable {
    var data = Data()
}
