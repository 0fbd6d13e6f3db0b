import CurveKit
import Foundation

/// Sampled data joined by monotone cubic interpolation: what `import FILE.csv` and
/// `sampled OTHER N` make.
struct DataKind: CurveKindSpec {
    static let kind = "data"

    static func shape(of curve: Curve) -> DataCurve? {
        if case .data(let data) = curve { data } else { nil }
    }

    static func definition(_ data: DataCurve, words: any KindWords.Type) -> String {
        "data from \(data.source) (\(data.times.count) samples)"
    }

    static func formula(_ data: DataCurve, words: any KindWords.Type) -> String {
        "monotone cubic through \(data.times.count) samples from \(data.source)"
    }

    /// The monotone cubic is piecewise cubic in x: exactly a path (``CurveKit/Curve/bezierKeyframes``;
    /// none for a recording, exported as the curve identified in it), which a platform's path form writes.
    static func exact(_ data: DataCurve, in forms: any ExactForms.Type, digits: Digits) -> String? {
        exactPath(data).flatMap { forms.exact(path: $0, digits: digits) }
    }

    static func exactPath(_ data: DataCurve) -> BezierPath? { Curve.data(data).bezierKeyframes?.bezierPath }

    static func members(_ data: DataCurve) -> [(key: String, value: JSONValue)] {
        [("source", .string(data.source)), ("times", .numbers(data.times)), ("values", .numbers(data.values))]
            + (data.recording.map { [("recording", RecordingMembers.json($0))] } ?? [])
    }

    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let source = try element.required("source").string()
        let times = try element.required("times").numberList()
        let values = try element.required("values").numberList()
        let recording = try element.member("recording").map { (member: JSONReader) throws(SessionFormatError) in
            try RecordingMembers.read(member)
        }
        return .data(
            try located(element, "times") { () throws(CurveError) in
                try DataCurve(times: times, values: values, source: source, recording: recording)
            })
    }
}
