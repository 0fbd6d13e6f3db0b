/// Every platform `curves` reads and writes, in the order `help`, `export NAME all` and the live
/// page list them. A platform is its folder (`Platforms/NAME/`: its spec, reader and writers) and
/// its line here; `PlatformRegistryTests` says what a new one still lacks.
///
/// This file, at the target's top level, is the one place that names every platform: the
/// folders below (Shared and each platform's) never see the list, so none of them can depend on
/// another platform. What needs every platform (``Platform/allCases``, ``ExportFormat/all``, the
/// export pipeline's `all`, the collision help) sits beside it at the top level.
enum PlatformRegistry {
    static let all: [any PlatformSpec.Type] = [
        CSSSpec.self,
        SwiftUISpec.self,
        UIKitSpec.self,
        ComposeSpec.self,
        AndroidSpec.self,
        MaterialSpec.self,
        FlutterSpec.self,
        MotionSpec.self,
        GSAPSpec.self,
        LottieSpec.self,
    ]
}

extension Platform: CaseIterable {
    /// Every platform, in the registry's order.
    public static var allCases: [Platform] { PlatformRegistry.all.map { Platform($0) } }

    /// The platform a word names, in any letter case.
    public init?(word: String) { self.init(rawValue: word.lowercased()) }

    /// The platform whose word is exactly `rawValue`.
    public init?(rawValue: String) {
        guard let spec = PlatformRegistry.all.first(where: { $0.word == rawValue }) else { return nil }
        self.init(spec)
    }

    /// The words, for help and errors.
    public static var words: [String] { PlatformRegistry.all.map { $0.word } }
}

extension ExportFormat {
    /// Every platform's formats, in the registry's order: each platform's own word, then its
    /// other languages.
    static var all: [ExportFormat] {
        Platform.allCases.flatMap { platform in
            [
                ExportFormat(platform)
            ]
                + platform.spec.otherLanguages.map {
                    ExportFormat(
                        word: $0.word, aliases: $0.aliases, platform: platform, writer: $0.writer, animationWriter: $0.animationWriter,
                        functionWriter: $0.functionWriter)
                }
        }
    }

    /// The format a word names, in any letter case.
    init?(named name: String) {
        let lower = name.lowercased()
        guard let format = Self.all.first(where: { $0.word == lower || $0.aliases.contains(lower) }) else { return nil }
        self = format
    }
}
