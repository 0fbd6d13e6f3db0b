import Foundation
import Testing

@testable import Platforms

/// Each platform is a closed model: one platform's folder uses another's only through the
/// interface that one declares for the others, never its reader, writer or tables. Material's
/// motion tokens are held once, in Material's folder, and Android (MDC-Android's values),
/// Compose and Flutter, which spell the tokens in their own ways, ask ``MaterialTokens`` for them;
/// Lottie's and Android's keyframe readers name a Bézier segment as curves' keyframes syntax takes
/// it, in CSS's code, by asking ``CSSFunctions``.
@Suite("Platforms use each other only through a declared interface")
struct PlatformInterfaceTests {
    /// Each platform folder's interface to the other platforms: the only names of it they may use.
    static let interfaces: [String: Set<String>] = ["Material": ["MaterialTokens"], "CSS": ["CSSFunctions"]]

    @Test("a platform's folder uses another platform's only through the interface it declares")
    func onlyDeclaredInterfaces() throws {
        let graph = try FolderGraph.read(sources: FolderCycleTests.sources)
        let platforms = Set(Platform.allCases.map(PlatformRegistryTests.folder))
        try #require(platforms.count == 10)
        for (user, used) in graph.uses where user.target == "Platforms" && platforms.contains(user.path) {
            for (owner, names) in used where owner.target == "Platforms" && platforms.contains(owner.path) {
                let allowed = Self.interfaces[owner.path, default: []]
                for name in names.sorted() where !allowed.contains(name) {
                    Issue.record(
                        "Sources/Platforms/\(user.path) uses \(name) of \(owner.path); it may use only \(owner.path)'s interface: \(allowed.isEmpty ? "none declared" : allowed.sorted().joined(separator: ", "))"
                    )
                }
            }
        }
    }

    @Test("Android, Compose and Flutter ask Material's tokens, which are Material's own")
    func materialTokensAreAskedFor() throws {
        let graph = try FolderGraph.read(sources: FolderCycleTests.sources)
        let material = FolderGraph.Folder(target: "Platforms", path: "Material")
        for user in ["Android", "Compose", "Flutter"] {
            #expect(graph.uses[FolderGraph.Folder(target: "Platforms", path: user)]?[material] == ["MaterialTokens"], "\(user)")
        }
        #expect(graph.uses[material]?.keys.contains { ["Android", "Compose", "Flutter"].contains($0.path) } != true)
    }
}
