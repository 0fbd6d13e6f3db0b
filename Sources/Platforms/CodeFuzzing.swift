/// The file scanner and the lexers behind a public face, for the fuzz targets in Fuzz/ (they
/// link Workbench as a package and see only its public API).
public enum CodeFuzzing {
    /// Makes every platform's declarations and tables before fuzzing starts, by reading each
    /// platform's examples: they are made once and kept, which a leak checker that runs after
    /// an input would otherwise count as that input's leak.
    public static func warmUp() {
        for platform in Platform.allCases {
            _ = platform.spec.declaredAPI
            for example in platform.examples { _ = try? platform.read(example) }
        }
    }

    /// The definitions the scanner finds in `text`, read as `platform` (a platform word) from a
    /// file called `path`: each one's line and code. Empty for an unknown platform word.
    public static func definitions(platform word: String, path: String, text: String) -> [(line: Int, code: String)] {
        guard let platform = Platform(word: word) else { return [] }
        return SourceFileScanner.definitions(platform, in: text, path: path).found.map { ($0.line, $0.code) }
    }

    /// The lexer's label for each scalar of `text` (0 code, 1 comment, 2 string, 3 directive,
    /// 4 markup) and the text it masks, for `language` "c" (no nested comments), "swift"
    /// (nested), "xml" or "json".
    public static func lex(_ text: String, language: String) -> (kinds: [UInt8], masked: [Unicode.Scalar]) {
        let family: SourceLanguage =
            switch language {
            case "xml": .xml
            case "json": .json
            case "swift": .cLike(nestedComments: true)
            default: .cLike(nestedComments: false)
            }
        let regions = SourceRegions(Array(text.unicodeScalars), language: family)
        return (regions.kinds.map(\.rawValue), regions.masked)
    }
}
