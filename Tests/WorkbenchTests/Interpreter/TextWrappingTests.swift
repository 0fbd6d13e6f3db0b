import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Wrapped text taken apart again, for checks that say what was printed regardless of width.
enum WrappedText {
    /// The text on one line: a break after `|` closed up, every other break and run of spaces
    /// (indents, column padding) one space.
    static func unwrapped(_ text: String) -> String {
        var result = text.replacingOccurrences(of: #"(?<=\S)\|\n *"#, with: "|", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// The words of the text, in order.
    static func words(_ text: String) -> [String] {
        unwrapped(text).split(separator: " ").map(String.init)
    }

    /// The lines longer than `width` columns (one column per character).
    static func tooLong(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { $0.count > width }
    }
}

@Suite("help and the fit reports fit the terminal: wrapped at word boundaries")
struct TextWrappingTests {
    static let widths = [40, 80, 110]
    /// Wide enough that nothing wraps: the reference for the words.
    static let unlimited = 10_000

    static func reply(_ line: String, width: Int) -> String {
        var shell = Transcript(width: width)
        return shell.reply(line).text
    }

    static let helpTopics =
        ["help", "help curves", "help easeOutBack"] + CommandCatalog.entries.map { "help \($0.name == "=" ? "=" : $0.name)" }

    @Test("every line of help, help curves and help COMMAND is at most the width, and no word is split", Thorough.only, arguments: widths)
    func helpFits(width: Int) {
        for topic in Self.helpTopics {
            let text = Self.reply(topic, width: width)
            #expect(WrappedText.tooLong(text, width: width).isEmpty, "\(topic) at \(width): \(WrappedText.tooLong(text, width: width))")
            #expect(WrappedText.words(text) == WrappedText.words(Self.reply(topic, width: Self.unlimited)), "\(topic) at \(width)")
        }
    }

    /// Pasted code has long unbreakable words (`md.sys.motion.easing.emphasized.decelerate`):
    /// help PLATFORM fits an 80-column terminal.
    @Test("help PLATFORM fits 80 columns, and no word is split")
    func platformHelpFits() {
        for platform in Platform.allCases {
            let text = Self.reply("help \(platform.rawValue)", width: 80)
            #expect(WrappedText.tooLong(text, width: 80).isEmpty, "\(platform.rawValue): \(WrappedText.tooLong(text, width: 80))")
            #expect(WrappedText.words(text) == WrappedText.words(Self.reply("help \(platform.rawValue)", width: Self.unlimited)))
        }
    }

    @Test("the command table keeps a column: a summary's lines hang at the summary column")
    func hangingIndent() throws {
        // The table's rows, up to the notes below it (which start at column 0).
        let lines = Self.reply("help", width: 80).split(separator: "\n").dropFirst().prefix { $0.hasPrefix(" ") }
        let indents = Set(lines.map { $0.prefix { $0 == " " }.count })
        // Usages at 2, a usage's own continuation at 4, and every summary line at one column.
        let summaryColumn = try #require(indents.subtracting([2, 4]).first)
        #expect(indents.subtracting([2, 4]) == [summaryColumn])
        #expect(summaryColumn > 20)
        let point = try #require(lines.first { $0.hasPrefix("  point NAME 1|2 X Y") })
        #expect(point.count <= 80)
        #expect(point.dropFirst(summaryColumn).hasPrefix("move control point 1 or 2"))
        // Unwrapped at 110 columns the short rows stay on one line.
        #expect(Self.reply("help", width: 110).contains("  rename OLD NEW"))
    }

    @Test("a long usage goes on lines of its own and the summary follows in its column")
    func longUsage() {
        let text = Self.reply("help", width: 80)
        #expect(
            text.contains(
                "\n  anim NAME KEYPATH [FROM TO] [duration=SECONDS] (curve=CURVE | keyframes=CURVE)\n    [fps=N] [delay=SECONDS] [repeat=N] [autoreverse]\n"
            ))
    }

    static let fitCommands = [
        "fit expo-out", "fit bounce-out tolerance=1e-3", "fit wave", "linear bounce-out tolerance=0.0039",
        "linear elastic-out tolerance=1e-4",
    ]

    /// Every fit command's reply at every width and unlimited, each computed once (a fit is the
    /// slow part, and both tests below read the same replies).
    static let fitReplies: [String: [Int: String]] = Dictionary(
        uniqueKeysWithValues: fitCommands.map { command in
            (command, Dictionary(uniqueKeysWithValues: (widths + [unlimited]).map { ($0, computedFitReply(command, width: $0)) }))
        })

    static func computedFitReply(_ command: String, width: Int) -> String {
        var shell = Transcript(width: width)
        _ = shell.reply("wave = expr 0.5*x + 0.1")
        return shell.reply(command).text
    }

    static func fitReply(_ command: String, width: Int) -> String {
        fitReplies[command]?[width] ?? computedFitReply(command, width: width)
    }

    @Test("every line of a fit or linear report is at most the width", Thorough.only, arguments: widths)
    func fitFits(width: Int) {
        for command in Self.fitCommands {
            let text = Self.fitReply(command, width: width)
            #expect(!text.isEmpty)
            #expect(WrappedText.tooLong(text, width: width).isEmpty, "\(command) at \(width): \(WrappedText.tooLong(text, width: width))")
        }
    }

    @Test("wrapping a fit or linear report moves words, never splits them", arguments: widths)
    func fitWords(width: Int) {
        for command in Self.fitCommands where !command.contains("tolerance=1e-3") {
            #expect(
                WrappedText.words(Self.fitReply(command, width: width)) == WrappedText.words(Self.fitReply(command, width: Self.unlimited)),
                "\(command) at \(width)")
        }
        // A keyframe table too wide for the terminal becomes one wrapped line per segment.
        let narrow = Self.fitReply("fit bounce-out tolerance=1e-3", width: 40)
        #expect(WrappedText.words(narrow) == WrappedText.words(Self.fitReply("fit bounce-out tolerance=1e-3", width: 80)))
        #expect(
            WrappedText.unwrapped(narrow).contains(
                "segment 1: t 0 … 0.363636, v 0 … 1, cubic-bezier(0.3333333, 0, 0.6666667, 0.3333333), max error"))
        #expect(Self.fitReply("fit bounce-out tolerance=1e-3", width: Self.unlimited).contains("  segment  t0"))
    }

    /// A definition's echo and `show`: the definition and its code stay whole on one line each
    /// (to be copied), and what describes them (a spring's formula, the snap at its end, a
    /// reader's note) wraps within the terminal without losing a word.
    @Test("a definition's echo and show wrap their prose and keep their code whole", arguments: widths)
    func definitionEcho(width: Int) {
        let commands = [
            "s = spring response=0.8 damping-fraction=0.3 duration=1",
            "l = linear(0, 0.25 10%, 0.5 20%, 0.6 30%, 0.7 40%, 0.8 50%, 0.85 60%, 0.9 70%, 0.95 80%, 0.98 90%, 1)",
        ]
        for command in commands {
            let name = String(command.prefix(1))
            for line in [command, "show \(name)"] {
                var narrow = Transcript(width: width), wide = Transcript(width: Self.unlimited)
                if line.hasPrefix("show") {
                    _ = narrow.reply(command)
                    _ = wide.reply(command)
                }
                let (text, whole) = (narrow.reply(line).text.components(separatedBy: "\n┌")[0], wide.reply(line).text)
                let lines = text.split(separator: "\n").map(String.init)
                let code = lines.filter { line in ["\(name) = ", "  css: ", "  swift: ", "  linear("].contains { line.hasPrefix($0) } }
                #expect(code.allSatisfy { whole.contains($0 + "\n") || whole.hasSuffix($0) }, "\(line) at \(width): \(code)")
                let prose = lines.filter { !code.contains($0) && !$0.contains("│") && !$0.contains("┌") && !$0.contains("└") }
                #expect(prose.allSatisfy { $0.count <= width }, "\(line) at \(width): \(prose.filter { $0.count > width })")
                if command.hasPrefix("s") {
                    #expect(
                        WrappedText.unwrapped(text).contains("the curve snaps up by 0.0614 to 1, as the animation ends showing its target"))
                }
            }
        }
    }

    @Test("wrap: words stay whole, a too-long word moves left, alternatives break after |")
    func wrapRules() {
        #expect(Formatting.wrap("aa bb cc dd", width: 5) == ["aa bb", "cc dd"])
        #expect(Formatting.wrap("aa bb cc", width: 8, indent: 4, firstIndent: 0) == ["aa bb cc"])
        #expect(Formatting.wrap("aa bbbbbbb", width: 8, indent: 4, firstIndent: 0) == ["aa", " bbbbbbb"])
        #expect(Formatting.wrap("x [one|two|three]", width: 10, indent: 2) == ["  x [one|", "  two|", "  three]"])
        #expect(Formatting.wrap("", width: 10) == [""])
    }
}
