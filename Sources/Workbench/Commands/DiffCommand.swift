import CurveKit
import Foundation
import Platforms

/// `diff FILE [FILE2]`: which curves differ between the session and a file, or two files.
struct DiffCommand: CommandDeclaration {
    static let name = "diff"
    static let summary = "which curves differ between the session and a file (or two files), side by side"

    var first = ""
    var second: String?

    static var arguments: [Argument<Self>] {
        [.positional("FILE", \.first, .file), .optional("FILE2", \.second, .file)]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.diff(interpreter, first, second)
    }
}

extension DiffCommand {
    /// `diff FILE`: the session against a file; `diff FILE1 FILE2`: two files. Curves and
    /// animations, side by side, shortened to the terminal's width, then the fields that
    /// differ. Exact: any difference in a number counts (`replay` is the one with a tolerance).
    static func diff(_ interpreter: Interpreter, _ first: String, _ second: String?) throws(CommandError) -> Reply {
        let (leftName, left, rightName, right): (String, Session, String, Session)
        if let second {
            (leftName, left, rightName, right) = (
                first, try interpreter.readSession(first).session, second, try interpreter.readSession(second).session
            )
        } else {
            (leftName, left, rightName, right) = ("session", interpreter.session, first, try interpreter.readSession(first).session)
        }
        let comparison = SessionComparison(left, right, tolerance: 0)
        let width = interpreter.settings.terminalWidth
        var sections: [String] = []
        for kind in [SessionComparison.Item.Kind.curve, .animation] {
            let items = comparison.items.filter { $0.kind == kind }
            guard !items.isEmpty else { continue }
            let rows = [[kind.rawValue, leftName, rightName]] + items.map { [$0.name, $0.left ?? "—", $0.right ?? "—"] }
            sections.append(Self.sideBySide(rows, width: width))
        }
        let fields = comparison.items.flatMap { SessionComparison.fieldSummary($0) }
        if !fields.isEmpty {
            let header = Formatting.shortened("fields that differ (\(leftName) | \(rightName)):", to: width)
            sections.append(([header] + fields.map { Formatting.shortened("  " + $0, to: width) }).joined(separator: "\n"))
        }
        let differentCurves = comparison.items.count { $0.kind == .curve }
        let differentAnimations = comparison.items.count { $0.kind == .animation }
        var summary = "\(comparison.equalCurves) curve\(comparison.equalCurves == 1 ? "" : "s") identical, \(differentCurves) different"
        if !left.animations.isEmpty || !right.animations.isEmpty {
            summary +=
                "; \(comparison.equalAnimations) animation\(comparison.equalAnimations == 1 ? "" : "s") identical, \(differentAnimations) different"
        }
        let text = comparison.items.isEmpty ? "no differences: \(summary)" : (sections + [summary]).joined(separator: "\n")
        let entries: [JSONValue] = comparison.items.map { item in
            .object([
                (item.kind.rawValue, .string(item.name)),
                ("left", item.left.map(JSONValue.string) ?? .null),
                ("right", item.right.map(JSONValue.string) ?? .null),
                (
                    "fields",
                    .array(
                        item.fields.map { field in
                            .object([
                                ("path", .string(field.path)), ("left", field.left.map(JSONValue.string) ?? .null),
                                ("right", field.right.map(JSONValue.string) ?? .null),
                            ])
                        })
                ),
            ])
        }
        return Reply(
            text: text,
            json: .object([
                ("left", .string(leftName)), ("right", .string(rightName)),
                ("identical", .number(Double(comparison.equalCurves))),
                ("identical_animations", .number(Double(comparison.equalAnimations))),
                ("differences", .array(entries)),
            ]))
    }

    /// A three-column table (name, left, right) whose two definition columns share what the
    /// width leaves after the name, each cell shortened with "…" when it does not fit.
    static func sideBySide(_ rows: [[String]], width: Int) -> String {
        let nameWidth = rows.map { $0[0].count }.max() ?? 0
        let available = max(width - nameWidth - 4, 20)
        let longest = rows.map { max($0[1].count, $0[2].count) }.max() ?? 0
        let column = min(longest, available / 2)
        let shortened = rows.map { [$0[0], Formatting.shortened($0[1], to: column), Formatting.shortened($0[2], to: column)] }
        return Formatting.table(shortened)
    }
}
