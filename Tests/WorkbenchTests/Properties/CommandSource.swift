import CurveKit
import Foundation
import PropertyBased
import TestSupport

@testable import Platforms
@testable import Workbench

/// Random parts of commands, drawn from a seeded generator: every value is one the parser can
/// produce (a name that passes ``Names/problem(with:)``, a number in the range the command
/// accepts, a path with any characters), with the awkward cases over-represented: quotes,
/// backslashes, `#`, `=`, spaces and line breaks in paths, signed zeros, subnormals and the
/// largest doubles in numbers.
struct CommandSource {
    /// The draws as a sequence of choices the property checker generates and shrinks: a
    /// failing command is shrunk by shrinking its choices (fewer, and smaller, so earlier
    /// alternatives and smaller numbers), as Hypothesis does. Past the end of the choices,
    /// SplitMix64 from their count goes on, so every draw terminates.
    struct Randomness: RandomNumberGenerator {
        let choices: [UInt64]
        var index = 0
        var state: UInt64 = 0

        init(choices: [UInt64]) {
            self.choices = choices
            state = UInt64(choices.count) &* 0x9E37_79B9_7F4A_7C15
        }

        mutating func next() -> UInt64 {
            defer { index += 1 }
            if index < choices.count { return choices[index] }
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    var random: Randomness

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func bool() -> Bool { Bool.random(using: &random) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    /// Any finite double, edge cases included.
    mutating func number() -> Double {
        switch int(0...5) {
        case 0: return Double(int(-100...100))
        case 1: return Double.random(in: -10...10, using: &random)
        case 2:
            return pick([
                0.0, -0.0, 1, -1, Double.leastNonzeroMagnitude, -Double.leastNormalMagnitude, 1.7976931348623157e308, 0.1, 1e21, 1e-7,
            ])
        case 3: return Double(int(-9999...9999)) / 1000
        default:
            while true {
                let value = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &random))
                if value.isFinite { return value }
            }
        }
    }

    /// A number in [0, 1], the ends included often.
    mutating func unit() -> Double {
        chance(0.2) ? pick([0.0, 1.0]) : Double.random(in: 0...1, using: &random)
    }

    /// A number in `range`, with log-uniform magnitude when the range spans decades.
    mutating func number(in range: ClosedRange<Double>) -> Double {
        if range.lowerBound > 0 && range.upperBound / range.lowerBound > 100 {
            let exponent = Double.random(in: log10(range.lowerBound)...log10(range.upperBound), using: &random)
            return min(max(pow(10, exponent), range.lowerBound), range.upperBound)
        }
        return Double.random(in: range, using: &random)
    }

    /// A valid new curve name (never a reserved word).
    mutating func name() -> String {
        let first = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let rest = first + Array("0123456789-_")
        while true {
            let length = chance(0.05) ? Limits.maximumNameLength : int(1...12)
            let name = String(pick(first)) + String((1..<length).map { _ in pick(rest) })
            if ReservedNames.problem(with: name) == nil { return name }
        }
    }

    /// A word that refers to a curve: a new-style name, a preset or one of Penner's names.
    mutating func reference() -> String {
        switch int(0...3) {
        case 0: return pick(Preset.allNames)
        case 1: return pick(Penner.allNames)
        default: return name()
        }
    }

    /// A file name with any characters, the ones the lexer treats specially included.
    mutating func path(allowEmpty: Bool = true) -> String {
        let characters: [Character] = Array("abcxyz019./-_ \"\\#=:>\té€😀") + ["\n", "\r\n"]
        while true {
            let path = String((0..<int(0...12)).map { _ in pick(characters) })
            if allowEmpty || !path.isEmpty { return path }
        }
    }

    /// A formula in canonical spacing (tokens separated by one space).
    mutating func formula() -> String {
        let tokens = ["x", "t", "+", "-", "*", "/", "^", "(", ")", "sin", "2", "0.5", "pi", "<", "?", ":", ",", "max"]
        return (0..<int(1...8)).map { _ in pick(tokens) }.joined(separator: " ")
    }

