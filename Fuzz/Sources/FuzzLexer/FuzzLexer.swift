import Workbench

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// One language family's lexer (chosen by the environment variable CURVES_FUZZ_LEXER: c,
/// swift, xml or json; Fuzz/run sets it): every scalar gets one label, masking keeps the
/// length and every newline, and code and strings are never masked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let scalars = Array(text.unicodeScalars)
    let (kinds, masked) = CodeFuzzing.lex(text, language: language)
    require(kinds.count == scalars.count, "\(kinds.count) labels for \(scalars.count) scalars")
    require(masked.count == scalars.count, "the masked text has \(masked.count) scalars, not \(scalars.count)")
    for index in scalars.indices {
        require(kinds[index] <= 4, "unknown label \(kinds[index])")
        if scalars[index] == "\n" { require(masked[index] == "\n", "a newline masked at \(index)") }
        if kinds[index] == 0 || kinds[index] == 2 || kinds[index] == 4 {
            require(masked[index] == scalars[index], "code or a string masked at \(index)")
        }
    }
    return 0
}

let language: String = {
    guard let value = getenv("CURVES_FUZZ_LEXER") else { return "c" }
    return String(cString: value)
}()

func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
    if !condition { fatalError(message()) }
}
