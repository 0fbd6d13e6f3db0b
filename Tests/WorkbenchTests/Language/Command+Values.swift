@testable import Platforms
@testable import Workbench

/// Commands written as values, for tests that compare what the parser made: `.point(curve: "a",
/// index: 1, x: 0.2, y: 0)` is `Command(PointCommand(…))`.
extension Command {
    static func define(name: String, definition: Definition) -> Command { Command(DefineCommand(curve: name, definition: definition)) }
    static func point(curve: String, index: Int, x: Double, y: Double) -> Command {
        Command(PointCommand(curve: curve, index: index, x: x, y: y))
    }
    static func show(curve: String) -> Command { Command(ShowCommand(curve: curve)) }
    static let list = Command(ListCommand())
    static func delete(curve: String) -> Command { Command(DeleteCommand(curve: curve)) }
    static func rename(from old: String, to new: String) -> Command { Command(RenameCommand(old: old, new: new)) }
    static func eval(curve: String, xs: [Double]) -> Command { Command(EvalCommand(curve: curve, xs: xs)) }
    static func sample(curve: String, intervals: Int, range: InputRange) -> Command {
        Command(SampleCommand(curve: curve, intervals: intervals, range: range))
    }
    static func compare(first: String, second: String, intervals: Int, range: InputRange) -> Command {
        Command(CompareCommand(first: first, second: second, intervals: intervals, range: range))
    }
    static func plot(curves: [String], options: PlotOptions) -> Command { Command(PlotCommand(curves: curves, options: options)) }
    static func save(path: String?, force: Bool) -> Command { save(path: path, mode: force ? .force : .careful) }
    static func save(path: String?, mode: SaveCommand.Mode) -> Command { Command(SaveCommand(path: path, mode: mode)) }
    static func load(path: String) -> Command { Command(LoadCommand(path: path)) }
    static let new = Command(NewCommand())
    static func replay(path: String, step: Bool, delay: Double) -> Command { Command(ReplayCommand(path: path, step: step, delay: delay)) }
    static func diff(first: String, second: String?) -> Command { Command(DiffCommand(first: first, second: second)) }
    static func recover(_ choice: RecoverChoice) -> Command { Command(RecoverCommand(choice: choice)) }
    static func fit(_ request: FitRequest) -> Command { Command(FitCommand(request: request)) }
    static func identify(curve: String, platform: Platform?) -> Command { Command(IdentifyCommand(curve: curve, platform: platform)) }
    static func linear(target: String, name: String?, tolerance: Double) -> Command {
        Command(LinearCommand(target: target, curve: name, tolerance: tolerance))
    }
    static func animate(words: [String]) -> Command { Command(try! AnimCommand(arguments: words)) }
    static func frames(animation: String, fps: Int?) -> Command { Command(FramesCommand(animation: animation, fps: fps)) }
    static func export(name: String, format: String, file: String?, digits: Int? = nil) -> Command {
        export(name: name, format: format, target: file.map { .replace($0, force: false) }, digits: digits)
    }
    static func export(name: String, format: String, target: ExportTarget?, digits: Int? = nil, form: ExportForm? = nil) -> Command {
        Command(ExportCommand(curve: name, format: format, file: target, digits: digits, form: form))
    }
    static func preview(names: [String], file: String) -> Command { Command(PreviewCommand(names: names, file: file)) }
    static func play(names: [String], speed: Double) -> Command { Command(PlayCommand(names: names, speed: speed)) }
    static func describe(curve: String?, text: String) -> Command { Command(DescribeCommand(curve: curve, text: text)) }
    static func target(curve: String, other: String?) -> Command { Command(TargetCommand(curve: curve, other: other)) }
    static func edit(curve: String) -> Command { Command(EditCommand(curve: curve)) }
    static let undo = Command(UndoCommand())
    static let redo = Command(RedoCommand())
    static let history = Command(HistoryCommand())
    static func help(topic: String?) -> Command { Command(HelpCommand(topic: topic)) }
    static let quit = Command(QuitCommand())
}

/// Definitions written as values: `.bezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)`.
extension Command.Definition {
    static func bezier(x1: Double, y1: Double, x2: Double, y2: Double) -> Self { Self(BezierDefinition(x1: x1, y1: y1, x2: x2, y2: y2)) }
    static func copy(of other: String) -> Self { Self(CopyDefinition(other: other)) }
    static func exponentialDecay(rate: Double) -> Self { Self(ExpoDecayDefinition(rate: rate)) }
    static func secondOrder(damping: Double, frequency: Double) -> Self {
        Self(SecondOrderDefinition(damping: damping, frequency: frequency))
    }
    static func steps(count: Int, position: String?) -> Self { Self(StepsDefinition(count: count, position: position)) }
    static func keyframes(_ keys: [Command.Keyframe], curves: [String]) -> Self { Self(KeyframesDefinition(keys: keys, curves: curves)) }
    static func importCSV(path: String, normalize: Bool) -> Self { Self(ImportDefinition(path: path, normalize: normalize)) }
    static func importRecording(path: String, _ recording: RecordingRequest) -> Self {
        Self(ImportDefinition(path: path, normalize: false, recording: recording))
    }
    static func sampled(of other: String, intervals: Int) -> Self { Self(SampledDefinition(other: other, intervals: intervals)) }
    static func oscillation(bounces: Int, stiffness: String, overshoot: Bool, shake: Bool, duration: Double) -> Self {
        Self(OscillationDefinition(bounces: bounces, stiffness: stiffness, overshoot: overshoot, shake: shake, duration: duration))
    }
    static func spring(_ parameters: [Command.SpringParameter]) -> Self { Self(SpringDefinition(parameters: parameters)) }
    static func platform(_ platform: Platform?, code: String) -> Self {
        Self(PlatformCodeDefinition(platform: platform, source: .code(code)))
    }
    static func platform(_ platform: Platform, file: String, at occurrence: Int) -> Self {
        Self(PlatformCodeDefinition(platform: platform, source: .file(path: file, occurrence: occurrence)))
    }
    static func expression(_ formula: String) -> Self { Self(ExpressionDefinition(formula: formula)) }
}

extension Command {
    typealias Keyframe = KeyframesDefinition.Key
    typealias SpringParameter = SpringDefinition.Parameter
}
