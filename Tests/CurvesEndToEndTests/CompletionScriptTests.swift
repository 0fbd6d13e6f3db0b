import Foundation
import TestSupport
import Testing

/// The completion script that Scripts/install puts in share/bash-completion/completions, loaded
/// into an interactive bash on a pseudo-terminal, as a person's shell loads it.
@Suite("bash completion of the curves command line", .tags(.binary, .terminal))
struct CompletionScriptTests {
    /// The installed script when CURVES_PREFIX names an installation (.ci/run sets it after
    /// Scripts/install), else the one the binary under test generates: the bytes Scripts/install
    /// writes.
    static func bashScript(in directory: TemporaryDirectory) throws -> String {
        if let prefix = ProcessInfo.processInfo.environment["CURVES_PREFIX"] {
            let installed = prefix + "/share/bash-completion/completions/curves"
            guard FileManager.default.fileExists(atPath: installed) else { throw TestFailure("Scripts/install wrote no \(installed)") }
            return installed
        }
        let generated = try CurvesBinary.run(["--generate-completion-script", "bash"])
        guard generated.status == 0 else { throw TestFailure("--generate-completion-script bash: \(generated.stderr)") }
        return try directory.file("curves.bash", generated.stdout)
    }

    /// An interactive bash (no profile, no rc file) that has sourced the script, at its prompt.
    static func bashWithCompletion(in directory: TemporaryDirectory) throws -> TerminalSession {
        let script = try bashScript(in: directory)
        let inputrc = try directory.file("inputrc", "set enable-bracketed-paste off\n")
        let bash = try TerminalSession(
            executable: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"],
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                "HOME": directory.url.path, "TERM": "xterm", "INPUTRC": inputrc, "PS1": "$ ", "LANG": "C.UTF-8",
            ])
        try bash.expect("$ ")
        try bash.send("source '\(script)' && echo loaded\r")
        try bash.expect("loaded")
        try bash.expect("$ ")
        return bash
    }

    @Test("after -e, Tab completes a shell command's name")
    func completesACommandName() throws {
        let directory = try TemporaryDirectory()
        let bash = try Self.bashWithCompletion(in: directory)
        defer { bash.finish() }
        // `iden` starts one command's name only: identify.
        try bash.send("curves -e iden\t")
        try bash.expect("curves -e identify")
    }

    @Test("Tab completes a long option's name")
    func completesAnOption() throws {
        let directory = try TemporaryDirectory()
        let bash = try Self.bashWithCompletion(in: directory)
        defer { bash.finish() }
        try bash.send("curves --keep-g\t")
        try bash.expect("curves --keep-going")
    }
}
