import CurveKit
import Foundation
import Platforms

/// `delete NAME`: remove a curve or an animation.
struct DeleteCommand: CommandDeclaration {
    static let name = "delete"
    static let aliases = ["rm"]
    static let summary = "remove a curve from the session (undo brings it back)"
    static let changesSession = true

    var curve = ""

    static var arguments: [Argument<Self>] {
        [.positional("NAME", \.curve, .curve(.ownCurves(animations: true)))]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        if interpreter.session.animation(named: curve) != nil {
            try interpreter.commit(.removeAnimation(named: curve), command: context.text)
            return Reply(text: "deleted \(curve)", json: ["animation": .string(curve)])
        }
        return try Self.delete(&interpreter, curve, text: context.text)
    }
}

extension DeleteCommand {
    static func delete(_ interpreter: inout Interpreter, _ name: String, text: String) throws(CommandError) -> Reply {
        _ = try interpreter.ownCurve(name, cannot: "be deleted", copy: "")
        let users = interpreter.session.animations(using: name)
        if !users.isEmpty {
            let (noun, pronoun) = users.count == 1 ? ("animation", users[0]) : ("animations", "them")
            return try interpreter.fail(
                "\(name) is used by \(noun) \(users.joined(separator: ", ")); "
                    + "delete \(pronoun) first or point \(users.count == 1 ? "it" : "them") at another curve")
        }
        try interpreter.commit(.removeCurve(named: name), command: text)
        return Reply(text: "deleted \(name)", json: ["curve": .string(name)])
    }
}
