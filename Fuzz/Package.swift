// swift-tools-version:5.4
// libFuzzer targets for the curves package, kept out of its normal build and `swift test`.
// Build and run them with ./run (see README.md): the sanitizer flags go on the command line so
// that CurveKit and Workbench are instrumented too.
//
// Tools version 5.4 on purpose: from 5.5 on, SwiftPM renames an executable's entry point to
// `<Module>_main` and links `main` to it, which breaks the link, since the fuzzers have no
// Swift entry point (libFuzzer's `main` calls `LLVMFuzzerTestOneInput`).
// `curves` is a symbolic link to the main package (..), so that the dependency is called
// `curves` whatever the checkout's folder is called.
import PackageDescription

let package = Package(
    name: "curves-fuzz",
    dependencies: [
        .package(path: "curves")  // = ..
    ],
    targets: [
        .executableTarget(
            name: "FuzzCommandParser",
            dependencies: [.product(name: "Workbench", package: "curves")]
        ),
        .executableTarget(
            name: "FuzzFormula",
            dependencies: [.product(name: "CurveKit", package: "curves")]
        ),
        .executableTarget(
            name: "FuzzCSVImport",
            dependencies: [.product(name: "CurveKit", package: "curves")]
        ),
        .executableTarget(
            name: "FuzzVideoTrack",
            dependencies: [.product(name: "CurveKit", package: "curves")]
        ),
        .executableTarget(
            name: "FuzzPlatformFile",
            dependencies: [.product(name: "Workbench", package: "curves")]
        ),
        .executableTarget(
            name: "FuzzLexer",
            dependencies: [.product(name: "Workbench", package: "curves")]
        ),
        .executableTarget(
            name: "FuzzParser",
            dependencies: [.product(name: "Workbench", package: "curves")]
        ),
        .executableTarget(
            name: "FuzzHTTPHead",
            dependencies: [
                .product(name: "Workbench", package: "curves"),
                .product(name: "Live", package: "curves"),
            ]
        ),
        .executableTarget(
            name: "FuzzSocketFrames",
            dependencies: [
                .product(name: "Workbench", package: "curves"),
                .product(name: "Live", package: "curves"),
            ]
        ),
        .executableTarget(
            name: "FuzzSessionLoader",
            dependencies: [
                .product(name: "CurveKit", package: "curves"),
                .product(name: "Workbench", package: "curves"),
            ]
        ),
    ]
)
