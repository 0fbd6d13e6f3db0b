/// Every platform `curves` reads and writes, in the order `help`, `export NAME all` and the live
/// page list them. A platform is its folder (`Platforms/NAME/`: its spec, reader and writers) and
/// its line here; `DialectRegistryTests` says what a new one still lacks.
///
/// This file, at the target's top level, is the one place that names every platform: the
/// folders below (Shared and each platform's) never see the list, so none of them can depend on
/// another platform. What needs every platform (``Dialect/allCases``, ``ExportFormat/all``, the
/// export pipeline's `all`, the collision help) sits beside it at the top level.
enum DialectRegistry {
    static let all: [any DialectSpec.Type] = [
        CSSPlatform.self,
        SwiftUIPlatform.self,
        UIKitPlatform.self,
        ComposePlatform.self,
        AndroidPlatform.self,
        MaterialPlatform.self,
        FlutterPlatform.self,
        MotionPlatform.self,
        GSAPPlatform.self,
        LottiePlatform.self,
    ]
}

extension Dialect: CaseIterable {
    /// Every dialect, in the registry's order.
    public static var allCases: [Dialect] { DialectRegistry.all.map { Dialect($0) } }

    /// The dialect a word names, in any letter case.
    public init?(word: String) { self.init(rawValue: word.lowercased()) }

    /// The dialect whose word is exactly `rawValue`.
    public init?(rawValue: String) {
        guard let spec = DialectRegistry.all.first(where: { $0.word == rawValue }) else { return nil }
        self.init(spec)
    }

    /// The words, for help and errors.
    public static var words: [String] { DialectRegistry.all.map { $0.word } }
}

extension ExportFormat {
    /// Every platform's formats, in the registry's order: each dialect's own word, then its
    /// other languages.
    static var all: [ExportFormat] {
        Dialect.allCases.flatMap { dialect in
            [
                ExportFormat(dialect)
            ]
                + dialect.spec.otherLanguages.map {
                    ExportFormat(
                        word: $0.word, aliases: $0.aliases, dialect: dialect, writer: $0.writer, animationWriter: $0.animationWriter,
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
