import CurveKit
import Foundation
import Platforms

/// `list`: the session's curves and animations.
struct ListCommand: CommandDeclaration {
    static let name = "list"
    static let aliases = ["ls"]
    static let summary = "the curves of the session, in the order they were defined"

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        Self.list(interpreter)
    }
}

extension ListCommand {
    static func list(_ interpreter: Interpreter) -> Reply {
        let presets = "presets: " + Preset.allCases.map(\.name).joined(separator: ", ")
        guard !interpreter.session.curves.isEmpty || !interpreter.session.animations.isEmpty else {
            return Reply(
                text: "no curves yet; define one with NAME = bezier X1 Y1 X2 Y2\n\(presets)",
                json: ["curves": [], "animations": []])
        }
        // Within the terminal's width: a long definition (and its note, after a dash) wraps
        // under itself, and a name too long for the column gets a line of its own.
        let width = interpreter.settings.terminalWidth
        var sections: [String] = []
        if !interpreter.session.curves.isEmpty {
            let rows = interpreter.session.curves.map { named in
                (label: named.name, text: CurveDescription.definition(named.curve) + (named.description.map { "  — \($0)" } ?? ""))
            }
            sections.append(Formatting.wrappedTable(rows, width: width, indent: 0).joined(separator: "\n"))
        }
        if !interpreter.session.animations.isEmpty {
            let rows = interpreter.session.animations.map { (label: $0.name, text: $0.summary) }
            sections.append("animations:\n" + Formatting.wrappedTable(rows, width: width, indent: 2).joined(separator: "\n"))
        }
        let json: JSONValue = .object([
            (
                "curves",
                .array(
                    interpreter.session.curves.map {
                        CurveDescription.json(command: Self.name, name: $0.name, curve: $0.curve).droppingCommand
                    })
            ),
            ("animations", .array(interpreter.session.animations.map(\.json))),
        ])
        let presetLines = Formatting.wrap(presets, width: width, indent: 2, firstIndent: 0)
        return Reply(text: (sections + presetLines).joined(separator: "\n"), json: json)
    }
}
