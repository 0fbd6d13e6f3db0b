import Foundation
import Testing

@testable import Platforms

/// Nothing outside a platform's folder knows that platform's names or API: each platform's
/// distinctive spellings (its named curves from its own preset table, and the API words listed
/// below) appear in code and string literals only under `Sources/Platforms/<Platform>/`, or in
/// the one file that lists every platform (`Sources/Platforms/PlatformRegistry.swift`).
/// Comments may name anything. A preset spelling is distinctive when it is written as code
/// (`Curves.easeIn`, `power2.out`, `EaseOutBack`, `PathInterpolator(…)`): a bare lowercase word
/// (`ease-in`, `backOut`, `emphasized`, SwiftUI's `.easeIn`) is also a name curves itself gives
/// a curve, and is left to the collision help. A spelling in two platforms' tables belongs to both.
@Suite("No platform's spellings outside its folder")
struct PlatformSpellingTests {
    static let sources = FolderCycleTests.sources
    static let registryFile = "Platforms/PlatformRegistry.swift"

    /// Each platform's API words that its preset table does not hold (types, calls, keys).
    static let apiWords: [String: [String]] = [
        "css": ["cubic-bezier", "@keyframes", "animation-timing-function", "transition-timing-function"],
        "swiftui": [
            "timingCurve(", "interpolatingSpring", "withAnimation", "KeyframeTimeline", "KeyframeTrack", "LinearKeyframe", "CubicKeyframe",
            "SpringKeyframe",
        ],
        "uikit": [
            "CAMediaTimingFunction", "CASpringAnimation", "CABasicAnimation", "CAKeyframeAnimation", "kCAMediaTimingFunction",
            "UISpringTimingParameters", "UICubicTimingParameters", "UIViewPropertyAnimator",
        ],
        "compose": ["FastOutSlowInEasing", "LinearOutSlowInEasing", "FastOutLinearInEasing", "CubicBezierEasing", "Spring.DampingRatio"],
        "android": [
            "PathInterpolator", "OvershootInterpolator", "AnticipateInterpolator", "BounceInterpolator", "SpringForce",
            "android:interpolator",
            // MDC-Android's motion tokens (res/values/tokens.xml) are strings such as
            // "cubic-bezier(0.2, 0, 0, 1)" and "path(…)", which its MotionUtils parses.
            "cubic-bezier",
        ],
        // Material's web tokens are CSS custom properties whose values are cubic-bezier(…).
        // ... and its Compose tokens (androidx material3 MotionTokens.kt) write them as CubicBezierEasing(…).
        "material": ["md.sys.motion", "md-sys-motion", "MotionTokens", "MotionScheme", "cubic-bezier", "CubicBezierEasing"],
        "flutter": ["Curves.", "SpringDescription", "ElasticOutCurve"],
        "motion": ["framer-motion", "motion.div", "restDelta"],
        "gsap": ["power1.", "power2.", "power3.", "power4.", "CustomEase"],
        "lottie": ["bodymovin"],
    ]

    struct Leak: Hashable {
        var path: String
        var line: Int
        var spelling: String
        var key: String { "\(path): \(spelling)" }
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
    }

    /// Whether a preset spelling is written as code rather than as a bare name (a leading dot,
    /// Swift's `.easeIn`, is any enum case's).
    static func isDistinctive(_ spelling: String) -> Bool {
        let code = spelling.hasPrefix(".") ? String(spelling.dropFirst()) : spelling
        return code.contains(".") || code.contains("(") || code.contains("_") || code.first?.isUppercase == true
    }

    /// Each distinctive spelling and the platforms' folders it belongs to.
    static var spellings: [String: Set<String>] {
        var owners: [String: Set<String>] = [:]
        for platform in Platform.allCases {
            let folder = PlatformRegistryTests.folder(platform)
            let presets = platform.presets.map { $0.spelling.trimmingCharacters(in: ["\"", "'"]) }
            let words = presets.filter(isDistinctive) + (apiWords[platform.rawValue] ?? [])
            for word in words { owners[word, default: []].insert(folder) }
        }
        return owners
    }

    /// The places in `text` (code and strings) where `spelling` stands as a whole: no word
    /// character runs on into it at either end where it starts or ends with one.
    static func lines(of spelling: String, in text: [Unicode.Scalar]) -> [Int] {
        let needle = Array(spelling.unicodeScalars)
        guard let first = needle.first, let last = needle.last, needle.count <= text.count else { return [] }
        var found: [Int] = []
        var line = 1
        var index = 0
        while index + needle.count <= text.count {
            if text[index] == "\n" { line += 1 }
            if text[index] == first, Array(text[index..<index + needle.count]) == needle,
                !(isWordScalar(first) && index > 0 && isWordScalar(text[index - 1])),
                !(isWordScalar(last) && index + needle.count < text.count && isWordScalar(text[index + needle.count]))
            {
                found.append(line)
            }
            index += 1
        }
        return found
    }

    static func leaks() throws -> [Leak] {
        let owners = spellings
        var leaks: [Leak] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            let path = String(file.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1))
            guard path != registryFile else { continue }
            let code = SwiftCodeText.codeAndStrings(of: try String(contentsOf: file, encoding: .utf8))
            let text = Array(code.unicodeScalars)
            for (spelling, folders) in owners where !folders.contains(where: { path.hasPrefix("Platforms/\($0)/") }) {
                guard code.contains(spelling) else { continue }
                for line in lines(of: spelling, in: text) { leaks.append(Leak(path: path, line: line, spelling: spelling)) }
            }
        }
        return leaks.sorted { ($0.path, $0.line, $0.spelling) < ($1.path, $1.line, $1.spelling) }
    }

    @Test("no platform's spelling is written outside its folder")
    func spellingsStayInTheirFolders() throws {
        let leaks = try Self.leaks()
        try #require(Self.spellings.count > 100, "found only \(Self.spellings.count) spellings")
        for leak in leaks {
            Issue.record(
                "Sources/\(leak.path):\(leak.line): '\(leak.spelling)' belongs in \(Self.spellings[leak.spelling, default: []].sorted().joined(separator: ", "))' folder"
            )
        }
    }

    @Test("a spelling counts where it stands whole, in code and strings, not in comments")
    func wholeSpellingsInCodeAndStrings() {
        let text = Array(
            SwiftCodeText.codeAndStrings(
                of:
                    "// PathInterpolator\nlet a = \"PathInterpolator(0.4f)\"\n/* Curves.easeIn\n */ let b = MyPathInterpolator\nlet c = Curves.easeIn"
            ).unicodeScalars)
        #expect(Self.lines(of: "PathInterpolator", in: text) == [2])
        #expect(Self.lines(of: "Curves.", in: text) == [5])
    }
}