    mutating func definition() -> Command.Definition {
        switch int(0...12) {
        case 12: return Command.Definition(PathDefinition(path: bezierPath()))
        case 11:
            if bool() { return .platform(pick(Platform.allCases), file: path(), at: int(1...10_000)) }
            let pastes: [(Platform?, String)] = [
                (.swiftui, ".snappy"), (.swiftui, ".spring(response: 0.4, dampingFraction: 0.6)"),
                (.compose, "spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)"),
                (.flutter, "Curves.easeOutBack"), (.android, "PathInterpolator(0.4f, 0f, 0.2f, 1f)"), (.gsap, "\"elastic.out(1, 0.3)\""),
                (.motion, "{ type: \"spring\", stiffness: 300, damping: 20 }"), (.material, "emphasized-decelerate"),
                (.lottie, "{\"o\": {\"x\": [0.33], \"y\": [0]}, \"i\": {\"x\": [0.67], \"y\": [1]}}"),
                (.uikit, "CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)"), (.css, "ease-in"),
                (nil, "cubic-bezier(0.68,-0.55,0.265,1.55)"), (nil, "linear(0, 0.25 25% 75%, 1)"), (nil, "steps(4, jump-none)"),
                (nil, "step-end"),
                // A duration and a delay kept with the curve (issue 33).
                (.compose, "tween(300, 50, easing = FastOutSlowInEasing)"), (.swiftui, ".easeInOut(duration: 0.4)"),
                (.gsap, "{ duration: 0.6, delay: 0.1, ease: \"power2.out\" }"),
            ]
            let (platform, code) = pick(pastes)
            return .platform(platform, code: code)
        case 0: return .bezier(x1: number(), y1: number(), x2: number(), y2: number())
        case 1: return .copy(of: reference())
        case 2: return .exponentialDecay(rate: number())
        case 3: return .secondOrder(damping: number(), frequency: number())
        case 4:
            let position: String? = chance(0.5) ? pick(["jump-start", "jump-end", "jump-none", "jump-both", "start", "end"]) : nil
            return .steps(count: int(1...Steps.maximumCount), position: position)
        case 5:
            let count = int(2...6)
            let keys = (0..<count).map { _ in Command.Keyframe(time: unit(), value: number()) }
            return .keyframes(keys, curves: (1..<count).map { _ in reference() })
        case 6:
            guard chance(0.5) else { return .importCSV(path: path(), normalize: bool()) }
            let columns = [["t", "y"], ["1", "2", "3"], ["left"], ["time_ms", "x", "y"]]
            let recording = RecordingRequest(
                forced: bool(), columns: chance(0.5) ? pick(columns) : nil, fps: chance(0.5) ? Double(int(1...240)) : nil,
                start: chance(0.3) ? number() : nil, end: chance(0.3) ? number() : nil)
            return .importRecording(path: path(), recording)
        case 7: return .sampled(of: reference(), intervals: int(1...Limits.maximumIntervals))
        case 8:
            let keys = ["mass", "stiffness", "damping", "velocity", "duration", "response", "damping-fraction", "bounce"]
            return .spring(keys.filter { _ in bool() }.map { Command.SpringParameter($0, number()) })
        case 9:
            let stiffness = chance(0.7) ? pick(["light", "medium", "heavy"]) : TextFormat.shortest(number(in: 0.001...1000))
            return .oscillation(
                bounces: int(1...Oscillation.maximumBounces), stiffness: stiffness, overshoot: bool(),
                shake: bool(), duration: number())
        default: return .expression(formula())
        }
    }

    /// A path of 1 to 4 joined cubic segments from x = 0 to x = 1, x never decreasing.
    mutating func bezierPath() -> BezierPath {
        let count = int(1...4)
        let knots = [0.0] + (1..<count).map { _ in unit() }.sorted() + [1.0]
        let heights = (0...count).map { _ in 4 * unit() - 2 }
        let segments = (0..<count).map { index in
            let (start, end) = (knots[index], knots[index + 1])
            let inner = [Double.random(in: start...end, using: &random), Double.random(in: start...end, using: &random)].sorted()
            return BezierPath.Segment(
                x: [start, inner[0], inner[1], end], y: [heights[index], 4 * unit() - 2, 4 * unit() - 2, heights[index + 1]])
        }
        return try! BezierPath(segments: segments)
    }

    /// [0, 1] half the time, else a range reaching outside it.
    mutating func inputRange() -> InputRange {
        guard bool() else { return .unit }
        let from = -unit()
        return InputRange(from: from, to: 1 + unit() * 2)
    }

    mutating func fitRequest() -> Command.FitRequest {
        var request = Command.FitRequest(target: reference())
        if bool() { request.name = name() }
        if bool() { request.samples = int(Limits.fitSamples) }
        if chance(0.25) {
            request.family = bool() ? .spring : .springVelocity
            if bool() { request.duration = number(in: 1e-3...3600) }
            return request
        }
        let pieces = chance(0.3) ? pick([Command.FitFamily.path, .all]) : .bezier
        request.family = pieces
        if pieces == .all { request.name = nil }
        switch int(0...2) {
        case 0: break
        case 1: request.segments = int(1...Limits.maximumSegments)
        default: request.tolerance = number(in: Limits.toleranceRange)
        }
        if request.isKeyframeFit || pieces != .bezier { request.smooth = bool() }
        if pieces == .bezier && bool() { request.digits = int(0...17) }
        return request
    }

