import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// `import CLIP.mp4` on screen recordings made here: frames drawn with CSS's ease-out,
/// cubic-bezier(0, 0, 0.58, 1), over 500 ms (a box moving 400 px, with a blinking cursor and a
/// flickering square), encoded with H.264 (libx264, yuv420p) at 30 and 60 fps by ffmpeg. Skipped,
/// saying so, where ffmpeg is missing (CI installs it).
@Suite("import reads the motion in a screen recording", .enabled(if: MovingBoxClip.ffmpeg != nil, "ffmpeg is not installed"))
struct ImportVideoTests {
    static func easeOut(_ x: Double) -> Double { IdentifyCommandTests.bezier(0, 0, 0.58, 1)(x) }

    static func encoded(fps: Double, in directory: TemporaryDirectory, name: String = "clip.mp4") throws -> (
        clip: MovingBoxClip, path: String
    ) {
        let clip = MovingBoxClip(fps: fps) { easeOut($0) }
        let path = directory.url.appendingPathComponent(name).path
        try clip.encode(to: path)
        return (clip, path)
    }

    @Test("the progress recovered is the drawn curve's within 0.5 % of the move", Thorough.only, arguments: [30.0, 60])
    func progressMatchesTheCurve(fps: Double) throws {
        let directory = try TemporaryDirectory()
        let (clip, path) = try Self.encoded(fps: fps, in: directory)
        let imported = try VideoImport.curve(
            path: path, video: VideoRequest(), recording: RecordingRequest(), decoder: FFmpegVideoDecoder())
        #expect(imported.found.axis == .x)
        #expect(imported.found.frames == clip.frameCount)
        let rows = imported.found.table.rows
        let measured = rows.map { $0[1] / (clip.to - clip.from) }
        let expected = rows.map { row in Self.easeOut(min(max((row[0] - clip.start) / clip.duration, 0), 1)) }
        expectClose(measured, expected, absolute: 0.005)
        // Presentation times are the frames' own.
        expectClose(rows.map { $0[0] }, (0..<clip.frameCount).map(clip.time(ofFrame:)), absolute: 1e-4)
    }

    @Test("a variable frame rate is read from the presentation times: every third frame of 60 dropped")
    func variableFrameRateUsesPresentationTimes() throws {
        let directory = try TemporaryDirectory()
        let clip = MovingBoxClip(fps: 60) { Self.easeOut($0) }
        let path = directory.url.appendingPathComponent("vfr.mp4").path
        try clip.encode(to: path, extraArguments: ["-vf", "select='not(eq(mod(n,3),2))'", "-fps_mode", "vfr"])
        let imported = try VideoImport.curve(
            path: path, video: VideoRequest(), recording: RecordingRequest(), decoder: FFmpegVideoDecoder())
        let kept = (0..<clip.frameCount).filter { $0 % 3 != 2 }
        let rows = imported.found.table.rows
        expectClose(rows.map { $0[0] }, kept.map(clip.time(ofFrame:)), absolute: 1e-4)
        let expected = rows.map { row in Self.easeOut(min(max((row[0] - clip.start) / clip.duration, 0), 1)) }
        expectClose(rows.map { $0[1] / (clip.to - clip.from) }, expected, absolute: 0.005)
    }

    @Test("identify names CSS ease-out first, at 30 and 60 fps", Thorough.only, arguments: [30.0, 60])
    func identifyNamesTheCurve(fps: Double) throws {
        let directory = try TemporaryDirectory()
        let (_, path) = try Self.encoded(fps: fps, in: directory)
        var interpreter = Interpreter(settings: Settings(terminalWidth: 100))
        let imported = interpreter.execute("r = import \(path)")
        #expect(imported.error == nil, "\(imported.error ?? "")")
        let reply = interpreter.execute("identify r")
        guard case .string(let verdict)? = reply.json["verdict"] else {
            Issue.record("no verdict in \(reply.text)")
            return
        }
        #expect(verdict.hasPrefix("this is css ease-out,"), "\(reply.text)")
    }

