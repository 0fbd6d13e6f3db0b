import CurveKit

/// A video's frames, through the frame-to-track step of `import CLIP.mp4` and on into the
/// recording import, as a decoder would hand them over. The first bytes say the frame size
/// (4–35 × 4–35 pixels), what is tracked, and a region (or none: the largest that changes);
/// then each frame is a byte of milliseconds since the last one (0 repeats a time) and its gray
/// pixels. Whatever it is given, the tracker answers with a table or an error that says why,
/// one finite row per frame at the frame's time, and the import with a curve or an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard bytes.count >= 7 else { return 0 }
    let width = 4 + Int(bytes[0] % 32), height = 4 + Int(bytes[1] % 32)
    let tracks = VideoMotion.Track.allCases
    let track = tracks[Int(bytes[2]) % tracks.count]
    let region: PixelRegion? =
        bytes[2] & 0x80 == 0
        ? nil : PixelRegion(x: Int(bytes[3] % 40), y: Int(bytes[4] % 40), width: 1 + Int(bytes[5] % 40), height: 1 + Int(bytes[6] % 40))
    var pixels: [UInt8] = []
    var times: [Double] = []
    var offset = 7
    var time = 0.0
    while offset + 1 + width * height <= bytes.count {
        time += Double(bytes[offset]) / 1000
        times.append(time)
        pixels += bytes[(offset + 1)..<(offset + 1 + width * height)]
        offset += 1 + width * height
    }
    let video = GrayVideo(width: width, height: height, pixels: pixels, times: times)
    let found: VideoMotion.Found
    do {
        found = try VideoMotion.find(in: video, region: region, track: track)
    } catch {
        require(!error.message.isEmpty, "a tracking error without a message")
        return 0
    }
    require(found.table.rows.count == times.count, "\(found.table.rows.count) rows for \(times.count) frames")
    for (row, time) in zip(found.table.rows, times) {
        require(row.count == 2 && row[0] == time && row[1].isFinite, "row \(row) for the frame at \(time) s")
    }
    do {
        let curve = try RecordingImport.curve(from: found.table, source: "fuzz.mp4", options: .init()).curve
        for x in [0, 0.25, 0.5, 1, -1, 2] { require(curve.value(at: x).isFinite, "the imported curve at \(x)") }
    } catch {
        require(!error.message.isEmpty, "an import error without a message")
    }
    return 0
}

/// Like `precondition`, but the message is printed in release builds too (the fuzzers are
/// built with -O, where `precondition` drops it).
func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
    if !condition { fatalError(message()) }
}
