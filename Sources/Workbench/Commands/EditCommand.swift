import CurveKit
import Foundation
import Platforms

/// `edit NAME`: a full-screen editor on a curve's control points or parameters.
struct EditCommand: CommandDeclaration {
    static let name = "edit"
    static let summary = "move a curve's control points or parameters with the keys or the mouse, on the full screen"
    static let details = """
        Tab and Shift-Tab select a point or parameter; the arrows move a point (left/right in x,
        up/down in y) or change a parameter by the step (0.01 at first; + and - multiply and divide
        it by 10); u takes back the last move; v switches a spring between stiffness/damping and
        duration/bounce; p plays the curve once; the mouse drags handles. Enter keeps the result as
        one command (NAME = …) that undo takes back; Esc or Ctrl-C leaves the session as it was.
        Works on \(CurveKinds.editable) curves, in the
        interactive shell on a terminal (elsewhere use point, or NAME = … with the new numbers).
        """

    var curve = ""

    static var arguments: [Argument<Self>] {
        [.positional("NAME", \.curve, .curve(.ownCurves()))]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.edit(interpreter, curve)
    }
}

extension EditCommand {
    /// Whether `edit` has numbers of `curve` to move.
    static func isEditable(_ curve: Curve) -> Bool { !EditableCurve.views(of: curve).isEmpty }

    /// Asks the front end to open the editor (``Reply/edit``); refused where it cannot run, with
    /// what to type instead.
    static func edit(_ interpreter: Interpreter, _ name: String) throws(CommandError) -> Reply {
        let named = try interpreter.ownCurve(name, cannot: "be edited", usable: isEditable)
        let target = named.target.flatMap { other in (try? interpreter.resolve(other)).map { (name: other, curve: $0.curve) } }
        guard let state = EditorState(name: name, curve: named.curve, target: target) else {
            let copy = Interpreter.usableCopy(of: name, named.curve, as: "\(name)-bezier", usable: isEditable)
            return try interpreter.fail(
                "'\(name)' is \(Names.withArticle(named.curve.kind)) curve, which has no numbers to edit; "
                    + "edit works on \(CurveKinds.editable) curves; \(copy)")
        }
        if let reason = interpreter.settings.playUnavailableReason {
            let instead =
                if named.curve.bezier != nil { "point \(name) 1|2 X Y" } else {
                    "\(name) = \(CurveDescription.definition(named.curve)) with new numbers"
                }
            return try interpreter.fail("edit is a full-screen editor for a terminal, and \(reason); use \(instead) instead")
        }
        var reply = Reply(text: "", json: ["curve": .string(name), "editor": true])
        reply.edit = state
        return reply
    }
}