    /// Any command the parser can produce.
    /// The words of a well-formed `anim` (its grammar is checked when the line is parsed): any
    /// name, key path and values, the options in any order, numbers in any form.
    mutating func animationWords() -> [String] {
        let values = pick([["0", "1"], ["(150,32)", "(300,32)"], ["#ff0000", "#00ff00"], ["scale(1)rotate(0)", "scale(2)rotate(45)"]])
        var options = ["duration=\(TextFormat.shortest(number(in: 0.01...10)))", "curve=\(reference())"]
        if bool() { options.append("fps=\(int(1...240))") }
        if bool() { options.append("delay=\(TextFormat.shortest(number(in: 0...5)))") }
        if bool() { options.append("repeat=\(int(1...5))") }
        if bool() { options.append("autoreverse") }
        options.shuffle(using: &random)
        return [name(), pick(["opacity", "position", "transform", "bounds.size"])] + values + options
    }

    mutating func command() -> Command {
        switch int(0...31) {
        case 0: return .define(name: name(), definition: definition())
        case 1: return .point(curve: reference(), index: int(1...2), x: number(), y: number())
        case 2: return .show(curve: reference())
        case 3: return .list
        case 4: return .delete(curve: reference())
        case 5: return .rename(from: reference(), to: name())
        case 6: return .eval(curve: reference(), xs: (0..<int(1...5)).map { _ in bool() ? unit() : 4 * unit() - 2 })
        case 7: return .sample(curve: reference(), intervals: int(1...Limits.maximumIntervals), range: inputRange())
        case 8: return .compare(first: reference(), second: reference(), intervals: int(1...Limits.maximumIntervals), range: inputRange())
        case 9:
            let options = Command.PlotOptions(
                width: chance(0.5) ? int(20...Limits.maximumPlotWidth) : nil,
                height: chance(0.5) ? int(5...Limits.maximumPlotHeight) : nil,
                handles: bool(), svg: chance(0.5) ? path(allowEmpty: false) : nil)
            var plot = PlotCommand(curves: (0..<int(1...4)).map { _ in reference() }, options: options)
            plot.force = options.svg != nil && chance(0.3)
            return Command(plot)
        case 10: return .save(path: chance(0.8) ? path() : nil, mode: [.careful, .force, .merge][int(0...2)])
        case 11: return .load(path: path())
        case 12: return .new
        case 13: return .replay(path: path(), step: bool(), delay: chance(0.5) ? 0 : number(in: 0.001...60))
        case 14: return .diff(first: path(), second: chance(0.5) ? path() : nil)
        case 15: return bool() ? .recover(.only) : (bool() ? .recover(.number(int(1...3))) : .recover(.discard(int(1...3))))
        case 16: return .fit(fitRequest())
        case 17: return .linear(target: reference(), name: chance(0.5) ? name() : nil, tolerance: number(in: Limits.toleranceRange))
        case 18: return .animate(words: animationWords())
        case 19: return .frames(animation: reference(), fps: chance(0.5) ? int(Animation.fpsRange) : nil)
        case 20:
            let format =
                bool() ? pick(ExportCommand.formatWords) : String((0..<int(1...8)).map { _ in pick(Array("abcdefghijklmnopqrstuvwxyz")) })
            let target: ExportTarget? =
                switch int(0...3) {
                case 0: .replace(path(), force: false)
                case 1: .replace(path(), force: true)
                case 2: .append(path())
                default: nil
                }
            return .export(
                name: reference(), format: format, target: target, digits: chance(0.5) ? int(0...17) : nil,
                form: chance(0.3) ? pick(ExportForm.allCases) : nil)
        case 21:
            return Command(
                PreviewCommand(names: (0..<int(1...3)).map { _ in reference() }, file: path(allowEmpty: false), force: chance(0.3)))
        case 22: return .play(names: (0..<int(1...3)).map { _ in reference() }, speed: chance(0.3) ? 1 : number(in: 0.01...100))
        case 23: return .describe(curve: chance(0.5) ? reference() : nil, text: path())
        case 24: return .target(curve: reference(), other: chance(0.7) ? reference() : nil)
        case 25: return pick([.undo, .redo, .history, .quit])
        case 27: return .edit(curve: reference())
        case 28: return .identify(curve: reference(), platform: chance(0.5) ? nil : pick(Platform.allCases))
        case 29: return Command(ServeCommand(action: bool() ? .stop : .start(port: chance(0.5) ? 0 : int(1...65_535), open: bool())))
        case 26:
            return .help(topic: chance(0.2) ? nil : pick(CommandCatalog.entries.map(\.name) + CommandCatalog.commandWords + ["curves"]))
        default: return .define(name: name(), definition: definition())
        }
    }
}

extension CommandSource {
    /// A generator of whatever `draw` makes from a sequence of choices; shrinking the choices
    /// shrinks what was drawn (see ``Randomness``).
    static func generator<T: Sendable>(_ draw: @escaping @Sendable (inout CommandSource) -> T) -> Generator<T, some SendableSequenceType> {
        Gen.uint64(in: 0...UInt64.max).array(of: 0...400).map { choices in
            var source = CommandSource(random: Randomness(choices: choices))
            return draw(&source)
        }
    }
}
