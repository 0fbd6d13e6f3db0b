import CurveKit

// A CSS timing function, evaluated as browsers do: solve x(t) = x, then return y(t).
let ease = try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
for x in [0.25, 0.5, 0.75] {
    print("cubic-bezier(0.25, 0.1, 0.25, 1) at \(x) = \(ease.value(at: x))")
}

// A bounce that settles on its target (Penner's elastic-out, sampled at 1,001 points: enough
// that no faster spring matches the samples too), and the damped spring closest to it in
// least squares.
let bounce = Penner(.elastic, .out)
let samples = (0...1000).map { bounce.value(at: Double($0) / 1000) }
let fit = try SpringFitter.fit(values: samples)
let spring = try fit.spring(duration: 1)
print("spring fitted to elastic-out over 1 s:")
print("  damping ratio \(fit.dampingRatio), stiffness \(spring.stiffness), damping \(spring.damping)")
print("  rms error \(fit.rms), largest error \(fit.maxError) at x = \(fit.maxErrorAt)")
