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
        precondition(!error.message.isEmpty, "a parse error without a message")
        return 0
    }
    guard let command else { return 0 }
    let canonical = command.description
    let reparsed: Command?
    do {
        reparsed = try Parser.parse(canonical)
    } catch {
        preconditionFailure("\(line.debugDescription) printed as \(canonical.debugDescription), which fails: \(error.message)")
    }
    precondition(
        reparsed == command,
        "\(line.debugDescription) printed as \(canonical.debugDescription), which parses to a different command")
    return 0
}
