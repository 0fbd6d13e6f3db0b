/// Every platform `curves` reads and writes, in the order `help`, `export NAME all` and the live
/// page list them. A platform is its folder (`Dialects/NAME/`: its spec, reader and writer) and
/// its line here; `DialectRegistryTests` says what a new one still lacks.
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
