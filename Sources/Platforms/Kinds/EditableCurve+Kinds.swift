import CurveKit

/// The views of each editable kind: which numbers move, within which bounds, and how the curve
/// is made again from them.
extension EditableCurve {
    /// A Bézier's two control points; x stays in [0, 1] so that time runs forward.
    init(_ bezier: CubicBezier) {
        let unit = 0.0...1.0
        self.init(
            view: "control points",
            parameters: [
                EditorParameter(name: "x1", value: bezier.x1, bounds: unit), EditorParameter(name: "y1", value: bezier.y1),
                EditorParameter(name: "x2", value: bezier.x2, bounds: unit), EditorParameter(name: "y2", value: bezier.y2),
            ],
            items: [.point(name: "P1", x: 0, y: 1), .point(name: "P2", x: 2, y: 3)],
            build: Self.building { values throws(CurveError) in
                .bezier(try CubicBezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3]))
            },
            definition: Self.canonicalDefinition)
    }

    /// `expo-decay`'s K.
    init(_ decay: ExponentialDecay) {
        self.init(
            view: "rate", parameters: [EditorParameter(name: "K", value: decay.rate)], items: [.parameter(0)],
            build: Self.building { values throws(CurveError) in .exponentialDecay(try ExponentialDecay(rate: values[0])) },
            definition: Self.canonicalDefinition)
    }

    /// `second-order`'s damping ratio ζ and natural frequency ω.
    init(_ response: SecondOrderResponse) {
        self.init(
            view: "ζ and ω",
            parameters: [EditorParameter(name: "ζ", value: response.damping), EditorParameter(name: "ω", value: response.frequency)],
            items: [.parameter(0), .parameter(1)],
            build: Self.building { values throws(CurveError) in
                .secondOrder(try SecondOrderResponse(damping: values[0], frequency: values[1]))
            },
            definition: Self.canonicalDefinition)
    }

    /// `steps`' N (its position stays).
    init(_ steps: Steps) {
        let position = steps.position
        self.init(
            view: "count",
            parameters: [EditorParameter(name: "N", value: Double(steps.count), bounds: 1...Double(Int32.max), isWhole: true)],
            items: [.parameter(0)],
            build: Self.building { values throws(CurveError) in .steps(try Steps(count: Int(values[0]), position: position)) },
            definition: Self.canonicalDefinition)
    }

    /// A keyframes curve's key times and values, a point per key (the segments' curves stay);
    /// the first and last key times stay 0 and 1.
    init(_ keyframes: Keyframes) {
        let segments = keyframes.segments
        let last = keyframes.times.count - 1
        var parameters: [EditorParameter] = []
        var items: [EditorItem] = []
        for (index, (time, value)) in zip(keyframes.times, keyframes.values).enumerated() {
            let bounds = index == 0 ? 0.0...0.0 : (index == last ? 1.0...1.0 : 0.0...1.0)
            items.append(.point(name: "K\(index + 1)", x: parameters.count, y: parameters.count + 1))
            parameters += [
                EditorParameter(name: "t\(index + 1)", value: time, bounds: bounds), EditorParameter(name: "v\(index + 1)", value: value),
            ]
        }
        self.init(
            view: "keys", parameters: parameters, items: items,
            build: Self.building { values throws(CurveError) in
                let times = stride(from: 0, to: values.count, by: 2).map { values[$0] }
                let keyValues = stride(from: 1, to: values.count, by: 2).map { values[$0] }
                return .keyframes(try Keyframes(times: times, values: keyValues, segments: segments))
            },
            definition: Self.canonicalDefinition)
    }

    /// A path's points: its start, then each segment's end and (for a curved segment) its two
    /// control points; a straight segment stays straight. The path starts at x = 0 and ends at x = 1.
    init(_ path: BezierPath) {
        let straight = path.segments.map(\.isStraight)
        var parameters: [EditorParameter] = []
        var items: [EditorItem] = []
        func add(_ name: String, _ x: Double, _ y: Double, xBounds: ClosedRange<Double> = 0...1) {
            items.append(.point(name: name, x: parameters.count, y: parameters.count + 1))
            parameters += [EditorParameter(name: name + ".x", value: x, bounds: xBounds), EditorParameter(name: name + ".y", value: y)]
        }
        let first = path.segments[0]
        add("P1", first.x[0], first.y[0], xBounds: 0...0)
        for (index, segment) in path.segments.enumerated() {
            if !straight[index] {
                add("S\(index + 1).c1", segment.x[1], segment.y[1])
                add("S\(index + 1).c2", segment.x[2], segment.y[2])
            }
            add("P\(index + 2)", segment.x[3], segment.y[3], xBounds: index == path.segments.count - 1 ? 1...1 : 0...1)
        }
        self.init(
            view: "points", parameters: parameters, items: items,
            build: Self.building { values throws(CurveError) in .path(try BezierPath(segments: Self.segments(values, straight: straight)))
            },
            definition: Self.canonicalDefinition)
    }

    /// The path's segments from the values `init(_: BezierPath)` lays out.
    private static func segments(_ values: [Double], straight: [Bool]) -> [BezierPath.Segment] {
        var segments: [BezierPath.Segment] = []
        var from = (x: values[0], y: values[1])
        var next = 2
        for isStraight in straight {
            if isStraight {
                let to = (x: values[next], y: values[next + 1])
                segments.append(.line(from: from, to: to))
                from = to
                next += 2
            } else {
                let p = Array(values[next..<(next + 6)])
                segments.append(BezierPath.Segment(x: [from.x, p[0], p[2], p[4]], y: [from.y, p[1], p[3], p[5]]))
                from = (p[4], p[5])
                next += 6
            }
        }
        return segments
    }
}
