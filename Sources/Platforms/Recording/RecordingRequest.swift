import CurveKit

/// What `import` was told about a recording: `recording` (read it as one even when it looks
/// like a t, y table), `columns=`, `fps=`, `start=`, `end=`; read from the words and written
/// back in the same order.
package struct RecordingRequest: Sendable, Equatable {
    package var forced = false
    package var columns: [String]?
    package var fps: Double?
    var start: Double?
    var end: Double?

    package init(forced: Bool = false, columns: [String]? = nil, fps: Double? = nil, start: Double? = nil, end: Double? = nil) {
        self.forced = forced
        self.columns = columns
        self.fps = fps
        self.start = start
        self.end = end
    }

    package var isRequested: Bool { forced || columns != nil || fps != nil || start != nil || end != nil }

    package mutating func read(_ option: Words.Option) throws(CommandError) {
        switch option.key {
        case "columns":
            let names = option.value.text.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
            guard (1...3).contains(names.count), names.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else {
                throw CommandError(
                    "columns= takes TIME,VALUE or TIME,X,Y (names from the header or numbers from 1), or one VALUE with fps=",
                    at: option.value)
            }
            columns = names
        case "fps":
            fps = try Words.number(option.value, role: "fps", in: 1...10_000, usage: option.usage)
        case "start":
            start = try Words.number(option.value, role: "start", in: nil, usage: option.usage)
        default:
            end = try Words.number(option.value, role: "end", in: nil, usage: option.usage)
        }
    }

    package var words: [String] {
        var words: [String] = forced ? ["recording"] : []
        if let columns { words.append("columns=" + columns.joined(separator: ",")) }
        let numbers: [(String, Double?)] = [("fps", fps), ("start", start), ("end", end)]
        for (key, value) in numbers {
            if let value { words.append("\(key)=\(TextFormat.shortest(value))") }
        }
        return words
    }

    package var options: RecordingImport.Options {
        RecordingImport.Options(
            columns: columns?.map { Int($0).map(RecordingLayout.Column.number) ?? .name($0) }, fps: fps, start: start, end: end)
    }
}
