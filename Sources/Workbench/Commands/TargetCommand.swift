import CurveKit
import Foundation
import Platforms

/// `target NAME OTHER|none`: measure NAME against OTHER from now on.
struct TargetCommand: CommandDeclaration {
    static let name = "target"
    static let summary = "from now on, point NAME and show NAME report the error against OTHER"
    static let details = "target NAME none stops it."
    static let changesSession = true

    var curve = ""
    /// nil: `none`.
    var other: String?

    static var arguments: [Argument<Self>] {
        [.positional("NAME", \.curve, .curve(.ownCurves())), .positional("OTHER", \.other, .curveOrNone(.curves()))]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.setTarget(&interpreter, of: curve, to: other, text: context.text)
    }
}

extension TargetCommand {
    static func setTarget(_ interpreter: inout Interpreter, of name: String, to other: String?, text: String) throws(CommandError) -> Reply
    {
        var named = try interpreter.ownCurve(name, cannot: "have a target")
        if let other {
            _ = try interpreter.resolve(other)
            if other == name { return try interpreter.fail("a curve cannot be its own target") }
        }
        named.target = other
        try interpreter.commit(.defineCurve(named), command: text)
        guard other != nil, let (line, report) = try interpreter.targetReport(for: named) else {
            return Reply(text: "\(name) has no target now", json: ["curve": .string(name), "target": .null])
        }
        return Reply(text: line, json: ["curve": .string(name), "against": report])
    }
}
