import CurveKit
import Foundation
import PropertyBased
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Properties of the command language and of session files, on generated commands and sessions.
@Suite("Command and session properties on generated inputs")
struct CommandPropertyTests {
    @Test("parse(print(command)) == command")
    func printThenParse() async {
        await propertyCheck(count: 2000, input: CommandSource.generator { $0.command() }) { command in
            let text = command.description
            #expect(throws: Never.self, "\(text.debugDescription)") {
                let parsed = try Parser.parse(text)
                #expect(parsed == command, "\(text.debugDescription) parsed as \(String(describing: parsed))")
            }
        }
    }

    @Test("save then load gives an equal session and history")
    func saveThenLoad() async {
        await propertyCheck(count: Thorough.count(20, thorough: 60), input: CommandSource.generator { $0.sessionScript() }) { script in
            var shell = Transcript()
            for line in script { _ = shell.reply(line) }
            let saved = shell.reply("save s.json")
            #expect(saved.error == nil, "\(saved.error ?? "")")
            var other = Transcript(files: ["s.json": shell.files.text("s.json") ?? ""])
            let loaded = other.reply("load s.json")
            #expect(loaded.error == nil, "\(loaded.error ?? "") after\n\(script.joined(separator: "\n"))")
            // (Compared first, so that a failure prints the script rather than two sessions.)
            let sameSession = other.interpreter.session == shell.interpreter.session
            let sameHistory = other.interpreter.journal == shell.interpreter.journal
            #expect(sameSession, "the loaded session differs after\n\(script.joined(separator: "\n"))")
            #expect(sameHistory, "the loaded history differs after\n\(script.joined(separator: "\n"))")
            // And the file it saves again is the same text.
            _ = other.reply("save t.json")
            let sameText = other.files.text("t.json") == shell.files.text("s.json")
            #expect(sameText, "saving the loaded session wrote a different file")
        }
    }
}

extension CommandSource {
    /// The lines of a session built from scratch: definitions of every kind (most valid, some
    /// not: those fail and change nothing), edits, descriptions, targets and animations.
    mutating func sessionScript() -> [String] {
        var names: [String] = []
        var lines: [String] = []
        for _ in 0..<int(1...14) {
            let name = names.isEmpty || chance(0.7) ? self.name() : pick(names)
            let line: String
            switch int(0...13) {
            case 0, 1:
                let y = chance(0.2) ? number() : number(in: -2...3)
                line =
                    "\(name) = bezier \(TextFormat.shortest(unit())) \(TextFormat.shortest(y)) \(TextFormat.shortest(unit())) \(TextFormat.shortest(number(in: -2...3)))"
            case 2: line = "\(name) = \(curve(among: names))"
            case 3: line = "\(name) = expo-decay \(TextFormat.shortest(number(in: -50...50)))"
            case 4:
                line = "\(name) = second-order \(TextFormat.shortest(number(in: 0.01...0.99))) \(TextFormat.shortest(number(in: 0.1...50)))"
            case 5: line = "\(name) = steps \(int(1...40)) \(pick(["jump-start", "jump-end", "jump-none", "jump-both"]))"
            case 6:
                let count = int(2...5)
                let times = [0.0] + (1..<(count - 1)).map { _ in unit() }.sorted() + [1.0]
                guard Set(times).count == count else { continue }
                let keys = times.map { "\(TextFormat.shortest($0)):\(TextFormat.shortest(number(in: -2...2)))" }
                line =
                    "\(name) = keyframes "
                    + (0..<count).map { index in
                        index == 0 ? keys[0] : "\(curve(among: names)) \(keys[index])"
                    }.joined(separator: " ")
            case 7: line = "\(name) = sampled \(curve(among: names)) \(int(1...200))"
            case 8:
                line =
                    "\(name) = spring mass=\(TextFormat.shortest(number(in: 0.1...10))) stiffness=\(TextFormat.shortest(number(in: 1...500))) "
                    + "damping=\(TextFormat.shortest(number(in: 0.5...50)))"
            case 9: line = "\(name) = oscillation bounces=\(int(1...8)) stiffness=\(pick(["light", "medium", "heavy"]))"
            case 10:
                line =
                    "\(name) = expr \(pick(["x ^ 2", "sin(x * pi / 2)", "x < 0.5 ? 2 * x * x : 1 - 2 * (1 - x) ^ 2", "min(1, 1.5 * x)"]))"
            case 11:
                guard let curve = names.isEmpty ? nil : pick(names) else { continue }
                line = "describe \(curve) \(TextFormat.quoted(path().replacingOccurrences(of: "\n", with: " ")))"
            case 12:
                guard names.count >= 2 else { continue }
                line = "target \(pick(names)) \(pick(names))"
            default:
                line =
                    "anim \(name)-move position.x \(TextFormat.shortest(number(in: -500...500))) \(TextFormat.shortest(number(in: -500...500))) "
                    + "duration=\(TextFormat.shortest(number(in: 0.05...5))) curve=\(curve(among: names))"
            }
            lines.append(line)
            if !names.contains(name) { names.append(name) }
        }
        if chance(0.5) { lines.append("describe \(TextFormat.quoted(path().replacingOccurrences(of: "\n", with: " ")))") }
        return lines
    }

    /// A curve to refer to: one defined earlier, or a preset or Penner's.
    mutating func curve(among names: [String]) -> String {
        names.isEmpty || chance(0.4) ? pick(Preset.allNames + Penner.allNames) : pick(names)
    }
}

/// Failures the property tests found, kept as plain regression tests.
@Suite("Regressions found by the property tests")
struct PropertyRegressionTests {
    @Test("a quoted option value (html=\"my page.html\") is still an option")
    func quotedOptionValue() throws {
        #expect(try Parser.parse(#"preview a html="my page.html""#) == .preview(names: ["a"], file: "my page.html"))
        #expect(try Parser.parse(#"plot a svg="x=y.svg""#) == .plot(curves: ["a"], options: Command.PlotOptions(svg: "x=y.svg")))
        // A word quoted from its start is never an option.
        #expect(throws: CommandError.self) { try Parser.parse(#"preview a "html=x""#) }
    }

    @Test("help = asks about definitions")
    func helpOnDefinitions() throws {
        #expect(try Parser.parse("help =") == .help(topic: "="))
        #expect(try Parser.parse(Command.help(topic: "=").description) == .help(topic: "="))
    }

    @Test("an animation keeps the curve it was made with through save and load")
    func animationCurveSurvivesRedefinition() {
        var shell = Transcript()
        _ = shell.reply("pace = expr sin(x * pi / 2)")
        _ = shell.reply("anim move position.x 0 100 duration=1 curve=pace")
        _ = shell.reply("pace = ease-in")
        _ = shell.reply("save s.json")
        var other = Transcript(files: ["s.json": shell.files.text("s.json") ?? ""])
        #expect(other.reply("load s.json").error == nil)
        let before = shell.interpreter.session.animation(named: "move")
        #expect(before != nil)
        #expect(other.interpreter.session.animation(named: "move") == before)
    }
}
