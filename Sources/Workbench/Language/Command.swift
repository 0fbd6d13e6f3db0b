/// One command of the `curves` language, parsed and checked for form (not yet against the
/// session). See ``CommandCatalog`` for what each does.
import CurveKit
public struct Command: Sendable, Equatable, CustomStringConvertible {
    /// The command's declaration, with its arguments.
    let declaration: any CommandDeclaration

    init(_ declaration: any CommandDeclaration) {
        self.declaration = declaration
    }

    public static func == (a: Command, b: Command) -> Bool {
        a.declaration.isEqual(to: b.declaration)
    }

    /// The catalogue name of the command (`=` for a definition).
    public var name: String { type(of: declaration).name }

    /// Whether the command can change the session (and so is journaled and undoable).
    var changesSession: Bool { type(of: declaration).changesSession }

    /// Queries worth keeping in the history: they say something about the session's curves
    /// and can be run again by a replay.
    var isRecordedQuery: Bool { type(of: declaration).isRecordedQuery }

    /// The command written in the language, in canonical form: parsing it gives back an
    /// equal command.
    public var description: String { declaration.words.joined(separator: " ") }
}

extension Command {
    /// The right-hand side of `NAME = …`: one of ``CurveDefinitions``, with its arguments.
    public struct Definition: Sendable, Equatable, CustomStringConvertible {
        let spec: any CurveDefinition

        init(_ spec: any CurveDefinition) {
            self.spec = spec
        }

        public static func == (a: Definition, b: Definition) -> Bool { a.spec.isEqual(to: b.spec) }

        /// The right-hand side in canonical form.
        public var description: String { spec.words.joined(separator: " ") }
    }

    public struct FitRequest: Sendable, Equatable {
        public var target: String
        public var name: String?
        public var samples: Int
        var segments: Int?
        public var tolerance: Double?
        var smooth: Bool
        /// `digits=N`: the report's cubic-bezier() with N decimals; nil: the fewest that keep
        /// the curve within 1e-7.
        var digits: Int?
        /// `family=`: what kind of curve to fit.
        var family: FitFamily = .bezier
        /// `duration=` seconds of a spring fit; nil: ``FitFamily/defaultSpringDuration``.
        var duration: Double?

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
        var isKeyframeFit: Bool { segments != nil || tolerance != nil }
    }

    /// The families `fit` fits into.
    enum FitFamily: String, Sendable, Equatable, CaseIterable {
        /// One cubic Bézier, or keyframes with `segments=`/`tolerance=`.
        case bezier
        /// A damped spring starting at rest (mass 1), spanning `duration=` seconds.
        case spring
        /// The same with the initial velocity free too.
        case springVelocity = "spring-velocity"
        /// A path of cubic Bézier segments (`segments=` or `tolerance=`).
        case path
        /// Every family side by side, without adding a curve.
        case all

        /// Whether the family is a spring's.
        var isSpring: Bool { self == .spring || self == .springVelocity }

        /// The tolerance of the families that count pieces (path, keyframes, linear()) when
        /// neither `segments=` nor `tolerance=` is given.
        static let defaultTolerance = 1e-3

        static let defaultSpringDuration = 1.0
    }

    public struct PlotOptions: Sendable, Equatable {
        public var width: Int?
        public var height: Int?
        public var handles: Bool
        /// Write an SVG figure to this file instead of drawing in the terminal.
        var svg: String?
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
    var isUnit: Bool { self == .unit }

    /// `from=A to=B` as typed, or nothing for [0, 1].
    var optionWords: [String] { isUnit ? [] : ["from=\(TextFormat.shortest(from))", "to=\(TextFormat.shortest(to))"] }
}

/// What `recover` was asked: the only file (or the list when there are several), the Nth, or
/// to delete the Nth on purpose.
public enum RecoverChoice: Sendable, Equatable {
    case only
    case number(Int)
    case discard(Int)
}
