import CurveKit
import Platforms

/// A curve the user has named in a session, with an optional one-line description.
public struct NamedCurve: Sendable, Equatable {
    public var name: String
    public var curve: Curve
    public var description: String?
    /// Where a fitted curve came from, and how close it is.
    var provenance: Provenance?
    /// The curve that `point` and `show` measure this one against (`target NAME OTHER`).
    public var target: String?
    /// The duration and delay the curve was given beside its shape (pasted code's, a
    /// recording's): `anim` and `export` take them when no other is given.
    public var timing: CurveTiming?
    /// For a recording: what `identify` last found when its curve lasts longer than the frames
    /// show (``SlowTail``); nil otherwise, and for every other curve.
    public var slowTail: SlowTail?

    public init(
        name: String, curve: Curve, description: String? = nil, provenance: Provenance? = nil, target: String? = nil,
        timing: CurveTiming? = nil, slowTail: SlowTail? = nil
    ) {
        self.name = name
        self.curve = curve
        self.description = description
        self.provenance = provenance
        self.target = target
        self.timing = timing
        self.slowTail = slowTail
    }
}

/// How a curve was fitted: to which target, on how many samples, and the error reached.
public struct Provenance: Sendable, Equatable {
    /// `fit`, `keyframe-fit`, `spring-fit`, `path-fit` or `linear`.
    var method: String
    public var target: String
    public var samples: Int
    var rms: Double?
    var maxError: Double

    public init(method: String, target: String, samples: Int, rms: Double?, maxError: Double) {
        self.method = method
        self.target = target
        self.samples = samples
        self.rms = rms
        self.maxError = maxError
    }

    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("method", .string(method)), ("target", .string(target)), ("samples", .number(Double(samples))),
        ]
        if let rms { members.append(("rms", .finite(rms))) }
        members.append(("max", .finite(maxError)))
        return .object(members)
    }

    init(reading reader: JSONReader) throws(SessionFormatError) {
        method = try reader.required("method").string()
        target = try reader.required("target").string()
        samples = try reader.required("samples").integer()
        rms = try reader.member("rms")?.number()
        maxError = try reader.required("max").number()
    }
}
