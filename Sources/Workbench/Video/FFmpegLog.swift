/// What ffmpeg's log tells about a decoded video: the source size (the input stream's line),
/// the size of the frames given, and each frame's presentation time (`showinfo`'s `pts_time:`).
struct FFmpegLog {
    var sourceSize: (width: Int, height: Int)?
    var frameSize: (width: Int, height: Int)?
    var times: [Double] = []

    init(_ log: String) {
        for line in log.split(separator: "\n") {
            if sourceSize == nil, line.contains("Stream #0:"), line.contains("Video:") {
                sourceSize = Self.size(in: line)
            } else if line.contains("Parsed_showinfo"), let time = Self.value(after: "pts_time:", in: line) {
                times.append(time)
                if frameSize == nil, let sizeText = Self.word(after: " s:", in: line) { frameSize = Self.size(in: sizeText) }
            }
        }
    }

    static func word(after key: String, in line: Substring) -> Substring? {
        guard let range = line.range(of: key) else { return nil }
        return line[range.upperBound...].drop { $0 == " " }.prefix { $0 != " " }
    }

    static func value(after key: String, in line: Substring) -> Double? {
        word(after: key, in: line).flatMap { Double(String($0)) }
    }

    /// The first `WIDTHxHEIGHT` in the text (`1920x1080`).
    static func size(in text: Substring) -> (width: Int, height: Int)? {
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "[" }) {
            let parts = word.split(separator: "x")
            if parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 {
                return (width, height)
            }
        }
        return nil
    }
}
