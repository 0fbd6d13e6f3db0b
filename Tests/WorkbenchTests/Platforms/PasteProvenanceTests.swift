import Foundation
import TestExpectations
import Testing

@testable import Workbench

// Issue 25: where a paste came from travels with it. A definition read with `file=` is recorded
// in history as the code that was read, with the file and line in a comment of the file's
// language, so that the session replays without the file and after it changes; `--json` of a
// paste names the file, line and code taken, and the reader's note.

@Suite("a paste's provenance: history keeps the code read from a file")
struct PasteProvenanceTests {
    static let swiftFile = """
        import QuartzCore

        let cardStiffness: CGFloat = 180
        let settle = CASpringAnimation(keyPath: "position.y")  // the card drops in
        settle.mass = 1
        settle.stiffness = cardStiffness
        settle.damping = 12
        """
    static let kotlinFile = """
        import androidx.compose.animation.core.LinearEasing

        val press = spring(
            dampingRatio = 0.6f, // a little bounce
            stiffness = 300f,
        )
        """
    static let stylesheet = """
        .sheet {
          /* the sheet slides up */
          transition: transform 250ms cubic-bezier(0.2, 0, 0, 1);
        }
        """
    static let javaChain = """
        SpringForce force = new SpringForce()
                .setStiffness(200f)
                .setDampingRatio(0.5f);
        """

    static func history(_ shell: inout Transcript) -> [String] {
        shell.interpreter.journal.map(\.command)
    }

    @Test(
        "history holds the code with its place, and the line alone rebuilds the same curve without the file",
        arguments: [
            (
                "uikit", "Drop.swift", swiftFile,
                "a = uikit CASpringAnimation(keyPath: \"position.y\", mass: 1, stiffness: 180, damping: 12) // from Drop.swift line 4"
            ),
            ("compose", "Press.kt", kotlinFile, "a = compose spring(dampingRatio = 0.6f, stiffness = 300f) // from Press.kt line 3"),
            (
                "css", "sheet.css", stylesheet,
                "a = css transition: transform 250ms cubic-bezier(0.2, 0, 0, 1) /* from sheet.css line 3 */"
            ),
            (
                "android", "Force.java", javaChain,
                "a = android SpringForce().setStiffness(200f).setDampingRatio(0.5f) // from Force.java line 1"
            ),
        ])
    func historyKeepsTheCode(platform: String, path: String, file: String, recorded: String) throws {
        var shell = Transcript(files: [path: file])
        let reply = shell.reply("a = \(platform) file=\(path)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let curve = try #require(shell.interpreter.session.curve(named: "a")).curve
        #expect(Self.history(&shell) == [recorded])

        // Elsewhere, with no file at all: the recorded line makes the same curve.
        var elsewhere = Transcript()
        let again = elsewhere.reply(recorded)
        #expect(again.error == nil, "\(again.error ?? "")")
        #expect(elsewhere.interpreter.session.curve(named: "a")?.curve == curve)
    }

    @Test("a session saved after a file= paste replays after the file has changed")
    func replaysAfterTheFileChanges() throws {
        var shell = Transcript(files: ["Press.kt": Self.kotlinFile])
        _ = shell.reply("a = compose file=Press.kt")
        #expect(shell.reply("save press.json").error == nil)
        let curve = try #require(shell.interpreter.session.curve(named: "a")).curve
        try shell.files.write(Data("val press = spring(stiffness = 50f)".utf8), to: "Press.kt")
        var later = Transcript(files: ["press.json": shell.files.text("press.json") ?? ""])
        let replay = later.reply("replay press.json")
        #expect(replay.error == nil, "\(replay.error ?? replay.text)")
        #expect(later.interpreter.session.curve(named: "a")?.curve == curve)
    }

    @Test("--json of a file paste names the file, the line and the code taken, and the note")
    func jsonNamesTheSource() throws {
        var shell = Transcript(files: ["Drop.swift": Self.swiftFile])
        let reply = shell.reply("a = uikit file=Drop.swift")
        let source = try #require(reply.json["source"])
        #expect(
            source
                == .object([
                    ("file", .string("Drop.swift")), ("line", .number(4)),
                    ("code", .string("CASpringAnimation(keyPath: \"position.y\", mass: 1, stiffness: 180, damping: 12)")),
                ]))
        guard case .string(let note)? = reply.json["note"] else { Issue.record("no note"); return }
        #expect(note.hasPrefix("took line 4 of Drop.swift"))
        // A paste typed in the shell names its code.
        let typed = shell.reply("b = swiftui .spring(response: 0.4, dampingFraction: 0.7) // card")
        #expect(typed.json["code"] == .string(".spring(response: 0.4, dampingFraction: 0.7) // card"))
    }

    @Test("a builder chain that goes on on the next lines is read whole from a file, not as its first call")
    func chainOverLines() throws {
        var shell = Transcript(files: ["Force.java": Self.javaChain])
        _ = shell.reply("a = android file=Force.java")
        guard case .spring(let spring)? = shell.interpreter.session.curve(named: "a")?.curve else {
            Issue.record("not a spring"); return
        }
        // AOSP SpringForce: natural frequency √k with mass 1, damping 2ζ√k.
        #expect(spring.stiffness == 200 && spring.mass == 1)
        expectClose(spring.damping, 2 * 0.5 * 200.0.squareRoot(), absolute: 1e-12)
    }
}
