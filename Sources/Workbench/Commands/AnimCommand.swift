import CurveKit
import Foundation

/// `anim NAME KEYPATH FROM TO duration=… curve=… …`: define an animation. The words are read
/// when the line is parsed (``Animation/reading(arguments:)``: the same number rules as every
/// command, with anim's own leniencies: `0.5s`, `500ms`, `duration = 0.5`); the curve is looked
/// up when the command runs. The words are kept as typed, to print the command back.
struct AnimCommand: CommandDeclaration {
    static let name = "anim"
    static let usage = "anim NAME KEYPATH FROM TO duration=SECONDS curve=CURVE [fps=60] [delay=SECONDS] [repeat=N] [autoreverse]"
    static let summary = "define an animation: a property moving from one value to another, paced by a curve"
    static let details = """
        Values: a number 32, a point or size (150,32), a rect (x,y,w,h), a colour #rrggbb, #rrggbbaa or
        rgba(r,g,b,a), a transform scale(s), rotate(deg), translate(x,y) or a combination in one word.
        keyframes=CURVE (a keyframes curve) instead of curve= gives CAKeyframeAnimation's form.
        """
    static let changesSession = true

    var arguments: [String]

    static func parse(_ words: inout Words) throws(CommandError) -> AnimCommand {
        var arguments: [String] = []
        while let token = words.next() { arguments.append(token.text) }
        do {
            _ = try Animation.reading(arguments: arguments)
        } catch {
            // anim's grammar joins and splits words (`duration = 0.5`, `(150,` `32)`), so its
            // messages name the word but not its column.
            throw CommandError(error.message)
        }
        return AnimCommand(arguments: arguments)
    }

    var words: [String] { [Self.name] + arguments.map(Self.word) }

    /// An argument as it is typed: an option `KEY=VALUE` stays bare when its value needs no
    /// quotes (the lexer reads it as one word), so history shows `duration=0.5`, not
    /// `"duration=0.5"`; anything else is quoted where the lexer would split it.
    static func word(_ argument: String) -> String {
        if let equals = argument.firstIndex(of: "="), Animation.optionNames.contains(String(argument[..<equals])) {
            let value = String(argument[argument.index(after: equals)...])
            if !value.isEmpty, TextFormat.quoted(value) == value { return argument }
        }
        return TextFormat.quoted(argument)
    }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position >= 3 ? Animation.optionNames.map { $0 == "autoreverse" ? $0 : $0 + "=" } : []
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.animate(&interpreter, arguments, text: context.text)
    }
}

extension AnimCommand {
    static func animate(_ interpreter: inout Interpreter, _ words: [String], text: String) throws(CommandError) -> Reply {
        let animation: Animation
        do {
            animation = try Animation.parse(arguments: words) { name in
                (try? interpreter.resolve(name))?.curve
            }
        } catch {
            throw CommandError(error.message)
        }
        if Names.reserved.contains(animation.name) {
            return try interpreter.fail("\"\(animation.name)\" is a reserved word; choose another name")
        }
        let replaced = interpreter.session.animation(named: animation.name) != nil
        if !replaced && interpreter.session.animationCount >= Limits.maximumAnimations {
            return try interpreter.fail("the session already holds \(interpreter.session.animationCount) animations, the limit of animations per session; delete some or start a new session")
        }
        try interpreter.commit(.defineAnimation(animation), command: text)
        var lines = ["\(animation.name): \(animation.summary)"]
        if replaced { lines.append("  (replaced the previous \(animation.name); undo brings it back)") }
        var json = animation.json
        if case .object(let members) = json { json = .object(members) }
        return Reply(text: lines.joined(separator: "\n"), json: json)
    }
}
