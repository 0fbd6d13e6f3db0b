import Workbench

/// The file scanner: the first byte picks the platform and the file's extension (so its
/// language), the rest is the file. Whatever it holds, the scan ends, finds the same
/// definitions twice, and each definition's line lies within the file.
/// Before the first input: the platforms' tables and declarations, made once and kept.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    CodeFuzzing.warmUp()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let platforms = ["css", "swiftui", "uikit", "compose", "android", "material", "flutter", "motion", "gsap", "lottie"]
    let extensions = ["css", "swift", "swift", "kt", "xml", "scss", "dart", "js", "ts", "json", "java", "txt"]
    let platform = platforms[Int(bytes[0]) % platforms.count]
    let path = "f." + extensions[Int(bytes[0] / 10) % extensions.count]
    let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[1...]), as: UTF8.self)
    let found = CodeFuzzing.definitions(platform: platform, path: path, text: text)
    let lines = text.unicodeScalars.filter { $0 == "\n" }.count + 1
    for definition in found {
        require((1...lines).contains(definition.line), "\(platform) \(path): line \(definition.line) outside 1…\(lines)")
        require(!definition.code.isEmpty, "\(platform) \(path): a definition without code at line \(definition.line)")
    }
    let again = CodeFuzzing.definitions(platform: platform, path: path, text: text)
    require(again.map(\.line) == found.map(\.line) && again.map(\.code) == found.map(\.code), "\(platform) \(path): two scans differ")
    return 0
}

/// Like `precondition`, but the message is printed in release builds too.
func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
    if !condition { fatalError(message()) }
}
