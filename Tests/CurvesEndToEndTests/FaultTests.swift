import Foundation
import TestExpectations
import TestSupport
import Testing

/// Faults from outside: files that cannot be written or are replaced under us, huge or hostile
/// files, Ctrl-C during a long `sample`. Each ends with a clear error and nothing lost.
/// (docs/robustness.md lists these tests next to the faults they check.)
@Suite("Faults and hostile files", .tags(.binary))
struct FaultTests {
    // MARK: - Saving

    @Test func saveIntoAMissingDirectoryIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("no/such/dir/work.json").path
        let result = try CurvesBinary.run(["-e", "a = ease", "-e", "save \(path)"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("cannot save \(path): the directory \(directory.url.path)/no/such/dir does not exist"),
            "stderr: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("no").path))
    }

    /// A read-only directory (as root, which ignores permissions, the save runs as `nobody`).
    @Test func saveIntoAReadOnlyDirectoryKeepsThePreviousFile() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("locked").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let path = folder + "/work.json"
        let first = try CurvesBinary.run(["-e", "a = ease", "-e", "save \(path)"])
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        chmod(directory.url.path, 0o755)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        let binary = try #require(CurvesBinary.path)
        var command = ["-c", #"exec "$@""#, "curves"]
        if geteuid() == 0 {
            // The binary must be reachable by nobody: run a copy from the scratch directory.
            let copy = try directory.copyProgram(binary, as: "curves")
            command += ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", copy]
        } else {
            command.append(binary)
        }
        command += ["-e", "b = ease-in", "-e", "save \(path) force"]
        let refused = try CurvesBinary.run(command, environment: ["CURVES_HISTORY": "/dev/null"], shell: true)
        #expect(refused.status == 1, "stdout: \(refused.stdout) stderr: \(refused.stderr)")
        #expect(
            refused.stderr.contains("cannot save \(path): Permission denied; the previous file is unchanged"),
            "stderr: \(refused.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "byte for byte")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["work.json"])
    }

    /// Two programs save the same file over and over at the same time: every save succeeds,
    /// the file ends as one whole session (never a mix), and no temporary file is left.
    @Test func savesRacingOverTheSameFileNeverMixOrLeaveDebris() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("shared.json").path
        let binary = try #require(CurvesBinary.path)
        var scripts: [String] = []
        for (index, curve) in ["ease-in", "bounce-out"].enumerated() {
            // force: each program replaces the other's session on purpose (a plain save would be
            // refused as a lost update); what is tested is that no save ever leaves a mix.
            let lines = ["mine\(index) = \(curve)"] + Array(repeating: "save \(path) force", count: 60)
            scripts.append(try directory.file("writer\(index).curves", lines.joined(separator: "\n") + "\n"))
        }
        let result = try CurvesBinary.run(
            [
                "-c", #""$0" "$1" >/dev/null & a=$!; "$0" "$2" >/dev/null; b=$?; wait $a; echo "status $? $b""#,
                binary, scripts[0], scripts[1],
            ],
            environment: ["CURVES_HISTORY": "/dev/null"], timeout: 60, shell: true)
        #expect(result.stdout.contains("status 0 0"), "stdout: \(result.stdout) stderr: \(result.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let names = (json["curves"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["mine0"] || names == ["mine1"], "\(text)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
                == ["shared.json", "writer0.curves", "writer1.curves"])
    }

    // MARK: - Files too big or too deep to read

    /// A 1 GiB session file (sparse: it takes no disk) is refused from its size, before reading.
    @Test func aSessionFileOverTheSizeLimitIsRefusedBeforeReading() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
        #expect(truncate(path, 1 << 30) == 0)
        let expected = "cannot read \(path): it is 1073741824 bytes, more than the limit of 67108864 bytes for files"
        let argument = try CurvesBinary.run([path], input: "list\n")
        #expect(argument.status == 1)
        #expect(argument.stderr.contains(expected), "stderr: \(argument.stderr)")
        let loaded = try CurvesBinary.run(["-e", "load \(path)"])
        #expect(loaded.status == 1)
        #expect(loaded.stderr.contains(expected), "stderr: \(loaded.stderr)")
    }

    @Test func aSessionFileNestedTenThousandDeepIsAnError() throws {
        let directory = try TemporaryDirectory()
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let path = try directory.file("deep.json", #"{"format": "curves-session", "version": 1, "curves": \#(deep)}"#)
        let result = try CurvesBinary.run(["-e", "load \(path)"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("nested deeper than 512"), "stderr: \(result.stderr)")
    }

    @Test func aSessionFileWithTooManyCurvesIsRefused() throws {
        let directory = try TemporaryDirectory()
        let curves = (1...10_001).map { #"{"name": "c\#($0)", "kind": "bezier", "points": [0, 0, 1, 1]}"# }
        let path = try directory.file(
            "many.json", #"{"format": "curves-session", "version": 1, "curves": [\#(curves.joined(separator: ","))]}"#)
        let result = try CurvesBinary.run(["-e", "load \(path)"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("curves: 10001 curves, more than the limit of 10000 curves per session"),
            "stderr: \(result.stderr)")
    }

    /// Input without a line break never ends; the script stops at the first cut line.
    @Test func endlessInputWithoutLineBreaksStopsAtTheLineLimit() throws {
        let result = try CurvesBinary.run(["-c", #"exec "$0" < /dev/zero"#, try #require(CurvesBinary.path)], shell: true)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("<stdin>:1: error: the line is longer than the limit of 262144 bytes"),
            "stderr: \(result.stderr)")
    }

    // MARK: - Ctrl-C during a long linear()

    /// `linear` of a lightly damped spring at tolerance 1e-9 runs for many seconds; Ctrl-C stops
    /// it at once, in every build (a release build once kept running ~15 s and added the curve).
    @Test func ctrlCCancelsALongLinearAtOnceAndAddsNothing() throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("w = second-order 0.05 60\r")
        try shell.expect("curves> ")
        try shell.send("linear w tolerance=1e-9\r")
        try shell.expect("tolerance=1e-9")
        let running = shell.pending(quiet: 1)
        #expect(!running.contains("curves> "), "still computing: \(running.debugDescription)")
        try shell.send("\u{03}")
        let reply = try shell.expect("curves> ", timeout: 3)
        #expect(reply.contains("error: cancelled; the session is unchanged"), "\(reply.debugDescription)")
        try shell.send("list\r")
        let listing = try shell.expect("curves> ")
        #expect(!listing.contains("w-linear"), "\(listing.debugDescription)")
        #expect(try shell.leaveDiscardingChanges() == 0)
    }

    // MARK: - Ctrl-C during a long sample

    /// A million-row table streams to the terminal as it is made; Ctrl-C stops it part way
    /// (pressed while the points are still computed, it cancels the command) and the shell
    /// goes on.
    @Test(Thorough.only) func ctrlCCancelsALongSampleAndTheShellGoesOn() throws {
        let sandbox = try ShellTests.Sandbox()
        let shell = try sandbox.start()
        defer { shell.finish() }
        try shell.expect("curves> ")
        try shell.send("sample bounce-out 1000000\r")
        try shell.expect("slope")  // the table has started (a Ctrl-C typed before the command starts is forgotten)
        try shell.send("\u{03}")
        let reply = try shell.expect("curves> ", timeout: 5)
        #expect(
            reply.contains("interrupted: the rest of the reply is not shown")
                || reply.contains("error: cancelled; the session is unchanged"),
            "\(reply.suffix(300).debugDescription)")
        #expect(!reply.contains("1.000000  1.000000"), "the last row was not printed")
        try shell.send("list\r")
        let listing = try shell.expect("curves> ")
        #expect(listing.contains("no curves yet"), "\(listing.debugDescription)")
        try shell.send("\u{04}")
        #expect(shell.waitForExit() == 0)
    }
}
