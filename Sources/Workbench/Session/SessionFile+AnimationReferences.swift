import CurveKit
import Platforms

extension SessionFile {
    /// Reads one animation of the file. Its `"curve"` is a reference by name, to a curve of the
    /// file or a built-in one; the `"timing"` copy that goes along only matters when the name
    /// stands for nothing (a file edited by hand): then the copy becomes a curve of that name
    /// (and says so in `notes`), and without a copy the animation follows `linear` (and says so),
    /// or, written with `keyframes=`, which needs a keyframes curve, is left out (nil; and says so).
    /// A file whose copy differs from the curve it names (written before animations followed
    /// their curve) loads with the curve as named, and a note says the animation changed.
    static func animation(
        from element: JSONReader, into session: inout Session, notes: inout [String], reservedNames: Set<String>
    ) throws(SessionFormatError)
        -> Animation?
    {
        let copy = try element.member("timing").map { reader throws(SessionFormatError) in try CurveEncoding.curve(from: reader) }
        let name = (try? element.required("name").string()) ?? "?"
        let curveName = (try? element.required("curve").string()) ?? ""
        var pacing = session.referencedCurve(named: curveName)
        var fallback: String?
        if let named = pacing, let copy, copy != named {
            notes.append("animation \(name): follows curve \(curveName) as the file defines it; the copy saved with the animation differed")
        }
        if pacing == nil, !curveName.isEmpty, Names.problem(with: curveName, reserved: reservedNames) == nil {
            if let copy, session.curves.count < Limits.maximumCurves, session.animation(named: curveName) == nil {
                session.define(NamedCurve(name: curveName, curve: copy))
                pacing = copy
                notes.append("animation \(name): curve \(curveName) was missing; defined it from the copy saved with the animation")
            } else {
                fallback = "linear"
            }
        } else if pacing == nil {
            fallback = "linear"
        }
        if fallback != nil, element.member("keyframes")?.value == .bool(true) {
            notes.append("animation \(name): keyframes curve \(curveName) was missing and no copy was saved; left the animation out")
            return nil
        }
        if let fallback {
            pacing = CurveKinds.builtInCurve(named: fallback)
            notes.append(
                "animation \(name): curve \(curveName.isEmpty ? "(none)" : curveName) was missing and no copy was saved; it now uses \(fallback)"
            )
        }
        var json = element.value
        // keyframes= needs a keyframes curve: the animation is read as curve= instead.
        if element.member("keyframes")?.value == .bool(true), let pacing, pacing.keyframes == nil, case .object(let members) = json {
            json = .object(members.filter { $0.key != "keyframes" })
            notes.append("animation \(name): \(curveName) is not a keyframes curve; the animation uses it as curve=\(curveName)")
        }
        do {
            let animation = try Animation(json: json) { _ in pacing }
            return fallback.map(animation.referring) ?? animation
        } catch {
            throw SessionFormatError(path: element.path, message: error.message)
        }
    }
}
