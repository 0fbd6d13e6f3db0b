// swift-tools-version:6.0
// The benchmark harness for curves: a separate package so that timings never run as tests.
//
//     swift run -c release --package-path Benchmarks curves-bench [--json]
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "curves-benchmarks",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "curves-bench",
            dependencies: [
                .product(name: "CurveKit", package: root.lastPathComponent),
                .product(name: "Workbench", package: root.lastPathComponent),
                .product(name: "Live", package: root.lastPathComponent),
                // The tests' seeded generator, pseudo-terminal and DevTools browser.
                .product(name: "TestSupport", package: root.lastPathComponent),
            ]
        )
    ]
)
