import CurveKit
import Foundation

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
        var sections: [String] = []
        if !interpreter.session.curves.isEmpty {
            sections.append(
                Formatting.table(
                    interpreter.session.curves.map { named in
                        [named.name, CurveDescription.definition(named.curve), named.description ?? ""]
                    }))
        }
        if !interpreter.session.animations.isEmpty {
            sections.append("animations:\n" + Formatting.table(interpreter.session.animations.map { ["  " + $0.name, $0.summary] }))
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
        return Reply(text: (sections + [presets]).joined(separator: "\n"), json: json)
    }
}
