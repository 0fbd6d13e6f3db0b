import CurveKit

/// Material UI's theme transitions (mui/material-ui packages/mui-material/src/styles
/// /createTransitions.js), Material Design's standard curves as a React theme holds them:
/// `theme.transitions.easing.easeInOut` (0.4, 0, 0.2, 1), `.easeOut` (0, 0, 0.2, 1), `.easeIn`
/// (0.4, 0, 1, 1) and `.sharp` (0.4, 0, 0.6, 1), the durations in milliseconds
/// (`theme.transitions.duration.leavingScreen` 195 …), and
/// `theme.transitions.create(props, { easing, duration, delay })`, which writes the CSS
/// transition with `easing.easeInOut` and `duration.standard` unless the options give others.
/// These are the default theme's values: a theme created with other `transitions` plays its own,
/// which the reply says.
enum MaterialUITransitions {
    /// createTransitions.js `easing`.
    static let easings: [String: [Double]] = [
        "easeInOut": [0.4, 0, 0.2, 1], "easeOut": [0, 0, 0.2, 1], "easeIn": [0.4, 0, 1, 1], "sharp": [0.4, 0, 0.6, 1],
    ]
    /// createTransitions.js `duration`, in milliseconds.
    static let durations: [String: Double] = [
        "shortest": 150, "shorter": 200, "short": 250, "standard": 300, "complex": 375, "enteringScreen": 225, "leavingScreen": 195,
    ]
    /// What `create` takes when its options give no easing or duration.
    static let defaultEasing = "easeInOut", defaultDuration = "standard"

    static let themeNote = "Material UI's default theme value (a theme created with other transitions plays its own)"

    /// The curve of a Material UI theme's easing or `transitions.create(…)` call; nil for other code.
    static func read(_ node: CodeNode, _ code: SourceCode, easing read: (CodeNode) throws(CommandError) -> ReadCurve)
        throws(CommandError) -> ReadCurve?
    {
        switch node.value {
        case .name(let name):
            guard let key = member(of: "easing", in: name) else { return nil }
            guard let points = easings[key] else {
                throw code.error(
                    "Material UI's theme has no transitions.easing.\(key) (its easings: \(easings.keys.sorted().joined(separator: ", ")))",
                    at: node)
            }
            return ReadCurve(curve: CodeCurves.bezier(points), note: "transitions.easing.\(key) is \(themeNote)")
        case .call(nil, let name, _) where name.split(separator: ".").suffix(2) == ["transitions", "create"]:
            return try create(node, code, easing: read)
        default:
            return nil
        }
    }

    /// `transitions.create(props, options)`: the options' easing (read as Material code), else
    /// easeInOut; their duration and delay kept with it.
    static func create(_ node: CodeNode, _ code: SourceCode, easing read: (CodeNode) throws(CommandError) -> ReadCurve)
        throws(CommandError) -> ReadCurve
    {
        let arguments = CodeArguments(node, code)
        var options: CodeNode?
        if let given = arguments.node(nil, 1) {
            guard case .object = given.value else {
                throw code.error(
                    "transitions.create's options are \(Names.shortened(code.text(of: given), limit: 40)), which the code gives elsewhere: paste the { easing, duration } they hold",
                    at: given)
            }
            options = given
        }
        var reading: ReadCurve
        if let easing = options?.member("easing") {
            reading = try read(easing)
        } else {
            guard let points = easings[defaultEasing] else { preconditionFailure("the table lists easeInOut") }
            reading = ReadCurve(
                curve: CodeCurves.bezier(points),
                note: "transitions.create without an easing plays transitions.easing.\(defaultEasing), \(themeNote)")
        }
        let duration = try milliseconds(options?.member("duration"), code) ?? durations[defaultDuration]
        let delay = try milliseconds(options?.member("delay"), code)
        reading.keep(CurveTiming(duration: duration.map { $0 / 1000 }, delay: delay.map { $0 / 1000 }))
        return reading
    }

    /// Milliseconds written as a number or as the theme's `transitions.duration.NAME`; nil when
    /// not given or computed elsewhere (then not kept).
    static func milliseconds(_ node: CodeNode?, _ code: SourceCode) throws(CommandError) -> Double? {
        guard let node else { return nil }
        if case .name(let name) = node.value, let key = member(of: "duration", in: name) {
            guard let value = durations[key] else {
                throw code.error(
                    "Material UI's theme has no transitions.duration.\(key) (its durations: \(durations.keys.sorted().joined(separator: ", ")))",
                    at: node)
            }
            return value
        }
        return DeclaredNames.number(node, code)
    }

    /// The member `theme.transitions.GROUP.member` (any receiver before `transitions`) names.
    static func member(of group: String, in name: String) -> String? {
        let parts = name.split(separator: ".")
        guard parts.count >= 3, parts[parts.count - 3] == "transitions", parts[parts.count - 2] == Substring(group) else { return nil }
        return String(parts[parts.count - 1])
    }
}
