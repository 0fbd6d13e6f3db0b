import Foundation

/// A measurement's report as it is made: each line written at once to standard output
/// (unbuffered, so that a run cut short or interleaved with other output still shows it) and
/// appended to a file, which is emptied when the report starts.
final class MeasurementReport {
    let path: String
    private let file: FileHandle

    init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: url)
        file = try FileHandle(forWritingTo: url)
    }

    deinit { try? file.close() }

    func write(_ text: String) {
        let data = Data((text + "\n").utf8)
        FileHandle.standardOutput.write(data)
        try? file.write(contentsOf: data)
        try? file.synchronize()
    }
}
