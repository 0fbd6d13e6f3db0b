import Foundation
import TestSupport
import Testing

/// Ctrl-C on a slow machine. The terminal driver discards typed-ahead keys on Ctrl-C; if that
/// happened after the shell saw keys waiting and before readline read one, the read blocked with
/// SIGINT held back and the shell hung until the next key (a CI run saw it). Slowing every read
/// of the terminal by 20 ms (a preloaded `read`) makes that moment certain instead of rare.
@Suite("Ctrl-C while keys are waiting, on a slow machine", .tags(.binary))
struct SlowTerminalTests {
    @Test(.enabled(if: SlowReads.canBuild, "Linux with a C compiler on PATH"))
    func ctrlCWhileKeysWaitAbandonsTheLineAtOnce() throws {
        let sandbox = try ShellTests.Sandbox()
        sandbox.environment["LD_PRELOAD"] = try SlowReads.build(in: sandbox.directory)
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("list\r")
        try shell.expect("curves> ")

        try shell.send("\u{12}l")
        try shell.expect("list")
        try shell.send("is")
        Thread.sleep(forTimeInterval: 0.005)  // the shell is inside a slowed read of "i"
        try shell.send("\u{03}")
        try shell.expect("\ncurves> ", timeout: 5)

        // The keys typed before Ctrl-C are gone: the next line is exactly what is typed.
        try shell.send("show ease\r")
        try shell.expect("cubic-bezier(0.25, 0.1, 0.25, 1)", timeout: 5)
    }
}

/// A shared library whose `read` sleeps 20 ms before reading the terminal (descriptor 0).
enum SlowReads {
    static let source = """
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <sys/types.h>
        #include <unistd.h>
        ssize_t read(int fd, void *buffer, size_t count) {
            static ssize_t (*next)(int, void *, size_t);
            if (!next) next = (ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT, "read");
            if (fd == 0) usleep(20000);
            return next(fd, buffer, count);
        }
        """

    static var compiler: String? {
        #if os(Linux)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["cc", "clang", "gcc"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        #endif
        return nil
    }

    static var canBuild: Bool { compiler != nil }

    /// Compiles the library into `directory` and returns its path.
    static func build(in directory: TemporaryDirectory) throws -> String {
        let compiler = try #require(compiler)
        let sourcePath = try directory.file("slow-read.c", source)
        let libraryPath = directory.url.appendingPathComponent("slow-read.so").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["-shared", "-fPIC", "-o", libraryPath, sourcePath, "-ldl"]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("\(compiler) could not build \(sourcePath)") }
        return libraryPath
    }
}
