import CurveKit

/// A keyframes curve as Flutter's code, exactly: a `Curve` subclass whose `transformInternal`
/// (api.flutter.dev, Curve.transformInternal) finds the segment t lies in and runs the
/// segment's own time through Flutter's `Cubic` (curves.dart: `Cubic(a, b, c, d).transform`,
/// the cubic Bézier timing curve), scaled to the segment's move — the keyframes' own formula,
/// vᵢ + (vᵢ₊₁ − vᵢ)·curveᵢ((t − tᵢ)/(tᵢ₊₁ − tᵢ)), with a straight segment as its line. Written
/// where every segment is a cubic Bézier (``CurveKit/Curve/equivalentBezier``) and the values run
/// from 0 to 1 (`Curve.transform` returns t itself at 0 and 1). Other piecewise cubics (CSS
/// `linear()` stops, straight between the stops, among them) come here as their keyframes
/// (``KeyframeForm``).
enum FlutterKeyframes {
    static func document(_ curve: Curve, name: String, digits: Digits) -> PlatformExport.KeyframeDocument? {
        guard let keyframes = curve.keyframes, keyframes.values.first == 0, keyframes.values.last == 1 else { return nil }
        var segments: [CubicBezier?] = []
        for segment in keyframes.segments {
            guard let bezier = segment.curve.equivalentBezier else { return nil }
            // Both handles on y = x (to the rounding of a straight path's thirds scaled to the
            // segment): the segment is straight, whatever its handles' x.
            let straight = abs(bezier.x1 - bezier.y1) <= 1e-12 && abs(bezier.x2 - bezier.y2) <= 1e-12
            segments.append(straight ? nil : bezier)
        }
        let (times, values) = PasteDecimals.keyframes(keyframes, digits: digits)
        let cubics = segments.map { $0.map { FlutterWriter.bezier($0, digits: digits) } }
        let returns = cubics.indices.map { i in
            let time = i == 0 && times[0] == "0" ? "t" : "(t - \(times[i]))"
            let local = "\(time) / (\(times[i + 1]) - \(times[i]))"
            let eased = cubics[i].map { "const \($0).transform(\(local))" } ?? "(\(local))"
            return "\(values[i]) + (\(values[i + 1]) - \(values[i])) * \(eased)"
        }
        let body =
            returns.indices.dropLast().map { "    if (t < \(times[$0 + 1])) return \(returns[$0]);" }
            + ["    return \(returns[returns.count - 1]);"]
        let type = FunctionFormNames.type(name) + "Curve"
        let error = roundingError(keyframes, times: times, values: values, cubics: segments, digits: digits)
        let exactness = error == 0 ? "exact" : "max error \(TextFormat.short(error)) \(PlatformExport.progressUnit) (digits=N rounds it)"
        let header =
            "\(name): \(exactness)"
            + ", a Curve subclass that runs each of its \(keyframes.segments.count) keyframe segments through Flutter's own Cubic "
            + "(Flutter's Cubic bisects to 1e-3 in x)"
        let text = """
            \(FlutterWriter.comment(header))
            import 'package:flutter/animation.dart';

            class \(type) extends Curve {
              const \(type)();

              @override
              double transformInternal(double t) {
            \(body.joined(separator: "\n"))
              }
            }
            // CurvedAnimation(parent: controller, curve: const \(type)())

            """
        let line = "\(type).transformInternal: " + cubics.map { $0 ?? "straight" }.joined(separator: " | ")
        return PlatformExport.KeyframeDocument(text: text, line: line, maxError: error)
    }

    /// 0 with the fewest digits (which keep the curve within 1e-7); rounded to N decimals, the
    /// error of the keyframes the rounded numbers make.
    private static func roundingError(
        _ keyframes: Keyframes, times: [String], values: [String], cubics: [CubicBezier?], digits: Digits
    ) -> Double {
        guard case .decimals = digits else { return 0 }
        let segments = cubics.map { bezier -> Keyframes.Segment in
            let points = bezier.map { PasteDecimals.doubles(PasteDecimals.bezier($0, digits: digits)) } ?? [0, 0, 1, 1]
            let rounded = (try? CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])) ?? .linear
            return Keyframes.Segment(name: "rounded", curve: .bezier(rounded))
        }
        guard
            let rounded = try? Keyframes(
                times: PasteDecimals.doubles(times), values: PasteDecimals.doubles(values), segments: segments)
        else { return .infinity }
        return ExportTiming.maxDeviation(of: { rounded.value(at: $0) }, from: .keyframes(keyframes)).0
    }
}
