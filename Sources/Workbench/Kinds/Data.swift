import CurveKit
import Foundation

/// Sampled data joined by monotone cubic interpolation: what `import FILE.csv` and
/// `sampled OTHER N` make.
struct DataKind: CurveKindSpec {
    static let kind = "data"

    static func shape(of curve: Curve) -> DataCurve? {
        if case .data(let data) = curve { data } else { nil }
    }

    static func definition(_ data: DataCurve) -> String { "data from \(data.source) (\(data.times.count) samples)" }

    static func formula(_ data: DataCurve) -> String { "monotone cubic through \(data.times.count) samples from \(data.source)" }

    static func members(_ data: DataCurve) -> [(key: String, value: JSONValue)] {
        [("source", .string(data.source)), ("times", .numbers(data.times)), ("values", .numbers(data.values))]
    }

    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let source = try element.required("source").string()
        let times = try element.required("times").numberList()
        let values = try element.required("values").numberList()
        return .data(try located(element, "times") { () throws(CurveError) in
            try DataCurve(times: times, values: values, source: source)
        })
    }
}

/// `import FILE.csv [normalize]`: a data curve read from columns t, y.
struct ImportDefinition: CurveDefinition {
    static let keyword: String? = "import"
    static let catalog = [CurveCatalog.Entry(
        kind: "import", usage: "import FILE.csv [normalize]",
        summary: "sampled data: columns t, y; monotone cubic interpolation; normalize scales both to 0 … 1")]

    var path: String
    var normalize: Bool

    static func parse(_ words: inout Words) throws(CommandError) -> ImportDefinition {
        let path = try words.path()
        var normalize = false
        if words.peek?.text == "normalize" {
            normalize = true
            words.advance()
        }
        return ImportDefinition(path: path, normalize: normalize)
    }

    var words: [String] { ["import", TextFormat.quoted(path)] + (normalize ? ["normalize"] : []) }

    func build(_ interpreter: Interpreter) throws(CommandError) -> Curve {
        let data: Data
        do { data = try interpreter.fileSystem.contents(of: path) } catch { throw CommandError(error.message) }
        let text = String(decoding: data, as: UTF8.self)
        do {
            return .data(try CSVImport.curve(from: text, source: path, normalize: normalize))
        } catch {
            throw CommandError("cannot import \(path): \(error.message)")
        }
    }
}

/// `sampled OTHER N`: any curve frozen as N+1 evenly spaced samples.
struct SampledDefinition: CurveDefinition {
    static let keyword: String? = "sampled"
    static let catalog = [CurveCatalog.Entry(
        kind: "sampled", usage: "sampled OTHER N", summary: "freeze any curve as N+1 evenly spaced samples")]

    var other: String
    var intervals: Int

    static func parse(_ words: inout Words) throws(CommandError) -> SampledDefinition {
        let other = try words.curveName("OTHER")
        return SampledDefinition(other: other, intervals: try words.integer("N", in: 1...Limits.maximumIntervals))
    }

    var words: [String] { ["sampled", other, "\(intervals)"] }

    func build(_ interpreter: Interpreter) throws(CommandError) -> Curve {
        let curve = try interpreter.resolve(other).curve
        // What a session stores is read through the reproducible path (see Curve).
        let times = (0...intervals).map { Double($0) / Double(intervals) }
        let values = times.map { curve.reproducibleValue(at: $0) }
        return .data(try Self.building { () throws(CurveError) in
            try DataCurve(times: times, values: values, source: "\(other), \(intervals + 1) samples")
        })
    }
}
