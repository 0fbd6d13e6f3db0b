/// A request's head as the live page's server reads it: the request line and the header lines,
/// nothing of a body (the server takes none).
public struct HTTPHead: Sendable, Equatable {
    public var method: String
    /// The request target as sent (`/live?token=…`).
    public var target: String
    public var version: String
    /// The header lines in order, names lowercased, values trimmed of spaces and tabs.
    public var headers: [(name: String, value: String)]

    public static func == (a: HTTPHead, b: HTTPHead) -> Bool {
        a.method == b.method && a.target == b.target && a.version == b.version
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }

    /// The first header called `name` (lowercase), if any.
    public func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// The target's path, without its query.
    public var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// The first value of `name` in the target's query (as sent: tokens need no decoding).
    public func query(_ name: String) -> String? {
        guard let start = target.firstIndex(of: "?") else { return nil }
        for pair in target[target.index(after: start)...].split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts[0] == name { return parts.count > 1 ? String(parts[1]) : "" }
        }
        return nil
    }
}

/// The limits a request head is held to while it is read.
public enum HTTPHeadLimits {
    /// The request line, at most (longer: 414).
    public static let maximumRequestLineBytes = 8192
    /// One header line, at most (longer: 431).
    public static let maximumHeaderLineBytes = 8192
    /// The whole head, at most (longer: 431).
    public static let maximumHeadBytes = 65_536
    /// Header lines, at most (more: 431).
    public static let maximumHeaderCount = 100
}

/// Reads a request head as its bytes arrive, in time linear in their number: each byte is looked
/// at once, and a line or head past its limit is refused as soon as the byte that crosses the
/// limit arrives, without waiting for the rest. (FlyingFox 0.27.1, which the server used before,
/// compared the whole buffered line after every byte: a 1 MiB header line took a minute of CPU.)
public struct HTTPHeadReader: Sendable {
    /// What the bytes read so far amount to.
    public enum Progress: Sendable, Equatable {
        /// The head is not complete yet.
        case reading
        /// The head is complete; `bytesUsed` of the last chunk belong to it (the rest is not
        /// the head's: a WebSocket frame sent at once, say).
        case complete(HTTPHead, bytesUsed: Int)
        /// The head breaks a limit or is not HTTP/1.x: answer `status` and close.
        case refused(status: Int, reason: String)
    }

    private var line: [UInt8] = []
    private var lines: [String] = []
    private var total = 0
    private var finished: Progress?

    public init() {}

    /// Adds the next bytes; once the head is complete or refused, later bytes change nothing.
    public mutating func read(_ bytes: some Collection<UInt8>) -> Progress {
        if let finished { return finished }
        var used = 0
        for byte in bytes {
            used += 1
            total += 1
            if total > HTTPHeadLimits.maximumHeadBytes {
                return finish(.refused(status: 431, reason: "the request head is longer than \(HTTPHeadLimits.maximumHeadBytes) bytes"))
            }
            guard byte == 10 else {
                line.append(byte)
                let limit = lines.isEmpty ? HTTPHeadLimits.maximumRequestLineBytes : HTTPHeadLimits.maximumHeaderLineBytes
                // The line's CR is not the line's: a line of the limit may end in CR LF.
                if line.count > limit, line.count > limit + 1 || byte != 13 {
                    return finish(
                        lines.isEmpty
                            ? .refused(status: 414, reason: "the request line is longer than \(limit) bytes")
                            : .refused(status: 431, reason: "a header line is longer than \(limit) bytes"))
                }
                continue
            }
            if line.last == 13 { line.removeLast() }
            // A line that is not UTF-8 is refused rather than decoded with U+FFFD (three bytes
            // each), which would make its text longer than the limit its bytes kept.
            guard let text = String(validating: line, as: UTF8.self) else {
                return finish(.refused(status: 400, reason: "a request line or header line is not UTF-8"))
            }
            line.removeAll(keepingCapacity: true)
            // Blank lines before the request line are ignored (RFC 9112, 2.2).
            if lines.isEmpty && text.isEmpty { continue }
            guard !text.isEmpty else { return finish(head(bytesUsed: used)) }
            lines.append(text)
            if lines.count > HTTPHeadLimits.maximumHeaderCount + 1 {
                return finish(.refused(status: 431, reason: "the request has more than \(HTTPHeadLimits.maximumHeaderCount) header lines"))
            }
        }
        return .reading
    }

    private mutating func finish(_ progress: Progress) -> Progress {
        finished = progress
        line = []
        lines = []
        return progress
    }

    private func head(bytesUsed: Int) -> Progress {
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, parts[2].hasPrefix("HTTP/1.") else {
            return .refused(status: 400, reason: "the request line is not METHOD TARGET HTTP/1.x")
        }
        var headers: [(name: String, value: String)] = []
        for text in lines.dropFirst() {
            guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
                !text[..<colon].contains(where: { $0 == " " || $0 == "\t" })
            else { return .refused(status: 400, reason: "a header line is not NAME: VALUE") }
            let value = text[text.index(after: colon)...].trimmingSpacesAndTabs()
            headers.append((text[..<colon].lowercased(), value))
        }
        return .complete(
            HTTPHead(method: String(parts[0]), target: String(parts[1]), version: String(parts[2]), headers: headers), bytesUsed: bytesUsed)
    }
}

extension Substring {
    fileprivate func trimmingSpacesAndTabs() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
