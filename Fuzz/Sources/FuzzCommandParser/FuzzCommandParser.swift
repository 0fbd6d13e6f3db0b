import Workbench

/// One line of the command language. A line that parses must print in canonical form and
/// parse back to an equal command; a line that does not must fail with a message, not a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let line = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let command: Command?
    do {
        command = try Parser.parse(line)
    } catch {
        require(!error.message.isEmpty, "a parse error without a message")
        return 0
    }
    guard let command else { return 0 }
    let canonical = command.description
    let reparsed: Command?
    do {
        reparsed = try Parser.parse(canonical)
    } catch {
        fatalError("\(line.debugDescription) printed as \(canonical.debugDescription), which fails: \(error.message)")
    }
    require(
        reparsed == command,
        "\(line.debugDescription) printed as \(canonical.debugDescription), which parses to a different command")
    return 0
}

/// Like `precondition`, but the message is printed in release builds too (the fuzzers are
/// built with -O, where `precondition` drops it).
func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
    if !condition { fatalError(message()) }
}
