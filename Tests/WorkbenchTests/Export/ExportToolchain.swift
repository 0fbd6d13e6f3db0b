import Foundation

/// Finds `swiftc` and `clang` (on PATH, as `/usr/bin/env` would, or next to the toolchain
/// that runs the tests) and runs them on a source text.
enum ExportToolchain {
    static let swiftc: String? = find("swiftc")
    static let clang: String? = find("clang")

    /// Whether the tests that need `tool` run: when it is installed, and always on CI (where a
    /// missing tool must fail them, not skip them).
    static func shouldRun(_ tool: String) -> Bool { find(tool) != nil || ProcessInfo.processInfo.environment["CI"] != nil }

    static func find(_ tool: String) -> String? {
        var directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        // The toolchain that built and runs the tests, e.g. /opt/swift/usr/bin.
        for variable in ["SWIFT_EXEC", "_"] {
            if let path = ProcessInfo.processInfo.environment[variable] {
                directories.append(URL(fileURLWithPath: path).deletingLastPathComponent().path)
            }
        }
        directories += ["/usr/bin", "/opt/swift/usr/bin", "/usr/local/bin"]
        for directory in directories {
            let path = directory + "/" + tool
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Writes `source` to a temporary file with `fileExtension`, runs `tool` with `arguments`
    /// followed by the file, and returns the exit status and the combined output.
    static func run(_ tool: String, _ arguments: [String], source: String, fileExtension: String) throws -> (status: Int32, output: String)
    {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curves-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main." + fileExtension)
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments + [file.path]
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The source with line numbers, to show next to a compiler's complaint.
    static func numbered(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { "\($0.offset + 1)\t\($0.element)" }.joined(separator: "\n")
    }
}
