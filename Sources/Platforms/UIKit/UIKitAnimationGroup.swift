import CurveKit

/// `CAAnimationGroup`: several animations run together in the group's time. The group's
/// `timingFunction` paces that time, and each animation in `animations` runs in it with its own
/// `duration` and `timingFunction` (developer.apple.com/documentation/quartzcore/caanimationgroup:
/// "the group's timing properties" apply to its animations, CAMediaTiming's time spaces). An
/// animation with no timing function of its own (linear pacing) that lasts as long as the group
/// therefore plays the group's curve over the group's duration; one with a curve of its own plays
/// that curve of the group's curve, and one shorter or longer than the group plays part of the
/// group's curve, or is cut: those are not one timing curve, and are refused saying so.
enum UIKitAnimationGroup {
    static let declaration = APIDeclaration(
        platform: "Core Animation", name: "CAAnimationGroup", form: .call,
        parameters: [
            .curve("timingFunction", "paces the group's time, which its animations run in: linear when not given (nil)"),
            .other("duration", "the group's length in seconds; its animations run within it"),
            .other("animations", "the animations run together, each in the group's time"),
        ],
        source: "developer.apple.com/documentation/quartzcore/caanimationgroup")

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        let group = try APIBinding(node, to: declaration, code)
        var pacing: ReadCurve?
        if let timing = group.node("timingFunction") { pacing = try UIKitReader.read(UIKitReader.timingFunction(timing), code) }
        let curve = pacing?.curve ?? CodeCurves.linear
        guard let list = group.node("animations"), case .array(let members) = list.value, !members.isEmpty else {
            throw code.error(
                "a CAAnimationGroup whose animations are not in the paste (its animations = [ … ]): what its animations play is not known here (not read)",
                at: node)
        }
        let groupDuration = group.node("duration").map { Self.spelled($0, code) }
        for member in members {
            let written = Names.shortened(code.text(of: member), limit: 40)
            guard let (called, _) = member.call, !member.isName, called.hasPrefix("CA"), called.hasSuffix("Animation") else {
                throw code.error(
                    "the group's animation \(written) is not made in the paste: what it plays in the group's time is not known here (not read)",
                    at: member)
            }
            let arguments = CodeArguments(member, code)
            if called != "CABasicAnimation" || arguments.node("timingFunction", nil) != nil {
                throw code.error(
                    "the group's animation \(written) paces itself within the group's time (a \(called)\(arguments.node("timingFunction", nil) == nil ? "" : " with a timingFunction")): what plays is that pacing of the group's curve, not one timing curve (not read); paste one of them alone",
                    at: member)
            }
            let duration = arguments.node("duration", nil).map { Self.spelled($0, code) }
            guard let groupDuration, duration == groupDuration else {
                throw code.error(
                    "the group's animation \(written) lasts \(duration ?? "its default duration") and the group \(groupDuration ?? "its default duration"): \(duration == nil || groupDuration == nil ? "not known to be the same, so it may play part of the group's curve" : "it plays part of the group's curve, or is cut") (not read); give both the same duration",
                    at: member)
            }
        }
        return ReadCurve(
            curve: curve,
            note: AnimationTimingNote.joined(
                pacing?.note,
                "the group's \(pacing == nil ? "linear pacing (no timingFunction)" : "timingFunction") paces its \(members.count) animation\(members.count == 1 ? "" : "s"), which have no timing function of their own and last as long as the group"
            ))
    }

    /// A duration as written, without spaces: two durations are the same when they are spelled the same.
    private static func spelled(_ node: CodeNode, _ code: SourceCode) -> String {
        if let number = node.number { return TextFormat.shortest(number) }
        return String(code.text(of: node).unicodeScalars.filter { !SourceCode.isSpace($0) })
    }
}
