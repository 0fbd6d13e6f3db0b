import CurveKit
import Foundation
import Platforms

/// `rename OLD NEW`: give a curve or an animation a new name.
struct RenameCommand: CommandDeclaration {
    static let name = "rename"
    static let aliases = ["mv"]
    static let summary = "give a curve a new name"
    static let changesSession = true

    var old = ""
    var new = ""

    static var arguments: [Argument<Self>] {
        [.positional("OLD", \.old, .curve(.ownCurves(animations: true))), .positional("NEW", \.new, .newName)]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        if interpreter.session.animation(named: old) != nil {
            return try Self.renameAnimation(&interpreter, old, to: new, text: context.text)
        }
        return try Self.rename(&interpreter, old, to: new, text: context.text)
    }
}

extension RenameCommand {
    static func renameAnimation(_ interpreter: inout Interpreter, _ old: String, to new: String, text: String) throws(CommandError) -> Reply
    {
        if interpreter.session.curve(named: new) != nil || interpreter.session.animation(named: new) != nil {
            return try interpreter.fail("'\(new)' is already taken; delete it first or choose another name")
        }
        guard let animation = interpreter.session.animation(named: old) else {
            return try interpreter.fail("there is no animation named '\(old)'")
        }
        let renamed: Animation
        do {
            renamed = try animation.renamed(new)
        } catch {
            throw CommandError(error.message)
        }
        var next = interpreter.session
        next.replaceAnimation(named: old, with: renamed)
        try interpreter.commit(.replaceSession(next), command: text)
        return Reply(text: "renamed \(old) to \(new)", json: ["from": .string(old), "to": .string(new)])
    }

    static func rename(_ interpreter: inout Interpreter, _ old: String, to new: String, text: String) throws(CommandError) -> Reply {
        _ = try interpreter.ownCurve(old, cannot: "be renamed", copy: new)
        if old == new { return try interpreter.fail("'\(old)' already has that name") }
        if interpreter.session.curve(named: new) != nil {
            return try interpreter.fail("a curve called '\(new)' already exists; delete it first or choose another name")
        }
        let users = interpreter.session.animations(using: old)
        var next = interpreter.session
        next.rename(old, to: new)
        try interpreter.commit(.replaceSession(next), command: text)
        var reply = "renamed \(old) to \(new)"
        if !users.isEmpty {
            reply +=
                "\n  \(users.count == 1 ? "animation" : "animations") \(users.joined(separator: ", ")) now \(users.count == 1 ? "uses" : "use") \(new)"
        }
        var members: [(key: String, value: JSONValue)] = [("from", .string(old)), ("to", .string(new))]
        if !users.isEmpty { members.append(("animations", .array(users.map(JSONValue.string)))) }
        return Reply(text: reply, json: .object(members))
    }
}
