import CurveKit

/// A platform whose timing-curve code `curves` reads as it is pasted (`NAME = PLATFORM CODE`,
/// `NAME = PLATFORM file=PATH`) and writes (`export NAME PLATFORM`). The word is what the user
/// types and the platform's stable key; everything else about the platform is its spec
/// (``PlatformSpec``, in the platform's folder), listed once in ``PlatformRegistry`` (at the
/// target's top level, which alone knows every platform; nothing here does). The constants
/// and formulas behind every reader are in `docs/platforms.md`, each with its source.
public struct Platform: Hashable, Sendable, CustomStringConvertible {
    /// Everything about the platform.
    let spec: any PlatformSpec.Type

    init(_ spec: any PlatformSpec.Type) { self.spec = spec }

    /// The word users type (`css`, `swiftui`, …).
    public var rawValue: String { spec.word }
    public var description: String { spec.word }
    /// The platform as people call it.
    public var title: String { spec.title }
    /// One line of examples, for `help` and errors.
    public var examples: [String] { spec.examples }
    /// What `help PLATFORM` says beyond the examples.
    public var notes: String { spec.notes }
    /// The platform's named curves as `identify` lists them (``PlatformSpec/namedCurveSpellings``).
    package var namedCurveSpellings: [[String]] { spec.namedCurveSpellings }
    var reader: any PlatformReader.Type { spec.reader }
    var writer: any PlatformWriter.Type { spec.writer }
    /// The platform's named curves, read one way by the reader and the other way by `export`.
    var presets: [(spelling: String, curve: Curve)] { spec.presets }

    /// The platform's name for `curve`, when it has one.
    func presetSpelling(of curve: Curve) -> String? {
        presets.first { $0.curve == curve }?.spelling
    }

    public static func == (a: Platform, b: Platform) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
