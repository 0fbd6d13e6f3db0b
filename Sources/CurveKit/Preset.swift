/// The named timing functions of CSS and Core Animation.
///
/// Core Animation's `kCAMediaTimingFunctionDefault` has the control points of CSS `ease`,
/// and its EaseIn, EaseOut and EaseInEaseOut those of the CSS keywords.
public enum Preset: String, CaseIterable, Sendable {
    /// `linear`: y = x.
    case linear
    /// `ease`: cubic-bezier(0.25, 0.1, 0.25, 1).
    case ease
    /// `ease-in`: cubic-bezier(0.42, 0, 1, 1).
    case easeIn = "ease-in"
    /// `ease-out`: cubic-bezier(0, 0, 0.58, 1).
    case easeOut = "ease-out"
    /// `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1).
    case easeInOut = "ease-in-out"

    /// The canonical name, as CSS spells it.
    public var name: String { rawValue }

    /// Every name that resolves to this preset: the CSS keyword and the Core Animation name.
    public var names: [String] {
        switch self {
        case .linear: ["linear"]
        case .ease: ["ease", "default"]
        case .easeIn: ["ease-in", "easeIn"]
        case .easeOut: ["ease-out", "easeOut"]
        case .easeInOut: ["ease-in-out", "easeInEaseOut"]
        }
    }

    /// The preset called `name` (CSS or Core Animation spelling), if any.
    public init?(named name: String) {
        guard let preset = Preset.allCases.first(where: { $0.names.contains(name) }) else {
            return nil
        }
        self = preset
    }

    /// Every name that resolves to a preset.
    public static var allNames: [String] { allCases.flatMap(\.names) }

    /// The preset's control points.
    public var bezier: CubicBezier {
        switch self {
        case .linear: .linear
        case .ease: Self.make(0.25, 0.1, 0.25, 1)
        case .easeIn: Self.make(0.42, 0, 1, 1)
        case .easeOut: Self.make(0, 0, 0.58, 1)
        case .easeInOut: Self.make(0.42, 0, 0.58, 1)
        }
    }

    private static func make(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CubicBezier {
        CubicBezier(constant: x1, y1, x2, y2)
    }
}
