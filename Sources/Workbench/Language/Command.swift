/// One command of the `curves` language, parsed and checked for form (not yet against the
/// session). See ``CommandCatalog`` for what each does.
public enum Command: Sendable, Equatable {
    case define(name: String, definition: Definition)
    case point(curve: String, index: Int, x: Double, y: Double)
    case show(curve: String)
    case list
    case delete(curve: String)
    case rename(from: String, to: String)
    case eval(curve: String, xs: [Double])
    case sample(curve: String, intervals: Int, range: InputRange)
    case compare(first: String, second: String, intervals: Int, range: InputRange)
    case plot(curves: [String], options: PlotOptions)
    case save(path: String?, force: Bool)
    case load(path: String)
    case new
    case replay(path: String, step: Bool, delay: Double)
    case diff(first: String, second: String?)
    case recover(RecoverChoice)
    /// `fit TARGET …`: the best single Bézier, or keyframes with `segments`/`tolerance`.
    case fit(FitRequest)
    /// `linear TARGET tolerance=E [as NAME]`: the fewest CSS linear() stops.
    case linear(target: String, name: String?, tolerance: Double)
    /// `anim NAME KEYPATH FROM TO duration=… curve=… …`: the words after `anim`.
    case animate(words: [String])
    /// `frames ANIM [fps=N]`: the frame table.
    case frames(animation: String, fps: Int?)
    /// `export CURVE|ANIM FORMAT [digits=N] [> FILE]`; `digits` nil: the fewest that keep the
    /// curve within 1e-7.
    case export(name: String, format: String, file: String?, digits: Int? = nil)
    /// `preview NAME … [html=FILE]`: a page that plays the curves in a browser.
    case preview(names: [String], file: String)
    /// `play ANIM|CURVE … [speed=F]`: motion in the terminal.
    case play(names: [String], speed: Double)
    /// `describe [NAME] TEXT`: a one-line description of a curve, or of the whole session.
    case describe(curve: String?, text: String)
    /// `target NAME OTHER` (or `none`): measure NAME against OTHER from now on.
    case target(curve: String, other: String?)
    case undo
    case redo
    case history
    case help(topic: String?)
    case quit

    /// The right-hand side of `NAME = …`.
    public enum Definition: Sendable, Equatable {
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        /// A copy of a preset, a Penner curve or another curve of the session.
        case copy(of: String)
        case exponentialDecay(rate: Double)
        case secondOrder(damping: Double, frequency: Double)
        case steps(count: Int, position: String?)
        case keyframes([Keyframe], curves: [String])
        case importCSV(path: String, normalize: Bool)
        case sampled(of: String, intervals: Int)
        case oscillation(bounces: Int, stiffness: String, overshoot: Bool, shake: Bool, duration: Double)
        /// `spring key=value …` in any of its three parameterisations, checked when built.
        case spring([SpringParameter])
        case expression(String)
    }

    public struct SpringParameter: Sendable, Equatable {
        public var key: String
        public var value: Double

        public init(_ key: String, _ value: Double) {
            self.key = key
            self.value = value
        }
    }

    /// A key time and the value there, written `T:V`.
    public struct Keyframe: Sendable, Equatable {
        public var time: Double
        public var value: Double

        public init(time: Double, value: Double) {
            self.time = time
            self.value = value
        }
    }

    public struct FitRequest: Sendable, Equatable {
        public var target: String
        public var name: String?
        public var samples: Int
        public var segments: Int?
        public var tolerance: Double?
        public var smooth: Bool
        /// `digits=N`: the report's cubic-bezier() with N decimals; nil: the fewest that keep
        /// the curve within 1e-7.
        public var digits: Int?

        public init(target: String, name: String? = nil, samples: Int = Limits.defaultFitSamples,
                    segments: Int? = nil, tolerance: Double? = nil, smooth: Bool = false) {
            self.target = target
            self.name = name
            self.samples = samples
            self.segments = segments
            self.tolerance = tolerance
            self.smooth = smooth
        }

        /// Whether this asks for keyframes rather than one Bézier.
        public var isKeyframeFit: Bool { segments != nil || tolerance != nil }
    }

    public struct PlotOptions: Sendable, Equatable {
        public var width: Int?
        public var height: Int?
        public var handles: Bool
        /// Write an SVG figure to this file instead of drawing in the terminal.
        public var svg: String?
        /// A line above the plot (and the SVG figure's title).
        public var title: String?

        public init(width: Int? = nil, height: Int? = nil, handles: Bool = false, svg: String? = nil, title: String? = nil) {
            self.width = width
            self.height = height
            self.handles = handles
            self.svg = svg
            self.title = title
        }
    }

    /// Whether the command can change the session (and so is journaled and undoable).
    public var changesSession: Bool {
        switch self {
        case .define, .point, .delete, .rename, .load, .new, .replay, .recover, .target, .fit, .linear, .describe, .animate: true
        default: false
        }
    }

    /// The catalogue name of the command.
    public var name: String {
        switch self {
        case .define: "="
        case .point: "point"
        case .show: "show"
        case .list: "list"
        case .delete: "delete"
        case .rename: "rename"
        case .eval: "eval"
        case .sample: "sample"
        case .compare: "compare"
        case .plot: "plot"
        case .save: "save"
        case .load: "load"
        case .new: "new"
        case .replay: "replay"
        case .diff: "diff"
        case .recover: "recover"
        case .target: "target"
        case .fit: "fit"
        case .describe: "describe"
        case .animate: "anim"
        case .frames: "frames"
        case .export: "export"
        case .play: "play"
        case .preview: "preview"
        case .linear: "linear"
        case .undo: "undo"
        case .redo: "redo"
        case .history: "history"
        case .help: "help"
        case .quit: "quit"
        }
    }
}

/// The inputs `sample` and `compare` cover: `from=A to=B`, [0, 1] unless given. Outside [0, 1]
/// Béziers and linear() continue as CSS Easing says; the other kinds hold their end values.
public struct InputRange: Sendable, Equatable {
    public var from: Double
    public var to: Double

    public init(from: Double = 0, to: Double = 1) {
        self.from = from
        self.to = to
    }

    public static let unit = InputRange()
    public var isUnit: Bool { self == .unit }

    /// ` from=A to=B` as typed, or nothing for [0, 1].
    var optionsText: String { isUnit ? "" : " from=\(format(from)) to=\(format(to))" }
}

/// What `recover` was asked: the only file (or the list when there are several), the Nth, or
/// to delete the Nth on purpose.
public enum RecoverChoice: Sendable, Equatable {
    case only
    case number(Int)
    case discard(Int)
}
