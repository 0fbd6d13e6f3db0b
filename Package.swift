// swift-tools-version:6.0
import PackageDescription

// On Linux readline's headers and library are on the default search paths, and its pkg-config
// file pulls in ncurses' -D_DEFAULT_SOURCE and -D_XOPEN_SOURCE flags, which SwiftPM refuses with
// a warning on every build. Homebrew keeps readline off the default paths, so macOS asks
// pkg-config.
#if os(Linux)
let readlinePkgConfig: String? = nil
#else
let readlinePkgConfig: String? = "readline"
#endif

// No unsafe flags (an -O for debug builds, say): SwiftPM refuses them in any package resolved by
// version, and CurveKit is a library for other packages to depend on by version
// (Examples/CurveKitConsumer does, in .ci/run). Debug builds, `swift test`'s included, are
// unoptimised; the tests keep to cheap inputs where they check logic.
let package = Package(
    name: "curves",
    products: [
        .executable(name: "curves", targets: ["curves"]),
        .library(name: "CurveKit", targets: ["CurveKit"]),
        .library(name: "Workbench", targets: ["Workbench"]),
        .library(name: "Live", targets: ["Live"]),
        // Not for users: the helpers the tests share with the benchmarks (Benchmarks/ is a
        // package of its own and can only use a product).
        .library(name: "TestSupport", targets: ["TestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
        // Lets swift-custom-dump's expectNoDifference record its failures with Swift Testing.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation --target CurveKit` (the DocC catalogue in
        // Sources/CurveKit/CurveKit.docc); a command plugin, linked into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // Pure math: timing functions, sampling, comparison. No I/O.
        .target(name: "CurveKit"),
        // The ten platforms, one folder each (its spec, reader and writers), what they share, and
        // what they are written with: the curve kinds' specs, animations, the language's words and
        // errors, text, JSON. Nothing of the session or the commands.
        .target(name: "Platforms", dependencies: ["CurveKit"]),
        // Session, command language, interpreter, renderers. No terminal, clock or environment.
        .target(
            name: "Workbench",
            dependencies: ["CurveKit", "Platforms", .product(name: "OrderedCollections", package: "swift-collections")]
        ),
        // serve's live page without sockets: the page, the requests it sends, the updates and
        // exports it is pushed, and the server's wire format read under limits.
        .target(name: "Live", dependencies: ["CurveKit", "Workbench"]),
        // GNU readline itself (headers and library).
        .systemLibrary(
            name: "Readline",
            pkgConfig: readlinePkgConfig,
            providers: [.apt(["libreadline-dev"]), .brew(["readline"])]
        ),
        // Small C shims over readline and signals: their state lives in one .c file.
        .target(name: "CReadline", dependencies: ["Readline"], linkerSettings: [.linkedLibrary("readline")]),
        // The thin executable: arguments, line editor, REPL loop, signals.
        .executableTarget(
            name: "curves",
            dependencies: [
                "Workbench",
                "Live",
                "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Shared by the tests and the benchmarks: the seeded generator, a program on a
        // pseudo-terminal, headless Chromium over its DevTools pipe, scratch directories.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Checks for Swift Testing that every test target uses (the closeness of two numbers).
        // Apart from TestSupport, so the benchmarks never link Swift Testing.
        .target(name: "TestExpectations", dependencies: ["TestRuntime"], path: "Tests/TestExpectations"),
        // Loaded with the tests: Swift Testing records no backtrace for every thrown error (the
        // parsers under test throw by the thousand); see TestRuntime.c.
        .target(name: "TestRuntime", path: "Tests/TestRuntime"),
        .testTarget(name: "TestExpectationsTests", dependencies: ["TestExpectations", "TestRuntime"]),
        .testTarget(
            name: "CurveKitTests",
            dependencies: [
                "CurveKit",
                "TestExpectations",
                "TestSupport",
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "WorkbenchTests",
            dependencies: [
                "Platforms",
                "Workbench",
                "Live",
                "TestExpectations",
                "TestSupport",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The built binary, checked against the library run in the test process (same results
        // in every build configuration).
        .testTarget(
            name: "CurvesEndToEndTests", dependencies: ["curves", "Platforms", "Workbench", "Live", "TestExpectations", "TestSupport"]
        ),
    ]
)
