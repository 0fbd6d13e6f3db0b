/// The same curve in other platforms' formulas: exact there, equal at every x up to rounding
/// (about 1e-16), so a curve read from one platform exports by name to another.
///
/// - GSAP's `elastic` with amplitude a ≤ 1 and period T is Flutter's `Elastic…Curve` with
///   period T / a: with a′ = 1, p2 = T / a and p3 = p2/(2π)·asin(1) = p2/4, GSAP's out is
///   2^(−10p)·sin((p − p2/4)·2π/p2) + 1, Flutter's out with s = period/4; GSAP makes in and
///   in-out from out as 1 − out(1 − p) and its halves, and sin((u + s)k) = −sin((u − s)k) when
///   s·k = π/2 makes Flutter's in and in-out the same.
/// - GSAP's `back.out(s)` is Android's `OvershootInterpolator(s)`, `back.in(s)` its
///   `AnticipateInterpolator(s)`, and `back.inOut(s)` its `AnticipateOvershootInterpolator(t, e)`
///   with t·e = s (Android's in-out halves are a(2t, S)/2 and (o(2t − 2, S) + 2)/2, GSAP's
///   in(2p)/2 and 1 − in(2 − 2p)/2, with o(−v) = −a(v)).
extension PlatformEasing {
    /// The other platforms' formulas that are this curve (empty when none is).
    public var equivalents: [PlatformEasing] {
        let found: [PlatformEasing?]
        switch formula {
        case .gsapElastic:
            let (amplitude, period) = (parameters[0], parameters[1])
            found = amplitude <= 1 ? [try? PlatformEasing(.flutterElastic, direction, [period / amplitude])] : []
        case .flutterElastic:
            found = [try? PlatformEasing(.gsapElastic, direction, [1, parameters[0]])]
        case .gsapBack:
            let s = parameters[0]
            switch direction {
            case .out: found = [try? PlatformEasing(.androidOvershoot, .in, [s])]
            case .in: found = [try? PlatformEasing(.androidAnticipate, .in, [s])]
            case .inOut: found = [try? PlatformEasing(.androidAnticipateOvershoot, .in, [s, 1])]
            }
        case .androidOvershoot:
            found = [try? PlatformEasing(.gsapBack, .out, [parameters[0]])]
        case .androidAnticipate:
            found = [try? PlatformEasing(.gsapBack, .in, [parameters[0]])]
        case .androidAnticipateOvershoot:
            found = [try? PlatformEasing(.gsapBack, .inOut, [parameters[0] * parameters[1]])]
        default:
            found = []
        }
        return found.compactMap { $0 }
    }
}
