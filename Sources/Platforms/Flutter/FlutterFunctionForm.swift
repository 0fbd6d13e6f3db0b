import CurveKit

/// Flutter's function form: a subclass of `Curve` overrides `double transformInternal(double t)`
/// (api.flutter.dev, Curve.transformInternal). `Curve.transform` returns t itself at 0 and 1 and
/// asks `transformInternal` only between, so a curve that does not start at 0 and end at 1 is
/// not this form.
enum FlutterFunctionForm: FunctionFormWriter {
    static let takes = "Flutter takes a Curve subclass's transformInternal"
    static let language = "Dart"
    static let easingName = "a Curve subclass"
    static let reading = FunctionFormReading.dart

    static func code(_ formula: Formula, name: String) -> String {
        let type = FunctionFormNames.type(name) + "Curve"
        return """
            import 'dart:math' as math;
            import 'package:flutter/animation.dart';

            class \(type) extends Curve {
              const \(type)();

              @override
              double transformInternal(double t) {
                return \(formula.code(in: DartSpelling()));
              }
            }
            // CurvedAnimation(parent: controller, curve: const \(type)())

            """
    }

    static func line(_ formula: Formula) -> String { "transformInternal(t) => \(formula.code(in: DartSpelling()))" }

    /// The curve ``code(_:name:)`` declares for `name`, as a `CurvedAnimation` takes it.
    static func reference(_ name: String) -> String { "const \(FunctionFormNames.type(name))Curve()" }

    static func refusal(_ curve: Curve) -> String? {
        let (start, end) = (curve.value(at: 0), curve.value(at: 1))
        guard start != 0 || end != 1 else { return nil }
        return "Flutter's Curve.transform returns t itself at t = 0 and 1, and this curve goes from "
            + "\(TextFormat.short(start)) to \(TextFormat.short(end))"
    }
}