    /// A box 60 px tall growing from 40 px to 200 px wide about its centre with CSS ease-out,
    /// as a scaleX animation draws it.
    @Test(
        "track=scale follows the element's width: the progress recovered is the drawn curve's within 0.5 %, and identify names it",
        Thorough.only)
    func scaleFollowsTheWidth() throws {
        let directory = try TemporaryDirectory()
        var clip = MovingBoxClip(fps: 60) { Self.easeOut($0) }
        clip.widths = (40, 200)
        let path = directory.url.appendingPathComponent("grow.mp4").path
        try clip.encode(to: path)
        var request = VideoRequest()
        request.track = .scale
        let imported = try VideoImport.curve(path: path, video: request, recording: RecordingRequest(), decoder: FFmpegVideoDecoder())
        #expect(imported.found.axis == .x)
        let rows = imported.found.table.rows
        // The width itself, to a fraction of a pixel (the track is the width, not a shift).
        expectClose(rows.map { $0[1] }, rows.map { clip.width(at: $0[0]) }, absolute: 0.5)
        let measured = rows.map { ($0[1] - rows[0][1]) / (200 - 40) }
        let expected = rows.map { row in Self.easeOut(min(max((row[0] - clip.start) / clip.duration, 0), 1)) }
        expectClose(measured, expected, absolute: 0.005)
        var interpreter = Interpreter(settings: Settings(terminalWidth: 100))
        let reply = interpreter.execute("r = import \(path) track=scale")
        #expect(reply.text.contains("video: followed the x size (the axis it grows most along) in region "), "\(reply.text)")
        #expect(reply.text.contains(", from 39.9 px to 200 px long"), "\(reply.text)")
        // At rest, the width wobbles by 0.11 px of compression noise: still frames.
        #expect(reply.text.contains("motion from 200 ms to 700 ms (500 ms)"), "\(reply.text)")
        guard case .string(let verdict)? = interpreter.execute("identify r").json["verdict"] else {
            Issue.record("no verdict")
            return
        }
        #expect(verdict.hasPrefix("this is css ease-out,"), "\(verdict)")
    }

    @Test("the import says what it followed: region, frames, frame rate, distance, and the motion")
    func importReportsWhatItFollowed() throws {
        let directory = try TemporaryDirectory()
        let (_, path) = try Self.encoded(fps: 60, in: directory)
        var interpreter = Interpreter(settings: Settings(terminalWidth: 200))
        let reply = interpreter.execute("r = import \(path)")
        #expect(reply.error == nil)
        #expect(reply.text.contains("video: followed the x position (the axis it moves most along) in region "), "\(reply.text)")
        #expect(reply.text.contains("60 frames at 60 fps"), "\(reply.text)")
        #expect(reply.text.contains(", moved 400 px\n"), "\(reply.text)")
        #expect(reply.text.contains("motion from "), "\(reply.text)")
    }

    @Test("a video file that is not one is refused with ffmpeg's reason, and changes nothing")
    func brokenVideoIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("broken.mp4", "not a video")
        var interpreter = Interpreter()
        let before = interpreter.session
        let reply = interpreter.execute("r = import \(path)")
        #expect(reply.error?.contains("cannot read \(path) as a video: ffmpeg says") == true, "\(reply.error ?? "")")
        #expect(interpreter.session == before)
    }
}

/// What `import` takes for a video, without decoding one.
@Suite("import's words for a video")
struct ImportVideoWordsTests {
    @Test("region= and track= are read and written back")
    func optionsRoundTrip() throws {
        let line = "r = import clip.mov start=0.1 region=10,20,300,40 track=opacity"
        #expect(try Parser.parse(line)?.description == line)
    }

    @Test("a table's options are refused for a video, and a video's for a table")
    func optionsBelongToTheirKind() {
        var shell = Transcript()
        #expect(shell.reply("r = import clip.mp4 fps=60").error?.contains("fps= applies to a table") == true)
        #expect(shell.reply("r = import rec.csv region=1,2,3,4").error?.contains("region= and track= apply to a video") == true)
        #expect(shell.reply("r = import clip.webm region=1,2,0,4").error?.contains("region= takes X,Y,W,H") == true)
        #expect(shell.reply("r = import clip.webm track=size").error?.contains("track= takes position, scale or opacity") == true)
    }

    @Test("a machine without ffmpeg is told how to install it")
    func missingFFmpegSaysHowToInstall() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("clip.mp4", "")
        #expect(throws: FileError.self) { try FFmpegVideoDecoder(directories: [directory.url.path]).decode(path) }
        do {
            _ = try FFmpegVideoDecoder(directories: [directory.url.path]).decode(path)
        } catch {
            #expect(error.message.contains("needs ffmpeg, which is not installed"), "\(error.message)")
            #expect(error.message.contains("apt-get install ffmpeg") && error.message.contains("brew install ffmpeg"))
        }
    }
}
