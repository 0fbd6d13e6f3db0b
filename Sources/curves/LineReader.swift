import Workbench

/// Reads lines from a file descriptor, decoding UTF-8 lossily (invalid bytes become U+FFFD,
/// NUL bytes are kept as they are) so that no input can crash the reader.
///
/// A line keeps at most `Limits.maximumLineLength + 1` bytes; the rest of a longer line is read
/// and dropped, so input without line breaks (`curves < /dev/zero`) cannot fill memory, and
/// the interpreter refuses the cut line as too long.
struct LineReader: ~Copyable {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var reachedEnd = false
    private var skippingRestOfLine = false
    /// Why reading failed (e.g. EISDIR for a directory), once reading has stopped.
    private(set) var failure: SystemError? = nil
    /// Lines to be read again before the input goes on: looked at ahead, or given back.
    private var again: [String] = []

    /// Standard input.
    init() {
        descriptor = System.standardInput
        ownsDescriptor = false
    }

    /// The file at `path`; throws when it cannot be opened.
    init(path: String) throws(SystemError) {
        descriptor = try System.openFile(path, for: .reading)
        ownsDescriptor = true
    }

    /// The line ``next()`` will return, without taking it; nil at the end of the input and once
    /// reading has failed (nothing is read past a line that could not be read whole).
    mutating func peek() -> String? {
        if again.isEmpty, failure == nil, let line = next() { again = [line] }
        return again.first
    }

    /// Gives `lines` back, to be read again, in their order, before anything else.
    mutating func giveBack(_ lines: [String]) {
        again = lines + again
    }

    deinit {
        if ownsDescriptor { System.closeFile(descriptor) }
    }

    /// The next line without its line break (a trailing CR from a Windows file is dropped too),
    /// or nil at the end of the input or after a read error (see ``failure``). A line longer
    /// than the limit comes back cut as soon as the limit is passed (so a script stops at once
    /// on `curves < /dev/zero`); its rest is skipped when the next line is asked for.
    mutating func next() -> String? {
        if !again.isEmpty { return again.removeFirst() }
        if skippingRestOfLine {
            while fill() {
                let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n"))
                start = newline.map { $0 + 1 } ?? end
                if newline != nil { break }
            }
            skippingRestOfLine = false
        }
        let keep = Limits.maximumLineLength + 1
        var line: [UInt8] = []
        var readSomething = false
        while fill() {
            readSomething = true
            let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n"))
            let stop = min(newline ?? end, start + keep - line.count)
            line += buffer[start..<stop]
            if let newline, newline == stop {
                start = newline + 1
                break
            }
            start = stop
            if line.count == keep {
                skippingRestOfLine = true
                break
            }
        }
        guard readSomething else { return nil }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }

    /// Makes sure the buffer holds unread bytes; false at the end of the input or on an error.
    private mutating func fill() -> Bool {
        while start == end {
            if reachedEnd { return false }
            let count: Int
            do throws(SystemError) {
                count = try System.readBytes(descriptor, into: &buffer)
            } catch {
                failure = error
                count = 0
            }
            if count == 0 {
                reachedEnd = true
                return false
            }
            start = 0
            end = count
        }
        return true
    }
}
